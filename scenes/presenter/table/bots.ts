// The bots' pace at a table (classic or cooperative): a bot acts when the table says the game waits
// on a bot, after a pause a human can follow; at instant speed (or with no scene) bots play in short
// bursts and the screen shows the result once.
import type { ApplyResult } from '../../../src/engine';
import type { Timers } from '../AnimationQueue';

/** In a burst bots play for at most this many ms between two frames. */
const BURST_MS = 12;

export interface BotTable {
  /** The game waits on a bot now (its actor at rest where a side acts, and that side a bot's). */
  botToAct(): boolean;
  /** What the bot to act would do now (null: nothing). */
  botAction(): unknown;
  timers: Timers;
  now(): number;
  /** The pause before a bot acts, in ms (by the speed). */
  delay(): number;
  /** Each action is animated (a scene plays them, not at instant speed). */
  animated(): boolean;
  /** Nothing may happen now (the table is closed, a hand-off screen waits). */
  held(): boolean;
  send(action: unknown): ApplyResult;
  /** After a burst whose animations have all played: re-sync the screen. */
  settled(): void;
  animating(): boolean;
}

export class BotPacer {
  private timer: unknown = null;
  private inBurst = false;

  constructor(private readonly table: BotTable) {}

  /** A bot is about to act, or is playing a burst. */
  get busy(): boolean { return this.timer !== null || this.inBurst; }
  get bursting(): boolean { return this.inBurst; }

  /** Lets a bot act after its pause if the game waits on a bot. */
  schedule(): void {
    if (this.timer !== null || this.table.held() || !this.botToAct()) return;
    this.timer = this.table.timers.setTimeout(() => this.act(), this.table.delay());
  }

  /** The player asks the bots to hurry: the one waiting to act acts now. */
  hurry(): void {
    if (this.timer === null) return;
    this.table.timers.clearTimeout(this.timer);
    this.act();
  }

  stop(): void {
    if (this.timer !== null) this.table.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private botToAct(): boolean { return this.table.botToAct(); }

  private act(): void {
    this.timer = null;
    const { table } = this;
    if (table.held() || !this.botToAct()) return;
    if (table.animated()) {
      const action = table.botAction();
      if (action) table.send(action);
      return;
    }
    const started = table.now();
    this.inBurst = true;
    try {
      for (;;) {
        const action = table.botAction();
        if (!action || !table.send(action).ok) break;
        if (!this.botToAct() || table.held() || table.now() - started > BURST_MS) break;
      }
    } finally {
      this.inBurst = false;
    }
    if (!table.animating()) table.settled();
  }
}

// The bots' pace at a table (classic or cooperative): a bot acts when the table says the game waits
// on a bot, after a pause a human can follow; at instant speed (or with no scene) bots play in short
// bursts and the screen shows the result once. A searching bot (issue 26) is asked off the frame, in the
// bots' worker: the table shows it thinking, and its answer is played only if the game is still where it
// was asked; a worker that fails leaves the bot to answer on the spot.
import type { ApplyResult } from '../../../src/engine';
import type { Thought } from '../../../src/app/bot-thinker';
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
  /** The bot to act searches and a worker may answer it: the question to ask (null: botAction()). */
  question?(): unknown;
  /** Asks that question off the frame. */
  think?(question: unknown): Promise<Thought>;
  /** How many actions the game has had (an answer to a game that has moved on is stale). */
  moves?(): number;
  /** A bot starts or stops thinking (the table shows it). */
  thinkingChanged?(): void;
}

export class BotPacer {
  private timer: unknown = null;
  private inBurst = false;
  private thinking = false;
  /** Bumped when the table stops: an answer arriving after that is dropped. */
  private generation = 0;

  constructor(private readonly table: BotTable) {}

  /** A bot is about to act, or is playing a burst. */
  get busy(): boolean { return this.timer !== null || this.inBurst || this.thinking; }
  get bursting(): boolean { return this.inBurst; }
  /** A searching bot is thinking in the worker now. */
  get thinks(): boolean { return this.thinking; }

  /** Lets a bot act after its pause if the game waits on a bot. */
  schedule(): void {
    if (this.timer !== null || this.thinking || this.table.held() || !this.botToAct()) return;
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
    this.generation++;
    this.thinking = false;
  }

  /** The question of the bot to act when it searches and a worker may answer (null: ask on the spot). */
  private question(): unknown {
    return this.table.think ? this.table.question?.() ?? null : null;
  }

  private botToAct(): boolean { return this.table.botToAct(); }

  private act(): void {
    this.timer = null;
    const { table } = this;
    if (table.held() || !this.botToAct()) return;
    const question = this.question();
    if (question) return this.ask(question);
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
        // A searching bot next: the burst ends here, and the bot thinks off the frame (schedule).
        if (this.question()) break;
      }
    } finally {
      this.inBurst = false;
    }
    if (!table.animating()) table.settled();
  }

  /** The searching bot thinks in the worker; its answer is played if the game is still where it was. */
  private ask(question: unknown): void {
    const { table } = this;
    const asked = table.moves?.() ?? -1;
    const generation = this.generation;
    this.thinking = true;
    table.thinkingChanged?.();
    void table.think!(question).then((thought) => {
      if (generation !== this.generation) return; // the table closed (or was undone) meanwhile
      this.thinking = false;
      table.thinkingChanged?.();
      if ((table.moves?.() ?? -1) !== asked || table.held() || !this.botToAct()) return this.schedule();
      // Played as a paced bot's action: its animations end in a re-sync, which schedules the next bot.
      const action = thought.ok ? thought.action : table.botAction();
      if (action) table.send(action);
    });
  }
}

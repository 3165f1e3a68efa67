// The game's page side of the audience window: it announces itself when the page comes up (an
// audience window left open reconnects after a reload), answers an audience window that asks with the
// game now, sends every accepted action's public events with the view they lead to, says when the
// table goes back to the menu (the audience shows a waiting card) and when the page goes away.
// Hands cross only when an audience window asked for a late reveal, and only late (messages.ts).
import type { CardRef, GameEvent, Seat } from '../engine';
import type { AudienceFeed } from './feed';
import { readAsk, type FromGame, type RevealSetting } from './messages';
import type { Port } from './port';

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
  /** The wall clock (ms since 1970). */
  now(): number;
}

const browserTimers: Timers = { set: (fn, ms) => setTimeout(fn, ms), clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>), now: () => Date.now() };

export class AudiencePublisher {
  private feed: AudienceFeed | null = null;
  private offFeed: (() => void) | null = null;
  private readonly offPort: () => void;
  /** The latest reveal asked for by an audience window (none asked: never). */
  private reveal: RevealSetting = { when: 'never' };
  /** The turn being played and the hand its seat was dealt for it (for a late reveal). */
  private turn: { seat: Seat; turn: number; hand: CardRef[] | null } | null = null;
  private delayed: unknown[] = [];

  constructor(private readonly port: Port, private readonly timers: Timers = browserTimers) {
    this.offPort = port.listen((data) => {
      const ask = readAsk(data);
      if (!ask) return;
      this.reveal = ask.reveal;
      this.sendNow();
    });
    this.post({ v: 1, kind: 'hello' });
  }

  /** The game on the table (null: the menu). */
  follow(feed: AudienceFeed | null): void {
    this.offFeed?.();
    this.offFeed = null;
    this.clearDelayed();
    this.turn = null;
    this.feed = feed;
    if (feed) this.offFeed = feed.onAction((events) => this.action(feed, events));
    this.sendNow();
  }

  /** The page goes away (pagehide): the audience shows that the game's page is gone. */
  stop(): void {
    this.follow(null);
    this.post({ v: 1, kind: 'bye' });
    this.offPort();
  }

  private sendNow(): void {
    const feed = this.feed;
    if (!feed) return this.post({ v: 1, kind: 'idle' });
    this.post(this.gameMessage(feed, [], true));
  }

  private action(feed: AudienceFeed, events: GameEvent[]): void {
    this.post(this.gameMessage(feed, events, false));
    for (const e of events) if (e.type === 'turnStarted') this.turnStarted(feed, e.seat, e.turn);
  }

  private gameMessage(feed: AudienceFeed, events: GameEvent[], fresh: boolean): FromGame {
    return { v: 1, kind: 'game', mode: feed.mode, fresh, actions: feed.actions(), at: this.timers.now(), view: feed.view(), events } as FromGame;
  }

  /** A turn ends where the next begins: its hand may be shown now (turnEnd), or a delay after it began. */
  private turnStarted(feed: AudienceFeed, seat: Seat, turn: number): void {
    const ended = this.turn;
    if (ended?.hand && this.reveal.when === 'turnEnd') this.post({ v: 1, kind: 'reveal', seat: ended.seat, turn: ended.turn, cards: ended.hand });
    // Nobody asked for a reveal: the hand is not even read.
    const hand = this.reveal.when === 'never' ? null : [...(feed.hand(seat) ?? [])];
    this.turn = { seat, turn, hand };
    const reveal = this.reveal;
    if (reveal.when === 'delay' && hand) {
      const handle = this.timers.set(() => {
        this.delayed = this.delayed.filter((h) => h !== handle);
        if (this.feed === feed && this.reveal.when === 'delay') this.post({ v: 1, kind: 'reveal', seat, turn, cards: hand });
      }, reveal.seconds * 1000);
      this.delayed.push(handle);
    }
  }

  private clearDelayed(): void {
    for (const h of this.delayed.splice(0)) this.timers.clear(h);
  }

  private post(message: FromGame): void {
    this.port.post(message);
  }
}

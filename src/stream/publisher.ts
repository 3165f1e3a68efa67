// The game's page side of the audience window: it announces itself when the page comes up (an
// audience window left open reconnects after a reload), answers an audience window that asks with the
// game now, sends every accepted action's public events with the view they lead to, says when the
// table goes back to the menu (the audience shows a waiting card) and when the page goes away.
// Hands cross only when the player chose a late reveal on this page (its settings: `reveal` is read at
// each turn's start and end), and only late. What an audience window says cannot widen it: an `ask`
// only gets the game sent again (docs/security.md, "The audience channel").
import type { CardRef, GameEvent, Seat } from '../engine';
import type { AudienceFeed } from './feed';
import { readAsk, type FromGame } from './messages';
import type { RevealSetting } from './reveal';
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
  /** The turn being played and the hand its seat was dealt for it (for a late reveal). */
  private turn: { seat: Seat; turn: number; hand: CardRef[] | null } | null = null;
  private delayed: unknown[] = [];

  /** `reveal`: the player's setting now (the game page's, never an audience window's). */
  constructor(private readonly port: Port, private readonly reveal: () => RevealSetting = () => ({ when: 'never' }), private readonly timers: Timers = browserTimers) {
    this.offPort = port.listen((data) => {
      if (readAsk(data)) this.sendNow();
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
    if (ended?.hand && this.reveal().when === 'turnEnd') this.post({ v: 1, kind: 'reveal', seat: ended.seat, turn: ended.turn, cards: ended.hand });
    // The player shows no hand: it is not even read.
    const reveal = this.reveal();
    const hand = reveal.when === 'never' ? null : [...(feed.hand(seat) ?? [])];
    this.turn = { seat, turn, hand };
    if (reveal.when === 'delay' && hand) {
      const handle = this.timers.set(() => {
        this.delayed = this.delayed.filter((h) => h !== handle);
        // Set back to never (or to the turn's end) since: not shown.
        if (this.feed === feed && this.reveal().when === 'delay') this.post({ v: 1, kind: 'reveal', seat, turn, cards: hand });
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

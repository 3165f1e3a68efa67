// Whose eyes the table is, and the hot-seat hand-off, in every mode: the seat that must act (in turn
// or deciding) if a person plays it; else the last person who did; in a game of bots only, the bot
// that acts (a spectator sees it all). A side that is no seat (the team's pick, Poseidon) keeps the
// eyes where they were. With curtains (hands kept private between people) a change of eyes between
// two people waits for a tap; the cooperative table with open hands has none.
import type { Seat, Side } from '../../src/engine';

export class Eyes {
  private seat: Seat = 0;
  private lastHuman: Seat | null = null;
  private waiting: Seat | null = null;

  constructor(toAct: Side | null, private readonly humans: readonly boolean[], private readonly curtains: boolean) {
    this.seat = this.pick(toAct);
    if (humans[this.seat]) this.lastHuman = this.seat;
    if (this.needsCurtain(null, this.seat)) this.waiting = this.seat;
  }

  /** The seat whose eyes the screen is. */
  get viewer(): Seat { return this.seat; }
  /** The seat a hand-off screen waits for, or null. */
  get handoff(): Seat | null { return this.waiting; }

  /** The game moved on: look through the eyes of whoever should see it now. */
  follow(toAct: Side | null): void {
    const next = this.pick(toAct);
    if (this.needsCurtain(this.seat, next)) this.waiting = next;
    this.seat = next;
    if (this.humans[next]) this.lastHuman = next;
  }

  /** The player has tapped the hand-off screen; false when none was shown. */
  accept(): boolean {
    if (this.waiting === null) return false;
    this.waiting = null;
    return true;
  }

  private pick(toAct: Side | null): Seat {
    if (typeof toAct === 'number' && (this.humans[toAct] || !this.humans.some(Boolean))) return toAct;
    if (this.lastHuman !== null) return this.lastHuman;
    const first = this.humans.indexOf(true);
    return first >= 0 ? first : this.seat; // bots only: the table goes on watching the last bot
  }

  private needsCurtain(previous: Seat | null, next: Seat): boolean {
    return this.curtains && this.humans.filter(Boolean).length >= 2 && this.humans[next] === true && previous !== next;
  }
}

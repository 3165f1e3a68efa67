// Whose eyes the table is, and the hot-seat hand-off: when the screen turns to another human's eyes,
// their hand stays hidden until they tap (viewer.ts decides who; this keeps track between actions).
import type { Seat } from '../../../src/engine';
import { needsHandoff, pickViewer, type WhoActs } from '../viewer';

export class HandOff {
  private seat: Seat;
  private lastHuman: Seat | null = null;
  private waiting: Seat | null = null;

  constructor(state: WhoActs, private readonly humans: readonly boolean[]) {
    this.seat = pickViewer(state, humans, null);
    if (humans[this.seat]) this.lastHuman = this.seat;
    if (needsHandoff(null, this.seat, humans)) this.waiting = this.seat;
  }

  /** The seat whose eyes the screen is. */
  get viewer(): Seat { return this.seat; }
  /** The seat a hand-off screen waits for, or null. */
  get handoff(): Seat | null { return this.waiting; }

  /** The game moved on: look through the eyes of whoever should see it now. */
  follow(state: WhoActs): void {
    const next = pickViewer(state, this.humans, this.lastHuman);
    if (needsHandoff(this.seat, next, this.humans)) this.waiting = next;
    this.seat = next;
    if (this.humans[next]) this.lastHuman = next;
  }

  /** The player has tapped the hand-off screen; false when none was shown. */
  accept(): boolean {
    if (this.waiting === null) return false;
    this.waiting = null;
    return true;
  }
}

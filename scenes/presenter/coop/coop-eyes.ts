// Whose eyes the cooperative board is, and the hot-seat hand-off. The hero who must act (in turn, or
// deciding) if a person plays them; else the last person who did; in a game of bots only, the bot
// that acts. With open hands (table talk is normal in a cooperative game) every hand shows and no
// curtain ever falls; with closed hands a change of eyes between two people waits for a tap.
import type { Seat, Side } from '../../../src/engine';

export class CoopEyes {
  private seat: Seat = 0;
  private lastHuman: Seat | null = null;
  private waiting: Seat | null = null;

  constructor(toAct: Side | null, private readonly humans: readonly boolean[], private readonly openHands: boolean) {
    this.seat = this.pick(toAct);
    if (humans[this.seat]) this.lastHuman = this.seat;
    if (this.needsCurtain(null, this.seat)) this.waiting = this.seat;
  }

  get viewer(): Seat { return this.seat; }
  get handoff(): Seat | null { return this.waiting; }

  follow(toAct: Side | null): void {
    const next = this.pick(toAct);
    if (this.needsCurtain(this.seat, next)) this.waiting = next;
    this.seat = next;
    if (this.humans[next]) this.lastHuman = next;
  }

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
    return !this.openHands && this.humans.filter(Boolean).length >= 2 && this.humans[next] === true && previous !== next;
  }
}

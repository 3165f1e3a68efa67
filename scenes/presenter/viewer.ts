// Whose eyes the screen is: the human who must act, else the last human who did (a bot's hand stays
// hidden from the humans), else, in a game of bots only, the bot that acts (a spectator sees it all).
// Hot-seat: with two or more humans, a change of eyes hides the screen until the next player taps.
import type { Seat } from '../../src/engine';

export interface WhoActs {
  active: Seat;
  pending: { seat: Seat } | null;
}

export const seatToAct = (s: WhoActs): Seat => (s.pending ? s.pending.seat : s.active);

export function pickViewer(s: WhoActs, humans: readonly boolean[], last: Seat | null): Seat {
  const acting = seatToAct(s);
  if (humans[acting]) return acting;
  if (!humans.some(Boolean)) return acting;
  if (last !== null && humans[last]) return last;
  return humans.indexOf(true);
}

/** A hand-off screen is needed when the screen turns to another human's eyes in a hot-seat game. */
export function needsHandoff(previous: Seat | null, next: Seat, humans: readonly boolean[]): boolean {
  return humans.filter(Boolean).length >= 2 && humans[next] === true && previous !== next;
}

// What God of War's table draws, in plain TS: the engine's view for the table's eyes, the viewer's
// offers (the engine's legal actions), and who is a bot. Hands are the engine's: the viewer's own in
// full, every other as a count; a bot's hand stays private from the people at the table.
import type { GowAction, GowView, Seat } from '../../../src/engine';

export interface GowModel {
  readonly view: GowView;
  /** The viewer's legal actions now (none: another seat acts, or a bot plays the viewer's seat). */
  readonly offers: readonly GowAction[];
  readonly bots: readonly boolean[];
  /** The seat the table waits on, or null once the game is over. */
  readonly toAct: Seat | null;
}

export function buildGowModel(view: GowView, offers: readonly GowAction[], bots: readonly boolean[]): GowModel {
  const people = bots.some((b) => !b);
  // At a table with people, a bot's hand shows as a count, as every other seat's.
  const seats = view.seats.map((s) => (people && bots[s.seat] && Array.isArray(s.hand) ? { ...s, hand: s.hand.length } : s));
  return { view: { ...view, seats }, offers, bots, toAct: view.pending && !view.result ? view.pending.seat : null };
}

/** The viewer's own hand, when the view shows it. */
export const ownHand = (m: GowModel): { uid: number; card: string }[] => {
  const hand = m.view.seats.find((s) => s.seat === m.view.viewer)?.hand;
  return Array.isArray(hand) ? hand : [];
};

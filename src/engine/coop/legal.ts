// What a side may do now in the cooperative mode. The card actions are the classic enumerator's, kept
// to the hero's own pile; moves, gifts (one card at a time: giving several is giving again) and the
// table's pick of the next hero are added. Everything listed is accepted by apply().
import { legalActions as classicLegal } from '../classic/legal';
import { poseidonSeat } from './sides';
import type { Seat, Side } from '../table/types';
import { adjacentPiles, areAdjacent, faceableFor } from './board';
import { GIFT_HAND_LIMIT, givable } from './actions';
import type { CoopAction, CoopState } from './types';

/** The side to act: a seat, 'team' while the table picks who plays next, or 'poseidon' while the table
 *  makes one of his choices by hand (his own are otherwise made at once). */
export function toAct(state: CoopState): Side | null {
  if (state.phase === 'gameOver') return null;
  // Poseidon's own choice waits only when the table makes it by hand (RULING-10): the table answers.
  if (state.pending) return state.pending.seat === poseidonSeat(state) ? 'poseidon' : state.pending.seat;
  if (state.phase === 'poseidon') return 'poseidon';
  return state.board.inTurn ? state.active : 'team';
}

export function legalActions(state: CoopState, side: Side): CoopAction[] {
  if (state.phase === 'gameOver') return [];
  if (state.pending) {
    const seat = state.pending.seat;
    if (seat === poseidonSeat(state)) return side === 'poseidon' || side === 'team' || side === seat ? classicLegal(state, seat) : [];
    return seat === side ? classicLegal(state, side) : [];
  }
  if (state.phase !== 'players') return [];
  const b = state.board;
  if (!b.inTurn) {
    const seats = side === 'team' ? state.players.map((p) => p.seat) : typeof side === 'number' ? [side] : [];
    return seats.filter((s) => s >= 0 && s < state.players.length && !b.played.includes(s)).map((seat) => ({ type: 'takeTurn', seat }));
  }
  if (side !== state.active) return [];
  const seat: Seat = side;
  const mine = new Set(faceableFor(state, seat));
  const actions: CoopAction[] = classicLegal(state, seat).filter((a) =>
    (a.type !== 'play' || mine.has(a.facing)) && (a.type !== 'acquire' || mine.has(a.target)));
  const hand = state.players[seat].hand;
  const at = b.heroAt[seat];
  // Moving: any card pays for it; one action per card type is enough to list (copies are the same).
  const seen = new Set<number>();
  for (const uid of hand) {
    if (seen.has(state.cards[uid])) continue;
    seen.add(state.cards[uid]);
    for (const to of adjacentPiles(at)) actions.push({ type: 'move', seat, discard: uid, to });
  }
  for (const other of state.players) {
    const to = other.seat;
    if (to === seat || other.hand.length >= GIFT_HAND_LIMIT) continue;
    const near = b.heroAt[to] === at || (areAdjacent(b.heroAt[to], at) && !b.givenTo.includes(to));
    if (!near) continue;
    for (const uid of hand) if (givable(state, uid)) actions.push({ type: 'give', seat, to, cards: [uid] });
  }
  return actions;
}

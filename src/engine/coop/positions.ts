// The cooperative board's field: the seven pile tops, read counter-clockwise from the pile left of the
// flood pawn (the first) to the pile on its right (the last), with no discount (Poseidon rulebook
// "Spécificités"; RULING-7). A General alone on his pile's pillar never leaves it by an effect.
import type { PositionHooks } from '../table/table-hooks';
import type { CoopState } from './types';

const ORDERS = new Map<string, readonly number[]>();

/** The slot at each position, first to last: the heptagon from the flood pawn. */
function heptagonOrder(state: CoopState): readonly number[] {
  const board = state.board;
  const n = state.field.length;
  const key = `${n}:${board.pawn}`;
  let order = ORDERS.get(key);
  if (!order) {
    order = Object.freeze(Array.from({ length: n }, (_, k) => (((board.pawn - 1 - k) % n) + n) % n));
    ORDERS.set(key, order);
  }
  return order;
}

/** A General alone on his pile's pillar is never moved or removed by an effect; he must be defeated
 *  (Poseidon rulebook "Autres"). */
export function lastGeneralStands(state: CoopState, uid: number): boolean {
  const board = state.board;
  const pile = board.generals.indexOf(uid);
  return pile >= 0 && state.field[pile] === uid && board.piles[pile].length === 0;
}

export const HEPTAGON: PositionHooks<CoopState> = {
  fieldOrder: heptagonOrder,
  discountSlot: () => -1,
  slotBeside(state, slot, step) {
    const order = heptagonOrder(state);
    const at = order.indexOf(slot);
    if (at < 0) return -1;
    return order[at + step] ?? -1;
  },
  staysOnField: lastGeneralStands,
};

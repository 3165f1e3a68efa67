// The field's positions, first to last. The classic field is six slots in a row, the 6th (the last)
// costing 1 less; the cooperative board's field is the seven pile tops, read counter-clockwise from the
// pile left of the flood pawn (the first) to the pile on its right (the last), with no discount
// (Poseidon rulebook "Spécificités"; RULING-7). Rules that speak of first, last or adjacent field
// cards read positions here, never raw slot numbers.
import type { GameState } from './types';
import { FIELD_SIZE } from './types';

const CLASSIC_ORDER: readonly number[] = Object.freeze(Array.from({ length: FIELD_SIZE }, (_, s) => s));
const BOARD_ORDERS = new Map<string, readonly number[]>();

/** The slot at each position, first to last. */
export function fieldOrder(state: GameState): readonly number[] {
  const board = state.board;
  if (!board) return CLASSIC_ORDER;
  const n = state.field.length;
  const key = `${n}:${board.pawn}`;
  let order = BOARD_ORDERS.get(key);
  if (!order) {
    order = Object.freeze(Array.from({ length: n }, (_, k) => (((board.pawn - 1 - k) % n) + n) % n));
    BOARD_ORDERS.set(key, order);
  }
  return order;
}

/** The position of a slot (0: first), -1 for none. */
export const positionOf = (state: GameState, slot: number): number => (slot < 0 ? -1 : fieldOrder(state).indexOf(slot));

/** The slot at the last position. */
export const lastSlot = (state: GameState): number => fieldOrder(state)[fieldOrder(state).length - 1];

/** The slot whose card costs 1 less (the classic 6th), or -1: none on the cooperative board (RULING-7). */
export const discountSlot = (state: GameState): number => (state.board ? -1 : FIELD_SIZE - 1);

/** The slot at the position before (-1) or after (+1) a slot's, or -1 past either end. */
export function slotBeside(state: GameState, slot: number, step: -1 | 1): number {
  if (!state.board) { // the classic row: positions are slots
    const beside = slot + step;
    return slot >= 0 && slot < FIELD_SIZE && beside >= 0 && beside < FIELD_SIZE ? beside : -1;
  }
  const order = fieldOrder(state);
  const at = order.indexOf(slot);
  if (at < 0) return -1;
  return order[at + step] ?? -1;
}

/** The slots next to a slot on the field. */
export const besideSlots = (state: GameState, slot: number): number[] =>
  [slotBeside(state, slot, -1), slotBeside(state, slot, 1)].filter((s) => s >= 0);

/** The cooperative board: a General alone on his pile's pillar is never moved or removed by an effect;
 *  he must be defeated (Poseidon rulebook "Autres"). */
export function fixedOnField(state: GameState, uid: number): boolean {
  const board = state.board;
  if (!board) return false;
  const pile = board.generals.indexOf(uid);
  return pile >= 0 && state.field[pile] === uid && board.piles[pile].length === 0;
}

// The field's positions, first to last. The plain table's field is six slots in a row, the 6th (the
// last) costing 1 less; a ruleset may lay its field out otherwise (table-hooks.ts: PositionHooks).
// Rules that speak of first, last or adjacent field cards read positions here, never raw slot numbers.
import { hooksOf } from './table-hooks';
import type { GameState } from './types';

/** The slot at each position, first to last. */
export const fieldOrder = (state: GameState): readonly number[] => hooksOf(state).positions.fieldOrder(state);

/** The position of a slot (0: first), -1 for none. */
export const positionOf = (state: GameState, slot: number): number => (slot < 0 ? -1 : fieldOrder(state).indexOf(slot));

/** The slot at the last position. */
export const lastSlot = (state: GameState): number => fieldOrder(state)[fieldOrder(state).length - 1];

/** The slot whose card costs 1 less (the 6th of the row), or -1: none. */
export const discountSlot = (state: GameState): number => hooksOf(state).positions.discountSlot(state);

/** The slot at the position before (-1) or after (+1) a slot's, or -1 past either end. */
export const slotBeside = (state: GameState, slot: number, step: -1 | 1): number => hooksOf(state).positions.slotBeside(state, slot, step);

/** The slots next to a slot on the field. */
export const besideSlots = (state: GameState, slot: number): number[] =>
  [slotBeside(state, slot, -1), slotBeside(state, slot, 1)].filter((s) => s >= 0);

/** Whether no effect may move or remove this field card: it must be acquired. */
export const staysOnField = (state: GameState, uid: number): boolean => hooksOf(state).positions.staysOnField(state, uid);

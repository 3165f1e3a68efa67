// Gigas (87), Discard: the field character chosen before (variable `target`) is removed from the
// field, and the top card of the reserve is revealed in its very slot (not right to left, as a
// completion would), its Arrival resolving as usual.
import { pushTrigger } from '../../effects/stack';
import { removeFromField } from '../field';
import { moveCard } from '../../table/zones';
import type { Handler } from './types';

/** The variable the handler reads: the field card(s) to replace, chosen by an earlier op. */
export const REPLACE_TARGET = 'target';

export const replaceFromReserve: Handler = (state, frame, events) => {
  for (const uid of frame.ctx.vars[REPLACE_TARGET] ?? []) {
    const slot = state.field.indexOf(uid);
    if (slot < 0) continue;
    // "Retirer": to the field discard; a Gold Saint takes a flame as he leaves (RULING-3), and a Sortie
    // resolves before the Arrival of the card revealed in its place.
    const depth = state.stack.length;
    if (!removeFromField(state, uid, events)) continue; // it stays on the field (positions.staysOnField)
    if (state.reserve.length === 0) continue; // RULING-4: nothing left to reveal
    const exits = state.stack.splice(depth);
    const revealed = state.reserve[state.reserve.length - 1];
    moveCard(state, revealed, { zone: 'field', slot }, events);
    pushTrigger(state, revealed, 'arrival', { seat: state.active }, events);
    state.stack.push(...exits);
  }
};

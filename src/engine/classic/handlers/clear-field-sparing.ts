// Robe Divine Eta (Benetnash) 1020, Freeze: every card of the field is removed (to the field discard),
// and only the controller's opponents are affected by the Exits of the cards removed. The Exits are
// queued as usual (zones.moveCard; RULING-6: slot order, the last slot's resolves first); each of them
// is marked to spare the controller (EffectContext.spare: no forEach turn, card, choice or gain for
// that seat). Other reactions (an Epic's) are not Exits and are left alone.
import { removeFromField } from '../field';
import type { Uid } from '../../table/types';
import type { Handler } from './types';
import { fieldOrder } from '../../table/positions';

export const clearFieldSparing: Handler = (state, frame, events) => {
  const depth = state.stack.length;
  const removed: Uid[] = [];
  for (const slot of fieldOrder(state)) { // first to last, so the last card's Exit resolves first (RULING-6)
    const uid = state.field[slot];
    if (uid === null) continue;
    if (removeFromField(state, uid, events)) removed.push(uid);
  }
  for (const queued of state.stack.slice(depth)) if (removed.includes(queued.ctx.source)) queued.ctx.spare = frame.ctx.seat;
};

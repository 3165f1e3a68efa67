// Encerclés 2912 ("a Hero to be destroyed may be discarded instead"): queued by the Epic's rule hook
// (epic-rules.ts offerDiscardInstead) after the owner says yes. The Hero just destroyed (variable
// `it`) goes from its owner's destroyed pile to their discard; nothing happens if it has left that
// pile meanwhile.
import { locate, moveCard } from '../../table/zones';
import type { Handler } from './types';

export const discardDestroyedHero: Handler = (state, frame, events) => {
  for (const uid of frame.ctx.vars.it ?? []) {
    const at = locate(state, uid);
    if (at?.zone === 'destroyed') moveCard(state, uid, { zone: 'discard', seat: at.seat! }, events);
  }
};

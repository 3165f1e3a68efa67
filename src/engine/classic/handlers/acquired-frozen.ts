// Écaille de Poséidon 2029, Défausser (second sentence): "all the other field cards acquired are frozen
// instead of discarded". For the rest of this turn, every field card the activating player acquires
// into the discard (by Force, or by an effect that sends it there) goes to their marked area frozen
// instead (field.takeFromField reads the 'acquiredFrozen' modifier; modifiers end with the turn). Cards
// acquired into the hand (by Cosmos) are not discarded, so they are not frozen.
import type { Handler } from './types';

export const acquiredFrozen: Handler = (state, frame) => {
  const seat = frame.ctx.seat;
  if (state.modifiers.some((m) => m.kind === 'acquiredFrozen' && m.seat === seat)) return;
  state.modifiers.push({ uid: -1, seat, force: 0, cosmos: 0, kind: 'acquiredFrozen' });
};

// The enemy die (rulebook p.8): its faces are the content set's.
import { nextRandom } from '../core/rng';
import { contentOf } from './lookup';
import type { GowEvent, GowState } from './types';

export function rollDie(state: GowState, events: GowEvent[]): number {
  const faces = contentOf(state).die;
  const face = state.dice && state.dice.length > 0 ? state.dice.shift()! : faces[Math.floor(nextRandom(state) * faces.length)];
  events.push({ type: 'rolled', face });
  return face;
}

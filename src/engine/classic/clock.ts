// The Sanctuary's clock: flames going out, the last one starting the final round.
import { addHourglasses } from './epics';
import type { GameEvent, GameState, Uid } from '../table/types';

/** Removes flames from the clock; each one puts an hourglass on the current Epic (Poseidon "Épopée"). */
export function removeFlames(state: GameState, n: number, events: GameEvent[], uid?: Uid): void {
  const gone = Math.min(n, state.clock);
  if (gone <= 0) return;
  state.clock -= gone;
  events.push({ type: 'flamesRemoved', n: gone, left: state.clock, ...(uid !== undefined ? { uid } : {}) });
  if (state.clock === 0 && !state.finalRound) {
    state.finalRound = true;
    events.push({ type: 'finalRound' });
  }
  addHourglasses(state, gone, events);
}


// The autosave: after every accepted action the game's save (seed, setup, seats, actions) is written
// to the slot; a finished game is cleared from it, so the menu no longer offers to continue it.
import type { ClassicFlow } from '../flow/classic-flow';
import type { SaveFile } from '../persist/save';
import type { GameSession } from '../session/game-session';

export interface SaveSlot {
  write(save: SaveFile): unknown;
  clear(): unknown;
}

/** Saves the game as the actor moves it; returns the function that stops saving. */
export function autosave(flow: Pick<ClassicFlow, 'subscribe'>, session: Pick<GameSession, 'toSave'>, slot: SaveSlot): () => void {
  return flow.subscribe(({ move }) => {
    if (!move) return; // an upkeep step shown: nothing new to save
    slot.write(session.toSave());
    if (move.state.phase === 'gameOver') slot.clear();
  });
}

// The autosave: after every accepted action the game's save (seed, setup, seats, actions) is written
// to the slot; a finished game is cleared from it, so the menu no longer offers to continue it. The
// same for both modes: the classic flow and the cooperative one tell each accepted action as a `move`,
// and either game is over when the engine's phase is 'gameOver'.
import { isOver, type AnyState } from '../engine';
import type { SaveFile } from '../persist/save';

/** What the autosave hears of a game's actor (ClassicFlow and CoopFlow both fit). */
export interface SavingFlow {
  subscribe(listener: (news: { move: { state: AnyState } | null }) => void): () => void;
}

export interface SaveSlot {
  write(save: SaveFile): unknown;
  clear(): unknown;
}

/** Saves the game as the actor moves it; returns the function that stops saving. */
export function autosave(flow: SavingFlow, session: { toSave(): SaveFile }, slot: SaveSlot): () => void {
  return flow.subscribe(({ move }) => {
    if (!move) return; // a shown step (upkeep, Poseidon's crossings): nothing new to save
    slot.write(session.toSave());
    if (isOver(move.state)) slot.clear();
  });
}

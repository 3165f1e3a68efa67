// A save loaded for a session of one mode: a save of another mode is refused with the table it opens on
// (each mode's session resumes its own saves; GameApp picks the session by the save's mode).
import type { GameEvent, GameState, Mode } from '../engine';
import { loadSave, type SaveFile } from '../persist/save';

/** Where a save of each mode opens, said when a session of another mode is handed it. */
const OPENS_ON = {
  classic: 'this save is of a classic game: it opens on the classic table',
  coop: 'this save is of a cooperative game: it opens on the cooperative board',
} satisfies Record<Mode, string>;

export type LoadedFor<M extends Mode> = {
  save: Extract<SaveFile, { mode: M }>;
  state: GameState;
  recent: GameEvent[];
};

/** The save validated and replayed (loadSave), when it is of `mode`; else why not. */
export function loadSaveFor<M extends Mode>(input: unknown, mode: M): LoadedFor<M> | { error: string } {
  const loaded = loadSave(input);
  if (!loaded.ok) return { error: loaded.message };
  if (loaded.save.mode !== mode) return { error: OPENS_ON[loaded.save.mode] };
  return loaded as unknown as LoadedFor<M>; // the mode was just checked
}

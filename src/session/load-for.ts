// A save loaded for a session of one mode: a save of another mode is refused with the table it opens on
// (save-parts.ts opensOn; each mode's session resumes its own saves, GameApp picks it by the save's mode).
import type { AnyEvent, AnyState, Mode } from '../engine';
import { loadSave, type SaveFile } from '../persist/save';
import { SAVE_PARTS } from '../persist/save-parts';

export type LoadedFor<M extends Mode> = {
  save: Extract<SaveFile, { mode: M }>;
  state: AnyState;
  recent: AnyEvent[];
};

/** The save validated and replayed (loadSave), when it is of `mode`; else why not. */
export function loadSaveFor<M extends Mode>(input: unknown, mode: M): LoadedFor<M> | { error: string } {
  const loaded = loadSave(input);
  if (!loaded.ok) return { error: loaded.message };
  if (loaded.save.mode !== mode) return { error: SAVE_PARTS[loaded.save.mode].opensOn };
  return loaded as unknown as LoadedFor<M>; // the mode was just checked
}

// The application over save slots in memory, as a page load makes it: a GameApp that has read them.
import { GameApp, type AppTable, type GameAppOptions } from '../../src/app/game-app';
import type { SaveFile } from '../../src/persist/save';
import { memorySlots, type SlotBackend } from '../../src/persist/slots';
import type { StorageLike } from '../../src/persist/store';

/** A page load: the app over these storages and slots, once it has read the slots. */
export async function load<T extends AppTable = AppTable>(storage: StorageLike, tab: StorageLike | null, slots: SlotBackend, options: GameAppOptions<T> = {}): Promise<GameApp<T>> {
  const app = new GameApp<T>(storage, tab, { slots, ...options });
  await app.init();
  return app;
}

/** The save kept in the slot of the game on the app's table (after its writes are done). */
export async function kept(app: GameApp, slots: SlotBackend, id = app.slotId): Promise<SaveFile | null> {
  await app.flush();
  const text = id ? await slots.read(id) : null;
  return text === null ? null : (JSON.parse(text) as SaveFile);
}

export { memorySlots };

// The save slots in the browser's IndexedDB (through `idb`, a small promise wrapper): localStorage
// holds 5 MB shared by everything, IndexedDB far more. Four object stores: `slots` (metadata, read
// by the menu), `saves` (the texts, read only to play on), `setAside` (damaged saves) and `leases`
// (which tab plays which slot). A slot's write puts its text and metadata in one transaction, after
// checking the lease in that same transaction: all or nothing, and never over another tab's game.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { SlotError, type Lease, type SetAsideSave, type SlotBackend, type SlotMeta } from './slots';

interface SlotsDb extends DBSchema {
  slots: { key: string; value: SlotMeta };
  saves: { key: string; value: { id: string; text: string } };
  setAside: { key: number; value: SetAsideSave };
  leases: { key: string; value: Lease };
}

export const SLOTS_DB = 'ssdb-saves';

export async function idbSlots(name = SLOTS_DB): Promise<SlotBackend> {
  const db: IDBPDatabase<SlotsDb> = await openDB<SlotsDb>(name, 1, {
    upgrade(d) {
      d.createObjectStore('slots', { keyPath: 'id' });
      d.createObjectStore('saves', { keyPath: 'id' });
      d.createObjectStore('setAside', { keyPath: 'id', autoIncrement: true });
      d.createObjectStore('leases', { keyPath: 'slot' });
    },
  });
  return {
    list: () => db.getAll('slots'),
    read: async (id) => (await db.get('saves', id))?.text ?? null,
    async write(meta, text, tab) {
      const tx = db.transaction(['slots', 'saves', 'leases'], 'readwrite');
      try {
        if (tab) {
          const lease = await tx.objectStore('leases').get(meta.id);
          if (lease && lease.tab !== tab.id && lease.expires > tab.now) throw new SlotError('taken', 'another tab plays this game');
        }
        // A put that throws (a full storage may throw at once) must not let the other one commit.
        await tx.objectStore('saves').put({ id: meta.id, text });
        await tx.objectStore('slots').put(meta);
        await tx.done;
      } catch (e) {
        try { tx.abort(); } catch { /* already finished */ }
        await tx.done.catch(() => undefined);
        throw e;
      }
    },
    async remove(id) {
      const tx = db.transaction(['slots', 'saves', 'leases'], 'readwrite');
      await Promise.all([tx.objectStore('slots').delete(id), tx.objectStore('saves').delete(id), tx.objectStore('leases').delete(id), tx.done]);
    },
    setAsideList: () => db.getAll('setAside'),
    async addSetAside(entry) {
      return db.add('setAside', entry as SetAsideSave);
    },
    removeSetAside: (id) => db.delete('setAside', id),
    async claim(lease, now, force = false) {
      const tx = db.transaction('leases', 'readwrite');
      const held = await tx.store.get(lease.slot);
      if (!force && held && held.tab !== lease.tab && held.expires > now) {
        await tx.done;
        return false;
      }
      await tx.store.put(lease);
      await tx.done;
      return true;
    },
    async release(slot, tab) {
      const tx = db.transaction('leases', 'readwrite');
      if ((await tx.store.get(slot))?.tab === tab) await tx.store.delete(slot);
      await tx.done;
    },
  };
}

// The write-ahead copy of the game on the table (issue 23: a reload at a random moment lost the last
// move already shown, 2 of 20). The slot is written to IndexedDB asynchronously, and a page going
// away does not wait for it; so every save is first put, synchronously, in the tab's own storage
// (sessionStorage, which survives a reload of the tab), before the table animates the move. At the
// next load, a copy newer than what the slot holds (its `rev`, counted by the slot's writer) is the
// game: it is played on and written to the slot.
import type { SlotMeta } from '../persist/slots';
import { isSlotMeta } from '../persist/slots';
import type { StorageLike } from '../persist/store';

const KEY = 'ssdb.writeAhead';

export interface WriteAhead { meta: SlotMeta; text: string }

/** Keeps the save about to be written (a full tab storage keeps nothing: the slot's write still goes). */
export function keepAhead(tab: StorageLike | null, entry: WriteAhead): void {
  try { tab?.setItem(KEY, JSON.stringify(entry)); } catch { /* the IndexedDB write still goes */ }
}

export function dropAhead(tab: StorageLike | null, slot: string): void {
  try { if (readAhead(tab)?.meta.id === slot) tab?.removeItem(KEY); } catch { /* nothing to drop */ }
}

/** The copy kept in this tab, whole, or null. */
export function readAhead(tab: StorageLike | null): WriteAhead | null {
  try {
    const raw = tab?.getItem(KEY);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<WriteAhead> | null;
    return entry && isSlotMeta(entry.meta) && typeof entry.text === 'string' ? { meta: entry.meta, text: entry.text } : null;
  } catch {
    return null;
  }
}

/** The copy of `slot` newer than the slot's own record (none: the slot was never written), or null. */
export function aheadOf(tab: StorageLike | null, slot: string, stored: SlotMeta | undefined): WriteAhead | null {
  const entry = readAhead(tab);
  if (!entry || entry.meta.id !== slot) return null;
  return !stored || (entry.meta.rev ?? 0) > (stored.rev ?? 0) ? entry : null;
}

// The autosave slot: one classic game kept in a Storage (localStorage in the browser, a fake in node).
// Nothing that was ever stored is overwritten or lost: a save that cannot be loaded (bad JSON, wrong
// schema, an action the engine refuses) is moved to a numbered "set aside" key before anything else
// may be written, and a storage that throws (quota, private mode, blocked) is reported, never crashes.
import { loadSaveText, type SaveFile, type SaveReason } from './save';

/** The part of the Web Storage API the store uses. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Why the browser's storage failed, as a code the game phrases (src/i18n: `save.storage.<code>`):
 *  it is full, the page may not use it (private mode, blocked), it failed otherwise, it did not keep
 *  the copy it was given, or there are already too many set-aside saves. */
export type StorageReason = 'full' | 'blocked' | 'failed' | 'notKept' | 'tooMany';

/**
 * What the player is told of a save that could not be read, as codes (the menu phrases them):
 * - `setAside`: the save cannot be loaded (`reason`) and now lies, untouched, under a set-aside key;
 * - `leftInPlace`: it cannot be loaded, nor moved (`storage` says why): it stays in the slot, and the
 *   autosave will not overwrite it, so new games are not saved until it can be moved;
 * - `unreadable`: the storage itself cannot be read (`storage`);
 * - `notResumed` (the application's, after the store has read the save): no game could be resumed
 *   from a save the store found valid; it is a bug, and the save stays in the slot;
 * - `notMigrated` (the application's): a save of an older version could not be moved into the save
 *   slots (src/persist/slots.ts); it stays in localStorage, untouched, and the next load tries again.
 */
export interface SaveNotice {
  kind: 'setAside' | 'leftInPlace' | 'unreadable' | 'notResumed' | 'notMigrated' | 'gone';
  reason: SaveReason | null;
  storage: StorageReason | null;
  /** The reason's parameters (`n`: the refused action's number…). */
  params: Record<string, string | number>;
}

export type ReadResult =
  | { save: SaveFile }
  /** The save could not be loaded. setAsideKey is where it now is, untouched; null when the storage
   *  refused to move it: then it stays in the slot and write() refuses to overwrite it. `error` is an
   *  English sentence for logs; `notice` the same as codes for the player. */
  | { error: string; notice: SaveNotice; setAsideKey: string | null }
  /** No save. */
  | null;

export type WriteResult = { ok: true } | { ok: false; error: string };

export interface SaveStore {
  /** The key of the autosave slot. */
  readonly key: string;
  write(save: SaveFile): WriteResult;
  read(): ReadResult;
  /** Empties the slot (never the set-aside keys; a damaged save found there is set aside first). */
  clear(): WriteResult;
}

export const DEFAULT_SAVE_KEY = 'ssdb.classic.autosave';

/** Set-aside keys are `${key}.setAside.1`, `.2`…: the first free number, never a used one. */
export const setAsidePrefix = (key: string) => `${key}.setAside.`;
const MAX_SET_ASIDE = 1000;

/** A storage failure: its code, and an English sentence for logs. */
interface StorageFailure { ok: false; storage: StorageReason; error: string }

const failure = (storage: StorageReason, error: string): StorageFailure => ({ ok: false, storage, error });

function describe(e: unknown): StorageFailure {
  const err = e as { name?: string; code?: number; message?: string } | null;
  if (err && (err.name === 'QuotaExceededError' || err.name === 'NS_ERROR_DOM_QUOTA_REACHED' || err.code === 22)) {
    return failure('full', 'the browser storage is full');
  }
  if (err && err.name === 'SecurityError') return failure('blocked', 'the browser does not allow this page to use its storage (private mode or blocked)');
  return failure('failed', `the browser storage failed (${err?.message ?? String(e)})`);
}

export function createSaveStore(storage: StorageLike, key: string = DEFAULT_SAVE_KEY): SaveStore {
  /** The text of the slot as this store last wrote or validated it: safe to overwrite. */
  let known: string | null = null;

  const get = (k: string): { ok: true; value: string | null } | StorageFailure => {
    try {
      return { ok: true, value: storage.getItem(k) };
    } catch (e) {
      return describe(e);
    }
  };

  /** The save in this text (validated and replayed), or why it is not one. */
  const check = (raw: string): { save: SaveFile } | { problem: string; reason: SaveReason; params: SaveNotice['params'] } => {
    const loaded = loadSaveText(raw);
    return loaded.ok ? { save: loaded.save } : { problem: `the saved game cannot be loaded: ${loaded.message}`, reason: loaded.reason, params: loaded.params };
  };

  /** Copies the slot's text to the first free set-aside key, checks the copy, then empties the slot. */
  const setAside = (raw: string): { ok: true; key: string } | StorageFailure => {
    const prefix = setAsidePrefix(key);
    for (let n = 1; n <= MAX_SET_ASIDE; n++) {
      const target = `${prefix}${n}`;
      const existing = get(target);
      if (!existing.ok) return existing;
      if (existing.value !== null) continue;
      try {
        storage.setItem(target, raw);
      } catch (e) {
        return describe(e);
      }
      const copy = get(target);
      if (!copy.ok) return copy;
      if (copy.value !== raw) return failure('notKept', 'the browser storage did not keep the copy');
      try {
        storage.removeItem(key);
      } catch (e) {
        // The copy is safe; the slot keeps the bad save too, which is no loss.
        return describe(e);
      }
      return { ok: true, key: target };
    }
    return failure('tooMany', `there are already ${MAX_SET_ASIDE} set-aside saves`);
  };

  return {
    key,

    read() {
      const slot = get(key);
      if (!slot.ok) {
        return { error: `the saved game cannot be read: ${slot.error}`, notice: { kind: 'unreadable', reason: null, storage: slot.storage, params: {} }, setAsideKey: null };
      }
      const raw = slot.value;
      if (raw === null) {
        known = null;
        return null;
      }
      const checked = check(raw);
      if ('save' in checked) {
        known = raw;
        return { save: checked.save };
      }
      const { problem, reason, params } = checked;
      const moved = setAside(raw);
      if (!moved.ok) {
        return {
          error: `${problem}; it could not be set aside (${moved.error}), so it was left in place`,
          notice: { kind: 'leftInPlace', reason, storage: moved.storage, params }, setAsideKey: null,
        };
      }
      known = null;
      return {
        error: `${problem}; it was set aside under "${moved.key}" and a new game can start`,
        notice: { kind: 'setAside', reason, storage: null, params }, setAsideKey: moved.key,
      };
    },

    write(save) {
      let text: string;
      try {
        text = JSON.stringify(save);
      } catch (e) {
        return { ok: false, error: `the game could not be saved: ${(e as Error).message}` };
      }
      const slot = get(key);
      if (!slot.ok) return { ok: false, error: `the game could not be saved: ${slot.error}` };
      // Something this store did not write or check is in the slot (another tab, an older build, a
      // hand edit): overwrite it only if it is a valid save; otherwise set it aside first.
      if (slot.value !== null && slot.value !== known && 'problem' in check(slot.value)) {
        const moved = setAside(slot.value);
        if (!moved.ok) return { ok: false, error: `the game was not saved: the slot holds a damaged save that could not be set aside (${moved.error})` };
      }
      try {
        storage.setItem(key, text);
      } catch (e) {
        return { ok: false, error: `the game could not be saved: ${describe(e).error}` };
      }
      known = text;
      return { ok: true };
    },

    clear() {
      const slot = get(key);
      if (!slot.ok) return { ok: false, error: `the saved game could not be removed: ${slot.error}` };
      // A damaged save nobody has looked at yet is set aside rather than deleted.
      if (slot.value !== null && slot.value !== known && 'problem' in check(slot.value)) {
        const moved = setAside(slot.value);
        if (!moved.ok) return { ok: false, error: `the slot holds a damaged save that could not be set aside (${moved.error})` };
      }
      try {
        storage.removeItem(key);
      } catch (e) {
        return { ok: false, error: `the saved game could not be removed: ${describe(e).error}` };
      }
      known = null;
      return { ok: true };
    },
  };
}

/** An in-memory Storage: for node tests, and as a fallback when the browser gives none. */
export function memoryStorage(initial: Record<string, string> = {}): StorageLike & { dump(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => { items.set(k, String(v)); },
    removeItem: (k) => { items.delete(k); },
    dump: () => Object.fromEntries(items),
  };
}

/** window.localStorage when the browser allows it (merely reading it can throw), else null. */
export function browserStorage(): StorageLike | null {
  try {
    const storage = (globalThis as { localStorage?: StorageLike }).localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

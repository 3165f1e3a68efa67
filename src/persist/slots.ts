// Save slots (issue 13): every game has its own slot, so a new game never overwrites another. A slot
// is its metadata (mode, seats and heroes, turn, when it was made and last played, a name) and its
// save's text (src/persist/save.ts: setup + actions, replayed on load). Behind one async interface,
// `SlotBackend`, with two implementations: in memory (unit tests, and a browser without IndexedDB)
// and IndexedDB (slots-idb.ts). What every backend shares lives here: a write retried before it is
// reported, the lease that keeps two tabs from clobbering one game, damaged saves set aside in a
// bounded list, and the one-time migration of the localStorage autosave of older versions.
import { MODES, type Mode } from '../engine';
import { loadSaveText, type SaveFile, type SaveReason } from './save';
import { progressOf } from './save-parts';
import { DEFAULT_SAVE_KEY, setAsidePrefix, type SaveNotice, type StorageLike, type StorageReason } from './store';

export interface SlotMeta {
  id: string;
  mode: Mode;
  /** One per seat: human or bot, and the hero. */
  seats: { kind: 'human' | 'bot'; hero: string }[];
  /** A classic game's turn, a cooperative game's round. */
  turn: number;
  /** How many actions the save holds. */
  actions: number;
  createdAt: number;
  updatedAt: number;
  /** A name the player gave it. */
  name?: string;
  /** How many saves of it were written: a write-ahead copy with a higher count is newer (src/app/write-ahead.ts). */
  rev?: number;
  /** A finished game kept to look at (issue 25: a finished game loaded from a code or a file): it opens
   *  on its score screen and the menu's Continue passes it by. */
  finished?: true;
}

/** A save that could not be loaded, kept untouched (its text) until the player exports or deletes it. */
export interface SetAsideSave {
  id: number;
  at: number;
  /** Where it came from: `slot:<id>` or `localStorage:<key>`. */
  from: string;
  reason: SaveReason | null;
  params: Record<string, string | number>;
  text: string;
}

/** Who may write a slot: the tab holding an unexpired lease on it. */
export interface Lease { slot: string; tab: string; expires: number }

/** A backend's failure: the storage's reason, or `taken` (another tab holds the slot's lease). */
export class SlotError extends Error {
  constructor(readonly reason: StorageReason | 'taken', message: string) {
    super(message);
  }
}

export interface SlotBackend {
  list(): Promise<SlotMeta[]>;
  /** The save's text, or null when the slot does not exist. */
  read(id: string): Promise<string | null>;
  /** Writes the slot's metadata and text at once (one transaction), or neither. With `tab`, only if
   *  no other tab holds an unexpired lease on it (else a SlotError 'taken'). */
  write(meta: SlotMeta, text: string, tab?: { id: string; now: number }): Promise<void>;
  remove(id: string): Promise<void>;
  setAsideList(): Promise<SetAsideSave[]>;
  /** Adds to the set-aside list (its id is given by the backend); returns the id. */
  addSetAside(entry: Omit<SetAsideSave, 'id'>): Promise<number>;
  removeSetAside(id: number): Promise<void>;
  /** Takes or renews the lease on a slot for `tab` until `expires` if nobody else holds it: true;
   *  false when another tab's lease has not expired yet. `force`: taken whoever holds it (the tab
   *  holds the slot's lock, src/app/tab-locks.ts, so the other lease is a closed tab's). */
  claim(lease: Lease, now: number, force?: boolean): Promise<boolean>;
  release(slot: string, tab: string): Promise<void>;
}

/** How many damaged saves are kept at most: past that, one stays where it is (nothing is lost) and
 *  the player is asked to export or delete some. */
export const MAX_SET_ASIDE = 10;
/** A lease lasts this long unless renewed: a crashed tab's lease expires with it. */
export const LEASE_MS = 15_000;
/** The tab playing a game renews its lease this often. */
export const RENEW_MS = 5_000;
/** A failed write is tried this many times more, after these waits (ms), before it is reported. */
export const RETRY_DELAYS = [150, 600];

/** The storage's failure as a reason code (quota, blocked, other). */
export function storageReason(e: unknown): StorageReason | 'taken' {
  if (e instanceof SlotError) return e.reason;
  const err = e as { name?: string; code?: number; inner?: { name?: string } } | null;
  const name = err?.name ?? err?.inner?.name;
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || err?.code === 22) return 'full';
  if (name === 'SecurityError' || name === 'InvalidStateError') return 'blocked';
  return 'failed';
}

export const newSlotId = (now: number): string => `g${now.toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36).padStart(4, '0')}`;

/** The modes a slot record may name (SlotMeta['mode']): the engine's. */
const SLOT_MODES: readonly SlotMeta['mode'][] = MODES;

/** Whether a slot record read back from storage is whole (another version, a hand-edited store or a
 *  broken write can leave one that is not): a bad one is set aside, never listed (GameApp.refresh). */
export function isSlotMeta(x: unknown): x is SlotMeta {
  if (!x || typeof x !== 'object') return false;
  const m = x as Record<string, unknown>;
  const count = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
  return typeof m.id === 'string' && m.id.length > 0 && (SLOT_MODES as readonly unknown[]).includes(m.mode)
    && Array.isArray(m.seats) && m.seats.length > 0
    && m.seats.every((seat: unknown) => !!seat && typeof seat === 'object'
      && ((seat as { kind?: unknown }).kind === 'human' || (seat as { kind?: unknown }).kind === 'bot')
      && typeof (seat as { hero?: unknown }).hero === 'string')
    && count(m.turn) && count(m.actions) && count(m.createdAt) && count(m.updatedAt)
    && (m.name === undefined || typeof m.name === 'string') && (m.rev === undefined || count(m.rev))
    && (m.finished === undefined || m.finished === true);
}

/** The metadata of a save, with the turn its state has reached. */
export function metaOf(save: SaveFile, turn: number, id: string, times: { createdAt: number; updatedAt: number }, name?: string, rev?: number, finished = false): SlotMeta {
  return {
    id, mode: save.mode, turn, actions: save.actions.length, ...times, ...(name ? { name } : {}), ...(rev ? { rev } : {}),
    ...(finished ? { finished: true as const } : {}),
    seats: save.seats.map((s, i) => ({ kind: s.kind, hero: save.setup.heroes[i] })),
  };
}

// The headless build has no DOM and no node types: the timer is the host's.
const host = globalThis as unknown as { setTimeout(f: () => void, ms: number): unknown };
const sleep = (ms: number) => new Promise<void>((r) => { host.setTimeout(r, ms); });
/** A copy of plain data (what the stores keep is JSON). */
const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

export type WriteOutcome = { ok: true } | { ok: false; reason: StorageReason | 'taken'; error: string };

/** Writes a slot, trying again after RETRY_DELAYS when the storage fails (not when the lease is
 *  another tab's: that is no passing trouble). A failed write changes nothing already saved. */
export async function writeWithRetry(backend: SlotBackend, meta: SlotMeta, text: string, tab?: { id: string; now: number }, delays = RETRY_DELAYS): Promise<WriteOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      await backend.write(meta, text, tab);
      return { ok: true };
    } catch (e) {
      const reason = storageReason(e);
      if (reason === 'taken' || attempt >= delays.length) return { ok: false, reason, error: (e as Error)?.message ?? String(e) };
      await sleep(delays[attempt]);
    }
  }
}

/** Sets a damaged save aside, unless the list is full. */
export async function setAside(backend: SlotBackend, entry: Omit<SetAsideSave, 'id'>): Promise<{ ok: true; id: number } | { ok: false; reason: StorageReason }> {
  try {
    if ((await backend.setAsideList()).length >= MAX_SET_ASIDE) return { ok: false, reason: 'tooMany' };
    return { ok: true, id: await backend.addSetAside(entry) };
  } catch (e) {
    const reason = storageReason(e);
    return { ok: false, reason: reason === 'taken' ? 'failed' : reason };
  }
}

/** Sets aside a slot whose record is not whole (isSlotMeta), with its save's text, and removes the slot;
 *  the notice to show, or null when it has no id to be read or removed by (it then stays, unlisted). */
export async function setAsideRecord(backend: SlotBackend, record: unknown, now: number): Promise<SaveNotice | null> {
  const id = (record as { id?: unknown } | null)?.id;
  if (typeof id !== 'string') return null;
  const text = (await backend.read(id).catch(() => null)) ?? JSON.stringify(record);
  const moved = await setAside(backend, { at: now, from: `slot:${id}`, reason: 'invalid', params: {}, text });
  if (moved.ok) await backend.remove(id).catch(() => undefined);
  return moved.ok
    ? { kind: 'setAside', reason: 'invalid', storage: null, params: {} }
    : { kind: 'leftInPlace', reason: 'invalid', storage: moved.reason, params: {} };
}

/** What the migration did: the slot made of the old autosave, the saves set aside, what stayed. */
export interface Migration { slot: SlotMeta | null; setAside: SetAsideSave[]; left: string[] }

/**
 * Moves the localStorage autosave of older versions (`ssdb.classic.autosave`) and its set-aside keys
 * into the backend, once: a key is removed only after its copy is stored, so nothing is ever lost (a
 * key that cannot be moved stays, and the next page load tries again). A valid save becomes a slot,
 * played just now (a reload resumes it); a damaged one joins the set-aside list.
 */
export async function migrateLocalStorage(storage: StorageLike, backend: SlotBackend, now: number, key = DEFAULT_SAVE_KEY): Promise<Migration> {
  const done: Migration = { slot: null, setAside: [], left: [] };
  const get = (k: string) => { try { return storage.getItem(k); } catch { return null; } };
  const drop = (k: string) => { try { storage.removeItem(k); } catch { /* the copy is safe: it may be migrated twice, never lost */ } };
  const keys: string[] = [];
  if (get(key) !== null) keys.push(key);
  for (let n = 1; n <= 1000; n++) if (get(`${setAsidePrefix(key)}${n}`) !== null) keys.push(`${setAsidePrefix(key)}${n}`);
  for (const k of keys) {
    const text = get(k)!;
    const loaded = loadSaveText(text);
    if (loaded.ok && k === key) {
      const turn = progressOf(loaded.state);
      if (loaded.state.phase === 'gameOver') { drop(k); continue; }
      const meta = metaOf(loaded.save, turn, newSlotId(now), { createdAt: now, updatedAt: now });
      const written = await writeWithRetry(backend, meta, text, undefined, []);
      if (written.ok) { done.slot = meta; drop(k); } else done.left.push(k);
      continue;
    }
    const entry = { at: now, from: `localStorage:${k}`, reason: loaded.ok ? null : loaded.reason, params: loaded.ok ? {} : loaded.params, text };
    const moved = await setAside(backend, entry);
    if (moved.ok) { done.setAside.push({ id: moved.id, ...entry }); drop(k); } else done.left.push(k);
  }
  return done;
}

/** The backend in memory: for unit tests (`fail` makes its writes throw like a full browser storage),
 *  and for a browser that gives no IndexedDB. */
export function memorySlots(): SlotBackend & { fail: StorageReason | null; leases: Map<string, Lease> } {
  const metas = new Map<string, SlotMeta>();
  const texts = new Map<string, string>();
  const aside = new Map<number, SetAsideSave>();
  const leases = new Map<string, Lease>();
  let next = 1;
  const boom = (reason: StorageReason) => Object.assign(new Error(`memory storage: ${reason}`), { name: reason === 'full' ? 'QuotaExceededError' : 'Error' });
  const backend = {
    fail: null as StorageReason | null,
    leases,
    list: async () => [...metas.values()].map((m) => copy(m)),
    read: async (id: string) => texts.get(id) ?? null,
    async write(meta: SlotMeta, text: string, tab?: { id: string; now: number }) {
      if (backend.fail) throw boom(backend.fail);
      const lease = leases.get(meta.id);
      if (tab && lease && lease.tab !== tab.id && lease.expires > tab.now) throw new SlotError('taken', 'another tab plays this game');
      metas.set(meta.id, copy(meta));
      texts.set(meta.id, text);
    },
    async remove(id: string) { metas.delete(id); texts.delete(id); leases.delete(id); },
    setAsideList: async () => [...aside.values()].map((e) => copy(e)),
    async addSetAside(entry: Omit<SetAsideSave, 'id'>) {
      if (backend.fail) throw boom(backend.fail);
      const id = next++;
      aside.set(id, { id, ...copy(entry) });
      return id;
    },
    async removeSetAside(id: number) { aside.delete(id); },
    async claim(lease: Lease, now: number, force = false) {
      const held = leases.get(lease.slot);
      if (!force && held && held.tab !== lease.tab && held.expires > now) return false;
      leases.set(lease.slot, { ...lease });
      return true;
    },
    async release(slot: string, tab: string) { if (leases.get(slot)?.tab === tab) leases.delete(slot); },
  };
  return backend;
}

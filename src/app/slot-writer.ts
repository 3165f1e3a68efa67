// Writes the game on the table into its save slot, and holds the lease that keeps another tab from
// writing over it (docs/saves.md). Saves go through one queue, so they reach the backend in the order
// they were made and a slot's older save is never written after a newer one; only the latest save
// waiting per slot is kept, because each save holds the whole game. Each save is first kept
// synchronously in the tab's storage (write-ahead.ts), so a reload never loses a move already shown.
// A slot another live tab plays (its lock, tab-locks.ts, or its unexpired lease) is never written by
// this one: that game is read-only here, and the application is told so it stops the game's actor;
// "play here" takes the game from the other tab.
import { isOver } from '../engine';
import { progressOf } from '../persist/save-parts';
import { LEASE_MS, metaOf, newSlotId, RENEW_MS, writeWithRetry, type SlotBackend, type SlotMeta } from '../persist/slots';
import type { StorageLike, StorageReason } from '../persist/store';
import type { PlayedGame } from './game-actor';
import type { SlotLocks } from './tab-locks';
import { dropAhead, keepAhead } from './write-ahead';

/** How long a page waits for a slot's lock before calling the game another tab's: a reloading tab's
 *  old page lets its locks go a moment after the new page asks. */
export const LOCK_WAIT_MS = 1500;

/**
 * How the autosave of the game on the table is going, for the table's warning:
 * - `ok`: every action is saved;
 * - `failing`: the last write failed even when tried again (`reason`: the storage is full, blocked…);
 *   the slot still holds the game as of `saved` actions, and every new action tries again;
 * - `readOnly`: another tab plays this game (it holds the slot's lock or lease): nothing here is saved;
 * - `notKept`: the browser refused its storage: nothing outlives the page (GameApp.saving).
 */
export interface SavingStatus { state: 'ok' | 'failing' | 'readOnly' | 'notKept'; reason: StorageReason | null; saved: number; actions: number }

/** What a slot keeps across the saves of one game: undo and a rename must not lose its birth or name. */
export type SlotRef = Pick<SlotMeta, 'id' | 'createdAt' | 'name' | 'rev'>;

/** What the application hears from the writer: the menu's slot list and the game on the table are its. */
export interface SlotWriterHooks {
  /** A save of this slot is stored (the slot becomes the last played). */
  written(meta: SlotMeta): void;
  /** A finished game's slot is gone. */
  removed(id: string): void;
  /** The game on the table turned read-only (another tab took its slot). */
  readOnly(): void;
}

export class SlotWriter {
  /** This page's id (a duplicated tab or a reload gets its own): the lease it takes is in its name. */
  readonly tabId = newTabId();
  /** The slot of the game on the table. */
  slotId: string | null = null;
  status: SavingStatus = { state: 'ok', reason: null, saved: 0, actions: 0 };
  private slotCreated = 0;
  private slotName: string | undefined;
  /** Saves of the slot written or asked for (its record's `rev`). */
  private rev = 0;
  private writing: Promise<void> = Promise.resolve();
  /** The latest save waiting to be written, by slot (a game closed meanwhile still gets its last). */
  private readonly queued = new Map<string, () => Promise<void>>();
  /** The slots another tab holds (their game here is read-only). */
  private readonly taken = new Set<string>();
  private renew: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly slots: SlotBackend, private readonly tab: StorageLike | null,
    private readonly now: () => number, private readonly hooks: SlotWriterHooks,
    private readonly locks: SlotLocks | null = null,
  ) {
    if (locks) locks.onLost = (id) => this.readOnly(id);
  }

  /** Makes sure no other live tab plays the saved game `id` before it is read: holds its lock (`steal`:
   *  from the tab holding it) and takes its lease over. False: another tab plays it (read-only here).
   *  Without locks, the lease alone decides (when the game is opened), unless `steal` takes it. */
  async acquire(id: string, steal = false): Promise<boolean> {
    await this.flush(); // a game just closed lets its lock and lease go first
    if (this.locks && !(await this.locks.hold(id, { steal, waitMs: LOCK_WAIT_MS }))) return false;
    // Held, or asked for by the player ("play here"): the lease is this page's, whoever's it was.
    if (this.locks || steal) {
      const now = this.now();
      await this.slots.claim({ slot: id, tab: this.tabId, expires: now + LEASE_MS }, now, true).catch(() => false);
    }
    return true;
  }

  /** Takes a slot for a game just opened (`slot` null: a new one). `store` false: a finished game
   *  shown, which is never written; `busy`: a game another tab plays (read-only here); `writeNow`: the
   *  game replacing the one in this slot (undo) or newer than the slot (a write-ahead copy), written at
   *  once, as a new slot is. Returns the slot's id. */
  open(game: PlayedGame, slot: SlotRef | null, { store, busy = false, writeNow = false }: { store: boolean; busy?: boolean; writeNow?: boolean }): string {
    const now = this.now();
    const id = slot?.id ?? newSlotId(now);
    this.slotId = id;
    this.slotCreated = slot?.createdAt ?? now;
    this.slotName = slot?.name;
    this.rev = slot?.rev ?? 0;
    this.taken.delete(id);
    const actions = game.session.toSave().actions.length;
    this.status = { state: 'ok', reason: null, saved: slot ? actions : 0, actions };
    if (busy) {
      this.taken.add(id);
      this.status = { ...this.status, state: 'readOnly' };
    } else if (store) {
      if (!slot) void this.locks?.hold(id); // a new slot: nobody else can know it yet
      this.claim();
      this.renew = setInterval(() => this.claim(), RENEW_MS);
      if (!slot || writeNow) this.save(game);
    } else this.taken.add(id); // nothing is ever written for it (save and finished skip it)
    return id;
  }

  /** The slot held for the game on the table, or null when there is none or another tab holds it. */
  held(): SlotRef | null {
    const id = this.slotId;
    return !id || this.taken.has(id) ? null : { id, createdAt: this.slotCreated, name: this.slotName, rev: this.rev };
  }

  /** No game is being saved (a replay watched): nothing to warn of. */
  clearStatus(): void {
    this.status = { state: 'ok', reason: null, saved: 0, actions: 0 };
  }

  /** A slot was renamed from the menu: the game on the table keeps the new name in its later saves. */
  renamed(id: string, name: string | undefined): void {
    if (id === this.slotId) this.slotName = name;
  }

  /** Queues the game's save; only the latest one waiting is written. */
  save(game: PlayedGame): void {
    const id = this.slotId;
    if (!id || this.taken.has(id)) return;
    const save = game.session.toSave();
    const turn = progressOf(game.session.state);
    const meta = metaOf(save, turn, id, { createdAt: this.slotCreated, updatedAt: this.now() }, this.slotName, ++this.rev, isOver(game.session.state));
    const text = JSON.stringify(save);
    keepAhead(this.tab, { meta, text });
    this.status = { ...this.status, actions: save.actions.length };
    const job = async () => {
      if (this.taken.has(id)) return;
      const done = await writeWithRetry(this.slots, meta, text, { id: this.tabId, now: this.now() });
      if (done.ok) {
        this.hooks.written(meta);
        if (id === this.slotId) this.status = { ...this.status, state: 'ok', reason: null, saved: meta.actions };
      } else if (done.reason === 'taken') this.readOnly(id);
      else if (id === this.slotId) this.status = { ...this.status, state: 'failing', reason: done.reason };
    };
    const idle = this.queued.size === 0;
    this.queued.set(id, job);
    if (idle) this.writing = this.writing.then(async () => {
      for (let next = this.queued.entries().next(); !next.done; next = this.queued.entries().next()) {
        this.queued.delete(next.value[0]);
        await next.value[1]();
      }
    });
  }

  /** The game is over: its slot is removed (the menu no longer offers it). */
  finished(): void {
    const id = this.slotId;
    if (!id || this.taken.has(id)) return;
    this.queued.delete(id);
    dropAhead(this.tab, id);
    this.writing = this.writing.then(async () => {
      await this.slots.remove(id).catch(() => undefined);
      this.hooks.removed(id);
    });
  }

  /** The game leaves the table: no more renewals; the lease is released after the saves already
   *  queued (`release` false: undo keeps it for the game replacing this one). */
  close(release = true): void {
    if (this.renew) clearInterval(this.renew);
    this.renew = null;
    if (this.slotId && release && !this.taken.has(this.slotId)) {
      const id = this.slotId;
      this.writing = this.writing.then(async () => {
        await this.slots.release(id, this.tabId).catch(() => undefined);
        this.locks?.release(id);
      });
    }
    this.slotId = null;
  }

  /** The page goes away: lets another tab take the game at once rather than when the lease expires
   *  (the page's locks go with it anyway). */
  leave(): void {
    const id = this.slotId;
    if (!id || this.taken.has(id)) return;
    void this.slots.release(id, this.tabId).catch(() => undefined);
    this.locks?.release(id);
  }

  /** Resolves once every save asked for so far has been written (or has failed). */
  async flush(): Promise<void> {
    while (this.queued.size) await this.writing;
    await this.writing;
  }

  /** Takes (or renews) the lease on the game's slot; another tab's: this one becomes read-only. */
  private claim(): void {
    const id = this.slotId;
    if (!id || this.taken.has(id)) return;
    const now = this.now();
    void this.slots.claim({ slot: id, tab: this.tabId, expires: now + LEASE_MS }, now).then((ok) => {
      if (!ok) this.readOnly(id);
    }, () => { /* no lease store: writes still check it */ });
  }

  private readOnly(id: string): void {
    this.taken.add(id);
    this.queued.delete(id);
    this.locks?.release(id);
    if (id !== this.slotId) return;
    if (this.renew) clearInterval(this.renew);
    this.renew = null;
    this.status = { ...this.status, state: 'readOnly', reason: null };
    this.hooks.readOnly();
  }
}

/** An id for this page alone, made in memory: a duplicated tab copies the tab's storage, not this. */
function newTabId(): string {
  return `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

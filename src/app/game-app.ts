// The application around the table, in plain TS: its settings and sound (app-settings.ts), the save slots
// (src/persist/slots.ts: one per game, listed by the menu; a save that cannot be loaded is set aside
// and reported), and the one game being played, classic or cooperative: its session, its actor, its
// autosave into its own slot (written, under a lease, by slot-writer.ts), and the table that shows it.
// The table is made by the `present` function main.ts passes in (the scenes' TableController or
// CoopController), so that this layer knows nothing of the scenes.
import { isOver, type Mode } from '../engine';
import type { Lang } from '../i18n';
import { loadSaveText, type SaveFile } from '../persist/save';
import { isSlotMeta, memorySlots, migrateLocalStorage, setAsideRecord, setAside, writeWithRetry, type SetAsideSave, type SlotBackend, type SlotMeta } from '../persist/slots';
import type { SaveNotice, StorageLike } from '../persist/store';
import { GameSession } from '../session/game-session';
import { FIRST_GAME_SEATS, FIRST_GAME_SETUP } from '../tutorial/first-game';
import { COOP_LESSON_SEATS, COOP_LESSON_SETUP } from '../tutorial/coop-lesson';
import { GOW_LESSON_SEATS, GOW_LESSON_SETUP } from '../tutorial/gow-lesson';
import { GowSession } from '../session/gow-session';
import { CoopSession } from '../session/coop-session';
import { autosave } from './autosave';
import { classicGame, coopGame, gowGame, type ClassicGame, type CoopGame, type GowGame, type PlayedGame, type Steps } from './game-actor';
import { APP_MODES, startGame, type GameOf, type Resumed, type SeatsOf, type SetupOf } from './modes';
import type { Settings } from './settings';
import { AppSettings, type AppTable } from './app-settings';
import { SlotWriter, type SavingStatus, type SlotRef } from './slot-writer';
import type { SlotLocks } from './tab-locks';
import { aheadOf, dropAhead } from './write-ahead';

export type { SavingStatus } from './slot-writer';
export type { AppTable } from './app-settings';

/** The slot this tab is playing ('1' from older versions: the last played): a reload resumes it. */
const PLAYING_KEY = 'ssdb.playing';
/** This tab is playing the guided first game: a reload resumes it with its guide. */
const GUIDED_KEY = 'ssdb.guided';

/** What the menu says of the saved game: its mode, the turn (a coop game: the board's round) and how
 *  many players (a coop game: heroes). */
export interface SavedGameInfo { mode: Mode; turn: number; players: number }

export interface GameAppOptions<T extends AppTable> {
  settings?: Partial<Settings>;
  /** The language while the player has chosen none (no saved one): the browser's. Else French. */
  defaultLang?: Lang;
  /** Makes the table that shows a game (none: nobody shows it, the shown steps run straight through). */
  present?: (game: PlayedGame, settings: Readonly<Settings>) => T;
  /** Where the slots are kept (the browser: IndexedDB, src/persist/slots-idb.ts); none: in memory. */
  slots?: SlotBackend;
  /** The clock (tests). */
  now?: () => number;
  /** Which live tab plays which saved game (the browser's Web Locks: tab-locks.ts); none: the
   *  store's lease alone. */
  locks?: SlotLocks;
  /** Tells the other tabs that the saved games changed, and hears theirs (a BroadcastChannel). */
  slotNews?: SlotNews;
}

/** The saved games' news between the tabs of one browser. */
export interface SlotNews {
  post(): void;
  listen(heard: () => void): void;
}

/** A valid save replayed into the session of its mode (its entry in modes.ts), or null when it does not resume. */
const resumeSave = (save: SaveFile): Resumed | null => APP_MODES[save.mode].resume(save);

export class GameApp<T extends AppTable = AppTable> extends AppSettings<T> {
  readonly slots: SlotBackend;
  /** The slots, the last played first (as last read or written: the menu draws them). */
  slotList: SlotMeta[] = [];
  /** The damaged saves set aside (at most MAX_SET_ASIDE), to export or delete. */
  setAsideList: SetAsideSave[] = [];
  private readonly writer: SlotWriter;
  /** This tab's id: the lease on the slot it plays is in its name. */
  get tabId(): string { return this.writer.tabId; }
  /** The browser refused its storage: games live in memory only and are gone at reload (main.ts). */
  storageRefused = false;
  /** The autosave of the game on the table; with the storage refused, "not kept" from the first move
   *  (the table says so, issue 23), whatever the in-memory writes report. */
  get saving(): SavingStatus {
    const status = this.writer.status;
    return this.storageRefused && status.state === 'ok' ? { ...status, state: 'notKept', reason: 'blocked' } : status;
  }
  /** The slot of the game on the table. */
  get slotId(): string | null { return this.writer.slotId; }
  private readonly now: () => number;
  /** What the menu tells of a save that could not be read, as codes it phrases in the player's
   *  language (scenes/presenter/menu-model.ts noticeText). */
  notice: SaveNotice | null = null;
  private stopSaving: (() => void) | null = null;
  private readonly present: GameAppOptions<T>['present'];
  /** Who hears a game put on the table or taken off (null: the menu): the audience window's publisher. */
  private readonly gameListeners = new Set<(game: PlayedGame | null) => void>();
  /** Who redraws the saved games when another tab changed them (the menu). */
  private readonly slotListeners = new Set<() => void>();
  private readonly slotNews: SlotNews | null;

  constructor(storage: StorageLike, private readonly tab: StorageLike | null, options: GameAppOptions<T> = {}) {
    super(storage, options.defaultLang, options.settings);
    this.slots = options.slots ?? memorySlots();
    this.now = options.now ?? (() => Date.now());
    this.slotNews = options.slotNews ?? null;
    this.writer = new SlotWriter(this.slots, this.tab, this.now, {
      written: (meta) => {
        const first = !this.slotList.some((m) => m.id === meta.id);
        this.slotList = [meta, ...this.slotList.filter((m) => m.id !== meta.id)];
        if (first) this.slotNews?.post(); // a new game: the other tabs' lists gain it
      },
      removed: (id) => { this.slotList = this.slotList.filter((m) => m.id !== id); this.slotNews?.post(); },
      // Read-only: the game's actor stops, so the table refuses every move (error.flowStopped) and its
      // bots stay still; the table still shows the game as it was.
      readOnly: () => this.game?.actor.stop(),
    }, options.locks ?? null);
    this.slotNews?.listen(() => { void this.refresh().then(() => { for (const l of this.slotListeners) l(); }); });
    this.present = options.present;
  }

  /** Hears the saved games changed by another tab (the list is read again first). */
  onSlots(listener: () => void): () => void {
    this.slotListeners.add(listener);
    return () => this.slotListeners.delete(listener);
  }

  onGame(listener: (game: PlayedGame | null) => void): () => void {
    this.gameListeners.add(listener);
    return () => this.gameListeners.delete(listener);
  }

  /** Reads the slots (and moves the localStorage autosave of older versions into them, once). */
  async init(): Promise<void> {
    try {
      const moved = await migrateLocalStorage(this.storage, this.slots, this.now());
      const first = moved.setAside[0];
      if (first) this.notice = { kind: 'setAside', reason: first.reason, storage: null, params: first.params };
      else if (moved.left.length) this.notice = { kind: 'notMigrated', reason: null, storage: null, params: {} };
    } catch {
      this.notice = { kind: 'notMigrated', reason: null, storage: null, params: {} };
    }
    await this.refresh();
  }

  /** Reads the slot list and the set-aside list again. A slot whose record is not whole is set aside
   *  with its save's text (or, the list being full, left where it is), never listed: one bad record
   *  must not keep the others from the menu (issue 23). */
  async refresh(): Promise<void> {
    try {
      const records: unknown[] = await this.slots.list();
      const bad = records.filter((m) => !isSlotMeta(m));
      for (const record of bad) this.notice = (await setAsideRecord(this.slots, record, this.now())) ?? this.notice;
      this.slotList = records.filter(isSlotMeta).sort((a, b) => b.updatedAt - a.updatedAt);
      this.setAsideList = await this.slots.setAsideList();
    } catch {
      this.notice = { kind: 'unreadable', reason: null, storage: 'failed', params: {} };
    }
  }

  /** The last played game, which the menu's Continue resumes; null when there is none. */
  savedGame(): SavedGameInfo | null {
    const last = this.slotList.find((m) => !m.finished);
    return last ? { mode: last.mode, turn: last.turn, players: last.seats.length } : null;
  }

  /** Should a page load go straight back to the table (a reload in the middle of a game)? */
  get wasPlaying(): boolean {
    return this.playingSlot() !== null;
  }

  private playingSlot(): string | null {
    try { return this.tab?.getItem(PLAYING_KEY) ?? null; } catch { return null; }
  }

  /** A new game of a mode, in a new slot. */
  newGame<M extends Mode>(mode: M, setup: SetupOf<M>, seats: SeatsOf<M>): GameOf<M> {
    this.setGuided(false);
    return this.open((steps) => startGame(mode, setup, seats, steps), null);
  }

  /** A new game on the deal of `save` (issue 25, "Rematch with the same deal"): its setup (the seed
   *  with it), its seats and heroes, in a new slot; the finished game stays where it was. */
  rematch(save: SaveFile): PlayedGame {
    return this.newGame(save.mode, save.setup as SetupOf<typeof save.mode>, save.seats as SeatsOf<typeof save.mode>);
  }

  /** The guided first game (src/tutorial/first-game.ts): a set deal against a gentle bot. */
  newGuidedGame(): ClassicGame {
    this.setGuided(true);
    return this.open((steps) => classicGame(GameSession.start(FIRST_GAME_SETUP, FIRST_GAME_SEATS), steps, true), null);
  }

  /** The coop lesson (src/tutorial/coop-lesson.ts): a set deal, Seiya beside a bot against Poseidon. */
  newCoopLesson(): CoopGame {
    this.setGuided(true);
    return this.open((steps) => coopGame(CoopSession.start(COOP_LESSON_SETUP, COOP_LESSON_SEATS), steps, true), null);
  }

  /** God of War's guided first round (src/tutorial/gow-lesson.ts): Kratos beside a bot on Mission 1. */
  newGowLesson(): GowGame {
    this.setGuided(true);
    return this.open((steps) => gowGame(GowSession.start(GOW_LESSON_SETUP, GOW_LESSON_SEATS), steps, true), null);
  }

  /** Plays on a saved game (by default the one this tab was playing, else the last played), of either
   *  mode (`game.mode` says which table shows it). A save that cannot be loaded is set aside and
   *  noted (`notice`); a finished one is removed. Null when there is no game to play on. */
  async continueGame(id?: string, { steal = false } = {}): Promise<PlayedGame | null> {
    const playing = this.playingSlot();
    const ahead = (slot: string) => aheadOf(this.tab, slot, this.slotList.find((m) => m.id === slot));
    // The slot this tab plays, even when its first write did not land before a reload (its write-ahead copy).
    const slotId = id ?? (playing && (this.slotList.some((m) => m.id === playing) || ahead(playing)) ? playing : this.slotList.find((m) => !m.finished)?.id);
    if (!slotId || !(this.slotList.some((m) => m.id === slotId) || ahead(slotId))) return null;
    // No other live tab plays it (else it opens read-only); the list is read again, as that tab may have played on.
    const mine = await this.writer.acquire(slotId, steal);
    await this.refresh();
    const newer = mine ? ahead(slotId) : null;
    const meta = newer?.meta ?? this.slotList.find((m) => m.id === slotId);
    if (!meta) { // gone meanwhile (another tab finished or deleted it): say so
      this.notice = { kind: 'gone', reason: null, storage: null, params: {} };
      return null;
    }
    let text: string | null;
    try {
      text = newer ? newer.text : await this.slots.read(slotId);
    } catch {
      this.notice = { kind: 'unreadable', reason: null, storage: 'failed', params: {} };
      return null;
    }
    if (text === null) { // gone meanwhile (another tab finished or deleted it): say so, list again
      this.notice = { kind: 'gone', reason: null, storage: null, params: {} };
      await this.refresh();
      return null;
    }
    const loaded = loadSaveText(text);
    if (!loaded.ok) {
      const moved = await setAside(this.slots, { at: this.now(), from: `slot:${slotId}`, reason: loaded.reason, params: loaded.params, text });
      if (moved.ok) await this.slots.remove(slotId).catch(() => undefined);
      this.notice = moved.ok
        ? { kind: 'setAside', reason: loaded.reason, storage: null, params: loaded.params }
        : { kind: 'leftInPlace', reason: loaded.reason, storage: moved.reason, params: loaded.params };
      await this.refresh();
      return null;
    }
    const resumed = resumeSave(loaded.save);
    if (!resumed) { this.notice = { kind: 'notResumed', reason: null, storage: null, params: {} }; return null; }
    // A finished game kept to look at (one loaded from a code or a file) opens on its score screen;
    // one that finished in play lost its slot then (a slot left over when that removal failed goes now).
    if (isOver(resumed.session.state) && !meta.finished) {
      await this.slots.remove(slotId).catch(() => undefined);
      await this.refresh();
      return null;
    }
    return this.open((steps) => resumed.play(steps, this.guidedTab), meta, { busy: !mine, writeNow: !!newer });
  }

  /** "Play here": the game this tab shows read-only is taken from the tab playing it, read again
   *  from its slot and opened playable here (the other tab turns read-only). */
  async playHere(): Promise<PlayedGame | null> {
    const id = this.writer.slotId;
    if (!id || this.saving.state !== 'readOnly') return null;
    return this.continueGame(id, { steal: true });
  }

  /**
   * A game brought in from a file or a share code (src/persist/transfer.ts, already validated and
   * replayed): always into a new slot, never over another game, and opened at once. A finished game
   * is kept too, marked finished (issue 25: the menu lists it, its table opens on its score screen
   * and the replay is a tap away; Continue passes it by). Null (nothing stored) when it does not resume.
   */
  importGame(save: SaveFile): PlayedGame | null {
    const resumed = resumeSave(save);
    if (!resumed) return null;
    this.setGuided(false);
    return this.open((steps) => resumed.play(steps, false), null);
  }

  /** The save of the game on the table, finished or not: the score screen shares it (a finished
   *  game's slot is gone, the session is still here until the table closes). */
  currentSave(): SaveFile | null {
    return this.game?.session.toSave() ?? null;
  }

  /** Shows a game nobody plays (a replay: src/replay, `game.watched`): no slot, no autosave, no
   *  lease; a reload goes back to the menu. The table shown before is closed. */
  watch(game: PlayedGame): T | null {
    this.close();
    this.game = game;
    this.writer.clearStatus();
    this.sound.music(this.theme);
    this.table = this.present?.(game, this.settings) ?? null;
    try { this.tab?.removeItem(PLAYING_KEY); } catch { /* ignore */ }
    return this.table;
  }

  /** Names a slot (an empty name takes the name away). */
  async renameSlot(id: string, name: string): Promise<boolean> {
    const meta = this.slotList.find((m) => m.id === id);
    const text = await this.slots.read(id).catch(() => null);
    if (!meta || text === null) return false;
    const trimmed = name.trim().slice(0, 40);
    const renamed: SlotMeta = { ...meta };
    if (trimmed) renamed.name = trimmed; else delete renamed.name;
    const done = await writeWithRetry(this.slots, renamed, text);
    if (done.ok) this.writer.renamed(id, renamed.name);
    await this.refresh();
    this.slotNews?.post();
    return done.ok;
  }

  async deleteSlot(id: string): Promise<void> {
    dropAhead(this.tab, id);
    await this.slots.remove(id).catch(() => undefined);
    await this.refresh();
    this.slotNews?.post();
  }

  /** A slot's save as the text of a file to download (the save file format, src/persist/save.ts). */
  async exportSlot(id: string): Promise<string | null> {
    return this.slots.read(id).catch(() => null);
  }

  async deleteSetAside(id: number): Promise<void> {
    await this.slots.removeSetAside(id).catch(() => undefined);
    await this.refresh();
  }

  /** Resolves once every save asked for so far has been written (or has failed). */
  flush(): Promise<void> { return this.writer.flush(); }

  /** Did this tab start the guided game (and has not started another since)? */
  private get guidedTab(): boolean {
    try { return this.tab?.getItem(GUIDED_KEY) === '1'; } catch { return false; }
  }

  private setGuided(on: boolean): void {
    try { if (on) this.tab?.setItem(GUIDED_KEY, '1'); else this.tab?.removeItem(GUIDED_KEY); } catch { /* no session storage: a reload plays on unguided */ }
  }

  closeTable(): void {
    this.close();
    for (const l of this.gameListeners) l(null);
    this.sound.music(this.theme);
    try { this.tab?.removeItem(PLAYING_KEY); } catch { /* ignore */ }
  }

  /** The page goes away: lets another tab take the game at once rather than when the lease expires. */
  leave(): void {
    this.writer.leave();
  }

  /** Undo (src/app/undo.ts): the game on the table replaced by a shorter save of it, replayed as a
   *  reload would, in the same slot (its lease kept), which is written at once. */
  replaceGame(save: SaveFile): PlayedGame | null {
    const slot = this.writer.held(), current = this.game;
    if (!slot || !current) return null;
    const resumed = resumeSave(save);
    // The guided game stays guided (its setup is the guided game's, which resume checks).
    return resumed ? this.open((steps) => resumed.play(steps, current.guided === true), slot, { same: true, writeNow: true }) : null;
  }

  /** Opens a game on the table. `store` false: a finished game shown, in no slot (nothing to save);
   *  `same`: the game replaces the one on the table in its slot (undo): the lease is kept; `busy`:
   *  another tab plays it (read-only here); `writeNow`: written at once (undo, a write-ahead copy). */
  private open<G extends PlayedGame>(make: (steps: Steps) => G, slot: SlotRef | null, { store = true, same = false, busy = false, writeNow = false } = {}): G {
    this.close(!same);
    const game = make(this.present ? 'table' : 'straight');
    const id = this.writer.open(game, slot, { store, busy, writeNow });
    if (busy) game.actor.stop(); // read-only: every move refused, bots still
    // Saved before the table hears anything: a reload never loses an action the screen has shown.
    this.stopSaving = autosave(game.actor, game.session, { write: () => this.writer.save(game), clear: () => this.writer.finished() });
    this.game = game;
    this.sound.music(this.theme);
    this.table = this.present?.(game, this.settings) ?? null;
    this.notice = null;
    for (const l of this.gameListeners) l(game);
    try {
      if (store) this.tab?.setItem(PLAYING_KEY, id); else this.tab?.removeItem(PLAYING_KEY);
    } catch { /* no session storage: a reload shows the menu */ }
    return game;
  }

  private close(release = true): void {
    this.table?.stop();
    this.stopSaving?.();
    this.game?.actor.stop();
    this.writer.close(release);
    this.table = null;
    this.game = null;
    this.stopSaving = null;
  }
}

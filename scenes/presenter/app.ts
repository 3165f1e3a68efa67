// The application around the table, in plain TS: settings (speed, language), the autosave slot, the
// saved game offered by the menu (validated by replaying it; a bad one is set aside and reported),
// and the one table being played.
import type { SetupOptions } from '../../src/engine';
import { setLang, isLang, type Lang } from '../../src/i18n';
import type { SeatConfig } from '../../src/persist/save';
import { GameSession } from '../../src/session/game-session';
import { createGamePort } from './game-port';
import { createSaveStore, type SaveStore, type StorageLike } from '../../src/persist/store';
import { isSpeed, type Speed } from './speed';
import { TableController } from './TableController';

export interface Settings { speed: Speed; lang: Lang }
const SETTINGS_KEY = 'ssdb.settings.v1';
const PLAYING_KEY = 'ssdb.playing';

export interface SavedGameInfo { turn: number; players: number }

export class GameApp {
  readonly slot: SaveStore;
  settings: Settings;
  controller: TableController | null = null;
  /** A message for the menu (a save that could not be read), as a message key's parameter. */
  notice: string | null = null;
  private resumed: GameSession | null = null;

  constructor(private readonly storage: StorageLike, private readonly tab: StorageLike | null, overrides: Partial<Settings> = {}) {
    this.slot = createSaveStore(storage);
    this.settings = { ...this.readSettings(), ...overrides };
    setLang(this.settings.lang);
  }

  setSpeed(speed: Speed): void {
    this.settings.speed = speed;
    this.controller?.setSpeed(speed);
    this.writeSettings();
  }

  setLang(lang: Lang): void {
    this.settings.lang = lang;
    setLang(lang);
    this.writeSettings();
  }

  /** The saved game, if one can be resumed; a corrupted one is set aside and noted. */
  savedGame(): SavedGameInfo | null {
    if (this.resumed) return this.info(this.resumed);
    const read = this.slot.read();
    if (read === null) return null;
    if ('error' in read) {
      this.notice = read.error;
      return null;
    }
    // The store has validated and replayed it already; the session replays it once more to play on.
    const session = GameSession.resume(read.save);
    if ('error' in session) {
      this.notice = session.error;
      return null;
    }
    if (session.state.phase === 'gameOver') {
      this.slot.clear();
      return null;
    }
    this.resumed = session;
    return this.info(session);
  }

  /** Should a page load go straight back to the table (a reload in the middle of a game)? */
  get wasPlaying(): boolean {
    try { return this.tab?.getItem(PLAYING_KEY) === '1'; } catch { return false; }
  }

  newGame(setup: SetupOptions, seats: SeatConfig[]): TableController {
    this.resumed = null;
    return this.open(GameSession.start(setup, seats), true);
  }

  continueGame(): TableController | null {
    if (!this.savedGame() || !this.resumed) return null;
    const session = this.resumed;
    this.resumed = null;
    return this.open(session, false);
  }

  closeTable(): void {
    this.controller?.stop();
    this.controller = null;
    try { this.tab?.removeItem(PLAYING_KEY); } catch { /* ignore */ }
  }

  private open(session: GameSession, fresh: boolean): TableController {
    this.controller?.stop();
    const controller = new TableController(createGamePort(session), { speed: this.settings.speed, store: this.slot });
    if (fresh) this.slot.write(session.toSave());
    this.controller = controller;
    this.notice = null;
    try { this.tab?.setItem(PLAYING_KEY, '1'); } catch { /* no session storage: a reload shows the menu */ }
    return controller;
  }

  private info(session: GameSession): SavedGameInfo {
    return { turn: session.state.turn, players: session.state.players.length };
  }

  private readSettings(): Settings {
    const fallback: Settings = { speed: 'normal', lang: 'fr' };
    try {
      const raw = JSON.parse(this.storage.getItem(SETTINGS_KEY) ?? '{}') as Partial<Settings> | null;
      return { speed: isSpeed(raw?.speed) ? raw.speed : fallback.speed, lang: isLang(raw?.lang) ? raw.lang : fallback.lang };
    } catch {
      return fallback;
    }
  }

  private writeSettings(): void {
    try { this.storage.setItem(SETTINGS_KEY, JSON.stringify(this.settings)); } catch { /* ignore */ }
  }
}

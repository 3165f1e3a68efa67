// The application around the table, in plain TS: settings (speed, language), the autosave slot, the
// saved game offered by the menu (validated by replaying it; a bad one is set aside and reported),
// and the one game being played: its session, its actor, its autosave, and the table that shows it.
// The table is made by the `present` function main.ts passes in (the scenes' TableController), so
// that this layer knows nothing of the scenes.
import type { SetupOptions } from '../engine';
import { setLang, isLang, type Lang } from '../i18n';
import type { SeatConfig } from '../persist/save';
import { createSaveStore, type SaveStore, type StorageLike } from '../persist/store';
import { GameSession } from '../session/game-session';
import { autosave } from './autosave';
import { createGameActor, type PlayedGame } from './game-actor';
import { isSpeed, type Settings, type Speed } from './settings';

const SETTINGS_KEY = 'ssdb.settings.v1';
const PLAYING_KEY = 'ssdb.playing';

export interface SavedGameInfo { turn: number; players: number }

/** What the application asks of the table showing a game. */
export interface AppTable {
  setSpeed(speed: Speed): void;
  stop(): void;
}

export interface GameAppOptions<T extends AppTable> {
  settings?: Partial<Settings>;
  /** Makes the table that shows a game (none: nobody shows it, the upkeep runs straight through). */
  present?: (game: PlayedGame, settings: Readonly<Settings>) => T;
}

export class GameApp<T extends AppTable = AppTable> {
  readonly slot: SaveStore;
  settings: Settings;
  /** The game being played, and the table showing it. */
  game: PlayedGame | null = null;
  table: T | null = null;
  /** A message for the menu (a save that could not be read), as a message key's parameter. */
  notice: string | null = null;
  private resumed: GameSession | null = null;
  private stopSaving: (() => void) | null = null;
  private readonly present: GameAppOptions<T>['present'];

  constructor(private readonly storage: StorageLike, private readonly tab: StorageLike | null, options: GameAppOptions<T> = {}) {
    this.slot = createSaveStore(storage);
    this.settings = { ...this.readSettings(), ...options.settings };
    this.present = options.present;
    setLang(this.settings.lang);
  }

  setSpeed(speed: Speed): void {
    this.settings.speed = speed;
    this.table?.setSpeed(speed);
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

  newGame(setup: SetupOptions, seats: SeatConfig[]): PlayedGame {
    this.resumed = null;
    return this.open(GameSession.start(setup, seats), true);
  }

  continueGame(): PlayedGame | null {
    if (!this.savedGame() || !this.resumed) return null;
    const session = this.resumed;
    this.resumed = null;
    return this.open(session, false);
  }

  closeTable(): void {
    this.close();
    try { this.tab?.removeItem(PLAYING_KEY); } catch { /* ignore */ }
  }

  private open(session: GameSession, fresh: boolean): PlayedGame {
    this.close();
    const actor = createGameActor(session, this.present ? 'table' : 'straight');
    const game: PlayedGame = { session, actor };
    // Saved before the table hears anything: a reload never loses an action the screen has shown.
    this.stopSaving = autosave(actor, session, this.slot);
    if (fresh) this.slot.write(session.toSave());
    this.game = game;
    this.table = this.present?.(game, this.settings) ?? null;
    this.notice = null;
    try { this.tab?.setItem(PLAYING_KEY, '1'); } catch { /* no session storage: a reload shows the menu */ }
    return game;
  }

  private close(): void {
    this.table?.stop();
    this.stopSaving?.();
    this.game?.actor.stop();
    this.table = null;
    this.game = null;
    this.stopSaving = null;
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

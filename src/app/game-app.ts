// The application around the table, in plain TS: settings (speed, language, open hands, sound), the
// page's sound (its levels, and the music of what is shown: the menu's or the game's), the autosave
// slot, the saved game offered by the menu (validated by replaying it; a bad one is set aside and
// reported), and the one game being played, classic or cooperative: its session, its actor, its
// autosave, and the table that shows it. The table is made by the `present` function main.ts passes
// in (the scenes' TableController or CoopController), so that this layer knows nothing of the scenes.
import type { CoopSetupOptions, SetupOptions } from '../engine';
import { setLang, isLang, type Lang } from '../i18n';
import type { CoopSeatConfig, SeatConfig } from '../persist/save';
import { createSaveStore, type SaveNotice, type SaveStore, type StorageLike } from '../persist/store';
import { CoopSession } from '../session/coop-session';
import { GameSession } from '../session/game-session';
import { FIRST_GAME_SEATS, FIRST_GAME_SETUP, isFirstGame } from '../tutorial/first-game';
import { autosave } from './autosave';
import { classicGame, coopGame, type ClassicGame, type CoopGame, type PlayedGame, type Steps } from './game-actor';
import { SILENT, type AudioLevels, type Sound } from '../audio/sound';
import type { Music } from '../audio/cues';
import { audioLevels, DEFAULT_SETTINGS, isSpeed, levelOf, type Settings, type Speed } from './settings';

const SETTINGS_KEY = 'ssdb.settings.v1';
/** The menu's new-game form as last used (plain data the menu validates when it reads it back). */
const MENU_KEY = 'ssdb.menu.v1';
const PLAYING_KEY = 'ssdb.playing';
/** This tab is playing the guided first game: a reload resumes it with its guide. */
const GUIDED_KEY = 'ssdb.guided';

/** What the menu says of the saved game: its mode, the turn (a coop game: the board's round) and how
 *  many players (a coop game: heroes). */
export interface SavedGameInfo { mode: 'classic' | 'coop'; turn: number; players: number }

/** What the application asks of the table showing a game. */
export interface AppTable {
  setSpeed(speed: Speed): void;
  /** A coop board shows every hero's hand (on) or only the hero at play's (off). */
  setOpenHands?(open: boolean): void;
  stop(): void;
}

export interface GameAppOptions<T extends AppTable> {
  settings?: Partial<Settings>;
  /** The language while the player has chosen none (no saved one): the browser's. Else French. */
  defaultLang?: Lang;
  /** Makes the table that shows a game (none: nobody shows it, the shown steps run straight through). */
  present?: (game: PlayedGame, settings: Readonly<Settings>) => T;
}

/** A saved game read and replayed, waiting for the menu's "continue". */
type Resumed = { mode: 'classic'; session: GameSession } | { mode: 'coop'; session: CoopSession };

export class GameApp<T extends AppTable = AppTable> {
  readonly slot: SaveStore;
  settings: Settings;
  /** The game being played, and the table showing it. */
  game: PlayedGame | null = null;
  table: T | null = null;
  /** What the menu tells of a save that could not be read, as codes it phrases in the player's
   *  language (scenes/presenter/menu-model.ts noticeText). */
  notice: SaveNotice | null = null;
  private resumed: Resumed | null = null;
  private stopSaving: (() => void) | null = null;
  private readonly present: GameAppOptions<T>['present'];
  /** The sound (none until the page gives one: `useSound`). */
  sound: Sound = SILENT;

  constructor(private readonly storage: StorageLike, private readonly tab: StorageLike | null, options: GameAppOptions<T> = {}) {
    this.slot = createSaveStore(storage);
    this.settings = { ...this.readSettings(options.defaultLang), ...options.settings };
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

  /** The page's sound: it takes the remembered levels and the music of the screen shown. */
  useSound(sound: Sound): void {
    this.sound = sound;
    sound.levels(audioLevels(this.settings));
    sound.music(this.theme);
  }

  /** Changes the sound levels or mute (remembered). */
  setAudio(change: Partial<AudioLevels>): void {
    for (const key of ['volume', 'effects', 'music'] as const) {
      const level = levelOf(change[key]);
      if (level !== null) this.settings[key] = level;
    }
    if (typeof change.muted === 'boolean') this.settings.muted = change.muted;
    this.sound.levels(audioLevels(this.settings));
    this.writeSettings();
  }

  /** The music of what is shown: the menu's theme, or the theme of the game's mode. */
  get theme(): Music {
    return this.game ? this.game.mode : 'menu';
  }

  /** Open hands in a cooperative game: every hero's hand shown to the whole table. */
  setOpenHands(open: boolean): void {
    this.settings.openHands = open;
    this.table?.setOpenHands?.(open);
    this.writeSettings();
  }

  /** The saved game, if one can be resumed; a corrupted one is set aside and noted. */
  savedGame(): SavedGameInfo | null {
    if (this.resumed) return this.info(this.resumed);
    const read = this.slot.read();
    if (read === null) return null;
    if ('error' in read) {
      this.notice = read.notice;
      return null;
    }
    // The store has validated and replayed it already; the session replays it once more to play on.
    let resumed: Resumed;
    if (read.save.mode === 'coop') {
      const session = CoopSession.resume(read.save);
      if ('error' in session) return this.unreadable();
      resumed = { mode: 'coop', session };
    } else {
      const session = GameSession.resume(read.save);
      if ('error' in session) return this.unreadable();
      resumed = { mode: 'classic', session };
    }
    if (resumed.session.state.phase === 'gameOver') {
      this.slot.clear();
      return null;
    }
    this.resumed = resumed;
    return this.info(resumed);
  }

  /** Should a page load go straight back to the table (a reload in the middle of a game)? */
  get wasPlaying(): boolean {
    try { return this.tab?.getItem(PLAYING_KEY) === '1'; } catch { return false; }
  }

  /** A new classic game. */
  newGame(setup: SetupOptions, seats: SeatConfig[]): ClassicGame {
    this.resumed = null;
    this.setGuided(false);
    return this.open((steps) => classicGame(GameSession.start(setup, seats), steps), true);
  }

  /** The guided first game (src/tutorial/first-game.ts): a set deal against a gentle bot. */
  newGuidedGame(): ClassicGame {
    this.resumed = null;
    this.setGuided(true);
    return this.open((steps) => classicGame(GameSession.start(FIRST_GAME_SETUP, FIRST_GAME_SEATS), steps, true), true);
  }

  /** A new cooperative game against Poseidon. */
  newCoopGame(setup: CoopSetupOptions, seats: CoopSeatConfig[]): CoopGame {
    this.resumed = null;
    this.setGuided(false);
    return this.open((steps) => coopGame(CoopSession.start(setup, seats), steps), true);
  }

  /** Plays on the saved game, of either mode (`game.mode` says which table shows it). */
  continueGame(): PlayedGame | null {
    if (!this.savedGame() || !this.resumed) return null;
    const resumed = this.resumed;
    this.resumed = null;
    return resumed.mode === 'coop'
      ? this.open((steps) => coopGame(resumed.session, steps), false)
      : this.open((steps) => classicGame(resumed.session, steps, this.guidedTab && isFirstGame(resumed.session.setup)), false);
  }

  /** Did this tab start the guided game (and has not started another since)? */
  private get guidedTab(): boolean {
    try { return this.tab?.getItem(GUIDED_KEY) === '1'; } catch { return false; }
  }

  private setGuided(on: boolean): void {
    try { if (on) this.tab?.setItem(GUIDED_KEY, '1'); else this.tab?.removeItem(GUIDED_KEY); } catch { /* no session storage: a reload plays on unguided */ }
  }

  closeTable(): void {
    this.close();
    this.sound.music(this.theme);
    try { this.tab?.removeItem(PLAYING_KEY); } catch { /* ignore */ }
  }

  private open<G extends PlayedGame>(make: (steps: Steps) => G, fresh: boolean): G {
    this.close();
    const game = make(this.present ? 'table' : 'straight');
    // Saved before the table hears anything: a reload never loses an action the screen has shown.
    this.stopSaving = autosave(game.actor, game.session, this.slot);
    if (fresh) this.slot.write(game.session.toSave());
    this.game = game;
    this.sound.music(this.theme);
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

  private unreadable(): null {
    this.notice = { kind: 'notResumed', reason: null, storage: null, params: {} };
    return null;
  }

  private info(resumed: Resumed): SavedGameInfo {
    if (resumed.mode === 'coop') {
      const state = resumed.session.state;
      return { mode: 'coop', turn: state.board.round, players: resumed.session.seats.length };
    }
    const state = resumed.session.state;
    return { mode: 'classic', turn: state.turn, players: state.players.length };
  }

  private readSettings(defaultLang: Lang = DEFAULT_SETTINGS.lang): Settings {
    const fallback: Settings = { ...DEFAULT_SETTINGS, lang: defaultLang };
    try {
      const raw = JSON.parse(this.storage.getItem(SETTINGS_KEY) ?? '{}') as Partial<Settings> | null;
      return {
        speed: isSpeed(raw?.speed) ? raw.speed : fallback.speed,
        lang: isLang(raw?.lang) ? raw.lang : fallback.lang,
        openHands: typeof raw?.openHands === 'boolean' ? raw.openHands : fallback.openHands,
        volume: levelOf(raw?.volume) ?? fallback.volume,
        effects: levelOf(raw?.effects) ?? fallback.effects,
        music: levelOf(raw?.music) ?? fallback.music,
        muted: typeof raw?.muted === 'boolean' ? raw.muted : fallback.muted,
      };
    } catch {
      return fallback;
    }
  }

  /** The menu's form as last used to start a game, or null (damaged data reads as null). */
  lastMenuForm(): unknown {
    try { return JSON.parse(this.storage.getItem(MENU_KEY) ?? 'null'); } catch { return null; }
  }

  rememberMenuForm(form: unknown): void {
    try { this.storage.setItem(MENU_KEY, JSON.stringify(form)); } catch { /* full or blocked storage: the menu simply forgets */ }
  }

  private writeSettings(): void {
    try { this.storage.setItem(SETTINGS_KEY, JSON.stringify(this.settings)); } catch { /* ignore */ }
  }
}

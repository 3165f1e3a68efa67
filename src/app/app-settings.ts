// The half of the application that is not the game (GameApp extends it): the page's settings — speed,
// language, open hands, streamer mode, when the audience sees a hand, the sound levels — remembered in
// the browser's storage, with the menu's last form; and the page's sound, playing the music of what is
// shown (the menu's theme, or the game's).
import { setLang, type Lang } from '../i18n';
import { SILENT, type AudioLevels, type Sound } from '../audio/sound';
import type { Music } from '../audio/cues';
import { readReveal, type RevealSetting } from '../stream/reveal';
import type { StorageLike } from '../persist/store';
import type { PlayedGame } from './game-actor';
import { APP_MODES } from './modes';
import { useAccess } from './access';
import { audioLevels, isMotion, isTextScale, levelOf, type Settings, type Speed } from './settings';
import { readMenuForm, readSettings, writeMenuForm, writeSettings } from './settings-store';

/** What the application asks of the table showing a game. */
export interface AppTable {
  setSpeed(speed: Speed): void;
  /** A coop board shows every hero's hand (on) or only the hero at play's (off). */
  setOpenHands?(open: boolean): void;
  /** The bots' pace and whether the table pauses after each bot's turn (issue 25). */
  setBotPace?(pace: Speed, review: boolean): void;
  stop(): void;
}

export abstract class AppSettings<T extends AppTable> {
  settings: Settings;
  /** The sound (none until the page gives one: `useSound`). */
  sound: Sound = SILENT;
  /** The game being played, and the table showing it. */
  game: PlayedGame | null = null;
  table: T | null = null;

  constructor(protected readonly storage: StorageLike, defaultLang?: Lang, given?: Partial<Settings>) {
    this.settings = { ...readSettings(storage, defaultLang), ...given };
    setLang(this.settings.lang);
    useAccess(this.settings);
  }

  /** The accessibility settings (issue 29): motion and text scale; anything but one of the
   *  choices is ignored. The tables read them live (src/app/access.ts); text is redrawn by the caller. */
  setAccess(change: Partial<Pick<Settings, 'motion' | 'textScale'>>): void {
    if (isMotion(change.motion)) this.settings.motion = change.motion;
    if (isTextScale(change.textScale)) this.settings.textScale = change.textScale;
    useAccess(this.settings);
    this.writeSettings();
  }

  setSpeed(speed: Speed): void {
    this.settings.speed = speed;
    this.table?.setSpeed(speed);
    this.writeSettings();
  }

  /** The bots' pace, and the pause after each bot's turn (remembered). */
  setBotPace(pace: Speed, review = this.settings.botReview): void {
    this.settings.botPace = pace;
    this.settings.botReview = review;
    this.table?.setBotPace?.(pace, review);
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
    return this.game ? APP_MODES[this.game.mode].music : 'menu';
  }

  /** Streamer mode: the main window is shown on a stream (no other seat's hand, captions of the log). */
  setStreamer(on: boolean): void {
    this.settings.streamer = on;
    this.table?.setOpenHands?.(this.settings.openHands && !on);
    this.writeSettings();
  }

  /** When a hand is shown to the audience windows, late (src/stream/publisher.ts reads it at each
   *  turn); anything but one of the choices changes nothing. */
  setReveal(reveal: RevealSetting): void {
    const r = readReveal(reveal);
    if (r) { this.settings.reveal = r; this.writeSettings(); }
  }

  /** Open hands in a cooperative game: every hero's hand shown to the whole table. */
  setOpenHands(open: boolean): void {
    this.settings.openHands = open;
    this.table?.setOpenHands?.(open && !this.settings.streamer);
    this.writeSettings();
  }

  /** The menu's form as last used to start a game, or null (damaged data reads as null). */
  lastMenuForm(): unknown {
    return readMenuForm(this.storage);
  }

  rememberMenuForm(form: unknown): void {
    writeMenuForm(this.storage, form);
  }

  protected writeSettings(): void {
    writeSettings(this.storage, this.settings);
  }
}

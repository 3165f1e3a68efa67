// Where the settings and the menu's last form are kept between visits (localStorage: small, and
// shared by the page's tabs). Reading never throws: damaged or blocked storage reads as the defaults
// (or no form), and a write that fails (full, blocked) is simply forgotten; the game plays on.
import { isLang, type Lang } from '../i18n';
import type { StorageLike } from '../persist/store';
import { readReveal } from '../stream/reveal';
import { DEFAULT_SETTINGS, isMotion, isSpeed, isTextScale, levelOf, type Settings } from './settings';

const SETTINGS_KEY = 'ssdb.settings.v1';
/** The menu's new-game form as last used (plain data the menu validates when it reads it back). */
const MENU_KEY = 'ssdb.menu.v1';

/** The kept settings, each field checked on its own (one damaged field falls back alone). */
export function readSettings(storage: StorageLike, defaultLang: Lang = DEFAULT_SETTINGS.lang): Settings {
  const fallback: Settings = { ...DEFAULT_SETTINGS, lang: defaultLang };
  try {
    const raw = JSON.parse(storage.getItem(SETTINGS_KEY) ?? '{}') as Partial<Settings> | null;
    return {
      speed: isSpeed(raw?.speed) ? raw.speed : fallback.speed,
      lang: isLang(raw?.lang) ? raw.lang : fallback.lang,
      openHands: typeof raw?.openHands === 'boolean' ? raw.openHands : fallback.openHands,
      volume: levelOf(raw?.volume) ?? fallback.volume,
      effects: levelOf(raw?.effects) ?? fallback.effects,
      music: levelOf(raw?.music) ?? fallback.music,
      muted: typeof raw?.muted === 'boolean' ? raw.muted : fallback.muted,
      streamer: typeof raw?.streamer === 'boolean' ? raw.streamer : fallback.streamer,
      reveal: readReveal(raw?.reveal) ?? { ...fallback.reveal },
      botPace: isSpeed(raw?.botPace) ? raw.botPace : fallback.botPace,
      botReview: typeof raw?.botReview === 'boolean' ? raw.botReview : fallback.botReview,
      motion: isMotion(raw?.motion) ? raw.motion : fallback.motion,
      textScale: isTextScale(raw?.textScale) ? raw.textScale : fallback.textScale,
    };
  } catch {
    return fallback;
  }
}

export function writeSettings(storage: StorageLike, settings: Readonly<Settings>): void {
  try { storage.setItem(SETTINGS_KEY, JSON.stringify(settings)); } catch { /* full or blocked: kept for this visit only */ }
}

/** The menu's form as last used to start a game, or null (damaged data reads as null). */
export function readMenuForm(storage: StorageLike): unknown {
  try { return JSON.parse(storage.getItem(MENU_KEY) ?? 'null'); } catch { return null; }
}

export function writeMenuForm(storage: StorageLike, form: unknown): void {
  try { storage.setItem(MENU_KEY, JSON.stringify(form)); } catch { /* full or blocked storage: the menu simply forgets */ }
}

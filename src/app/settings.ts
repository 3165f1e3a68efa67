// The player's settings, kept between visits: the animation speed, the language, and whether a
// cooperative game is played with open hands (every hero's hand shown to the whole table: table talk
// is normal in a cooperative game, so on by default).
import type { Lang } from '../i18n';

export type Speed = 'slow' | 'normal' | 'fast' | 'instant';
export const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast', 'instant'];

export const isSpeed = (x: unknown): x is Speed => typeof x === 'string' && (SPEEDS as readonly string[]).includes(x);
export const nextSpeed = (s: Speed): Speed => SPEEDS[(SPEEDS.indexOf(s) + 1) % SPEEDS.length];

export interface Settings { speed: Speed; lang: Lang; openHands: boolean }

export const DEFAULT_SETTINGS: Readonly<Settings> = { speed: 'normal', lang: 'fr', openHands: true };

/** The language of a browser's `navigator.language` ("fr-CA" → fr; anything else → en): the game's
 *  language until the player picks one (issue 12: an English browser got French). Unknown → French. */
export const langOfBrowser = (language: string | null | undefined): Lang =>
  !language ? DEFAULT_SETTINGS.lang : language.toLowerCase().startsWith('fr') ? 'fr' : 'en';

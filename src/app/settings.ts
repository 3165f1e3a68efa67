// The player's settings, kept between visits: the animation speed, the language, whether a
// cooperative game is played with open hands (every hero's hand shown to the whole table: table talk
// is normal in a cooperative game, so on by default), the sound: master volume, effects, music
// (each 0–1, in tenths) and mute, and for a stream: streamer mode and when a hand is shown to the
// audience window (never by default; the player's choice alone, src/stream/reveal.ts).
import type { AudioLevels } from '../audio/sound';
import type { Lang } from '../i18n';
import type { RevealSetting } from '../stream/reveal';

export type Speed = 'slow' | 'normal' | 'fast' | 'instant';
export const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast', 'instant'];

export const isSpeed = (x: unknown): x is Speed => typeof x === 'string' && (SPEEDS as readonly string[]).includes(x);
export const nextSpeed = (s: Speed): Speed => SPEEDS[(SPEEDS.indexOf(s) + 1) % SPEEDS.length];

/** `streamer`: streamer mode, the main window shown on a stream (issue 15); `reveal`: when a seat's
 *  hand is shown to the audience windows, late (issue 23). */
export interface Settings extends AudioLevels {
  speed: Speed; lang: Lang; openHands: boolean; streamer: boolean; reveal: RevealSetting;
  /** The bots' pace: how long a bot waits before each action (issue 25), whatever the animations' speed. */
  botPace: Speed;
  /** The table pauses after each bot's turn until a person taps Continue. */
  botReview: boolean;
  /** Accessibility (issue 29): 'system' follows the OS's prefers-reduced-motion; 'reduced' shows every
   *  change at once with a short fade. textScale enlarges the cards' and the chronicle's text. (No
   *  colour-blind switch: every pair of colours that matters carries its own shape, always;
   *  test/presenter/access-colours.test.ts.) */
  motion: Motion; textScale: TextScale;
}

export type Motion = 'full' | 'reduced' | 'system';
export const MOTIONS: readonly Motion[] = ['system', 'full', 'reduced'];
export type TextScale = 1 | 1.25 | 1.5;
export const TEXT_SCALES: readonly TextScale[] = [1, 1.25, 1.5];
export const isMotion = (x: unknown): x is Motion => typeof x === 'string' && (MOTIONS as readonly string[]).includes(x);
export const isTextScale = (x: unknown): x is TextScale => typeof x === 'number' && (TEXT_SCALES as readonly number[]).includes(x);

export const DEFAULT_SETTINGS: Readonly<Settings> = { speed: 'normal', lang: 'fr', openHands: true, streamer: false, reveal: { when: 'never' }, botPace: 'normal', botReview: false, motion: 'system', textScale: 1, volume: 0.8, effects: 0.8, music: 0.6, muted: false };

/** A sound level as kept: a number in 0–1, rounded to a tenth; anything else is not a level. */
export const levelOf = (x: unknown): number | null => (typeof x === 'number' && Number.isFinite(x) && x >= 0 && x <= 1 ? Math.round(x * 10) / 10 : null);

/** The level a tap on − or + gives: one tenth down or up, within 0–1. */
export const stepLevel = (level: number, by: -1 | 1): number => Math.max(0, Math.min(1, Math.round(level * 10 + by) / 10));

/** The sound part of the settings. */
export const audioLevels = (s: Readonly<Settings>): AudioLevels => ({ volume: s.volume, effects: s.effects, music: s.music, muted: s.muted });

/** The language of a browser's `navigator.language` ("fr-CA" → fr, "it-IT" → it; anything else → en):
 *  the game's language until the player picks one (issue 12: an English browser got French). Unknown →
 *  French. */
export function langOfBrowser(language: string | null | undefined): Lang {
  if (!language) return DEFAULT_SETTINGS.lang;
  const primary = language.toLowerCase().split(/[-_]/)[0];
  return primary === 'fr' || primary === 'it' ? primary : 'en';
}

// The accessibility settings in force (issue 29), read by the scenes as they draw and animate: whether
// motion is reduced, and the text scale. One live place, set by the
// application when it reads or changes the settings (app-settings.ts), so that every runner, tween helper
// and text view asks here rather than each being handed the settings. Plain TS: `matchMedia` is asked
// only where there is a window.
import { DEFAULT_SETTINGS, type Motion, type Settings, type TextScale } from './settings';

/** The longest fade a reduced-motion change may take, in ms: no flight, slide or shake, only this. */
export const FADE_MS = 150;

type AccessPart = Pick<Settings, 'motion' | 'textScale'>;

const current: AccessPart = { motion: DEFAULT_SETTINGS.motion, textScale: DEFAULT_SETTINGS.textScale };

/** Whether the OS asks for less motion (`prefers-reduced-motion: reduce`); false where nothing can tell. */
const askSystem = (): boolean => {
  try {
    return typeof globalThis.matchMedia === 'function' && globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
};

let systemReducesMotion = askSystem;

/** A test's stand-in for the OS's preference (null: ask the OS again). */
export function fakeSystemMotion(reduce: boolean | null): void {
  systemReducesMotion = reduce === null ? askSystem : () => reduce;
}

/** Takes the settings in force (the application calls it at start and on each change). */
export function useAccess(s: Readonly<AccessPart>): void {
  current.motion = s.motion;
  current.textScale = s.textScale;
}

/** Whether motion is reduced, by the setting or, on 'system', by the OS. */
export function motionReduced(motion: Motion = current.motion): boolean {
  return motion === 'reduced' || (motion === 'system' && systemReducesMotion());
}

/** The text scale in force (cards' faces and zoom, the chronicle). */
export const textScale = (): TextScale => current.textScale;

/** A font size in px, scaled by the text setting (rounded: Phaser draws whole pixels best). */
export const scaledFont = (px: number): number => Math.round(px * current.textScale);

// The player's settings: the animation speed and the language, kept between visits.
import type { Lang } from '../i18n';

export type Speed = 'slow' | 'normal' | 'fast' | 'instant';
export const SPEEDS: readonly Speed[] = ['slow', 'normal', 'fast', 'instant'];

export const isSpeed = (x: unknown): x is Speed => typeof x === 'string' && (SPEEDS as readonly string[]).includes(x);
export const nextSpeed = (s: Speed): Speed => SPEEDS[(SPEEDS.indexOf(s) + 1) % SPEEDS.length];

export interface Settings { speed: Speed; lang: Lang }

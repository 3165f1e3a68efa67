// Animation speed as the table plays it: a factor on every tween duration, and how long a bot waits
// before it acts. (The setting itself, Speed, is the application's: src/app/settings.ts.)
import type { Speed } from '../../src/app/settings';

/** Multiplies every animation duration; 0 means no animation at all. */
export const SPEED_FACTOR: Readonly<Record<Speed, number>> = { slow: 1.7, normal: 1, fast: 0.45, instant: 0 };

/** A bot's pause before each action, in ms, so that a human can follow what it does. */
export const BOT_DELAY: Readonly<Record<Speed, number>> = { slow: 1300, normal: 750, fast: 260, instant: 0 };

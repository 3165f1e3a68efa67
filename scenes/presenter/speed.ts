// Animation speed as the table plays it: a factor on every tween duration, and how long a bot waits
// before it acts. (The setting itself, Speed, is the application's: src/app/settings.ts.)
import type { Speed } from '../../src/app/settings';

/** Multiplies every animation duration; 0 means no animation at all. */
export const SPEED_FACTOR: Readonly<Record<Speed, number>> = { slow: 1.7, normal: 1, fast: 0.45, instant: 0 };

/** A bot's pause before each action, in ms, so that a human can follow what it does. */
export const BOT_DELAY: Readonly<Record<Speed, number>> = { slow: 1300, normal: 750, fast: 260, instant: 0 };

/** The one name of each speed, the same in the menu and on both tables' speed buttons (issue 25: the
 *  menu said "Normal" where the table said "1×"). Marks, not words: they fit a 44 px button and need
 *  no translation. */
export const SPEED_MARK: Readonly<Record<Speed, string>> = { slow: '½×', normal: '1×', fast: '2×', instant: '∞' };

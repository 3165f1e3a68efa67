// Animation speed as the table plays it: a factor on every tween duration, and how long a bot waits
// before it acts. (The setting itself, Speed, is the application's: src/app/settings.ts.)
import { FADE_MS, motionReduced } from '../../src/app/access';
import type { Speed } from '../../src/app/settings';
import { JOB_MS, MAX_FLIGHTS } from './anim-jobs';

/** The factors as chosen, whatever the motion setting. */
export const CHOSEN_FACTOR: Readonly<Record<Speed, number>> = { slow: 1.7, normal: 1, fast: 0.45, instant: 0 };

/** The longest step at normal speed: the longest job, or eight staggered flights (anim-jobs.ts). */
const LONGEST_STEP_MS = Math.max(...Object.values(JOB_MS), JOB_MS.fly + (MAX_FLIGHTS - 1) * 75);

/** With reduced motion (issue 29) the factor that brings the longest step within the fade: every step
 *  then lasts at most FADE_MS, and the runners show it as a fade (no flight, slide or shake). */
export const REDUCED_FACTOR = FADE_MS / LONGEST_STEP_MS;

/** The factor in force: the chosen one, capped by reduced motion (instant stays 0). */
export const motionFactor = (speed: Speed, reduced = motionReduced()): number =>
  reduced ? Math.min(CHOSEN_FACTOR[speed], REDUCED_FACTOR) : CHOSEN_FACTOR[speed];

/** Multiplies every animation duration; 0 means no animation at all. Read live: each lookup asks the
 *  motion setting in force, so the conductor and the tables, which read SPEED_FACTOR[speed], honour it. */
export const SPEED_FACTOR: Readonly<Record<Speed, number>> = Object.freeze(Object.defineProperties({} as Record<Speed, number>,
  Object.fromEntries((Object.keys(CHOSEN_FACTOR) as Speed[]).map((speed) => [speed, { get: () => motionFactor(speed), enumerable: true }]))));

/** A bot's pause before each action, in ms, so that a human can follow what it does. */
export const BOT_DELAY: Readonly<Record<Speed, number>> = { slow: 1300, normal: 750, fast: 260, instant: 0 };

/** The one name of each speed, the same in the menu and on both tables' speed buttons (issue 25: the
 *  menu said "Normal" where the table said "1×"). Marks, not words: they fit a 44 px button and need
 *  no translation. */
export const SPEED_MARK: Readonly<Record<Speed, string>> = { slow: '½×', normal: '1×', fast: '2×', instant: '∞' };

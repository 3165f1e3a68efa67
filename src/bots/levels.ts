// The levels a player picks for a bot seat, and the bot kind each means in each mode (issue 26):
// easy is a greedy bot with some noise, normal the mode's best rule-of-thumb bot, hard the search.
import type { Mode } from '../engine';
import type { CoopBotKind } from './coop/types';
import type { GowBotKind } from './gow/greedy';
import type { BotKind } from './types';

export type BotLevel = 'easy' | 'normal' | 'hard';
export const BOT_LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];

const KIND_OF_LEVEL = {
  classic: { easy: 'easy', normal: 'greedy', hard: 'hard' },
  coop: { easy: 'greedy', normal: 'planner', hard: 'hard' },
  // God of War: the greedy team is its rule-of-thumb bot; easy plays it too (its games are already hard).
  gow: { easy: 'greedy', normal: 'greedy', hard: 'hard' },
} as const satisfies Record<Mode, Record<BotLevel, string>>;

/** The bot kind a level means in `mode`. */
export function kindOfLevel(mode: 'classic', level: BotLevel): BotKind;
export function kindOfLevel(mode: 'coop', level: BotLevel): CoopBotKind;
export function kindOfLevel(mode: 'gow', level: BotLevel): GowBotKind;
export function kindOfLevel(mode: Mode, level: BotLevel): BotKind | CoopBotKind | GowBotKind;
export function kindOfLevel(mode: Mode, level: BotLevel): BotKind | CoopBotKind | GowBotKind { return KIND_OF_LEVEL[mode][level]; }

/** The level a bot kind stands for in `mode` (kinds that are no level, such as random, read as easy). */
export function levelOfKind(mode: Mode, kind: string): BotLevel {
  return BOT_LEVELS.find((l) => KIND_OF_LEVEL[mode][l] === kind) ?? 'easy';
}

/** Whether a bot of this kind searches (its decision may take a second or so: the browser asks it in
 *  a worker and shows it thinking). */
export const searches = (kind: string): boolean => kind === 'hard';

// The cooperative mode's teammate bots.
import { coopGreedyBot } from './greedy';
import { coopPlannerBot } from './planner';
import { coopRandomBot } from './random';
import { coopSearchBot } from '../search/coop-bot';
import type { CoopBot, CoopBotKind } from './types';

export * from './types';
export { coopGreedyBot, coopPlannerBot, coopRandomBot };
export { viewFor } from './team-view';

export function createCoopBot(kind: CoopBotKind, seed: number): CoopBot {
  if (kind === 'greedy') return coopGreedyBot();
  if (kind === 'planner') return coopPlannerBot();
  if (kind === 'hard') return coopSearchBot(seed);
  return coopRandomBot(seed);
}

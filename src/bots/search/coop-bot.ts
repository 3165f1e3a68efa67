// The cooperative mode's searching bot (issue 26). First cut: the planner's choice, until the search lands.
import { coopPlannerBot } from '../coop/planner';
import type { CoopBot } from '../coop/types';

export function coopSearchBot(_seed: number): CoopBot {
  return { ...coopPlannerBot(), kind: 'hard' };
}

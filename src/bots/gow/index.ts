// God of War's bots as a family (bots/modes.ts BotFamily): a greedy team, each seat on its own view.
import { gowRules, type GowAction, type GowState } from '../../engine/gow';
import type { BotFamily } from '../modes';
import { GOW_BOT_KINDS, gowGreedyBot, type GowBotKind } from './greedy';

type GowBot = ReturnType<typeof gowGreedyBot>;

export function askGow(bot: GowBot, state: GowState, side: number | string): GowAction | null {
  const legal = gowRules.legalActions(state, side);
  if (legal.length === 0) return null;
  return bot.decide(gowRules.view(state, side), legal);
}

export const GOW_BOTS: BotFamily<GowBotKind> = {
  kinds: GOW_BOT_KINDS,
  create: () => gowGreedyBot() as never,
  ask: (bot, state, side) => askGow(bot as GowBot, state as GowState, side),
  // eslint-disable-next-line require-yield -- a greedy bot answers at once
  *think(bot, state, side) { return askGow(bot as GowBot, state as GowState, side); },
};

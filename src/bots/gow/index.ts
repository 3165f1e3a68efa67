// God of War's bots as a family (bots/modes.ts BotFamily): a greedy team, each seat on its own view.
import { gowRules, type GowAction, type GowState } from '../../engine/gow';
import type { BotFamily } from '../modes';
import { gowSearchBot } from '../search/gow-bot';
import type { Bot } from '../types';
import { GOW_BOT_KINDS, gowGreedyBot, type GowBotKind } from './greedy';

/** A God of War bot: the greedy one reads its view, the searching one the state (it guesses the rest). */
export type GowBot = Bot<never, GowAction, GowBotKind, GowState>;

export const createGowBot = (kind: GowBotKind, seed: number): GowBot =>
  (kind === 'hard' ? gowSearchBot(seed) : gowGreedyBot()) as GowBot;

export function askGow(bot: GowBot, state: GowState, side: number | string): GowAction | null {
  const legal = gowRules.legalActions(state, side);
  if (legal.length === 0) return null;
  if (bot.decideOnState) return bot.decideOnState(state, side as number);
  return (bot.decide as (v: unknown, l: GowAction[]) => GowAction)(gowRules.view(state, side), legal);
}

export const GOW_BOTS: BotFamily<GowBotKind> = {
  kinds: GOW_BOT_KINDS,
  create: (kind, seed) => createGowBot(kind, seed) as never,
  ask: (bot, state, side) => askGow(bot as GowBot, state as GowState, side),
  *think(bot, state, side) {
    const b = bot as GowBot;
    if (b.thinkOnState && gowRules.legalActions(state as GowState, side).length > 0) return yield* b.thinkOnState(state as GowState, side as number);
    return askGow(b, state as GowState, side);
  },
};

// How a classic bot is asked for its move from the state: on the state when it reads it (the greedy and
// searching bots), else from the seat's view and the legal list.
import { rules, type Action, type GameState, type Side } from '../engine';
import type { Bot } from './types';

export function askClassic(bot: Bot, state: GameState, side: Side): Action | null {
  const seat = side as number;
  if (bot.decideOnState) return bot.decideOnState(state, seat);
  const legal = rules('classic').legal(state, seat);
  return legal.length ? bot.decide(rules('classic').view(state, seat), legal) : null;
}

/** The same move in steps when the bot thinks in steps (the searching bot), else at once. */
export function* thinkClassic(bot: Bot, state: GameState, side: Side): Generator<void, Action | null> {
  if (bot.thinkOnState) return yield* bot.thinkOnState(state, side as number);
  return askClassic(bot, state, side);
}

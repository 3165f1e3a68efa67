// How a cooperative bot is asked for its move from the state: on the state when it reads it (the
// searching bot, which guesses what the team cannot see), else from its view and the legal list.
import { rules, type CoopAction, type CoopState, type Side } from '../../engine';
import { viewFor } from './team-view';
import type { CoopBot } from './types';

export function askCoop(bot: CoopBot, state: CoopState, side: Side): CoopAction | null {
  const legal = rules('coop').legal(state, side);
  if (!legal.length) return null;
  if (bot.decideOnState) return bot.decideOnState(state, side as number);
  return bot.decide(viewFor(state, side, !!bot.openHands), legal, side);
}

/** The same move in steps when the bot thinks in steps (the searching bot), else at once. */
export function* thinkCoop(bot: CoopBot, state: CoopState, side: Side): Generator<void, CoopAction | null> {
  if (bot.thinkOnState && rules('coop').legal(state, side).length) return yield* bot.thinkOnState(state, side as number);
  return askCoop(bot, state, side);
}

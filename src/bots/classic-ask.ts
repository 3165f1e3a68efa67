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

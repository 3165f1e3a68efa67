// Running the cooperative bots on arranged states: what a bot decides, and a hero's whole turn.
import { rules, type CoopAction, type CoopState, type Side } from '../../src/engine';
import { viewFor, type CoopBot } from '../../src/bots/coop';
import { play } from '../coop/helpers';

/** What the bot decides for a side now (its view, its legal actions). */
export const decideFor = (bot: CoopBot, state: CoopState, side: Side): CoopAction =>
  bot.decide(viewFor(state, side, !!bot.openHands), rules('coop').legal(state, side), side);

/** Plays the active hero's turn with the bot (decisions included) until it ends; the actions taken. */
export function runTurn(bot: CoopBot, start: CoopState, limit = 40): { state: CoopState; actions: CoopAction[] } {
  let state = start;
  const seat = state.active;
  const actions: CoopAction[] = [];
  while (state.board.inTurn && state.active === seat && actions.length < limit) {
    const side = rules('coop').toAct(state)!;
    const action = decideFor(bot, state, side);
    actions.push(action);
    state = play(state, action).state;
  }
  return { state, actions };
}

// The easy bot: the greedy bot, except that now and then it lets a buy go and ends its turn (a player
// still learning the game): one buy in five, it wins about 37 games in 100 against greedy (npm run sim
// -- --mode classic --players 2 --bots easy,greedy --games 100 --seed 5). Buying another card than
// greedy's at random instead made it stronger than greedy (67 in 100): greedy's worth is no gospel.
import type { Action, GameView } from '../engine';
import { chooseFromView } from './greedy';
import { guardLoops } from './loop-guard';
import { botRandom, type Bot } from './types';

/** How often the easy bot lets a buy go. */
const NOISE = 0.2;

export function easyBot(seed: number): Bot {
  const random = botRandom(seed);
  return {
    kind: 'easy',
    decide: guardLoops((view: GameView, legal: Action[]): Action => {
      const choice = chooseFromView(view, legal);
      // Now and then it lets a buy go: ends its turn with the cards in play unused.
      if (choice.type === 'acquire' && random() < NOISE) return legal.find((a) => a.type === 'endTurn') ?? choice;
      return choice;
    }),
  };
}

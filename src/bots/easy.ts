// The easy bot: the greedy bot, except that now and then it buys another card than the best one it
// can afford (a player still learning what is worth most).
import type { Action, GameView } from '../engine';
import { chooseFromView } from './greedy';
import { guardLoops } from './loop-guard';
import { botRandom, type Bot } from './types';

/** How often the easy bot buys at random among what it can afford. */
const NOISE = 0.4;

export function easyBot(seed: number): Bot {
  const random = botRandom(seed);
  return {
    kind: 'easy',
    decide: guardLoops((view: GameView, legal: Action[]): Action => {
      const buys = legal.filter((a) => a.type === 'acquire');
      if (buys.length > 1 && random() < NOISE) return buys[Math.floor(random() * buys.length)];
      return chooseFromView(view, legal);
    }),
  };
}

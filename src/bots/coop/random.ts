// Picks any legal action, for fuzzing: ends its turn only now and then so that games move on.
import type { CoopAction, CoopView, Side } from '../../engine';
import { botRandom } from '../types';
import type { CoopBot } from './types';

export function coopRandomBot(seed: number): CoopBot {
  const random = botRandom(seed);
  return {
    kind: 'random',
    decide(_view: CoopView, legal: CoopAction[], _side: Side): CoopAction {
      const others = legal.filter((a) => a.type !== 'endTurn');
      const pool = others.length && random() < 0.85 ? others : legal;
      return pool[Math.floor(random() * pool.length)];
    },
  };
}

// Picks any legal action: for fuzzing. Ends its turn only now and then so that games move on.
import type { Action, GameView } from '../engine';
import { guardLoops } from './loop-guard';
import { botRandom, type Bot } from './types';

export function randomBot(seed: number): Bot {
  const random = botRandom(seed);
  return { kind: 'random', decide: guardLoops((_view: GameView, legal: Action[]): Action => pickAtRandom(legal, random)) };
}

/** Any listed action, the end of the turn only now and then (every mode's random bot). */
export function pickAtRandom<A extends { type: string }>(legal: readonly A[], random: () => number): A {
  const others = legal.filter((a) => a.type !== 'endTurn');
  const pool = others.length && random() < 0.85 ? others : legal;
  return pool[Math.floor(random() * pool.length)];
}

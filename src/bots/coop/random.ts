// Picks any legal action, for fuzzing: ends its turn only now and then so that games move on.
import { pickAtRandom } from '../random';
import { botRandom } from '../types';
import type { CoopBot } from './types';

export function coopRandomBot(seed: number): CoopBot {
  const random = botRandom(seed);
  return { kind: 'random', decide: (_view, legal) => pickAtRandom(legal, random) };
}

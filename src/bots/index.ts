import { greedyBot } from './greedy';
import { randomBot } from './random';
import type { Bot, BotKind } from './types';

export * from './types';
export { greedyBot, randomBot };

export function createBot(kind: BotKind, seed: number): Bot {
  return kind === 'greedy' ? greedyBot() : randomBot(seed);
}

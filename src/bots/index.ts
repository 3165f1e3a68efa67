import { greedyBot } from './greedy';
import { BOTS } from './modes';
import { randomBot } from './random';
import type { Bot, BotKind } from './types';

export * from './types';
export { BOTS, botsOf, type BotFamily } from './modes';
export { greedyBot, randomBot };

/** A classic bot (BOTS.coop.create makes the cooperative ones). */
export function createBot(kind: BotKind, seed: number): Bot {
  return BOTS.classic.create(kind, seed);
}

// A bot sees what its seat may see and the legal actions, nothing more.
import type { Action, GameView } from '../engine';

export interface Bot {
  readonly kind: BotKind;
  decide(view: GameView, legal: Action[]): Action;
}
export type BotKind = 'random' | 'greedy';
export const BOT_KINDS: readonly BotKind[] = ['random', 'greedy'];

/** A bot's own seeded randomness (mulberry32), so a simulated game replays exactly. */
export function botRandom(seed: number): () => number {
  let s = seed | 0;
  return () => {
    let t = (s = (s + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

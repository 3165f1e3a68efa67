// Mulberry32: a tiny seeded PRNG whose whole state is one 32-bit integer kept in the game state,
// so that seed + actions replay a game exactly.
import type { GameState } from '../table/types';

export function nextRandom(state: { rng: number }): number {
  let t = (state.rng = (state.rng + 0x6d2b79f5) | 0);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** A stand-alone mulberry32 stream over a seed, for code outside a game state (bots, card art). */
export function seededRandom(seed: number): () => number {
  const state = { rng: seed | 0 };
  return () => nextRandom(state);
}

/** Fisher–Yates shuffle in place, drawing from the state's PRNG. */
export function shuffleInPlace<T>(state: Pick<GameState, 'rng'>, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(nextRandom(state) * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

export const seedToRng = (seed: number): number => (Math.imul(seed | 0, 0x9e3779b1) ^ 0x5bd1e995) | 0;

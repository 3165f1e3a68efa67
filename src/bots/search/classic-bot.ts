// The classic game's searching bot (issue 26). First cut: the greedy bot's choice, until the search lands.
import { greedyBot } from '../greedy';
import type { Bot } from '../types';

export function classicSearchBot(_seed: number): Bot {
  return { ...greedyBot(), kind: 'hard' };
}

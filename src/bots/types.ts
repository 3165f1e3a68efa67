// A bot sees what its seat may see and the legal actions, nothing more.
import type { Action, GameView } from '../engine';
import { seededRandom } from '../engine';

export interface Bot {
  readonly kind: BotKind;
  decide(view: GameView, legal: Action[]): Action;
}
export type BotKind = 'random' | 'greedy';
export const BOT_KINDS: readonly BotKind[] = ['random', 'greedy'];

/** A bot's own seeded randomness, so a simulated game replays exactly. */
export const botRandom = seededRandom;

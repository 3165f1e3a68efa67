// A bot sees what its seat may see and the legal actions, nothing more.
import type { Action, GameState, GameView, Seat } from '../engine';
import { seededRandom } from '../engine';

export interface Bot {
  readonly kind: BotKind;
  decide(view: GameView, legal: Action[]): Action;
  /** The same choice read from the state, for headless games only (no view, no full legal list): given
   *  when a bot has it, proved equal to decide() by its tests. `seat` is the seat to act. */
  decideOnState?(state: GameState, seat: Seat): Action;
}
export type BotKind = 'random' | 'greedy';
export const BOT_KINDS: readonly BotKind[] = ['random', 'greedy'];

/** A bot's own seeded randomness, so a simulated game replays exactly. */
export const botRandom = seededRandom;

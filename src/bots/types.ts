// A bot sees what its side may see and the legal actions, nothing more. One interface for every mode:
// a mode's bots are `Bot<its view, its action, its kinds>`.
import type { Action, GameState, GameView, Seat, Side } from '../engine';
import { seededRandom } from '../engine';

export interface Bot<V = GameView, A = Action, K extends string = BotKind, S = GameState> {
  readonly kind: K;
  /**
   * Whether this bot plays open-handed: the heroes of a cooperative team talk, so its views may show
   * every teammate's hand (the simulator fills them; see coop/team-view.ts). A bot without it reads
   * its side's own view only.
   */
  readonly openHands?: boolean;
  /** `side` is who acts: a seat, or a side that is no seat (the cooperative table's pick, 'team').
   *  A mode whose every side is a seat may leave it out: the view names its viewer. */
  decide(view: V, legal: A[], side?: Side): A;
  /** The same choice read from the state, for headless games only (no view, no full legal list): given
   *  when a bot has it, proved equal to decide() by its tests. `seat` is the seat to act. */
  decideOnState?(state: S, seat: Seat): A;
  /** decideOnState's choice in steps (a searching bot: one playout each), so that a worker may pause
   *  between them and leave the table's renderer its share of the machine (app/bot.worker.ts). */
  thinkOnState?(state: S, seat: Seat): Generator<void, A>;
}
/** The classic game's bots (append only: saves name them). easy: greedy with some noise; hard: the search. */
export type BotKind = 'random' | 'greedy' | 'easy' | 'hard';
export const BOT_KINDS: readonly BotKind[] = ['random', 'greedy', 'easy', 'hard'];

/** A bot's own seeded randomness, so a simulated game replays exactly. */
export const botRandom = seededRandom;

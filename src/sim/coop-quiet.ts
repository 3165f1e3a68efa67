// Issue 25, "no dead rounds", measured: when in a bots' game the table would say "nothing has changed
// for N rounds" (coop/quiet.ts) and offer to skip, and when the sound stall rule (coop/stall.ts) would
// say that no hero can change the outcome. Read once per round, at the start of each players' phase.
import { QUIET_OFFER_ROUNDS, quietRounds, stalled, type CoopState } from '../engine';

export interface QuietTally {
  /** The first round the offer was shown in (its players' phase), or null: never. */
  offerRound: number | null;
  /** The rounds begun with the offer shown (a bots-only table plays them at once). */
  offeredRounds: number;
  /** Times the heroes changed something after the offer was shown (it was not the end). */
  resumed: number;
  /** The first round the sound stall rule held in, or null. */
  stallRound: number | null;
}

/** Follows a game: call it after every action. */
export function quietWatcher(): { step(state: CoopState): void; tally: QuietTally } {
  const tally: QuietTally = { offerRound: null, offeredRounds: 0, resumed: 0, stallRound: null };
  let round = 1;
  let offered = false;
  return {
    tally,
    step(state) {
      if (state.board.round === round || state.phase === 'gameOver') return;
      round = state.board.round;
      const quiet = quietRounds(state);
      if (offered && quiet === 0) tally.resumed++;
      offered = quiet >= QUIET_OFFER_ROUNDS;
      if (offered) { tally.offeredRounds++; tally.offerRound ??= round; }
      if (tally.stallRound === null && stalled(state)) tally.stallRound = round;
    },
  };
}

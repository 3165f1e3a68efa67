// Issue 25, "no dead rounds", the honest signal beside the sound one (stall.ts): how many full rounds
// in a row the heroes have changed nothing that matters. Unlike a stall it proves nothing (a hero may
// still turn the game), so the table only offers to skip ahead; but it fires in real games, where the
// sound rule rarely can (an easy game once rose for 23 rounds with nobody able to act).
//
// A round (a players' phase and the Poseidon phase after it) is quiet when, from its start to the next
// players' phase:
// - no hero acquired or won a card (by Force, Cosmos or an effect, a General or a pillar included);
// - no pillar was revealed (by anyone: a new target) nor destroyed;
// - the heroes' summed VP did not rise, and Poseidon's did not fall (the final count's two sides,
//   coop/end.ts: a gift that completes a set, a VP token, a card taken from Poseidon all count).
// Moving, giving, healing, drawing and Poseidon's own taking are not changes the heroes made. The first
// round of a game, or of a state saved before this count existed, is never counted as quiet.
import { score } from '../classic/scoring';
import type { GameEvent } from '../table/types';
import { poseidonScore } from './end';
import type { CoopEvent, CoopState, QuietCount } from './types';

/** After this many quiet rounds in a row the table says so and offers to skip to the end. Three: a
 *  team gathering Force for a distant pillar (a move, a gift, a turn to draw) may pass one or two
 *  rounds without acquiring, and then the sim's planner teams nearly always act again (docs/coop.md);
 *  a third in a row is rarely followed by anything. */
export const QUIET_OFFER_ROUNDS = 3;

/** Whether an event is a change the heroes' game made (the list above). */
function stirs(state: CoopState, e: CoopEvent): boolean {
  switch (e.type) {
    case 'acquired': return e.seat < state.players.length;
    case 'pillarRevealed': case 'pillarDestroyed': return true;
    default: return false;
  }
}

/** The final count's two sides as they stand. */
function sides(state: CoopState): { heroes: number; poseidon: number } {
  return { heroes: score(state).scores.reduce((sum, s) => sum + s.vp, 0), poseidon: poseidonScore(state).vp };
}

/** Follows one action's events in their order: a change stirs the round under way; each new players'
 *  phase closes a round, quiet or not. The count is replaced, never changed in place. */
export function countQuietRounds(state: CoopState, events: readonly GameEvent[], from = 0): void {
  const b = state.board;
  let q: QuietCount | null = b.quiet ?? null;
  for (let i = from; i < events.length; i++) {
    const e = events[i] as CoopEvent;
    if (q && !q.stirred && stirs(state, e)) q = { ...q, stirred: true };
    else if (e.type === 'phaseStarted' && e.phase === 'players') {
      const now = sides(state);
      const quiet = q !== null && !q.stirred && now.heroes <= q.heroes && now.poseidon >= q.poseidon;
      q = { rounds: quiet ? q!.rounds + 1 : 0, stirred: false, ...now };
    }
  }
  if (q) b.quiet = q;
}

/** The quiet rounds in a row so far (0 for a state from before the count). */
export const quietRounds = (state: CoopState): number => state.board.quiet?.rounds ?? 0;

// The cooperative mode's searching bot (`hard`, issue 26): a team player. At the table's pick of who
// plays next and at a hero's choices that shape the round (what to acquire, where to move, what to
// give, when to stop), it tries each candidate on guesses of the hidden cards drawn from the team's
// view (determinize.ts: decks and face-down piles dealt again; the team talks, so hands are seen),
// plays the round on with the planner, through Poseidon's phase, and keeps the move that leaves the
// team best placed (team-judge.ts). Other steps (playing a card toward the planned buy, answers) are
// the planner's. Its randomness is seeded from its seed and what the team sees.
import { RULESETS, rules, type CoopAction, type CoopState, type CoopView, type Side } from '../../engine';
import { coopPlannerBot } from '../coop/planner';
import { viewFor } from '../coop/team-view';
import type { CoopBot } from '../coop/types';
import { determinize, hashText } from './determinize';
import { drain, searchSteps } from './flat';
import { teamJudge } from './team-judge';

export interface CoopSearchOptions {
  /** Playouts per searched decision. */
  playouts?: number;
  /** Poseidon phases each playout lives through before it judges (1: to the end of the next one). */
  rounds?: number;
}

export const COOP_PLAYOUTS = 40;
const MOST_CANDIDATES = 5;
/** The planner's move is kept unless another does better by this much on average: the judge is noisy.
 *  Measured (docs/coop-difficulty.md, 3–4 heroes easy, 60 games): at 0.01 the team did worse than the
 *  planner (0 wins against 3 on seeds 1–20); at 0.05 a little better (8 wins against 5, 4.9 pillars
 *  down against 4.4); at 0.1 it never left the planner. */
const PLANNER_MARGIN = 0.05;
/** A playout stops after this many actions whatever happens (a guard: a round takes ~15). */
const PLAYOUT_ACTIONS = 600;
/** The choices searched; the others follow the planner. */
const SEARCHED = new Set<CoopAction['type']>(['takeTurn', 'acquire', 'move', 'give', 'endTurn']);

export function coopSearchBot(seed: number, options: CoopSearchOptions = {}): CoopBot {
  const playouts = options.playouts ?? COOP_PLAYOUTS;
  const rounds = options.rounds ?? 1;
  const planner = coopPlannerBot();
  function* think(state: CoopState, side: Side): Generator<void, CoopAction> {
    const legal = rules('coop').legal(state, side);
    const planned = planner.decide(viewFor(state, side, true), legal, side);
    const moves = candidates(planned, legal);
    if (moves.length === 1) return planned;
    return yield* searchCoopMove(state, side, moves, seed, playouts, rounds);
  }
  return {
    kind: 'hard',
    openHands: true,
    // Without the state there is nothing to search from: the planner's choice (tables ask decideOnState).
    decide: (view: CoopView, legal: CoopAction[], side: Side) => planner.decide(view, legal, side),
    decideOnState: (state, side) => drain(think(state, side)),
    thinkOnState: think,
  };
}

/** The planner's move first, then the other choices of the kinds searched (at most a few). */
export function candidates(planned: CoopAction, legal: readonly CoopAction[]): CoopAction[] {
  if (!SEARCHED.has(planned.type) && !legal.some((a) => a.type === 'acquire')) return [planned];
  const out = [planned];
  const seen = new Set([JSON.stringify(planned)]);
  for (const a of legal) {
    if (out.length >= MOST_CANDIDATES) break;
    if (!SEARCHED.has(a.type) || (a.type === 'endTurn' && a.discard?.length)) continue;
    const k = JSON.stringify(a);
    if (!seen.has(k)) { seen.add(k); out.push(a); }
  }
  return out;
}

function* searchCoopMove(state: CoopState, side: Side, moves: CoopAction[], seed: number, playouts: number, rounds: number): Generator<void, CoopAction> {
  const base = hashText(`${state.board.round}|${state.turn}|${state.board.heroAt.join(',')}|${state.players.map((p) => p.hand.join('.')).join('/')}|${state.field.join(',')}`, seed);
  const horizon = state.board.round + rounds;
  const { best } = yield* searchSteps<CoopState>({
    count: moves.length,
    sample: (n) => {
      const copy = RULESETS.coop.copy(state);
      determinize(copy, side, hashText(String(n), base), true);
      return copy;
    },
    value: (copy, i) => {
      if (!rules('coop').applyInPlace(copy, moves[i]).ok) return -1;
      playOn(copy, horizon);
      return teamJudge(copy) + (i === 0 ? PLANNER_MARGIN : 0);
    },
  }, playouts);
  return moves[best];
}

/** Plays on with the planner for every side until the players' phase `horizon` begins or the game ends. */
function playOn(state: CoopState, horizon: number): void {
  const planner = coopPlannerBot();
  for (let n = 0; n < PLAYOUT_ACTIONS && state.phase !== 'gameOver' && state.board.round < horizon; n++) {
    const side = rules('coop').toAct(state);
    if (side === null || side === 'poseidon') return;
    const legal = rules('coop').legal(state, side);
    if (!legal.length) return;
    if (!rules('coop').applyInPlace(state, planner.decide(viewFor(state, side, true), legal, side)).ok) return;
  }
}

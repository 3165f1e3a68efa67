// The cooperative games pinned before the redesign of issue 24 ("coop games replay move for move
// against the last commit before this refactor"): which games, and how one is played back. Shared by
// the generator (make-golden.ts, run once at the pinning commit) and the test (coop-golden.test.ts).
import { isDeepStrictEqual } from 'node:util';
import {
  HEROES, rules, seededRandom, stateHash,
  type CoopAction, type CoopEvent, type CoopSetupOptions, type CoopState, type Difficulty, type GameEvent, type PoseidonStep,
} from '../../src/engine';
import { fuzzSetup } from '../../src/sim/fuzz/coop';
import { playCoopGame } from '../../src/sim/play-coop';

/** One pinned game: its setup, its actions, and what the engine made of them. */
export interface PinnedGame {
  name: string;
  setup: CoopSetupOptions;
  actions: CoopAction[];
  /** A running hash of every action's events (the animation and the chronicle read them). */
  events: string;
  /** The final state's hash, its round, and the outcome. */
  state: string;
  round: number;
  result: unknown;
}

export const PINNED_AT = '5164df1';
/** Random walks stop here: the prefix is what is pinned. */
const WALK_LIMIT = 2500;

/** The planner team's games: 2–5 heroes at each difficulty (the same bots the README's table plays). */
export const PLANNER_GAMES = [2, 3, 4, 5].flatMap((players) => (['easy', 'normal', 'hard'] as Difficulty[]).map((difficulty) => ({ players, difficulty, seed: players * 10 + 1 })));
/** Random walks over fuzz setups: Epics, Asgard off, chosen start piles, any team. */
export const WALK_SEEDS = [3, 7, 11, 19, 23, 42, 77, 101];

/**
 * The events as the pinning commit emitted them: the step markers of Poseidon's phase (poseidonStep,
 * added by issue 24 T4) left out. Everything else must come as it came then; the markers themselves are
 * held to the events they mark (misplacedStepMarkers), so together the two pin the whole stream.
 */
export const asPinned = <E extends { type: string }>(events: readonly E[]): E[] => events.filter((e) => e.type !== 'poseidonStep');

/**
 * A state or a view as the pinning commit made it: the count of quiet rounds (issue 25, no dead rounds:
 * coop/quiet.ts; a state's `board.quiet`, a view's `board.quietRounds`) left out. It is a tally of what
 * the game did, not a rule of it (nothing reads it to decide a move); test/coop/quiet.test.ts holds it.
 */
export function pinnedShape<T>(x: T): T {
  const { quiet: _q, quietRounds: _r, ...board } = (x as { board: { quiet?: unknown; quietRounds?: unknown } }).board;
  return { ...x, board };
}

/** What opens each of Poseidon's steps, just after its marker, and the crossing it names. */
function openerOf(e: CoopEvent): { kind: PoseidonStep['kind']; crossing?: number } | null {
  switch (e.type) {
    case 'phaseStarted': return e.phase === 'poseidon' ? { kind: 'poseidonBegins' } : null;
    case 'floodMoved': return { kind: 'floodMoves', crossing: e.crossing };
    case 'floodAt': return { kind: 'poseidonActs', crossing: e.crossing };
    case 'poseidonReveals': return { kind: 'poseidonEnds' };
    default: return null;
  }
}

/** Where one action's markers disagree with the events they mark: each marker comes just before the
 *  event that opens its step (same crossing), and each such event just after its marker. */
export function misplacedStepMarkers(events: readonly GameEvent[]): string[] {
  const all = events as readonly CoopEvent[];
  const problems: string[] = [];
  all.forEach((e, i) => {
    const next = all[i + 1];
    if (e.type === 'poseidonStep' && (!next || !isDeepStrictEqual(openerOf(next), e.step))) problems.push(`${JSON.stringify(e)} before ${next?.type ?? 'nothing'}`);
    const opens = openerOf(e);
    const before = all[i - 1];
    if (opens && !(before?.type === 'poseidonStep' && isDeepStrictEqual(before.step, opens))) problems.push(`${e.type} without its marker`);
  });
  return problems;
}

/** Plays back `actions` from `setup`, each one accepted, hashing the events as they come (as pinned)
 *  and checking the step markers among them. */
export function playBack(setup: CoopSetupOptions, actions: readonly CoopAction[]): { ok: true; state: CoopState; events: string; misplaced: string[] } | { ok: false; at: number; error: string } {
  const { state, events: first } = rules('coop').setup(setup);
  let chain = stateHash(asPinned(first));
  const misplaced: string[] = [];
  for (let i = 0; i < actions.length; i++) {
    const r = rules('coop').applyInPlace(state, actions[i]);
    if (!r.ok) return { ok: false, at: i, error: `${r.error.code}: ${r.error.message}` };
    chain = stateHash([chain, asPinned(r.events)]);
    misplaced.push(...misplacedStepMarkers(r.events).map((p) => `action ${i}: ${p}`));
  }
  return { ok: true, state, events: chain, misplaced };
}

function pin(name: string, setup: CoopSetupOptions, actions: CoopAction[]): PinnedGame {
  const back = playBack(setup, actions);
  if (!back.ok) throw new Error(`${name}: action ${back.at} refused: ${back.error}`);
  return { name, setup, actions, events: back.events, state: stateHash(pinnedShape(back.state)), round: back.state.board.round, result: back.state.result ?? null };
}

/** A planner team's game, as `npm run sim -- --mode coop` plays it. */
export function plannerGame(g: { players: number; difficulty: Difficulty; seed: number }): { setup: CoopSetupOptions; actions: CoopAction[] } {
  const record = playCoopGame({ seed: g.seed, players: g.players, difficulty: g.difficulty, bots: 'planner' });
  if (record.error) throw new Error(record.error);
  return { setup: { seed: g.seed, heroes: HEROES.slice(0, g.players) as CoopSetupOptions['heroes'], difficulty: g.difficulty }, actions: record.actions };
}

/** A seeded random walk over the legal actions of a fuzz setup. */
export function walk(seed: number): { setup: CoopSetupOptions; actions: CoopAction[] } {
  const setup = fuzzSetup(seed);
  const { state } = rules('coop').setup(setup);
  const random = seededRandom(seed * 7919);
  const actions: CoopAction[] = [];
  while (state.phase !== 'gameOver' && actions.length < WALK_LIMIT) {
    const side = rules('coop').toAct(state);
    if (side === null) break;
    const legal = rules('coop').legal(state, side);
    if (!legal.length) break;
    const action = legal[Math.floor(random() * legal.length)];
    if (!rules('coop').applyInPlace(state, action).ok) throw new Error(`walk ${seed}: a listed action was refused`);
    actions.push(action);
  }
  return { setup, actions };
}

/** Every pinned game, played now. */
export function pinAll(): PinnedGame[] {
  return [
    ...PLANNER_GAMES.map((g) => { const p = plannerGame(g); return pin(`planner ${g.players}p ${g.difficulty}`, p.setup, p.actions); }),
    ...WALK_SEEDS.map((seed) => { const w = walk(seed); return pin(`walk ${seed}`, w.setup, w.actions); }),
  ];
}

// The classic game's searching bot (`hard`, issue 26): at each decision with more than one sensible
// move, it tries each candidate on guesses of the hidden cards drawn from its own view (determinize.ts),
// plays the game on with the greedy bot for two rounds, and takes the move that left it best placed
// (flat.ts). Its randomness is seeded from its seed and what it sees: the same game, the same moves.
import { cardType } from '../../cards';
import { classicScoreSeat, rules, RULESETS, type Action, type GameState, type GameView, type Seat } from '../../engine';
import { chooseFromView } from '../greedy';
import { greedyOnState } from '../greedy-on-state';
import { guardLoops, LoopGuard, positionOnState } from '../loop-guard';
import type { Bot } from '../types';
import { worth } from '../worth';
import { determinize, hashText } from './determinize';
import { drain, searchSteps } from './flat';

export interface ClassicSearchOptions {
  /** Playouts per decision (each a greedy game of two rounds on one guess of the hidden cards). */
  playouts?: number;
  /** The rounds each playout looks ahead before it judges the position. */
  rounds?: number;
}

export const CLASSIC_PLAYOUTS = 96;
/** Candidates per decision at most: the greedy move first, then the buys, the end of the turn, the rest. */
const MOST_CANDIDATES = 10;
/** A playout stops after this many actions whatever happens (a guard; two rounds take ~25). */
const PLAYOUT_ACTIONS = 400;

export function classicSearchBot(seed: number, options: ClassicSearchOptions = {}): Bot {
  const playouts = options.playouts ?? CLASSIC_PLAYOUTS;
  const rounds = options.rounds ?? 2;
  const guard = new LoopGuard();
  function* think(state: GameState, seat: Seat): Generator<void, Action> {
    const choice = yield* searchMoveSteps(state, seat, seed, playouts, rounds);
    if (guard.allows(choice, state.turn, () => positionOnState(state, seat))) return choice;
    return rules('classic').legal(state, seat).find((a) => a.type === 'endTurn') ?? choice;
  }
  return {
    kind: 'hard',
    // Without the state there is nothing to search from: the greedy choice (tables ask decideOnState).
    decide: guardLoops((view: GameView, legal: Action[]) => chooseFromView(view, legal), guard),
    decideOnState: (state, seat) => drain(think(state, seat)),
    thinkOnState: think,
  };
}

/** The searched move of `seat` (the seat to act). */
export const searchMove = (state: GameState, seat: Seat, seed: number, playouts: number, rounds: number): Action =>
  drain(searchMoveSteps(state, seat, seed, playouts, rounds));

/** The same search in steps, one playout each (flat.ts). */
export function* searchMoveSteps(state: GameState, seat: Seat, seed: number, playouts: number, rounds: number): Generator<void, Action> {
  const legal = rules('classic').legal(state, seat);
  const moves = candidates(state, seat, legal);
  if (moves.length === 1) return moves[0];
  const base = hashText(positionOnState(state, seat), seed);
  const horizon = state.turn + rounds * state.players.length;
  const { best } = yield* searchSteps<GameState>({
    count: moves.length,
    sample: (n) => {
      const copy = RULESETS.classic.copy(state);
      determinize(copy, seat, hashText(String(n), base));
      return copy;
    },
    value: (copy, i) => {
      if (!rules('classic').applyInPlace(copy, moves[i]).ok) return -1;
      playOn(copy, horizon);
      return judge(copy, seat);
    },
  }, playouts);
  return moves[best];
}

/** The moves worth comparing: the greedy one first, every buy, the end of the turn, each other kind of
 *  action, and one play per card faced (the strongest); answers to a decision, the first few. */
export function candidates(state: GameState, seat: Seat, legal: Action[]): Action[] {
  const greedy = greedyOnState(state, seat, new LoopGuard());
  if (legal.length <= 1) return legal.length ? [legal[0]] : [greedy];
  const out: Action[] = [greedy];
  const seen = new Set([JSON.stringify(greedy)]);
  const add = (a: Action) => { const k = JSON.stringify(a); if (!seen.has(k)) { seen.add(k); out.push(a); } };
  if (state.pending) { for (const a of legal) add(a); return out.slice(0, MOST_CANDIDATES); }
  const typeOf = (uid: number) => state.cards[uid];
  legal.filter((a) => a.type === 'acquire').sort((a, b) => worth(typeOf(target(b))) - worth(typeOf(target(a)))).forEach(add);
  legal.filter((a) => a.type === 'endTurn').forEach(add);
  legal.filter((a) => a.type !== 'acquire' && a.type !== 'endTurn' && a.type !== 'play' && a.type !== 'answer').forEach(add);
  const strongest = new Map<number, { a: Action; v: number }>();
  for (const a of legal) {
    if (a.type !== 'play' || a.effect === false) continue;
    const c = cardType(typeOf(a.card));
    const v = c.force + c.cosmos;
    const was = strongest.get(a.facing);
    if (!was || v > was.v) strongest.set(a.facing, { a, v });
  }
  [...strongest.values()].sort((x, y) => worth(typeOf(facing(y.a))) - worth(typeOf(facing(x.a)))).forEach(({ a }) => add(a));
  return out.slice(0, MOST_CANDIDATES);
}

const target = (a: Action) => (a.type === 'acquire' ? a.target : -1);
const facing = (a: Action) => (a.type === 'play' ? a.facing : -1);

/** Plays the game on with the greedy bot in every seat until turn `horizon` begins or the game ends. */
function playOn(state: GameState, horizon: number): void {
  const guard = new LoopGuard();
  for (let n = 0; n < PLAYOUT_ACTIONS && state.phase !== 'gameOver' && state.turn < horizon; n++) {
    const seat = state.pending ? state.pending.seat : state.active;
    if (!rules('classic').applyInPlace(state, greedyOnState(state, seat, guard)).ok) return;
  }
}

/** How well placed `seat` is, in [0, 1]: a won game 1, a lost one 0; otherwise its VP lead over the
 *  best opponent and the strength of its deck (what a card of it brings on average), squashed. */
export function judge(state: GameState, seat: Seat): number {
  if (state.phase === 'gameOver' && state.result) {
    const won = state.result.winners.includes(seat);
    return won ? 1 / state.result.winners.length : 0;
  }
  const me = standing(state, seat);
  let best = -Infinity;
  for (const p of state.players) if (p.seat !== seat) best = Math.max(best, standing(state, p.seat));
  return 1 / (1 + Math.exp(-(me - best) / 8));
}

/** VP plus 6 VP per point of average Force + Cosmos per card owned (a deck that buys more scores more). */
function standing(state: GameState, seat: Seat): number {
  const p = state.players[seat];
  let sum = 0, count = 0;
  for (const zone of [p.deck, p.hand, p.discard]) for (const uid of zone) { const c = cardType(state.cards[uid]); sum += c.force + c.cosmos; count++; }
  for (const c of state.play) if (c.seat === seat) { const t = cardType(state.cards[c.uid]); sum += t.force + t.cosmos; count++; }
  return classicScoreSeat(state, seat).vp + (count ? (6 * sum) / count : 0);
}

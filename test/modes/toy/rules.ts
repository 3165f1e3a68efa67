// The toy mode's rules: "add to ten". Seats take turns adding 1, 2 or 3 to a running total; whoever
// brings it to exactly ten wins. Its own state (no table, no cards), one action, a bot: the smallest
// ruleset the engine's core runs (core/ruleset.ts), registered by the test alone.
import { RuleError } from '../../../src/engine/core/errors';
import type { Ruleset, Side, Viewer } from '../../../src/engine';
import type { Bot } from '../../../src/bots/types';

export const TOY = 'toy';
export const GOAL = 10;

export interface ToySetup { seed: number; heroes: string[] }
export interface ToyState {
  mode: typeof TOY;
  seats: number;
  active: number;
  total: number;
  winner: number | null;
  /** The core's PRNG state lives in every state (undo reads it to see a shuffle); the toy never draws. */
  rng: number;
}
export interface ToyAction { type: 'add'; seat: number; n: 1 | 2 | 3 }
export interface ToyEvent { type: 'added'; seat: number; n: number; total: number }

const over = (s: ToyState) => s.winner !== null;

export const toyRules: Ruleset<ToyState, ToyAction, ToyEvent, ToyState, ToySetup, 'malformed' | 'internal' | 'refused'> = {
  mode: TOY,
  setup: ({ seed, heroes }) => ({ state: { mode: TOY, seats: heroes.length, active: 0, total: 0, winner: null, rng: seed }, events: [] }),
  parseAction(input) {
    const a = input as Partial<ToyAction> | null;
    if (a?.type !== 'add' || typeof a.seat !== 'number' || ![1, 2, 3].includes(a.n as number)) return { ok: false, message: 'not an "add" of 1, 2 or 3' };
    return { ok: true, action: { type: 'add', seat: a.seat, n: a.n as 1 | 2 | 3 } };
  },
  check(s, a) {
    if (over(s)) throw new RuleError('refused', 'error.gameOver', 'the game is over');
    if (a.seat !== s.active) throw new RuleError('refused', 'error.notYourTurn', 'not your turn');
    if (s.total + a.n > GOAL) throw new RuleError('refused', 'error.tooMuch', `past ${GOAL}`);
  },
  execute(s, a, events) {
    s.total += a.n;
    events.push({ type: 'added', seat: a.seat, n: a.n, total: s.total });
    if (s.total === GOAL) s.winner = a.seat;
    else s.active = (s.active + 1) % s.seats;
  },
  copy: (s) => ({ ...s }),
  legalActions: (s, side: Side) => (over(s) || side !== s.active ? [] : ([1, 2, 3] as const).filter((n) => s.total + n <= GOAL).map((n) => ({ type: 'add', seat: s.active, n }))),
  toAct: (s) => (over(s) ? null : s.active),
  view: (s, _viewer: Viewer) => ({ ...s }),
  redactEvents: (_s, events) => [...events],
  malformedCode: 'malformed',
  internalCode: 'internal',
};

/** The toy's bot: it reaches ten when it can, else leaves the next seat a total of 6 when it can
 *  (the winning line), else adds 1. */
export const toyBot = (): Bot<ToyState, ToyAction, 'toy'> => ({
  kind: 'toy',
  decide(view, legal) {
    return legal.find((a) => view.total + a.n === GOAL) ?? legal.find((a) => view.total + a.n === GOAL - 4) ?? legal[0];
  },
});

// "Lorsqu'un effet cible tous les joueurs dans l'ordre du tour, ils l'appliquent un par un dans l'ordre de
// leur choix" (Poseidon rulebook "Mots clefs"; RULING-20). When one hero's part can change what the next
// one meets (it touches the field, the reserve, the Abyss or a pillar, or another player's cards, or
// names another player), the hero in turn (in Poseidon's phase, the last to have played) picks who
// applies it next, one at a time; the answers are listed clockwise from him, the order a bot team takes.
// When every hero's part touches only their own cards, any order gives the same result: it goes clockwise
// without asking.
import type { Op } from '../../cards';
import { CLASSIC_OPS, type AnyOp } from '../classic/ops';
import type { Seat } from '../table/types';
import { ask, inline, type Handler, type SequencingOp } from '../effects/interpreter';
import { seatsFrom } from '../effects/select';

export type EachInOrderOp = { op: 'eachInOrder'; left: Seat[]; ops: Op[] };
type ForEachOp = Extract<AnyOp, { op: 'forEach' }>;

/** Places every hero shares, where one hero's part changes what the next one finds. */
const SHARED_ZONES = new Set(['field', 'reserve', 'fieldDiscard', 'pillarsInPlay', 'pillarsAside']);
/** Players an op may name besides the one applying it ('each'); the card itself ({ self }) is no player. */
const ownPlayer = (of: unknown) => of === 'each' || (typeof of === 'object' && of !== null && 'self' in of);

/** Keys holding what an op only reads (a number, a condition): reading a shared place changes nothing
 *  for the next hero (an Epic's end counting the Abyss's Black Saints for each player). */
const READS = new Set(['cond', 'when', 'n', 'count']);

/** Whether the order in which the heroes apply these ops can change the outcome (see the file's head). */
export function orderMatters(ops: unknown): boolean {
  if (Array.isArray(ops)) return ops.some(orderMatters);
  if (!ops || typeof ops !== 'object') return false;
  const o = ops as Record<string, unknown>;
  if (typeof o.zone === 'string' && SHARED_ZONES.has(o.zone)) return true;
  if (o.op === 'chooseSeat') return true;
  if ('of' in o && !ownPlayer(o.of)) return true;
  return Object.entries(o).some(([key, value]) => !READS.has(key) && orderMatters(value));
}

const ORDER_VAR = 'nextInOrder';

/** The cooperative forEach: every hero in the order the team picks, when that order matters. */
export const forEachInChosenOrder: Handler<ForEachOp> = (state, frame, op, events) => {
  if (op.players !== 'all' || !orderMatters(op.ops)) return CLASSIC_OPS.forEach(state, frame, op, events);
  const left = seatsFrom(state, state.active).filter((s) => s !== frame.ctx.spare);
  inline(frame, [{ op: 'eachInOrder', left, ops: op.ops } as unknown as Op]);
};

/** Asks who applies the effect next, then runs that hero's part and asks again, until one is left. */
export const eachInOrder: Handler<EachInOrderOp> = (state, frame, op, events) => {
  const setEach = (seat: Seat) => ({ op: 'setEach', seat }) as SequencingOp;
  if (op.left.length <= 1) return inline(frame, op.left.flatMap((seat) => [setEach(seat), ...op.ops]));
  const picked = frame.ctx.vars[ORDER_VAR];
  if (picked === undefined) {
    frame.pc--; // back here with the answer
    return ask(state, frame, state.active, 'seat', op.left, 1, 1, 'prompt.orderNext', ORDER_VAR, events);
  }
  delete frame.ctx.vars[ORDER_VAR];
  const seat = picked[0];
  inline(frame, [setEach(seat), ...op.ops, { op: 'eachInOrder', left: op.left.filter((s) => s !== seat), ops: op.ops } as unknown as Op]);
};

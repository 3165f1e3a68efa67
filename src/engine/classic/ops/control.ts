// The card language's control ops: variables, choices, conditions, loops and named handlers.
import { nextRandom } from '../../core/rng';
import { ask, inline, type SequencingOp } from '../../effects/interpreter';
import { evalCond, evalNum, seatOf, seatsFrom, select } from '../../effects/select';
import { HANDLER_READS, handlers } from '../handlers';
import type { Frame, GameState, Uid } from '../../table/types';
import { locate } from '../../table/zones';
import type { OpHandler } from './index';
import { extraSidesAmong, opponentsOf } from '../../table/sides';
import { staysOnField } from '../../table/positions';

const setEach: OpHandler<'setEach'> = (_state, frame, op, _events) => {
  const ctx = frame.ctx;
  ctx.each = op.seat;
};

const setVar: OpHandler<'setVar'> = (_state, frame, op, _events) => {
  const ctx = frame.ctx;
  ctx.vars[op.name] = [...op.value];
};

/** Ops that take a card from where it is. */
const MOVING = new Set(['move', 'discard', 'destroy', 'swap', 'wound', 'freeze']);
/** Whether the frame's next ops take the cards chosen into `name` somewhere (a handler reading it:
 *  Gigas's replaceFromReserve). */
const movesChosen = (frame: Frame, name: string): boolean =>
  frame.ops.slice(frame.pc).some((o) => (o.op === 'call' ? (HANDLER_READS[o.handler] ?? []).includes(name)
    : MOVING.has(o.op) && JSON.stringify(o).includes(`{"var":${JSON.stringify(name)}}`)));

const choose: OpHandler<'choose'> = (state, frame, op, events) => {
  const ctx = frame.ctx;
  let options = select(state, ctx, op.from);
  // A field card no effect may move or remove (positions.ts) is never offered for a move.
  if (options.some((u) => staysOnField(state, u)) && movesChosen(frame, op.as)) options = options.filter((u) => !staysOnField(state, u));
  if (op.byType) options = onePerType(state, options);
  const reveal = op.reveal ? select(state, ctx, op.reveal) : undefined;
  ask(state, frame, seatOf(state, ctx, op.who), 'cards', options, Math.min(op.min, options.length), Math.min(op.max, options.length), op.prompt, op.as, events, reveal);
};

const chooseSeat: OpHandler<'chooseSeat'> = (state, frame, op, events) => {
  const ctx = frame.ctx;
  const me = seatOf(state, ctx, op.who);
  const among = op.among === 'opponents' ? opponentsOf(state, me) : null;
  // In turn order from the chooser; a side that is not a seat, never in the turn order, comes last.
  let seats = [...seatsFrom(state, me % state.players.length), ...extraSidesAmong(state, among)]
    .filter((s) => (among ? among.includes(s) : op.among === 'players' || s !== me) && s !== ctx.spare);
  if (op.having) seats = seats.filter((s) => evalCond(state, { ...ctx, each: s }, op.having!));
  ask(state, frame, me, 'seat', seats, Math.min(1, seats.length), 1, op.prompt, op.as, events);
};

const optional: OpHandler<'optional'> = (state, frame, op, events) => {
  const ctx = frame.ctx;
  const bind = `optional${frame.pc}`;
  if (ctx.vars[bind] === undefined) {
    frame.pc--; // come back here once answered
    ask(state, frame, seatOf(state, ctx, op.who), 'yesNo', [1, 0], 1, 1, op.prompt, bind, events);
    return;
  }
  const yes = ctx.vars[bind][0] === 1;
  delete ctx.vars[bind];
  if (yes) inline(frame, op.ops);
};

const ifThen: OpHandler<'if'> = (state, frame, op, _events) => {
  const ctx = frame.ctx;
  inline(frame, evalCond(state, ctx, op.cond) ? op.then : op.else ?? []);
};

const forEach: OpHandler<'forEach'> = (state, frame, op, _events) => {
  const ctx = frame.ctx;
  const start = op.players === 'all' ? state.active : (ctx.seat + 1) % state.players.length;
  const opponents = op.players === 'all' ? null : opponentsOf(state, ctx.seat);
  // In turn order from the first concerned; a side that is not a seat, never in the turn order, comes last.
  const seats = [...seatsFrom(state, start), ...extraSidesAmong(state, opponents)]
    .filter((s) => (opponents === null || opponents.includes(s)) && s !== ctx.spare);
  inline(frame, seats.flatMap((seat) => [{ op: 'setEach', seat } as SequencingOp, ...op.ops]));
};

/** // cards drawn at random (Robes Divines Delta, Epsilon; Écaille du Dragon des Mers) */
const chooseRandom: OpHandler<'chooseRandom'> = (state, frame, op, _events) => {
  const ctx = frame.ctx;
  const pool = select(state, ctx, op.from);
  const picked: Uid[] = [];
  for (let n = evalNum(state, ctx, op.n); n > 0 && pool.length; n--) picked.push(pool.splice(Math.floor(nextRandom(state) * pool.length), 1)[0]);
  ctx.vars[op.as] = picked;
};

const forEachCard: OpHandler<'forEachCard'> = (state, frame, op, _events) => {
  const ctx = frame.ctx;
  const uids = select(state, ctx, op.cards);
  inline(frame, uids.flatMap((uid) => [{ op: 'setVar', name: op.as, value: [uid] } as SequencingOp, ...op.ops]));
};

const call: OpHandler<'call'> = (state, frame, op, events) => {
  const handler = handlers[op.handler];
  if (!handler) throw new Error(`no handler named ${op.handler}`);
  handler(state, frame, events, { ask: (...args) => ask(state, frame, ...args, events) });
};

const letVar: OpHandler<'let'> = (state, frame, op, _events) => {
  const ctx = frame.ctx;
  ctx.vars[op.as] = select(state, ctx, op.cards);
};

/** Piles where copies of a card are interchangeable: choosing among them is choosing a card type. */
const UNORDERED = new Set(['hand', 'discard', 'marked', 'destroyed', 'setAside', 'fieldDiscard']);

/** One option per card type and pile (keeps the first copy, the one a scenario's "hand:69" names). */
function onePerType(state: GameState, uids: Uid[]): Uid[] {
  const seen = new Set<string>();
  return uids.filter((uid) => {
    const at = locate(state, uid);
    if (!at || !UNORDERED.has(at.zone)) return true;
    // Marked copies are interchangeable only when they carry the same markers.
    const marks = at.zone === 'marked' ? JSON.stringify(state.markers[uid] ?? {}) : '';
    const key = `${state.cards[uid]}:${at.zone}:${at.seat ?? ''}:${marks}`;
    return !seen.has(key) && !!seen.add(key);
  });
}

export const CONTROL_OPS = { setEach, setVar, choose, chooseSeat, optional, if: ifThen, forEach, chooseRandom, forEachCard, call, let: letVar };

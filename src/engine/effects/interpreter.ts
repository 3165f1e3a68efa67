// The one interpreter of the card language. Effects run as frames on state.stack; a choice stops
// the run with state.pending set, and the answer resumes it. Nothing here is a callback: the whole
// continuation is data, so a game can be saved and resumed in the middle of an effect.
import type { Dest, Op } from '../../cards';
import { scriptOf } from '../../cards/scripts';
import { handlers } from '../handlers';
import { shuffleInPlace } from '../rng';
import type { EffectContext, Frame, GameEvent, GameState, Seat, Uid } from '../types';
import { drawCards, locate, moveCard, ownerOf, removeFlames, reshuffleDiscard } from '../zones';
import { evalCond, evalNum, seatOf, seatsFrom, select } from './select';
import { upkeepOps, runUpkeepOp, type UpkeepOp } from '../upkeep';
import { takeFromField, removeFromField, revealNext } from '../field';

/** Ops the engine adds to frames for its own sequencing. */
export type InternalOp = { op: 'setEach'; seat: Seat } | UpkeepOp;
export type AnyOp = Op | InternalOp;

export function pushEffect(state: GameState, ops: AnyOp[], ctx: EffectContext): void {
  if (ops.length) state.stack.push({ ops: [...ops] as Op[], pc: 0, ctx });
}

export function pushTrigger(state: GameState, uid: Uid, trigger: 'defeated' | 'arrival', ctx: Omit<EffectContext, 'source' | 'vars'>, events: GameEvent[]): void {
  const ops = scriptOf(state.cards[uid])?.[trigger];
  if (!ops?.length) return;
  events.push({ type: 'triggered', uid, card: state.cards[uid], trigger });
  pushEffect(state, ops, { ...ctx, source: uid, vars: {} });
}

export { upkeepOps };

/** Runs frames until the stack is empty or a decision is needed. */
export function drain(state: GameState, events: GameEvent[]): void {
  let guard = 0;
  while (!state.pending && state.stack.length && state.phase !== 'gameOver') {
    if (++guard > 100_000) throw new Error('effect loop did not settle');
    const frame = state.stack[state.stack.length - 1];
    if (frame.pc >= frame.ops.length) {
      state.stack.pop();
      continue;
    }
    const op = frame.ops[frame.pc++] as AnyOp;
    execute(state, frame, op, events);
  }
}

/** Replaces the op just run by others, in place, so that they share the frame's variables. */
function inline(frame: Frame, ops: AnyOp[]): void {
  frame.ops = [...frame.ops.slice(0, frame.pc), ...(ops as Op[]), ...frame.ops.slice(frame.pc)];
}

function destFor(state: GameState, ctx: EffectContext, uid: Uid, dest: Dest) {
  if (dest.zone === 'fieldDiscard' || dest.zone === 'reserve') return { zone: dest.zone };
  const seat = dest.of ? seatOf(state, ctx, dest.of) : ownerOf(state, uid) ?? ctx.seat;
  return dest.zone === 'deckTop' ? { zone: 'deck' as const, seat } : { zone: dest.zone, seat };
}

function ask(state: GameState, frame: Frame, seat: Seat, kind: 'cards' | 'seat' | 'yesNo', options: number[], min: number, max: number, prompt: string, bind: string, events: GameEvent[]): void {
  const decision = { id: state.nextDecisionId++, seat, kind, options, min, max, prompt, source: frame.ctx.source, bind };
  // A choice with only one possible answer is made at once: nothing for the player to decide.
  if (kind !== 'yesNo' && options.length <= min) {
    frame.ctx.vars[bind] = [...options];
    return;
  }
  state.pending = decision;
  events.push({ type: 'decision', decision });
}

function execute(state: GameState, frame: Frame, op: AnyOp, events: GameEvent[]): void {
  const ctx = frame.ctx;
  switch (op.op) {
    case 'setEach': ctx.each = op.seat; return;
    case 'draw': drawCards(state, seatOf(state, ctx, op.who), evalNum(state, ctx, op.n), events); return;
    case 'choose': {
      const options = select(state, ctx, op.from);
      ask(state, frame, seatOf(state, ctx, op.who), 'cards', options, Math.min(op.min, options.length), Math.min(op.max, options.length), op.prompt, op.as, events);
      return;
    }
    case 'chooseSeat': {
      const me = seatOf(state, ctx, op.who);
      const seats = seatsFrom(state, me).filter((s) => op.among === 'players' || s !== me);
      ask(state, frame, me, 'seat', seats, 1, 1, op.prompt, op.as, events);
      return;
    }
    case 'optional': {
      const bind = `optional${frame.pc}`;
      if (ctx.vars[bind] === undefined) {
        frame.pc--; // come back here once answered
        ask(state, frame, seatOf(state, ctx, op.who), 'yesNo', [1, 0], 1, 1, op.prompt, bind, events);
        return;
      }
      const yes = ctx.vars[bind][0] === 1;
      delete ctx.vars[bind];
      if (yes) inline(frame, op.ops);
      return;
    }
    case 'if': inline(frame, evalCond(state, ctx, op.cond) ? op.then : op.else ?? []); return;
    case 'forEach': {
      const start = op.players === 'all' ? state.active : (ctx.seat + 1) % state.players.length;
      const seats = seatsFrom(state, start).filter((s) => op.players === 'all' || s !== ctx.seat);
      inline(frame, seats.flatMap((seat) => [{ op: 'setEach', seat } as InternalOp, ...op.ops]));
      return;
    }
    case 'move': {
      for (const uid of select(state, ctx, op.cards)) {
        const from = locate(state, uid);
        if (from?.zone === 'field' && op.how === 'acquire') {
          const seat = seatOf(state, ctx, op.to.of);
          takeFromField(state, seat, uid, op.to.zone === 'hand' ? 'hand' : 'discard', [], 'effect', events);
        } else if (from?.zone === 'field') removeFromField(state, uid, events, destFor(state, ctx, uid, op.to));
        else moveCard(state, uid, destFor(state, ctx, uid, op.to), events);
      }
      if (op.to.zone === 'reserve') {
        shuffleInPlace(state, state.reserve);
        events.push({ type: 'shuffled', what: 'reserve' });
      }
      return;
    }
    case 'wound': case 'heal': case 'destroy': case 'discard': {
      const zone = op.op === 'wound' ? 'wounded' : op.op === 'destroy' ? 'destroyed' : 'discard';
      for (const uid of select(state, ctx, op.cards)) {
        const seat = ownerOf(state, uid);
        if (seat === null) continue; // only a player's cards can be wounded, healed, destroyed or discarded
        moveCard(state, uid, { zone, seat }, events);
      }
      return;
    }
    case 'removeFlames': removeFlames(state, op.n, events, ctx.source); return;
    case 'refillField': {
      const revealed = revealNext(state, events);
      if (revealed === null) return;
      frame.pc--; // keep filling after this card's Arrival, right to left (rulings sheet "Compléter")
      pushTrigger(state, revealed, 'arrival', { seat: state.active }, events);
      return;
    }
    case 'shuffle': {
      const seat = seatOf(state, ctx, op.who);
      if (op.what === 'reserve') {
        shuffleInPlace(state, state.reserve);
        events.push({ type: 'shuffled', what: 'reserve' });
      } else if (op.what === 'deck') {
        shuffleInPlace(state, state.players[seat].deck);
        events.push({ type: 'shuffled', what: 'deck', seat });
      } else reshuffleDiscard(state, seat, events);
      return;
    }
    case 'modify': case 'costMod': {
      const kind = op.op === 'modify' ? 'value' : 'cost';
      for (const uid of select(state, ctx, op.cards)) {
        const force = op.force === undefined ? 0 : typeof op.force === 'number' ? op.force : evalNum(state, ctx, op.force);
        const cosmos = op.cosmos === undefined ? 0 : typeof op.cosmos === 'number' ? op.cosmos : evalNum(state, ctx, op.cosmos);
        state.modifiers.push({ uid, force, cosmos, kind });
      }
      return;
    }
    case 'call': {
      const handler = handlers[op.handler];
      if (!handler) throw new Error(`no handler named ${op.handler}`);
      handler(state, frame, events, { ask: (...args) => ask(state, frame, ...args, events) });
      return;
    }
    default: runUpkeepOp(state, frame, op as UpkeepOp, events);
  }
}

// The one interpreter of the card language. Effects run as frames on state.stack; a choice stops
// the run with state.pending set, and the answer resumes it. Nothing here is a callback: the whole
// continuation is data, so a game can be saved and resumed in the middle of an effect.
import type { Dest, Op } from '../../cards';
import { scriptOf } from '../../cards/scripts';
import { handlers } from '../handlers';
import { shuffleInPlace } from '../rng';
import type { EffectContext, Frame, GameEvent, GameState, Seat, Uid } from '../types';
import { drawCards, locate, moveCard, ownerOf, removeFlames, reshuffleDiscard, swapCards } from '../zones';
import { acquisitionForbidden, healingForbidden, woundPrevented } from '../restrictions';
import { evalCond, evalNum, seatOf, seatsFrom, select } from './select';
import { upkeepOps, runUpkeepOp, type UpkeepOp } from '../upkeep';
import { takeFromField, removeFromField, revealNext } from '../field';
import { addVpTokens, healAll, healPoints, markCard, removeVpTokens } from '../markers';
import { onAcquired } from '../acquire';
import { pushEffect, pushTrigger } from '../stack';

/** Ops the engine adds to frames for its own sequencing. */
export type InternalOp = { op: 'setEach'; seat: Seat } | { op: 'setVar'; name: string; value: number[] } | UpkeepOp;
export type AnyOp = Op | InternalOp;

export { pushEffect, pushTrigger };
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
  if (dest.zone === 'relics' && !dest.of) return { zone: dest.zone, seat: ctx.seat };
  const seat = dest.of ? seatOf(state, ctx, dest.of) : ownerOf(state, uid) ?? ctx.seat;
  return dest.zone === 'deckTop' ? { zone: 'deck' as const, seat } : { zone: dest.zone, seat };
}

function ask(state: GameState, frame: Frame, seat: Seat, kind: 'cards' | 'seat' | 'yesNo', options: number[], min: number, max: number, prompt: string, bind: string, events: GameEvent[], reveal?: Uid[]): void {
  const decision = { id: state.nextDecisionId++, seat, kind, options, min, max, prompt, source: frame.ctx.source, bind, ...(reveal ? { reveal } : {}) };
  // A choice with only one possible answer is made at once: nothing for the player to decide
  // (unless it also shows cards: looking at them is part of the effect).
  if (kind !== 'yesNo' && options.length <= min && !reveal) {
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
    case 'setVar': ctx.vars[op.name] = [...op.value]; return;
    case 'draw': {
      const seat = seatOf(state, ctx, op.who);
      const before = new Set(state.players[seat].hand);
      drawCards(state, seat, evalNum(state, ctx, op.n), events);
      if (op.as) ctx.vars[op.as] = state.players[seat].hand.filter((u) => !before.has(u));
      return;
    }
    case 'choose': {
      let options = select(state, ctx, op.from);
      if (op.byType) options = onePerType(state, options);
      const reveal = op.reveal ? select(state, ctx, op.reveal) : undefined;
      ask(state, frame, seatOf(state, ctx, op.who), 'cards', options, Math.min(op.min, options.length), Math.min(op.max, options.length), op.prompt, op.as, events, reveal);
      return;
    }
    case 'chooseSeat': {
      const me = seatOf(state, ctx, op.who);
      let seats = seatsFrom(state, me).filter((s) => op.among === 'players' || s !== me);
      if (op.having) seats = seats.filter((s) => evalCond(state, { ...ctx, each: s }, op.having!));
      ask(state, frame, me, 'seat', seats, Math.min(1, seats.length), 1, op.prompt, op.as, events);
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
        if (op.how === 'acquire' && acquisitionForbidden(state, uid, ctx.seat)) continue; // Kuraggu
        if (op.to.zone === 'wounded') { // to a marked area: wounded (Marqué may fire)
          markCard(state, uid, 'wound', events, op.to.of ? seatOf(state, ctx, op.to.of) : undefined);
          continue;
        }
        if (from?.zone === 'field' && op.how === 'acquire') {
          const seat = seatOf(state, ctx, op.to.of);
          takeFromField(state, seat, uid, op.to.zone === 'hand' ? 'hand' : 'discard', [], 'effect', events);
        } else if (from?.zone === 'field') removeFromField(state, uid, events, destFor(state, ctx, uid, op.to));
        else {
          const to = destFor(state, ctx, uid, op.to);
          moveCard(state, uid, to, events);
          // Acquired from elsewhere than the field (Dante, Jango): no Vaincu, no flame (rulings sheet);
          // a Mariner General still reveals his pillar, a Gold Saint still offers the V2 swap.
          if (op.how === 'acquire' && to.seat !== undefined) {
            events.push({ type: 'acquired', seat: to.seat, uid, card: state.cards[uid], by: 'effect', cost: 0, paid: 0 });
            onAcquired(state, to.seat, uid, events);
          }
        }
      }
      if (op.to.zone === 'reserve') {
        shuffleInPlace(state, state.reserve);
        events.push({ type: 'shuffled', what: 'reserve' });
      }
      return;
    }
    case 'wound': case 'freeze': case 'heal': case 'healPoints': case 'destroy': case 'discard': {
      if ((op.op === 'heal' || op.op === 'healPoints') && healingForbidden(state)) return; // a field rule forbids healing (June)
      for (const uid of select(state, ctx, op.cards)) {
        const seat = ownerOf(state, uid);
        if (seat === null) continue; // only a player's cards can be wounded, frozen, healed, destroyed or discarded
        if (op.op === 'wound' && woundPrevented(state, uid, ctx)) continue; // Sho's shield
        if (op.op === 'wound' || op.op === 'freeze') markCard(state, uid, op.op, events);
        else if (op.op === 'heal') healAll(state, uid, events);
        else if (op.op === 'healPoints') healPoints(state, uid, op.points, events);
        else moveCard(state, uid, { zone: op.op === 'destroy' ? 'destroyed' : 'discard', seat }, events);
      }
      return;
    }
    case 'addVp': {
      const n = op.n === undefined ? 1 : evalNum(state, ctx, op.n);
      for (const uid of select(state, ctx, op.cards)) addVpTokens(state, uid, op.value, n, events);
      return;
    }
    case 'removeVp': {
      const n = op.n === undefined ? undefined : evalNum(state, ctx, op.n);
      let removed = 0;
      for (const uid of select(state, ctx, op.cards)) removed += removeVpTokens(state, uid, n, events);
      if (op.as) ctx.vars[op.as] = Array(removed).fill(0);
      return;
    }
    case 'gainVp': {
      const seat = seatOf(state, ctx, op.who);
      const n = evalNum(state, ctx, op.n);
      if (n <= 0) return;
      const tokens = Array(n).fill(op.value);
      state.players[seat].vpTokens.push(...tokens);
      events.push({ type: 'vpGained', seat, tokens });
      return;
    }
    case 'gainEnergy': {
      const seat = seatOf(state, ctx, op.who);
      state.players[seat].energy += op.n;
      events.push({ type: 'energyGained', seat, n: op.n, total: state.players[seat].energy });
      return;
    }
    case 'takeLibra': {
      const seat = seatOf(state, ctx, op.who);
      if (op.from !== undefined) {
        const from = seatOf(state, ctx, op.from);
        if (from === seat || state.players[from].libra <= 0) return;
        state.players[from].libra -= 1;
        state.players[seat].libra += 1;
        events.push({ type: 'libraTaken', seat, from, left: state.expansion?.libra ?? 0 });
      } else if (state.expansion && state.expansion.libra > 0) {
        state.expansion.libra -= 1;
        state.players[seat].libra += 1;
        events.push({ type: 'libraTaken', seat, from: 'supply', left: state.expansion.libra });
      }
      return;
    }
    case 'eliminate': {
      const seat = seatOf(state, ctx, op.who);
      if (state.players[seat].eliminated) return;
      state.players[seat].eliminated = true;
      events.push({ type: 'eliminated', seat });
      return;
    }
    case 'equip': {
      const [card] = select(state, ctx, op.cards);
      if (card === undefined) return;
      const seat = seatOf(state, ctx, op.who);
      const old = state.players[seat].armor;
      if (old === card) return;
      if (old !== null) moveCard(state, old, { zone: 'discard', seat }, events);
      moveCard(state, card, { zone: 'armor', seat }, events);
      const play = scriptOf(state.cards[card])?.play;
      if (play?.length) pushEffect(state, [{ op: 'optional', prompt: 'prompt.usePlayEffect', ops: play }], { seat, source: card, vars: {} });
      return;
    }
    case 'forEachCard': {
      const uids = select(state, ctx, op.cards);
      inline(frame, uids.flatMap((uid) => [{ op: 'setVar', name: op.as, value: [uid] } as InternalOp, ...op.ops]));
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
    case 'let': ctx.vars[op.as] = select(state, ctx, op.cards); return;
    case 'swap': {
      const [a] = select(state, ctx, op.a);
      const [b] = select(state, ctx, op.b);
      if (a !== undefined && b !== undefined && a !== b) swapCards(state, a, b, events);
      return;
    }
    case 'commit': {
      const uids = select(state, ctx, op.cards);
      for (const played of state.play) if (uids.includes(played.uid)) played.lock = op.by;
      return;
    }
    case 'grant': {
      for (const uid of select(state, ctx, op.cards)) state.modifiers.push({ uid, force: 0, cosmos: 0, kind: 'forceAtCosmos' });
      return;
    }
    case 'turnBonus': {
      state.modifiers.push({ uid: -1, seat: ctx.seat, force: op.force ?? 0, cosmos: op.cosmos ?? 0, kind: 'seatValue' });
      return;
    }
    default: runUpkeepOp(state, frame, op as UpkeepOp, events);
  }
}

/** Piles where copies of a card are interchangeable: choosing among them is choosing a card type. */
const UNORDERED = new Set(['hand', 'discard', 'wounded', 'destroyed', 'setAside', 'fieldDiscard']);

/** One option per card type and pile (keeps the first copy, the one a scenario's "hand:69" names). */
function onePerType(state: GameState, uids: Uid[]): Uid[] {
  const seen = new Set<string>();
  return uids.filter((uid) => {
    const at = locate(state, uid);
    if (!at || !UNORDERED.has(at.zone)) return true;
    // Marked copies are interchangeable only when they carry the same markers.
    const marks = at.zone === 'wounded' ? JSON.stringify(state.markers[uid] ?? {}) : '';
    const key = `${state.cards[uid]}:${at.zone}:${at.seat ?? ''}:${marks}`;
    return !seen.has(key) && !!seen.add(key);
  });
}

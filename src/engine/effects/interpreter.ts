// The one interpreter of the card language. Effects run as frames on state.stack; a choice stops
// the run with state.pending set, and the answer resumes it. Nothing here is a callback: the whole
// continuation is data, so a game can be saved and resumed in the middle of an effect.
import { cardType, type Dest, type Op } from '../../cards';
import { scriptOf } from '../../cards/scripts';
import { handlers } from '../classic/handlers';
import { nextRandom, shuffleInPlace } from '../core/rng';
import type { EffectContext, Frame, GameEvent, GameState, Seat, TargetEntry, Uid } from '../classic/types';
import { drawCards, locate, moveCard, ownerOf, playCard, reshuffleDiscard, swapCards } from '../classic/zones';
import { typeOf } from '../classic/card-of';
import { removeFlames } from '../classic/clock';
import { acquisitionForbidden, equipForbidden, healingForbidden, woundPrevented } from '../classic/restrictions';
import { faceToll, facingForbidden } from '../classic/restrictions'; // Soldat Marina 2021, 2025; Thétis 2020
import { evalCond, evalNum, seatOf, seatsFrom, select } from './select';
import { upkeepOps, runUpkeepOp, type UpkeepOp } from '../classic/upkeep';
import { takeFromField, removeFromField, revealNext } from '../classic/field';
import { addVpTokens, healAll, healPoints, markCard, removeVpTokens } from '../classic/markers';
import { faceable, onAcquired } from '../classic/acquire';
import { canBeFaced } from '../classic/values';
import { pushEffect, pushTrigger } from './stack';

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
      if (seat === ctx.spare) return; // Robe Divine Eta: the spared seat is not affected
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
      let seats = seatsFrom(state, me).filter((s) => (op.among === 'players' || s !== me) && s !== ctx.spare);
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
      const seats = seatsFrom(state, start).filter((s) => (op.players === 'all' || s !== ctx.seat) && s !== ctx.spare);
      inline(frame, seats.flatMap((seat) => [{ op: 'setEach', seat } as InternalOp, ...op.ops]));
      return;
    }
    case 'move': {
      for (const uid of select(state, ctx, op.cards)) {
        const from = locate(state, uid);
        if (op.how === 'acquire' && acquisitionForbidden(state, uid, ctx.seat)) continue; // Kuraggu
        if (ctx.spare !== undefined && destFor(state, ctx, uid, op.to).seat === ctx.spare) continue; // Robe Divine Eta
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
      if (n <= 0 || seat === ctx.spare) return;
      const tokens = Array(n).fill(op.value);
      state.players[seat].vpTokens.push(...tokens);
      events.push({ type: 'vpGained', seat, tokens });
      return;
    }
    case 'gainEnergy': {
      const seat = seatOf(state, ctx, op.who);
      if (seat === ctx.spare) return;
      state.players[seat].energy += op.n;
      events.push({ type: 'energyGained', seat, n: op.n, total: state.players[seat].energy });
      return;
    }
    case 'takeLibra': {
      const seat = seatOf(state, ctx, op.who);
      if (seat === ctx.spare) return;
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
      if (state.players[seat].eliminated || seat === ctx.spare) return;
      state.players[seat].eliminated = true;
      events.push({ type: 'eliminated', seat });
      return;
    }
    case 'equip': {
      const [card] = select(state, ctx, op.cards);
      if (card === undefined) return;
      const seat = seatOf(state, ctx, op.who);
      const old = state.players[seat].armor;
      if (old === card || seat === ctx.spare || equipForbidden(state, seat)) return; // Robe Divine Eta; Anneau des Nibelungen
      if (old !== null) moveCard(state, old, { zone: 'discard', seat }, events);
      moveCard(state, card, { zone: 'armor', seat }, events);
      const play = scriptOf(state.cards[card])?.play;
      if (play?.length) pushEffect(state, [{ op: 'optional', prompt: 'prompt.usePlayEffect', ops: play }], { seat, source: card, vars: {} });
      return;
    }
    case 'chooseRandom': { // cards drawn at random (Robes Divines Delta, Epsilon; Écaille du Dragon des Mers)
      const pool = select(state, ctx, op.from);
      const picked: Uid[] = [];
      for (let n = evalNum(state, ctx, op.n); n > 0 && pool.length; n--) picked.push(pool.splice(Math.floor(nextRandom(state) * pool.length), 1)[0]);
      ctx.vars[op.as] = picked;
      return;
    }
    case 'playCard': playFrom(state, frame, op, events); return;
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
      if (seat === ctx.spare && op.what !== 'reserve') return;
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
    case 'offerTarget': offerTargets(state, ctx, op); return; // Urne d'Athéna, Écaille du Dragon des Mers, Krishna, Anneau des Nibelungen
    case 'applyEffect': { // Écaille des Lyumnades, Soldat Marina 2024
      // Each card's part runs as if it had triggered, in the order of the selection: the frames go on
      // the stack last first, above the rest of this effect.
      const runs = select(state, ctx, op.cards).map((uid) => ({ uid, ops: scriptOf(state.cards[uid])?.[op.part] ?? [] })).filter((r) => r.ops.length);
      for (const { uid } of runs) events.push({ type: 'triggered', uid, card: state.cards[uid], trigger: op.part });
      for (const { uid, ops } of runs.reverse()) {
        const slot = state.field.indexOf(uid);
        pushEffect(state, ops, { seat: ctx.seat, source: uid, vars: {}, ...(slot >= 0 ? { slot } : {}), ...(op.part === 'defeated' ? { fighters: [] } : {}) });
      }
      return;
    }
    default: runUpkeepOp(state, frame, op as UpkeepOp, events);
  }
}

/** Zones whose cards cannot be offered as extra targets: already faceable, in play, or hidden. */
const NOT_OFFERED = new Set(['field', 'pillarsInPlay', 'play', 'hand', 'deck', 'reserve', 'epicDeck', 'pillarsAside']);

/**
 * Op offerTarget: the selected cards may be faced and acquired like field cards (GameState.targets;
 * rulings sheet "Jouer une carte": Urne d'Athéna, a card discarded by the Écaille du Dragon des Mers, a
 * marked card via Krishna, the Anneau des Nibelungen). A card with no cost by either route cannot be
 * faced (rulings sheet "Coût"), so it is not offered. A new offer of a card replaces the old one.
 */
function offerTargets(state: GameState, ctx: EffectContext, op: Extract<Op, { op: 'offerTarget' }>): void {
  const force = op.force === undefined ? undefined : evalNum(state, ctx, op.force);
  const cosmos = op.cosmos === undefined ? undefined : evalNum(state, ctx, op.cosmos);
  const seats = op.who === undefined ? undefined : [seatOf(state, ctx, op.who)];
  for (const uid of select(state, ctx, op.cards)) {
    const at = locate(state, uid);
    if (!at || NOT_OFFERED.has(at.zone)) continue;
    const printed = cardType(state.cards[uid]).cost;
    if ((force ?? printed.force) === null && (cosmos ?? printed.cosmos) === null) continue;
    const entry: TargetEntry = {
      uid, to: op.to, ...(force === undefined ? {} : { force }), ...(cosmos === undefined ? {} : { cosmos }),
      ...(seats ? { seats } : {}), ...(op.thisTurn ? { thisTurn: true } : {}),
    };
    state.targets = [...(state.targets ?? []).filter((t) => t.uid !== uid), entry];
  }
}

/**
 * Op playCard (Robes Divines Gamma 1017, Delta 1018): the controller plays a card of a hand or a deck as
 * if from their hand. A character faces a card they choose (asked, then the op runs again with the
 * answer), an armor is equipped, a relic goes to their area; its Mise en jeu is offered (optional). A
 * card that cannot be played stays where it is. A card of another player goes back to that player's
 * discard at the end of the turn (a 'returnTo' modifier, upkeep step 1).
 */
function playFrom(state: GameState, frame: Frame, op: Extract<Op, { op: 'playCard' }>, events: GameEvent[]): void {
  const ctx = frame.ctx;
  const seat = ctx.seat;
  const bind = `facing${frame.pc}`;
  const answer = ctx.vars[bind];
  delete ctx.vars[bind];
  if (op.as) ctx.vars[op.as] = [];
  const [card] = select(state, ctx, op.cards);
  const from = card === undefined ? null : locate(state, card);
  if (card === undefined || !from || (from.zone !== 'hand' && from.zone !== 'deck')) return;
  const kind = typeOf(state, card).kind;
  let toll = 0;
  if (kind === 'character') {
    if (answer === undefined) {
      const options = faceable(state, seat).filter((u) => canBeFaced(state, u) && facingForbidden(state, card, u) === null); // Thétis 2020, Soldat Marina 2025
      if (!options.length) return; // nothing to face: it cannot be played (rulings sheet "Effets de jeu")
      frame.pc--; // come back here with the card it faces
      ask(state, frame, seat, 'cards', options, 1, 1, 'prompt.playFacing', bind, events);
      return;
    }
    if (answer.length !== 1 || !faceable(state, seat).includes(answer[0])) return;
    playCard(state, card, seat, answer[0], events);
    toll = faceToll(state, answer[0]); // Soldat Marina 2021: facing a Marina costs a card, if one is left to discard
  } else if (kind === 'armor') {
    if (equipForbidden(state, seat)) return; // Anneau des Nibelungen
    const old = state.players[seat].armor;
    if (old !== null) moveCard(state, old, { zone: 'discard', seat }, events);
    moveCard(state, card, { zone: 'armor', seat }, events);
  } else if (kind === 'relic') moveCard(state, card, { zone: 'relics', seat }, events);
  else return;
  if (from.seat !== undefined && from.seat !== seat) state.modifiers.push({ uid: card, force: 0, cosmos: 0, kind: 'returnTo', seat: from.seat });
  if (op.as) ctx.vars[op.as] = [card];
  const play = scriptOf(state.cards[card])?.play;
  if (play?.length) pushEffect(state, [{ op: 'optional', prompt: 'prompt.usePlayEffect', ops: play }], { seat, source: card, vars: {} });
  if (toll > 0) { // pushed last: the toll is paid before the Mise en jeu, as for a card played from the hand (apply.ts)
    pushEffect(state, [
      { op: 'choose', from: { any: [{ zone: 'hand', of: 'me' }, { zone: 'play', of: 'me', where: { notSelf: true } }, { zone: 'armor', of: 'me' }] },
        min: toll, max: toll, as: 'toll', prompt: 'prompt.discardToFace', byType: true },
      { op: 'discard', cards: { var: 'toll' } },
    ], { seat, source: card, vars: {} });
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

// Force and Cosmos of played cards, and the cost of field cards, with every static effect and
// this-turn modifier applied. Nothing here is stored: it is recomputed on every read.
import { hasStatics, staticsOf } from '../../cards/scripts';
import type { Filter, Num, Static } from '../../cards';
import { evalCond, evalNum, matches, readCostsWith } from '../effects/select';
import { keepAnswer, keptAnswer } from '../core/read-cache';
import { fieldStatics, noCostRules, rulingStatics } from '../table/ruling';
import type { EffectContext, GameState, PlayedCard, Seat, Uid } from '../table/types';
import { besideSlots, discountSlot, positionOf, slotBeside } from '../table/positions';
import { typeOf } from '../table/card-of';
import { playerOf } from '../table/sides';
import { hooksOf } from '../table/table-hooks';

export type Energy = 'force' | 'cosmos';

/** Readings bind no variable: every context made here shares one empty, frozen set of them. */
const NO_VARS: EffectContext['vars'] = Object.freeze({}) as EffectContext['vars'];
const ctxFor = (state: GameState, uid: Uid, seat: Seat): EffectContext => ({ seat, source: uid, vars: NO_VARS });
/** A number of the card language: most are plain numbers, which need no context. */
const numberOf = (state: GameState, n: Num, source: Uid, seat: Seat): number => (typeof n === 'number' ? n : evalNum(state, ctxFor(state, source, seat), n));

const playedOf = (state: GameState, uid: Uid): PlayedCard | undefined => {
  for (const c of state.play) if (c.uid === uid) return c;
  return undefined;
};

/** The value a card in play (or the equipped armor) brings to an acquisition. */
export function playedValue(state: GameState, uid: Uid, kind: Energy): number {
  const card = typeOf(state, uid);
  const played = playedOf(state, uid);
  const seat = played?.seat ?? state.active;
  // Rulings sheet "Verrouillage": a committed card brings nothing to the other route.
  if (played?.lock && played.lock !== kind) return 0;
  if (plainValue(state, uid, card.id, played)) return Math.max(0, card[kind]); // the short way: its printed value
  const bonus = { value: card[kind], double: false };
  for (const st of staticsOf(card.id, 'self')) addStatic(state, st, uid, seat, kind, bonus);
  if (played && played.facing !== null) {
    for (const other of state.play) {
      if (other.uid === uid || other.facing !== played.facing) continue;
      for (const st of staticsOf(state.cards[other.uid], 'beside')) if (matches(card, st.where)) addStatic(state, st, other.uid, seat, kind, bonus);
    }
    // The card it faces may lend its facers a bonus (a pillar: "each Hyoga gains +1 Force").
    for (const st of staticsOf(state.cards[played.facing], 'facers')) {
      if (st[kind] !== undefined && matches(card, st.where)) bonus.value += numberOf(state, st[kind]!, played.facing, seat);
    }
  }
  let value = bonus.value;
  // Rules of the field cards and of the current Epic (Tournoi galactique: Heroes have 1 Force).
  if (played) value = ruledValue(state, uid, kind, value);
  for (const m of state.modifiers) if ((m.kind === 'value' || m.kind === 'libra') && m.uid === uid) value += m[kind];
  if (played && card.kind === 'character') {
    for (const m of state.modifiers) if (m.kind === 'seatValue' && m.seat === played.seat) value += m[kind];
  }
  if (bonus.double) value *= 2;
  return Math.max(0, value);
}

/** Whether nothing can change this card's printed value now: it has no statics, no effect changed its
 *  value (or its seat's) this turn, no rule in force is about values, and neither the card it faces nor the cards
 *  beside it have statics. */
function plainValue(state: GameState, uid: Uid, typeId: number, played: PlayedCard | undefined): boolean {
  if (hasStatics(typeId)) return false;
  for (const m of state.modifiers) {
    if (m.uid === uid && (m.kind === 'value' || m.kind === 'libra')) return false;
    if (m.kind === 'seatValue' && played && m.seat === played.seat) return false;
  }
  if (!played) return true;
  if (rulingStatics(state, 'values').length) return false;
  if (played.facing === null) return true;
  if (hasStatics(state.cards[played.facing])) return false;
  for (const c of state.play) if (c.facing === played.facing && c.uid !== played.uid && hasStatics(state.cards[c.uid])) return false;
  return true;
}

/** A 'self' or 'beside' static of `source` adding to a played card's value. */
function addStatic(state: GameState, st: Extract<Static, { on: 'self' | 'beside' }>, source: Uid, seat: Seat, kind: Energy, bonus: { value: number; double: boolean }): void {
  const ctx = ctxFor(state, source, seat);
  if (st.when && !evalCond(state, ctx, st.when)) return;
  if (st[kind] !== undefined) bonus.value += evalNum(state, ctx, st[kind]!);
  if (st.double) bonus.double = true;
}

/** A played card's printed Force / Cosmos / Heal after the 'values' rules in force. */
function ruledValue(state: GameState, uid: Uid, kind: Energy | 'heal', value: number): number {
  const card = typeOf(state, uid);
  for (const { source, st } of rulingStatics(state, 'values')) {
    if (st[kind] === undefined || !matches(card, st.where, uid)) continue;
    if (st.when && !evalCond(state, ctxFor(state, source, state.active), st.when)) continue;
    value = st.set ? st[kind]! : value + st[kind]!;
  }
  return value;
}

/** The Heal a card in play brings, after the rules in force. */
export const healValue = (state: GameState, uid: Uid): number => Math.max(0, ruledValue(state, uid, 'heal', typeOf(state, uid).heal));

/** The cards a seat has facing a field card. */
export function facingCards(state: GameState, seat: Seat, target: Uid): Uid[] {
  const out: Uid[] = [];
  for (const c of state.play) if (c.seat === seat && c.facing === target) out.push(c.uid);
  return out;
}

/**
 * What a field card costs this seat by Force or by Cosmos, or null when it has no printed cost of
 * that kind (rulings sheet "Coût": raising a missing cost never opens that route). The 6th slot
 * costs 1 less of each; no cost drops below 1.
 */
export function fieldCost(state: GameState, target: Uid, kind: Energy, seat: Seat, ownRoute = false, unconverted = false): number | null {
  if (ownRoute || unconverted) return costNow(state, target, kind, seat, ownRoute, unconverted);
  const key = ((target * 8 + seat) * 2 + (kind === 'force' ? 0 : 1)) * 2;
  const known = keptAnswer(state, key);
  if (known !== undefined) return known;
  const cost = costNow(state, target, kind, seat, false, false);
  keepAnswer(state, key, cost);
  return cost;
}

function costNow(state: GameState, target: Uid, kind: Energy, seat: Seat, ownRoute: boolean, unconverted: boolean): number | null {
  const card = typeOf(state, target);
  // The short way: the printed cost, less 1 in the 6th slot.
  if (plainCost(state, target, card.id)) return printedCost(state, target, card.cost[kind]);
  return computeFieldCost(state, target, kind, seat, ownRoute, unconverted);
}

function computeFieldCost(state: GameState, target: Uid, kind: Energy, seat: Seat, ownRoute: boolean, unconverted: boolean): number | null {
  const card = typeOf(state, target);
  // Soldat Marina 2023: next to him, a field card's Force cost becomes a Cosmos cost (the cheaper of
  // the two Cosmos costs applies when it has both); `unconverted` reads the costs before that.
  if (!unconverted && forceCostAsCosmos(state, target)) {
    if (kind === 'force') return null;
    const viaForce = fieldCost(state, target, 'force', seat, ownRoute, true);
    const own = fieldCost(state, target, 'cosmos', seat, ownRoute, true);
    return own === null ? viaForce : viaForce === null ? own : Math.min(own, viaForce);
  }
  // Athéna 1013: the Saint she faces may also be acquired by Cosmos for its Force cost (the cheaper
  // of the two Cosmos costs applies); `ownRoute` reads the card's own Cosmos cost.
  if (kind === 'cosmos' && !ownRoute && card.cost.force !== null && cosmosAtForceCost(state, target, seat)) {
    const viaForce = fieldCost(state, target, 'force', seat);
    const own = fieldCost(state, target, 'cosmos', seat, true);
    return own === null ? viaForce : viaForce === null ? own : Math.min(own, viaForce);
  }
  // An extra target (op offerTarget): its offered or printed cost; the field's rules are not about it.
  const offer = state.targets?.find((t) => t.uid === target);
  if (offer && !state.field.includes(target)) return targetCost(state, target, kind, seat, offer[kind] ?? card.cost[kind]);
  // Algethi's Discard: this turn, a field armor may be acquired by Force for its Cosmos cost.
  if (kind === 'force' && card.cost.force === null && state.modifiers.some((m) => m.kind === 'forceAtCosmos' && m.uid === target)) {
    return fieldCost(state, target, 'cosmos', seat);
  }
  const facing = facingCards(state, seat, target);
  const printed = card.cost[kind] ?? altCost(state, target, kind, facing);
  if (printed === null) return null;
  let cost = printed;
  const slot = state.field.indexOf(target);
  // Sorento 2014: on the field his costs cannot be reduced, so every change that lowers them is ignored.
  const firm = slot >= 0 && staticsOf(card.id, 'unreducible').length > 0;
  if (slot >= 0 && slot === discountSlot(state)) cost = firm ? cost : cost - 1;
  for (const st of staticsOf(card.id, 'cost')) {
    if (st.facedBy && !facing.some((f) => matches(typeOf(state, f), st.facedBy))) continue;
    const next = cost + (st[kind] === undefined ? 0 : numberOf(state, st[kind]!, target, seat));
    cost = firm ? Math.max(cost, next) : next;
  }
  // Rules of the field cards and of the current Epic ("the Warriors cost 1 Force", Doutes, …).
  for (const { source, st } of rulingStatics(state, 'costs')) {
    if (st[kind] === undefined || !matches(card, st.where, target, ctxFor(state, source, seat))) continue;
    if (st.when && !evalCond(state, ctxFor(state, source, seat), st.when)) continue;
    if (st.near && !isNear(state, source, slot, st.near)) continue;
    if (st.nextTo && !besideMatching(state, slot, st.nextTo)) continue; // Garde d'Asgard 1033
    const n = numberOf(state, st[kind]!, source, seat);
    const next = st.set ? n : cost + n;
    cost = firm ? Math.max(cost, next) : next;
  }
  // Played cards that change the cost of the card they face (Daichi).
  for (const uid of facing) {
    for (const st of staticsOf(state.cards[uid], 'faced')) {
      if (st[kind] === undefined || !matches(card, st.where)) continue;
      const next = cost + numberOf(state, st[kind]!, uid, seat);
      cost = firm ? Math.max(cost, next) : next;
    }
  }
  for (const m of state.modifiers) if (m.kind === 'cost' && m.uid === target) cost = firm ? Math.max(cost, cost + m[kind]) : cost + m[kind];
  cost += hooksOf(state).costExtra(state, target); // the ruleset's own (table/table-hooks.ts)
  return Math.max(1, cost);
}

const printedCost = (state: GameState, target: Uid, printed: number | null): number | null =>
  printed === null ? null : Math.max(1, state.field[discountSlot(state)] === target ? printed - 1 : printed);

/** Whether nothing can change this card's printed cost now: it has no statics, no rule in force is
 *  about costs, no effect changed its cost this turn, no card is offered outside the field, and no card
 *  facing it has statics. Then the full reading below gives the printed cost (6th slot aside). */
function plainCost(state: GameState, target: Uid, typeId: number): boolean {
  if (hasStatics(typeId) || state.targets || hooksOf(state).costExtra(state, target)) return false;
  for (const m of state.modifiers) if (m.uid === target && (m.kind === 'cost' || m.kind === 'forceAtCosmos')) return false;
  if (!noCostRules(state)) return false;
  for (const c of state.play) if (c.facing === target && hasStatics(state.cards[c.uid])) return false;
  return true;
}

/** Whether a field card stands next to a Soldat Marina 2023, whose rule turns its Force cost into a Cosmos cost. */
function forceCostAsCosmos(state: GameState, target: Uid): boolean {
  if (!fieldStatics(state, 'forceCostAsCosmos').length) return false; // no such card on the field (most states)
  const slot = state.field.indexOf(target);
  if (slot < 0) return false;
  return besideSlots(state, slot).some((s) => {
    const uid = state.field[s];
    return uid !== null && staticsOf(state.cards[uid], 'forceCostAsCosmos').some((st) => matches(typeOf(state, target), st.where, target));
  });
}

/** Whether a card `seat` plays facing `target` lets it be acquired by Cosmos for its Force cost (Athéna 1013). */
function cosmosAtForceCost(state: GameState, target: Uid, seat: Seat): boolean {
  const card = typeOf(state, target);
  for (const c of state.play) {
    if (c.seat !== seat || c.facing !== target) continue;
    if (staticsOf(state.cards[c.uid], 'facedRoute').some((st) => st.cosmosAtForceCost && matches(card, st.where))) return true;
  }
  return false;
}

/** Whether a field slot is on the left of (any position before), on the right of (any position after) or
 *  next to the field card `source` (Garde d'Asgard 1032: « Les Personnages à sa gauche »). Left is the
 *  earlier position: slot 0 is the left end of the row; a ruleset laying its field out otherwise gives
 *  its order (positions.ts), and there "left" is the earlier of that order. */
function isNear(state: GameState, source: Uid, slot: number, near: 'left' | 'right' | 'adjacent'): boolean {
  const at = state.field.indexOf(source);
  if (at < 0 || slot < 0 || slot === at) return false;
  if (near === 'adjacent') return slot === slotBeside(state, at, -1) || slot === slotBeside(state, at, 1);
  const here = positionOf(state, at), there = positionOf(state, slot);
  if (here < 0 || there < 0) return false;
  return near === 'left' ? there < here : there > here;
}

/** Whether a field card next to `slot` matches `where` (Garde d'Asgard 1033: "next to the Guards"). */
function besideMatching(state: GameState, slot: number, where: Filter): boolean {
  if (slot < 0) return false;
  return besideSlots(state, slot).some((s) => {
    const uid = state.field[s];
    return uid !== null && matches(typeOf(state, uid), where, uid);
  });
}

/** A cost the card opens only while a matching card faces it (Static 'altCost'), or null. */
function altCost(state: GameState, target: Uid, kind: Energy, facing: readonly Uid[]): number | null {
  for (const st of staticsOf(state.cards[target], 'altCost')) {
    if (st[kind] !== undefined && facing.some((f) => matches(typeOf(state, f), st.facedBy))) return st[kind]!;
  }
  return null;
}

/** A field card can be faced only if it has some printed cost (rulings sheet "Coût"); an extra target,
 *  if it has a cost by some route (offered or printed: a Hero discarded by the Écaille du Dragon des Mers
 *  cannot be faced). */
export const canBeFaced = (state: GameState, target: Uid) => {
  const { cost } = typeOf(state, target);
  const offer = state.field.includes(target) ? undefined : state.targets?.find((t) => t.uid === target);
  return (offer?.force ?? cost.force) !== null || (offer?.cosmos ?? cost.cosmos) !== null;
};

/** The cost of an extra target (GameState.targets) for `seat`: the base cost, changed by this turn's cost
 *  changes and by the played cards facing it (Daichi); never below 1. No 6th-slot discount. */
function targetCost(state: GameState, target: Uid, kind: Energy, seat: Seat, base: number | null): number | null {
  if (base === null) return null;
  const card = typeOf(state, target);
  let cost = base;
  for (const uid of facingCards(state, seat, target)) {
    for (const st of staticsOf(state.cards[uid], 'faced')) {
      if (st[kind] !== undefined && matches(card, st.where)) cost += numberOf(state, st[kind]!, uid, seat);
    }
  }
  for (const m of state.modifiers) if (m.kind === 'cost' && m.uid === target) cost += m[kind];
  return Math.max(1, cost);
}

/** Total a seat brings against a field card, with or without its equipped armor. */
export function offered(state: GameState, seat: Seat, target: Uid, kind: Energy, withArmor: boolean): number {
  if (!withArmor && !state.play.some((c) => c.seat === seat && c.facing === target)) return 0; // nothing faces it
  // Odd keys: fieldCost's are even.
  const key = (((target * 8 + seat) * 2 + (kind === 'force' ? 0 : 1)) * 2 + (withArmor ? 1 : 0)) * 2 + 1;
  const known = keptAnswer(state, key);
  if (known !== undefined && known !== null) return known;
  const total = computeOffered(state, seat, target, kind, withArmor);
  keepAnswer(state, key, total);
  return total;
}

function computeOffered(state: GameState, seat: Seat, target: Uid, kind: Energy, withArmor: boolean): number {
  let total = 0;
  for (const c of state.play) if (c.seat === seat && c.facing === target) total += playedValue(state, c.uid, kind);
  const armor = playerOf(state, seat).armor;
  if (withArmor && armor !== null) total += playedValue(state, armor, kind);
  return total;
}

readCostsWith(fieldCost); // the `canAcquire` condition reads costs (effects/select.ts)

// Selectors, numbers and conditions of the card language, evaluated against the state.
import { cardType, type Cond, type Num, type Sel, type Who } from '../../cards';
import type { EffectContext, GameState, Seat, Uid, ZoneRef } from '../table/types';
import { besideSlots, fieldOrder } from '../table/positions';
import { ownerOf } from '../table/zones';
import { typeOf } from '../table/card-of';
import { acquisitionForbidden, forbiddingCard } from '../table/restrictions';
import { hasMarker } from '../table/markers';
import { matches } from './match';
import { extraSides, opponentsOf, playerOf, sideZone } from '../table/sides';

export { matches };

/** How the cost of a card is read (values.fieldCost). A cost may depend on a condition (a static's
 *  `when`) and one condition asks a cost (`canAcquire`): values.ts hands its reader over when it
 *  loads, so that the two modules do not import each other. */
type CostReader = (state: GameState, target: Uid, by: 'force' | 'cosmos', seat: Seat) => number | null;
let costReader: CostReader | null = null;
export function readCostsWith(reader: CostReader): void {
  costReader = reader;
}

export function seatOf(state: GameState, ctx: EffectContext, who: Who = 'me'): Seat {
  if (who === 'me') return ctx.seat;
  if (who === 'active') return state.active;
  if (who === 'each') return ctx.each ?? ctx.seat;
  return ctx.vars[who.seatVar]?.[0] ?? ctx.seat;
}

/** Seats in turn order starting from `from` (included), as the rulebook's "each player" reads. */
export function seatsFrom(state: GameState, from: Seat): Seat[] {
  const n = state.players.length;
  return Array.from({ length: n }, (_, i) => (from + i) % n);
}

function zoneCards(state: GameState, zone: Sel & { zone: unknown }, seats: Seat[]): Uid[] {
  const side = extraSideIn(state, seats);
  if (side >= 0) { // a side that is not a seat: its zones read as its ruleset says (sides.ts)
    const others = zoneCards(state, zone, seats.filter((s) => s !== side));
    const name = zone.zone === 'wounded' || zone.zone === 'frozen' ? 'marked' : zone.zone as ZoneRef['zone'];
    let his = [...sideZone(state, side, name)];
    if (zone.zone === 'wounded' || zone.zone === 'frozen') his = his.filter((u) => hasMarker(state, u, zone.zone === 'wounded' ? 'wound' : 'freeze'));
    return [...others, ...his];
  }
  switch (zone.zone) {
    // In the field's order, first to last (positions.ts: the row's slots, or the ruleset's order).
    case 'field': return fieldOrder(state).map((slot) => state.field[slot]).filter((u): u is Uid => u !== null);
    case 'fieldDiscard': return [...state.fieldDiscard];
    case 'reserve': return [...state.reserve];
    case 'pillarsAside': return [...(state.expansion?.pillarsAside ?? [])];
    case 'pillarsInPlay': return [...(state.expansion?.pillarsInPlay ?? [])];
    case 'epicDeck': return [...(state.epic?.deck ?? [])];
    case 'epic': return state.epic?.current === null || !state.epic ? [] : [state.epic.current];
    case 'epicsDone': return [...(state.epic?.done ?? [])];
    case 'play': return state.play.filter((c) => seats.includes(c.seat)).map((c) => c.uid);
    case 'armor': return seats.map((s) => playerOf(state, s).armor).filter((u): u is Uid => u !== null);
    // The marked area, whole or by marker: 'wounded' reads the wounded cards (as in the base game).
    case 'marked': return areaOf(state, seats);
    case 'wounded': return areaOf(state, seats).filter((u) => hasMarker(state, u, 'wound'));
    case 'frozen': return areaOf(state, seats).filter((u) => hasMarker(state, u, 'freeze'));
    // The cards under these seats' relics (Urne d'Athéna).
    case 'under': return seats.flatMap((s) => playerOf(state, s).relics.flatMap((r) => state.under?.[r] ?? []));
    default: return seats.length === 1 ? playerOf(state, seats[0])[zone.zone as 'hand'].slice() : seats.flatMap((s) => playerOf(state, s)[zone.zone as 'hand']);
  }
}

/** The first side among `seats` that is not a seat of the table, or -1. */
function extraSideIn(state: GameState, seats: readonly Seat[]): Seat {
  for (const side of extraSides(state)) if (seats.includes(side)) return side;
  return -1;
}

/** The marked areas of these seats, in seat order (a new list). */
function areaOf(state: GameState, seats: readonly Seat[]): Uid[] {
  return seats.length === 1 ? playerOf(state, seats[0]).marked.slice() : seats.flatMap((s) => playerOf(state, s).marked);
}

export function facingOf(state: GameState, uid: Uid): Uid | null {
  return state.play.find((c) => c.uid === uid)?.facing ?? null;
}

export function select(state: GameState, ctx: EffectContext, sel: Sel): Uid[] {
  let uids: Uid[];
  if ('var' in sel) uids = [...(ctx.vars[sel.var] ?? [])];
  else if ('self' in sel) return [ctx.source];
  else if ('fighters' in sel) uids = [...(ctx.fighters ?? [])];
  else if ('beside' in sel) {
    const facing = facingOf(state, ctx.source);
    uids = facing === null ? [] : state.play.filter((c) => c.facing === facing && c.uid !== ctx.source).map((c) => c.uid);
  } else if ('facers' in sel) uids = state.play.filter((c) => c.facing === ctx.source).map((c) => c.uid); // Kassa 2016
  else if ('adjacent' in sel) {
    const slot = ctx.slot ?? state.field.indexOf(ctx.source);
    uids = slot < 0 ? [] : besideSlots(state, slot).map((s) => state.field[s]).filter((u): u is Uid => u !== null);
  } else if ('reserveTop' in sel) uids = state.reserve.slice(Math.max(0, state.reserve.length - sel.reserveTop)).reverse();
  else if ('deckTop' in sel) {
    const deck = playerOf(state, seatOf(state, ctx, sel.of)).deck;
    uids = deck.slice(Math.max(0, deck.length - sel.deckTop)).reverse();
  }
  else if ('any' in sel) uids = sel.any.flatMap((part) => select(state, ctx, part));
  else if ('reverse' in sel) return select(state, ctx, sel.reverse).reverse();
  else if ('nth' in sel) {
    const all = select(state, ctx, sel.of);
    return sel.nth < all.length ? [all[sel.nth]] : [];
  } else {
    const of = sel.of ?? 'me';
    const seats = of === 'all' ? state.players.map((p) => p.seat)
      : of === 'opponents' ? opponentsOf(state, ctx.seat)
        : of === 'others' ? state.players.map((p) => p.seat).filter((s) => s !== ctx.seat)
        : [seatOf(state, ctx, of)];
    uids = zoneCards(state, sel, seats);
  }
  const where = 'where' in sel ? sel.where : undefined;
  let found = uids.filter((uid) => matches(typeOf(state, uid), where, uid, ctx));
  if (where?.marker) found = found.filter((uid) => hasMarker(state, uid, where.marker!));
  if (where?.noMarker) found = found.filter((uid) => !hasMarker(state, uid, where.noMarker!));
  if (where?.rankAmong) { // Écaille de la Sirène 2031: "de rang identique"
    const ranks = new Set(select(state, ctx, where.rankAmong).map((uid) => typeOf(state, uid).rank));
    found = found.filter((uid) => ranks.has(typeOf(state, uid).rank));
  }
  if (ctx.spare !== undefined) found = found.filter((uid) => ownerOf(state, uid) !== ctx.spare); // Robe Divine Eta 1020
  // "acquirable": no rule in force forbids acquiring it, whoever would (the card's destination is the
  // op's business: the move op and the acquire action also spare a card already its acquirer's).
  return where?.acquirable ? found.filter((uid) => forbiddingCard(state, uid) === null) : found;
}

export function evalNum(state: GameState, ctx: EffectContext, num: Num): number {
  if (typeof num === 'number') return num;
  if ('count' in num) return select(state, ctx, num.count).length;
  if ('vars' in num) return (ctx.vars[num.vars] ?? []).length;
  if ('neg' in num) return -evalNum(state, ctx, num.neg);
  if ('sum' in num) return num.sum.reduce((total: number, n) => total + evalNum(state, ctx, n), 0);
  if ('counter' in num) {
    switch (num.counter) {
      case 'sapphires': return state.expansion?.sapphires ?? 0;
      case 'hourglasses': return state.epic?.hourglasses ?? 0;
      case 'players': return state.players.length;
      case 'libraLeft': return state.expansion?.libra ?? 0;
    }
  }
  if ('vpTokensOn' in num) return select(state, ctx, num.vpTokensOn).reduce((n, uid) => n + (state.markers[uid]?.vp?.length ?? 0), 0);
  return new Set(select(state, ctx, num.distinctNames).map((uid) => typeOf(state, uid).name)).size;
}

export function evalCond(state: GameState, ctx: EffectContext, cond: Cond): boolean {
  if ('exists' in cond) return select(state, ctx, cond.exists).length >= (cond.atLeast ?? 1);
  if ('not' in cond) return !evalCond(state, ctx, cond.not);
  if ('all' in cond) return cond.all.every((c) => evalCond(state, ctx, c));
  if ('clock' in cond) return (state.clock % 2 === 0) === (cond.clock === 'even');
  if ('any' in cond) return cond.any.some((c) => evalCond(state, ctx, c));
  if ('chosen' in cond) return (ctx.vars[cond.chosen] ?? []).length > 0;
  if ('num' in cond) {
    const n = evalNum(state, ctx, cond.num);
    return (cond.min === undefined || n >= cond.min) && (cond.max === undefined || n <= cond.max);
  }
  if ('hourglasses' in cond) {
    const h = state.epic?.hourglasses ?? 0;
    return (cond.hourglasses.min === undefined || h >= cond.hourglasses.min) && (cond.hourglasses.max === undefined || h <= cond.hourglasses.max);
  }
  if ('setIn' in cond) return (state.setup.sets ?? []).includes(cond.setIn);
  if ('most' in cond) {
    const counts = state.players.map((p) => select(state, { ...ctx, each: p.seat }, cond.most).length);
    return counts[ctx.each ?? ctx.seat] === Math.max(...counts);
  }
  if ('canAcquire' in cond) {
    const target = facingOf(state, ctx.source);
    if (target === null || !matches(typeOf(state, target), cond.where, target, ctx)) return false;
    if (!costReader) throw new Error('no cost reader: classic/values.ts was not loaded');
    return costReader(state, target, cond.canAcquire, ctx.seat) !== null &&
      !acquisitionForbidden(state, target, ctx.seat, cond.canAcquire);
  }
  const facing = facingOf(state, ctx.source);
  if (facing === null) return false;
  const slot = state.field.indexOf(facing);
  return slot === (cond.facing === 'first' ? firstOccupiedSlot(state) : lastOccupiedSlot(state));
}

/** The "first card of the field" is the one at the first occupied position. */
export const firstOccupiedSlot = (state: GameState): number => fieldOrder(state).find((s) => state.field[s] !== null) ?? -1;

/** The "last card of the field" is the one at the last occupied position. */
export function lastOccupiedSlot(state: GameState): number {
  const order = fieldOrder(state);
  for (let k = order.length - 1; k >= 0; k--) if (state.field[order[k]] !== null) return order[k];
  return -1;
}

export const typeIdOf = (state: GameState, uid: Uid) => cardType(state.cards[uid]).id;

// What the planner reckons a card is worth to the team, and what a hand brings against one card (a
// pillar's bonus to its facers included), down to the smallest set of cards that pays for it.
import { cardType, type Filter } from '../../cards';
import { staticsOf } from '../../cards/scripts';
import type { CardRef, CoopView, FieldCardView, Seat } from '../../engine';
import { hintedVp } from '../../cards/vp';
import { givableType, isHeroCard, isPillar, lastGeneralAt, LIBRA_FORCE, type Route } from './read';

/** A plain filter's match (kind, classes, hero name); a filter naming anything else never matches. */
function matches(where: Filter | undefined, type: number): boolean {
  if (!where) return true;
  const { kind, classes, heroName, ...rest } = where;
  if (Object.keys(rest).length) return false;
  const card = cardType(type);
  return (!kind || kind.includes(card.kind)) && (!classes || classes.some((c) => card.classes.includes(c)))
    && (!heroName || card.heroName === heroName);
}

/** A cost that grows by one for each character facing the card (Kassa des Lyumnades 2016). */
export const tollOf = (target: number, route: Route): number =>
  staticsOf(target, 'cost').some((s) => JSON.stringify(s[route as 'force'] ?? null).includes('"facers":true')) ? 1 : 0;

/** What one hand card brings against a target by a route: its value, the target's bonus to its facers,
 *  less what facing it adds to its cost. */
export function cardAgainst(target: number, type: number, route: Route): number {
  const card = cardType(type);
  if (card.kind !== 'character') return 0;
  let value = card[route] - tollOf(target, route);
  for (const s of staticsOf(target, 'facers')) {
    const bonus = s[route];
    if (typeof bonus === 'number' && matches(s.where, type)) value += bonus;
  }
  return value;
}

/** A cost lowered while a matching card faces it (the Black Saints: 2 Force less for their Bronze Saint):
 *  the discount and the hand card that earns it. */
function discountFor(target: number, hand: readonly CardRef[], route: Route): { off: number; uid: number } | null {
  for (const s of staticsOf(target, 'cost')) {
    const by = (s as { facedBy?: Filter }).facedBy;
    const off = s[route as 'force'];
    if (!by || typeof off !== 'number' || off >= 0) continue;
    const card = hand.find((c) => cardType(c.type).kind === 'character' && matches(by, c.type));
    if (card) return { off: -off, uid: card.uid };
  }
  return null;
}

/** What the seat brings anyway against a target: cards already played (active seat), its armor's Cosmos. */
function base(view: CoopView, seat: Seat, f: FieldCardView, route: Route, atOwnPile: boolean): number {
  const me = view.players[seat];
  const offered = atOwnPile && seat === view.active ? f.offered[route] : 0;
  return offered + (route === 'cosmos' && me.armor ? cardType(me.armor.type).cosmos : 0);
}

export interface Payment { route: Route; cards: number[]; spare: number }

/**
 * The cheapest way for a seat to take a target with these hand cards: the route and the cards to play
 * (fewest value spent, then fewest cards), or null. Libra weapons count on Hero cards against a pillar.
 */
export function payment(view: CoopView, seat: Seat, f: FieldCardView, hand: readonly CardRef[], atOwnPile: boolean): Payment | null {
  let best: Payment | null = null;
  const weapons = isPillar(f.type) ? view.players[seat].libra ?? 0 : 0;
  for (const route of ['force', 'cosmos'] as const) {
    const cost = f.cost[route];
    if (cost === null) continue;
    const discount = discountFor(f.type, hand, route);
    const alreadyFaced = discount !== null && atOwnPile && view.play.some((c) => c.facing === f.uid && c.seat === seat);
    const need = cost - base(view, seat, f, route, atOwnPile) - (discount && !alreadyFaced ? discount.off : 0);
    const useful = hand.map((c) => ({ uid: c.uid, value: cardAgainst(f.type, c.type, route), hero: isHeroCard(c.type) }))
      .filter((c) => c.value > 0 || c.uid === discount?.uid);
    const forced = discount && !alreadyFaced ? useful.find((c) => c.uid === discount.uid) : undefined;
    const rest = cheapestSubset(useful.filter((c) => c !== forced), need - (forced?.value ?? 0), route === 'force' ? weapons : 0);
    const pick = rest === null ? null : forced ? [forced, ...rest] : rest;
    if (pick === null) continue;
    const spent = pick.reduce((s, c) => s + c.value, 0);
    const cand: Payment = { route, cards: pick.map((c) => c.uid), spare: spent - need };
    if (!best || cand.spare < best.spare || (cand.spare === best.spare && cand.cards.length < best.cards.length)) best = cand;
  }
  return best;
}

type Unit = { uid: number; value: number; hero: boolean };

/** The subset reaching `need` with the least total (Libra weapons: +4 on up to `weapons` Hero cards). */
function cheapestSubset(units: Unit[], need: number, weapons: number): Unit[] | null {
  if (need <= 0) return [];
  const sum = (set: Unit[]) => {
    let total = 0;
    let armed = 0;
    for (const u of set) total += u.value + (u.hero && armed < weapons ? (armed++, LIBRA_FORCE) : 0);
    return total;
  };
  if (sum(units) < need) return null;
  if (units.length > 12) return [...units].sort((a, b) => b.value - a.value);
  let best: Unit[] | null = null;
  let bestTotal = Infinity;
  for (let mask = 1; mask < 1 << units.length; mask++) {
    const set = units.filter((_, i) => mask & (1 << i));
    const total = sum(set);
    if (total < need) continue;
    if (total < bestTotal || (total === bestTotal && set.length < best!.length)) { best = set; bestTotal = total; }
  }
  return best;
}

/** The weights of a card's worth: its VP, its Force, givable Force (poolable), VP denied to Poseidon. */
const W = { vp: 4, force: 16, pool: 20, deny: 6 };

/** A card's VP: printed, or for a card scored by a rule a fair guess (the classic bot's). */
export const vpOf = hintedVp;

export interface Stakes {
  /** The uids Poseidon takes in his next phase, as the preview tells. */
  doomed: Set<number>;
}

export const stakesOf = (view: CoopView): Stakes => ({
  doomed: new Set(view.board.preview.flatMap((s) => (s.does === 'take' && s.uid !== undefined ? [s.uid] : []))),
});

/** The team's worth of taking a target at a pile: pillars first, then a pile's last General, then cards. */
export function targetValue(view: CoopView, f: FieldCardView, pile: number, stakes: Stakes): number {
  if (isPillar(f.type)) return 1000;
  const card = cardType(f.type);
  if (view.field[pile]?.uid === f.uid && lastGeneralAt(view, pile)) return 400;
  const vp = vpOf(f.type);
  // Force first: the pillars and the Generals guarding them fall to Force, and givable Force can be pooled.
  let value = 10 + vp * W.vp + card.force * W.force + card.cosmos * 2 + (givableType(f.type) && card.force >= 2 ? W.pool : 0);
  if (card.classes.includes('marinaGeneral')) value += 40; // a Libra weapon
  if (stakes.doomed.has(f.uid)) value += Math.max(0, vp) * W.deny; // taken from under Poseidon's nose
  // Digging: each card taken brings the pile's General, then its pillar, closer.
  value += 12 - Math.min(12, view.board.piles[pile].hidden);
  return value;
}

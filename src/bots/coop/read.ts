// Reading a cooperative view: what a hero may face at a pile, what a hand brings, what a card is worth.
import { cardType } from '../../cards';
import type { CardRef, CoopAction, CoopView, FieldCardView, Seat } from '../../engine';
import { worth } from '../greedy';

export type Route = 'force' | 'cosmos';
export const ROUTES: readonly Route[] = ['force', 'cosmos'];
export const PILE_COUNT = 7;
/** Libra weapon: +4 Force on a Hero card facing a pillar. */
export const LIBRA_FORCE = 4;

export const around = (pile: number, steps: number): number => (((pile + steps) % PILE_COUNT) + PILE_COUNT) % PILE_COUNT;
export const neighbours = (pile: number): [number, number] => [around(pile, -1), around(pile, 1)];
export { worth };

export type Move = Extract<CoopAction, { type: 'move' }>;
export type Give = Extract<CoopAction, { type: 'give' }>;
export type Play = Extract<CoopAction, { type: 'play' }>;
export const only = <T extends CoopAction['type']>(legal: CoopAction[], type: T) =>
  legal.filter((a): a is Extract<CoopAction, { type: T }> => a.type === type);

/** The pillar standing revealed at a pile (faceable, with its cost), if any. */
export function pillarAt(view: CoopView, pile: number): FieldCardView | null {
  const pillar = view.board.piles[pile].pillar;
  if (pillar.status !== 'revealed') return null;
  return view.pillars?.find((p) => p.uid === pillar.uid) ?? null;
}

/** Whether the face-up top of a pile is its last card: the General guarding the pillar. */
export const lastGeneralAt = (view: CoopView, pile: number): boolean => view.field[pile] !== null && view.board.piles[pile].hidden === 0;

/** What a hero at `pile` may face there; `seat` adds the extra targets offered to that seat. */
export function faceablesAt(view: CoopView, pile: number, seat?: Seat): FieldCardView[] {
  const out: FieldCardView[] = [];
  const top = view.field[pile];
  if (top) out.push(top);
  const pillar = pillarAt(view, pile);
  if (pillar) out.push(pillar);
  if (seat !== undefined) for (const t of view.targets ?? []) if (!t.seats || t.seats.includes(seat)) out.push(t);
  return out;
}

export const isPillar = (type: number): boolean => cardType(type).kind === 'pillar';
export const isHeroCard = (type: number): boolean => cardType(type).classes.some((k) => k === 'hero' || k === 'transcendedHero');

export interface Power { force: number; cosmos: number; heroes: number }

/** What the characters of a hand bring by each route, and how many Hero cards it holds. */
export function handPower(hand: readonly CardRef[]): Power {
  const power = { force: 0, cosmos: 0, heroes: 0 };
  for (const c of hand) {
    const card = cardType(c.type);
    if (card.kind === 'character') { power.force += card.force; power.cosmos += card.cosmos; }
    if (isHeroCard(c.type)) power.heroes++;
  }
  return power;
}

/** What a seat could bring against a card by a route: what is already offered (for the active seat),
 *  the hand's characters, Libra weapons on its Heroes against a pillar, its armor's Cosmos. */
export function potential(view: CoopView, seat: Seat, f: FieldCardView, route: Route, power: Power): number {
  const me = view.players[seat];
  const offered = seat === view.active ? f.offered[route] : 0;
  const weapons = route === 'force' && isPillar(f.type) ? LIBRA_FORCE * Math.min(me.libra ?? 0, power.heroes) : 0;
  const armor = route === 'cosmos' && me.armor ? cardType(me.armor.type).cosmos : 0;
  return offered + power[route] + weapons + armor;
}

/** The route a seat can take a card by (the cheaper one when both), or null. */
export function affordableRoute(view: CoopView, seat: Seat, f: FieldCardView, power: Power): Route | null {
  let best: { route: Route; cost: number } | null = null;
  for (const route of ROUTES) {
    const cost = f.cost[route];
    if (cost === null || potential(view, seat, f, route, power) < cost) continue;
    if (!best || cost < best.cost) best = { route, cost };
  }
  return best?.route ?? null;
}

/** One card less: the hand without the card a move discards. */
export const without = (hand: readonly CardRef[], uid: number): CardRef[] => hand.filter((c) => c.uid !== uid);

/** The characters to play against a target by a route, most useful first. */
export function playsToward(legal: CoopAction[], hand: readonly CardRef[], target: number, route: Route): Play[] {
  const value = new Map(hand.map((c) => [c.uid, cardType(c.type)[route]]));
  return only(legal, 'play')
    .filter((a) => a.facing === target && a.effect !== false && (value.get(a.card) ?? 0) > 0)
    .sort((a, b) => value.get(b.card)! - value.get(a.card)!);
}

/** Yes to optional effects; otherwise the first answer offered (for the order the team picks, the hero
 *  next clockwise from the one in turn: RULING-20). */
export const answer = (view: CoopView, legal: CoopAction[]): CoopAction =>
  (isYesNo(view) ? legal.find((a) => a.type === 'answer' && a.picks.length === 1 && a.picks[0] === 1) : undefined) ?? legal[0];

const isYesNo = (view: CoopView) => !!view.pending && 'kind' in view.pending && view.pending.kind === 'yesNo';

/** RULING-11 read from the card alone: rare and uncommon cards, Hero cards and common armors stay. */
export function givableType(type: number): boolean {
  const card = cardType(type);
  if (card.rank === 'rare' || card.rank === 'uncommon' || isHeroCard(type)) return false;
  return !(card.kind === 'armor' && card.rank === 'common');
}

/** Whether two piles are the same or side by side: where a gift can reach. */
export const inReach = (a: number, b: number): boolean => a === b || around(a, 1) === b || around(a, -1) === b;

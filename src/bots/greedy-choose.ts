// The greedy bot's one decision: the most valuable card it can afford this turn, bought; else a Libra
// weapon on a pillar, an armor upgrade, a play toward the best target, a better armor, a relic, a heal
// of its own cards, the end of its turn. It reads the game through GreedyReads, which a view and the
// legal list give (greedy.ts) and the state gives without building either (greedy-on-state.ts, for
// headless games): the same reads, so the same choice (test/bots/greedy-on-state.test.ts).
import { cardType } from '../cards';
import type { Action, Seat, Uid } from '../engine';
import { worth } from './worth';

type Route = 'force' | 'cosmos';
const ROUTES: readonly Route[] = ['force', 'cosmos'];

/** What the greedy decision reads of the game, for the seat to act (with nothing pending). */
export interface GreedyReads {
  readonly seat: Seat;
  /** The seat's legal actions of one kind, in the engine's order. */
  listed(type: Action['type']): readonly Action[];
  /** The type of a card the seat can see. */
  typeOf(uid: Uid): number;
  readonly hand: readonly Uid[];
  readonly armor: Uid | null;
  readonly setAside: number;
  readonly libra: number;
  readonly marked: readonly Uid[];
  /** The cards the seat could face: the field, the revealed pillars, the extra targets offered to it. */
  faceable(): Iterable<Uid>;
  isPillar(uid: Uid): boolean;
  /** A faceable card's cost by a route (null: not by that route) and what is offered on it already. */
  cost(uid: Uid, route: Route): number | null;
  offered(uid: Uid, route: Route): number;
  /** The card a played card faces (null: none; undefined: not in play). */
  facingOf(played: Uid): Uid | null | undefined;
  /** The seat's legal plays facing `uid`. */
  playsFacing(uid: Uid): readonly Action[];
}

/** The greedy choice; undefined only when not even the end of the turn is listed. */
export function greedyChoose(r: GreedyReads): Action | undefined {
  return buy(r) ?? libra(r) ?? upgrade(r) ?? playTowardTarget(r) ?? equip(r)
    ?? r.listed('playRelic').find((a) => a.type === 'playRelic' && a.effect !== false)
    ?? healOwn(r)
    ?? r.listed('endTurn')[0];
}

/** Yes to optional effects; otherwise the first answer offered. */
export function answerDecision(legal: readonly Action[]): Action {
  return legal.find((a) => a.type === 'answer' && a.picks.length === 1 && a.picks[0] === 1) ?? legal[0];
}

/** The most valuable acquisition, without the armor when the characters alone pay (first listed among equals). */
function buy(r: GreedyReads): Action | undefined {
  let best: Extract<Action, { type: 'acquire' }> | undefined;
  let bestWorth = 0;
  for (const a of r.listed('acquire')) {
    if (a.type !== 'acquire') continue;
    const w = worth(r.typeOf(a.target));
    if (!best || w > bestWorth || (w === bestWorth && best.armor && !a.armor)) { best = a; bestWorth = w; }
  }
  return best;
}

/** A Libra weapon on a Hero facing a pillar that its facers cannot destroy yet. */
function libra(r: GreedyReads): Action | undefined {
  if (r.libra <= 0) return undefined;
  return r.listed('libra').find((a) => {
    if (a.type !== 'libra') return false;
    const facing = r.facingOf(a.card);
    if (facing === undefined || facing === null || !r.isPillar(facing)) return false;
    const cost = r.cost(facing, 'force');
    return cost !== null && r.offered(facing, 'force') < cost;
  });
}

/** Upgrading the hero's armor when the hand holds a pair of its very common Bronze Saints. */
function upgrade(r: GreedyReads): Action | undefined {
  const armor = r.armor;
  if (armor === null || r.setAside === 0) return undefined;
  const hero = cardType(r.typeOf(armor)).armorFor;
  const seen: number[] = [];
  let pair = false;
  for (const uid of r.hand) {
    const type = r.typeOf(uid);
    const card = cardType(type);
    if (card.heroName !== hero || card.rank !== 'veryCommon') continue;
    if (seen.includes(type)) { pair = true; break; }
    seen.push(type);
  }
  return pair ? r.listed('activate').find((a) => a.type === 'activate' && a.card === armor) : undefined;
}

/** A play toward the most valuable card this turn's hand could still pay for, by the route that pays
 *  (the first faceable card among equals; the play bringing the most, the first listed among equals). */
function playTowardTarget(r: GreedyReads): Action | undefined {
  const armorCosmos = r.armor === null ? 0 : cardType(r.typeOf(r.armor)).cosmos;
  let force = 0, cosmos = 0, heroes = 0;
  for (const uid of r.hand) {
    const card = cardType(r.typeOf(uid));
    if (card.kind === 'character') { force += card.force; cosmos += card.cosmos; }
    if (card.classes.includes('hero')) heroes++;
  }
  let bestUid = -1, bestRoute: Route = 'force', bestScore = 0;
  for (const uid of r.faceable()) {
    // No cost is below 1: a card that cannot score above the best found is not costed at all.
    if (bestUid >= 0 && worth(r.typeOf(uid)) * 100 - 1 <= bestScore) continue;
    for (const route of ROUTES) {
      const cost = r.cost(uid, route);
      if (cost === null) continue;
      const weapons = r.isPillar(uid) ? 4 * Math.min(r.libra, heroes) : 0;
      const potential = r.offered(uid, route) + (route === 'force' ? force : cosmos) + weapons + (route === 'cosmos' ? armorCosmos : 0);
      if (potential < cost) continue;
      const score = worth(r.typeOf(uid)) * 100 - cost;
      if (bestUid < 0 || score > bestScore) { bestUid = uid; bestRoute = route; bestScore = score; }
    }
  }
  if (bestUid < 0) return undefined;
  let pick: Action | undefined;
  let most = 0;
  for (const a of r.playsFacing(bestUid)) {
    if (a.type !== 'play' || a.effect === false) continue;
    const value = cardType(r.typeOf(a.card))[bestRoute];
    if (value > most) { pick = a; most = value; }
  }
  return pick;
}

/** Equipping an armor with more Cosmos than the one worn. */
function equip(r: GreedyReads): Action | undefined {
  const current = r.armor === null ? -1 : cardType(r.typeOf(r.armor)).cosmos;
  return r.listed('equip').find((a) => a.type === 'equip' && a.effect !== false && cardType(r.typeOf(a.card)).cosmos > current);
}

/** Healing one's own marked cards: a heal that spends only on them, or else playing a healer. */
function healOwn(r: GreedyReads): Action | undefined {
  const mine = r.marked;
  if (!mine.length) return undefined;
  return r.listed('heal').find((a) => a.type === 'heal' && a.targets.every((t) => mine.includes(t)))
    ?? r.listed('play').find((a) => a.type === 'play' && a.effect !== false && cardType(r.typeOf(a.card)).heal > 0);
}

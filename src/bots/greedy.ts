// Plays sensibly without looking ahead: picks the most valuable field card it can afford this turn,
// plays its characters against it, buys it, and upgrades its heroes when it can.
// Headless games ask its twin, greedy-on-state.ts, which reads the same from the state: a change to one
// is a change to both (test/bots/greedy-on-state.test.ts compares them at every move).
import { cardType } from '../cards';
import type { Action, GameView } from '../engine';
import type { Bot } from './types';
import { guardLoops, LoopGuard } from './loop-guard';
import { worth } from './worth';
import { answerDecision, greedyOnState } from './greedy-on-state';

type Route = 'force' | 'cosmos';
const ROUTES: readonly Route[] = ['force', 'cosmos'];
export { RULE_VP_GUESS, worth } from './worth';

export function greedyBot(): Bot {
  const guard = new LoopGuard(); // one per bot, whichever way it is asked
  return { kind: 'greedy', decide: guardLoops(chooseFromView, guard), decideOnState: (state, seat) => greedyOnState(state, seat, guard) };
}

/** The greedy choice from a view and the legal list (unguarded): the reference greedy-on-state.ts follows. */
export function chooseFromView(view: GameView, legal: Action[]): Action {
  const answer = legal.find((a) => a.type === 'answer');
  if (answer) return answerDecision(legal);
  return buy(view, legal) ?? libra(view, legal) ?? upgrade(view, legal) ?? playTowardTarget(view, legal) ?? equip(view, legal)
    ?? legal.find((a) => a.type === 'playRelic' && a.effect !== false) ?? healOwn(view, legal) ?? legal.find((a) => a.type === 'endTurn') ?? legal[0];
}


/** The field cards, the revealed pillars and the extra targets offered to this seat: what can be faced. */
const targetsOf = (view: GameView) => [...view.field.filter((f) => f !== null), ...(view.pillars ?? []),
  ...(view.targets ?? []).filter((t) => !t.seats || t.seats.includes(view.viewer as number))];

/** An action as the moves below read it, classic or cooperative: its kind and the card it is about. */
type Listed = { type: string; card?: number };

/** A Libra weapon on a Hero facing a pillar that its facers cannot destroy yet (the coop bots' too). */
export function libra<A extends Listed>(view: GameView, legal: readonly A[]): A | undefined {
  return legal.find((a) => {
    if (a.type !== 'libra') return false;
    const facing = view.play.find((c) => c.uid === a.card)?.facing;
    const pillar = view.pillars?.find((p) => p.uid === facing);
    return !!pillar && pillar.cost.force !== null && pillar.offered.force < pillar.cost.force;
  });
}

function buy(view: GameView, legal: Action[]): Action | undefined {
  const buys = legal.filter((a): a is Extract<Action, { type: 'acquire' }> => a.type === 'acquire');
  if (!buys.length) return undefined;
  const worthOf = new Map(targetsOf(view).map((f) => [f.uid, worth(f.type)]));
  // The most valuable card first; keep the armor when the characters alone can pay.
  return buys.sort((a, b) => worthOf.get(b.target)! - worthOf.get(a.target)! || Number(!!a.armor) - Number(!!b.armor))[0];
}

/** Upgrades the hero's armor when the hand holds a pair of its very common Bronze Saints (the coop bots'
 *  too: `seat` is the hero's). */
export function upgrade<A extends Listed>(view: GameView, legal: readonly A[], seat = view.viewer as number): A | undefined {
  const me = view.players[seat];
  if (!me.armor || me.setAsideCount === 0) return undefined;
  const counts = new Map<number, number>();
  for (const c of me.hand ?? []) counts.set(c.type, (counts.get(c.type) ?? 0) + 1);
  const hero = cardType(me.armor.type).armorFor;
  const pair = [...counts].some(([type, n]) => n >= 2 && cardType(type).heroName === hero && cardType(type).rank === 'veryCommon');
  return pair ? legal.find((a) => a.type === 'activate' && a.card === me.armor!.uid) : undefined;
}

function playTowardTarget(view: GameView, legal: Action[]): Action | undefined {
  const me = view.players[view.viewer as number];
  const hand = me.hand ?? [];
  const armorCosmos = me.armor ? cardType(me.armor.type).cosmos : 0;
  let best: { uid: number; route: Route; score: number } | null = null;
  const pillars = new Set((view.pillars ?? []).map((p) => p.uid));
  // What the hand's characters could bring by each route, and its Heroes (Libra weapons: +4 each on a
  // Hero facing a pillar).
  const fromHand = { force: 0, cosmos: 0 };
  let heroes = 0;
  for (const c of hand) {
    const card = cardType(c.type);
    if (card.kind === 'character') { fromHand.force += card.force; fromHand.cosmos += card.cosmos; }
    if (card.classes.includes('hero')) heroes++;
  }
  for (const f of targetsOf(view)) {
    for (const route of ROUTES) {
      const cost = f.cost[route];
      if (cost === null) continue;
      const weapons = pillars.has(f.uid) ? 4 * Math.min(me.libra ?? 0, heroes) : 0;
      const potential = f.offered[route] + fromHand[route] + weapons + (route === 'cosmos' ? armorCosmos : 0);
      if (potential < cost) continue;
      const score = worth(f.type) * 100 - cost;
      if (!best || score > best.score) best = { uid: f.uid, route, score };
    }
  }
  if (!best) return undefined;
  const target = best;
  // The play that brings the most by that route (the first listed among equals), if any brings some.
  let pick: Action | undefined;
  let most = 0;
  for (const a of legal) {
    if (a.type !== 'play' || a.facing !== target.uid || a.effect === false) continue;
    const value = routeValueOf(hand, a.card, target.route);
    if (value > most) { pick = a; most = value; }
  }
  return pick;
}

function routeValueOf(hand: readonly { uid: number; type: number }[], uid: number, route: Route): number {
  for (const c of hand) if (c.uid === uid) return cardType(c.type)[route];
  return 0;
}

function equip(view: GameView, legal: Action[]): Action | undefined {
  const me = view.players[view.viewer as number];
  const current = me.armor ? cardType(me.armor.type).cosmos : -1;
  const hand = me.hand ?? [];
  return legal.find((a) => a.type === 'equip' && a.effect !== false &&
    cardType(hand.find((c) => c.uid === a.card)!.type).cosmos > current);
}

/** Heal own wounded characters with spare healers: play one, then use its Heal. */
function healOwn(view: GameView, legal: Action[]): Action | undefined {
  const me = view.players[view.viewer as number];
  const mine = new Set(me.marked.map((c) => c.uid));
  if (mine.size === 0) return undefined;
  const heal = legal.find((a) => a.type === 'heal' && a.targets.every((t) => mine.has(t)));
  if (heal) return heal;
  const hand = me.hand ?? [];
  return legal.find((a) => a.type === 'play' && a.effect !== false && cardType(hand.find((c) => c.uid === a.card)!.type).heal > 0);
}

export const __test = { worth };

// Plays sensibly without looking ahead: picks the most valuable field card it can afford this turn,
// plays its characters against it, buys it, and upgrades its heroes when it can. The decision is
// greedy-choose.ts's, read here from a view and the legal list; headless games read the same from the
// state (greedy-on-state.ts): test/bots/greedy-on-state.test.ts compares them at every move.
import { cardType } from '../cards';
import type { Action, FieldCardView, GameView, Uid } from '../engine';
import type { Bot } from './types';
import { guardLoops, LoopGuard } from './loop-guard';
import { worth } from './worth';
import { answerDecision, greedyChoose, type GreedyReads } from './greedy-choose';
import { greedyOnState } from './greedy-on-state';

export { worth } from './worth';

export function greedyBot(): Bot {
  const guard = new LoopGuard(); // one per bot, whichever way it is asked
  return { kind: 'greedy', decide: guardLoops(chooseFromView, guard), decideOnState: (state, seat) => greedyOnState(state, seat, guard) };
}

/** The greedy choice from a view and the legal list (unguarded). */
export function chooseFromView(view: GameView, legal: Action[]): Action {
  const answer = legal.find((a) => a.type === 'answer');
  if (answer) return answerDecision(legal);
  return greedyChoose(viewReads(view, legal)) ?? legal[0];
}

/** The reads greedy-choose.ts asks for, from a view and the legal list. */
export function viewReads(view: GameView, legal: readonly Action[]): GreedyReads {
  const seat = view.viewer as number;
  const me = view.players[seat];
  const types = new Map<Uid, number>();
  const note = (cards: readonly { uid: Uid; type: number }[]) => { for (const c of cards) types.set(c.uid, c.type); };
  const hand = me.hand ?? [];
  note(hand); note(me.marked); note(view.play); if (me.armor) note([me.armor]);
  const targets = targetsOf(view);
  // Where a card is listed twice, its pillar entry is the one read (as the Libra move always did).
  const at = new Map<Uid, FieldCardView>();
  for (const f of [...(view.targets ?? []), ...targets, ...(view.pillars ?? [])]) { at.set(f.uid, f); types.set(f.uid, f.type); }
  const pillars = new Set((view.pillars ?? []).map((p) => p.uid));
  return {
    seat,
    listed: (type) => legal.filter((a) => a.type === type),
    typeOf: (uid) => types.get(uid)!,
    hand: hand.map((c) => c.uid), armor: me.armor?.uid ?? null, setAside: me.setAsideCount, libra: me.libra ?? 0, marked: me.marked.map((c) => c.uid),
    faceable: () => targets.map((f) => f.uid),
    isPillar: (uid) => pillars.has(uid),
    cost: (uid, route) => at.get(uid)!.cost[route],
    offered: (uid, route) => at.get(uid)!.offered[route],
    facingOf: (played) => view.play.find((c) => c.uid === played)?.facing,
    playsFacing: (uid) => legal.filter((a) => a.type === 'play' && a.facing === uid),
  };
}

/** The field cards, the revealed pillars and the extra targets offered to this seat: what can be faced. */
const targetsOf = (view: GameView) => [...view.field.filter((f) => f !== null), ...(view.pillars ?? []),
  ...(view.targets ?? []).filter((t) => !t.seats || t.seats.includes(view.viewer as number))];

/** An action as the cooperative bots' moves below read it: its kind and the card it is about. */
type Listed = { type: string; card?: number };

/** A Libra weapon on a Hero facing a pillar that its facers cannot destroy yet, read from a view: the
 *  cooperative bots' (bots/coop; the classic bot's is greedy-choose.ts's). */
export function libra<A extends Listed>(view: GameView, legal: readonly A[]): A | undefined {
  return legal.find((a) => {
    if (a.type !== 'libra') return false;
    const facing = view.play.find((c) => c.uid === a.card)?.facing;
    const pillar = view.pillars?.find((p) => p.uid === facing);
    return !!pillar && pillar.cost.force !== null && pillar.offered.force < pillar.cost.force;
  });
}

/** Upgrades the hero's armor when the hand holds a pair of its very common Bronze Saints, read from a
 *  view: the cooperative bots' (`seat` is the hero's; the classic bot's is greedy-choose.ts's). */
export function upgrade<A extends Listed>(view: GameView, legal: readonly A[], seat = view.viewer as number): A | undefined {
  const me = view.players[seat];
  if (!me.armor || me.setAsideCount === 0) return undefined;
  const counts = new Map<number, number>();
  for (const c of me.hand ?? []) counts.set(c.type, (counts.get(c.type) ?? 0) + 1);
  const hero = cardType(me.armor.type).armorFor;
  const pair = [...counts].some(([type, n]) => n >= 2 && cardType(type).heroName === hero && cardType(type).rank === 'veryCommon');
  return pair ? legal.find((a) => a.type === 'activate' && a.card === me.armor!.uid) : undefined;
}

export const __test = { worth };

// The plain moves of a hero's turn that every cooperative bot makes the same way: Libra weapons on Heroes
// facing a pillar, armor upgrades and equipment, healing its own wounded characters, ending the turn.
import { cardType } from '../../cards';
import type { CoopAction, CoopView, Seat } from '../../engine';
import { only } from './read';

/** A Libra weapon on a Hero facing a pillar that its facers cannot destroy yet. */
export function libra(view: CoopView, legal: CoopAction[]): CoopAction | undefined {
  return only(legal, 'libra').find((a) => {
    const facing = view.play.find((c) => c.uid === a.card)?.facing;
    const pillar = view.pillars?.find((p) => p.uid === facing);
    return !!pillar && pillar.cost.force !== null && pillar.offered.force < pillar.cost.force;
  });
}

/** Upgrades the hero's armor when the hand holds a pair of its very common Bronze Saints. */
export function upgrade(view: CoopView, legal: CoopAction[], seat: Seat): CoopAction | undefined {
  const me = view.players[seat];
  if (!me.armor || me.setAsideCount === 0) return undefined;
  const counts = new Map<number, number>();
  for (const c of me.hand ?? []) counts.set(c.type, (counts.get(c.type) ?? 0) + 1);
  const hero = cardType(me.armor.type).armorFor;
  const pair = [...counts].some(([type, n]) => n >= 2 && cardType(type).heroName === hero && cardType(type).rank === 'veryCommon');
  return pair ? legal.find((a) => a.type === 'activate' && a.card === me.armor!.uid) : undefined;
}

/** Equips an armor from the hand that brings more Cosmos than the one worn. */
export function equip(view: CoopView, legal: CoopAction[], seat: Seat): CoopAction | undefined {
  const me = view.players[seat];
  const current = me.armor ? cardType(me.armor.type).cosmos : -1;
  const hand = me.hand ?? [];
  return only(legal, 'equip').find((a) => a.effect !== false && cardType(hand.find((c) => c.uid === a.card)!.type).cosmos > current);
}

/** Heals its own wounded characters with a healer in play. */
export function healOwn(view: CoopView, legal: CoopAction[], seat: Seat): CoopAction | undefined {
  const mine = new Set(view.players[seat].marked.map((c) => c.uid));
  if (mine.size === 0) return undefined;
  return only(legal, 'heal').find((a) => a.targets.every((t) => mine.has(t)));
}

/** The first hero who has not played yet in this phase. */
export const firstToPlay = (legal: CoopAction[]): CoopAction => only(legal, 'takeTurn').sort((a, b) => a.seat - b.seat)[0] ?? legal[0];

/**
 * Ends the turn, discarding the hand cards listed (upkeep step 1) so that fresh ones are drawn: a hand
 * kept whole draws nothing, and the same hand would face the same card again next turn.
 */
export function endTurn(legal: CoopAction[], discard: number[] = []): CoopAction {
  const end = legal.find((a) => a.type === 'endTurn');
  if (!end) return legal[0];
  return discard.length ? { ...end, discard } : end;
}

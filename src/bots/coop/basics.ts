// The plain moves of a hero's turn that every cooperative bot makes the same way: Libra weapons on Heroes
// facing a pillar, armor upgrades and equipment, healing its own wounded characters, ending the turn.
import { cardType } from '../../cards';
import type { CoopAction, CoopView, Seat } from '../../engine';
import { only } from './read';

// A Libra weapon on a Hero facing a pillar, an armor upgrade: as the classic greedy bot decides them.
export { libra, upgrade } from '../greedy';

/** Equips an armor from the hand that brings more Cosmos than the one worn. */
export function equip(view: CoopView, legal: CoopAction[], seat: Seat): CoopAction | undefined {
  const me = view.players[seat];
  const current = me.armor ? cardType(me.armor.type).cosmos : -1;
  const hand = me.hand ?? [];
  return only(legal, 'equip').find((a) => a.effect !== false && cardType(hand.find((c) => c.uid === a.card)!.type).cosmos > current);
}

/** The Heal points each of the seat's own marked cards still needs (a wound 1, a freeze 2 then 1). Only
 *  its own: a teammate's marked cards are his to heal. */
export function healNeeds(view: CoopView, seat: Seat): Map<number, number> {
  const mine = new Set(view.players[seat].marked.map((c) => c.uid));
  const needs = new Map<number, number>();
  for (const m of view.markers ?? []) {
    const n = (m.wound ? 1 : 0) + m.freeze;
    if (mine.has(m.uid) && n > 0) needs.set(m.uid, n);
  }
  return needs;
}

/**
 * Heals its own marked cards with a character in play: the spend that heals the most cards outright,
 * then the most points (the healer goes to the discard, so every point it has is spent). A healed card
 * goes back to the discard, and so to the deck. The cards used to acquire are discarded with the
 * acquisition: without `healers` (the cards it may heal with), it is called once the turn's acquisitions
 * are made, when the cards still in play would only be discarded at the turn's end.
 *
 * Poseidon's marked cards are never healed, though the rules offer it (issue 22): healed, one only
 * moves to the Main Breadwinner, and both count for him at the end (001 "Fin de partie"), so it gains
 * the heroes no VP; it puts the card into his hand (the top five), and takes it out of reach of the
 * heroes' cards that feed on an opponent's marked cards (Krishna 2017 faces one, Athéna 2011 takes a
 * marked Hero). A Marqué fires once, when the card becomes marked: nothing of his keeps hurting there.
 */
export function healOwn(view: CoopView, legal: CoopAction[], seat: Seat, healers?: ReadonlySet<number>): CoopAction | undefined {
  const needs = healNeeds(view, seat);
  if (needs.size === 0) return undefined;
  let best: { action: CoopAction; score: number } | null = null;
  for (const a of only(legal, 'heal')) {
    if ((healers && !healers.has(a.card)) || !a.targets.every((t) => needs.has(t))) continue;
    const counts = new Map<number, number>();
    for (const t of a.targets) counts.set(t, (counts.get(t) ?? 0) + 1);
    const whole = [...counts].filter(([t, n]) => n === needs.get(t)).length;
    const score = whole * 100 + a.targets.length * 10 - a.card / 1e6;
    if (!best || score > best.score) best = { action: a, score };
  }
  return best?.action;
}

/**
 * Plays a hand card with a Heal value that the turn would discard anyway (not in `keep`), facing
 * whatever its pile shows, so that it can heal the seat's own marked cards next (nothing while a card in
 * play, of `healers` if given, can heal them already).
 */
export function playToHeal(view: CoopView, legal: CoopAction[], seat: Seat, keep: ReadonlySet<number> = new Set(), healers?: ReadonlySet<number>): CoopAction | undefined {
  const needs = healNeeds(view, seat);
  if (needs.size === 0 || healOwn(view, legal, seat, healers)) return undefined;
  const hand = view.players[seat].hand ?? [];
  const spare = new Set(hand.filter((c) => !keep.has(c.uid) && cardType(c.type).heal > 0).map((c) => c.uid));
  if (spare.size === 0) return undefined;
  const plays = only(legal, 'play').filter((a) => spare.has(a.card));
  return plays.find((a) => a.effect !== false) ?? plays[0];
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

// What acquiring a card brings with the expansions, whatever the route (rulings sheet "Acquérir",
// "Généraux Marinas, Piliers et Armes de la Balance", "Chevaliers d'Or … Armures V2"): a Mariner
// General reveals his pillar (unless it is already out) and gives a Libra weapon while any remain; a
// Gold Saint lets an Asgard player swap their Bronze armor for its V2 (RULING-15). Destroying a
// pillar is an acquisition too: the destroyer keeps it, face B, with its VP.
import { PILLAR_OF_GENERAL } from '../../cards/pillars';
import { pushEffect } from '../effects/stack';
import type { GameEvent, GameState, Seat, TargetEntry, Uid } from '../table/types';
import { locate, moveCard } from '../table/zones';
import { typeOf } from '../table/card-of';
import { playerOf } from '../table/sides';
import { readEpoch } from '../core/read-cache';
import { carriedWith, isAcquisition } from '../table/restrictions';

export function onAcquired(state: GameState, seat: Seat, uid: Uid, events: GameEvent[]): void {
  const card = typeOf(state, uid);
  const x = state.expansion;
  if (x && card.classes.includes('marinaGeneral')) {
    const pillar = x.pillarsAside.find((u) => state.cards[u] === PILLAR_OF_GENERAL[card.id]);
    if (pillar !== undefined) {
      moveCard(state, pillar, { zone: 'pillarsInPlay' }, events);
      events.push({ type: 'pillarRevealed', uid: pillar, card: state.cards[pillar], by: uid });
    }
    if (x.libra > 0) {
      x.libra -= 1;
      playerOf(state, seat).libra += 1;
      events.push({ type: 'libraTaken', seat, from: 'supply', left: x.libra });
    }
  }
  if (card.classes.includes('goldSaint') && v2Swap(state, seat)) {
    pushEffect(state, [{ op: 'optional', prompt: 'prompt.swapV2', ops: [{ op: 'call', handler: 'swapV2' }] }],
      { seat, source: v2Swap(state, seat)!.v2, vars: {} });
  }
}

/** The player's Bronze armor (in their game) and the V2 armor waiting aside, if both are there. */
export function v2Swap(state: GameState, seat: Seat): { bronze: Uid; v2: Uid } | null {
  const p = playerOf(state, seat);
  const v2 = p.setAside.find((u) => typeOf(state, u).zone === 'v2Armor' && typeOf(state, u).armorFor === p.hero);
  if (v2 === undefined) return null;
  const bronze = state.cards.findIndex((type, u) => {
    const c = typeOf(state, u);
    if (c.set !== 'base' || !c.classes.includes('bronzeArmor') || c.armorFor !== p.hero || type !== c.id) return false;
    const at = locate(state, u);
    return at?.seat === seat && at.zone !== 'destroyed' && at.zone !== 'setAside' && at.zone !== 'play';
  });
  return bronze < 0 ? null : { bronze, v2 };
}

/** A pillar destroyed with Force: the destroyer keeps it (Poseidon rulebook "Mini-carte Pilier"). */
export function destroyPillar(state: GameState, seat: Seat, uid: Uid, events: GameEvent[]): void {
  moveCard(state, uid, { zone: 'pillars', seat }, events);
  events.push({ type: 'pillarDestroyed', seat, uid, card: state.cards[uid] });
}

export const isPillarInPlay = (state: GameState, uid: Uid) => !!state.expansion?.pillarsInPlay.includes(uid);

/** The last list of faceable cards, kept until the next action (read-cache's epoch). */
let lastFaceable: { state: GameState | null; epoch: number; seat: Seat | undefined; uids: readonly Uid[] } = { state: null, epoch: -1, seat: undefined, uids: [] };

/** What players may face: the field cards, the revealed pillars and, for `seat` (if given), the extra
 *  targets offered to that seat (GameState.targets). */
export function faceable(state: GameState, seat?: Seat): readonly Uid[] {
  // Asked several times between two actions (legal moves, check, the bots): kept until the next one.
  const epoch = readEpoch();
  if (epoch >= 0 && epoch === lastFaceable.epoch && state === lastFaceable.state && seat === lastFaceable.seat) return lastFaceable.uids;
  const uids: Uid[] = [];
  for (const u of state.field) if (u !== null) uids.push(u);
  for (const u of state.expansion?.pillarsInPlay ?? []) uids.push(u);
  if (seat !== undefined) for (const t of state.targets ?? []) if (!t.seats || t.seats.includes(seat)) uids.push(t.uid);
  lastFaceable = { state, epoch, seat, uids };
  return uids;
}

/** The extra-target entry of a card (op offerTarget), if it is offered. */
export const targetEntry = (state: GameState, uid: Uid): TargetEntry | undefined => state.targets?.find((t) => t.uid === uid);

/** Whether `seat` may face and acquire this card as an extra target. */
export const isTargetFor = (state: GameState, uid: Uid, seat: Seat): boolean => {
  const t = targetEntry(state, uid);
  return !!t && (!t.seats || t.seats.includes(seat));
};

/** What acquiring `uid` adds to `seat`'s cards: the card and the cards carried with it (the character
 *  under an Urne d'Athéna), each unless it is already theirs. Read before the move. */
export const gainedBy = (state: GameState, seat: Seat | undefined, uid: Uid): Uid[] =>
  [uid, ...carriedWith(state, uid)].filter((u) => isAcquisition(state, u, seat));

/** Reports cards acquired elsewhere than from the field (by an effect, or as an extra target): the
 *  `acquired` event and what acquiring brings (onAcquired); no Vaincu, no flame (rulings sheet "Effets de
 *  terrain", "Chevaliers d'Or"). The price, if any, is `main`'s; a card carried with it cost nothing. */
export function reportAcquired(
  state: GameState, seat: Seat, gained: readonly Uid[], events: GameEvent[],
  main?: { uid: Uid; by: 'force' | 'cosmos'; cost: number; paid: number },
): void {
  for (const uid of gained) {
    const price = uid === main?.uid ? main : { by: main?.by ?? 'effect' as const, cost: 0, paid: 0 };
    events.push({ type: 'acquired', seat, uid, card: state.cards[uid], by: price.by, cost: price.cost, paid: price.paid });
    onAcquired(state, seat, uid, events);
  }
}

/** Acquiring an extra target (a relic, a discarded card, a marked card …): it goes to the acquirer's
 *  `to` zone; no Vaincu (it is not acquired from the field: rulings sheet "Effets de terrain"). A card
 *  that is already the acquirer's (the Anneau des Nibelungen faced by its holder « pour la défausser »)
 *  is only moved: adding nothing to their cards, it is no acquisition (rulings sheet "Acquérir"). */
export function acquireTarget(state: GameState, seat: Seat, uid: Uid, by: 'force' | 'cosmos', events: GameEvent[], cost: number, paid: number): void {
  const t = targetEntry(state, uid);
  if (!t) return; // it moved meanwhile (the offer went with it)
  const gained = gainedBy(state, seat, uid);
  moveCard(state, uid, { zone: t.to, seat }, events); // drops the entry (zones.moveCard)
  reportAcquired(state, seat, gained, events, { uid, by, cost, paid });
}

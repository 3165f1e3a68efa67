// Rules that a card imposes on everyone while it sits on the field (rulings sheet "Effets de terrain").
import { scriptOf, staticsOf } from '../../cards/scripts';
import { fieldStatics } from './ruling';
import type { Op, Static } from '../../cards';
import { toDiscard } from '../../cards/dsl';
import { matches } from '../effects/match';
import type { EffectContext, GameState, Seat, Uid } from './types';
import { typeOf } from './card-of';
import { playerOf } from './sides';
import { cardsUnder, carriesUnder, locate } from './zones';

const fieldForbids = (state: GameState, what: 'heal') =>
  fieldStatics(state, 'field').some(({ st }) => 'forbid' in st && st.forbid === what);

export const healingForbidden = (state: GameState) => fieldForbids(state, 'heal');

/**
 * Whether `uid` reaching `seat`'s cards is an acquisition (rulings sheet 002 "Acquérir": « Si on ajoute une
 * carte à cet ensemble, alors il s'agit d'une acquisition »): it is not when the card is one of theirs
 * already (their relic, their card under their Urne, their transcended Hero set aside), nor when it goes
 * to no player. Read before the card moves.
 */
export function isAcquisition(state: GameState, uid: Uid, seat: Seat | undefined): boolean {
  if (seat === undefined) return false;
  const at = locate(state, uid);
  return !(at && at.zone !== 'field' && at.seat === seat);
}

/** The cards that go wherever `uid` goes, so that acquiring it acquires them too: the character under an
 *  Urne d'Athéna (2028: « Si l'Urne d'Athéna subit un effet, le Personnage en dessous subit le même effet »). */
export const carriedWith = (state: GameState, uid: Uid): Uid[] => (carriesUnder(state, uid) ? cardsUnder(state, uid) : []);

/**
 * Whether a rule forbids `seat` to acquire `target` (by any route, or by `by`), however the acquisition
 * is made: by Force or Cosmos, or by an effect (rulings sheet "Acquérir"). A card already `seat`'s is not
 * acquired, so no such rule stops it (the Anneau des Nibelungen discarded by its holder). The Hyoga/Shun
 * lock asks it before committing a card (rulings sheet "Verrouillage"); the acquire action and the move
 * op ask it before acquiring.
 */
export function acquisitionForbidden(state: GameState, target: Uid, seat: Seat, by?: 'force' | 'cosmos'): boolean {
  return isAcquisition(state, target, seat) && forbiddingCard(state, target, by) !== null;
}

/** The field card whose rule forbids acquiring `target`, or the cards carried with it (Kuraggu: no other
 *  Saint; Garde d'Asgard 1035: only very common characters and armors), whoever acquires it, or null;
 *  `by`: the route, for the rules that forbid one route only (Garde d'Asgard 1034: no acquisition by
 *  Cosmos; an effect's acquisition, by neither route, is not stopped by them). */
export function forbiddingCard(state: GameState, target: Uid, by?: 'force' | 'cosmos'): Uid | null {
  const rules = fieldStatics(state, 'field');
  if (!rules.length) return null;
  for (const uid of [target, ...carriedWith(state, target)]) {
    const card = typeOf(state, uid);
    for (const { source, st } of rules) {
      if (source !== uid && 'forbid' in st && st.forbid === 'acquire' && (!st.by || st.by === by) && matches(card, st.where)) return source;
    }
  }
  return null;
}

type FightRule = Extract<Static, { fight: unknown }>['fight'];
const NO_FIGHT_RULE: Readonly<FightRule> = Object.freeze({});
/** What fighting (acquiring by Force) this field card requires while it is there: Serpent des Mers, Dauphin. */
export function fightRules(state: GameState, target: Uid): FightRule {
  const statics = staticsOf(state.cards[target], 'field');
  if (!statics.length || !state.field.includes(target)) return NO_FIGHT_RULE;
  const out: FightRule = {};
  for (const st of statics) {
    if (!('fight' in st)) continue;
    if (st.fight.minCharacters) out.minCharacters = Math.max(out.minCharacters ?? 0, st.fight.minCharacters);
    if (st.fight.discardFromHand) out.discardFromHand = (out.discardFromHand ?? 0) + st.fight.discardFromHand;
    if (st.fight.woundForForce) out.woundForForce = st.fight.woundForForce; // Bian 2019
  }
  return out;
}

/**
 * Bian 2019: how many characters of its hand `seat` must wound to acquire `target` by this route when
 * it brings `total` against `cost` (0: none), or null when it cannot make up the difference. Each wound
 * lowers the Force cost by the rule's amount; a cost never goes below 1 (rulings sheet "Coût").
 */
export function woundsToFight(state: GameState, seat: number, target: Uid, by: 'force' | 'cosmos', cost: number, total: number): number | null {
  if (total >= cost) return 0;
  const rule = by === 'force' ? fightRules(state, target).woundForForce : undefined;
  if (!rule || rule.force <= 0 || total < 1) return null;
  const needed = Math.ceil((cost - total) / rule.force);
  const woundable = playerOf(state, seat).hand.filter((u) => matches(typeOf(state, u), rule.where, u)).length;
  return needed <= woundable ? needed : null;
}

/**
 * Whether `uid` cannot be wounded now (Sho: the Saints fighting beside him). "Beside" is a card
 * played facing the same field card, or, while a Vaincu resolves, another card used in that fight.
 */
export function woundPrevented(state: GameState, uid: Uid, ctx?: Pick<EffectContext, 'fighters'>): boolean {
  const card = typeOf(state, uid);
  const played = state.play.find((c) => c.uid === uid);
  const companions = new Set<Uid>();
  if (played && played.facing !== null) {
    for (const c of state.play) if (c.facing === played.facing && c.uid !== uid) companions.add(c.uid);
  }
  if (ctx?.fighters?.includes(uid)) for (const f of ctx.fighters) if (f !== uid) companions.add(f);
  for (const other of companions) {
    for (const st of scriptOf(state.cards[other])?.statics ?? []) {
      if (st.on === 'shield' && st.against === 'wound' && matches(card, st.where)) return true;
    }
  }
  return false;
}

/** Whether `seat` may not equip an armor now: a relic of their area forbids it (Anneau des Nibelungen
 *  1011; rulings sheet "Effets de jeu": an armor cannot be played while the Anneau is in play). */
export const equipForbidden = (state: GameState, seat: number): boolean =>
  playerOf(state, seat).relics.some((uid) => (scriptOf(state.cards[uid])?.statics ?? []).some((st) => st.on === 'holder' && st.forbid === 'equip'));

/** A card used in a fight that another card used beside it freezes instead of discarding (Isaak:
 *  "the Guards fighting beside him are frozen instead of discarded"). */
export function frozenInstead(state: GameState, uid: Uid, fighters: readonly Uid[]): boolean {
  const card = typeOf(state, uid);
  return fighters.some((other) => other !== uid &&
    (scriptOf(state.cards[other])?.statics ?? []).some((st) => st.on === 'usedInstead' && st.instead === 'freeze' && matches(card, st.where)));
}

/** The field card whose rule forbids the character `card` to face `target`, or null: Thétis 2020 (no
 *  Hero faces another character), Soldat Marina 2025 (no 2-Force character faces another field
 *  character). The card imposing the rule may itself be faced. */
export function facingForbidden(state: GameState, card: Uid, target: Uid): Uid | null {
  const rules = fieldStatics(state, 'field');
  if (!rules.length) return null;
  const who = typeOf(state, card);
  const faced = typeOf(state, target);
  const onField = state.field.includes(target);
  for (const { source, st } of rules) {
    if (source === target || !('forbidFacing' in st) || (st.fieldOnly && !onField)) continue;
    if (matches(who, st.forbidFacing, card) && matches(faced, st.faced, target)) return source;
  }
  return null;
}

/** A facing that a field rule now forbids ends (rulings sheet "Affronter": a field effect such as the
 *  Soldiers' makes it illegal), e.g. when a Thétis is revealed during the turn. */
export function endForbiddenFacings(state: GameState): void {
  for (const played of state.play) {
    if (played.facing !== null && facingForbidden(state, played.uid, played.facing) !== null) played.facing = null;
  }
}

/** How many other cards a player must discard to play a character facing `target` (Soldat Marina
 *  2021: "discard a card to face a Marina"). */
export function faceToll(state: GameState, target: Uid): number {
  const rules = fieldStatics(state, 'field');
  if (!rules.length) return 0;
  const faced = typeOf(state, target);
  let n = 0;
  for (const { st } of rules) {
    if ('faceToll' in st && matches(faced, st.faceToll.where, target)) n += st.faceToll.discard;
  }
  return n;
}

/** The effect paying a face toll (faceToll): the player discards that many of their cards, from the hand
 *  or in play (rulings sheet 002 « Défausser »: the text names no hand), but not the card just played to
 *  face: discarding it would end the very facing the toll pays for. Run by the card's player, the card as
 *  source, before its Mise en jeu. */
export const faceTollOps = (toll: number): Op[] => [
  { op: 'choose', from: toDiscard('me', { notSelf: true }), min: toll, max: toll, as: 'toll', prompt: 'prompt.discardToFace', byType: true },
  { op: 'discard', cards: { var: 'toll' } },
];

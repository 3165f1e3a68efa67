// Rules that a card imposes on everyone while it sits on the field (rulings sheet "Effets de terrain").
import { scriptOf } from '../cards/scripts';
import type { Static } from '../cards';
import { matches } from './effects/match';
import type { EffectContext, GameState, Uid } from './types';
import { typeOf } from './zones';

const fieldForbids = (state: GameState, what: 'heal') =>
  state.field.some((uid: Uid | null) => uid !== null &&
    (scriptOf(state.cards[uid])?.statics ?? []).some((st) => st.on === 'field' && 'forbid' in st && st.forbid === what));

export const healingForbidden = (state: GameState) => fieldForbids(state, 'heal');

/**
 * Whether a field rule forbids `seat` to acquire `target` (by any route, or by `by`), however the
 * acquisition is made: by Force or Cosmos, or by an effect (rulings sheet "Acquérir"). The Hyoga/Shun
 * lock asks it before committing a card (rulings sheet "Verrouillage"), and effects that acquire from
 * the field offer only what it allows. Field restrictions such as Kuraggu's belong here.
 */
export function acquisitionForbidden(state: GameState, target: Uid, seat: number, by?: 'force' | 'cosmos'): boolean {
  void seat; void by; // no base card restricts one seat or one route only
  return forbiddingCard(state, target) !== null;
}

/** The field card whose rule forbids acquiring `target` (Kuraggu: no other Saint), or null. */
export function forbiddingCard(state: GameState, target: Uid): Uid | null {
  const card = typeOf(state, target);
  for (const uid of state.field) {
    if (uid === null || uid === target) continue;
    for (const st of scriptOf(state.cards[uid])?.statics ?? []) {
      if (st.on === 'field' && 'forbid' in st && st.forbid === 'acquire' && matches(card, st.where)) return uid;
    }
  }
  return null;
}

type FightRule = Extract<Static, { fight: unknown }>['fight'];
/** What fighting (acquiring by Force) this field card requires while it is there: Serpent des Mers, Dauphin. */
export function fightRules(state: GameState, target: Uid): FightRule {
  const out: FightRule = {};
  if (!state.field.includes(target)) return out;
  for (const st of scriptOf(state.cards[target])?.statics ?? []) {
    if (st.on !== 'field' || !('fight' in st)) continue;
    if (st.fight.minCharacters) out.minCharacters = Math.max(out.minCharacters ?? 0, st.fight.minCharacters);
    if (st.fight.discardFromHand) out.discardFromHand = (out.discardFromHand ?? 0) + st.fight.discardFromHand;
  }
  return out;
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

/** A card used in a fight that another card used beside it freezes instead of discarding (Isaak:
 *  "the Guards fighting beside him are frozen instead of discarded"). */
export function frozenInstead(state: GameState, uid: Uid, fighters: readonly Uid[]): boolean {
  const card = typeOf(state, uid);
  return fighters.some((other) => other !== uid &&
    (scriptOf(state.cards[other])?.statics ?? []).some((st) => st.on === 'usedInstead' && st.instead === 'freeze' && matches(card, st.where)));
}

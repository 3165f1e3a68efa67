// The Epics' "instead" rules (Poseidon rulebook "Mini-carte Épopée": an ongoing effect holds while the
// Epic is revealed). An Epic names its rule in its script (static `epicRule`, EPIC_RULES in
// cards/dsl.ts); each rule is read here, by one hook, which the engine calls at the one place that rule
// changes. No card number is tested anywhere: only the current Epic's script is read.
import type { EpicRule, Rank } from '../../cards';
import { scriptOf } from '../../cards/scripts';
import { healableCards, markedCards } from '../table/markers';
import { healingForbidden } from '../table/restrictions';
import { pushEffect } from '../effects/stack';
import type { GameState, Seat, Uid } from '../table/types';
import { HAND_SIZE } from '../table/types';
import { facingCards, healValue } from './values';
import { typeOf } from '../table/card-of';

/** Whether the current Epic's script names this rule. */
export function epicRule(state: GameState, rule: EpicRule): boolean {
  const uid = state.epic?.current;
  if (uid === null || uid === undefined) return false;
  return (scriptOf(state.cards[uid])?.statics ?? []).some((st) => st.on === 'epicRule' && st.rule === rule);
}

/** Fuite 2911: a God Warrior leaving the field adds a sapphire only when defeated (acquired from the
 *  field, by any route: the moment its Vaincu fires). `defeated` says which of the two the move is. */
export const sapphireCounts = (state: GameState, defeated: boolean): boolean =>
  defeated === epicRule(state, 'sapphireOnlyWhenDefeated');

/**
 * Encerclés 2912: a Hero that has just been destroyed may be discarded instead. The card is moved to
 * its owner's destroyed pile as usual, then the owner is asked at once (before the rest of the effect
 * that destroyed it) whether to put it into their discard instead.
 */
export function offerDiscardInstead(state: GameState, uid: Uid, owner: Seat): void {
  if (!epicRule(state, 'destroyedHeroMayBeDiscarded') || !typeOf(state, uid).classes.includes('hero')) return;
  pushEffect(state, [{ op: 'optional', prompt: 'prompt.discardInsteadOfDestroy', ops: [{ op: 'call', handler: 'discardDestroyedHero' }] }],
    { seat: owner, source: state.epic!.current!, vars: { it: [uid] } });
}

/**
 * Ne jamais abandonner 2913: characters with Heal must heal the marked cards. While some card of a
 * marked area can be healed (a wound or a freeze; and no field rule forbids healing), a character with
 * Heal cannot be used to acquire: it must heal first (rulings sheet "Verrouillage", the example of this
 * Epic: a committed Hyoga can then neither acquire nor heal). Returns the card that must heal, or null.
 */
export function mustHealFirst(state: GameState, seat: Seat, target: Uid, by: 'force' | 'cosmos'): Uid | null {
  if (!epicRule(state, 'healersMustHeal') || healingForbidden(state)) return null;
  if (healableCards(state).length === 0) return null; // every side's cards: « les cartes marquées », any of them
  const used = facingCards(state, seat, target).filter((uid) => (state.play.find((c) => c.uid === uid)?.lock ?? by) === by);
  return used.find((uid) => typeOf(state, uid).kind === 'character' && healValue(state, uid) > 0) ?? null;
}

/** Septième sens 2915: the rank a Bronze armor's upgrade gives: an uncommon Hero instead of a common one. */
export const upgradeRanks = (state: GameState, rank: Rank | null): Rank[] =>
  rank === null ? [] : rank === 'common' && epicRule(state, 'upgradeSkipsCommon') ? ['uncommon', 'common'] : [rank];

/** Soutien télépathique 2916: the hand size a player draws up to at the end of their turn. */
export const drawUpTo = (state: GameState, seat: Seat): number =>
  epicRule(state, 'drawUpToSixIfMarked') && markedCards(state, seat).length > 0 ? HAND_SIZE + 1 : HAND_SIZE;

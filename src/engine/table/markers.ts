// Marked cards (rulings sheet "Carte marquée", "Soigner"; RULING-2). A card becomes marked when a
// marker goes on it: a wound, a freeze, a VP token. A player's wounded or frozen card sits in their
// marked area (PlayerState.wounded), carrying its markers in GameState.markers; a card carrying only
// VP tokens stays where it is (a field card, a relic in play) unless it is in a hand, deck or discard,
// where it is set aside in the marked area too (Epic 2901). Marqué fires the moment a card of a player
// becomes marked, as an immediate reaction, resolved by that player.
import type { Marker } from '../../cards';
import { pushTrigger } from '../effects/stack';
import type { CardMarkers, GameEvent, GameState, Seat, Uid } from './types';
import { cardsUnder, carriesUnder, locate, moveCard, ownerOf } from './zones';
import { extraSides, playerOf } from './sides';

export const markersOf = (state: GameState, uid: Uid): CardMarkers => state.markers[uid] ?? {};

export function isMarked(state: GameState, uid: Uid): boolean {
  const m = state.markers[uid];
  return !!m && (!!m.wound || !!m.freeze || !!m.vp?.length);
}

export function hasMarker(state: GameState, uid: Uid, marker: Marker | 'any'): boolean {
  const m = state.markers[uid];
  if (!m) return false;
  if (marker === 'any') return isMarked(state, uid);
  if (marker === 'vp') return !!m.vp?.length;
  return !!m[marker];
}

/** Heal points a card needs to lose its wound and freeze markers (1 for a wound, 1 per freeze face). */
export const healNeeded = (state: GameState, uid: Uid): number => {
  const m = state.markers[uid];
  return m ? (m.wound ? 1 : 0) + (m.freeze ?? 0) : 0;
};

/** Whether some marked area holds a card at all: the players', then those of the sides that are not
 *  seats (a cheap test before listing heals, which most positions do not need). */
export function anyMarkedArea(state: GameState): boolean {
  if (state.players.some((p) => p.marked.length > 0)) return true;
  for (const side of extraSides(state)) if (playerOf(state, side).marked.length > 0) return true;
  return false;
}

/**
 * The cards that Heal points could clear now: those of every marked area with a wound or a freeze. An
 * opponent's card may be healed (rulings sheet "Soigner": « Sauf mention contraire, les cartes adverses
 * peuvent être soignées »): the marked cards of the sides that are not seats are listed after the
 * players' (where a healed one goes is its side's business: sides.placeOf).
 */
export function healableCards(state: GameState): Uid[] {
  const out: Uid[] = [];
  for (const p of state.players) for (const uid of p.marked) if (healNeeded(state, uid) > 0) out.push(uid);
  for (const side of extraSides(state)) for (const uid of playerOf(state, side).marked) if (healNeeded(state, uid) > 0) out.push(uid);
  return out;
}

const PILES_THAT_SET_ASIDE = new Set(['hand', 'deck', 'discard']);

/**
 * Marks a card with a wound or a freeze: it goes to the marked area of its owner (or of `seat`, for a
 * card taken from elsewhere, e.g. acquired frozen), then carries the marker. Returns false when the
 * card could not be marked (no player to hold it; a transcended hero goes back aside instead).
 */
export function markCard(state: GameState, uid: Uid, marker: 'wound' | 'freeze', events: GameEvent[], seat?: Seat): boolean {
  const at = locate(state, uid);
  if (!at) return false;
  const owner = seat ?? ownerOf(state, uid) ?? undefined;
  if (owner === undefined) return false; // a field or reserve card has no marked area to go to
  const m = state.markers[uid] ?? {};
  if (marker === 'wound' ? m.wound : m.freeze === 2) return false; // already carries that marker
  const was = isMarked(state, uid);
  // Urne d'Athéna: the character under a relic undergoes the same (it is marked first, beside it).
  for (const under of at.zone === 'relics' && carriesUnder(state, uid) ? cardsUnder(state, uid) : []) markCard(state, under, marker, events, owner);
  if (!(at.zone === 'marked' && at.seat === owner)) moveCard(state, uid, { zone: 'marked', seat: owner }, events);
  const now = locate(state, uid)!;
  if (now.zone !== 'marked') return false; // sent back aside (a transcended hero)
  const marks = (state.markers[uid] ??= {});
  if (marker === 'wound') marks.wound = true;
  else marks.freeze = 2;
  events.push({ type: 'marked', uid, card: state.cards[uid], marker, seat: now.seat });
  if (!was) pushTrigger(state, uid, 'marked', { seat: now.seat! }, events);
  return true;
}

/** Puts VP tokens of one face on a card. A card of a hand, deck or discard is set aside in the marked area. */
export function addVpTokens(state: GameState, uid: Uid, value: 1 | -1, n: number, events: GameEvent[]): void {
  if (n <= 0) return;
  const at = locate(state, uid);
  if (!at) return;
  const was = isMarked(state, uid);
  if (at.seat !== undefined && PILES_THAT_SET_ASIDE.has(at.zone)) {
    moveCard(state, uid, { zone: 'marked', seat: at.seat }, events);
    if (locate(state, uid)!.zone !== 'marked') return; // a transcended hero goes back aside
  }
  const marks = (state.markers[uid] ??= {});
  marks.vp = [...(marks.vp ?? []), ...Array(n).fill(value)];
  const seat = locate(state, uid)!.seat;
  events.push({ type: 'marked', uid, card: state.cards[uid], marker: 'vp', value, ...(seat === undefined ? {} : { seat }) });
  if (!was && seat !== undefined) pushTrigger(state, uid, 'marked', { seat }, events);
  // Urne d'Athéna: the character under a relic undergoes the same.
  for (const under of at.zone === 'relics' && carriesUnder(state, uid) ? cardsUnder(state, uid) : []) addVpTokens(state, under, value, n, events);
}

/** Takes up to n VP tokens (all when n is undefined) off a card, back to the supply; returns how many. */
export function removeVpTokens(state: GameState, uid: Uid, n: number | undefined, events: GameEvent[]): number {
  const m = state.markers[uid];
  if (!m?.vp?.length) return 0;
  const k = Math.min(n ?? m.vp.length, m.vp.length);
  m.vp = m.vp.slice(k);
  events.push({ type: 'unmarked', uid, card: state.cards[uid], wound: false, freeze: 0, vp: k });
  settle(state, uid, events);
  return k;
}

/**
 * Heal points on one card (RULING-2): the wound goes first (1 point), then the freeze (2 points: its
 * token flips after the first). A card left without marker goes to its owner's discard.
 */
export function healPoints(state: GameState, uid: Uid, points: number, events: GameEvent[]): void {
  const m = state.markers[uid];
  if (!m) return;
  let wound = false;
  let freeze = 0;
  for (let i = 0; i < points; i++) {
    if (m.wound) { delete m.wound; wound = true; } else if (m.freeze === 2) { m.freeze = 1; freeze++; } else if (m.freeze === 1) { delete m.freeze; freeze++; } else break;
  }
  if (wound || freeze) events.push({ type: 'unmarked', uid, card: state.cards[uid], wound, freeze, vp: 0 });
  settle(state, uid, events);
}

/** "Soigner" written out: every wound and freeze marker goes at once (rulings sheet "Soigner"). */
export function healAll(state: GameState, uid: Uid, events: GameEvent[]): void {
  const m = state.markers[uid];
  if (!m || (!m.wound && !m.freeze)) return;
  const freeze = m.freeze ?? 0;
  const wound = !!m.wound;
  delete m.wound;
  delete m.freeze;
  events.push({ type: 'unmarked', uid, card: state.cards[uid], wound, freeze, vp: 0 });
  settle(state, uid, events);
}

/** A card of a marked area with no marker left goes to its owner's discard (rulebook "Soigner"). */
function settle(state: GameState, uid: Uid, events: GameEvent[]): void {
  const m = state.markers[uid];
  if (m && !m.wound && !m.freeze && !m.vp?.length) delete state.markers[uid];
  if (isMarked(state, uid)) return;
  const at = locate(state, uid);
  if (at?.zone === 'marked') moveCard(state, uid, { zone: 'discard', seat: at.seat! }, events);
}

/** The cards of a player that carry a marker (their marked area, and marked relics such as the Trident). */
export function markedCards(state: GameState, seat: Seat): Uid[] {
  const p = playerOf(state, seat);
  return [...p.marked, ...p.relics].filter((uid) => isMarked(state, uid));
}

// Where a card is, and moving it from one zone to another with the event that says so.
import { cardType } from '../cards';
import { shuffleInPlace } from './rng';
import type { GameEvent, GameState, Seat, Uid, ZoneRef } from './types';
import { CLOCK_FLAMES } from './types';

export const typeOf = (state: GameState, uid: Uid) => cardType(state.cards[uid]);

export function locate(state: GameState, uid: Uid): ZoneRef | null {
  const slot = state.field.indexOf(uid);
  if (slot >= 0) return { zone: 'field', slot };
  for (const p of state.players) {
    if (p.hand.includes(uid)) return { zone: 'hand', seat: p.seat };
    if (p.discard.includes(uid)) return { zone: 'discard', seat: p.seat };
    if (p.deck.includes(uid)) return { zone: 'deck', seat: p.seat };
    if (p.wounded.includes(uid)) return { zone: 'wounded', seat: p.seat };
    if (p.destroyed.includes(uid)) return { zone: 'destroyed', seat: p.seat };
    if (p.armor === uid) return { zone: 'armor', seat: p.seat };
    if (p.setAside.includes(uid)) return { zone: 'setAside', seat: p.seat };
  }
  const played = state.play.find((c) => c.uid === uid);
  if (played) return { zone: 'play', seat: played.seat };
  if (state.reserve.includes(uid)) return { zone: 'reserve' };
  if (state.fieldDiscard.includes(uid)) return { zone: 'fieldDiscard' };
  return null;
}

/** The seat whose zones hold the card, if any. */
export const ownerOf = (state: GameState, uid: Uid): Seat | null => locate(state, uid)?.seat ?? null;

const without = (list: Uid[], uid: Uid) => {
  const i = list.indexOf(uid);
  if (i >= 0) list.splice(i, 1);
};

function detach(state: GameState, uid: Uid, from: ZoneRef): void {
  if (from.zone === 'field') state.field[from.slot!] = null;
  else if (from.zone === 'play') state.play = state.play.filter((c) => c.uid !== uid);
  else if (from.zone === 'reserve') without(state.reserve, uid);
  else if (from.zone === 'fieldDiscard') without(state.fieldDiscard, uid);
  else {
    const p = state.players[from.seat!];
    if (from.zone === 'armor') p.armor = null;
    else without(p[from.zone as 'hand' | 'deck' | 'discard' | 'wounded' | 'destroyed' | 'setAside'], uid);
  }
}

function attach(state: GameState, uid: Uid, to: ZoneRef): void {
  if (to.zone === 'field') state.field[to.slot!] = uid;
  else if (to.zone === 'reserve') state.reserve.push(uid);
  else if (to.zone === 'fieldDiscard') state.fieldDiscard.push(uid);
  else if (to.zone === 'play') throw new Error('use playCard to put a card into play');
  else {
    const p = state.players[to.seat!];
    if (to.zone === 'armor') p.armor = uid;
    else p[to.zone as 'hand' | 'deck' | 'discard' | 'wounded' | 'destroyed' | 'setAside'].push(uid);
  }
}

/**
 * Moves a card and reports it. Leaving the field ends every facing of it and, for a card with the
 * Flame icon, removes a flame (rulebook "Flamme"; RULING-3).
 */
export function moveCard(state: GameState, uid: Uid, to: ZoneRef, events: GameEvent[]): void {
  const from = locate(state, uid);
  if (!from) throw new Error(`card ${uid} is nowhere`);
  detach(state, uid, from);
  attach(state, uid, to);
  events.push({ type: 'cardMoved', uid, card: state.cards[uid], from, to });
  if (from.zone === 'field') {
    for (const played of state.play) if (played.facing === uid) played.facing = null;
    state.modifiers = state.modifiers.filter((m) => !((m.kind === 'cost' || m.kind === 'forceAtCosmos') && m.uid === uid));
    if (typeOf(state, uid).icon === 'flame') removeFlames(state, 1, events, uid);
  }
  if (from.zone === 'play') state.modifiers = state.modifiers.filter((m) => !(m.kind === 'value' && m.uid === uid));
}

export function playCard(state: GameState, uid: Uid, seat: Seat, facing: Uid | null, events: GameEvent[]): void {
  const from = locate(state, uid)!;
  detach(state, uid, from);
  state.play.push({ uid, seat, facing });
  events.push({ type: 'cardMoved', uid, card: state.cards[uid], from, to: { zone: 'play', seat } });
  events.push({ type: 'played', seat, uid, card: state.cards[uid], facing });
}

export function removeFlames(state: GameState, n: number, events: GameEvent[], uid?: Uid): void {
  const gone = Math.min(n, state.clock);
  if (gone <= 0) return;
  state.clock -= gone;
  events.push({ type: 'flamesRemoved', n: gone, left: state.clock, ...(uid !== undefined ? { uid } : {}) });
  if (state.clock === 0 && !state.finalRound) {
    state.finalRound = true;
    events.push({ type: 'finalRound' });
  }
}

/** Draws n cards, reshuffling the discard into the deck when the deck runs out (rulebook "Piocher"). */
export function drawCards(state: GameState, seat: Seat, n: number, events: GameEvent[]): number {
  const p = state.players[seat];
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    if (p.deck.length === 0) {
      if (p.discard.length === 0) break;
      reshuffleDiscard(state, seat, events);
    }
    moveCard(state, p.deck[p.deck.length - 1], { zone: 'hand', seat }, events);
    drawn++;
  }
  return drawn;
}

export function reshuffleDiscard(state: GameState, seat: Seat, events: GameEvent[]): void {
  const p = state.players[seat];
  for (const uid of [...p.discard]) moveCard(state, uid, { zone: 'deck', seat }, events);
  shuffleInPlace(state, p.deck);
  events.push({ type: 'shuffled', what: 'deck', seat });
}

export const isFlameCard = (state: GameState, uid: Uid) => typeOf(state, uid).icon === 'flame';
export const clockInRange = (state: GameState) => state.clock >= 0 && state.clock <= CLOCK_FLAMES;

/**
 * Two cards trade places: two armors between players, two field slots, a discard card for a
 * destroyed one. Neither card leaves the field or play by this, so no facing ends and no flame goes.
 */
export function swapCards(state: GameState, a: Uid, b: Uid, events: GameEvent[]): void {
  const from = locate(state, a);
  const to = locate(state, b);
  if (!from || !to) throw new Error(`cards ${a} and ${b} cannot trade places`);
  if (from.zone === 'play' || to.zone === 'play') throw new Error('cards in play do not trade places');
  if ((from.zone === 'field') !== (to.zone === 'field')) throw new Error('a field card trades places only with a field card');
  if (from.zone === 'field' && to.zone === 'field') {
    state.field[from.slot!] = b;
    state.field[to.slot!] = a;
  } else {
    detach(state, a, from);
    detach(state, b, to);
    attach(state, a, to);
    attach(state, b, from);
  }
  events.push({ type: 'cardMoved', uid: a, card: state.cards[a], from, to });
  events.push({ type: 'cardMoved', uid: b, card: state.cards[b], from: to, to: from });
}

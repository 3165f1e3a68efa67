// Where a card is, and moving it from one zone to another with the event that says so. What every move
// does lives here (facings end, a Sortie is queued, markers fall off or VP tokens are collected, a
// transcended hero goes back aside, the current Epic reacts); the rules of one card or one expansion
// reacting to a move (a Flame, a God Warrior's sapphire, Encerclés) are move rules that register
// themselves (move-hooks.ts, move-rules.ts), so that this file knows no Epic and no clock.
import { typeOf } from './card-of';
import { scriptOf } from '../../cards/scripts';
import { shuffleInPlace } from '../core/rng';
import { pushEffect, pushTrigger } from '../effects/stack';
import type { GameEvent, GameState, Seat, Uid, ZoneRef } from './types';
import { matches } from '../effects/match';
import { moveRules } from './move-hooks';
import { fieldStatics, fieldWritten } from './ruling';
import { locate, noteMove } from './zone-index';
import { placeOf, playerOf } from './sides';
import { hooksOf } from './table-hooks';

export { typeOf };

type PlayerList = 'hand' | 'deck' | 'discard' | 'marked' | 'destroyed' | 'setAside' | 'relics' | 'pillars';

export { locate };

/** The seat whose zones hold the card, if any. */
export const ownerOf = (state: GameState, uid: Uid): Seat | null => {
  const at = locate(state, uid);
  if (!at) return null;
  return at.seat ?? hooksOf(state).places.sideAt(state, at.zone) ?? null; // a ruleset's place may be a side's (table-hooks.ts)
};

const without = (list: Uid[], uid: Uid) => {
  if (list[list.length - 1] === uid) { list.pop(); return; } // a draw takes the deck's top
  const i = list.indexOf(uid);
  if (i >= 0) list.splice(i, 1);
};

function tableList(state: GameState, zone: ZoneRef['zone'], slot?: number): Uid[] | null {
  switch (zone) {
    case 'reserve': return state.reserve;
    case 'fieldDiscard': return state.fieldDiscard;
    case 'pillarsAside': return state.expansion!.pillarsAside;
    case 'pillarsInPlay': return state.expansion!.pillarsInPlay;
    case 'epicDeck': return state.epic!.deck;
    case 'epicsDone': return state.epic!.done;
    default: return hooksOf(state).places.list(state, zone, slot); // a ruleset's own place, or none
  }
}

function detach(state: GameState, uid: Uid, from: ZoneRef): void {
  if (from.zone === 'field') { state.field[from.slot!] = null; fieldWritten(); }
  else if (from.zone === 'play') state.play = state.play.filter((c) => c.uid !== uid);
  else if (from.zone === 'epic') { state.epic!.current = null; fieldWritten(); }
  else if (from.zone === 'under') {
    const list = state.under![from.relic!];
    without(list, uid);
    if (!list.length) delete state.under![from.relic!];
    if (!Object.keys(state.under!).length) delete state.under;
  } else if (tableList(state, from.zone, from.slot)) without(tableList(state, from.zone, from.slot)!, uid);
  else {
    const p = playerOf(state, from.seat!);
    if (from.zone === 'armor') p.armor = null;
    else without(p[from.zone as PlayerList], uid);
  }
}

function attach(state: GameState, uid: Uid, to: ZoneRef): void {
  noteMove(state, uid, to);
  if (to.zone === 'field') { state.field[to.slot!] = uid; fieldWritten(); }
  else if (to.zone === 'play') throw new Error('use playCard to put a card into play');
  else if (to.zone === 'epic') { state.epic!.current = uid; fieldWritten(); }
  else if (to.zone === 'under') ((state.under ??= {})[to.relic!] ??= []).push(uid);
  else if (tableList(state, to.zone, to.slot)) tableList(state, to.zone, to.slot)!.push(uid);
  else {
    const p = playerOf(state, to.seat!);
    if (to.zone === 'armor') p.armor = uid;
    else p[to.zone as PlayerList].push(uid);
  }
}

/** The seat playing the hero a transcended card belongs to, else the seat it was going to. */
function asideSeat(state: GameState, uid: Uid, fallback: Seat): Seat {
  const hero = typeOf(state, uid).heroName;
  return state.players.find((p) => p.hero === hero)?.seat ?? fallback;
}

/** Where a card sent to `dest` really goes: a side's zones may be other places (sides.ts); transcended
 *  heroes marked, discarded or destroyed go back aside (card 2006–2010 text). */
function redirect(state: GameState, uid: Uid, dest: ZoneRef, from: ZoneRef): ZoneRef {
  const to = placeOf(state, dest, from);
  if (to.zone !== 'discard' && to.zone !== 'destroyed' && to.zone !== 'marked') return to;
  if (!(scriptOf(state.cards[uid])?.statics ?? []).some((st) => st.on === 'returnsAside')) return to;
  return { zone: 'setAside', seat: asideSeat(state, uid, to.seat ?? 0) };
}

/** Faced zones: the field and the revealed pillars. */
const FACED = new Set(['field', 'pillarsInPlay']);
/** Face-down piles: VP tokens on a card that goes there return to the supply (and the ruleset's own). */
const FACE_DOWN = new Set<ZoneRef['zone']>(['deck', 'reserve', 'epicDeck', 'pillarsAside']);

/**
 * Moves a card and reports it, with every rule of leaving or reaching a place (see the file's head).
 * Leaving the field: a Flame card removes a flame (rulebook "Flamme"; RULING-3), a God Warrior adds a
 * sapphire to Odin's statue (rulings sheet "Guerriers Divins et Saphirs"), and going to the field
 * discard queues its Sortie (rulings sheet "Effets de terrain"; RULING-6 for several at once: they are
 * queued in slot order, so the last slot's resolves first).
 */
export function moveCard(state: GameState, uid: Uid, dest: ZoneRef, events: GameEvent[]): void {
  const from = locate(state, uid);
  if (!from) throw new Error(`card ${uid} is nowhere`);
  const to = redirect(state, uid, dest, from);
  const under = from.zone === 'relics' ? [...(state.under?.[uid] ?? [])] : [];
  // The cards under a relic that leaves its area go first, from under it (Urne d'Athéna).
  if (under.length && to.zone !== 'relics') followRelic(state, uid, under, from, to, events);
  detach(state, uid, from);
  attach(state, uid, to);
  events.push({ type: 'cardMoved', uid, card: state.cards[uid], from, to });
  if (FACED.has(from.zone)) for (const played of state.play) if (played.facing === uid) played.facing = null;
  dropOffer(state, uid);
  if (under.length && to.zone === 'relics') followRelic(state, uid, under, from, to, events);
  if (from.zone === 'field') {
    if (state.modifiers.some((m) => (m.kind === 'cost' || m.kind === 'forceAtCosmos') && m.uid === uid)) {
      state.modifiers = state.modifiers.filter((m) => !((m.kind === 'cost' || m.kind === 'forceAtCosmos') && m.uid === uid));
    }
    for (const rule of moveRules()) rule.leftField?.(state, uid, events); // a Flame, a God Warrior's sapphire (move-rules.ts)
    if (to.zone === 'fieldDiscard') {
      grantedExits(state, uid, from.slot!, events); // Soldat Marina 2024; the card's own Exit resolves first
      pushTrigger(state, uid, 'exit', { seat: state.active, slot: from.slot }, events);
    }
  }
  if (from.zone === 'play' && state.modifiers.some((m) => (m.kind === 'value' || m.kind === 'libra') && m.uid === uid)) {
    state.modifiers = state.modifiers.filter((m) => !((m.kind === 'value' || m.kind === 'libra') && m.uid === uid));
  }
  settleMarkers(state, uid, from, to, events);
  whenever(state, uid, to, events);
  for (const rule of moveRules()) rule.arrived?.(state, uid, to, events); // Encerclés 2912 (move-rules.ts)
}

/** An extra target (GameState.targets) that moves by any route is no longer offered, and the cards
 *  facing it stop facing it. */
function dropOffer(state: GameState, uid: Uid): void {
  if (!state.targets?.some((t) => t.uid === uid)) return;
  state.targets = state.targets.filter((t) => t.uid !== uid);
  if (!state.targets.length) delete state.targets;
  for (const played of state.play) if (played.facing === uid) played.facing = null;
}

/**
 * Urne d'Athéna: "if the Urne undergoes an effect, the character under it undergoes the same". The
 * cards under a relic that moves go where it goes; to another player's relics they stay under it. (A
 * relic being marked marks them first: markers.markCard; the discard here is only a fallback.)
 */
function followRelic(state: GameState, relic: Uid, under: Uid[], from: ZoneRef, to: ZoneRef, events: GameEvent[]): void {
  if (!carriesUnder(state, relic)) { // no such rule on this relic: what lay under it goes to its holder's discard
    if (to.zone === 'relics' && to.seat === from.seat) return;
    for (const uid of under) moveCard(state, uid, { zone: 'discard', seat: from.seat }, events);
    return;
  }
  if (to.zone === 'relics') {
    if (to.seat === from.seat) return;
    for (const uid of under) {
      events.push({ type: 'cardMoved', uid, card: state.cards[uid], from: { zone: 'under', seat: from.seat, relic }, to: { zone: 'under', seat: to.seat, relic } });
    }
    return;
  }
  for (const uid of under) {
    const dest: ZoneRef = to.zone === 'marked' ? { zone: 'discard', seat: to.seat } : { zone: to.zone, ...(to.seat === undefined ? {} : { seat: to.seat }) };
    moveCard(state, uid, dest, events);
  }
}

/** The cards lying under a relic (Urne d'Athéna). */
export const cardsUnder = (state: GameState, relic: Uid): Uid[] => [...(state.under?.[relic] ?? [])];

/** Whether the cards under this relic undergo what it undergoes (static carriesUnder: Urne d'Athéna). */
export const carriesUnder = (state: GameState, relic: Uid): boolean =>
  (scriptOf(state.cards[relic])?.statics ?? []).some((st) => st.on === 'carriesUnder');

/** Markers after a move: wounds and freezes stay only in a marked area; VP tokens are collected by
 *  whoever's hand or discard the card reaches, and go back to the supply on a face-down pile. */
function settleMarkers(state: GameState, uid: Uid, from: ZoneRef, to: ZoneRef, events: GameEvent[]): void {
  const m = state.markers[uid];
  if (!m) return;
  if (from.zone === 'marked' && to.zone !== 'marked') { delete m.wound; delete m.freeze; }
  if (m.vp?.length && (to.zone === 'hand' || to.zone === 'discard')) {
    const seat = to.seat!;
    const tokens = m.vp;
    playerOf(state, seat).vpTokens.push(...tokens);
    delete m.vp;
    events.push({ type: 'vpCollected', seat, uid, card: state.cards[uid], tokens: [...tokens] });
  } else if (m.vp && (FACE_DOWN.has(to.zone) || hooksOf(state).places.faceDown.has(to.zone))) delete m.vp;
  if (!m.wound && !m.freeze && !m.vp?.length) delete state.markers[uid];
}

/** The current Epic's reactions to a card reaching a zone (Blizzard, Déluge, …). */
function whenever(state: GameState, uid: Uid, to: ZoneRef, events: GameEvent[]): void {
  const epic = state.epic?.current;
  if (epic === null || epic === undefined) return;
  for (const w of scriptOf(state.cards[epic])?.whenever ?? []) {
    if (w.to !== to.zone || !matches(typeOf(state, uid), w.where)) continue;
    events.push({ type: 'triggered', uid: epic, card: state.cards[epic], trigger: 'whenever' });
    pushEffect(state, w.ops, { seat: state.active, source: epic, vars: { it: [uid] } });
  }
}

export function playCard(state: GameState, uid: Uid, seat: Seat, facing: Uid | null, events: GameEvent[]): void {
  const from = locate(state, uid)!;
  detach(state, uid, from);
  state.play.push({ uid, seat, facing });
  noteMove(state, uid, { zone: 'play', seat });
  events.push({ type: 'cardMoved', uid, card: state.cards[uid], from, to: { zone: 'play', seat } });
  events.push({ type: 'played', seat, uid, card: state.cards[uid], facing });
}

/** Draws n cards, reshuffling the discard into the deck when the deck runs out (rulebook "Piocher"). */
export function drawCards(state: GameState, seat: Seat, n: number, events: GameEvent[]): number {
  const p = playerOf(state, seat);
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
  const p = playerOf(state, seat);
  for (const uid of [...p.discard]) moveCard(state, uid, { zone: 'deck', seat }, events);
  shuffleInPlace(state, p.deck);
  events.push({ type: 'shuffled', what: 'deck', seat });
}


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
    fieldWritten();
    noteMove(state, b, from);
    noteMove(state, a, to);
  } else {
    detach(state, a, from);
    detach(state, b, to);
    attach(state, a, to);
    attach(state, b, from);
  }
  events.push({ type: 'cardMoved', uid: a, card: state.cards[a], from, to });
  events.push({ type: 'cardMoved', uid: b, card: state.cards[b], from: to, to: from });
  // A marked card trades places with another: the markers stay where they were, on the card that
  // now sits in the marked area (Écaille de Poséidon, Soldat Marina 2023).
  if (from.zone === 'marked' || to.zone === 'marked') {
    const ma = state.markers[a];
    const mb = state.markers[b];
    delete state.markers[a];
    delete state.markers[b];
    if (ma) state.markers[b] = ma;
    if (mb) state.markers[a] = mb;
    settleMarkers(state, a, from, to, events);
    settleMarkers(state, b, to, from, events);
    // A card that had no marker and now sits in a marked area with markers has become marked: its
    // Marqué fires (Écaille de Poséidon: a character of the discard takes a marked card's place).
    if (!ma && state.markers[a] && to.zone === 'marked') pushTrigger(state, a, 'marked', { seat: to.seat! }, events);
    if (!mb && state.markers[b] && from.zone === 'marked') pushTrigger(state, b, 'marked', { seat: from.seat! }, events);
  }
  dropOffer(state, a);
  dropOffer(state, b);
}

/** The Exit that field cards lend the other field cards (Soldat Marina 2024: "the other field cards
 *  have this Exit"), queued for a card that leaves the field for the field discard, as its own. */
function grantedExits(state: GameState, uid: Uid, slot: number, events: GameEvent[]): void {
  for (const { source, st } of fieldStatics(state, 'othersExit')) {
    if (source === uid || !st.ops.length) continue;
    events.push({ type: 'triggered', uid, card: state.cards[uid], trigger: 'exit' });
    pushEffect(state, st.ops, { seat: state.active, source: uid, vars: {}, slot });
  }
}

// The field of six: acquiring from it, removing from it, shifting and revealing.
import { onAcquired } from './acquire';
import { pushTrigger } from '../effects/stack';
import { markCard } from '../table/markers';
import type { GameEvent, GameState, Seat, Uid, ZoneRef } from '../table/types';
import { FIELD_SIZE } from '../table/types';
import { moveCard } from '../table/zones';
import { typeOf } from '../table/card-of';
import { addSapphire } from './move-rules';
import { noteMove } from '../table/zone-index';
import { sapphireCounts } from './epic-rules';
import { staysOnField } from '../table/positions';

/**
 * A card leaves the field for a player's hand or discard. Its Flame goes as it leaves (zones.moveCard)
 * and its Vaincu is queued with the cards used against it (rulebook "Acquérir"; rulings sheet: Vaincu
 * fires however the card is acquired from the field).
 */
export function takeFromField(
  state: GameState, seat: Seat, uid: Uid, to: 'hand' | 'discard', fighters: Uid[],
  by: 'force' | 'cosmos' | 'effect', events: GameEvent[], cost = 0, paid = 0,
): void {
  const slot = state.field.indexOf(uid);
  // Écaille de Poséidon 2029: this turn, the field cards acquired into the discard are frozen instead.
  if (to === 'discard' && state.modifiers.some((m) => m.kind === 'acquiredFrozen' && m.seat === seat)) markCard(state, uid, 'freeze', events, seat);
  else moveCard(state, uid, { zone: to, seat }, events);
  // Fuite 2911: while it rules, a God Warrior adds its sapphire only now, defeated.
  if (typeOf(state, uid).icon === 'sapphire' && sapphireCounts(state, true)) addSapphire(state, uid, events);
  events.push({ type: 'acquired', seat, uid, card: state.cards[uid], by, cost, paid });
  onAcquired(state, seat, uid, events);
  pushTrigger(state, uid, 'defeated', { seat, fighters, slot }, events);
}

/** "Retirer": the card goes to the common field discard (or where an effect sends it); going to the
 *  field discard, its Sortie is queued (zones.moveCard). False when it stays: a card no effect may move
 *  or remove (positions.staysOnField). */
export function removeFromField(state: GameState, uid: Uid, events: GameEvent[], to: ZoneRef = { zone: 'fieldDiscard' }): boolean {
  if (staysOnField(state, uid)) return false;
  moveCard(state, uid, to, events);
  return true;
}

/** Upkeep step 4: every card slides right, keeping its order, so the empty slots end up on the left. */
export function shiftRight(state: GameState, events: GameEvent[]): void {
  const next: (Uid | null)[] = new Array<Uid | null>(FIELD_SIZE).fill(null);
  const moves: { uid: Uid; from: number; to: number }[] = [];
  let to = FIELD_SIZE;
  for (let from = state.field.length - 1; from >= 0; from--) { // from the right, so that order is kept
    const uid = state.field[from];
    if (uid === null) continue;
    next[--to] = uid;
    if (from !== to) moves.push({ uid, from, to });
  }
  moves.reverse(); // reported left to right
  state.field = next;
  for (const m of moves) noteMove(state, m.uid, { zone: 'field', slot: m.to });
  if (moves.length) events.push({ type: 'fieldShifted', moves });
}

/** Reveals the top of the reserve into the rightmost empty slot; null when full or out of cards. */
export function revealNext(state: GameState, events: GameEvent[]): Uid | null {
  const slot = state.field.lastIndexOf(null);
  if (slot < 0 || state.reserve.length === 0) return null;
  const uid = state.reserve[state.reserve.length - 1];
  moveCard(state, uid, { zone: 'field', slot }, events);
  return uid;
}

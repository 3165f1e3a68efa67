// The seven-sided board: piles, intervals, hero pawns and what a hero may face (Poseidon rulebook
// "Mode coopératif", "Spécificités"). Piles and intervals are numbered clockwise; interval i lies just
// before pile i, so the flood pawn crosses pile i going from interval i to i + 1.
import './table-hooks';
import { cardType } from '../../cards';
import { pushTrigger } from '../effects/stack';
import type { GameEvent, Seat, Uid } from '../table/types';
import { moveCard } from '../table/zones';
import { PILES, type CoopEvent, type CoopState } from './types';

export const emit = (events: GameEvent[], event: CoopEvent): void => { (events as CoopEvent[]).push(event); };

export const clockwise = (pile: number, steps = 1): number => (((pile + steps) % PILES) + PILES) % PILES;
export const adjacentPiles = (pile: number): [number, number] => [clockwise(pile, -1), clockwise(pile, 1)];
export const areAdjacent = (a: number, b: number): boolean => clockwise(a, 1) === b || clockwise(a, -1) === b;

/** The heroes facing a pile. */
export const heroesAt = (state: CoopState, pile: number): Seat[] =>
  state.board.heroAt.flatMap((at, seat) => (at === pile ? [seat] : []));

/** The pillar standing revealed at a pile, if any. */
export function revealedPillarAt(state: CoopState, pile: number): Uid | null {
  const pillar = state.board.pillars[pile];
  return state.expansion?.pillarsInPlay.includes(pillar) ? pillar : null;
}

/** What a hero may face: the revealed top of their pile, or the pillar revealed there. */
export function faceableAt(state: CoopState, seat: Seat): Uid[] {
  const pile = state.board.heroAt[seat];
  const out: Uid[] = [];
  const top = state.field[pile];
  if (top !== null) out.push(top);
  const pillar = revealedPillarAt(state, pile);
  if (pillar !== null) out.push(pillar);
  return out;
}

/** What `seat` may face now: the card on their pile or its pillar, and extra targets offered to them. */
export const faceableFor = (state: CoopState, seat: Seat): Uid[] =>
  [...faceableAt(state, seat), ...(state.targets ?? []).filter((t) => !t.seats || t.seats.includes(seat)).map((t) => t.uid)];

/** The pile's last card: its General, alone on the pillar (face up on the field or face down). */
export function lastCardOf(state: CoopState, pile: number): Uid | null {
  const down = state.board.piles[pile];
  const top = state.field[pile];
  if (top !== null) return down.length === 0 ? top : null;
  return down.length === 1 ? down[0] : null;
}

/** Whether a card is the General still guarding its pile's pillar, last of its pile (rulebook "Autres":
 *  no effect moves or removes it, and it gives no Libra weapon). */
export function isLastGeneral(state: CoopState, uid: Uid): boolean {
  const pile = state.board.generals.indexOf(uid);
  return pile >= 0 && lastCardOf(state, pile) === uid;
}

/**
 * Reveals a pile's face-down top onto its field slot ("La carte du dessus d'une pile à laquelle un pion
 * Héros fait face est révélée"). A card arriving on the field applies its Arrival, as in the classic
 * refill, unless `quiet` (setup deals without effects).
 */
export function revealTop(state: CoopState, pile: number, events: GameEvent[], quiet = false): Uid | null {
  if (state.field[pile] !== null) return null;
  const down = state.board.piles[pile];
  const uid = down[down.length - 1];
  if (uid === undefined) return null;
  moveCard(state, uid, { zone: 'field', slot: pile }, events);
  emit(events, { type: 'pileRevealed', pile, uid, card: state.cards[uid] });
  if (!quiet && cardType(state.cards[uid]).kind !== 'pillar') pushTrigger(state, uid, 'arrival', { seat: state.active }, events);
  return uid;
}

/** The setup's reveal: the face-down tops the heroes face, without their Arrivals (none at setup). */
export function revealFacedTopsQuietly(state: CoopState, events: GameEvent[]): void {
  for (let pile = 0; pile < PILES; pile++) if (state.board.heroAt.includes(pile)) revealTop(state, pile, events, true);
}

/**
 * Reveals the first face-down top a hero faces, clockwise from `from`, and queues its Arrival; false when
 * there is none. Callers come back after the Arrival for the next one, so each Arrival resolves before
 * the next pile is revealed (rulings sheet "Compléter": « on interrompt le remplissage, on résout
 * l'effet », starting again from the first place, even one an Arrival emptied).
 */
export function revealNextFacedTop(state: CoopState, events: GameEvent[], from: number): boolean {
  for (let k = 0; k < PILES; k++) {
    const pile = clockwise(from, k);
    if (state.board.heroAt.includes(pile) && revealTop(state, pile, events) !== null) return true;
  }
  return false;
}

// Poseidon as a side of the cooperative board that is not a seat: his cards are kept like a player's
// (board.poseidon, at seat number players.length, so that the card language's "you" can be him), his
// hand is the top five of the Main Breadwinner, his deck is the reserve, his discard and destroyed
// cards are the Abyss (Poseidon rulebook "Poséidon", "Spécificités"). "Opponents" depend on the phase
// ("Mots clefs"): in the Poseidon phase they are the heroes, in the players' phase Poseidon alone;
// Exits never affect him.
import type { SideHooks } from '../table/table-hooks';
import type { GameState, PlayerState, Seat, Uid, ZoneRef } from '../table/types';
import type { CoopBoard, CoopState } from './types';

/** Cards of Poseidon's hand: the top of the Main Breadwinner. */
export const POSEIDON_HAND = 5;

/** Poseidon's seat number, or -1 at a table without him. */
export const poseidonSeat = (state: GameState & { board?: CoopBoard }): Seat => (state.board ? state.players.length : -1);

/** Poseidon's seat alone, by team size (shared lists: nobody changes them). */
const ALONE: (readonly Seat[])[] = [];
const poseidonAlone = (state: CoopState): readonly Seat[] =>
  (ALONE[state.players.length] ??= Object.freeze([state.players.length]));

/**
 * Where a card sent to Poseidon's zones really goes: his hand is the Main Breadwinner (on top, face up,
 * without effect), his deck the reserve, his discard and destroyed cards the Abyss ("la défausse de
 * Poséidon et les cartes détruites de Poséidon … les Abysses"); a marked card of his that is healed goes
 * back onto the Main Breadwinner instead ("au lieu de rejoindre les Abysses").
 */
export function poseidonPlace(state: CoopState, to: ZoneRef, from?: ZoneRef | null): ZoneRef {
  if (to.seat === undefined || to.seat !== poseidonSeat(state)) return to;
  switch (to.zone) {
    case 'hand': return { zone: 'breadwinner' };
    case 'deck': return { zone: 'reserve' };
    case 'discard': return from?.zone === 'marked' ? { zone: 'breadwinner' } : { zone: 'fieldDiscard' };
    case 'destroyed': return { zone: 'fieldDiscard' };
    default: return to;
  }
}

/** The cards of one of Poseidon's zones as the card language reads them. */
export function poseidonZone(state: CoopState, zone: ZoneRef['zone']): readonly number[] {
  const mb = state.board.breadwinner;
  switch (zone) {
    case 'hand': return mb.slice(Math.max(0, mb.length - POSEIDON_HAND));
    case 'discard': return state.fieldDiscard;
    case 'play': return state.play.filter((c) => c.seat === poseidonSeat(state)).map((c) => c.uid);
    case 'armor': { const armor = state.board.poseidon.armor; return armor === null ? [] : [armor]; }
    default: {
      const list = (state.board.poseidon as unknown as Record<string, unknown>)[zone];
      return Array.isArray(list) ? list : [];
    }
  }
}

export const POSEIDON_SIDE: SideHooks<CoopState> = {
  extraSides: poseidonAlone,
  keeperOf: (state, seat) => (seat === poseidonSeat(state) ? (state.board.poseidon as unknown as PlayerState) : undefined),
  opponentsOf(state, seat) {
    const seats = state.players.map((p) => p.seat);
    const poseidon = poseidonSeat(state);
    if (seat === poseidon || state.phase === 'poseidon') return seats;
    return [poseidon];
  },
  placeOf: poseidonPlace,
  zoneOf: (state, _side, zone): readonly Uid[] => poseidonZone(state, zone),
  sparedByExit: poseidonSeat, // "Poséidon n'est jamais affecté par les effets de Sortie"
};

// Who the sides are. The table's sides are its seats; a ruleset may add sides that are not seats
// (table-hooks.ts: SideHooks), each keeping its cards like a player at a number after the seats, so
// that the card language's "you" and "opponents" can be them.
import { hooksOf } from './table-hooks';
import type { GameState, PlayerState, Seat, Uid, ZoneRef } from './types';

/** The cards a side keeps: a seat's, or those of a side that is not a seat. */
export function playerOf(state: GameState, seat: Seat): PlayerState {
  return state.players[seat] ?? (hooksOf(state).sides.keeperOf(state, seat) as PlayerState);
}

/** The sides the card language's "opponents" of `seat` are. */
export const opponentsOf = (state: GameState, seat: Seat): Seat[] => hooksOf(state).sides.opponentsOf(state, seat);

/** The sides that are not seats (none at the plain table). */
export const extraSides = (state: GameState): readonly Seat[] => hooksOf(state).sides.extraSides(state);

/** The sides among `chosen` that are not seats: they come after the seats, never in the turn order. */
export const extraSidesAmong = (state: GameState, chosen: readonly Seat[] | null): Seat[] =>
  chosen ? extraSides(state).filter((s) => chosen.includes(s)) : [];

/** Where a card sent to `to` really goes. */
export const placeOf = (state: GameState, to: ZoneRef, from: ZoneRef | null): ZoneRef => hooksOf(state).sides.placeOf(state, to, from);

/** One zone of a side that is not a seat, as the card language reads it. */
export const sideZone = (state: GameState, side: Seat, zone: ZoneRef['zone']): readonly Uid[] => hooksOf(state).sides.zoneOf(state, side, zone);

/** The side Exit effects never affect, if any. */
export const sparedByExit = (state: GameState): Seat | undefined => hooksOf(state).sides.sparedByExit(state);

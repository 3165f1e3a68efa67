// What a ruleset tells the table about itself: who the sides are besides the seats, the field's
// positions, the places it adds to the table, and what it adds to a card's cost. The table's code
// (zones, markers, values, the card language) asks `hooksOf(state)`, one lookup by the state's mode,
// and never names a ruleset; each ruleset registers its hooks when it loads, as move rules do
// (move-hooks.ts). A ruleset that registers none stands on the plain table below (the classic game
// does): its seats and nobody else, a row of six slots whose last costs 1 less, no place of its own.
import { FIELD_SIZE, type GameState, type PlayerState, type Seat, type Uid, type ZoneRef } from './types';

type Zone = ZoneRef['zone'];

/** Who the sides are. */
export interface SideHooks<S extends GameState = GameState> {
  /** The sides that are not seats of the table (none: an empty list), in the order they come after
   *  the seats' turn order; each keeps its cards like a player, numbered after the seats. */
  extraSides(state: S): readonly Seat[];
  /** The cards kept by a side that is not a seat (asked only for a number that is no seat). */
  keeperOf(state: S, side: Seat): PlayerState | undefined;
  /** The sides the card language's "opponents" of `seat` are. */
  opponentsOf(state: S, seat: Seat): Seat[];
  /** Where a card sent to `to` really goes (a side's zones may be other places of the table). */
  placeOf(state: S, to: ZoneRef, from: ZoneRef | null): ZoneRef;
  /** One zone of a side that is not a seat, as the card language reads it. */
  zoneOf(state: S, side: Seat, zone: Zone): readonly Uid[];
  /** The side Exit effects never affect, if any. */
  sparedByExit(state: S): Seat | undefined;
}

/** The field's positions, first to last. */
export interface PositionHooks<S extends GameState = GameState> {
  /** The slot at each position, first to last. */
  fieldOrder(state: S): readonly number[];
  /** The slot whose card costs 1 less, or -1. */
  discountSlot(state: S): number;
  /** The slot at the position before (-1) or after (+1) a slot's, or -1 past either end. */
  slotBeside(state: S, slot: number, step: -1 | 1): number;
  /** Whether no effect may move or remove this field card (it must be acquired). */
  staysOnField(state: S, uid: Uid): boolean;
}

/** Records where a card is, for the zone index (zone-index.ts). */
export interface PlaceIndexer {
  put(uid: Uid, zone: Zone, seat?: Seat, slot?: number): void;
  /** Every list and the armor of a side's kept cards. */
  keeper(p: Omit<PlayerState, 'hero'>): void;
}

/** The places a ruleset adds to the table. */
export interface PlaceHooks<S extends GameState = GameState> {
  /** The list holding one of the ruleset's places (a numbered one by its slot), or null: not one. */
  list(state: S, zone: Zone, slot: number | undefined): Uid[] | null;
  /** Its places numbered by slot (as the field is). */
  readonly slotted: ReadonlySet<Zone>;
  /** Its face-down places: VP tokens on a card put there go back to the supply. */
  readonly faceDown: ReadonlySet<Zone>;
  /** The side a card at one of its places belongs to (one without a seat of its own), if any. */
  sideAt(state: S, zone: Zone): Seat | undefined;
  /** Indexes every card of its places and of its extra sides, after the table's own places. */
  scan(state: S, index: PlaceIndexer): void;
  /** Copies its part of the state into `out`, a fresh copy of `s` (clone.ts), sharing nothing that changes. */
  copy(out: S, s: S): void;
}

export interface TableHooks<S extends GameState = GameState> {
  readonly sides: SideHooks<S>;
  readonly positions: PositionHooks<S>;
  readonly places: PlaceHooks<S>;
  /** What the ruleset adds to a field card's cost (both routes), after every other change. */
  costExtra(state: S, uid: Uid): number;
}

const NONE: readonly number[] = Object.freeze([]);
const NO_ZONE: ReadonlySet<Zone> = new Set();
const ROW: readonly number[] = Object.freeze(Array.from({ length: FIELD_SIZE }, (_, s) => s));

/** The plain table: its seats, a row of six positions (slots) whose 6th card costs 1 less (rulebook
 *  "Zone de jeu"), and no place besides the table's own. */
export const PLAIN_TABLE: TableHooks = {
  sides: {
    extraSides: () => NONE,
    keeperOf: () => undefined,
    opponentsOf: (state, seat) => state.players.map((p) => p.seat).filter((s) => s !== seat),
    placeOf: (_state, to) => to,
    zoneOf: () => NONE,
    sparedByExit: () => undefined,
  },
  positions: {
    fieldOrder: () => ROW,
    discountSlot: () => FIELD_SIZE - 1,
    slotBeside(_state, slot, step) { // positions are slots
      const beside = slot + step;
      return slot >= 0 && slot < FIELD_SIZE && beside >= 0 && beside < FIELD_SIZE ? beside : -1;
    },
    staysOnField: () => false,
  },
  places: {
    list: () => null,
    slotted: NO_ZONE,
    faceDown: NO_ZONE,
    sideAt: () => undefined,
    scan() {},
    copy() {},
  },
  costExtra: () => 0,
};

const HOOKS: Record<string, TableHooks> = {};

/** A ruleset's hooks, for the states whose mode is `mode` (registering again replaces them). */
export function registerTableHooks<S extends GameState>(mode: S['mode'], hooks: TableHooks<S>): void {
  HOOKS[mode] = hooks as unknown as TableHooks; // only ever called with states of that mode
}

/** The hooks of the state's ruleset (the plain table's if it registered none). */
export const hooksOf = (state: GameState): TableHooks => HOOKS[state.mode] ?? PLAIN_TABLE;

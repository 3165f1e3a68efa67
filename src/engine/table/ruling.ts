// The statics of the cards whose rules hold for everyone now: the field cards (slot order) and the
// current Epic. Every cost, value and restriction read walks them, many times per action, while they
// change only when the field or the Epic does: so they are gathered once and kept until then. The
// cache is checked against the uids in place (and the game's card list), never trusted blindly, so a
// state changed by hand or in place is read afresh.
import type { Static } from '../../cards';
import { hasStatics, staticsOf, type StaticFor } from '../../cards/scripts';
import type { GameState, Uid } from './types';
import { rawEpoch } from '../core/read-cache';

type StaticOn = Static['on'];
export interface RulingStatic<K extends StaticOn> { source: Uid; st: StaticFor<K> }

interface Gathered {
  cards: readonly number[];
  /** The field's uids then the current Epic's (-1: none). */
  key: Int32Array;
  field: Partial<Record<StaticOn, RulingStatic<StaticOn>[]>>;
  withEpic: Partial<Record<StaticOn, RulingStatic<StaticOn>[]>>;
}

// Not frozen: a frozen array has its own kind of elements, which for…of walks with a new iterator object
// each time (a fifth of the bytes allocated per action in bots' games); readonly keeps it empty.
const NONE: readonly never[] = [];
let last: Gathered | null = null;
/** The state, epoch, field and field writes `last` was last checked against: until one of them
 *  changes, one check will do (between two actions, and during one while no field card or Epic moves). */
let checkedState: GameState | null = null;
let checkedEpoch = -1;
let checkedField: GameState['field'] | null = null;
let checkedWrites = -1;
/** Counts the writes to the field's slots and to the current Epic (zones.ts reports them). */
let fieldWrites = 0;
export const fieldWritten = (): void => { fieldWrites++; };

function checked(state: GameState): void {
  checkedState = state; checkedEpoch = rawEpoch(); checkedField = state.field; checkedWrites = fieldWrites;
}

function keyMatches(state: GameState, g: Gathered): boolean {
  if (g.cards !== state.cards) return false;
  const n = state.field.length;
  if (g.key.length !== n + 1) return false;
  for (let s = 0; s < n; s++) if (g.key[s] !== (state.field[s] ?? -1)) return false;
  return g.key[n] === (state.epic?.current ?? -1);
}

function gather(state: GameState): Gathered {
  if (state === checkedState && rawEpoch() === checkedEpoch && fieldWrites === checkedWrites && state.field === checkedField) return last!;
  if (last && keyMatches(state, last)) {
    checked(state);
    return last;
  }
  // Rebuilt about once every three actions (the upkeep moves the field card by card): cards without
  // statics (most) are skipped, and without an Epic's statics the two lists are the same arrays.
  const n = state.field.length;
  const key = new Int32Array(n + 1);
  const field: Gathered['field'] = {};
  for (let s = 0; s < n; s++) {
    const uid = state.field[s] ?? null;
    key[s] = uid ?? -1;
    if (uid === null || !hasStatics(state.cards[uid])) continue;
    for (const on of ON_KINDS) for (const st of staticsOf(state.cards[uid], on)) (field[on] ??= []).push({ source: uid, st });
  }
  const epic = state.epic?.current ?? null;
  key[n] = epic ?? -1;
  let withEpic: Gathered['withEpic'] = field;
  if (epic !== null && hasStatics(state.cards[epic])) {
    withEpic = {};
    for (const on of ON_KINDS) {
      const list = [...(field[on] ?? [])];
      for (const st of staticsOf(state.cards[epic], on)) list.push({ source: epic, st });
      if (list.length) withEpic[on] = list;
    }
  }
  last = { cards: state.cards, key, field, withEpic };
  checked(state);
  return last;
}

/** The kinds of statics that hold from the field or the Epic for everyone. */
const ON_KINDS: readonly StaticOn[] = ['field', 'costs', 'values', 'forceCostAsCosmos', 'othersExit'];

/** The statics of kind `on` of the field cards, in slot order. */
export const fieldStatics = <K extends StaticOn>(state: GameState, on: K): readonly RulingStatic<K>[] =>
  (gather(state).field[on] ?? NONE) as readonly RulingStatic<K>[];

/** The statics of kind `on` of the field cards then the current Epic: the rules in force. */
export const rulingStatics = <K extends StaticOn>(state: GameState, on: K): readonly RulingStatic<K>[] =>
  (gather(state).withEpic[on] ?? NONE) as readonly RulingStatic<K>[];

/** Whether no rule in force changes costs (no 'costs' static from the field or the Epic, no field card
 *  turning its neighbours' Force costs into Cosmos costs): then printed costs hold. */
export const noCostRules = (state: GameState): boolean => {
  const g = gather(state);
  return !g.withEpic.costs && !g.field.forceCostAsCosmos;
};

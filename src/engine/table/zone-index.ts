// Where a card is, in O(1): an index from uid to its zone, kept beside each state object and updated
// by every move (zones.attach). The index is a hint, checked against the zone it names before it is
// believed; a state made or changed by hand, or a fresh copy, is simply indexed again in one pass.
import type { GameState, Uid, ZoneRef } from './types';
import { playerOf } from './sides';
import { hooksOf, type PlaceIndexer } from './table-hooks';

type PlayerList = 'hand' | 'deck' | 'discard' | 'marked' | 'destroyed' | 'setAside' | 'relics' | 'pillars';
/** The order in which a full scan looks (the first place found wins, as before the index existed). */
const PLAYER_LISTS: readonly PlayerList[] = ['hand', 'discard', 'deck', 'marked', 'destroyed', 'setAside', 'relics', 'pillars'];

/** Whether a place is numbered by slot: the field's slots, and a ruleset's numbered places. */
const slotted = (state: GameState, zone: ZoneRef['zone']): boolean => zone === 'field' || hooksOf(state).places.slotted.has(zone);

const indexes = new WeakMap<GameState, (ZoneRef | undefined)[]>();

/** One shared, frozen ZoneRef per place (they end up in events: nobody may change them), by zone then
 *  seat (+1, 0 for none) or field slot. */
const REFS = new Map<ZoneRef['zone'], ZoneRef[]>();
function refOf(zone: ZoneRef['zone'], seat?: number, slot?: number): ZoneRef {
  let byPlace = REFS.get(zone);
  if (!byPlace) REFS.set(zone, (byPlace = []));
  const at = slot ?? (seat === undefined ? 0 : seat + 1);
  return (byPlace[at] ??= Object.freeze({ zone, ...(seat === undefined ? {} : { seat }), ...(slot === undefined ? {} : { slot }) }));
}

/** The list a place holds its cards in, or null for the single-card places (field slot, armor, Epic). */
function listAt(state: GameState, ref: ZoneRef): readonly Uid[] | null {
  switch (ref.zone) {
    case 'reserve': return state.reserve;
    case 'fieldDiscard': return state.fieldDiscard;
    case 'pillarsAside': return state.expansion?.pillarsAside ?? [];
    case 'pillarsInPlay': return state.expansion?.pillarsInPlay ?? [];
    case 'epicDeck': return state.epic?.deck ?? [];
    case 'epicsDone': return state.epic?.done ?? [];
    case 'field': case 'armor': case 'epic': case 'play': case 'under': return null;
    default: return hooksOf(state).places.list(state, ref.zone, ref.slot) ?? playerOf(state, ref.seat!)?.[ref.zone as PlayerList] ?? [];
  }
}

/** Whether the card really is at the place the index names. */
function holds(state: GameState, uid: Uid, ref: ZoneRef): boolean {
  switch (ref.zone) {
    case 'field': return state.field[ref.slot!] === uid;
    case 'armor': return playerOf(state, ref.seat!)?.armor === uid;
    case 'epic': return state.epic?.current === uid;
    case 'play': {
      for (const c of state.play) if (c.uid === uid && c.seat === ref.seat) return true;
      return false;
    }
    case 'under': return false; // its seat follows the relic: always read afresh
    default: {
      const list = listAt(state, ref)!;
      return list[list.length - 1] === uid || list.includes(uid); // most moves take the top (a draw)
    }
  }
}

/** Every card's place, by a full scan of the state. */
function scan(state: GameState): (ZoneRef | undefined)[] {
  const index: (ZoneRef | undefined)[] = new Array(state.cards.length);
  const put = (uid: Uid, ref: ZoneRef) => { if (index[uid] === undefined) index[uid] = ref; };
  state.field.forEach((uid, slot) => { if (uid !== null) put(uid, refOf('field', undefined, slot)); });
  for (const p of state.players) {
    for (const list of PLAYER_LISTS) for (const uid of p[list]) put(uid, refOf(list, p.seat));
    if (p.armor !== null) put(p.armor, refOf('armor', p.seat));
  }
  for (const c of state.play) put(c.uid, refOf('play', c.seat));
  for (const uid of state.reserve) put(uid, refOf('reserve'));
  for (const uid of state.fieldDiscard) put(uid, refOf('fieldDiscard'));
  for (const uid of state.expansion?.pillarsInPlay ?? []) put(uid, refOf('pillarsInPlay'));
  for (const uid of state.expansion?.pillarsAside ?? []) put(uid, refOf('pillarsAside'));
  const indexer: PlaceIndexer = { // the ruleset's places and extra sides (table-hooks.ts)
    put: (uid, zone, seat, slot) => put(uid, refOf(zone, seat, slot)),
    keeper(p) {
      for (const list of PLAYER_LISTS) for (const uid of p[list]) put(uid, refOf(list, p.seat));
      if (p.armor !== null) put(p.armor, refOf('armor', p.seat));
    },
  };
  hooksOf(state).places.scan(state, indexer);
  if (state.epic?.current !== null && state.epic?.current !== undefined) put(state.epic.current, refOf('epic'));
  for (const uid of state.epic?.deck ?? []) put(uid, refOf('epicDeck'));
  for (const uid of state.epic?.done ?? []) put(uid, refOf('epicsDone'));
  return index;
}

/** A card under a relic (Urne d'Athéna): its seat is the relic's holder's. */
function underRef(state: GameState, uid: Uid): ZoneRef | null {
  for (const [relic, list] of Object.entries(state.under ?? {})) {
    if (list.includes(uid)) return { zone: 'under', seat: locate(state, Number(relic))?.seat ?? undefined, relic: Number(relic) };
  }
  return null;
}

export function locate(state: GameState, uid: Uid): ZoneRef | null {
  const known = indexes.get(state)?.[uid];
  if (known !== undefined && holds(state, uid, known)) return known;
  if (state.under) { // before the other places, as the scan always did: a card under a relic is nowhere else
    const under = underRef(state, uid);
    if (under) return under;
  }
  const index = scan(state);
  indexes.set(state, index);
  return index[uid] ?? null;
}

/** Records that a card has just reached `to` (zones.attach and the moves that bypass it). */
export function noteMove(state: GameState, uid: Uid, to: ZoneRef): void {
  const index = indexes.get(state);
  if (!index) return;
  index[uid] = to.zone === 'under' ? undefined : refOf(to.zone, to.seat, slotted(state, to.zone) ? to.slot : undefined);
}

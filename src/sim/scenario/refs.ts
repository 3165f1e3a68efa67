// Card references, the scenario's way to name a card: "hand:69", "field:2", "armor", "discard:30@1",
// "marked:85@poseidon" (Poseidon's cards at the cooperative board), and for a decision's answer
// "seat:1", "yes", "no". Parsing them (for the schema) and resolving them against a state (for the
// builder and the runner).
import { CARD_TYPES } from '../../cards';
import { playerOf } from '../../engine/table/sides';
import { poseidonSeat } from '../../engine/coop/sides';
import type { GameState, Seat, Uid } from '../../engine/classic/types';

/** Zones a card reference can name by card type: "hand:69", "wounded:69@1". 'marked' is the whole marked
 *  area ('wounded' names the same area), 'pillarsInPlay' the revealed pillars, 'epic' the current Epic. */
const REF_ZONES = [
  'hand', 'deck', 'discard', 'wounded', 'marked', 'destroyed', 'setAside', 'play', 'relics', 'pillars', 'reserve', 'fieldDiscard',
  'pillarsInPlay', 'epic',
  'under', // the cards under a seat's relics (Urne d'Athéna)
] as const;
export const TABLE_REF_ZONES: readonly string[] = ['reserve', 'fieldDiscard', 'pillarsInPlay', 'epic'];
type RefZone = (typeof REF_ZONES)[number];
const REF_RE = new RegExp(
  `^(?:(yes|no)|seat:(\\d)|field:(\\d)|armor(?:@(\\d))?|(${REF_ZONES.join('|')}):(\\d+)(?:@(\\d|poseidon))?)$`,
);
export const REF_HELP = 'a card reference such as "hand:69", "field:2", "play:58", "armor", "discard:30@1", "marked:85@poseidon", "pillarsInPlay:2040", "epic:2906", or "seat:1", "yes", "no"';

export type Ref =
  | { kind: 'yes' }
  | { kind: 'no' }
  | { kind: 'seat'; seat: Seat }
  | { kind: 'field'; slot: number }
  | { kind: 'armor'; seat?: Seat }
  | { kind: 'zone'; zone: RefZone; type: number; seat?: Seat | 'poseidon' };

export function parseRef(text: string): Ref | null {
  const m = REF_RE.exec(text);
  if (!m) return null;
  const seat = (s: string | undefined) => (s === undefined ? undefined : Number(s));
  if (m[1]) return m[1] === 'yes' ? { kind: 'yes' } : { kind: 'no' };
  if (m[2] !== undefined) return { kind: 'seat', seat: Number(m[2]) };
  if (m[3] !== undefined) return { kind: 'field', slot: Number(m[3]) };
  if (m[5] === undefined) return { kind: 'armor', seat: seat(m[4]) };
  return { kind: 'zone', zone: m[5] as RefZone, type: Number(m[6]), seat: m[7] === 'poseidon' ? 'poseidon' : seat(m[7]) };
}

export class RefError extends Error {}

/** The cards of a zone in the order the scenario vocabulary reads them (decks and reserve top first). */
function zoneUids(state: GameState, zone: RefZone, seat: Seat): Uid[] {
  switch (zone) {
    case 'play': return state.play.filter((c) => c.seat === seat).map((c) => c.uid);
    case 'reserve': return [...state.reserve].reverse();
    case 'fieldDiscard': return [...state.fieldDiscard];
    case 'pillarsInPlay': return [...(state.expansion?.pillarsInPlay ?? [])];
    case 'epic': return state.epic?.current === null || !state.epic ? [] : [state.epic.current];
    case 'deck': return [...playerOf(state, seat).deck].reverse();
    case 'marked': case 'wounded': return [...playerOf(state, seat).marked];
    case 'under': return playerOf(state, seat).relics.flatMap((r) => state.under?.[r] ?? []);
    default: return [...playerOf(state, seat)[zone]];
  }
}

/**
 * Resolves references against the state, for the acting seat. Within one list, each reference
 * takes the first matching card not already taken, so ["hand:1", "hand:1"] names two Seiya.
 */
export function resolveRefs(state: GameState, texts: string[], seat: Seat, cardsOnly: boolean): number[] {
  const taken = new Set<Uid>();
  return texts.map((text) => {
    const r = parseRef(text);
    if (!r) throw new RefError(`"${text}" is not ${REF_HELP}`);
    if (r.kind === 'yes' || r.kind === 'no' || r.kind === 'seat') {
      if (cardsOnly) throw new RefError(`"${text}" names no card`);
      return r.kind === 'seat' ? r.seat : r.kind === 'yes' ? 1 : 0;
    }
    let uid: Uid | null | undefined;
    if (r.kind === 'field') {
      uid = state.field[r.slot];
      if (uid === null) throw new RefError(`"${text}": field slot ${r.slot} is empty`);
    } else if (r.kind === 'armor') {
      uid = state.players[r.seat ?? seat].armor;
      if (uid === null) throw new RefError(`"${text}": seat ${r.seat ?? seat} has no armor equipped`);
    } else {
      // Poseidon's cards are kept like a seat's, after the heroes' (engine/coop/sides.ts).
      const owner = r.seat === 'poseidon' ? poseidonSeat(state) : r.seat ?? seat;
      if (owner < 0) throw new RefError(`"${text}": there is no Poseidon at a classic table`);
      uid = zoneUids(state, r.zone, owner).find((u) => state.cards[u] === r.type && !taken.has(u));
      if (uid === undefined) {
        const where = TABLE_REF_ZONES.includes(r.zone) ? `the ${r.zone}` : `seat ${owner}'s ${r.zone}`;
        throw new RefError(`"${text}": no${taken.size ? ' other' : ''} card ${r.type} (${CARD_TYPES.get(r.type)!.name}) in ${where}`);
      }
    }
    taken.add(uid);
    return uid;
  });
}

// The places the cooperative board adds to the table (Poseidon rulebook "Mode coopératif — Mise en
// place"): the seven face-down piles and the pillars waiting under them, numbered by slot as the field
// is, and the Main Breadwinner, Poseidon's (his hand is its top: sides.ts). Its +1 VP tokens on
// Generals raise their costs.
import { copyPlayer } from '../table/clone';
import type { PlaceHooks } from '../table/table-hooks';
import { hidePlaces } from '../table/visibility';
import type { CoopState } from './types';
import { poseidonSeat } from './sides';

/** A pile's face-down cards are seen by nobody (a pillar waiting on its side shows its face A). */
hidePlaces('pile');

export const BOARD_PLACES: PlaceHooks<CoopState> = {
  list(state, zone, slot) {
    switch (zone) {
      case 'pile': return state.board.piles[slot!];
      case 'breadwinner': return state.board.breadwinner;
      case 'pillarSide': return state.board.pillarSide[slot!];
      default: return null;
    }
  },
  slotted: new Set(['pile', 'pillarSide']),
  faceDown: new Set(['pile', 'pillarSide']),
  sideAt: (state, zone) => (zone === 'breadwinner' ? poseidonSeat(state) : undefined),
  scan(state, index) {
    const board = state.board;
    index.keeper(board.poseidon);
    board.piles.forEach((pile, slot) => { for (const uid of pile) index.put(uid, 'pile', undefined, slot); });
    board.pillarSide.forEach((side, slot) => { for (const uid of side) index.put(uid, 'pillarSide', undefined, slot); });
    for (const uid of board.breadwinner) index.put(uid, 'breadwinner');
  },
  copy(out, s) {
    const b = s.board;
    out.board = {
      ...b, piles: b.piles.map((p) => p.slice()), pillars: b.pillars.slice(), pillarSide: b.pillarSide.map((p) => p.slice()),
      generals: b.generals.slice(), breadwinner: b.breadwinner.slice(), heroAt: b.heroAt.slice(), start: b.start.slice(), played: b.played.slice(),
      givenTo: b.givenTo.slice(), poseidon: copyPlayer(b.poseidon), tokenCost: { ...b.tokenCost }, flood: b.flood && { ...b.flood },
      ...(b.quiet ? { quiet: { ...b.quiet } } : {}),
    };
  },
};

/** The cooperative board: each +1 VP token the flood put on a General raises both its costs by 1. */
export const tokenCostOf = (state: CoopState, uid: number): number => state.board.tokenCost[uid] ?? 0;

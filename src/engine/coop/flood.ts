// The Poseidon phase (rulebook "Phase de Poséidon"): the flood pawn moves clockwise one interval per
// hero; at each pile it crosses Poseidon applies the rule that fits, before going on; if he took no card
// and placed no token, the pawn goes on until he does or has made a full lap. Passing or stopping on the
// start interval raises the water by 1 and adds an hourglass to the Epic. At the end, the tops of the
// piles heroes face are revealed clockwise from the pawn. Each of these steps begins with its public
// marker (poseidonStep), which the flow and the board walk the phase by.
import type { Handler } from '../effects/interpreter';
import { addHourglasses } from '../classic/epics';
import { addVpTokens } from '../table/markers';
import type { GameEvent } from '../table/types';
import { moveCard } from '../table/zones';
import { clockwise, emit, lastCardOf, revealedPillarAt, revealNextFacedTop, revealTop } from './board';
import { checkEnd } from './end';
import { applyTakenCard } from './poseidon';
import { PILES, type CoopState, type PoseidonStep } from './types';

export const START_INTERVAL = 0;

/** Each step's marker comes first, before the events the step makes (the table shows them after it). */
const beginStep = (events: GameEvent[], step: PoseidonStep): void => emit(events, { type: 'poseidonStep', step });

export const floodBegin: Handler<unknown, CoopState> = (state, _frame, _op, events) => {
  state.phase = 'poseidon';
  state.board.flood = { left: state.players.length, moved: 0, took: false };
  beginStep(events, { kind: 'poseidonBegins' });
  emit(events, { type: 'phaseStarted', phase: 'poseidon', round: state.board.round });
};

/** One crossing, then the same op again while crossings are owed (after any effect the crossing started). */
export const floodStep: Handler<unknown, CoopState> = (state, frame, _op, events) => {
  const b = state.board;
  const f = b.flood!;
  if (f.left <= 0 && (f.took || f.moved >= PILES)) return;
  frame.pc--;
  const pile = b.pawn;
  b.pawn = clockwise(pile);
  f.left = Math.max(0, f.left - 1);
  f.moved += 1;
  beginStep(events, { kind: 'floodMoves', crossing: f.moved });
  emit(events, { type: 'floodMoved', crossing: f.moved, from: pile, to: b.pawn, pile });
  actAt(state, pile, events);
  if (b.pawn === START_INTERVAL) raiseWater(state, events);
  checkEnd(state, events);
};

function raiseWater(state: CoopState, events: GameEvent[]): void {
  const b = state.board;
  b.water = Math.min(b.waterTop, b.water + 1);
  emit(events, { type: 'waterChanged', level: b.water, top: b.waterTop, by: 'startInterval' });
  addHourglasses(state, 1, events);
}

/** What Poseidon does at the pile the pawn crosses: told first (floodAt, with the crossing's number), then done. */
export function actAt(state: CoopState, pile: number, events: GameEvent[]): void {
  const b = state.board;
  const f = b.flood!;
  const crossing = f.moved;
  beginStep(events, { kind: 'poseidonActs', crossing });
  const top = state.field[pile];
  const down = b.piles[pile];
  if (top === null && down.length === 0) {
    emit(events, { type: 'floodAt', crossing, pile, reason: revealedPillarAt(state, pile) === null ? 'empty' : 'pillar' });
    return;
  }
  const last = lastCardOf(state, pile);
  if (last !== null) {
    // The General alone on his pillar: flipped face up, or, already face up, a +1 VP token (+1 to both costs).
    if (top === null) {
      emit(events, { type: 'floodAt', crossing, pile, reason: 'generalFlipped', uid: last, card: state.cards[last] });
      revealTop(state, pile, events, true);
    } else {
      emit(events, { type: 'floodAt', crossing, pile, reason: 'generalToken', uid: last, card: state.cards[last] });
      addVpTokens(state, last, 1, 1, events);
      b.tokenCost[last] = (b.tokenCost[last] ?? 0) + 1;
      f.took = true;
    }
    return;
  }
  // A face-down top goes face up into the Main Breadwinner; a face-up one too, and Poseidon applies its
  // Discard, Wound, Freeze, Destroy, Marked, Defeated and Exit effects, top to bottom.
  const uid = top ?? down[down.length - 1];
  emit(events, { type: 'floodAt', crossing, pile, reason: top !== null ? 'faceUp' : 'faceDown', uid, card: state.cards[uid] });
  moveCard(state, uid, { zone: 'breadwinner' }, events);
  f.took = true;
  if (top !== null) applyTakenCard(state, uid, events);
}

/** "À la fin de cette phase, les cartes du dessus des piles auxquelles font face des pions Héros sont
 *  révélées dans le sens horaire à partir du pion": still Poseidon's phase (their Arrivals too). */
export const floodReveal: Handler<unknown, CoopState> = (state, frame, _op, events) => {
  const flood = state.board.flood!;
  if (!flood.revealing) {
    flood.revealing = true;
    beginStep(events, { kind: 'poseidonEnds' });
    emit(events, { type: 'poseidonReveals' });
  }
  // One pile at a time: this op runs again once the revealed card's Arrival has resolved.
  if (revealNextFacedTop(state, events, state.board.pawn)) frame.pc--;
};

export const floodEnd: Handler<unknown, CoopState> = (state, _frame, _op, events) => {
  const b = state.board;
  b.flood = null;
  state.phase = 'players';
  b.played = [];
  b.round += 1;
  emit(events, { type: 'phaseStarted', phase: 'players', round: b.round });
};

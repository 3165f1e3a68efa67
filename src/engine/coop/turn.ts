// The players' phase between actions: a hero's turn ends with upkeep steps 1–2 only (RULING-7), then
// the next hero is picked by the table; after every action the board settles: a pile left empty reveals
// its pillar, the piles heroes face show their top card, and the game may be over.
import { pushEffect, pushTrigger } from '../effects/stack';
import type { Handler } from '../effects/interpreter';
import type { GameEvent } from '../table/types';
import { moveCard } from '../table/zones';
import { clockwise, faceableAt, faceableFor, revealNextFacedTop } from './board';
import { faceToll, facingForbidden } from '../table/restrictions';
import { checkEnd } from './end';
import { PILES, type CoopState } from './types';

/** The ops a hero's turn end runs: the current Epic's turn end, upkeep steps 1 and 2, then the board's. */
export const turnEndOps = (discard: number[]) => [
  { op: 'epicTurnEnd' },
  { op: 'upkeepStep', step: 1 }, { op: 'upkeepDiscard', discard },
  { op: 'upkeepStep', step: 2 }, { op: 'drawUp' },
  { op: 'coopTurnEnd' },
];

export const coopTurnEnd: Handler<unknown, CoopState> = (state, _frame, _op, _events) => {
  const b = state.board;
  b.played.push(state.active);
  b.inTurn = false;
  b.givenTo = [];
  if (state.targets) { // extra targets offered for this turn only go with it (op offerTarget)
    state.targets = state.targets.filter((t) => !t.thisTurn);
    if (!state.targets.length) delete state.targets;
  }
  if (b.played.length >= state.players.length) {
    pushEffect(state, [{ op: 'floodBegin' }, { op: 'floodStep' }, { op: 'floodReveal' }, { op: 'floodEnd' }], { seat: state.active, source: -1, vars: {} });
  }
};

/** A pile with no card left shows the pillar it hid (rulebook "Pilier et Main Breadwinner" A). */
export function revealPillars(state: CoopState, events: GameEvent[]): void {
  const b = state.board;
  for (let pile = 0; pile < PILES; pile++) {
    const [pillar] = b.pillarSide[pile];
    if (pillar === undefined || b.piles[pile].length || state.field[pile] !== null) continue;
    moveCard(state, pillar, { zone: 'pillarsInPlay' }, events);
    events.push({ type: 'pillarRevealed', uid: pillar, card: state.cards[pillar], by: b.generals[pile] });
  }
}

/** After each action of the players' phase: pillars, faced tops (clockwise from the pawn, one at a time,
 *  each Arrival resolved before the next: this op runs again after it), the played cards following
 *  their hero, the end. */
export const settle: Handler<unknown, CoopState> = (state, frame, _op, events) => {
  revealPillars(state, events);
  if (state.phase === 'players' && revealNextFacedTop(state, events, state.board.pawn)) {
    frame.pc--;
    return;
  }
  if (state.phase === 'players' && state.board.inTurn) followHero(state, state.active);
  checkEnd(state, events);
};

/**
 * RULING-19 (« Si le pion Héros est déplacé, une carte précédemment jouée peut encore être utilisée »):
 * the cards a hero has in play that face a card he no longer faces (he moved) face the card he faces
 * now, so that their Force and Cosmos count against it. Our reading where the rules are silent: a card
 * that faces nothing (what it faced has been acquired: its values are spent) stays so; a card follows
 * only where it could have been played without more (no field rule forbids it, no toll to pay, and a
 * Libra weapon's +4 only against a pillar); otherwise it faces nothing, its activation still usable.
 */
export function followHero(state: CoopState, seat: number): void {
  const faceable = faceableFor(state, seat);
  const now = faceableAt(state, seat)[0] ?? null;
  for (const played of state.play) {
    if (played.seat !== seat || played.facing === null || faceable.includes(played.facing)) continue;
    played.facing = now !== null && mayFollowTo(state, played.uid, now) ? now : null;
  }
}

function mayFollowTo(state: CoopState, uid: number, target: number): boolean {
  if (facingForbidden(state, uid, target) !== null || faceToll(state, target) > 0) return false;
  const libra = state.modifiers.some((m) => m.kind === 'libra' && m.uid === uid);
  return !libra || !!state.expansion?.pillarsInPlay.includes(target);
}

/**
 * "Compléter le terrain": a card from the reserve, face up, on each empty field place (a face-down top)
 * that a hero faces, one at a time so that each Arrival resolves before the next card comes.
 */
export const coopRefill: Handler<unknown, CoopState> = (state, frame, _op, events) => {
  const b = state.board;
  if (!state.reserve.length) return;
  for (let k = 0; k < PILES; k++) {
    const pile = clockwise(b.pawn, k);
    if (state.field[pile] !== null || !b.piles[pile].length || !b.heroAt.includes(pile)) continue;
    const uid = state.reserve[state.reserve.length - 1];
    moveCard(state, uid, { zone: 'field', slot: pile }, events);
    frame.pc--;
    pushTrigger(state, uid, 'arrival', { seat: state.active }, events);
    return;
  }
};

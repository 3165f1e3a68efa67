// The upkeep phase (rulebook "Phase d'entretien", steps 1–6) as ops on the effect stack, so that
// Arrival effects revealed in step 5 can interrupt it with their own choices.
import type { Op } from '../../cards';
import { removeFromField, shiftRight } from './field';
import { score } from './scoring';
import type { Frame, GameEvent, GameState, Seat, Uid } from '../table/types';
import { FIELD_SIZE } from '../table/types';
import { drawCards, locate, moveCard } from '../table/zones';
import { pushEpicTurnHook, pushGameEndHooks } from './epics';
import { pushEffect } from '../effects/stack';
import { drawUpTo } from './epic-rules';
import { playerOf } from '../table/sides';

export type UpkeepOp =
  | { op: 'epicTurnEnd' }
  /** Marks where a rulebook step begins, for the table that shows the upkeep step by step. */
  | { op: 'upkeepStep'; step: 1 | 2 | 3 | 4 | 5 | 6 }
  | { op: 'upkeepDiscard'; discard: Uid[] }
  | { op: 'drawUp' }
  | { op: 'removeLast' }
  | { op: 'shiftRight' }
  | { op: 'nextTurn' }
  | { op: 'finishGame' };

/** The steps after the discard, the same every turn: shared by every upkeep (a frame's ops are never
 *  changed in place, and these are never changed at all). */
const AFTER_DISCARD: readonly (UpkeepOp | Op)[] = [
  { op: 'upkeepStep', step: 2 }, { op: 'drawUp' },
  { op: 'upkeepStep', step: 3 }, { op: 'removeLast' },
  { op: 'upkeepStep', step: 4 }, { op: 'shiftRight' },
  { op: 'upkeepStep', step: 5 }, { op: 'refillField' },
  { op: 'upkeepStep', step: 6 }, { op: 'nextTurn' },
];
const BEFORE_DISCARD: readonly (UpkeepOp | Op)[] = [{ op: 'epicTurnEnd' }, { op: 'upkeepStep', step: 1 }];

export function upkeepOps(discard: Uid[]): (UpkeepOp | Op)[] {
  return [...BEFORE_DISCARD, { op: 'upkeepDiscard', discard }, ...AFTER_DISCARD];
}

export function runUpkeepOp(state: GameState, frame: Frame, op: UpkeepOp, events: GameEvent[]): void {
  const seat = frame.ctx.seat;
  switch (op.op) {
    // The current Epic's "at the end of their turn" effect, before the cards are discarded.
    case 'epicTurnEnd': pushEpicTurnHook(state, 'turnEnd', events); return;
    case 'upkeepStep': events.push({ type: 'upkeepStep', step: op.step, seat }); return;
    case 'upkeepDiscard': {
      // Step 1: played cards and the unwanted hand cards go to the discard; wounded cards and the
      // equipped armor stay. A card played from another player's hand goes to its owner's discard first,
      // wherever it is among this turn's player's cards (Robe Divine Delta 1018).
      for (const m of state.modifiers) if (m.kind === 'returnTo' && m.seat !== undefined) returnToOwner(state, m.uid, m.seat, events);
      for (const played of state.play.filter((c) => c.seat === seat)) moveCard(state, played.uid, { zone: 'discard', seat }, events);
      for (const uid of op.discard) {
        if (playerOf(state, seat).hand.includes(uid)) moveCard(state, uid, { zone: 'discard', seat }, events);
      }
      state.modifiers = [];
      state.used = [];
      return;
    }
    case 'drawUp': {
      const p = playerOf(state, seat);
      drawCards(state, seat, Math.max(0, drawUpTo(state, seat) - p.hand.length), events); // 6 under Soutien télépathique 2916
      return;
    }
    case 'removeLast': {
      const last = state.field[FIELD_SIZE - 1];
      if (last !== null) removeFromField(state, last, events);
      return;
    }
    case 'shiftRight': shiftRight(state, events); return;
    case 'nextTurn': nextTurn(state, events); return;
    case 'finishGame': finishGame(state, events); return;
  }
}

/** The zones a card played from another player's hand may have reached during the turn. */
const RETURNED_FROM = new Set(['play', 'armor', 'relics', 'hand', 'discard', 'marked']);

/** Robe Divine Delta 1018: at the end of the turn, the card played from `owner`'s hand goes to their discard. */
function returnToOwner(state: GameState, uid: Uid, owner: Seat, events: GameEvent[]): void {
  const at = locate(state, uid);
  if (at?.seat === undefined || at.seat === owner || !RETURNED_FROM.has(at.zone)) return;
  moveCard(state, uid, { zone: 'discard', seat: owner }, events);
}

function finishGame(state: GameState, events: GameEvent[]): void {
  state.phase = 'gameOver';
  state.stack = [];
  state.pending = null;
  state.result = score(state);
  events.push({ type: 'gameOver', result: state.result });
}

function nextTurn(state: GameState, events: GameEvent[]): void {
  const n = state.players.length;
  // Extra targets offered for this turn only (op offerTarget) go with it, even those offered during its
  // upkeep (an Arrival).
  if (state.targets) {
    state.targets = state.targets.filter((t) => !t.thisTurn);
    if (!state.targets.length) delete state.targets;
  }
  // RULING-4: with the reserve and the field both empty, the round is the last one.
  if (!state.finalRound && state.reserve.length === 0 && state.field.every((u) => u === null)) {
    state.finalRound = true;
    events.push({ type: 'finalRound' });
  }
  const next = (state.active + 1) % n;
  // Rulebook "Fin de partie": once the last flame is gone, the round is finished so that everyone
  // has played the same number of turns.
  if (state.finalRound && next === state.firstSeat) {
    state.stack = []; // the upkeep that ended the game is complete
    // The end-of-game effects of the Epics revealed this game run first, then the score.
    pushEffect(state, [{ op: 'finishGame' }], { seat: state.active, source: -1, vars: {} });
    if (!pushGameEndHooks(state, events)) state.stack = [];
    else return;
    finishGame(state, events);
    return;
  }
  state.active = next;
  state.turn += 1;
  events.push({ type: 'turnStarted', seat: next, turn: state.turn });
  pushEpicTurnHook(state, 'turnStart', events);
}

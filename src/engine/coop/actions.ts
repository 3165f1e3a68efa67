// The cooperative mode's actions: when each may be taken (check, which throws a RuleError saying why
// not) and what it does (execute). A hero's card actions are the classic ones, confronting only the card
// on their own pile; moving, giving and picking who plays next are the mode's own (rulebook "Phase des
// joueurs"). After every action the board settles (turn.ts).
import { cardType } from '../../cards';
import { RuleError } from '../core/errors';
import { pushEffect, pushTrigger } from '../effects/stack';
import { check as classicCheck, executeAction } from '../classic/actions';
import { pushEpicTurnHook } from '../classic/epics';
import { endForbiddenFacings } from '../table/restrictions';
import type { Action, GameEvent, GameState, Uid } from '../table/types';
import { locate, moveCard } from '../table/zones';
import { areAdjacent, emit, faceableFor, isLastGeneral } from './board';
import { drain } from './effects';
import { pillarsDestroyed } from './end';
import { countQuietRounds } from './quiet';
import { turnEndOps } from './turn';
import type { CoopAction, CoopState } from './types';

export type CoopErrorCode = import('../table/types').ErrorCode | 'notAdjacent' | 'cannotGive' | 'notYourPile' | 'poseidonPlays';

const fail = (code: CoopErrorCode, key: string, message: string): never => { throw new RuleError(code, key, message); };
const nameOf = (state: GameState, uid: Uid) => cardType(state.cards[uid]).name;
/** A hand holding this many cards or more receives nothing (RULING-11). */
export const GIFT_HAND_LIMIT = 10;

/** RULING-11: rare and uncommon cards, every Hero card and the common armors cannot be given. */
export function givable(state: GameState, uid: Uid): boolean {
  const card = cardType(state.cards[uid]);
  if (card.rank === 'rare' || card.rank === 'uncommon') return false;
  if (card.classes.includes('hero') || card.classes.includes('transcendedHero')) return false;
  return !(card.kind === 'armor' && card.rank === 'common');
}


export function check(state: CoopState, action: CoopAction): void {
  const b = state.board;
  if (state.phase === 'gameOver') fail('gameOver', 'error.gameOver', 'the game is over');
  if (action.type === 'answer') return classicCheck(state, action);
  if (state.pending) fail('decisionPending', 'error.decisionPending', `a choice must be made first (seat ${state.pending.seat + 1})`);
  if (state.phase === 'poseidon') fail('poseidonPlays', 'error.poseidonPlays', 'Poseidon is playing his phase');
  if (!Number.isInteger(action.seat) || action.seat < 0 || action.seat >= state.players.length) fail('notYourTurn', 'error.noSuchSeat', `there is no seat ${action.seat + 1}`);
  if (action.type === 'takeTurn') {
    if (b.inTurn) fail('notYourTurn', 'error.heroPlaying', `seat ${state.active + 1} is playing their turn`);
    if (b.played.includes(action.seat)) fail('notYourTurn', 'error.alreadyPlayed', `seat ${action.seat + 1} has already played in this phase`);
    return;
  }
  if (!b.inTurn) fail('notYourTurn', 'error.pickHero', 'the table first picks which hero plays next');
  if (action.seat !== state.active) fail('notYourTurn', 'error.notYourTurn', `it is seat ${state.active + 1}'s turn, not seat ${action.seat + 1}'s`);
  const hand = state.players[action.seat].hand;
  switch (action.type) {
    case 'move':
      if (!hand.includes(action.discard)) fail('notInHand', 'error.notInHand', `card ${action.discard} is not in your hand`);
      if (!Number.isInteger(action.to) || !areAdjacent(b.heroAt[action.seat], action.to)) fail('notAdjacent', 'error.notAdjacent', `pile ${action.to + 1} is not next to yours`);
      return;
    case 'give': return checkGive(state, action);
    case 'play':
      classicCheck(state, action as Action);
      if (!faceableFor(state, action.seat).includes(action.facing)) fail('notYourPile', 'error.notYourPile', `${nameOf(state, action.facing)} is not on your pile: move there first`);
      return;
    case 'acquire':
      if (!faceableFor(state, action.seat).includes(action.target)) fail('notYourPile', 'error.notYourPile', `${nameOf(state, action.target)} is not on your pile: move there first`);
      return classicCheck(state, action as Action);
    default: return classicCheck(state, action as Action);
  }
}

function checkGive(state: CoopState, action: Extract<CoopAction, { type: 'give' }>): void {
  const b = state.board;
  const { seat, to, cards } = action;
  if (!Number.isInteger(to) || to < 0 || to >= state.players.length || to === seat) fail('cannotGive', 'error.giveWhom', 'give to another hero');
  if (!Array.isArray(cards) || cards.length === 0 || new Set(cards).size !== cards.length) fail('cannotGive', 'error.giveWhat', 'give one or more different cards');
  for (const uid of cards) {
    if (!state.players[seat].hand.includes(uid)) fail('notInHand', 'error.notInHand', `card ${uid} is not in your hand`);
    if (!givable(state, uid)) fail('cannotGive', 'error.notGivable', `${nameOf(state, uid)} cannot be given (rare, uncommon, Hero cards and common armors stay)`);
  }
  if (state.players[to].hand.length >= GIFT_HAND_LIMIT) fail('cannotGive', 'error.handFull', `seat ${to + 1} holds ${GIFT_HAND_LIMIT} cards or more and receives nothing`);
  const same = b.heroAt[to] === b.heroAt[seat];
  if (same) return;
  if (!areAdjacent(b.heroAt[to], b.heroAt[seat])) fail('notAdjacent', 'error.giveTooFar', `seat ${to + 1} is neither at your pile nor at a pile next to it`);
  if (cards.length !== 1) fail('cannotGive', 'error.giveOneAdjacent', 'a hero at a pile next to yours receives one card');
  // "à un joueur à qui il n'a pas déjà donné de carte ce tour-ci": any gift this turn, at the same pile too.
  if (b.givenTo.includes(to)) fail('cannotGive', 'error.givenAlready', `you have already given a card to seat ${to + 1} this turn`);
}

/** Puts a frame under those pushed since the stack held `base` frames: it runs after them. */
function insertAt(state: CoopState, base: number, push: () => void): void {
  const before = state.stack.length;
  push();
  if (state.stack.length > before) state.stack.splice(base, 0, state.stack.pop()!);
}

export function execute(state: CoopState, action: CoopAction, events: GameEvent[]): void {
  const b = state.board;
  const base = state.stack.length;
  const seat = action.seat;
  const from = events.length;
  switch (action.type) {
    case 'takeTurn':
      state.active = seat;
      b.inTurn = true;
      state.turn += 1;
      emit(events, { type: 'heroTurn', seat });
      events.push({ type: 'turnStarted', seat, turn: state.turn });
      pushEpicTurnHook(state, 'turnStart', events);
      break;
    case 'move': {
      const from = b.heroAt[seat];
      moveCard(state, action.discard, { zone: 'discard', seat }, events);
      b.heroAt[seat] = action.to;
      emit(events, { type: 'heroMoved', seat, from, to: action.to, discarded: action.discard });
      break;
    }
    case 'give':
      for (const uid of action.cards) moveCard(state, uid, { zone: 'hand', seat: action.to }, events);
      if (!b.givenTo.includes(action.to)) b.givenTo.push(action.to);
      emit(events, { type: 'cardsGiven', seat, to: action.to, cards: [...action.cards] });
      break;
    case 'endTurn':
      pushEffect(state, turnEndOps(action.discard ?? []), { seat, source: -1, vars: {} });
      break;
    case 'acquire': acquire(state, action, events, base); break;
    default: executeAction(state, action as Action, events);
  }
  if (state.phase === 'players') insertAt(state, base, () => pushEffect(state, [{ op: 'coopSettle' }], { seat, source: -1, vars: {} }));
  drain(state, events);
  endForbiddenFacings(state);
  countQuietRounds(state, events, from);
}

/**
 * A classic acquisition, but the last General of a pile goes to the Abyss, applying his Exit after his
 * Vaincu, and gives no Libra weapon (rulebook "Pilier et Main Breadwinner" A, "Autres"); his +1 VP tokens
 * go to the hero who defeated him. Destroying a pillar lowers the water by 1.
 */
function acquire(state: CoopState, action: Extract<CoopAction, { type: 'acquire' }>, events: GameEvent[], base: number): void {
  const x = state.expansion!;
  const general = isLastGeneral(state, action.target) ? action.target : null;
  const libra = x.libra;
  const destroyed = pillarsDestroyed(state);
  if (general !== null) x.libra = 0;
  executeAction(state, action, events);
  if (general !== null) {
    x.libra = libra;
    if (locate(state, general)?.zone !== 'fieldDiscard') moveCard(state, general, { zone: 'fieldDiscard' }, events);
    insertAt(state, base, () => pushTrigger(state, general, 'exit', { seat: action.seat }, events));
  }
  if (pillarsDestroyed(state) > destroyed) {
    const b = state.board;
    b.water = Math.max(0, b.water - 1);
    emit(events, { type: 'waterChanged', level: b.water, top: b.waterTop, by: 'pillarDestroyed' });
  }
}

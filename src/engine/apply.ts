// The single entry point of the rules: apply(state, action) gives the next state and what happened,
// or a typed error with the state untouched.
import { scriptOf } from '../cards/scripts';
import { parseAction } from './action-schema';
import { drain, pushEffect, upkeepOps } from './effects/interpreter';
import { takeFromField } from './field';
import type { Action, ApplyResult, EngineError, ErrorCode, GameEvent, GameState, Seat, Uid } from './types';
import { canBeFaced, facingCards, fieldCost, offered } from './values';
import { moveCard, ownerOf, playCard, typeOf } from './zones';
import { acquisitionForbidden, fightRules, healingForbidden, woundPrevented } from './restrictions';

export class RuleError extends Error {
  constructor(readonly code: ErrorCode, readonly key: string, message: string) { super(message); }
}
const fail = (code: ErrorCode, key: string, message: string): never => { throw new RuleError(code, key, message); };
const nameOf = (state: GameState, uid: Uid) => typeOf(state, uid).name;

export function apply(state: GameState, input: unknown): ApplyResult {
  const parsed = parseAction(input);
  if (!parsed.ok) return { ok: false, error: { code: 'malformed', key: 'error.malformed', message: parsed.message } };
  try {
    check(state, parsed.action);
    const next: GameState = structuredClone(state);
    const events: GameEvent[] = [];
    execute(next, parsed.action, events);
    drain(next, events);
    return { ok: true, state: next, events };
  } catch (e) {
    if (e instanceof RuleError) return { ok: false, error: { code: e.code, key: e.key, message: e.message } };
    const error: EngineError = { code: 'internal', key: 'error.internal', message: `the rules engine failed: ${(e as Error).message}` };
    return { ok: false, error };
  }
}

/** Throws a RuleError when the action may not be taken now; changes nothing. */
export function check(state: GameState, action: Action): void {
  if (state.phase === 'gameOver') fail('gameOver', 'error.gameOver', 'the game is over');
  if (action.type === 'answer') return checkAnswer(state, action);
  if (state.pending) fail('decisionPending', 'error.decisionPending', `a choice must be made first (seat ${state.pending.seat + 1})`);
  if (action.seat !== state.active) fail('notYourTurn', 'error.notYourTurn', `it is seat ${state.active + 1}'s turn, not seat ${action.seat + 1}'s`);
  const p = state.players[action.seat];
  switch (action.type) {
    case 'play': {
      if (!p.hand.includes(action.card)) fail('notInHand', 'error.notInHand', `card ${action.card} is not in your hand`);
      if (typeOf(state, action.card).kind !== 'character') fail('notCharacter', 'error.notCharacter', `${nameOf(state, action.card)} is not a character: equip it instead`);
      if (!state.field.includes(action.facing)) fail('notOnField', 'error.notOnField', `card ${action.facing} is not on the field`);
      if (!canBeFaced(state, action.facing)) fail('cannotFace', 'error.cannotFace', `${nameOf(state, action.facing)} has no cost and cannot be faced`);
      return;
    }
    case 'equip': {
      if (!p.hand.includes(action.card)) fail('notInHand', 'error.notInHand', `card ${action.card} is not in your hand`);
      if (typeOf(state, action.card).kind !== 'armor') fail('notArmor', 'error.notArmor', `${nameOf(state, action.card)} is not an armor`);
      return;
    }
    case 'activate': {
      const inPlay = state.play.some((c) => c.uid === action.card && c.seat === action.seat) || p.armor === action.card;
      if (!inPlay) fail('notInPlay', 'error.notInPlay', `card ${action.card} is not in play for you`);
      if (!scriptOf(state.cards[action.card])?.activate) fail('noActivation', 'error.noActivation', `${nameOf(state, action.card)} has no activation`);
      if (scriptOf(state.cards[action.card])!.activate!.cost === 'wound' && woundPrevented(state, action.card)) {
        fail('cannotBeWounded', 'error.cannotBeWounded', `${nameOf(state, action.card)} cannot be wounded now, so it cannot pay its Wound cost`);
      }
      return;
    }
    case 'acquire': return checkAcquire(state, action);
    case 'heal': {
      const played = state.play.find((c) => c.uid === action.card && c.seat === action.seat);
      if (!played) fail('notInPlay', 'error.notInPlay', `card ${action.card} is not in play for you`);
      const heal = typeOf(state, action.card).heal;
      if (heal <= 0) fail('noHeal', 'error.noHeal', `${nameOf(state, action.card)} has no Heal`);
      if (played!.lock) fail('noHeal', 'error.lockedNoHeal', `${nameOf(state, action.card)} is committed to acquire by ${played!.lock === 'force' ? 'Force' : 'Cosmos'} and cannot heal`);
      if (healingForbidden(state)) fail('healingForbidden', 'error.healingForbidden', 'no character can be healed now');
      const targets = action.targets;
      const wounded = state.players.flatMap((q) => q.wounded);
      if (new Set(targets).size !== targets.length || targets.length > heal || targets.some((t) => !wounded.includes(t))) {
        fail('badTargets', 'error.badTargets', `choose 1 to ${heal} different wounded characters`);
      }
      return;
    }
    case 'endTurn': {
      const discard = action.discard ?? [];
      if (new Set(discard).size !== discard.length || discard.some((u) => !p.hand.includes(u))) {
        fail('badTargets', 'error.badTargets', 'only cards from your hand can be discarded, once each');
      }
      return;
    }
  }
}

function checkAcquire(state: GameState, action: Extract<Action, { type: 'acquire' }>): void {
  const { seat, target, by } = action;
  if (!state.field.includes(target)) fail('notOnField', 'error.notOnField', `card ${target} is not on the field`);
  const cost = fieldCost(state, target, by, seat);
  if (cost === null) fail('cannotAcquire', 'error.noSuchCost', `${nameOf(state, target)} cannot be acquired by ${by === 'force' ? 'Force' : 'Cosmos'}`);
  if (acquisitionForbidden(state, target, seat, by)) fail('cannotAcquire', 'error.acquisitionForbidden', `a card on the field forbids acquiring ${nameOf(state, target)} now`);
  if (action.armor && state.players[seat].armor === null) fail('notArmor', 'error.noArmor', 'you have no armor equipped');
  if (by === 'force') {
    const rules = fightRules(state, target);
    const characters = facingCards(state, seat, target).length;
    if (rules.minCharacters && characters < rules.minCharacters) {
      fail('cannotAcquire', 'error.needMoreFighters', `${nameOf(state, target)} can be fought only by at least ${rules.minCharacters} characters; you have ${characters}`);
    }
    if (rules.discardFromHand && state.players[seat].hand.length < rules.discardFromHand) {
      fail('cannotAcquire', 'error.needHandCardToFight', `to fight ${nameOf(state, target)} you must discard a card from your hand`);
    }
  }
  const total = offered(state, seat, target, by, !!action.armor);
  if (total < cost!) {
    fail('notEnough', 'error.notEnough', `${nameOf(state, target)} costs ${cost} ${by === 'force' ? 'Force' : 'Cosmos'}; you bring ${total}`);
  }
}

function checkAnswer(state: GameState, action: Extract<Action, { type: 'answer' }>): void {
  const d = state.pending;
  if (!d) fail('noDecision', 'error.noDecision', 'there is no choice to make now');
  if (action.seat !== d!.seat) fail('notYourTurn', 'error.notYourChoice', `seat ${d!.seat + 1} makes this choice`);
  if (action.decision !== d!.id) fail('badAnswer', 'error.staleDecision', 'that answer is for another choice');
  const picks = action.picks;
  const ok = new Set(picks).size === picks.length && picks.length >= d!.min && picks.length <= d!.max &&
    picks.every((p) => d!.options.includes(p));
  if (!ok) fail('badAnswer', 'error.badAnswer', `pick ${d!.min === d!.max ? d!.min : `${d!.min} to ${d!.max}`} of the offered options`);
}

function execute(state: GameState, action: Action, events: GameEvent[]): void {
  const seat: Seat = action.seat;
  switch (action.type) {
    case 'play': {
      playCard(state, action.card, seat, action.facing, events);
      startPlayEffect(state, action.card, seat, action.effect ?? true, events);
      return;
    }
    case 'equip': {
      const old = state.players[seat].armor;
      if (old !== null) moveCard(state, old, { zone: 'discard', seat }, events); // replaced armor: no effect
      moveCard(state, action.card, { zone: 'armor', seat }, events);
      startPlayEffect(state, action.card, seat, action.effect ?? true, events);
      return;
    }
    case 'activate': {
      const activation = scriptOf(state.cards[action.card])!.activate!;
      const zone = activation.cost === 'discard' ? 'discard' : activation.cost === 'wound' ? 'wounded' : 'destroyed';
      moveCard(state, action.card, { zone, seat }, events);
      events.push({ type: 'activated', seat, uid: action.card, card: state.cards[action.card], cost: activation.cost });
      pushEffect(state, activation.ops, { seat, source: action.card, vars: {} });
      return;
    }
    case 'acquire': {
      const cost = fieldCost(state, action.target, action.by, seat)!;
      const paid = offered(state, seat, action.target, action.by, !!action.armor);
      // A card committed to the other route is not used (rulings sheet "Verrouillage"): it stays in play.
      const fighters = facingCards(state, seat, action.target)
        .filter((uid) => (state.play.find((c) => c.uid === uid)?.lock ?? action.by) === action.by);
      const armor = state.players[seat].armor;
      if (action.armor && armor !== null) fighters.push(armor);
      // Every card used for the acquisition is discarded (rulebook "Acquérir une carte du terrain").
      for (const uid of fighters) moveCard(state, uid, { zone: 'discard', seat }, events);
      const toll = action.by === 'force' ? fightRules(state, action.target).discardFromHand ?? 0 : 0;
      takeFromField(state, seat, action.target, action.by === 'force' ? 'discard' : 'hand', fighters, action.by, events, cost, paid);
      // Dauphin: the fight costs a card from the hand, chosen by the fighter (runs before any Vaincu).
      if (toll > 0) {
        pushEffect(state, [
          { op: 'choose', from: { zone: 'hand', of: 'me' }, min: toll, max: toll, as: 'toll', prompt: 'prompt.discardToFight', byType: true },
          { op: 'discard', cards: { var: 'toll' } },
        ], { seat, source: action.target, vars: {} });
      }
      return;
    }
    case 'heal': {
      moveCard(state, action.card, { zone: 'discard', seat }, events);
      for (const target of action.targets) moveCard(state, target, { zone: 'discard', seat: ownerOf(state, target)! }, events);
      return;
    }
    case 'endTurn': pushEffect(state, upkeepOps(action.discard ?? []), { seat, source: -1, vars: {} }); return;
    case 'answer': {
      const d = state.pending!;
      state.stack[state.stack.length - 1].ctx.vars[d.bind] = [...action.picks];
      state.pending = null;
      events.push({ type: 'answered', seat, decision: d.id, picks: [...action.picks] });
      return;
    }
  }
}

/** "Mise en jeu" is optional: the player decides when playing the card (rulebook "Effets"). */
function startPlayEffect(state: GameState, uid: Uid, seat: Seat, wanted: boolean, events: GameEvent[]): void {
  const ops = scriptOf(state.cards[uid])?.play;
  if (!wanted || !ops?.length) return;
  events.push({ type: 'triggered', uid, card: state.cards[uid], trigger: 'play' });
  pushEffect(state, ops, { seat, source: uid, vars: {} });
}

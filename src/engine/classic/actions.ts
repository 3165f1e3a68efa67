// The classic game's actions: when each may be taken (check, which throws a RuleError saying why not)
// and what it does (execute). The apply pipeline that runs them is the core's (core/pipeline.ts).
import { scriptOf } from '../../cards/scripts';
import { RuleError } from '../core/errors';
import { drain } from './effects';
import { pushEffect } from '../effects/stack';
import { upkeepOps } from './upkeep';
import { takeFromField } from './field';
import type { Action, ErrorCode, GameEvent, GameState, Seat, Uid } from '../table/types';
import { canBeFaced, facingCards, fieldCost, healValue, offered } from './values';
import { locate, moveCard, playCard } from '../table/zones';
import { typeOf } from '../table/card-of';
import { acquisitionForbidden, equipForbidden, forbiddingCard, fightRules, frozenInstead, healingForbidden, woundPrevented } from '../table/restrictions';
import { endForbiddenFacings, faceToll, faceTollOps, facingForbidden, woundsToFight } from '../table/restrictions';
import { acquireTarget, destroyPillar, faceable, isPillarInPlay, isTargetFor } from './acquire';
import { healNeeded, healPoints, markCard } from '../table/markers';
import { LIBRA_FORCE } from '../../cards/pillars';
import { evalCond } from '../effects/select';
import { mustHealFirst } from './epic-rules';
import './move-rules'; // registers the move rules of the classic game (move-hooks.ts)

const fail = (code: ErrorCode, key: string, message: string, params?: Record<string, number>): never => { throw new RuleError(code, key, message, params); };
import { playerOf } from '../table/sides';
const nameOf = (state: GameState, uid: Uid) => typeOf(state, uid).name;

/** Carries out an accepted action: its own part, then the effects it started until a choice is needed. */
export function execute(state: GameState, action: Action, events: GameEvent[]): void {
  executeAction(state, action, events);
  drain(state, events);
  endForbiddenFacings(state); // a field rule that appeared during the action (Thétis 2020, Soldat Marina 2025)
}

/** Throws a RuleError when the action may not be taken now; changes nothing. */
export function check(state: GameState, action: Action): void {
  if (state.phase === 'gameOver') fail('gameOver', 'error.gameOver', 'the game is over');
  if (action.type === 'answer') return checkAnswer(state, action);
  if (state.pending) fail('decisionPending', 'error.decisionPending', `a choice must be made first (seat ${state.pending.seat + 1})`);
  if (action.seat !== state.active) fail('notYourTurn', 'error.notYourTurn', `it is seat ${state.active + 1}'s turn, not seat ${action.seat + 1}'s`);
  const p = playerOf(state, action.seat);
  switch (action.type) {
    case 'play': {
      if (!p.hand.includes(action.card)) fail('notInHand', 'error.notInHand', `card ${action.card} is not in your hand`);
      if (typeOf(state, action.card).kind !== 'character') fail('notCharacter', 'error.notCharacter', `${nameOf(state, action.card)} is not a character: equip it instead`);
      if (!faceable(state, action.seat).includes(action.facing)) fail('notOnField', 'error.notOnField', `card ${action.facing} is not on the field`);
      if (!canBeFaced(state, action.facing)) fail('cannotFace', 'error.cannotFace', `${nameOf(state, action.facing)} has no cost and cannot be faced`);
      const forbidder = facingForbidden(state, action.card, action.facing); // Thétis 2020, Soldat Marina 2025
      if (forbidder !== null) fail('cannotFace', 'error.facingForbidden', `${nameOf(state, forbidder)} forbids ${nameOf(state, action.card)} to face ${nameOf(state, action.facing)}`);
      const toll = faceToll(state, action.facing); // Soldat Marina 2021: one card from the hand or in play, not the one played
      if (toll > p.hand.length - 1 + state.play.filter((c) => c.seat === action.seat).length + (p.armor === null ? 0 : 1)) {
        fail('cannotFace', 'error.needCardToFace', `to face ${nameOf(state, action.facing)} you must discard ${toll} other card(s)`);
      }
      return;
    }
    case 'equip': {
      if (!p.hand.includes(action.card)) fail('notInHand', 'error.notInHand', `card ${action.card} is not in your hand`);
      if (typeOf(state, action.card).kind !== 'armor') fail('notArmor', 'error.notArmor', `${nameOf(state, action.card)} is not an armor`);
      if (equipForbidden(state, action.seat)) fail('cannotEquip', 'error.equipForbidden', 'a relic in your area forbids equipping an armor'); // Anneau des Nibelungen 1011
      return;
    }
    case 'playRelic': {
      if (!p.hand.includes(action.card)) fail('notInHand', 'error.notInHand', `card ${action.card} is not in your hand`);
      if (typeOf(state, action.card).kind !== 'relic') fail('notRelic', 'error.notRelic', `${nameOf(state, action.card)} is not a relic`);
      return;
    }
    case 'libra': {
      const played = state.play.find((c) => c.uid === action.card && c.seat === action.seat);
      if (!played) fail('notInPlay', 'error.notInPlay', `card ${action.card} is not in play for you`);
      if (p.libra <= 0) fail('noLibra', 'error.noLibra', 'you have no Libra weapon');
      if (played!.facing === null || !isPillarInPlay(state, played!.facing)) fail('noLibra', 'error.libraNotFacingPillar', 'a Libra weapon goes to a Hero played facing a pillar');
      if (!typeOf(state, action.card).classes.some((c) => c === 'hero' || c === 'transcendedHero')) fail('noLibra', 'error.libraNotHero', `${nameOf(state, action.card)} is not a Hero`);
      if (state.modifiers.some((m) => m.kind === 'libra' && m.uid === action.card)) fail('noLibra', 'error.libraOnePerHero', `${nameOf(state, action.card)} already has a Libra weapon`);
      return;
    }
    case 'use': {
      const ok = state.epic?.current === action.card || p.relics.includes(action.card);
      if (!ok) fail('cannotUse', 'error.cannotUse', `card ${action.card} is neither the current Epic nor one of your relics`);
      const turnAction = scriptOf(state.cards[action.card])?.actions?.[action.index];
      if (!turnAction) fail('cannotUse', 'error.noSuchUse', `${nameOf(state, action.card)} has no action ${action.index}`);
      if ((turnAction!.each ?? 'turn') === 'turn' && state.used.includes(`${action.card}:${action.index}`)) fail('cannotUse', 'error.usedThisTurn', 'that action was already used this turn');
      if (turnAction!.when && !evalCond(state, { seat: action.seat, source: action.card, vars: {} }, turnAction!.when)) fail('cannotUse', 'error.cannotUseNow', 'that action cannot be used now');
      return;
    }
    case 'activate': {
      const inPlay = state.play.some((c) => c.uid === action.card && c.seat === action.seat) || p.armor === action.card || p.relics.includes(action.card);
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
      const heal = healValue(state, action.card);
      if (heal <= 0) fail('noHeal', 'error.noHeal', `${nameOf(state, action.card)} has no Heal`);
      if (played!.lock) fail('noHeal', 'error.lockedNoHeal', `${nameOf(state, action.card)} is committed to acquire by ${played!.lock === 'force' ? 'Force' : 'Cosmos'} and cannot heal`);
      if (healingForbidden(state)) fail('healingForbidden', 'error.healingForbidden', 'no character can be healed now');
      // One Heal point per entry: a wound takes 1, a freeze 2 (RULING-2), so a card may be listed as
      // many times as the points it needs.
      const targets = action.targets;
      const counts = new Map<Uid, number>();
      for (const t of targets) counts.set(t, (counts.get(t) ?? 0) + 1);
      if (targets.length > heal || [...counts].some(([t, n]) => locate(state, t)?.zone !== 'marked' || n > healNeeded(state, t))) {
        fail('badTargets', 'error.badTargets', `spend 1 to ${heal} Heal on wounded or frozen cards (a wound takes 1, a freeze 2)`);
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
  if (!state.field.includes(target) && !isPillarInPlay(state, target) && !isTargetFor(state, target, seat)) fail('notOnField', 'error.notOnField', `card ${target} is not on the field`);
  const cost = fieldCost(state, target, by, seat);
  const card = state.cards[target];
  if (cost === null) fail('cannotAcquire', 'error.noSuchCost', `${nameOf(state, target)} cannot be acquired by ${by === 'force' ? 'Force' : 'Cosmos'}`, { card });
  // Issue 12: a refusal names the card or rule responsible, so that the table can say why.
  if (acquisitionForbidden(state, target, seat, by)) {
    const forbidder = forbiddingCard(state, target, by);
    const who = forbidder === null ? 'a card on the field' : nameOf(state, forbidder);
    fail('cannotAcquire', 'error.acquisitionForbidden', `${who} forbids acquiring ${nameOf(state, target)} now`, { card, ...(forbidder === null ? {} : { rule: state.cards[forbidder] }) });
  }
  const healer = mustHealFirst(state, seat, target, by); // Ne jamais abandonner 2913
  if (healer !== null) fail('cannotAcquire', 'error.mustHealFirst', `${nameOf(state, healer)} has Heal and must heal the marked cards first`, { card: state.cards[healer] });
  if (action.armor && playerOf(state, seat).armor === null) fail('notArmor', 'error.noArmor', 'you have no armor equipped');
  if (by === 'force') {
    const rules = fightRules(state, target);
    const characters = facingCards(state, seat, target).length;
    if (rules.minCharacters && characters < rules.minCharacters) {
      fail('cannotAcquire', 'error.needMoreFighters', `${nameOf(state, target)} can be fought only by at least ${rules.minCharacters} characters; you have ${characters}`, { card, n: rules.minCharacters, have: characters });
    }
    if (rules.discardFromHand && playerOf(state, seat).hand.length < rules.discardFromHand) {
      fail('cannotAcquire', 'error.needHandCardToFight', `to fight ${nameOf(state, target)} you must discard a card from your hand`, { card });
    }
  }
  const total = offered(state, seat, target, by, !!action.armor);
  if (woundsToFight(state, seat, target, by, cost!, total) === null) { // Bian 2019 may make up the difference with wounds
    fail('notEnough', 'error.notEnough', `${nameOf(state, target)} costs ${cost} ${by === 'force' ? 'Force' : 'Cosmos'}; you bring ${total}`, { card, cost: cost!, total });
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

/** An action's own part, without running the effects it started (rulesets built on the classic table
 * run them with their own op table). */
export function executeAction(state: GameState, action: Action, events: GameEvent[]): void {
  const seat: Seat = action.seat;
  switch (action.type) {
    case 'play': {
      const toll = faceToll(state, action.facing);
      playCard(state, action.card, seat, action.facing, events);
      startPlayEffect(state, action.card, seat, action.effect ?? true, events);
      // Soldat Marina 2021: facing a Marina costs a card from the hand or in play, paid before the Mise en jeu.
      if (toll > 0) {
        pushEffect(state, faceTollOps(toll), { seat, source: action.card, vars: {} });
      }
      return;
    }
    case 'equip': {
      const old = playerOf(state, seat).armor;
      if (old !== null) moveCard(state, old, { zone: 'discard', seat }, events); // replaced armor: no effect
      moveCard(state, action.card, { zone: 'armor', seat }, events);
      startPlayEffect(state, action.card, seat, action.effect ?? true, events);
      return;
    }
    case 'activate': {
      const activation = scriptOf(state.cards[action.card])!.activate!;
      // The effect is queued first: a Marqué of the card paying a Wound or Freeze cost is an immediate
      // reaction and resolves before it (rulings sheet "Effets de jeu").
      pushEffect(state, activation.ops, { seat, source: action.card, vars: {} });
      if (activation.cost === 'wound' || activation.cost === 'freeze') markCard(state, action.card, activation.cost, events, seat);
      else moveCard(state, action.card, { zone: activation.cost === 'discard' ? 'discard' : 'destroyed', seat }, events);
      events.push({ type: 'activated', seat, uid: action.card, card: state.cards[action.card], cost: activation.cost });
      return;
    }
    case 'playRelic': {
      moveCard(state, action.card, { zone: 'relics', seat }, events);
      startPlayEffect(state, action.card, seat, action.effect ?? true, events);
      return;
    }
    case 'libra': {
      playerOf(state, seat).libra -= 1;
      state.expansion!.libra += 1; // back to the supply
      state.modifiers.push({ uid: action.card, force: LIBRA_FORCE, cosmos: 0, kind: 'libra' });
      events.push({ type: 'libraUsed', seat, uid: action.card, card: state.cards[action.card] });
      return;
    }
    case 'use': {
      const turnAction = scriptOf(state.cards[action.card])!.actions![action.index];
      state.used.push(`${action.card}:${action.index}`);
      events.push({ type: 'used', seat, uid: action.card, card: state.cards[action.card], index: action.index });
      pushEffect(state, turnAction.ops, { seat, source: action.card, vars: {} });
      return;
    }
    case 'acquire': {
      const cost = fieldCost(state, action.target, action.by, seat)!;
      const paid = offered(state, seat, action.target, action.by, !!action.armor);
      // A card committed to the other route is not used (rulings sheet "Verrouillage"): it stays in play.
      const fighters = facingCards(state, seat, action.target)
        .filter((uid) => (state.play.find((c) => c.uid === uid)?.lock ?? action.by) === action.by);
      const armor = playerOf(state, seat).armor;
      if (action.armor && armor !== null) fighters.push(armor);
      // Every card used for the acquisition is discarded (rulebook "Acquérir une carte du terrain"),
      // unless a card beside it freezes it instead (Isaak).
      const frozen = fighters.filter((uid) => frozenInstead(state, uid, fighters));
      for (const uid of fighters) {
        if (frozen.includes(uid)) markCard(state, uid, 'freeze', events, seat);
        else moveCard(state, uid, { zone: 'discard', seat }, events);
      }
      if (!state.field.includes(action.target) && !isPillarInPlay(state, action.target)) {
        // An extra target (op offerTarget): to the acquirer's zone of the offer, no Vaincu.
        acquireTarget(state, seat, action.target, action.by, events, cost, paid);
        return;
      }
      if (isPillarInPlay(state, action.target)) {
        // Destroying a pillar: the destroyer keeps it (Poseidon rulebook "Mini-carte Pilier").
        destroyPillar(state, seat, action.target, events);
        events.push({ type: 'acquired', seat, uid: action.target, card: state.cards[action.target], by: action.by, cost, paid });
        return;
      }
      const toll = action.by === 'force' ? fightRules(state, action.target).discardFromHand ?? 0 : 0;
      // Bian 2019: the Force missing is made up by wounding characters of the hand, chosen by the fighter.
      const wounds = woundsToFight(state, seat, action.target, action.by, cost, paid) ?? 0;
      const woundable = fightRules(state, action.target).woundForForce?.where;
      takeFromField(state, seat, action.target, action.by === 'force' ? 'discard' : 'hand', fighters, action.by, events, cost, paid);
      if (wounds > 0) {
        pushEffect(state, [
          { op: 'choose', from: { zone: 'hand', of: 'me', ...(woundable ? { where: woundable } : {}) }, min: wounds, max: wounds, as: 'hurt', prompt: 'prompt.woundToLowerCost', byType: true },
          { op: 'wound', cards: { var: 'hurt' } },
        ], { seat, source: action.target, vars: {} });
      }
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
      const counts = new Map<Uid, number>();
      for (const t of action.targets) counts.set(t, (counts.get(t) ?? 0) + 1);
      for (const [target, points] of counts) healPoints(state, target, points, events);
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

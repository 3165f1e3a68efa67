// The card language's ops that move cards: draw, move, mark, discard, destroy, equip, play, swap,
// shuffle, refill the field, put out flames, run another card's effect.
import type { Dest, Op } from '../../../cards';
import { scriptOf } from '../../../cards/scripts';
import { shuffleInPlace } from '../../core/rng';
import { ask } from '../../effects/interpreter';
import { evalNum, seatOf, select } from '../../effects/select';
import { pushEffect, pushTrigger } from '../../effects/stack';
import { faceable, gainedBy, reportAcquired } from '../acquire';
import { typeOf } from '../../table/card-of';
import { removeFlames } from '../clock';
import { removeFromField, revealNext, takeFromField } from '../field';
import { healAll, healPoints, markCard } from '../../table/markers';
import { acquisitionForbidden, equipForbidden, faceToll, faceTollOps, facingForbidden, healingForbidden, isAcquisition, woundPrevented } from '../../table/restrictions';
import type { EffectContext, Frame, GameEvent, GameState, Uid, ZoneRef } from '../../table/types';
import { canBeFaced } from '../values';
import { drawCards, locate, moveCard, ownerOf, playCard, reshuffleDiscard, swapCards } from '../../table/zones';
import type { OpHandler } from './index';
import { playerOf } from '../../table/sides';
import { staysOnField } from '../../table/positions';

const draw: OpHandler<'draw'> = (state, frame, op, events) => {
  const ctx = frame.ctx;
  const seat = seatOf(state, ctx, op.who);
  if (seat === ctx.spare) return; // Robe Divine Eta: the spared seat is not affected
  const before = new Set(playerOf(state, seat).hand);
  drawCards(state, seat, evalNum(state, ctx, op.n), events);
  if (op.as) ctx.vars[op.as] = playerOf(state, seat).hand.filter((u) => !before.has(u));
};

const move: OpHandler<'move'> = (state, frame, op, events) => {
  const ctx = frame.ctx;
  for (const uid of select(state, ctx, op.cards)) {
    const from = locate(state, uid);
    if (staysOnField(state, uid)) continue; // it must be acquired (positions.ts)
    const to = destFor(state, ctx, uid, op.to);
    // Rulings sheet 002 "Acquérir": only a card added to a player's cards is acquired; one already theirs
    // (their transcended Hero set aside, their own relic) is simply moved, whatever a field rule forbids.
    const acquiring = op.how === 'acquire' && isAcquisition(state, uid, to.seat);
    if (acquiring && acquisitionForbidden(state, uid, to.seat!)) continue; // Kuraggu, Garde d'Asgard 1035
    if (ctx.spare !== undefined && to.seat === ctx.spare) continue; // Robe Divine Eta
    if (op.to.zone === 'wounded') { // to a marked area: wounded (Marqué may fire)
      markCard(state, uid, 'wound', events, op.to.of ? seatOf(state, ctx, op.to.of) : undefined);
      continue;
    }
    if (from?.zone === 'field' && op.how === 'acquire') {
      const seat = seatOf(state, ctx, op.to.of);
      takeFromField(state, seat, uid, op.to.zone === 'hand' ? 'hand' : 'discard', [], 'effect', events);
    } else if (from?.zone === 'field') removeFromField(state, uid, events, to);
    else {
      // Acquired from elsewhere than the field (Dante, Jango): no Vaincu, no flame (rulings sheet); a
      // Mariner General still reveals his pillar, a Gold Saint still offers the V2 swap. A relic carries
      // the card under it (Urne d'Athéna), acquired with it.
      const gained = acquiring ? gainedBy(state, to.seat, uid) : [];
      moveCard(state, uid, to, events);
      if (gained.length) reportAcquired(state, to.seat!, gained, events);
    }
  }
  if (op.to.zone === 'reserve') {
    shuffleInPlace(state, state.reserve);
    events.push({ type: 'shuffled', what: 'reserve' });
  }
};

const markOrMove: OpHandler<'wound' | 'freeze' | 'heal' | 'healPoints' | 'destroy' | 'discard'> = (state, frame, op, events) => {
  const ctx = frame.ctx;
  if ((op.op === 'heal' || op.op === 'healPoints') && healingForbidden(state)) return; // a field rule forbids healing (June)
  for (const uid of select(state, ctx, op.cards)) {
    const seat = ownerOf(state, uid);
    if (seat === null) continue; // only a player's cards can be wounded, frozen, healed, destroyed or discarded
    if (op.op === 'wound' && woundPrevented(state, uid, ctx)) continue; // Sho's shield
    if (op.op === 'wound' || op.op === 'freeze') markCard(state, uid, op.op, events);
    else if (op.op === 'heal') healAll(state, uid, events);
    else if (op.op === 'healPoints') healPoints(state, uid, op.points, events);
    else moveCard(state, uid, { zone: op.op === 'destroy' ? 'destroyed' : 'discard', seat }, events);
  }
};

const equip: OpHandler<'equip'> = (state, frame, op, events) => {
  const ctx = frame.ctx;
  const [card] = select(state, ctx, op.cards);
  if (card === undefined) return;
  const seat = seatOf(state, ctx, op.who);
  const old = playerOf(state, seat).armor;
  if (old === card || seat === ctx.spare || equipForbidden(state, seat)) return; // Robe Divine Eta; Anneau des Nibelungen
  if (old !== null) moveCard(state, old, { zone: 'discard', seat }, events);
  moveCard(state, card, { zone: 'armor', seat }, events);
  const play = scriptOf(state.cards[card])?.play;
  if (play?.length) pushEffect(state, [{ op: 'optional', prompt: 'prompt.usePlayEffect', ops: play }], { seat, source: card, vars: {} });
};

const playCardOp: OpHandler<'playCard'> = (state, frame, op, events) => {
  playFrom(state, frame, op, events);
};

const removeFlamesOp: OpHandler<'removeFlames'> = (state, frame, op, events) => {
  const ctx = frame.ctx;
  removeFlames(state, op.n, events, ctx.source);
};

const refillField: OpHandler<'refillField'> = (state, frame, _op, events) => {
  const revealed = revealNext(state, events);
  if (revealed === null) return;
  frame.pc--; // keep filling after this card's Arrival, right to left (rulings sheet "Compléter")
  pushTrigger(state, revealed, 'arrival', { seat: state.active }, events);
};

const shuffle: OpHandler<'shuffle'> = (state, frame, op, events) => {
  const ctx = frame.ctx;
  const seat = seatOf(state, ctx, op.who);
  if (seat === ctx.spare && op.what !== 'reserve') return;
  if (op.what === 'reserve') {
    shuffleInPlace(state, state.reserve);
    events.push({ type: 'shuffled', what: 'reserve' });
  } else if (op.what === 'deck') {
    shuffleInPlace(state, playerOf(state, seat).deck);
    events.push({ type: 'shuffled', what: 'deck', seat });
  } else reshuffleDiscard(state, seat, events);
};

const swap: OpHandler<'swap'> = (state, frame, op, events) => {
  const ctx = frame.ctx;
  const [a] = select(state, ctx, op.a);
  const [b] = select(state, ctx, op.b);
  if (a === undefined || b === undefined || a === b || staysOnField(state, a) || staysOnField(state, b)) return;
  swapCards(state, a, b, events);
};

/** // Écaille des Lyumnades, Soldat Marina 2024 */
const applyEffect: OpHandler<'applyEffect'> = (state, frame, op, events) => {
  const ctx = frame.ctx;
  // Each card's part runs as if it had triggered, in the order of the selection: the frames go on
  // the stack last first, above the rest of this effect.
  const runs = select(state, ctx, op.cards).map((uid) => ({ uid, ops: scriptOf(state.cards[uid])?.[op.part] ?? [] })).filter((r) => r.ops.length);
  for (const { uid } of runs) events.push({ type: 'triggered', uid, card: state.cards[uid], trigger: op.part });
  for (const { uid, ops } of runs.reverse()) {
    const slot = state.field.indexOf(uid);
    pushEffect(state, ops, { seat: ctx.seat, source: uid, vars: {}, ...(slot >= 0 ? { slot } : {}), ...(op.part === 'defeated' ? { fighters: [] } : {}) });
  }
};

/** The place a Dest names for this card ('deckTop' is the deck; 'wounded' the marked area). */
function destFor(state: GameState, ctx: EffectContext, uid: Uid, dest: Dest): ZoneRef {
  if (dest.zone === 'fieldDiscard' || dest.zone === 'reserve') return { zone: dest.zone };
  if (dest.zone === 'relics' && !dest.of) return { zone: dest.zone, seat: ctx.seat };
  const seat = dest.of ? seatOf(state, ctx, dest.of) : ownerOf(state, uid) ?? ctx.seat;
  const zone = dest.zone === 'deckTop' ? 'deck' : dest.zone === 'wounded' ? 'marked' : dest.zone;
  return { zone, seat };
}

/**
 * Op playCard (Robes Divines Gamma 1017, Delta 1018): the controller plays a card of a hand or a deck as
 * if from their hand. A character faces a card they choose (asked, then the op runs again with the
 * answer), an armor is equipped, a relic goes to their area; its Mise en jeu is offered (optional). A
 * card that cannot be played stays where it is. A card of another player goes back to that player's
 * discard at the end of the turn (a 'returnTo' modifier, upkeep step 1).
 */
function playFrom(state: GameState, frame: Frame, op: Extract<Op, { op: 'playCard' }>, events: GameEvent[]): void {
  const ctx = frame.ctx;
  const seat = ctx.seat;
  const bind = `facing${frame.pc}`;
  const answer = ctx.vars[bind];
  delete ctx.vars[bind];
  if (op.as) ctx.vars[op.as] = [];
  const [card] = select(state, ctx, op.cards);
  const from = card === undefined ? null : locate(state, card);
  if (card === undefined || !from || (from.zone !== 'hand' && from.zone !== 'deck')) return;
  const kind = typeOf(state, card).kind;
  let toll = 0;
  if (kind === 'character') {
    if (answer === undefined) {
      const options = faceable(state, seat).filter((u) => canBeFaced(state, u) && facingForbidden(state, card, u) === null); // Thétis 2020, Soldat Marina 2025
      if (!options.length) return; // nothing to face: it cannot be played (rulings sheet "Effets de jeu")
      frame.pc--; // come back here with the card it faces
      ask(state, frame, seat, 'cards', options, 1, 1, 'prompt.playFacing', bind, events);
      return;
    }
    if (answer.length !== 1 || !faceable(state, seat).includes(answer[0])) return;
    playCard(state, card, seat, answer[0], events);
    toll = faceToll(state, answer[0]); // Soldat Marina 2021: facing a Marina costs a card, if one is left to discard
  } else if (kind === 'armor') {
    if (equipForbidden(state, seat)) return; // Anneau des Nibelungen
    const old = playerOf(state, seat).armor;
    if (old !== null) moveCard(state, old, { zone: 'discard', seat }, events);
    moveCard(state, card, { zone: 'armor', seat }, events);
  } else if (kind === 'relic') moveCard(state, card, { zone: 'relics', seat }, events);
  else return;
  if (from.seat !== undefined && from.seat !== seat) state.modifiers.push({ uid: card, force: 0, cosmos: 0, kind: 'returnTo', seat: from.seat });
  if (op.as) ctx.vars[op.as] = [card];
  const play = scriptOf(state.cards[card])?.play;
  if (play?.length) pushEffect(state, [{ op: 'optional', prompt: 'prompt.usePlayEffect', ops: play }], { seat, source: card, vars: {} });
  if (toll > 0) { // pushed last: the toll is paid before the Mise en jeu, as for a card played from the hand (apply.ts)
    pushEffect(state, faceTollOps(toll), { seat, source: card, vars: {} });
  }
}

export const CARD_OPS = { draw, move, wound: markOrMove, freeze: markOrMove, heal: markOrMove, healPoints: markOrMove, destroy: markOrMove, discard: markOrMove, equip, playCard: playCardOp, removeFlames: removeFlamesOp, refillField, shuffle, swap, applyEffect };

// The card language's ops about values and tokens: value and cost changes of this turn, commitments,
// VP tokens, energy, Libra weapons, elimination, cards offered to be faced outside the field.
import { cardType, type Op } from '../../../cards';
import { evalNum, seatOf, select } from '../../effects/select';
import { addVpTokens, removeVpTokens } from '../../table/markers';
import type { EffectContext, GameState, TargetEntry } from '../../table/types';
import { locate } from '../../table/zones';
import type { OpHandler } from './index';
import { playerOf } from '../../table/sides';

const addVp: OpHandler<'addVp'> = (state, frame, op, events) => {
  const ctx = frame.ctx;
  const n = op.n === undefined ? 1 : evalNum(state, ctx, op.n);
  for (const uid of select(state, ctx, op.cards)) addVpTokens(state, uid, op.value, n, events);
};

const removeVp: OpHandler<'removeVp'> = (state, frame, op, events) => {
  const ctx = frame.ctx;
  const n = op.n === undefined ? undefined : evalNum(state, ctx, op.n);
  let removed = 0;
  for (const uid of select(state, ctx, op.cards)) removed += removeVpTokens(state, uid, n, events);
  if (op.as) ctx.vars[op.as] = Array(removed).fill(0);
};

const gainVp: OpHandler<'gainVp'> = (state, frame, op, events) => {
  const ctx = frame.ctx;
  const seat = seatOf(state, ctx, op.who);
  const n = evalNum(state, ctx, op.n);
  if (n <= 0 || seat === ctx.spare) return;
  const tokens = Array(n).fill(op.value);
  playerOf(state, seat).vpTokens.push(...tokens);
  events.push({ type: 'vpGained', seat, tokens });
};

const gainEnergy: OpHandler<'gainEnergy'> = (state, frame, op, events) => {
  const ctx = frame.ctx;
  const seat = seatOf(state, ctx, op.who);
  if (seat === ctx.spare) return;
  playerOf(state, seat).energy += op.n;
  events.push({ type: 'energyGained', seat, n: op.n, total: playerOf(state, seat).energy });
};

const takeLibra: OpHandler<'takeLibra'> = (state, frame, op, events) => {
  const ctx = frame.ctx;
  const seat = seatOf(state, ctx, op.who);
  if (seat === ctx.spare) return;
  if (op.from !== undefined) {
    const from = seatOf(state, ctx, op.from);
    if (from === seat || playerOf(state, from).libra <= 0) return;
    playerOf(state, from).libra -= 1;
    playerOf(state, seat).libra += 1;
    events.push({ type: 'libraTaken', seat, from, left: state.expansion?.libra ?? 0 });
  } else if (state.expansion && state.expansion.libra > 0) {
    state.expansion.libra -= 1;
    playerOf(state, seat).libra += 1;
    events.push({ type: 'libraTaken', seat, from: 'supply', left: state.expansion.libra });
  }
};

const eliminate: OpHandler<'eliminate'> = (state, frame, op, events) => {
  const ctx = frame.ctx;
  const seat = seatOf(state, ctx, op.who);
  if (playerOf(state, seat).eliminated || seat === ctx.spare) return;
  playerOf(state, seat).eliminated = true;
  events.push({ type: 'eliminated', seat });
};

const changeValues: OpHandler<'modify' | 'costMod'> = (state, frame, op, _events) => {
  const ctx = frame.ctx;
  const kind = op.op === 'modify' ? 'value' : 'cost';
  for (const uid of select(state, ctx, op.cards)) {
    const force = op.force === undefined ? 0 : typeof op.force === 'number' ? op.force : evalNum(state, ctx, op.force);
    const cosmos = op.cosmos === undefined ? 0 : typeof op.cosmos === 'number' ? op.cosmos : evalNum(state, ctx, op.cosmos);
    state.modifiers.push({ uid, force, cosmos, kind });
  }
};

const commit: OpHandler<'commit'> = (state, frame, op, _events) => {
  const ctx = frame.ctx;
  const uids = select(state, ctx, op.cards);
  for (const played of state.play) if (uids.includes(played.uid)) played.lock = op.by;
};

const grant: OpHandler<'grant'> = (state, frame, op, _events) => {
  const ctx = frame.ctx;
  for (const uid of select(state, ctx, op.cards)) state.modifiers.push({ uid, force: 0, cosmos: 0, kind: 'forceAtCosmos' });
};

const turnBonus: OpHandler<'turnBonus'> = (state, frame, op, _events) => {
  const ctx = frame.ctx;
  state.modifiers.push({ uid: -1, seat: ctx.seat, force: op.force ?? 0, cosmos: op.cosmos ?? 0, kind: 'seatValue' });
};

/** Urne d'Athéna, Écaille du Dragon des Mers, Krishna, Anneau des Nibelungen */
const offerTarget: OpHandler<'offerTarget'> = (state, frame, op, _events) => {
  const ctx = frame.ctx;
  offerTargets(state, ctx, op);
};

/** Zones whose cards cannot be offered as extra targets: already faceable, in play, or hidden. */
const NOT_OFFERED = new Set(['field', 'pillarsInPlay', 'play', 'hand', 'deck', 'reserve', 'epicDeck', 'pillarsAside']);

/**
 * Op offerTarget: the selected cards may be faced and acquired like field cards (GameState.targets;
 * rulings sheet "Jouer une carte": Urne d'Athéna, a card discarded by the Écaille du Dragon des Mers, a
 * marked card via Krishna, the Anneau des Nibelungen). A card with no cost by either route cannot be
 * faced (rulings sheet "Coût"), so it is not offered. A new offer of a card replaces the old one.
 */
function offerTargets(state: GameState, ctx: EffectContext, op: Extract<Op, { op: 'offerTarget' }>): void {
  const force = op.force === undefined ? undefined : evalNum(state, ctx, op.force);
  const cosmos = op.cosmos === undefined ? undefined : evalNum(state, ctx, op.cosmos);
  const seats = op.who === undefined ? undefined : [seatOf(state, ctx, op.who)];
  for (const uid of select(state, ctx, op.cards)) {
    const at = locate(state, uid);
    if (!at || NOT_OFFERED.has(at.zone)) continue;
    const printed = cardType(state.cards[uid]).cost;
    if ((force ?? printed.force) === null && (cosmos ?? printed.cosmos) === null) continue;
    const entry: TargetEntry = {
      uid, to: op.to, ...(force === undefined ? {} : { force }), ...(cosmos === undefined ? {} : { cosmos }),
      ...(seats ? { seats } : {}), ...(op.thisTurn ? { thisTurn: true } : {}),
    };
    state.targets = [...(state.targets ?? []).filter((t) => t.uid !== uid), entry];
  }
}

export const VALUE_OPS = { addVp, removeVp, gainVp, gainEnergy, takeLibra, eliminate, modify: changeValues, costMod: changeValues, commit, grant, turnBonus, offerTarget };

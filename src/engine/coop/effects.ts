// The cooperative mode's effects run: the classic op table (the same card language), with the field
// refilled the cooperative way, Poseidon's own way of drawing and of ignoring Force and Cosmos, and the
// mode's own steps as ops (a hero's turn end, the settling of the board after each action, the Poseidon
// phase), so that a choice can interrupt them and a game can be saved in the middle of one. Poseidon's
// own choices are made as soon as they are asked (poseidon.ts).
import type { Handler, OpTable } from '../effects/interpreter';
import { runEffects } from '../effects/interpreter';
import { evalNum, seatOf } from '../effects/select';
import { CLASSIC_OPS, type AnyOp } from '../classic/ops';
import { poseidonSeat } from './sides';
import type { GameEvent } from '../table/types';
import { moveCard } from '../table/zones';
import { floodBegin, floodEnd, floodReveal, floodStep } from './flood';
import { answerForPoseidon } from './poseidon';
import { eachInOrder, forEachInChosenOrder, type EachInOrderOp } from './each-order';
import { coopRefill, coopTurnEnd, settle } from './turn';
import type { CoopState } from './types';

export type CoopOp =
  | { op: 'coopTurnEnd' } | { op: 'coopSettle' }
  | { op: 'floodBegin' } | { op: 'floodStep' } | { op: 'floodReveal' } | { op: 'floodEnd' }
  | EachInOrderOp;

type Ops = OpTable<AnyOp | CoopOp, CoopState>;
const h = <O>(fn: Handler<O, CoopState>) => fn;
type Op<K extends AnyOp['op']> = Extract<AnyOp, { op: K }>;

/** "La Réserve fait aussi office de pioche pour Poséidon": what he draws goes face up onto the Main
 *  Breadwinner, without effect; the heroes draw as in the classic game. */
const draw: Handler<Op<'draw'>> = (state, frame, op, events) => {
  const seat = seatOf(state, frame.ctx, op.who);
  if (seat !== poseidonSeat(state)) return CLASSIC_OPS.draw(state, frame, op, events);
  const drawn: number[] = [];
  for (let n = evalNum(state, frame.ctx, op.n); n > 0 && state.reserve.length; n--) {
    const uid = state.reserve[state.reserve.length - 1];
    moveCard(state, uid, { zone: 'breadwinner' }, events);
    drawn.push(uid);
  }
  if (op.as) frame.ctx.vars[op.as] = drawn;
};

/** "Poséidon n'utilise jamais de Force ou de Cosmos … ces effets n'ont aucun effect lorsqu'il les
 *  déclenche": value and cost changes, commitments and targets offered to him do nothing. */
function notForPoseidon<K extends 'modify' | 'costMod' | 'commit' | 'grant' | 'turnBonus' | 'offerTarget'>(key: K): Handler<Op<K>> {
  const classic = CLASSIC_OPS[key] as Handler<Op<K>>;
  return (state, frame, op, events) => {
    if (frame.ctx.seat !== poseidonSeat(state)) classic(state, frame, op, events);
  };
}

export const COOP_OPS: Ops = {
  ...CLASSIC_OPS,
  draw,
  modify: notForPoseidon('modify'), costMod: notForPoseidon('costMod'), commit: notForPoseidon('commit'),
  grant: notForPoseidon('grant'), turnBonus: notForPoseidon('turnBonus'), offerTarget: notForPoseidon('offerTarget'),
  refillField: h(coopRefill),
  forEach: forEachInChosenOrder, eachInOrder,
  coopTurnEnd: h(coopTurnEnd),
  coopSettle: h(settle),
  floodBegin: h(floodBegin),
  floodStep: h(floodStep),
  floodReveal: h(floodReveal),
  floodEnd: h(floodEnd),
};

/** Runs the effects until the stack is empty, a hero must choose or the game is over. */
export function drain(state: CoopState, events: GameEvent[]): void {
  do runEffects<AnyOp | CoopOp, CoopState>(state, events, COOP_OPS);
  while (answerForPoseidon(state, events));
}

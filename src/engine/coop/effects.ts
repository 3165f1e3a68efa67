// The cooperative mode's effects run: the classic op table (the same card language), with the field
// refilled the cooperative way and the mode's own steps as ops (a hero's turn end, the settling of the
// board after each action, the Poseidon phase), so that a choice can interrupt them and a game can be
// saved in the middle of one.
import type { Handler, OpTable } from '../effects/interpreter';
import { runEffects } from '../effects/interpreter';
import { CLASSIC_OPS, type AnyOp } from '../classic/ops';
import type { GameEvent, GameState } from '../classic/types';
import { floodBegin, floodEnd, floodStep } from './flood';
import { coopRefill, coopTurnEnd, settle } from './turn';

export type CoopOp =
  | { op: 'coopTurnEnd' } | { op: 'coopSettle' }
  | { op: 'floodBegin' } | { op: 'floodStep' } | { op: 'floodEnd' };

type Ops = OpTable<AnyOp | CoopOp>;
const h = <O>(fn: Handler<O>) => fn;

export const COOP_OPS: Ops = {
  ...CLASSIC_OPS,
  refillField: h(coopRefill),
  coopTurnEnd: h(coopTurnEnd),
  coopSettle: h(settle),
  floodBegin: h(floodBegin),
  floodStep: h(floodStep),
  floodEnd: h(floodEnd),
};

export const drain = (state: GameState, events: GameEvent[]): void => runEffects<AnyOp | CoopOp>(state, events, COOP_OPS);

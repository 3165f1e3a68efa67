// The op table of the classic game: the card language's ops and the upkeep's steps, each run by its
// handler (effects/interpreter.ts runs the frames; this says what each op does in this ruleset).
import type { Op } from '../../../cards';
import type { Handler, OpTable, SequencingOp } from '../../effects/interpreter';
import { runUpkeepOp, type UpkeepOp } from '../upkeep';
import { CARD_OPS } from './cards';
import { CONTROL_OPS } from './control';
import { VALUE_OPS } from './values';

export type AnyOp = Op | SequencingOp | UpkeepOp;
/** The handler of one op of this table. */
export type OpHandler<K extends AnyOp['op']> = Handler<Extract<AnyOp, { op: K }>>;

/** The upkeep's steps (rulebook "Phase d'entretien") are ops too, so that an Arrival's choice can
 *  interrupt them and the game can be saved in the middle. */
const UPKEEP_OPS = {
  epicTurnEnd: runUpkeepOp, upkeepStep: runUpkeepOp, upkeepDiscard: runUpkeepOp, drawUp: runUpkeepOp, removeLast: runUpkeepOp,
  shiftRight: runUpkeepOp, nextTurn: runUpkeepOp, finishGame: runUpkeepOp,
};

export const CLASSIC_OPS: OpTable<AnyOp> = { ...CONTROL_OPS, ...CARD_OPS, ...VALUE_OPS, ...UPKEEP_OPS };

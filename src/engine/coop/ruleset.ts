// The cooperative mode as a ruleset (core/ruleset.ts): 2–5 heroes against an automated Poseidon on the
// seven-sided board, on the classic table and card scripts.
import './table-hooks';
import { createEngine } from '../core/pipeline';
import type { Ruleset } from '../core/ruleset';
import { cloneState } from '../table/clone';
import type { GameEvent, GameState } from '../table/types';
import { parseCoopAction } from './action-schema';
import { check, execute, type CoopErrorCode } from './actions';
import { legalActions, toAct } from './legal';
import { redactCoopEvents } from './redact';
import { newCoopGame } from './setup';
import type { CoopAction, CoopSetupOptions } from './types';
import { coopView, type CoopView } from './view';

/** Typed on the table's state, as the callers above the engine still hold it (kept until callers move,
 *  issue 24); its members take the CoopState, which a ruleset's method parameters allow. */
export const coopRules: Ruleset<GameState, CoopAction, GameEvent, CoopView, CoopSetupOptions, CoopErrorCode> = {
  mode: 'coop',
  setup: newCoopGame,
  parseAction: parseCoopAction,
  check,
  execute,
  copy: cloneState, // the board is copied by its places' hook (places.ts)
  legalActions,
  toAct,
  view: coopView,
  redactEvents: redactCoopEvents,
  malformedCode: 'malformed',
  internalCode: 'internal',
};

export const { apply: applyCoop, accept: acceptCoopAction, applyAction: applyCoopAction, applyInPlace: applyCoopInPlace } = createEngine(coopRules);

// The cooperative mode as a ruleset (core/ruleset.ts): 2–5 heroes against an automated Poseidon on the
// seven-sided board, on the classic table and card scripts.
import './table-hooks';
import type { Ruleset } from '../core/ruleset';
import { cloneState } from '../table/clone';
import type { GameEvent } from '../table/types';
import { parseCoopAction } from './action-schema';
import { check, execute, type CoopErrorCode } from './actions';
import { legalActions, toAct } from './legal';
import { redactCoopEvents } from './redact';
import { newCoopGame } from './setup';
import type { CoopAction, CoopSetupOptions, CoopState } from './types';
import { coopView, type CoopView } from './view';

export const coopRules: Ruleset<CoopState, CoopAction, GameEvent, CoopView, CoopSetupOptions, CoopErrorCode> = {
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


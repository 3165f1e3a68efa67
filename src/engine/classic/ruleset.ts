// The classic game as a ruleset (core/ruleset.ts): 2–5 players racing for VP against the Sanctuary's
// clock, the base game with Asgard, Poseidon and the Epics as options.
import type { Ruleset } from '../core/ruleset';
import { parseAction } from './action-schema';
import { check, execute } from './actions';
import { cloneState } from '../table/clone';
import { legalActions } from './legal';
import { redactEvents } from './redact';
import { newGame } from './setup';
import type { Action, ErrorCode, GameEvent, GameState, SetupOptions } from '../table/types';
import { view, type GameView } from './view';

export const classicRules: Ruleset<GameState, Action, GameEvent, GameView, SetupOptions, ErrorCode> = {
  mode: 'classic',
  setup: newGame,
  parseAction,
  check,
  execute,
  copy: cloneState,
  legalActions: (state, side) => (typeof side === 'number' ? legalActions(state, side) : []),
  toAct: (state) => (state.phase === 'gameOver' ? null : state.pending ? state.pending.seat : state.active),
  view: (state, viewer) => view(state, typeof viewer === 'number' || viewer === 'audience' ? viewer : 'audience'),
  redactEvents,
  malformedCode: 'malformed',
  internalCode: 'internal',
};


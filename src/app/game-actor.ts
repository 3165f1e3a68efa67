// The game being played: its session (the data: engine state, seats, action log) and its actor (the
// phases; everything that drives the game goes through it). Which machine a ruleset plays under is
// chosen here: the classic one for now, the cooperative one next.
import { createClassicFlow, type ClassicFlow } from '../flow/classic-flow';
import type { GameSession } from '../session/game-session';

export interface PlayedGame {
  readonly session: GameSession;
  readonly actor: ClassicFlow;
}

/** 'table': a table shows the upkeep step by step and sends the steps; 'straight': nobody shows it. */
export function createGameActor(session: GameSession, steps: 'table' | 'straight'): ClassicFlow {
  return createClassicFlow(session, { steps });
}

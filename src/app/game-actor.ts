// The game being played: its session (the data: engine state, seats, action log) and its actor (the
// phases; everything that drives the game goes through it). Which machine a ruleset plays under is
// chosen here: the classic flow for a classic game, the cooperative flow for a coop one.
import { createClassicFlow, type ClassicFlow } from '../flow/classic-flow';
import { createCoopFlow, type CoopFlow } from '../flow/coop-flow';
import { createGowFlow, type GowFlow } from '../flow/gow-flow';
import type { CoopSession } from '../session/coop-session';
import type { GameSession } from '../session/game-session';
import type { GowSession } from '../session/gow-session';

export interface ClassicGame {
  readonly mode: 'classic';
  readonly session: GameSession;
  readonly actor: ClassicFlow;
  /** The guided first game (src/tutorial): the table shows its lessons. */
  readonly guided?: boolean;
  /** A replay (src/replay): nobody plays, the table only shows; see Watch. */
  readonly watched?: Watch;
}

export interface CoopGame {
  readonly mode: 'coop';
  readonly session: CoopSession;
  readonly actor: CoopFlow;
  /** The coop lesson (src/tutorial/coop-lesson.ts): the board shows its lessons. */
  readonly guided?: boolean;
  readonly watched?: Watch;
}

export interface GowGame {
  readonly mode: 'gow';
  readonly session: GowSession;
  readonly actor: GowFlow;
  /** The guided first round (src/tutorial): the table shows its lessons. */
  readonly guided?: boolean;
  readonly watched?: Watch;
}

/** How a replay's table shows the hands: 'open', every hand as its seat acts (a finished game, or
 *  one's own game against bots: nothing left to hide); 'audience', no hand at all (a hot-seat game
 *  still being played, whose players must not read each other's hands in its replay). */
export type Watch = 'open' | 'audience';

/** A game of any mode; `mode` tells which (the save's, the engine state's). */
export type PlayedGame = ClassicGame | CoopGame | GowGame;

/** 'table': a table shows the shown steps (upkeep, Poseidon's crossings) one by one and sends the
 *  steps; 'straight': nobody shows them, the machine runs through by itself. */
export type Steps = 'table' | 'straight';

export function createGameActor(session: GameSession, steps: Steps): ClassicFlow {
  return createClassicFlow(session, { steps });
}

export function createCoopActor(session: CoopSession, steps: Steps): CoopFlow {
  return createCoopFlow(session, { steps });
}

export function classicGame(session: GameSession, steps: Steps, guided = false): ClassicGame {
  return { mode: 'classic', session, actor: createGameActor(session, steps), ...(guided ? { guided } : {}) };
}

export function coopGame(session: CoopSession, steps: Steps, guided = false): CoopGame {
  return { mode: 'coop', session, actor: createCoopActor(session, steps), ...(guided ? { guided } : {}) };
}

export function gowGame(session: GowSession, steps: Steps, guided = false): GowGame {
  return { mode: 'gow', session, actor: createGowFlow(session, { steps }), ...(guided ? { guided } : {}) };
}

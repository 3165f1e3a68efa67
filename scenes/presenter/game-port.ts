// The one door between the table and the game: send an action (through the XState flow, which calls
// the engine), hear what happened (the session's events), know the phase.
import type { Action, ApplyResult, GameEvent, GameState } from '../../src/engine';
import { createClassicFlow } from '../../src/flow/classic-flow';
import type { GameSession } from '../../src/session/game-session';

export type GamePhase = import('../../src/flow/classic-flow').FlowPhase;
export type PortListener = (events: GameEvent[], action: Action, state: GameState) => void;

export interface GamePort {
  readonly session: GameSession;
  send(action: unknown): ApplyResult;
  phase(): GamePhase;
  /** Hears every accepted action with its events (listeners must not send from inside). */
  subscribe(fn: PortListener): () => void;
  stop(): void;
}

export function createGamePort(session: GameSession): GamePort {
  const flow = createClassicFlow(session);
  const unsubscribers: (() => void)[] = [];
  return {
    session,
    send: (action) => flow.send(action),
    phase: () => flow.phase(),
    subscribe(fn) {
      const off = session.onChange(fn);
      unsubscribers.push(off);
      return off;
    },
    stop() {
      for (const off of unsubscribers.splice(0)) off();
      flow.stop();
    },
  };
}

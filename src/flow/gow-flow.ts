// God of War's actor: a small machine over a God of War session. The engine runs the enemies' part of
// each activation inside the seat's action (until a question stops it), so the table animates a move's
// events as they come: no step is shown apart from them, and the machine only knows whether the game
// goes on or is over. Everything that drives a game goes through it (the table's taps, the bots, the
// tests), as with the other modes' flows (kit.ts).
import { assign, setup } from 'xstate';
import type { GowAction, GowEvent, GowState, RulesApplyResult } from '../engine';

export type GowApplyResult = RulesApplyResult<GowState, GowEvent, string>;
import { stateName } from './classic-machine';
import { createFlow, type FlowSpec } from './kit';

/** The table's phase: the engine's stage, 'gameOver' at the end (as the other modes name theirs). */
export type GowPhase = Exclude<GowState['stage'], 'over'> | 'gameOver';
export type GowMoment = 'acting' | 'gameOver';

interface GowFacts { phase: GowPhase }

export interface GowFlowNews {
  phase: GowPhase;
  moment: GowMoment;
  move: { action: GowAction; events: GowEvent[]; state: GowState } | null;
}

export interface GowFlow {
  /** Sends the action to the engine. Refused: the engine's error, and nothing changes (no news). */
  send(action: unknown): GowApplyResult;
  /** No step is ever shown apart from a move's events: always false. */
  step(): boolean;
  finishSteps(): void;
  phase(): GowPhase;
  moment(): GowMoment;
  machineState(): string;
  subscribe(listener: (news: GowFlowNews) => void): () => void;
  stop(): void;
}

/** What the flow needs of a God of War game being played (its session, or a test's). */
export interface GowFlowSession {
  readonly state: GowState;
  send(action: unknown): GowApplyResult;
  onChange(listener: (events: GowEvent[], action: GowAction, state: GowState) => void): () => void;
  readonly history: readonly GowAction[];
  readonly recentEvents: readonly GowEvent[];
}

const phaseOf = (state: GowState): GowPhase => (state.stage === 'over' ? 'gameOver' : state.stage);

/** The machine with an inert engine (createFlow provides callEngine, readEngine, refuseWhileShown). */
export const gowFlowMachine = setup({
  types: {
    context: {} as { facts: GowFacts; straight: boolean },
    events: {} as { type: 'ACT'; action: unknown } | { type: 'STEP' } | { type: 'SYNC' },
    input: {} as { facts: GowFacts; straight?: boolean },
  },
  guards: { over: ({ context }) => context.facts.phase === 'gameOver' },
  actions: { callEngine: () => {}, readEngine: assign(({ context }) => context), refuseWhileShown: () => {} },
}).createMachine({
  id: 'gow',
  context: ({ input }) => ({ facts: input.facts, straight: input.straight ?? false }),
  // The engine alone says what is allowed: a refusal changes neither the facts nor the state.
  on: { ACT: { target: '.route', actions: ['callEngine', 'readEngine'] }, SYNC: { target: '.route', actions: 'readEngine' } },
  initial: 'route',
  states: {
    route: { always: [{ guard: 'over', target: 'gameOver' }, { target: 'acting' }] },
    acting: {},
    gameOver: {},
  },
});

const gowSpec = (session: GowFlowSession): FlowSpec<GowFacts, Omit<GowFlowNews, 'move'>> => ({
  factsOf: () => ({ phase: phaseOf(session.state) }),
  accepted: { ACT: 'any' },
  eventFor: () => 'ACT',
  about: (snapshot) => {
    const phase = (snapshot.context as { facts: GowFacts }).facts.phase;
    return { phase, moment: phase === 'gameOver' ? 'gameOver' : 'acting' };
  },
  showing: () => false,
  shown: { key: 'error.stepShown', message: 'a step is being shown' },
});

export function createGowFlow(session: GowFlowSession, options: { steps?: 'straight' | 'table' } = {}): GowFlow {
  const core = createFlow(session, gowFlowMachine, gowSpec(session), stateName, { steps: options.steps });
  const about = () => gowSpec(session).about(core.snapshot());
  return {
    send: core.send as GowFlow['send'],
    step: core.step,
    finishSteps: core.finish,
    phase: () => about().phase,
    moment: () => about().moment,
    machineState: core.machineState,
    subscribe: core.subscribe as GowFlow['subscribe'], // the kit hears any mode's events; these are God of War's
    stop: core.stop,
  };
}

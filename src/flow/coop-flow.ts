// The cooperative game's actor: the machine of coop-machine.ts over a cooperative session. Everything
// that drives a coop game goes through it (the board's taps, the bots, the tests): send(action) calls
// the engine through the machine, step() walks the shown steps (a turn end's upkeep, Poseidon's
// crossings) as the board shows them, and subscribers hear each accepted action and each step.
import type { CoopErrorCode, RulesApplyResult, CoopAction, CoopEvent, CoopState, GameEvent, GameState } from '../engine';
import { stateName } from './classic-machine';
import {
  coopEventFor, coopFlowMachine, coopPhaseOf, momentOf, NO_COOP_FACTS, stepOf,
  type CoopFacts, type CoopFlowSnapshot, type CoopMoment, type CoopPhase, type CoopStep,
} from './coop-machine';
import { createFlow, type FlowSpec } from './kit';

export * from './coop-machine';

export type CoopApplyResult = RulesApplyResult<CoopState, GameEvent, CoopErrorCode>;

/** What a subscriber hears: where the machine now is, and the accepted action if one moved it. */
export interface CoopFlowNews {
  phase: CoopPhase;
  moment: CoopMoment;
  /** The step being shown or decided in; null at rest elsewhere. */
  step: CoopStep | null;
  /** The accepted action with its events; null when a STEP moved the machine. */
  move: { action: CoopAction; events: GameEvent[]; state: CoopState } | null;
}

export interface CoopFlow {
  /** Sends the action to the engine. Refused: the engine's error, and nothing changes (no news). */
  send(action: unknown): CoopApplyResult;
  /** The current step has been shown: on to the next one, or to rest. False (no news) when none is shown. */
  step(): boolean;
  /** Sends STEP until no step is being shown (nothing to animate, animations skipped). */
  finishSteps(): void;
  /** The engine's phase the machine is in (a shown step may still be behind the engine's). */
  phase(): CoopPhase;
  moment(): CoopMoment;
  currentStep(): CoopStep | null;
  /** The machine's state, e.g. 'poseidon.acting' (tests, logs). */
  machineState(): string;
  subscribe(listener: (news: CoopFlowNews) => void): () => void;
  stop(): void;
}

/** What the flow needs of a cooperative game being played (the board's session, or a test's). */
export interface CoopFlowSession {
  readonly state: CoopState;
  send(action: unknown): CoopApplyResult;
  onChange(listener: (events: GameEvent[], action: CoopAction, state: CoopState) => void): () => void;
  readonly history: readonly CoopAction[];
  /** For a resumed game: the events of its last actions. */
  readonly recentEvents: readonly GameEvent[];
}

export interface CoopFlowOptions {
  /** 'straight' (the default, headless): the machine runs through the shown steps by itself.
   *  'table': it shows each step until step() says its animations have played. */
  steps?: 'straight' | 'table';
  /** Hears every state the machine passes through, transient ones included, with the step shown. */
  trace?: (state: string, step: CoopStep | null) => void;
  /** A variant of the machine (tests: a wrong one, to see the agreement checks catch it). */
  machine?: typeof coopFlowMachine;
}

/**
 * The engine's facts after a call, from its state and the call's events: the upkeep's and Poseidon's
 * steps are read from the engine's step markers (upkeepStep, poseidonStep), each naming its step and its
 * crossing. `before` (the facts after the previous call) carries the crossings made before a question
 * stopped Poseidon's phase, for an answer whose events mark no new crossing.
 */
export function coopFactsOf(
  table: Pick<GameState, 'pending' | 'phase' | 'board'>, history: readonly { type: string }[], events: readonly GameEvent[],
  before: CoopFacts = NO_COOP_FACTS, accepted: CoopFacts['accepted'] = null,
): CoopFacts {
  const state = table as Pick<CoopState, 'pending' | 'phase' | 'board'>;
  const pending = state.pending !== null;
  let lastMove: { type: string } | undefined;
  for (let i = history.length - 1; i >= 0 && !lastMove; i--) if (history[i].type !== 'answer') lastMove = history[i];
  let reached: CoopFacts['reached'] = 0;
  let poseidonBegan = false;
  let roundBegan = false;
  let crossed = before.phase === 'poseidon' ? before.crossed : 0;
  for (const e of events as readonly CoopEvent[]) {
    if (e.type === 'upkeepStep') reached = e.step as CoopFacts['reached'];
    else if (e.type === 'poseidonStep' && e.step.kind === 'poseidonBegins') { poseidonBegan = true; crossed = 0; }
    else if (e.type === 'poseidonStep' && e.step.kind === 'poseidonActs') crossed = e.step.crossing;
    else if (e.type === 'phaseStarted' && e.phase === 'players' && (poseidonBegan || before.phase === 'poseidon')) roundBegan = true;
  }
  // A resumed game has no events to read: within Poseidon's phase the engine's own count says it.
  if (state.phase === 'poseidon' && state.board.flood) crossed = state.board.flood.moved;
  const inTurn = state.phase === 'players' && state.board.inTurn;
  const revealing = state.phase === 'poseidon' && !!state.board.flood?.revealing;
  return {
    phase: state.phase as CoopPhase, pending, inTurn, inUpkeep: pending && inTurn && lastMove?.type === 'endTurn',
    accepted, reached, poseidonBegan, roundBegan, crossed, revealing,
  };
}

const ACCEPTED = { TAKE_TURN: 'takeTurn', PLAY: 'play', DECIDE: 'answer', END_TURN: 'endTurn' } as const;

/** The cooperative machine's part of the kit: its facts (counting Poseidon's crossings on from the
 *  machine's), events and news. */
const coopSpec = (session: CoopFlowSession): FlowSpec<CoopFacts, Omit<CoopFlowNews, 'move'>> => ({
  factsOf: (events, before, accepted) => coopFactsOf(session.state, session.history, events as readonly GameEvent[], before, accepted as CoopFacts['accepted']),
  accepted: ACCEPTED,
  eventFor: coopEventFor,
  about: (snapshot) => ({ phase: coopPhaseOf(snapshot), moment: momentOf(snapshot), step: stepOf(snapshot) }),
  showing: (snapshot) => momentOf(snapshot) === 'shown',
  shown: { key: 'error.stepShown', message: 'a step is being shown: the board shows the remaining steps first' },
});

export function createCoopFlow(session: CoopFlowSession, options: CoopFlowOptions = {}): CoopFlow {
  const { trace } = options;
  const core = createFlow(session, options.machine ?? coopFlowMachine, coopSpec(session), stateName, {
    steps: options.steps,
    trace: trace && ((snapshot) => trace(stateName(snapshot.value), stepOf(snapshot as CoopFlowSnapshot))),
  });
  return {
    send: core.send,
    step: core.step,
    finishSteps: core.finish,
    phase: () => coopPhaseOf(core.snapshot()),
    moment: () => momentOf(core.snapshot() as CoopFlowSnapshot),
    currentStep: () => stepOf(core.snapshot() as CoopFlowSnapshot),
    machineState: core.machineState,
    subscribe: core.subscribe as CoopFlow['subscribe'], // the kit hears any mode's events; this flow's are the table's
    stop: core.stop,
  };
}

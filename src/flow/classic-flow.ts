// The classic game's actor: the machine of classic-machine.ts over a GameSession. Everything that
// drives a game goes through it (the table's taps, the bots, the tests): send(action) calls the engine
// through the machine, step() walks the upkeep as the table shows it, and subscribers hear each
// accepted action (with its events) and each step, once the machine has settled.
import type { Action, ApplyResult, GameEvent, GameState } from '../engine';
import type { GameSession } from '../session/game-session';
import {
  classicFlowMachine, eventFor, phaseOf, stateName, upkeepStepOf,
  type EngineFacts, type FlowPhase, type UpkeepStepNumber,
} from './classic-machine';
import { createFlow, type FlowSpec } from './kit';

export * from './classic-machine';

/** What a subscriber hears: where the machine now is, and the accepted action if one moved it. */
export interface FlowNews {
  phase: FlowPhase;
  /** The upkeep step being shown or decided in; null outside the upkeep. */
  step: UpkeepStepNumber | null;
  /** The accepted action with its events; null when a STEP moved the machine. */
  move: { action: Action; events: GameEvent[]; state: GameState } | null;
}

export interface ClassicFlow {
  /** Sends the action to the engine. Refused: the engine's error, and nothing changes (no news).
   *  Accepted: the machine follows the engine, then every subscriber hears it. */
  send(action: unknown): ApplyResult;
  /** The current upkeep step has been shown: on to the next step, or out of the upkeep. False (and no
   *  news) when no step is being shown. */
  step(): boolean;
  /** Sends STEP until no upkeep step is being shown (nothing to animate, animations skipped). */
  finishUpkeep(): void;
  phase(): FlowPhase;
  /** The upkeep step being shown or decided in, or null. */
  upkeepStep(): UpkeepStepNumber | null;
  /** The machine's state, e.g. 'upkeep.refill.deciding' (tests, logs). */
  machineState(): string;
  /** Called after every accepted action (even when the phase stays the same) and every STEP that moved
   *  the machine; a listener may send the next action or step. Returns the unsubscribe function. */
  subscribe(listener: (news: FlowNews) => void): () => void;
  stop(): void;
}

/** The part of a GameSession the flow uses (a GameSession is one; tests may pass a stub). */
export type FlowSession = Pick<GameSession, 'send' | 'state' | 'onChange' | 'history' | 'recentEvents'>;

export interface FlowOptions {
  /** 'straight' (the default, headless): the machine runs through the upkeep's steps by itself.
   *  'table': it shows each step until step() says the step's animations have played. */
  steps?: 'straight' | 'table';
  /** Hears every state the machine passes through, transient ones included ('upkeep.draw.played'…). */
  trace?: (state: string) => void;
  /** A variant of the machine (tests: one with a wrong guard, to see the agreement checks catch it). */
  machine?: typeof classicFlowMachine;
}

/** The last upkeep step begun in a batch of events (0: none). */
export function lastUpkeepStep(events: readonly GameEvent[]): EngineFacts['reached'] {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.type === 'upkeepStep') return e.step;
  }
  return 0;
}

/** The engine's facts after a call. A decision belongs to an upkeep when the last action that was not
 *  an answer is an endTurn: while it waits, the engine accepts nothing but answers. */
export function factsOf(state: Pick<GameState, 'pending' | 'phase'>, history: readonly Action[], events: readonly GameEvent[], accepted: EngineFacts['accepted'] = null): EngineFacts {
  const pending = state.pending !== null;
  let lastMove: Action | undefined;
  for (let i = history.length - 1; i >= 0 && !lastMove; i--) if (history[i].type !== 'answer') lastMove = history[i];
  return { pending, over: state.phase === 'gameOver', inUpkeep: pending && lastMove?.type === 'endTurn', accepted, reached: lastUpkeepStep(events) };
}

const ACCEPTED = { PLAY: 'play', DECIDE: 'answer', END_TURN: 'endTurn' } as const;

/** The classic machine's part of the kit: its facts, events and news. */
const classicSpec = (session: FlowSession): FlowSpec<EngineFacts, Omit<FlowNews, 'move'>> => ({
  factsOf: (events, _before, accepted) => factsOf(session.state, session.history, events as readonly GameEvent[], accepted as EngineFacts['accepted']),
  accepted: ACCEPTED,
  eventFor,
  about: (snapshot) => ({ phase: phaseOf(snapshot), step: upkeepStepOf(stateName(snapshot.value)) }),
  showing: (snapshot) => phaseOf(snapshot) === 'upkeep',
  shown: { key: 'error.upkeepShown', message: 'the upkeep is being shown: the table sends its remaining steps first' },
});

export function createClassicFlow(session: FlowSession, options: FlowOptions = {}): ClassicFlow {
  const { trace } = options;
  const core = createFlow(session, options.machine ?? classicFlowMachine, classicSpec(session), stateName, {
    steps: options.steps,
    trace: trace && ((snapshot) => trace(stateName(snapshot.value))),
  });
  return {
    send: core.send,
    step: core.step,
    finishUpkeep: core.finish,
    phase: () => phaseOf(core.snapshot()),
    upkeepStep: () => upkeepStepOf(core.machineState()),
    machineState: core.machineState,
    subscribe: core.subscribe as ClassicFlow['subscribe'], // the kit hears any mode's events; this flow's are the table's
    stop: core.stop,
  };
}

// The classic game's actor: the machine of classic-machine.ts over a GameSession. Everything that
// drives a game goes through it (the table's taps, the bots, the tests): send(action) calls the engine
// through the machine, step() walks the upkeep as the table shows it, and subscribers hear each
// accepted action (with its events) and each step, once the machine has settled.
import { assign, createActor, type Actor } from 'xstate';
import type { Action, ApplyResult, GameEvent, GameState } from '../engine';
import type { GameSession } from '../session/game-session';
import {
  classicFlowMachine, eventFor, phaseOf, stateName, upkeepStepOf,
  type EngineFacts, type FlowPhase, type FlowSnapshot, type UpkeepStepNumber,
} from './classic-machine';
import { createNewsroom } from './news';

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

const failure = (key: string, message: string): ApplyResult => ({ ok: false, error: { code: 'internal', key, message } });
const STOPPED = failure('error.flowStopped', 'the game flow has been stopped');
const REENTRANT = failure('error.flowBusy', 'an action was sent while the previous one was being applied (from a session listener?): send it after');
const SHOWN = failure('error.upkeepShown', 'the upkeep is being shown: the table sends its remaining steps first');

export function createClassicFlow(session: FlowSession, options: FlowOptions = {}): ClassicFlow {
  let last: ApplyResult | null = null;
  let synced: readonly GameEvent[] = [];
  let inFlight = false;
  let stopped = false;
  const news = createNewsroom<FlowNews>();

  const machine = (options.machine ?? classicFlowMachine).provide({
    actions: {
      callEngine: ({ event }) => {
        if (event.type === 'PLAY' || event.type === 'DECIDE' || event.type === 'END_TURN') last = session.send(event.action);
      },
      readEngine: assign(({ context, event }) => {
        if (event.type === 'SYNC') return { facts: factsOf(session.state, session.history, synced) };
        if (event.type === 'STEP' || !last?.ok) return context; // refused: the engine did not move
        return { facts: factsOf(session.state, session.history, last.events, ACCEPTED[event.type]) };
      }),
      refuseWhileShown: () => { last = SHOWN; },
    },
  });
  const trace = options.trace;
  const actor: Actor<typeof machine> = createActor(machine, {
    input: { facts: factsOf(session.state, session.history, session.recentEvents), straight: (options.steps ?? 'straight') === 'straight' },
    inspect: trace && ((ev) => {
      // The machine spawns no children: every microstep is its own.
      if (ev.type === '@xstate.microstep') trace(stateName((ev.snapshot as FlowSnapshot).value));
    }),
  });
  actor.start();

  const machineState = () => stateName(actor.getSnapshot().value);
  const phase = () => phaseOf(actor.getSnapshot());
  const upkeepStep = () => upkeepStepOf(machineState());
  // Subscribers may send (a bot playing on at instant speed, a table stepping through the upkeep): news.ts
  // queues what they cause.
  const emit = (move: FlowNews['move']) => news.tell({ phase: phase(), step: upkeepStep(), move });

  // An action sent straight to the session (not through this flow) still moves the machine.
  const unwatch = session.onChange((events, action, state) => {
    if (inFlight || stopped) return;
    synced = events;
    actor.send({ type: 'SYNC' });
    synced = [];
    emit({ action, events, state });
  });

  const flow: ClassicFlow = {
    send(action) {
      if (stopped) return STOPPED;
      // A session listener sending from inside the engine call would be queued by the actor and
      // applied later, unseen by its caller: refuse it instead (subscribers of the flow may send).
      if (inFlight) return REENTRANT;
      last = null;
      inFlight = true;
      try {
        actor.send({ type: eventFor(action), action });
      } finally {
        inFlight = false;
      }
      const result = last as ApplyResult | null;
      if (!result) return failure('error.internal', 'the game flow did not reach the engine');
      if (result.ok) emit({ action: action as Action, events: result.events, state: result.state });
      return result;
    },
    step() {
      if (stopped || inFlight || phase() !== 'upkeep') return false;
      actor.send({ type: 'STEP' });
      emit(null);
      return true;
    },
    finishUpkeep() {
      while (flow.step()) { /* each step() moves the machine one step on */ }
    },
    phase,
    upkeepStep,
    machineState,
    subscribe: news.subscribe,
    stop() {
      if (stopped) return;
      stopped = true;
      unwatch();
      news.close();
      actor.stop();
    },
  };
  return flow;
}

// The classic turn as an XState 5 machine: phase topology only. The engine (through the GameSession)
// holds every piece of data, including state.phase and state.pending; each event the machine receives
// calls the engine, and `always` transitions then decide where to go from what the engine reports.
//
//   setup ──► main.acting ⇄ main.deciding          (a play effect asks a question)
//                 │ END_TURN accepted
//                 ▼
//             upkeep.running ⇄ upkeep.deciding      (an Arrival asks a question during the upkeep)
//                 │ upkeep done                │ last round complete
//                 ▼                            ▼
//             nextPlayer ──► main.acting    gameOver
//
// setup, upkeep.running and nextPlayer are transient: the machine never rests there, because the
// engine runs the whole upkeep inside the endTurn action unless an Arrival stops it with a decision.
// No timers and no delays: the machine never waits for animations, so it runs headless in node.
import { assign, createActor, setup, type Actor } from 'xstate';
import type { ApplyResult, GameState } from '../engine';
import type { GameSession } from '../session/game-session';

/** What the scenes need to know: may the active seat act, must someone decide, is it over. */
export type FlowPhase = 'main' | 'deciding' | 'gameOver';

export interface ClassicFlow {
  /** Sends the action to the engine. Refused: the engine's error, and nothing changes (no emit).
   *  Accepted: the machine follows the engine, then every subscriber hears the phase. */
  send(action: unknown): ApplyResult;
  phase(): FlowPhase;
  /** Called after every accepted action (even when the phase stays the same), once the machine has
   *  settled; a listener may send the next action. Returns the unsubscribe function. */
  subscribe(listener: (phase: FlowPhase) => void): () => void;
  stop(): void;
}

/** The part of a GameSession the flow uses (a GameSession is one; tests may pass a stub). */
export type FlowSession = Pick<GameSession, 'send' | 'state' | 'onChange'>;

/** The facts about the engine the guards read, refreshed from the engine right after each call. */
export interface EngineFacts {
  /** state.pending !== null */
  pending: boolean;
  /** state.phase === 'gameOver' */
  over: boolean;
  /** The engine has just accepted an endTurn (cleared as the upkeep begins). */
  endedTurn: boolean;
}

export interface FlowContext { facts: EngineFacts }

/** Every action goes to the engine as one of three events; SYNC re-reads the engine from scratch. */
export type FlowEvent =
  | { type: 'PLAY'; action: unknown } // play, equip, activate, acquire, heal (and anything malformed)
  | { type: 'DECIDE'; action: unknown } // answer
  | { type: 'END_TURN'; action: unknown } // endTurn
  | { type: 'SYNC' };

export function factsOf(state: Pick<GameState, 'pending' | 'phase'>, endedTurn = false): EngineFacts {
  return { pending: state.pending !== null, over: state.phase === 'gameOver', endedTurn };
}

export function eventFor(action: unknown): 'PLAY' | 'DECIDE' | 'END_TURN' {
  const type = typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : undefined;
  return type === 'answer' ? 'DECIDE' : type === 'endTurn' ? 'END_TURN' : 'PLAY';
}

// Leaving main, checked first in both substates so that an upkeep decision is never taken for a
// main-phase one. An accepted endTurn always goes through the upkeep, even the one that ends the game;
// 'over' without it only happens on SYNC (a resumed or externally moved game).
const leaveMain = [
  { guard: 'endedTurn', target: '#classic.upkeep' },
  { guard: 'over', target: '#classic.gameOver' },
] as const;

/**
 * The machine with an inert engine: `callEngine` (the side effect: send the action to the engine)
 * and `readEngine` (an assign: copy the engine's facts into the context) must be provided.
 * createClassicFlow provides the GameSession; the path tests provide an abstract engine.
 */
export const classicFlowMachine = setup({
  types: {
    context: {} as FlowContext,
    events: {} as FlowEvent,
    input: {} as { facts: EngineFacts },
  },
  guards: {
    over: ({ context }) => context.facts.over,
    pending: ({ context }) => context.facts.pending,
    notPending: ({ context }) => !context.facts.pending,
    endedTurn: ({ context }) => context.facts.endedTurn,
  },
  actions: {
    callEngine: () => {},
    readEngine: assign(({ context }) => context),
    beginUpkeep: assign(({ context }) => ({ facts: { ...context.facts, endedTurn: false } })),
  },
}).createMachine({
  id: 'classic',
  context: ({ input }) => ({ facts: { ...input.facts, endedTurn: false } }),
  // Events are handled at the root, whatever the state: the engine alone says what is allowed
  // (a PLAY while deciding, a DECIDE with nothing to decide, anything once the game is over are all
  // refused by it, and then the facts and the state stay as they were).
  on: {
    PLAY: { actions: ['callEngine', 'readEngine'] },
    DECIDE: { actions: ['callEngine', 'readEngine'] },
    END_TURN: { actions: ['callEngine', 'readEngine'] },
    // The engine moved without us (an action sent straight to the session, a resumed save): re-route.
    SYNC: { target: '.setup', actions: 'readEngine' },
  },
  initial: 'setup',
  states: {
    setup: {
      always: [
        { guard: 'over', target: 'gameOver' },
        { guard: 'pending', target: 'main.deciding' },
        { target: 'main' },
      ],
    },
    main: {
      initial: 'acting',
      states: {
        acting: { always: [...leaveMain, { guard: 'pending', target: 'deciding' }] },
        deciding: { tags: ['deciding'], always: [...leaveMain, { guard: 'notPending', target: 'acting' }] },
      },
    },
    upkeep: {
      entry: 'beginUpkeep',
      initial: 'running',
      states: {
        running: {
          always: [
            { guard: 'over', target: '#classic.gameOver' },
            { guard: 'pending', target: 'deciding' },
            { target: '#classic.nextPlayer' },
          ],
        },
        deciding: { tags: ['deciding'], always: { guard: 'notPending', target: 'running' } },
      },
    },
    nextPlayer: { always: { target: 'main' } },
    // Not a final state: the actor keeps running so that a late action still gets the engine's
    // 'gameOver' error instead of being dropped.
    gameOver: { tags: ['gameOver'] },
  },
});

type FlowActor = Actor<typeof classicFlowMachine>;
type FlowSnapshot = ReturnType<FlowActor['getSnapshot']>;

export function phaseOf(snapshot: Pick<FlowSnapshot, 'hasTag'>): FlowPhase {
  return snapshot.hasTag('gameOver') ? 'gameOver' : snapshot.hasTag('deciding') ? 'deciding' : 'main';
}

/** 'main.acting', 'upkeep.deciding', 'gameOver'…: the machine's state, for tests and logs. */
export function stateName(value: FlowSnapshot['value']): string {
  if (typeof value === 'string') return value;
  const [key, sub] = Object.entries(value)[0];
  return `${key}.${stateName(sub as FlowSnapshot['value'])}`;
}

const actors = new WeakMap<ClassicFlow, FlowActor>();

/** The machine's current state of a flow made by createClassicFlow, e.g. 'upkeep.deciding'. */
export function machineStateOf(flow: ClassicFlow): string {
  const actor = actors.get(flow);
  if (!actor) throw new Error('not a flow made by createClassicFlow');
  return stateName(actor.getSnapshot().value);
}

const STOPPED: ApplyResult = {
  ok: false,
  error: { code: 'internal', key: 'error.flowStopped', message: 'the game flow has been stopped' },
};
const REENTRANT: ApplyResult = {
  ok: false,
  error: { code: 'internal', key: 'error.flowBusy', message: 'an action was sent while the previous one was being applied (from a session listener?): send it after' },
};

export interface FlowOptions {
  /** Hears every state the machine passes through, transient ones included ('upkeep.running',
   *  'nextPlayer'…): for tests and logs. */
  trace?: (state: string) => void;
}

export function createClassicFlow(session: FlowSession, options: FlowOptions = {}): ClassicFlow {
  let last: ApplyResult | null = null;
  let inFlight = false;
  let stopped = false;
  let listeners: ((phase: FlowPhase) => void)[] = [];

  const machine = classicFlowMachine.provide({
    actions: {
      callEngine: ({ event }) => {
        if (event.type === 'SYNC') return;
        last = session.send(event.action);
      },
      readEngine: assign(({ event }) => ({
        facts: factsOf(session.state, event.type === 'END_TURN' && last?.ok === true),
      })),
    },
  });
  const trace = options.trace;
  const actor = createActor(machine, {
    input: { facts: factsOf(session.state) },
    inspect: trace && ((ev) => {
      // The machine spawns no children: every microstep is its own.
      if (ev.type === '@xstate.microstep') trace(stateName((ev.snapshot as FlowSnapshot).value));
    }),
  });
  actor.start();

  const phase = () => phaseOf(actor.getSnapshot());
  // Subscribers may send (a bot playing on at instant speed): what they cause is heard after them,
  // in order, from this loop rather than from ever deeper recursion.
  const heard: FlowPhase[] = [];
  let emitting = false;
  const emit = () => {
    heard.push(phase());
    if (emitting) return;
    emitting = true;
    try {
      while (heard.length) {
        const now = heard.shift()!;
        for (const listener of [...listeners]) listener(now);
      }
    } finally {
      emitting = false;
      heard.length = 0;
    }
  };

  // An action sent straight to the session (not through this flow) still moves the machine.
  const unwatch = session.onChange(() => {
    if (inFlight || stopped) return;
    actor.send({ type: 'SYNC' });
    emit();
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
      if (!result) return { ok: false, error: { code: 'internal', key: 'error.internal', message: 'the game flow did not reach the engine' } };
      if (result.ok) emit();
      return result;
    },
    phase,
    subscribe(listener) {
      listeners.push(listener);
      return () => { listeners = listeners.filter((l) => l !== listener); };
    },
    stop() {
      if (stopped) return;
      stopped = true;
      unwatch();
      listeners = [];
      actor.stop();
    },
  };
  actors.set(flow, actor);
  return flow;
}

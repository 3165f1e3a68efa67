// What every mode's flow does the same way around its own machine (classic-machine.ts,
// coop-machine.ts): the machine's engine actions (call the session, read the engine's facts, refuse
// while a step is shown), the actor with its trace, the newsroom, an action sent straight to the
// session still moving the machine (SYNC), a sender inside the engine call refused, step() while a
// step is shown, stop(). A mode's flow gives its machine and a FlowSpec, and names the verbs its
// table reads (classic-flow.ts, coop-flow.ts).
import { assign, createActor, type AnyStateMachine } from 'xstate';
import type { AnyEvent as GameEvent, AnyState as GameState } from '../engine';
import { createNewsroom } from './news';

/** An engine call's answer, as every ruleset's pipeline gives it. */
type Answer<S extends GameState = GameState> = { ok: true; state: S; events: GameEvent[] } | { ok: false; error: { code: string; key: string; message: string } };

/** What the flow needs of a game being played (its session, or a test's stub). */
export interface KitSession<A, R extends Answer<S>, S extends GameState = GameState> {
  readonly state: S;
  send(action: unknown): R;
  onChange(listener: (events: GameEvent[], action: A, state: S) => void): () => void;
  readonly history: readonly A[];
  /** For a resumed game: the events of its last actions. */
  readonly recentEvents: readonly GameEvent[];
}

/** A machine's snapshot as the spec reads it. */
export type Snapshot = ReturnType<AnyStateMachine['transition']>;

/** What a mode's flow brings to the kit. */
export interface FlowSpec<Facts, About> {
  /** The engine's facts after a call (`before`: the machine's facts until then; none at the start). */
  factsOf(events: readonly GameEvent[], before: Facts | undefined, accepted: string | null): Facts;
  /** The action type each machine event that calls the engine stands for. */
  accepted: Readonly<Record<string, string>>;
  /** The machine event an action is sent as. */
  eventFor(action: unknown): string;
  /** Where the machine is, as the news tells it (all but the move). */
  about(snapshot: Snapshot): About;
  /** A step is being shown: STEP moves it on. */
  showing(snapshot: Snapshot): boolean;
  /** The refusal while a step is shown (its key and message). */
  shown: { key: string; message: string };
}

export interface FlowKitOptions {
  steps?: 'straight' | 'table';
  trace?: (snapshot: Snapshot) => void;
}

/** The flow's verbs every mode shares; a mode's flow renames the ones its table reads. */
export interface FlowCore<A, R, About, S extends GameState = GameState> {
  send(action: unknown): R;
  step(): boolean;
  /** Sends STEP until no step is being shown. */
  finish(): void;
  snapshot(): Snapshot;
  machineState(): string;
  subscribe(listener: (news: About & { move: { action: A; events: GameEvent[]; state: S } | null }) => void): () => void;
  stop(): void;
}

const failure = (key: string, message: string) => ({ ok: false as const, error: { code: 'internal', key, message } });
const STOPPED = failure('error.flowStopped', 'the game flow has been stopped');
const REENTRANT = failure('error.flowBusy', 'an action was sent while the previous one was being applied (from a session listener?): send it after');

export function createFlow<A, R extends Answer<S>, Facts, About extends object, S extends GameState = GameState>(
  session: KitSession<A, R, S>, machineOf: AnyStateMachine, spec: FlowSpec<Facts, About>, stateName: (value: Snapshot['value']) => string, options: FlowKitOptions = {},
): FlowCore<A, R, About, S> {
  type Move = { action: A; events: GameEvent[]; state: S } | null;
  type News = About & { move: Move };
  let last: R | null = null;
  let synced: readonly GameEvent[] = [];
  let inFlight = false;
  let stopped = false;
  const news = createNewsroom<News>();
  const shown = failure(spec.shown.key, spec.shown.message) as R;

  const machine = machineOf.provide({
    actions: {
      callEngine: ({ event }: { event: { type: string; action?: unknown } }) => {
        if (event.type !== 'STEP' && event.type !== 'SYNC') last = session.send(event.action);
      },
      readEngine: assign(({ context, event }: { context: { facts: Facts }; event: { type: string } }) => {
        if (event.type === 'SYNC') return { facts: spec.factsOf(synced, context.facts, null) };
        if (event.type === 'STEP' || !last?.ok) return context; // refused: the engine did not move
        return { facts: spec.factsOf(last.events, context.facts, spec.accepted[event.type]) };
      }),
      refuseWhileShown: () => { last = shown; },
    },
  } as never);
  const trace = options.trace;
  const actor = createActor(machine, {
    input: { facts: spec.factsOf(session.recentEvents, undefined, null), straight: (options.steps ?? 'straight') === 'straight' },
    inspect: trace && ((ev) => {
      // The machines spawn no children: every microstep is their own.
      if (ev.type === '@xstate.microstep') trace(ev.snapshot as Snapshot);
    }),
  });
  actor.start();

  const snapshot = () => actor.getSnapshot() as Snapshot;
  const machineState = () => stateName(snapshot().value);
  // Subscribers may send or step (a bot playing on at instant speed, a table stepping through shown
  // steps): news.ts queues what they cause.
  const emit = (move: Move) => news.tell({ ...spec.about(snapshot()), move } as News);

  // An action sent straight to the session (not through this flow) still moves the machine.
  const unwatch = session.onChange((events, action, state) => {
    if (inFlight || stopped) return;
    synced = events;
    actor.send({ type: 'SYNC' });
    synced = [];
    emit({ action, events, state });
  });

  const core: FlowCore<A, R, About, S> = {
    send(action) {
      if (stopped) return STOPPED as R;
      // A session listener sending from inside the engine call would be queued by the actor and
      // applied later, unseen by its caller: refuse it instead (subscribers of the flow may send).
      if (inFlight) return REENTRANT as R;
      last = null;
      inFlight = true;
      try {
        actor.send({ type: spec.eventFor(action), action });
      } finally {
        inFlight = false;
      }
      const result = last as R | null;
      if (!result) return failure('error.internal', 'the game flow did not reach the engine') as R;
      if (result.ok) emit({ action: action as A, events: result.events, state: result.state });
      return result;
    },
    step() {
      if (stopped || inFlight || !spec.showing(snapshot())) return false;
      actor.send({ type: 'STEP' });
      emit(null);
      return true;
    },
    finish() {
      while (core.step()) { /* each step() moves the machine one step on */ }
    },
    snapshot,
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
  return core;
}

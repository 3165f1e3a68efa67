// The classic game's phases as an XState 5 machine: topology only. The engine holds every piece of
// data (state.phase, state.pending, the upkeep it has already run); each event the machine gets calls
// the engine, and `always` transitions then decide where to go from the facts the engine reports.
//
//   setup ──► main.acting ⇄ main.deciding                  (a play effect asks a question)
//                 │ END_TURN accepted
//                 ▼
//             upkeep: discard → draw → removeSixth → shiftRight → refill → nextPlayer   (rulebook steps 1–6)
//                 each step:  playing ──STEP──► played ──► the next step, or
//                             deciding ⇄ playing           (an Arrival, an Epic asks during the step)
//                 after the last step the engine reached:  main.acting | step.deciding | gameOver
//
// The engine runs the whole upkeep inside the one endTurn action (until a decision stops it); its
// events mark where each step begins (upkeepStep). The machine walks those steps as the table shows
// them: the table sends STEP when a step's animations have played. Headless drivers either send the
// STEPs at once or start the machine `straight`, and then it runs through the steps by itself.
// No timers and no delays: the machine never waits on time, so it runs in node.
import { assign, setup } from 'xstate';

/** The upkeep's steps, in the rulebook's order ("Phase d'entretien" 1–6). */
export const UPKEEP_STEPS = ['discard', 'draw', 'removeSixth', 'shiftRight', 'refill', 'nextPlayer'] as const;
export type UpkeepStepName = (typeof UPKEEP_STEPS)[number];
export type UpkeepStepNumber = 1 | 2 | 3 | 4 | 5 | 6;

/** What the scenes follow: the player may act, the upkeep is being shown, someone decides, it is over. */
export type FlowPhase = 'main' | 'upkeep' | 'deciding' | 'gameOver';

/** The facts about the engine the guards read, refreshed from the engine right after each call. */
export interface EngineFacts {
  /** state.pending !== null */
  pending: boolean;
  /** state.phase === 'gameOver' */
  over: boolean;
  /** The pending decision was asked during an upkeep (the last action other than an answer was an endTurn). */
  inUpkeep: boolean;
  /** What the engine has just accepted; cleared once the machine has moved on it. */
  accepted: 'play' | 'answer' | 'endTurn' | null;
  /** The last upkeep step the engine began in the events of that call (0: none). */
  reached: 0 | UpkeepStepNumber;
}

export interface FlowContext {
  facts: EngineFacts;
  /** Run through the upkeep's steps without waiting for STEP (headless). */
  straight: boolean;
}

/** Every action goes to the engine as one of three events; STEP walks the upkeep; SYNC re-reads the engine. */
export type FlowEvent =
  | { type: 'PLAY'; action: unknown } // play, equip, activate, acquire, heal, use (and anything malformed)
  | { type: 'DECIDE'; action: unknown } // answer
  | { type: 'END_TURN'; action: unknown } // endTurn
  | { type: 'STEP' } // the table has shown the current upkeep step
  | { type: 'SYNC' };

export const NO_FACTS: EngineFacts = { pending: false, over: false, inUpkeep: false, accepted: null, reached: 0 };

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

// While a step is being shown, the engine is already further on: an action now would be played out of
// sight. The machine refuses it without calling the engine (the table first shows the rest).
const refuseWhileShown = { PLAY: { actions: 'refuseWhileShown' }, DECIDE: { actions: 'refuseWhileShown' }, END_TURN: { actions: 'refuseWhileShown' } } as const;

/** Step n of the upkeep (1–6): shown (playing) until STEP, then on to what the engine reached. */
function upkeepStep(n: UpkeepStepNumber) {
  // The engine got further: show its next step (UPKEEP_STEPS[n] is step n + 1).
  const next = n < 6 ? [{ guard: { type: 'reachedBeyond', params: { step: n } }, target: `#classic.upkeep.${(UPKEEP_STEPS as readonly string[])[n]}` } as const] : [];
  return {
    initial: 'playing',
    states: {
      playing: {
        tags: ['upkeep'],
        entry: 'consume',
        always: { guard: 'straight', target: 'played' },
        on: { STEP: { target: 'played' }, ...refuseWhileShown },
      },
      played: {
        always: [
          ...next,
          { guard: 'over', target: '#classic.gameOver' },
          { guard: 'pending', target: 'deciding' },
          { target: '#classic.main' },
        ],
      },
      // The answer's events go on with this step (then maybe the next ones): shown again from here.
      deciding: { tags: ['deciding'], always: { guard: 'answered', target: 'playing' } },
    },
  } as const;
}

/** Where a resumed game whose decision was asked during an upkeep waits: in the step it was asked. */
const resumeInUpkeep = UPKEEP_STEPS.map((name, i) => ({
  guard: { type: 'askedIn', params: { step: i + 1 } }, target: `#classic.upkeep.${name}.deciding`,
} as const));

/**
 * The machine with an inert engine: `callEngine` (the side effect: send the action to the engine),
 * `readEngine` (an assign: copy the engine's facts into the context) and `refuseWhileShown` must be
 * provided. createClassicFlow provides the GameSession; the path tests provide an abstract engine.
 */
export const classicFlowMachine = setup({
  types: {
    context: {} as FlowContext,
    events: {} as FlowEvent,
    input: {} as { facts: EngineFacts; straight?: boolean },
  },
  guards: {
    over: ({ context }) => context.facts.over,
    pending: ({ context }) => context.facts.pending,
    notPending: ({ context }) => !context.facts.pending,
    endedTurn: ({ context }) => context.facts.accepted === 'endTurn',
    answered: ({ context }) => context.facts.accepted === 'answer',
    straight: ({ context }) => context.straight,
    reachedBeyond: ({ context }, params: { step: number }) => context.facts.reached > params.step,
    // A decision asked before step 1's marker (an Epic's end of turn) waits in step 1.
    askedIn: ({ context: { facts } }, params: { step: number }) => facts.pending && facts.inUpkeep && Math.max(1, facts.reached) === params.step,
  },
  actions: {
    callEngine: () => {},
    readEngine: assign(({ context }) => context),
    refuseWhileShown: () => {},
    consume: assign(({ context }) => ({ facts: { ...context.facts, accepted: null } })),
  },
}).createMachine({
  id: 'classic',
  context: ({ input }) => ({ facts: { ...input.facts, accepted: null }, straight: input.straight ?? false }),
  // Actions are handled at the root, whatever the state (except while an upkeep step is shown): the
  // engine alone says what is allowed (a PLAY while deciding, a DECIDE with nothing to decide, anything
  // once the game is over are all refused by it, and then the facts and the state stay as they were).
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
        ...resumeInUpkeep,
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
      initial: 'discard',
      states: {
        discard: upkeepStep(1),
        draw: upkeepStep(2),
        removeSixth: upkeepStep(3),
        shiftRight: upkeepStep(4),
        refill: upkeepStep(5),
        nextPlayer: upkeepStep(6),
      },
    },
    // Not a final state: the actor keeps running so that a late action still gets the engine's
    // 'gameOver' error instead of being dropped.
    gameOver: { tags: ['gameOver'] },
  },
});

export type FlowSnapshot = ReturnType<typeof classicFlowMachine.transition>;

export function phaseOf(snapshot: Pick<FlowSnapshot, 'hasTag'>): FlowPhase {
  return snapshot.hasTag('gameOver') ? 'gameOver' : snapshot.hasTag('deciding') ? 'deciding' : snapshot.hasTag('upkeep') ? 'upkeep' : 'main';
}

/** 'main.acting', 'upkeep.refill.deciding', 'gameOver'…: the machine's state, for tests and logs. */
export function stateName(value: FlowSnapshot['value'] | string | Record<string, unknown>): string {
  if (typeof value === 'string') return value;
  const [key, sub] = Object.entries(value)[0];
  return `${key}.${stateName(sub as Record<string, unknown>)}`;
}

/** The upkeep step a machine state is in (shown or deciding), or null outside the upkeep. */
export function upkeepStepOf(name: string): UpkeepStepNumber | null {
  const [top, step] = name.split('.');
  if (top !== 'upkeep') return null;
  const i = (UPKEEP_STEPS as readonly string[]).indexOf(step);
  return i < 0 ? null : (i + 1) as UpkeepStepNumber;
}

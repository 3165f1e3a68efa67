// The cooperative game's phases as an XState 5 machine: topology only, as classic-machine.ts. The
// engine holds every piece of data (state.phase, state.pending, the board); each action event calls
// it, and `always` transitions then route on the facts it reports.
//
//   players: picking ──TAKE_TURN──► turn.acting ⇄ turn.deciding
//              ▲  ▲                     │ END_TURN accepted
//              │  │                     ▼
//              │  └──────────── upkeep: discard → draw          (upkeep steps 1–2, shown one at a time)
//              │                        │ the last hero's turn end
//              │                        ▼
//              │       poseidon: begins → moving → acting ─┬─► moving …   (one crossing per pile)
//              │                                   ⇅       ├─► gameOver  (the water at the top)
//              │                                deciding   │
//              └──────────────────────────── ends ◄────────┘             (the faced tops revealed;
//                                                 ⇅ deciding                a revealed card may ask)
//   players.deciding: a question while no hero is in turn (none arises in play today; kept for resumes).
//
// The engine runs a hero's turn end and the whole Poseidon phase inside the one endTurn action (until
// a question stops it); its step markers say where each step begins (upkeepStep 1–2, then poseidonStep:
// the phase begins, each crossing's move and act, the phase ends). The machine walks them as the board
// shows them, one STEP each; headless drivers start it `straight` and it runs through them by itself.
// No timers: it never waits on time.
import { assign, setup } from 'xstate';
import type { PoseidonStep } from '../engine';

/** A hero's turn end: the classic upkeep's steps 1–2 only (RULING-7). */
export const COOP_UPKEEP_STEPS = ['discard', 'draw'] as const;
export type CoopUpkeepStep = 1 | 2;
export type CoopPhase = 'players' | 'poseidon' | 'gameOver';

/** The facts about the engine the guards read, refreshed from the engine right after each call. */
export interface CoopFacts {
  /** state.phase */
  phase: CoopPhase;
  /** state.pending !== null */
  pending: boolean;
  /** state.board.inTurn: a hero's turn is under way (its end not yet done). */
  inTurn: boolean;
  /** The pending decision was asked during a hero's turn end (resumed games: where to wait). */
  inUpkeep: boolean;
  /** What the engine has just accepted; cleared once the machine has moved on it. */
  accepted: 'takeTurn' | 'play' | 'answer' | 'endTurn' | null;
  /** The last upkeep step (1–2) the engine began in the call's events (0: none). */
  reached: 0 | CoopUpkeepStep;
  /** The call's events begin a Poseidon phase. */
  poseidonBegan: boolean;
  /** The call's events end a Poseidon phase (the players' phase begins again). */
  roundBegan: boolean;
  /** Poseidon's crossings so far in the current (or just ended) Poseidon phase: the last crossing the
   *  engine marked Poseidon acting at (poseidonStep poseidonActs). */
  crossed: number;
  /** The Poseidon phase's last step has begun: the tops the heroes face are being revealed (a
   *  question now comes from a revealed card, state.board.flood.revealing). */
  revealing: boolean;
}

export interface CoopFlowContext {
  facts: CoopFacts;
  /** Run through the shown steps without waiting for STEP (headless, instant speed). */
  straight: boolean;
  /** The crossing being shown, or decided in (1 = the first pile the pawn crossed this phase). */
  crossing: number;
}

/** Every action goes to the engine as one of four events; STEP walks the shown steps; SYNC re-reads. */
export type CoopFlowEvent =
  | { type: 'TAKE_TURN'; action: unknown } // takeTurn: the table picks the next hero
  | { type: 'PLAY'; action: unknown } // play, equip, activate, acquire, heal, use, move, give (and anything malformed)
  | { type: 'DECIDE'; action: unknown } // answer
  | { type: 'END_TURN'; action: unknown } // endTurn
  | { type: 'STEP' } // the board has shown the current step
  | { type: 'SYNC' };

export const NO_COOP_FACTS: CoopFacts = {
  phase: 'players', pending: false, inTurn: false, inUpkeep: false, accepted: null, reached: 0, poseidonBegan: false, roundBegan: false, crossed: 0,
  revealing: false,
};

export function coopEventFor(action: unknown): 'TAKE_TURN' | 'PLAY' | 'DECIDE' | 'END_TURN' {
  const type = typeof action === 'object' && action !== null ? (action as { type?: unknown }).type : undefined;
  return type === 'takeTurn' ? 'TAKE_TURN' : type === 'answer' ? 'DECIDE' : type === 'endTurn' ? 'END_TURN' : 'PLAY';
}

// While a step is shown the engine is already further on: an action now would be played out of sight.
const refuse = { actions: 'refuseWhileShown' } as const;
const refuseWhileShown = { TAKE_TURN: refuse, PLAY: refuse, DECIDE: refuse, END_TURN: refuse } as const;

/** A step the board shows until STEP (or at once, straight), then `next`. */
function shown(next: string, also?: 'firstCrossing' | 'nextCrossing') {
  return {
    tags: ['shown'],
    entry: also ? (['consume', also] as const) : (['consume'] as const),
    always: { guard: 'straight', target: next },
    on: { STEP: { target: next }, ...refuseWhileShown },
  } as const;
}

// A place where the engine rests: any accepted action is routed from scratch.
const onAccepted = { guard: 'accepted', target: '#coop.route' } as const;

/** Upkeep step n of a hero's turn end: shown (playing) until STEP, then on to what the engine reached. */
function upkeepStep(n: CoopUpkeepStep) {
  const next = n < 2 ? [{ guard: { type: 'reachedBeyond', params: { step: n } }, target: '#coop.players.upkeep.draw' } as const] : [];
  return {
    initial: 'playing',
    states: {
      playing: shown('played'),
      played: {
        always: [
          ...next,
          { guard: 'poseidonBegan', target: '#coop.poseidon' }, // the last hero's turn end
          { guard: 'pendingInTurn', target: 'deciding' }, // asked in this step (the turn is not over yet)
          { target: '#coop.route' },
        ],
      },
      // The answer's events go on with this step (then maybe the next ones): shown again from here.
      deciding: { tags: ['deciding'], always: { guard: 'answered', target: 'playing' } },
    },
  } as const;
}

/** Where a resumed game whose decision was asked during a turn end waits: in the step it was asked. */
const resumeInUpkeep = COOP_UPKEEP_STEPS.map((name, i) => ({
  guard: { type: 'askedIn', params: { step: i + 1 } }, target: `#coop.players.upkeep.${name}.deciding`,
} as const));

/**
 * The machine with an inert engine: `callEngine`, `readEngine` (an assign copying the engine's facts
 * into the context) and `refuseWhileShown` must be provided; createCoopFlow provides them.
 */
export const coopFlowMachine = setup({
  types: {
    context: {} as CoopFlowContext,
    events: {} as CoopFlowEvent,
    input: {} as { facts: CoopFacts; straight?: boolean },
  },
  guards: {
    over: ({ context }) => context.facts.phase === 'gameOver',
    pending: ({ context }) => context.facts.pending,
    inTurn: ({ context }) => context.facts.inTurn,
    pendingInTurn: ({ context: { facts } }) => facts.pending && facts.phase === 'players' && facts.inTurn,
    pendingInPoseidon: ({ context: { facts } }) => facts.pending && facts.phase === 'poseidon',
    accepted: ({ context }) => context.facts.accepted !== null,
    endedTurn: ({ context }) => context.facts.accepted === 'endTurn',
    answered: ({ context }) => context.facts.accepted === 'answer',
    straight: ({ context }) => context.straight,
    reachedBeyond: ({ context }, params: { step: number }) => context.facts.reached > params.step,
    poseidonBegan: ({ context }) => context.facts.poseidonBegan,
    roundBegan: ({ context }) => context.facts.roundBegan,
    revealing: ({ context }) => context.facts.revealing,
    pendingInReveals: ({ context: { facts } }) => facts.pending && facts.phase === 'poseidon' && facts.revealing,
    moreCrossings: ({ context }) => context.facts.crossed > context.crossing,
    // A question asked before step 1's marker (an Epic's turn end) waits in step 1.
    askedIn: ({ context: { facts } }, params: { step: number }) => facts.pending && facts.inUpkeep && Math.max(1, facts.reached) === params.step,
  },
  actions: {
    callEngine: () => {},
    readEngine: assign(({ context }) => context),
    refuseWhileShown: () => {},
    consume: assign(({ context }) => ({ facts: { ...context.facts, accepted: null } })),
    firstCrossing: assign({ crossing: 0 }),
    nextCrossing: assign(({ context }) => ({ crossing: context.crossing + 1 })),
    // A resumed Poseidon decision: the engine has made its crossings already.
    crossedAlready: assign(({ context }) => ({ crossing: context.facts.crossed })),
  },
}).createMachine({
  id: 'coop',
  context: ({ input }) => ({ facts: { ...input.facts, accepted: null }, straight: input.straight ?? false, crossing: 0 }),
  // Actions are handled at the root, whatever the state (except while a step is shown): the engine
  // alone says what is allowed, and a refusal changes neither the facts nor the state.
  on: {
    TAKE_TURN: { actions: ['callEngine', 'readEngine'] },
    PLAY: { actions: ['callEngine', 'readEngine'] },
    DECIDE: { actions: ['callEngine', 'readEngine'] },
    END_TURN: { actions: ['callEngine', 'readEngine'] },
    // The engine moved without us (an action sent straight to the session, a resumed save): re-route.
    SYNC: { target: '.route', actions: 'readEngine' },
  },
  initial: 'route',
  states: {
    // Transient: where the engine rests now (the start, a resumed game, after each accepted action at rest).
    route: {
      exit: 'consume',
      always: [
        { guard: 'endedTurn', target: 'players.upkeep' }, // always shown, even when its first step asks
        { guard: 'over', target: 'gameOver' },
        ...resumeInUpkeep,
        { guard: 'pendingInReveals', target: 'poseidon.ends.deciding', actions: 'crossedAlready' },
        { guard: 'pendingInPoseidon', target: 'poseidon.deciding', actions: 'crossedAlready' },
        { guard: 'pendingInTurn', target: 'players.turn.deciding' },
        { guard: 'pending', target: 'players.deciding' },
        { guard: 'inTurn', target: 'players.turn.acting' },
        { target: 'players.picking' },
      ],
    },
    players: {
      initial: 'picking',
      states: {
        picking: { always: onAccepted },
        turn: {
          initial: 'acting',
          states: {
            acting: { always: onAccepted },
            deciding: { tags: ['deciding'], always: onAccepted },
          },
        },
        upkeep: {
          initial: 'discard',
          states: { discard: upkeepStep(1), draw: upkeepStep(2) },
        },
        deciding: { tags: ['deciding'], always: onAccepted },
      },
    },
    poseidon: {
      initial: 'begins',
      states: {
        begins: shown('next', 'firstCrossing'),
        // One crossing: the pawn moves past a pile (its floodMoves marker), then Poseidon acts there (from
        // its poseidonActs marker: what he does, and the water and hourglass that may follow).
        moving: shown('acting', 'nextCrossing'),
        acting: shown('next'),
        next: {
          always: [
            { guard: 'moreCrossings', target: 'moving' },
            { guard: 'roundBegan', target: 'ends' },
            { guard: 'revealing', target: 'ends' },
            { guard: 'over', target: '#coop.gameOver' },
            { guard: 'pendingInPoseidon', target: 'deciding' },
            { target: '#coop.route' },
          ],
        },
        // A hero decides during the crossing just shown; the answer's events go on with it.
        deciding: { tags: ['deciding'], always: { guard: 'answered', target: 'acting' } },
        // The phase's last step: the tops the heroes face are revealed (a revealed card may ask a hero
        // first: the answer's events go on with the reveals), then the players' phase begins again.
        ends: {
          initial: 'playing',
          states: {
            playing: shown('done'),
            done: {
              always: [
                { guard: 'pendingInReveals', target: 'deciding' },
                { guard: 'over', target: '#coop.gameOver' },
                { target: '#coop.route' },
              ],
            },
            deciding: { tags: ['deciding'], always: { guard: 'answered', target: 'playing' } },
          },
        },
      },
    },
    // Not a final state: the actor keeps running so that a late action still gets the engine's error.
    gameOver: { tags: ['gameOver'] },
  },
});

export type CoopFlowSnapshot = ReturnType<typeof coopFlowMachine.transition>;

/** What the board follows: who may act (the table picking, the hero in turn, a hero deciding), or
 *  that a step is being shown (nothing is taken meanwhile), or the end. */
export type CoopMoment = 'picking' | 'turn' | 'deciding' | 'shown' | 'gameOver';

/** The step being shown, or decided in: a hero's turn end's, or one of Poseidon's phase as the engine
 *  marks them (PoseidonStep: it begins, the pawn moves past the crossing's pile, Poseidon acts there, it
 *  ends as the tops the heroes face are revealed). */
export type CoopStep = { kind: 'upkeep'; step: CoopUpkeepStep } | PoseidonStep;

type Snap = Pick<CoopFlowSnapshot, 'matches' | 'hasTag' | 'context'>;

/** The engine's phase the machine is in: a turn end's steps are the players' phase, the crossings Poseidon's. */
export function coopPhaseOf(snapshot: Pick<CoopFlowSnapshot, 'matches'>): CoopPhase {
  return snapshot.matches('poseidon') ? 'poseidon' : snapshot.matches('gameOver') ? 'gameOver' : 'players';
}

export function momentOf(snapshot: Snap): CoopMoment {
  if (snapshot.hasTag('gameOver')) return 'gameOver';
  if (snapshot.hasTag('deciding')) return 'deciding';
  if (snapshot.hasTag('shown')) return 'shown';
  return snapshot.matches({ players: 'picking' }) ? 'picking' : 'turn';
}

export function stepOf(snapshot: Snap): CoopStep | null {
  const crossing = snapshot.context.crossing;
  if (snapshot.matches({ players: { upkeep: 'discard' } })) return { kind: 'upkeep', step: 1 };
  if (snapshot.matches({ players: { upkeep: 'draw' } })) return { kind: 'upkeep', step: 2 };
  if (snapshot.matches({ poseidon: 'begins' })) return { kind: 'poseidonBegins' };
  if (snapshot.matches({ poseidon: 'moving' })) return { kind: 'floodMoves', crossing };
  if (snapshot.matches({ poseidon: 'acting' }) || snapshot.matches({ poseidon: 'deciding' })) return { kind: 'poseidonActs', crossing };
  if (snapshot.matches({ poseidon: 'ends' })) return { kind: 'poseidonEnds' }; // its question too
  return null;
}

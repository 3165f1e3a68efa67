// Random walks through a game: a seeded stream of numbers picks among the legal actions, with a
// bias that makes games look like games (cards get played and bought, turns end now and then).
import { rules, type Action, type ExpansionSet, type GameEvent, type GameState, type Seat, type SetupOptions } from '../../src/engine';
import type { HeroName } from '../../src/cards';

/** Runs of the property tests: SSDB_PROPERTY_RUNS, or the given default. */
export function propertyRuns(fallback: number): number {
  const n = Number(process.env.SSDB_PROPERTY_RUNS);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}
/** A fast-check seed to replay a reported failure (SSDB_PROPERTY_SEED), if set. */
export function propertySeed(): number | undefined {
  const n = Number(process.env.SSDB_PROPERTY_SEED);
  return process.env.SSDB_PROPERTY_SEED && Number.isInteger(n) ? n : undefined;
}

/** The fast-check path of a reported failure (SSDB_PROPERTY_PATH), with its seed. */
export const propertyPath = (): string | undefined => (propertySeed() !== undefined ? process.env.SSDB_PROPERTY_PATH || undefined : undefined);

/** Mulberry32 over a closure: the index stream of a walk, independent of the engine's own PRNG. */
export function randomStream(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface WalkSetup {
  seed: number;
  heroes: HeroName[];
  firstSeat?: Seat;
  /** Expansion sets and Epics (setup options). */
  sets?: ExpansionSet[];
  epics?: boolean;
  /** Seed of the stream that chooses the actions. */
  walkSeed: number;
  /** Chance, in percent, of ending the turn when something else could be done. */
  endTurnPercent: number;
}

/** The seat that must act now. */
export const actorOf = (state: GameState): Seat => state.pending?.seat ?? state.active;

/**
 * Picks one action among the listed ones: any answer to a pending decision; otherwise the end of
 * the turn with the walk's chance, an acquisition half of the time when one is affordable, else any
 * other listed action. Now and then the turn ends discarding some hand cards (the rulebook allows
 * it; legalActions lists only the plain end of turn).
 */
export function pickAction(state: GameState, listed: Action[], random: () => number, endTurnPercent: number): Action {
  const at = (list: Action[]) => list[Math.floor(random() * list.length)];
  if (state.pending) return at(listed);
  const others = listed.filter((a) => a.type !== 'endTurn');
  const end = listed.find((a) => a.type === 'endTurn');
  if (end && (others.length === 0 || random() * 100 < endTurnPercent)) {
    const hand = state.players[end.seat].hand;
    if (hand.length && random() < 0.2) return { ...end, discard: hand.filter(() => random() < 0.5) } as Action;
    return end;
  }
  const acquire = others.filter((a) => a.type === 'acquire');
  if (acquire.length && random() < 0.5) return at(acquire);
  // Players gang up on one field card: prefer facing a card that one's own cards already face.
  const faced = new Set(state.play.filter((c) => c.seat === state.active).map((c) => c.facing));
  const together = others.filter((a) => a.type === 'play' && faced.has(a.facing));
  if (together.length && random() < 0.7) return at(together);
  return at(others.length ? others : listed);
}

export interface WalkStep {
  before: GameState;
  action: Action;
  after: GameState;
  events: GameEvent[];
}
export interface WalkResult {
  state: GameState;
  actions: Action[];
  events: GameEvent[];
  steps: number;
}

export class WalkError extends Error {}

/**
 * Walks from newGame to the end (or maxSteps actions). onStep runs after every accepted action and
 * may throw to stop the walk. Throws WalkError when apply refuses a listed action, when no seat can
 * act, or when apply changed the state it was given.
 */
export function walk(setup: WalkSetup, maxSteps: number, onStep?: (step: WalkStep, index: number) => void): WalkResult {
  const random = randomStream(setup.walkSeed);
  let { state, events: allEvents } = rules('classic').setup(setupOf(setup));
  allEvents = [...allEvents];
  const actions: Action[] = [];
  let steps = 0;
  while (state.phase !== 'gameOver' && steps < maxSteps) {
    const listed = rules('classic').legal(state, actorOf(state));
    if (listed.length === 0) throw new WalkError(`step ${steps}: seat ${actorOf(state)} must act but has no legal action`);
    const action = pickAction(state, listed, random, setup.endTurnPercent);
    const snapshot = JSON.stringify(state);
    const r = rules('classic').apply(state, action);
    if (JSON.stringify(state) !== snapshot) throw new WalkError(`step ${steps}: apply changed its input state (${JSON.stringify(action)})`);
    if (!r.ok) throw new WalkError(`step ${steps}: listed action ${JSON.stringify(action)} refused: ${r.error.code} ${r.error.message}`);
    actions.push(action);
    allEvents.push(...r.events);
    onStep?.({ before: state, action, after: r.state, events: r.events }, steps);
    state = r.state;
    steps++;
  }
  return { state, actions, events: allEvents, steps };
}

/** Replays recorded actions from newGame, failing on the first refusal. */
/** The engine's setup options of a walk. */
export const setupOf = (setup: Pick<WalkSetup, 'seed' | 'heroes' | 'firstSeat' | 'sets' | 'epics'>): SetupOptions => ({
  seed: setup.seed, heroes: setup.heroes,
  ...(setup.firstSeat !== undefined ? { firstSeat: setup.firstSeat } : {}),
  ...(setup.sets?.length ? { sets: setup.sets } : {}),
  ...(setup.epics ? { epics: true } : {}),
});

export function replay(setup: Pick<WalkSetup, 'seed' | 'heroes' | 'firstSeat' | 'sets' | 'epics'>, actions: Action[]): { state: GameState; events: GameEvent[] } {
  let { state, events } = rules('classic').setup(setupOf(setup));
  events = [...events];
  for (const [i, action] of actions.entries()) {
    const r = rules('classic').apply(state, action);
    if (!r.ok) throw new WalkError(`replay step ${i}: ${JSON.stringify(action)} refused: ${r.error.code} ${r.error.message}`);
    state = r.state;
    events.push(...r.events);
  }
  return { state, events };
}


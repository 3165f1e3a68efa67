// Setting up the cooperative mode in the rulebook's order (Poseidon rulebook "Mode coopératif — Mise en
// place"): the players as in the classic game, the water by team size, the seven pillars, a face-down
// General on each, Pope, Hilda, Poseidon and the relics out of the reserve, seven piles on the Generals,
// the flood pawn on the start interval, each hero facing a pile of its own, the faced tops revealed.
import './table-hooks';
import { CARD_TYPES, cardType } from '../../cards';
import { GENERALS } from '../../cards/sets';
import { shuffleInPlace } from '../core/rng';
import { epicsFor, revealNextEpic } from '../classic/epics';
import { HEROES, newGame } from '../classic/setup';
import type { ExpansionSet, GameEvent, Uid } from '../table/types';
import { drain } from './effects';
import { emit, revealFacedTopsQuietly } from './board';
import { DIFFICULTIES, DIFFICULTY, PILES, WATER_START, type CoopSetupOptions, type CoopState, type Difficulty } from './types';
import { noteChanged } from '../core/read-cache';

/** Out of the cooperative reserve: Pope, Hilda, Poseidon and every relic ("Zone de jeu" 5). */
const OUT_OF_COOP = new Set([17, 1014, 2012]);
/** The Epics about the clock, out of the cooperative mode (RULING-14; RULING-7: no clock): Épuisement
 *  d'Athéna 2908 and Fonte des glaces 2909 put out flames. */
export const CLOCK_EPICS: readonly number[] = [2908, 2909];

/** The Epic type ids of a cooperative game with these sets. */
export const coopEpicsFor = (sets: readonly ExpansionSet[]): number[] => epicsFor(sets, CLOCK_EPICS);

export class CoopSetupError extends Error {}

export function validateCoopSetup(options: CoopSetupOptions): void {
  const { seed, heroes, difficulty, start, asgard, epics } = options;
  if (!Number.isInteger(seed)) throw new CoopSetupError('the seed must be a whole number');
  if (!Array.isArray(heroes) || heroes.length < 2 || heroes.length > 5) throw new CoopSetupError('the cooperative mode takes 2 to 5 heroes (RULING-9)');
  for (const h of heroes) if (!HEROES.includes(h)) throw new CoopSetupError(`unknown hero "${h}"`);
  if (new Set(heroes).size !== heroes.length) throw new CoopSetupError('each hero may be played once');
  if (difficulty !== undefined && !DIFFICULTIES.includes(difficulty)) throw new CoopSetupError(`unknown difficulty "${String(difficulty)}" (easy, normal or hard)`);
  if (start !== undefined) {
    if (!Array.isArray(start) || start.length !== heroes.length) throw new CoopSetupError('give one starting pile per hero');
    if (start.some((p) => !Number.isInteger(p) || p < 0 || p >= PILES)) throw new CoopSetupError('a starting pile is numbered 0 to 6');
    if (new Set(start).size !== start.length) throw new CoopSetupError('each hero starts facing a different pile');
  }
  if (asgard !== undefined && typeof asgard !== 'boolean') throw new CoopSetupError('asgard is true or false');
  if (epics !== undefined && typeof epics !== 'boolean') throw new CoopSetupError('epics is true or false');
  const knobs = [options.waterTop, options.pileSize];
  if (knobs.some((k) => k !== undefined)) {
    if (knobs.some((k) => k === undefined)) throw new CoopSetupError('give both the water\'s top and the pile size, or neither');
    if (!Number.isInteger(options.waterTop) || options.waterTop! < 4 || options.waterTop! > 40) throw new CoopSetupError('the water\'s top is 4 to 40');
    if (!Number.isInteger(options.pileSize) || options.pileSize! < 2 || options.pileSize! > 26) throw new CoopSetupError('a pile holds 2 to 26 cards');
  }
  if (options.poseidonByHand !== undefined && typeof options.poseidonByHand !== 'boolean') throw new CoopSetupError('poseidonByHand is true or false');
}

/** Heroes spread around the board when the table does not choose. */
export const spreadStart = (heroes: number): number[] => Array.from({ length: heroes }, (_, i) => Math.floor((i * PILES) / heroes));

export function newCoopGame(options: CoopSetupOptions): { state: CoopState; events: GameEvent[] } {
  validateCoopSetup(options);
  const difficulty: Difficulty = options.difficulty ?? 'normal';
  const { waterTop, pileSize } = options.waterTop !== undefined && options.pileSize !== undefined
    ? { waterTop: options.waterTop, pileSize: options.pileSize } : DIFFICULTY[difficulty];
  const sets = options.asgard === false ? (['poseidon'] as const) : (['asgard', 'poseidon'] as const);
  // The players' setup is the classic one ("identique à celle du mode classique").
  const table = newGame({ seed: options.seed, heroes: options.heroes, sets: [...sets], firstSeat: 0 }).state;
  const state = table as CoopState;
  state.mode = 'coop';
  state.phase = 'players';
  state.setup = { ...table.setup };
  // The classic field goes back: the cooperative field is the tops of the piles.
  state.reserve.push(...(table.field.filter((u): u is Uid => u !== null)));
  state.field = Array(PILES).fill(null);
  state.reserve = state.reserve.filter((u) => !OUT_OF_COOP.has(state.cards[u]) && cardType(state.cards[u]).kind !== 'relic');
  const generals = GENERALS.map((id) => state.reserve.find((u) => state.cards[u] === id)!);
  state.reserve = state.reserve.filter((u) => !generals.includes(u));
  const pillars = [...state.expansion!.pillarsAside];
  state.expansion!.pillarsAside = [];
  // No clock in the cooperative mode (RULING-7): no flame goes out and none adds an hourglass.
  state.clock = 0;
  shuffleInPlace(state, pillars);
  shuffleInPlace(state, generals);
  shuffleInPlace(state, state.reserve);
  const piles = generals.map((general) => [general]);
  for (const pile of piles) for (let i = 0; i < pileSize && state.reserve.length; i++) pile.push(state.reserve.pop()!);
  state.board = {
    difficulty, piles, pillars, pillarSide: pillars.map((p) => [p]), generals,
    pawn: 0, water: WATER_START[options.heroes.length], waterTop, breadwinner: [],
    heroAt: options.start ? [...options.start] : spreadStart(options.heroes.length),
    start: options.start ? [...options.start] : spreadStart(options.heroes.length),
    played: [], givenTo: [], round: 1, inTurn: false, tokenCost: {}, flood: null,
    poseidonChoices: options.poseidonByHand ? 'table' : 'policy',
    poseidon: {
      seat: options.heroes.length, hero: 'poseidon', deck: [], hand: [], discard: [], destroyed: [], marked: [], armor: null,
      setAside: [], relics: [], pillars: [], vpTokens: [], libra: 0, energy: 0,
    },
  };
  const events: GameEvent[] = [];
  if (options.epics) {
    const ids = coopEpicsFor([...sets]);
    const deck = ids.flatMap((id) => Array.from({ length: CARD_TYPES.get(id)!.copies }, () => state.cards.push(id) - 1));
    state.epic = { deck, current: null, hourglasses: 0, done: [] };
    shuffleInPlace(state, state.epic.deck);
    revealNextEpic(state, events);
  }
  revealFacedTopsQuietly(state, events);
  state.setup = { ...state.setup, ...(options.epics ? { epics: true } : {}) };
  events.length = 0; // setup deals quietly; the board starts from the state itself
  emit(events, { type: 'coopStarted', heroes: options.heroes.length, water: state.board.water, waterTop, difficulty });
  if (state.epic?.current !== null && state.epic?.current !== undefined) {
    events.push({ type: 'epicRevealed', uid: state.epic.current, card: state.cards[state.epic.current] });
  }
  emit(events, { type: 'phaseStarted', phase: 'players', round: 1 });
  drain(state, events);
  noteChanged(); // it was dealt by hand, outside an action: nothing read while dealing holds
  return { state, events };
}


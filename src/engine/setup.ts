// Setting up a classic game (rulebook "Mise en place"). Card effects do not apply during setup.
import { CARD_TYPES, type HeroName } from '../cards';
import { nextRandom, seedToRng, shuffleInPlace } from './rng';
import type { GameEvent, GameState, PlayerState, SetupOptions } from './types';
import { CLOCK_FLAMES, FIELD_SIZE, HAND_SIZE } from './types';
import { drawCards } from './zones';

export const HEROES: readonly HeroName[] = ['seiya', 'shiryu', 'hyoga', 'shun', 'ikki'];
/** The printed numbers of a hero's starting cards: Hero, Bronze armor, Bronze Saint. */
const heroCards = (hero: HeroName) => {
  const n = HEROES.indexOf(hero) + 1;
  return { hero: n, armor: n + 5, bronzeSaint: n + 10 };
};

export class SetupError extends Error {}

export function validateSetup(options: SetupOptions): void {
  const { heroes, seed, firstSeat } = options;
  if (!Number.isInteger(seed)) throw new SetupError('the seed must be a whole number');
  if (!Array.isArray(heroes) || heroes.length < 2 || heroes.length > 5) throw new SetupError('a classic game takes 2 to 5 players');
  for (const h of heroes) if (!HEROES.includes(h)) throw new SetupError(`unknown hero "${h}"`);
  if (new Set(heroes).size !== heroes.length) throw new SetupError('each player needs a different hero');
  if (firstSeat !== undefined && (!Number.isInteger(firstSeat) || firstSeat < 0 || firstSeat >= heroes.length)) {
    throw new SetupError('the first player must be one of the seats');
  }
}

/** The options as plain JSON: no undefined key, no -0 (both would not survive a save), no extra key. */
const setupCopy = ({ seed, heroes, firstSeat }: SetupOptions): SetupOptions =>
  ({ seed: seed + 0, heroes: [...heroes], ...(firstSeat === undefined ? {} : { firstSeat: firstSeat + 0 }) });

export function newGame(options: SetupOptions): { state: GameState; events: GameEvent[] } {
  validateSetup(options);
  const cards: number[] = [];
  const make = (typeId: number, count: number) => Array.from({ length: count }, () => cards.push(typeId) - 1);
  const players: PlayerState[] = options.heroes.map((hero, seat) => {
    const ids = heroCards(hero);
    return {
      seat, hero,
      deck: [...make(ids.hero, 9), ...make(ids.armor, 1)],
      hand: [], discard: [], destroyed: [], wounded: [], armor: null,
      setAside: make(ids.bronzeSaint, 5),
    };
  });
  const reserve = [...CARD_TYPES.values()]
    .filter((c) => c.set === 'base' && c.zone === 'reserve')
    .flatMap((c) => make(c.id, c.copies));

  const state: GameState = {
    schema: 1, seed: options.seed + 0, rng: seedToRng(options.seed), setup: setupCopy(options),
    cards, players, active: 0, firstSeat: 0, turn: 1, phase: 'main', clock: CLOCK_FLAMES, finalRound: false,
    reserve, field: Array(FIELD_SIZE).fill(null), fieldDiscard: [], play: [], modifiers: [],
    pending: null, stack: [], nextDecisionId: 1, result: null,
  };
  const events: GameEvent[] = [];
  shuffleInPlace(state, state.reserve);
  for (const p of players) shuffleInPlace(state, p.deck);
  for (let slot = 0; slot < FIELD_SIZE && state.reserve.length; slot++) state.field[slot] = state.reserve.pop()!;
  for (const p of players) drawCards(state, p.seat, HAND_SIZE, events);
  // RULING-16: the first player is chosen at setup, or at random.
  state.firstSeat = state.active = state.setup.firstSeat ?? Math.floor(nextRandom(state) * players.length);
  events.length = 0; // setup deals quietly; the table starts from the state itself
  events.push({ type: 'gameStarted', players: players.length, first: state.firstSeat });
  events.push({ type: 'turnStarted', seat: state.active, turn: 1 });
  return { state, events };
}

// Setting up a classic game (rulebook "Mise en place"; Poseidon rulebook "Mise en place"). Card
// effects do not apply during setup. Options: the expansion sets (base is always in) and the Epics.
import { CARD_TYPES, type HeroName } from '../../cards';
import { LIBRA_WEAPONS } from '../../cards/pillars';
import { epicsFor, revealNextEpic, pushEpicTurnHook } from './epics';
import { drain } from './effects';
import { nextRandom, seedToRng, shuffleInPlace } from '../core/rng';
import type { ExpansionSet, GameEvent, GameState, PlayerState, SetupOptions } from '../table/types';
import { CLOCK_FLAMES, EXPANSION_SETS, FIELD_SIZE, HAND_SIZE, isBoxSet } from '../table/types';
import { drawCards } from '../table/zones';
import './move-rules'; // registers the move rules of the classic game (move-hooks.ts)
import { noteChanged } from '../core/read-cache';

export const HEROES: readonly HeroName[] = ['seiya', 'shiryu', 'hyoga', 'shun', 'ikki'];
/**
 * The printed numbers of a hero's own cards: Hero, Bronze armor and Bronze Saint (base); the ◆ Hero
 * and the V2 armor (Asgard); the ◆ Hero and the ★ transcended Hero (Poseidon).
 */
const heroCards = (hero: HeroName) => {
  const n = HEROES.indexOf(hero) + 1;
  return { hero: n, armor: n + 5, bronzeSaint: n + 10, asgardHero: 1000 + n, v2Armor: 1005 + n, poseidonHero: 2000 + n, transcended: 2005 + n };
};

export class SetupError extends Error {}

export function validateSetup(options: SetupOptions): void {
  const { heroes, seed, firstSeat, sets, epics } = options;
  if (!Number.isInteger(seed)) throw new SetupError('the seed must be a whole number');
  if (!Array.isArray(heroes) || heroes.length < 2 || heroes.length > 5) throw new SetupError('a classic game takes 2 to 5 players');
  for (const h of heroes) if (!HEROES.includes(h)) throw new SetupError(`unknown hero "${h}"`);
  if (new Set(heroes).size !== heroes.length) throw new SetupError('each player needs a different hero');
  if (firstSeat !== undefined && (!Number.isInteger(firstSeat) || firstSeat < 0 || firstSeat >= heroes.length)) {
    throw new SetupError('the first player must be one of the seats');
  }
  if (sets !== undefined) {
    if (!Array.isArray(sets)) throw new SetupError('the sets are a list');
    for (const s of sets) if (!EXPANSION_SETS.includes(s)) throw new SetupError(`unknown set "${String(s)}" (known: ${EXPANSION_SETS.join(', ')}; base is always in)`);
    if (new Set(sets).size !== sets.length) throw new SetupError('a set is named twice');
  }
  if (epics !== undefined && typeof epics !== 'boolean') throw new SetupError('epics is true or false');
}

/** The sets of a setup, in a fixed order (base is implied). */
export const setsOf = (options: Pick<SetupOptions, 'sets'>): ExpansionSet[] =>
  EXPANSION_SETS.filter((s) => options.sets?.includes(s));

/**
 * The options as plain JSON: no undefined key, no -0 (both would not survive a save), no extra key;
 * the default options (base only, no Epics) leave no key, so a base setup reads as it always did.
 */
const setupCopy = (options: SetupOptions): SetupOptions => {
  const { seed, heroes, firstSeat, epics } = options;
  const sets = setsOf(options);
  return {
    seed: seed + 0, heroes: [...heroes],
    ...(firstSeat === undefined ? {} : { firstSeat: firstSeat + 0 }),
    ...(sets.length ? { sets } : {}),
    ...(epics ? { epics: true } : {}),
  };
};

export function newGame(options: SetupOptions): { state: GameState; events: GameEvent[] } {
  validateSetup(options);
  const sets = setsOf(options);
  const asgard = sets.includes('asgard');
  const poseidon = sets.includes('poseidon');
  const cards: number[] = [];
  const make = (typeId: number, count: number) => Array.from({ length: count }, () => cards.push(typeId) - 1);
  const copies = (typeId: number) => CARD_TYPES.get(typeId)!.copies;
  const players: PlayerState[] = options.heroes.map((hero, seat) => {
    const ids = heroCards(hero);
    // Uids in the order base games always had (deck, then set-aside cards): saves name cards by uid.
    const deck = [...make(ids.hero, 9), ...make(ids.armor, 1)];
    // Set aside: the base Bronze Saints, the ◆ Heroes of each expansion, the V2 armor (Asgard) and the
    // transcended ★ Hero (Poseidon: "mises de côté … avec les 5 cartes Héros ▲ de la boîte de base").
    const setAside = [
      ...make(ids.bronzeSaint, 5),
      ...(asgard ? [...make(ids.asgardHero, copies(ids.asgardHero)), ...make(ids.v2Armor, copies(ids.v2Armor))] : []),
      ...(poseidon ? [...make(ids.poseidonHero, copies(ids.poseidonHero)), ...make(ids.transcended, copies(ids.transcended))] : []),
    ];
    return {
      seat, hero, deck,
      hand: [], discard: [], destroyed: [], marked: [], armor: null, setAside,
      relics: [], pillars: [], vpTokens: [], libra: 0, energy: 0,
    };
  });
  // The reserve: the base cards, and each expansion's reserve cards ("Mélangez les 36 cartes
  // restantes à la Réserve"); with the promo set, its cards (zone `promo`) are shuffled in too. A game
  // without it is dealt exactly as before (same uids, same shuffles).
  const inReserve = new Set(['base', ...sets]);
  const reserve = [...CARD_TYPES.values()]
    .filter((c) => inReserve.has(c.set) && (c.zone === 'reserve' || c.zone === 'promo'))
    .flatMap((c) => make(c.id, c.copies));
  const pillars = poseidon ? [...CARD_TYPES.values()].filter((c) => c.zone === 'pillar').flatMap((c) => make(c.id, c.copies)) : [];
  const epicDeck = options.epics ? epicsFor(sets).flatMap((id) => make(id, copies(id))) : [];

  const state: GameState = {
    mode: 'classic', schema: 1, seed: options.seed + 0, rng: seedToRng(options.seed), setup: setupCopy(options),
    cards, players, active: 0, firstSeat: 0, turn: 1, phase: 'main', clock: CLOCK_FLAMES, finalRound: false,
    reserve, field: Array(FIELD_SIZE).fill(null), fieldDiscard: [], play: [], modifiers: [],
    pending: null, stack: [], nextDecisionId: 1, result: null,
    markers: {}, used: [],
    // The promo cards bring no piece of their own: with them alone the table is a base table.
    expansion: sets.some(isBoxSet) ? { sapphires: 0, libra: poseidon ? LIBRA_WEAPONS : 0, pillarsAside: pillars, pillarsInPlay: [] } : null,
    epic: options.epics ? { deck: epicDeck, current: null, hourglasses: 0, done: [] } : null,
  };
  const events: GameEvent[] = [];
  shuffleInPlace(state, state.reserve);
  for (const p of players) shuffleInPlace(state, p.deck);
  for (let slot = 0; slot < FIELD_SIZE && state.reserve.length; slot++) state.field[slot] = state.reserve.pop()!;
  for (const p of players) drawCards(state, p.seat, HAND_SIZE, events);
  // RULING-16: the first player is chosen at setup, or at random.
  state.firstSeat = state.active = state.setup.firstSeat ?? Math.floor(nextRandom(state) * players.length);
  // "En début de partie, une Épopée est révélée."
  if (state.epic) {
    shuffleInPlace(state, state.epic.deck);
    revealNextEpic(state, events);
  }
  events.length = 0; // setup deals quietly; the table starts from the state itself
  events.push({ type: 'gameStarted', players: players.length, first: state.firstSeat });
  if (state.epic?.current !== null && state.epic?.current !== undefined) {
    events.push({ type: 'epicRevealed', uid: state.epic.current, card: state.cards[state.epic.current] });
  }
  events.push({ type: 'turnStarted', seat: state.active, turn: 1 });
  pushEpicTurnHook(state, 'turnStart', events);
  drain(state, events);
  noteChanged(); // it was dealt by hand, outside an action: nothing read while dealing holds
  return { state, events };
}

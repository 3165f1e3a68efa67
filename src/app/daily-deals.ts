// The daily deals (issue 13): the same setup for everyone on a given UTC date, classic (the player's
// hero against bots) and cooperative (the player's hero with bot heroes against Poseidon). A pure
// function of the date string: the date is read here, in the application, never in the engine (which
// is deterministic from the seed the date gives). Each mode's deal is its entry's (modes.ts).
import { coopKnobs, HEROES, seededRandom, type CoopSetupOptions, type Difficulty, type SetupOptions } from '../engine';
import type { HeroName } from '../cards';
import type { Mode } from '../engine';
import type { CoopSeatConfig, SeatConfig } from '../persist/save';

export interface DailyClassic { date: string; mode: 'classic'; setup: SetupOptions; seats: SeatConfig[] }
export interface DailyCoop { date: string; mode: 'coop'; setup: CoopSetupOptions; seats: CoopSeatConfig[] }

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC date of a moment, as 'YYYY-MM-DD' (everyone on Earth plays the same daily at once). */
export const utcDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The seed of a date and mode: FNV-1a over the text, so that neighbouring dates give unrelated seeds. */
export function dailySeed(date: string, mode: Mode): number {
  if (!DAY.test(date)) throw new Error(`not a date: "${date}"`);
  let h = 0x811c9dc5;
  for (const ch of `ssdb-daily:${mode}:${date}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return (h >>> 0) % 2_000_000_000;
}

/** The heroes in an order drawn from the seed (the first is the player's). */
function heroOrder(pick: () => number, n: number): HeroName[] {
  const heroes = [...HEROES];
  for (let i = heroes.length - 1; i > 0; i--) {
    const j = Math.floor(pick() * (i + 1));
    [heroes[i], heroes[j]] = [heroes[j], heroes[i]];
  }
  return heroes.slice(0, n);
}

/** The day's classic game: 2 to 4 players (the player in the first seat, greedy bots in the others),
 *  the heroes, the expansions and the Epics all drawn from the day's seed. */
export function dailyClassic(date: string): DailyClassic {
  const seed = dailySeed(date, 'classic');
  const pick = seededRandom(seed);
  const players = 2 + Math.floor(pick() * 3);
  const heroes = heroOrder(pick, players);
  const sets = [['asgard'], ['poseidon'], ['asgard', 'poseidon'], []][Math.floor(pick() * 4)] as SetupOptions['sets'];
  const epics = pick() < 0.5;
  const setup: SetupOptions = { seed, heroes, ...(sets?.length ? { sets } : {}), ...(epics ? { epics } : {}) };
  const seats: SeatConfig[] = heroes.map((_, i) => (i === 0 ? { kind: 'human' } : { kind: 'bot', bot: 'greedy' }));
  return { date, mode: 'classic', setup, seats };
}

/** The day's cooperative game: 2 or 3 heroes (the player's first, planner bots with it), easy or
 *  normal (hard is lost by every bot team we measured), from the day's seed. */
export function dailyCoop(date: string): DailyCoop {
  const seed = dailySeed(date, 'coop');
  const pick = seededRandom(seed);
  const players = 2 + Math.floor(pick() * 2);
  const heroes = heroOrder(pick, players);
  const difficulty: Difficulty = pick() < 0.5 ? 'easy' : 'normal';
  const setup: CoopSetupOptions = { seed, heroes, difficulty, ...coopKnobs(difficulty) };
  const seats: CoopSeatConfig[] = heroes.map((_, i) => (i === 0 ? { kind: 'human' } : { kind: 'bot', bot: 'planner' }));
  return { date, mode: 'coop', setup, seats };
}

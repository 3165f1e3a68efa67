// The game a URL starts at once (?new=1), per mode: its seats from the seat words, its heroes, and the
// rest of its setup from the URL's words. Each mode's reader is its entry's (modes.ts urlGame).
import type { HeroName } from '../cards';
import { DIFFICULTIES, EXPANSION_SETS, HEROES, PILES, type Difficulty, type ExpansionSet } from '../engine';
import type { CoopSeatConfig, SeatConfig } from '../persist/save';

/** The URL's words as the readers below ask for them (URLSearchParams is one): plain ECMAScript, so
 *  that the modes' table stays headless. */
export interface UrlWords { get(name: string): string | null }

/** Whether a flag is on (?x=1; 0 and false are off). */
export const flag = (params: UrlWords, name: string) => {
  const v = params.get(name);
  return v !== null && v !== '0' && v !== 'false';
};

/** A classic game the URL asks for: its seats and heroes, the first seat, the sets, the Epics. */
export interface UrlClassicGame { seats: SeatConfig[]; heroes: HeroName[]; firstSeat?: number; sets?: ExpansionSet[]; epics?: boolean }

/** A cooperative game the URL asks for: its seats and heroes, the difficulty, the Epics, the start. */
export interface UrlCoopGame {
  seats: CoopSeatConfig[];
  heroes: HeroName[];
  difficulty: Difficulty;
  epics?: boolean;
  /** The pile each hero starts facing, by seat. */
  start?: number[];
}

/** "human", "bot" (a strong bot), "greedy", "random", "bot:random", "hard" (the searching bot, issue
 *  26; also "bot:hard"). "easy" stays the random bot it has always meant. Unknown words are humans. */
function seatOf(word: string): SeatConfig {
  const w = word.trim().toLowerCase();
  if (w === 'hard' || w === 'bot:hard') return { kind: 'bot', bot: 'hard' };
  if (w === 'random' || w === 'bot:random' || w === 'easy') return { kind: 'bot', bot: 'random' };
  if (w === 'bot' || w === 'greedy' || w === 'bot:greedy') return { kind: 'bot', bot: 'greedy' };
  return { kind: 'human' };
}

/** Coop seats: "human", "bot" or "planner" (the strongest rule-of-thumb bot), "greedy", "random" (also
 *  "easy"), "hard" (the searching bot), each also as "bot:…". Unknown words are humans, as in classic. */
function coopSeatOf(word: string): CoopSeatConfig {
  const w = word.trim().toLowerCase().replace(/^bot:/, '');
  if (w === 'hard') return { kind: 'bot', bot: 'hard' };
  if (w === 'random' || w === 'easy') return { kind: 'bot', bot: 'random' };
  if (w === 'greedy') return { kind: 'bot', bot: 'greedy' };
  if (w === 'bot' || w === 'planner') return { kind: 'bot', bot: 'planner' };
  return { kind: 'human' };
}

/** The seat words of ?seats= (2 to 5 of them; fewer: the default game's two seats). */
function seatWords(params: UrlWords): string[] | null {
  const words = (params.get('seats') ?? 'human,bot').split(',').filter((w) => w.trim() !== '').slice(0, 5);
  return words.length >= 2 ? words : null;
}

/** The heroes asked for (?heroes=, unknown names ignored), completed in order: one per seat. */
function heroesOf(params: UrlWords, seats: number): HeroName[] {
  const asked = (params.get('heroes') ?? '').split(',').map((h) => h.trim()).filter((h): h is HeroName => (HEROES as readonly string[]).includes(h));
  const heroes: HeroName[] = [];
  for (const h of [...asked, ...HEROES]) if (!heroes.includes(h) && heroes.length < seats) heroes.push(h);
  return heroes;
}

/** The classic game ?new=1 asks for. */
export function newClassicGameOf(params: UrlWords): UrlClassicGame {
  const words = seatWords(params);
  const seats = words ? words.map(seatOf) : [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'greedy' as const }];
  const heroes = heroesOf(params, seats.length);
  const first = Number(params.get('first'));
  const firstSeat = params.get('first') !== null && Number.isInteger(first) && first >= 0 && first < seats.length ? first : undefined;
  const sets = (params.get('sets') ?? '').split(',').map((w) => w.trim()).filter((w): w is ExpansionSet => (EXPANSION_SETS as readonly string[]).includes(w));
  return {
    seats, heroes, ...(firstSeat === undefined ? {} : { firstSeat }),
    ...(sets.length ? { sets: [...new Set(sets)] } : {}), ...(flag(params, 'epics') ? { epics: true } : {}),
  };
}

/** The cooperative game ?new=1&mode=coop asks for. */
export function newCoopGameOf(params: UrlWords): UrlCoopGame {
  const words = seatWords(params);
  const seats = words ? words.map(coopSeatOf) : [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'planner' as const }];
  const heroes = heroesOf(params, seats.length);
  const asked = (params.get('difficulty') ?? '').trim().toLowerCase();
  const difficulty = DIFFICULTIES.find((d) => d === asked) ?? 'normal';
  // One starting pile per seat, each 0–6 and all different; anything else: spread around the board.
  const start = (params.get('start') ?? '').split(',').filter((w) => w.trim() !== '').map((w) => Number(w.trim()));
  const startOk = start.length === seats.length && start.every((p) => Number.isInteger(p) && p >= 0 && p < PILES) && new Set(start).size === start.length;
  return { seats, heroes, difficulty, ...(flag(params, 'epics') ? { epics: true } : {}), ...(startOk ? { start } : {}) };
}


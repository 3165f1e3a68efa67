// God of War's games the application deals without a form: the day's game and the one a URL asks for
// (?new=1&mode=gow&seats=human,bot&heroes=kratos,atreus&mission=1). Plain ECMAScript (the modes' table
// stays headless); heroes come from the content set, not from Saint Seiya's list.
import { contentSet, DEFAULT_CONTENT, seededRandom, type GowContent, type GowSetup } from '../engine';
import type { GowSeatConfig } from '../persist/save';
import { dailySeed } from './daily-deals';
import type { UrlWords } from './url-games';

export interface DailyGow { date: string; mode: 'gow'; setup: GowSetup; seats: GowSeatConfig[] }
export interface UrlGowGame { seats: GowSeatConfig[]; heroes: string[]; firstMission?: string }

const content = (): GowContent => contentSet(DEFAULT_CONTENT)!;

/** The heroes a team of `n` may be, in the content's order; alone, the player is the solo hero
 *  (rulebook p.13), and a team has someone standing on the Scenario (Mimir is carried). */
function teamOf(asked: readonly string[], n: number): string[] {
  const set = content();
  if (n === 1 && set.solo) return [set.solo.hero];
  const ids = set.heroes.map((h) => h.id);
  const team: string[] = [];
  for (const id of [...asked, ...ids]) if (ids.includes(id) && !team.includes(id) && team.length < n) team.push(id);
  if (team.every((id) => set.heroes.find((h) => h.id === id)?.carried)) team[0] = ids.find((id) => !set.heroes.find((h) => h.id === id)?.carried)!;
  return team;
}

/** Seats: "human", "bot"/"greedy" (the greedy team's bot), "hard" (the searching bot), also as "bot:…";
 *  unknown words are humans, as in the other modes. */
function gowSeatOf(word: string): GowSeatConfig {
  const w = word.trim().toLowerCase().replace(/^bot:/, '');
  if (w === 'hard') return { kind: 'bot', bot: 'hard' };
  if (w === 'bot' || w === 'greedy' || w === 'easy' || w === 'normal') return { kind: 'bot', bot: 'greedy' };
  return { kind: 'human' };
}

/** A Mission asked by its number in the set (1: « I Viandanti ») or by its id; anything else: none. */
export function missionOf(asked: string | null): string | undefined {
  if (!asked) return undefined;
  const missions = content().missions;
  const n = Number(asked);
  return (Number.isInteger(n) ? missions.find((m) => m.number === n) : missions.find((m) => m.id === asked))?.id;
}

/** The God of War game ?new=1&mode=gow asks for: 1 to 4 seats (default: a person and a bot). */
export function newGowGameOf(params: UrlWords): UrlGowGame {
  const words = (params.get('seats') ?? 'human,bot').split(',').filter((w) => w.trim() !== '').slice(0, 4);
  const seats = (words.length ? words : ['human', 'bot']).map(gowSeatOf);
  const heroes = teamOf((params.get('heroes') ?? '').split(',').map((h) => h.trim()), seats.length);
  const firstMission = missionOf(params.get('mission'));
  return { seats, heroes, ...(firstMission ? { firstMission } : {}) };
}

/** The day's God of War game: 1 to 3 heroes drawn from the day's seed (the player's first, greedy bots
 *  with it), starting on the first Mission. */
export function dailyGow(date: string): DailyGow {
  const seed = dailySeed(date, 'gow');
  const pick = seededRandom(seed);
  const n = 1 + Math.floor(pick() * 3);
  const ids = content().heroes.map((h) => h.id);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(pick() * (i + 1));
    [ids[i], ids[j]] = [ids[j], ids[i]];
  }
  const heroes = teamOf(ids, n);
  const seats: GowSeatConfig[] = heroes.map((_, i) => (i === 0 ? { kind: 'human' } : { kind: 'bot', bot: 'greedy' }));
  const firstMission = missionOf('1');
  return { date, mode: 'gow', setup: { seed, heroes, ...(firstMission ? { firstMission } : {}) }, seats };
}

// What the URL asks of the game, and the default game. Plain TS (no Phaser): main.ts reads it, the
// scenes route by it, the tests import it.
//   ?seed=123              the seed (shown and editable in the menu)
//   ?test=1                exposes window.__SSDB_TEST__ (docs/test-hook.md)
//   ?fast=1                software WebGL: antialiasing off, and a still table redraws only 5 times a second
//   ?cards=30,18,16        art review: the table shows these card types on the field
//   ?new=1&seats=human,bot,random&heroes=seiya,shun&first=0&speed=instant   starts a game at once, no menu
//                          (first: the seat that plays first; by default the seed decides)
//   &sets=asgard,poseidon&epics=1   with ?new=1: the expansions in (base always) and the Epics
//   ?scene=empty           an empty Phaser scene (the frame-time baseline)
//   ?lang=en               the language (fr by default)
import type { HeroName } from '../cards';
import { EXPANSION_SETS, HEROES, type ExpansionSet } from '../engine';
import { isLang, type Lang } from '../i18n';
import type { SeatConfig } from '../persist/save';
import { isSpeed, type Speed } from './settings';

/** The default classic game: two players. */
export const DEFAULT_HEROES: HeroName[] = ['seiya', 'shiryu'];

export interface UrlOptions {
  seed: number;
  /** True when the URL gave the seed. */
  seedGiven: boolean;
  test: boolean;
  fast: boolean;
  cards: number[] | null;
  /** Start a game at once with these seats (?new=1). */
  newGame: { seats: SeatConfig[]; heroes: HeroName[]; firstSeat?: number; sets?: ExpansionSet[]; epics?: boolean } | null;
  speed: Speed | null;
  scene: 'empty' | null;
  lang: Lang | null;
}

const flag = (params: URLSearchParams, name: string) => {
  const v = params.get(name);
  return v !== null && v !== '0' && v !== 'false';
};

/** "human", "bot" (a strong bot), "greedy", "random", "bot:random". Unknown words are humans. */
function seatOf(word: string): SeatConfig {
  const w = word.trim().toLowerCase();
  if (w === 'random' || w === 'bot:random' || w === 'easy') return { kind: 'bot', bot: 'random' };
  if (w === 'bot' || w === 'greedy' || w === 'bot:greedy') return { kind: 'bot', bot: 'greedy' };
  return { kind: 'human' };
}

function newGameOf(params: URLSearchParams): UrlOptions['newGame'] {
  if (!flag(params, 'new')) return null;
  const words = (params.get('seats') ?? 'human,bot').split(',').filter((w) => w.trim() !== '').slice(0, 5);
  const seats = words.length >= 2 ? words.map(seatOf) : [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'greedy' as const }];
  const asked = (params.get('heroes') ?? '').split(',').map((h) => h.trim()).filter((h): h is HeroName => (HEROES as readonly string[]).includes(h));
  const heroes: HeroName[] = [];
  for (const h of [...asked, ...HEROES]) if (!heroes.includes(h) && heroes.length < seats.length) heroes.push(h);
  const first = Number(params.get('first'));
  const firstSeat = params.get('first') !== null && Number.isInteger(first) && first >= 0 && first < seats.length ? first : undefined;
  const sets = (params.get('sets') ?? '').split(',').map((w) => w.trim()).filter((w): w is ExpansionSet => (EXPANSION_SETS as readonly string[]).includes(w));
  return {
    seats, heroes, ...(firstSeat === undefined ? {} : { firstSeat }),
    ...(sets.length ? { sets: [...new Set(sets)] } : {}), ...(flag(params, 'epics') ? { epics: true } : {}),
  };
}

export function readUrlOptions(search: string): UrlOptions {
  const params = new URLSearchParams(search);
  const raw = params.get('seed');
  const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
  const seedGiven = Number.isSafeInteger(n);
  const list = params.get('cards');
  const cards = list
    ? list.split(',').map((x) => Number(x.trim())).filter((x) => Number.isSafeInteger(x) && x > 0).slice(0, 6)
    : null;
  const speed = params.get('speed');
  const lang = params.get('lang');
  return {
    seed: seedGiven ? n : 1,
    seedGiven,
    test: flag(params, 'test'),
    fast: flag(params, 'fast'),
    cards: cards && cards.length ? cards : null,
    newGame: newGameOf(params),
    speed: isSpeed(speed) ? speed : null,
    scene: params.get('scene') === 'empty' ? 'empty' : null,
    lang: isLang(lang) ? lang : null,
  };
}

/** The query without ?new (and its seats and heroes): after a game starts, a reload resumes it. */
export function withoutNewGame(search: string): string {
  const params = new URLSearchParams(search);
  for (const k of ['new', 'seats', 'heroes', 'first', 'sets', 'epics']) params.delete(k);
  const s = params.toString();
  return s ? `?${s}` : '';
}

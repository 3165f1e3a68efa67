// What the URL asks of the table (?seed=123&test=1&fast=1), and the default game it deals.
// Plain TS: the Playwright spec imports it too, to deal the same game in node.
import type { HeroName } from '../src/cards';

/** The default classic game: two players. */
export const DEFAULT_HEROES: HeroName[] = ['seiya', 'shiryu'];

export interface UrlOptions {
  seed: number;
  /** ?test=1 exposes window.__SSDB_TEST__. */
  test: boolean;
  /** ?fast=1 turns WebGL antialiasing off (for benchmarks in software WebGL). */
  fast: boolean;
  /** ?cards=30,18,16: show these card types on the field instead of the dealt ones (to review card art). */
  cards: number[] | null;
}

const flag = (params: URLSearchParams, name: string) => {
  const v = params.get(name);
  return v !== null && v !== '0' && v !== 'false';
};

export function readUrlOptions(search: string): UrlOptions {
  const params = new URLSearchParams(search);
  const raw = params.get('seed');
  const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
  const seed = Number.isSafeInteger(n) ? n : 1;
  const list = params.get('cards');
  const cards = list
    ? list.split(',').map((x) => Number(x.trim())).filter((x) => Number.isSafeInteger(x) && x > 0).slice(0, 6)
    : null;
  return { seed, test: flag(params, 'test'), fast: flag(params, 'fast'), cards: cards && cards.length ? cards : null };
}

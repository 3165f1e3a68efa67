// What the URL asks of the game, and the default game. Plain TS (no Phaser): main.ts reads it, the
// scenes route by it, the tests import it.
//   ?seed=123              the seed (shown and editable in the menu)
//   ?test=1                exposes window.__SSDB_TEST__ (docs/test-hook.md)
//   ?fast=1                software WebGL: antialiasing off, and a still table redraws only 5 times a second
//   ?cards=30,18,16        art review: the table shows these card types on the field
//   ?new=1&seats=human,bot,random&heroes=seiya,shun&first=0&speed=instant   starts a game at once, no menu
//                          (first: the seat that plays first; by default the seed decides)
//   &sets=asgard,poseidon&epics=1   with ?new=1: the expansions in (base always) and the Epics
//   ?new=1&mode=coop&seats=human,bot,bot&difficulty=normal&epics=1&start=0,3,5   starts a cooperative
//                          game at once (`newGame`, with its `mode`: each mode's entry reads its words).
//                          Seats: human, bot (= planner, the strongest coop bot), planner, greedy, random;
//                          heroes as for classic (2–5); difficulty easy|normal|hard (else normal); start:
//                          the pile each hero faces (one per seat, all different, 0–6; else spread);
//                          Asgard stays in. Unknown words fall back as in the classic game.
//   ?new=1&mode=gow&seats=human,bot&heroes=kratos,atreus&mission=1   starts a God of War game at once:
//                          1–4 seats (human, bot = greedy, hard), heroes from the content set (kratos,
//                          atreus, freya, mimir, brok-sindri; completed in order; alone: Kratos), mission:
//                          the first Mission by its number in the set or its id (src/app/gow-games.ts)
//   ?guide=1               starts the guided first game at once (src/tutorial/first-game.ts)
//   ?hands=closed          a cooperative game shows only the hero at play's hand (hands=open: all;
//                          a setting like speed, kept in the address so that a reload keeps it)
//   ?scene=empty           an empty Phaser scene (the frame-time baseline)
//   ?scene=coopart         the cooperative board's procedural art, animated on a loop (review)
//   ?scene=gowart          God of War's table pieces, laid out and animated on a loop (review)
//   ?lang=en               the language: fr, en or it (by default the saved one, else the browser's)
//   ?audience=1&bg=green  the audience window for a stream (src/stream/audience-options.ts), opened by
//                          the menu with its pairing key in the hash (#pair=…, src/stream/pairing.ts)
//   ?sound=0               a silent page: no sound is rendered or played (e.g. a window shown to an
//                          audience, which stays silent unless asked: sound=1); default on
//   ?gallery=1&card=38     the card gallery, a read-only page of every card (no game, no save opened;
//                          silent unless sound=1); card: open zoomed on that card (its printed number)
import type { HeroName } from '../cards';
import { MODES, type Mode } from '../engine';
import { isLang, type Lang } from '../i18n';
import { APP_MODES, type UrlNewGame } from './modes';
import { flag } from './url-games';
import { isSpeed, type Speed } from './settings';
import { audienceOptionsOf, type AudiencePageOptions } from '../stream/audience-options';

/** The default classic game: two players. */
export const DEFAULT_HEROES: HeroName[] = ['seiya', 'shiryu'];

export interface UrlOptions {
  seed: number;
  /** True when the URL gave the seed. */
  seedGiven: boolean;
  test: boolean;
  fast: boolean;
  cards: number[] | null;
  /** Start a game of `mode` at once with these seats (?new=1, ?mode=). */
  newGame: UrlNewGame | null;
  /** Start the guided first game at once (?guide=1). */
  guide: boolean;
  /** Open hands in a cooperative game (?hands=open|closed); null: the remembered setting. */
  openHands: boolean | null;
  speed: Speed | null;
  scene: 'empty' | 'coopart' | 'gowart' | null;
  lang: Lang | null;
  /** Whether this page makes any sound (?sound=0: none). */
  sound: boolean;
  /** The card gallery instead of the game (?gallery=1). */
  gallery: boolean;
  /** The card the gallery opens zoomed on (?card=), as typed: the gallery says so when it names none. */
  galleryCard: string | null;
  /** This page is an audience window (?audience=1): its options. */
  audience: AudiencePageOptions | null;
  /** Open the replay of this share code at once (?replay=SSDB1-…; docs/replays.md). */
  replay?: string;
}

export type { UrlClassicGame, UrlCoopGame } from './url-games';
export type { UrlNewGame } from './modes';

/** The mode ?mode= names (any other word, or none: the classic game). */
function urlMode(params: URLSearchParams): Mode {
  const word = (params.get('mode') ?? '').trim().toLowerCase();
  return (MODES as string[]).includes(word) ? word as Mode : 'classic';
}

/** The game ?new=1 starts: the words of the mode ?mode= names, read by that mode's entry. */
function newGameOf(params: URLSearchParams): UrlNewGame {
  const mode = urlMode(params);
  return { ...APP_MODES[mode].urlGame(params), mode } as UrlNewGame;
}

/** ?hands=open|closed (also on/off, 1/0); anything else: null, the remembered setting. */
function openHandsOf(params: URLSearchParams): boolean | null {
  const w = (params.get('hands') ?? '').trim().toLowerCase();
  if (w === 'open' || w === 'on' || w === '1') return true;
  if (w === 'closed' || w === 'off' || w === '0') return false;
  return null;
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
    // The game ?new=1 starts, read by the entry of the mode ?mode= names (classic by default).
    newGame: flag(params, 'new') ? newGameOf(params) : null,
    guide: flag(params, 'guide'),
    openHands: openHandsOf(params),
    speed: isSpeed(speed) ? speed : null,
    scene: sceneOf(params.get('scene')),
    lang: isLang(lang) ? lang : null,
    // The gallery is a page to read: silent unless asked (sound=1), so a viewer's tap loads no sound.
    sound: flag(params, 'gallery') ? flag(params, 'sound') : !['0', 'off', 'false'].includes((params.get('sound') ?? '').trim().toLowerCase()),
    gallery: flag(params, 'gallery'),
    audience: audienceOptionsOf(params),
    galleryCard: params.get('card')?.trim().slice(0, 24) || null,
    ...(params.get('replay')?.trim() ? { replay: params.get('replay')!.trim() } : {}),
  };
}

/** The query without ?new or ?guide (and its seats, heroes, mode and the rest of its setup): after a game
 *  starts, a reload resumes it. Settings (speed, lang, hands) stay. */
export function withoutNewGame(search: string): string {
  const params = new URLSearchParams(search);
  for (const k of ['new', 'guide', 'seats', 'heroes', 'first', 'sets', 'epics', 'mode', 'difficulty', 'start', 'mission']) params.delete(k);
  const s = params.toString();
  return s ? `?${s}` : '';
}

const REVIEW_SCENES = ['empty', 'coopart', 'gowart'] as const;
/** A review scene ?scene= names, or none. */
function sceneOf(asked: string | null): UrlOptions['scene'] {
  return REVIEW_SCENES.find((s) => s === asked) ?? null;
}

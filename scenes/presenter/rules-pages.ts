// The rules reference's pages (issue 12: "short, our words, illustrated with the game's own cards;
// the icons explained"; issue 25: a whole chapter against Poseidon with pictures, and the card keywords)
// and where they go on screen. Plain TS: the Rules scene draws what this says. The words are message
// keys `rules.<id>.title` / `.body` (src/i18n/rules-*.ts, rules-coop-*.ts).
import { contentSet, DEFAULT_CONTENT, DIFFICULTY, EASY_SHORT, gowRules, WATER_START } from '../../src/engine';
import type { Params } from '../../src/i18n';
import { KEYWORDS, type Keyword } from '../objects/faceText';
import { MIN_TARGET, type Rect } from './table-layout';

/** An icon the reference explains: the table's own icons (scenes/objects/icons.ts) and the flame. */
export type RulesIcon = 'force' | 'cosmos' | 'heal' | 'vp' | 'flame' | 'wound' | 'freeze' | 'armor' | 'deck' | 'discard' | 'hand' | 'hourglass' | 'pillar';

/** A sign of the coop board, painted by the board's own painters (`rules.mark.<mark>`). */
export const COOP_MARKS = ['heroPawn', 'floodPawn', 'startMark', 'water', 'pillarHidden', 'pillarLit', 'pillarBroken', 'trident'] as const;
export type CoopMark = (typeof COOP_MARKS)[number];

/** A picture drawn with the coop board's painters (scenes/objects/rulesPictures.ts). */
export type RulesPicture = 'aim' | 'board' | 'move' | 'sweep' | 'pillars' | 'water';

/** One line of a legend: what is drawn, and its words (`rules.icon.<x>`, `rules.kw.<x>`, `rules.mark.<x>`). */
export type LegendItem = { kind: 'icon'; icon: RulesIcon } | { kind: 'glyph'; glyph: Keyword } | { kind: 'mark'; mark: CoopMark };

export interface RulesPage {
  id: string;
  /** Card types drawn beside the words, the game's own faces. */
  cards: number[];
  /** Icons listed with a line each (`rules.icon.<icon>`). */
  icons: RulesIcon[];
  /** Keyword glyphs listed with a line each (`rules.kw.<glyph>`). */
  glyphs?: readonly Keyword[];
  /** Coop board signs listed with a line each (`rules.mark.<mark>`). */
  marks?: readonly CoopMark[];
  /** A painted picture in the art area (above the cards when there are both). */
  picture?: RulesPicture;
}

export type RulesChapter = 'classic' | 'coop' | 'gow';
export const CHAPTERS: readonly RulesChapter[] = ['classic', 'coop', 'gow'];

const CLASSIC: readonly RulesPage[] = [
  { id: 'goal', cards: [1, 6, 30], icons: [] },
  { id: 'turn', cards: [1, 69], icons: [] },
  { id: 'acquire', cards: [69, 78], icons: ['force', 'cosmos'] },
  { id: 'armor', cards: [6, 18], icons: [] },
  { id: 'effects', cards: [58, 88, 86], icons: [] },
  { id: 'wounds', cards: [1], icons: ['heal', 'wound', 'freeze'] },
  { id: 'end', cards: [34], icons: ['flame', 'vp'] },
  { id: 'ranks', cards: [1, 69, 42, 18, 16], icons: [] },
  { id: 'icons', cards: [], icons: ['force', 'cosmos', 'heal', 'vp', 'flame', 'wound', 'freeze', 'armor', 'deck', 'discard', 'hand', 'hourglass', 'pillar'] },
  { id: 'keywords', cards: [], icons: [], glyphs: KEYWORDS },
];

// Rulebook "Mode coopératif" chapter by chapter: the aim and the end, the board, the players' phase,
// Poseidon's phase and what he takes, his cards, the pillars, the water and the difficulty.
const COOP: readonly RulesPage[] = [
  { id: 'coop', cards: [], icons: [], picture: 'aim' },
  { id: 'coopBoard', cards: [], icons: [], picture: 'board' },
  { id: 'coopTurn', cards: [2001, 2021], icons: ['force', 'cosmos', 'heal'] },
  { id: 'coopMove', cards: [], icons: [], picture: 'move' },
  { id: 'coopPhase', cards: [], icons: ['hourglass'], picture: 'sweep' },
  { id: 'coopCross', cards: [2013, 2020], icons: [] },
  { id: 'coopHim', cards: [2016, 2021], icons: [] },
  { id: 'coopPillars', cards: [2017, 2040], icons: [], picture: 'pillars' },
  { id: 'coopWater', cards: [], icons: [], picture: 'water' },
  { id: 'coopSigns', cards: [], icons: [], marks: COOP_MARKS, picture: 'board' },
];

// God of War (docs/gow/rules.md): the aim, the Scenario, the round, a hero's turn, attacking, rage and
// Interaction Points, the Scenario's activation by rune, Stun and Poison, exhaustion, Missions, solo.
// Its words are in src/i18n/rules-gow-*.ts; it has no card of the Saint Seiya sets to draw.
const GOW: readonly RulesPage[] = [
  { id: 'gow', cards: [], icons: [] },
  { id: 'gowScenario', cards: [], icons: [] },
  { id: 'gowRound', cards: [], icons: [] },
  { id: 'gowTurn', cards: [], icons: [] },
  { id: 'gowAttack', cards: [], icons: [] },
  { id: 'gowRage', cards: [], icons: [] },
  { id: 'gowRunes', cards: [], icons: [] },
  { id: 'gowStatus', cards: [], icons: [] },
  { id: 'gowExhaustion', cards: [], icons: [] },
  { id: 'gowMissions', cards: [], icons: [] },
  { id: 'gowSolo', cards: [], icons: [] },
];

export const RULES_CHAPTERS: Readonly<Record<RulesChapter, readonly RulesPage[]>> = { classic: CLASSIC, coop: COOP, gow: GOW };
/** Every page of the book, the classic chapter first. */
export const RULES_PAGES: readonly RulesPage[] = [...CLASSIC, ...COOP, ...GOW];

/** What a page's legend lists, in order: its icons, then its glyphs, then its board signs. */
export function legendOf(page: RulesPage): LegendItem[] {
  return [
    ...page.icons.map((icon): LegendItem => ({ kind: 'icon', icon })),
    ...(page.glyphs ?? []).map((glyph): LegendItem => ({ kind: 'glyph', glyph })),
    ...(page.marks ?? []).map((mark): LegendItem => ({ kind: 'mark', mark })),
  ];
}

export const legendKey = (item: LegendItem): string =>
  item.kind === 'icon' ? `rules.icon.${item.icon}` : item.kind === 'glyph' ? `rules.kw.${item.glyph}` : `rules.mark.${item.mark}`;

/** The numbers a page's words quote, read from the engine so the book never disagrees with the game. */
export function bodyParams(id: string): Params {
  if (id === 'gowAttack') return { die: [...new Set(contentSet(DEFAULT_CONTENT)?.die ?? [])].join(', ') };
  if (id === 'gowRound') return { hand: gowHandLimit() };
  if (id !== 'coopWater') return {};
  return {
    two: WATER_START[2], three: WATER_START[3], four: WATER_START[4], five: WATER_START[5],
    easyPile: EASY_SHORT.pileSize, easyTop: EASY_SHORT.waterTop,
    normalPile: DIFFICULTY.normal.pileSize, normalTop: DIFFICULTY.normal.waterTop,
    hardPile: DIFFICULTY.hard.pileSize, hardTop: DIFFICULTY.hard.waterTop,
  };
}

/** A hero's hand limit at the start of a God of War game, as the engine deals it. */
function gowHandLimit(): number {
  const { state } = gowRules.setup({ seed: 1, heroes: ['kratos', 'atreus'] });
  return gowRules.view(state, 'audience').seats[0].handLimit;
}

export interface RulesLayout {
  portrait: boolean;
  panel: Rect;
  /** The chapter buttons, in the header. */
  chapters: Rect[];
  close: Rect;
  /** One tab per page of the chapter shown. */
  tabs: Rect[];
  /** The page's title. */
  heading: Rect;
  /** The words, then the legend lines under them. */
  words: Rect;
  /** The cards and the pictures (beside the words in landscape, under them in portrait). */
  art: Rect;
  prev: Rect;
  next: Rect;
}

const r = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });
/** The most pages a chapter has: every chapter's tabs are laid for it, so they never jump. */
const MOST_PAGES = Math.max(...CHAPTERS.map((c) => RULES_CHAPTERS[c].length));

export function rulesLayout(w: number, h: number, pages = MOST_PAGES): RulesLayout {
  const portrait = w < h * 1.05;
  const m = Math.round(Math.min(w, h) * 0.03);
  const panel = r(m, m, w - 2 * m, h - 2 * m);
  const pad = 16;
  const headY = panel.y + 10;
  const close = r(panel.x + panel.w - pad - 110, headY, 110, MIN_TARGET);
  const n = CHAPTERS.length;
  const chapterW = Math.min(230, Math.floor((close.x - 12 - panel.x - pad - (n - 1) * 8) / n));
  const chapters = CHAPTERS.map((_, i) => r(panel.x + pad + i * (chapterW + 8), headY, chapterW, MIN_TARGET));
  const top = headY + MIN_TARGET + 12;
  const navH = MIN_TARGET + 4;
  const navY = panel.y + panel.h - pad - navH;
  const navW = Math.min(180, (panel.w - 3 * pad) / 2);
  const next = r(panel.x + panel.w - pad - navW, navY, navW, navH);
  const headingH = 34;
  if (!portrait) {
    // Tabs down the left, to the bottom; the title, words in the middle, cards and pictures on the right.
    const tabW = Math.min(220, Math.round(panel.w * 0.2));
    const bottom = panel.y + panel.h - pad;
    const tabH = Math.max(MIN_TARGET, Math.min(52, Math.floor((bottom - top) / pages) - 6));
    const tabs = Array.from({ length: pages }, (_, i) => r(panel.x + pad, top + i * (tabH + 6), tabW, tabH));
    const x0 = panel.x + pad + tabW + 24;
    const cw = panel.x + panel.w - pad - x0;
    const heading = r(x0, top, cw, headingH);
    const y0 = top + headingH + 8;
    const words = r(x0, y0, Math.round(cw * 0.52), navY - 12 - y0);
    const art = r(words.x + words.w + 20, y0, cw - words.w - 20, navY - 12 - y0);
    return { portrait, panel, chapters, close, tabs, heading, words, art, prev: r(x0, navY, navW, navH), next };
  }
  // Portrait: the tabs in rows at the top, the title, words, then the cards and pictures.
  const rows = pages > 8 ? 3 : 2;
  const perRow = Math.ceil(pages / rows);
  const gap = 6;
  const tabW = (panel.w - 2 * pad - (perRow - 1) * gap) / perRow;
  const tabs = Array.from({ length: pages }, (_, i) => r(panel.x + pad + (i % perRow) * (tabW + gap), top + Math.floor(i / perRow) * (MIN_TARGET + gap), tabW, MIN_TARGET));
  const heading = r(panel.x + pad, top + rows * (MIN_TARGET + gap) + 6, panel.w - 2 * pad, headingH);
  const y0 = heading.y + headingH + 6;
  const avail = navY - 12 - y0;
  const words = r(panel.x + pad, y0, panel.w - 2 * pad, Math.round(avail * 0.6));
  const art = r(panel.x + pad, words.y + words.h + 10, panel.w - 2 * pad, avail - words.h - 10);
  return { portrait, panel, chapters, close, tabs, heading, words, art, prev: r(panel.x + pad, navY, navW, navH), next };
}

/** The part of `art` a picture takes (all of it, or its top when cards share it) and the cards' part. */
export function splitArt(art: Rect, picture: boolean, cards: boolean): { picture: Rect; cards: Rect } {
  if (!picture) return { picture: r(art.x, art.y, 0, 0), cards: art };
  if (!cards) return { picture: art, cards: r(art.x, art.y + art.h, art.w, 0) };
  const ph = Math.round(art.h * 0.42);
  return { picture: r(art.x, art.y, art.w, ph), cards: r(art.x, art.y + ph + 10, art.w, art.h - ph - 10) };
}

/** Where the illustration cards go in `art`: one row or two, whichever draws them larger; `lying`
 *  says which cards are landscape (armors). Returns the cards' short side and each card's centre. */
export function placeCards(art: Rect, lying: readonly boolean[], ratio: number): { short: number; centres: { x: number; y: number }[] } {
  const n = lying.length;
  if (n === 0) return { short: 0, centres: [] };
  const gap = 14;
  const wOf = (k: number) => (lying[k] ? 1 / ratio : 1); // width over the short side
  const hOf = (k: number) => (lying[k] ? 1 : 1 / ratio);
  const rowsOf = (count: number) => {
    const per = Math.ceil(n / count);
    return Array.from({ length: count }, (_, k) => Array.from({ length: Math.min(per, n - k * per) }, (_, j) => k * per + j)).filter((row) => row.length);
  };
  const fit = (rows: number[][]) => Math.min(
    ...rows.map((row) => (art.w - (row.length - 1) * gap) / row.reduce((a, k) => a + wOf(k), 0)),
    (art.h - (rows.length - 1) * gap) / rows.reduce((a, row) => a + Math.max(...row.map(hOf)), 0),
  );
  const options = [rowsOf(1), ...(n > 2 ? [rowsOf(2)] : [])];
  const best = options.reduce((a, b) => (fit(b) > fit(a) * 1.1 ? b : a));
  const short = Math.floor(Math.min(fit(best), 220));
  const centres: { x: number; y: number }[] = [];
  const totalH = best.reduce((a, row) => a + Math.max(...row.map(hOf)) * short, 0) + (best.length - 1) * gap;
  let y = art.y + (art.h - totalH) / 2;
  for (const row of best) {
    const rowH = Math.max(...row.map(hOf)) * short;
    const rowW = row.reduce((a, k) => a + wOf(k) * short, 0) + (row.length - 1) * gap;
    let x = art.x + (art.w - rowW) / 2;
    for (const k of row) {
      centres[k] = { x: x + (wOf(k) * short) / 2, y: y + rowH / 2 };
      x += wOf(k) * short + gap;
    }
    y += rowH + gap;
  }
  return { short, centres };
}

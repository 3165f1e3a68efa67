// The rules reference's pages (issue 12: "short, our words, illustrated with the game's own cards;
// the icons explained") and where they go on screen. Plain TS: the Rules scene draws what this says.
// The words are message keys `rules.<id>.title` / `.body` (src/i18n/rules-*.ts).
import { MIN_TARGET, type Rect } from './table-layout';

/** An icon the reference explains: the table's own icons (scenes/objects/icons.ts) and the flame. */
export type RulesIcon = 'force' | 'cosmos' | 'heal' | 'vp' | 'flame' | 'wound' | 'freeze' | 'armor' | 'deck' | 'discard' | 'hand' | 'hourglass' | 'pillar';

export interface RulesPage {
  id: string;
  /** Card types drawn beside the words, the game's own faces. */
  cards: number[];
  /** Icons listed with a line each (`rules.icon.<icon>`). */
  icons: RulesIcon[];
}

export const RULES_PAGES: readonly RulesPage[] = [
  { id: 'goal', cards: [1, 6, 30], icons: [] },
  { id: 'turn', cards: [1, 69], icons: [] },
  { id: 'acquire', cards: [69, 78], icons: ['force', 'cosmos'] },
  { id: 'armor', cards: [6, 18], icons: [] },
  { id: 'effects', cards: [58, 88, 86], icons: [] },
  { id: 'wounds', cards: [1], icons: ['heal', 'wound', 'freeze'] },
  { id: 'end', cards: [34], icons: ['flame', 'vp'] },
  { id: 'ranks', cards: [1, 69, 42, 18, 16], icons: [] },
  { id: 'icons', cards: [], icons: ['force', 'cosmos', 'heal', 'vp', 'flame', 'wound', 'freeze', 'armor', 'deck', 'discard', 'hand', 'hourglass', 'pillar'] },
  { id: 'coop', cards: [2013, 2040], icons: [] },
];

export interface RulesLayout {
  portrait: boolean;
  panel: Rect;
  title: Rect;
  close: Rect;
  /** One tab per page. */
  tabs: Rect[];
  /** The words, then the icon lines under them. */
  words: Rect;
  /** The cards (beside the words in landscape, under them in portrait). */
  art: Rect;
  prev: Rect;
  next: Rect;
}

const r = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });

export function rulesLayout(w: number, h: number, pages = RULES_PAGES.length): RulesLayout {
  const portrait = w < h * 1.05;
  const m = Math.round(Math.min(w, h) * 0.03);
  const panel = r(m, m, w - 2 * m, h - 2 * m);
  const pad = 16;
  const headH = 56;
  const title = r(panel.x + pad, panel.y + 8, panel.w - 2 * pad - 120, headH - 8);
  const close = r(panel.x + panel.w - pad - 110, panel.y + 8, 110, MIN_TARGET);
  const navH = MIN_TARGET + 4;
  const navY = panel.y + panel.h - pad - navH;
  const navW = Math.min(180, (panel.w - 3 * pad) / 2);
  const next = r(panel.x + panel.w - pad - navW, navY, navW, navH);
  if (!portrait) {
    // Tabs down the left; words in the middle, cards on the right.
    const tabW = Math.min(220, Math.round(panel.w * 0.2));
    const top = panel.y + headH + 4;
    const tabH = Math.max(MIN_TARGET, Math.min(52, Math.floor((navY - 8 - top) / pages) - 6));
    const tabs = Array.from({ length: pages }, (_, i) => r(panel.x + pad, top + i * (tabH + 6), tabW, tabH));
    const x0 = panel.x + pad + tabW + 24;
    const cw = panel.x + panel.w - pad - x0;
    const words = r(x0, top, Math.round(cw * 0.52), navY - 12 - top);
    const art = r(words.x + words.w + 20, top, cw - words.w - 20, navY - 12 - top);
    return { portrait, panel, title, close, tabs, words, art, prev: r(x0, navY, navW, navH), next };
  }
  // Portrait: the tabs in two rows at the top, words, then the cards.
  const perRow = Math.ceil(pages / 2);
  const gap = 6;
  const tabW = (panel.w - 2 * pad - (perRow - 1) * gap) / perRow;
  const top = panel.y + headH + 4;
  const tabs = Array.from({ length: pages }, (_, i) => r(panel.x + pad + (i % perRow) * (tabW + gap), top + Math.floor(i / perRow) * (MIN_TARGET + gap), tabW, MIN_TARGET));
  const y0 = top + 2 * (MIN_TARGET + gap) + 10;
  const avail = navY - 12 - y0;
  const words = r(panel.x + pad, y0, panel.w - 2 * pad, Math.round(avail * 0.58));
  const art = r(panel.x + pad, words.y + words.h + 10, panel.w - 2 * pad, avail - words.h - 10);
  return { portrait, panel, title, close, tabs, words, art, prev: r(panel.x + pad, navY, navW, navH), next };
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

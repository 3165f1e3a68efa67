// Where the card gallery draws things, in plain TS: the fixed header (title, search box, language, set
// filters, count) and the scrolling page under it (a heading per set and per rank, then a grid of
// cards). Every target is at least 44 px; the page scrolls, the header does not.
import type { CardType } from '../../src/cards';
import type { Rect } from './table-layout';
import { CARD_RATIO, isLandscape } from '../objects/cardArt';
import { GALLERY_SETS, groupOf, type GalleryGroup, type GallerySet } from './gallery-model';

export interface GalleryHeader {
  h: number;
  title: { x: number; y: number; px: number };
  search: Rect;
  lang: Rect;
  /** "All", then one per set, in GALLERY_SETS order. */
  chips: Rect[];
  /** The count's right end and middle. */
  count: { x: number; y: number };
}

export function galleryHeader(w: number): GalleryHeader {
  const m = w < 600 ? 10 : 16, row = 48, gap = 8;
  const langW = 120;
  const lang = { x: w - m - langW, y: 10, w: langW, h: row };
  const chipsW = (n: number, avail: number) => Math.min(140, (avail - (n - 1) * gap) / n);
  const n = GALLERY_SETS.length + 1;
  if (w >= 1000) {
    // One row: title, search, language; a second one: the set filters and the count.
    const searchX = m + 300;
    const search = { x: searchX, y: 10, w: Math.min(520, lang.x - 16 - searchX), h: row };
    const cw = chipsW(n, w - 2 * m - 180);
    const chips = Array.from({ length: n }, (_, i) => ({ x: m + i * (cw + gap), y: 10 + row + gap, w: cw, h: 44 }));
    return { h: 10 + row + gap + 44 + 10, title: { x: m, y: 10 + row / 2, px: 26 }, search, lang, chips, count: { x: w - m, y: 10 + row + gap + 22 } };
  }
  // Narrow: title and language; the search box across; the set filters and the count.
  const search = { x: m, y: 10 + row + gap, w: w - 2 * m, h: row };
  const countW = w < 600 ? 0 : 150;
  const cw = chipsW(n, w - 2 * m - countW);
  const y3 = search.y + row + gap;
  const chips = Array.from({ length: n }, (_, i) => ({ x: m + i * (cw + gap), y: y3, w: cw, h: 44 }));
  return {
    h: y3 + 44 + 10, title: { x: m, y: 10 + row / 2, px: w < 600 ? 20 : 24 }, search, lang, chips,
    // No room beside the filters on a phone: the count goes under the title.
    count: countW ? { x: w - m, y: y3 + 22 } : { x: lang.x - 10, y: 10 + row / 2 },
  };
}

export type GalleryItem =
  | { kind: 'set'; set: GallerySet; n: number; x: number; y: number; h: number }
  | { kind: 'group'; group: GalleryGroup; n: number; x: number; y: number; h: number }
  /** A card: its box (w wide, h tall with its caption), the card itself cardH tall at the top. */
  | { kind: 'card'; id: number; x: number; y: number; w: number; h: number; cardH: number };

export interface GalleryPage {
  items: GalleryItem[];
  /** The page's height, from its top (under the header) to its end. */
  height: number;
  /** The width of a card's box (a portrait card's width; an armor's long side). */
  box: number;
  columns: number;
  /** The caption's type size and lines under each card (our text, cut short: the zoom has it all). */
  caption: { px: number; lines: number };
}

const SET_H = 56, GROUP_H = 36;

/** The page for these cards (already filtered and in page order) in a window w wide. */
export function galleryPage(cards: readonly CardType[], w: number): GalleryPage {
  const m = w < 600 ? 10 : 16, gap = w < 600 ? 10 : 14;
  const target = Math.max(120, Math.min(200, w / 8));
  const columns = Math.max(2, Math.floor((w - 2 * m + gap) / (target + gap)));
  const box = Math.floor((w - 2 * m - (columns - 1) * gap) / columns);
  const caption = { px: box >= 150 ? 13 : 12, lines: 4 };
  const captionH = Math.ceil(caption.lines * caption.px * 1.32) + 10;
  const items: GalleryItem[] = [];
  let y = 8;
  let row: Extract<GalleryItem, { kind: 'card' }>[] = [];
  let set: string | null = null, group: GalleryGroup | null = null;
  // A row is as tall as its tallest card: a row of armors (landscape) is a short one.
  const endRow = () => {
    if (!row.length) return;
    y += Math.max(...row.map((c) => c.h)) + gap;
    row = [];
  };
  for (const c of cards) {
    if (c.set !== set) {
      endRow();
      set = c.set;
      group = null;
      items.push({ kind: 'set', set: c.set as GallerySet, n: cards.filter((x) => x.set === c.set).length, x: m, y, h: SET_H });
      y += SET_H;
    }
    const g = groupOf(c);
    if (g !== group) {
      endRow();
      group = g;
      items.push({ kind: 'group', group: g, n: cards.filter((x) => x.set === c.set && groupOf(x) === g).length, x: m, y, h: GROUP_H });
      y += GROUP_H;
    }
    const cardH = Math.round(isLandscape(c) ? box * CARD_RATIO : box / CARD_RATIO);
    const it = { kind: 'card' as const, id: c.id, x: m + row.length * (box + gap), y, w: box, h: cardH + captionH, cardH };
    items.push(it);
    row.push(it);
    if (row.length === columns) endRow();
  }
  endRow();
  return { items, height: y + 24, box, columns, caption };
}

/** The items that cross the band [top, bottom] of the page (page coordinates). */
export function itemsIn(page: GalleryPage, top: number, bottom: number): GalleryItem[] {
  return page.items.filter((it) => it.y + it.h >= top && it.y <= bottom);
}

/** The card under the page point (x, y), if any. */
export function cardAt(page: GalleryPage, x: number, y: number): number | null {
  for (const it of page.items) if (it.kind === 'card' && x >= it.x && x <= it.x + it.w && y >= it.y && y <= it.y + it.h) return it.id;
  return null;
}

// Where the parts of a choice panel sit inside its rectangle: the card that asks on the left, the
// prompt at the top, the cards (or players) to pick under it, the buttons along the bottom on the
// right. Plain numbers, unit-tested with the table's layouts: every target at least 44 px, nothing on
// the prompt.
import { CARD_RATIO, MIN_TARGET, spread, type Rect } from './table-layout';

export interface ChooserParts {
  /** The box of the card that asks (a portrait card's width and height), or null when none asks. */
  source: Rect | null;
  /** The prompt (up to two lines). */
  title: Rect;
  /** Where the options go: cards to pick, players, or the cards shown beside a yes/no. */
  options: Rect;
  /** The buttons, from the right: up to three, side by side. */
  buttons: Rect[];
}

const PAD = 12;
const TITLE_H = 46;
export const CHOOSER_BUTTON_H = 48;
/** How far a picked card rises above the row. */
export const PICK_LIFT = 10;

/** The height of a panel with no card to pick or show (a yes/no, a player to pick): the card that asks,
 *  the prompt and the buttons; the rest of the board stays in sight above it. */
export const COMPACT_H = 220;

/** The panel inside the table's chooser area r: all of it when it shows cards, else a shorter band at
 *  its bottom, just above the hand. */
export function chooserRect(r: Rect, cards: number): Rect {
  const h = cards > 0 ? r.h : Math.min(r.h, COMPACT_H);
  return { x: r.x, y: r.y + r.h - h, w: r.w, h };
}

export function chooserParts(r: Rect, withSource: boolean): ChooserParts {
  const srcW = withSource ? Math.round(Math.min((r.h - 2 * PAD) * CARD_RATIO, r.w * 0.2, 220)) : 0;
  const srcH = Math.round(srcW / CARD_RATIO);
  const source = withSource ? { x: r.x + PAD, y: r.y + (r.h - srcH) / 2, w: srcW, h: srcH } : null;
  const x0 = source ? source.x + srcW + 16 : r.x + 16;
  const right = r.x + r.w - 16;
  const title = { x: x0, y: r.y + 10, w: right - x0, h: TITLE_H };
  const by = r.y + r.h - PAD - CHOOSER_BUTTON_H;
  const bw = Math.min(190, (right - x0 - 20) / 3);
  const buttons = [0, 1, 2].map((i) => ({ x: right - (i + 1) * bw - i * 10, y: by, w: bw, h: CHOOSER_BUTTON_H }));
  const top = title.y + title.h + 6;
  return { source, title, options: { x: x0, y: top, w: right - x0, h: by - 10 - top }, buttons };
}

/** A row of n cards in area: their box width and each one's left x (overlapping when many, each
 *  still showing at least 44 px to tap), and the y of their centre (room left for a picked card to rise). */
export function cardRow(area: Rect, n: number): { w: number; xs: number[]; y: number } {
  const fit = Math.min(Math.round((area.h - PICK_LIFT - 4) * CARD_RATIO), 200);
  const w = n > 1 ? Math.max(MIN_TARGET, Math.min(fit, area.w - MIN_TARGET * (n - 1))) : fit;
  return { w, xs: spread(n, w, area.w, 10).map((x) => area.x + x), y: area.y + PICK_LIFT + (area.h - PICK_LIFT) / 2 };
}

/** n player buttons in area, side by side, centred on its height. */
export function seatRow(area: Rect, n: number): Rect[] {
  const bw = Math.min(220, (area.w - 10 * (n - 1)) / n);
  const y = area.y + Math.max(0, area.h / 2 - 28);
  return Array.from({ length: n }, (_, i) => ({ x: area.x + i * (bw + 10), y, w: bw, h: 56 }));
}

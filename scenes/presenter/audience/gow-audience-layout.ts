// Where God of War sits in the audience window (1920×1080, the captions along the bottom): the title
// and the round top left, the Scenario's two rows large under it with the pawns' front and back
// spaces below the bottom row; on the right the Missions' pyramid and the enemy die, every hero's
// board (counts only: no hand is ever drawn), the revealed upgrades, the status line. Plain numbers.
import type { Rect } from '../table-layout';
import { AUDIENCE_W, CAPTIONS } from './audience-layout';

export interface GowAudienceLayout {
  title: Rect;
  scenario: Rect;
  /** cards[row][column], row 0 the top row. */
  cards: Rect[][];
  /** Per column, the pawns' front space (under the bottom card) and back space (under that). */
  pawns: { front: Rect; back: Rect }[];
  pawn: number;
  pyramid: Rect; die: Rect;
  heroes: Rect[];
  market: Rect; marketCard: { w: number; h: number };
  status: Rect;
}

const RATIO = 0.72;
const GAP = 12;
const r = (x: number, y: number, w: number, h: number): Rect => ({ x: Math.round(x), y: Math.round(y), w: Math.max(0, Math.round(w)), h: Math.max(0, Math.round(h)) });

export function gowAudienceLayout(seats: number, columns: number): GowAudienceLayout {
  const n = Math.max(1, Math.min(4, Math.round(seats)));
  const cols = Math.max(1, Math.min(6, Math.round(columns)));
  const left = 40, right = 1320, top = 134, bottom = CAPTIONS.y - 14;
  const pawn = 66;
  const pawnsH = 2 * pawn + 10;
  const gridH = bottom - top - pawnsH - 10;
  const cw = Math.floor(Math.min((right - left - (cols - 1) * GAP) / cols, ((gridH - GAP) / 2) * RATIO));
  const ch = Math.floor(cw / RATIO);
  const gw = cols * cw + (cols - 1) * GAP;
  const x0 = left + (right - left - gw) / 2;
  const cards = [0, 1].map((row) => Array.from({ length: cols }, (_, c) => r(x0 + c * (cw + GAP), top + row * (ch + GAP), cw, ch)));
  const pawnTop = top + 2 * ch + GAP + 10;
  const pawns = cards[1].map((c) => ({ front: r(c.x, pawnTop, c.w, pawn), back: r(c.x, pawnTop + pawn + 10, c.w, pawn) }));
  // The right column.
  const sx = right + 40, sw = AUDIENCE_W - 40 - sx;
  const die = 110;
  const pyramid = r(sx, 20, sw - die - GAP, 150);
  const heroTop = pyramid.y + pyramid.h + 18;
  const market = r(sx, 660, sw, 150);
  const bh = Math.min(150, Math.floor((market.y - 18 - heroTop - (n - 1) * GAP) / n));
  const heroes = Array.from({ length: n }, (_, i) => r(sx, heroTop + i * (bh + GAP), sw, bh));
  const mh = market.h - 26;
  return {
    title: r(left, 14, right - left, 112),
    scenario: r(x0, top, gw, 2 * ch + GAP), cards, pawns, pawn,
    pyramid, die: r(sx + sw - die, pyramid.y + (pyramid.h - die) / 2, die, die),
    heroes, market, marketCard: { w: Math.round(mh * (63 / 88)), h: mh },
    status: r(sx, market.y + market.h + 14, sw, CAPTIONS.y - 14 - (market.y + market.h + 14)),
  };
}

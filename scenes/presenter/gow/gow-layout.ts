// Where everything of God of War's table sits for a window of w × h CSS pixels, landscape or portrait.
// Plain numbers (no Phaser), unit-tested: everything on screen, the main areas never overlapping, every
// touch target at least 44 px, from a 768×1024 tablet held upright to a desktop.
import { MIN_TARGET, type Rect } from '../table-layout';

export interface GowLayout {
  w: number; h: number; portrait: boolean;
  /** One line saying what the table waits for. */
  status: Rect;
  /** The Scenario: 2 rows × columns; cards[row][column], row 0 the top row. */
  scenario: Rect;
  cards: Rect[][];
  card: { w: number; h: number };
  /** Per column, the pawns' front space (next to the bottom card) and back space (behind it). */
  pawns: { front: Rect; back: Rect }[];
  /** A pawn's diameter (≥ 44). */
  pawn: number;
  heroes: Rect[];
  /** The hand's row (or two rows of five in portrait) and each of its ten places. */
  hand: Rect;
  handSlots: Rect[];
  handCard: { w: number; h: number };
  /** End turn and the other action buttons: `buttonCount` buttons of `button` size fit in a row. */
  buttons: Rect;
  button: { w: number; h: number };
  buttonCount: number;
  /** The Missions' pyramid and its Bosses (a corner), the enemy die beside it. */
  pyramid: Rect;
  die: Rect;
  /** The revealed upgrade cards with the upgrade deck's count. */
  market: Rect;
  marketCard: { w: number; h: number };
  /** The last events, a line or a few. */
  chronicle: Rect;
}

/** The Scenario cards' width / height, near the printed cards'. */
export const SCENARIO_RATIO = 0.72;
/** Action cards as printed (63 × 88). */
export const ACTION_RATIO = 63 / 88;
const HAND_MAX = 10;
const BUTTONS = 3;
const M = 8;
const GAP = 8;
const STATUS = 34;

const r = (x: number, y: number, w: number, h: number): Rect => ({ x: Math.round(x), y: Math.round(y), w: Math.max(0, Math.round(w)), h: Math.max(0, Math.round(h)) });
const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, x));

export function gowLayout(w: number, h: number, seats: number, columns: number): GowLayout {
  const n = clamp(Math.round(seats), 1, 4);
  const cols = clamp(Math.round(columns), 1, 6);
  return w >= h ? landscape(w, h, n, cols) : portrait(w, h, n, cols);
}

/** The biggest cards of SCENARIO_RATIO that fit 2 rows × cols in the box, centred in it. */
function scenarioGrid(box: Rect, cols: number): Pick<GowLayout, 'scenario' | 'cards' | 'card'> {
  const cw = Math.floor(Math.min((box.w - (cols - 1) * GAP) / cols, ((box.h - GAP) / 2) * SCENARIO_RATIO));
  const ch = Math.floor(cw / SCENARIO_RATIO);
  const gw = cols * cw + (cols - 1) * GAP;
  const x0 = box.x + (box.w - gw) / 2;
  const cards = [0, 1].map((row) => Array.from({ length: cols }, (_, c) => r(x0 + c * (cw + GAP), box.y + row * (ch + GAP), cw, ch)));
  return { scenario: r(x0, box.y, gw, 2 * ch + GAP), cards, card: { w: cw, h: ch } };
}

/** Front and back spaces under each bottom card: two rows of pawn-high strips as wide as the card. */
function pawnSpots(cards: Rect[], top: number, pawn: number): GowLayout['pawns'] {
  return cards.map((c) => ({ front: r(c.x, top, c.w, pawn), back: r(c.x, top + pawn + 4, c.w, pawn) }));
}

/** Ten hand places in `rows` rows inside the box, as big as fit (centred). */
function handRow(box: Rect, rows: number): Pick<GowLayout, 'hand' | 'handSlots' | 'handCard'> {
  const perRow = Math.ceil(HAND_MAX / rows);
  const cw = Math.floor(Math.min((box.w - (perRow - 1) * 6) / perRow, ((box.h - (rows - 1) * 6) / rows) * ACTION_RATIO));
  const ch = Math.floor(cw / ACTION_RATIO);
  const rowW = perRow * cw + (perRow - 1) * 6;
  const x0 = box.x + (box.w - rowW) / 2;
  const slots = Array.from({ length: HAND_MAX }, (_, i) => r(x0 + (i % perRow) * (cw + 6), box.y + Math.floor(i / perRow) * (ch + 6), cw, ch));
  return { hand: box, handSlots: slots, handCard: { w: cw, h: ch } };
}

/** Buttons in a row inside the box: as many as BUTTONS, at least 44 × 44. */
function buttonRow(box: Rect): Pick<GowLayout, 'buttons' | 'button' | 'buttonCount'> {
  const bh = clamp(box.h, MIN_TARGET, 52);
  const bw = clamp(Math.floor((box.w - (BUTTONS - 1) * GAP) / BUTTONS), MIN_TARGET, 150);
  return { buttons: r(box.x, box.y, box.w, bh), button: { w: bw, h: bh }, buttonCount: BUTTONS };
}

/** Heroes' boards stacked in a box (two columns of two when there are more than two and room is short). */
function heroBoards(box: Rect, n: number, twoColumns: boolean): Rect[] {
  // Two columns read in seat order row by row (1 2 / 3 4), as around a table.
  const colsN = twoColumns && n > 2 ? 2 : 1;
  const rowsN = Math.ceil(n / colsN);
  const bw = (box.w - (colsN - 1) * GAP) / colsN;
  const bh = Math.min(110, (box.h - (rowsN - 1) * 6) / rowsN);
  return Array.from({ length: n }, (_, i) => r(box.x + (i % colsN) * (bw + GAP), box.y + Math.floor(i / colsN) * (bh + 6), bw, bh));
}

/** The pyramid with the die on its right, in a strip of height ph. */
function pyramidAndDie(x: number, y: number, width: number, ph: number): Pick<GowLayout, 'pyramid' | 'die'> {
  const die = clamp(Math.round(ph * 0.62), 56, 76);
  return { pyramid: r(x, y, width - die - GAP, ph), die: r(x + width - die, y + (ph - die) / 2, die, die) };
}

function landscape(w: number, h: number, n: number, cols: number): GowLayout {
  const handH = clamp(Math.round(h * 0.19), 110, 170);
  const handBox = r(M, h - M - handH, w - 2 * M, handH);
  const side = clamp(Math.round(w * 0.235), 240, 320);
  const sx = w - M - side;
  const mainW = sx - GAP - M;
  const bottom = handBox.y - GAP;
  const status = r(M, M, mainW, STATUS);
  const pawn = clamp(Math.round(h * 0.062), MIN_TARGET, 56);
  const pawnsH = 2 * pawn + 4;
  const gridBox = r(M, status.y + STATUS + 6, mainW, bottom - (status.y + STATUS + 6) - pawnsH - 6);
  const grid = scenarioGrid(gridBox, cols);
  const pawns = pawnSpots(grid.cards[1], grid.scenario.y + grid.scenario.h + 6, pawn);
  // The side column, top to bottom: pyramid and die, the heroes, the market, the chronicle, the buttons.
  const ph = clamp(Math.round(h * 0.13), 88, 120);
  const top = pyramidAndDie(sx, M, side, ph);
  const btn = buttonRow(r(sx, bottom - 50, side, 50));
  const marketH = clamp(Math.round(h * 0.13), 84, 120);
  const chronicleH = clamp(Math.round(h * 0.05), 36, 60);
  const market = r(sx, btn.buttons.y - GAP - chronicleH - GAP - marketH, side, marketH);
  const chronicle = r(sx, market.y + marketH + GAP, side, chronicleH);
  const heroTop = M + ph + GAP;
  const heroes = heroBoards(r(sx, heroTop, side, market.y - GAP - heroTop), n, false);
  return {
    w, h, portrait: false, status, ...grid, pawns, pawn, heroes, ...handRow(handBox, 1), ...btn, ...top,
    market, marketCard: marketCard(market), chronicle,
  };
}

function portrait(w: number, h: number, n: number, cols: number): GowLayout {
  const fullW = w - 2 * M;
  const status = r(M, M, fullW, STATUS);
  // Two rows of five: one row of ten would leave cards too narrow to read upright.
  const handH = clamp(Math.round(h * 0.24), 200, 300);
  const handBox = r(M, h - M - handH, fullW, handH);
  const pawn = clamp(Math.round(w * 0.062), MIN_TARGET, 56);
  const pawnsH = 2 * pawn + 4;
  const gridBox = r(M, status.y + STATUS + 6, fullW, Math.round(h * 0.33));
  const grid = scenarioGrid(gridBox, cols);
  const pawnTop = grid.scenario.y + grid.scenario.h + 6;
  const pawns = pawnSpots(grid.cards[1], pawnTop, pawn);
  // Between the pawns and the hand: heroes on the left, pyramid, market, chronicle and buttons on the right.
  const bandTop = pawnTop + pawnsH + GAP;
  const bandH = handBox.y - GAP - bandTop;
  const leftW = Math.round(fullW * 0.52);
  const rx = M + leftW + GAP, rw = fullW - leftW - GAP;
  const heroes = heroBoards(r(M, bandTop, leftW, bandH), n, true);
  const btn = buttonRow(r(rx, bandTop + bandH - 48, rw, 48));
  const ph = clamp(Math.round(bandH * 0.34), 80, 110);
  const top = pyramidAndDie(rx, bandTop, rw, ph);
  const rest = btn.buttons.y - GAP - (bandTop + ph + GAP);
  const marketH = clamp(Math.round(rest * 0.62), 84, 110);
  const market = r(rx, bandTop + ph + GAP, rw, marketH);
  const chronicle = r(rx, market.y + marketH + GAP, rw, Math.max(0, btn.buttons.y - GAP - (market.y + marketH + GAP)));
  return {
    w, h, portrait: true, status, ...grid, pawns, pawn, heroes, ...handRow(handBox, 2), ...btn, ...top,
    market, marketCard: marketCard(market), chronicle,
  };
}

/** The market's small cards: as tall as the market leaves under its caption line. */
function marketCard(market: Rect): { w: number; h: number } {
  const ch = Math.max(Math.ceil(MIN_TARGET / ACTION_RATIO), market.h - 22);
  return { w: Math.round(ch * ACTION_RATIO), h: ch };
}

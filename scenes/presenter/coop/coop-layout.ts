// Where everything of the cooperative board sits for a window of w × h CSS pixels, landscape or
// portrait. Plain numbers (no Phaser), unit-tested: everything on screen, nothing overlapping, and every
// touch target at least 44 px on a 1024×768 tablet, both ways round.
import { CARD_RATIO, MIN_TARGET, spread, type Rect } from '../table-layout';
import { pilePoint, type Heptagon, type Point } from './heptagon';

export interface CoopLayout {
  w: number; h: number; portrait: boolean;
  header: Rect; title: Rect; headerButtons: Rect[];
  /** The seven-sided board, and the width of a pile's card on it. */
  board: Heptagon; card: number;
  /** The Main Breadwinner's glass column. */
  column: Rect;
  /** Poseidon's corner: his hand (the column's top five), his marked cards, his VP. */
  poseidon: Rect;
  /** The Epic and its hourglasses. */
  epic: Rect;
  /** The card the hero in turn faces, large, with the cards played facing it, the totals and the
   *  acquire buttons. */
  focus: Rect;
  heroes: Rect[];
  status: Rect;
  hand: Rect; handCard: number;
  /** End of turn and the board's contextual buttons, right of the hand. */
  actions: Rect;
  log: Rect;
  zoom: Rect;
  chooser: Rect;
}

const r = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });
const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, x));
const HEADER = 56;
const STATUS = 30;
/** The board's height for a circumradius of 1 (top corner to bottom side) and its width. */
const BOARD_H = 1 + Math.cos(Math.PI / 7);
const BOARD_W = 2 * Math.sin((3 * Math.PI) / 7);

export function coopLayout(w: number, h: number, heroes: number, epics = false): CoopLayout {
  return w >= h * 1.05 ? landscape(w, h, heroes, epics) : portrait(w, h, heroes, epics);
}

function header(w: number): Pick<CoopLayout, 'header' | 'title' | 'headerButtons'> {
  const bw = 52, n = 6;
  // Rules (?), speed, language, menu, left to right (places 2–5); the sound (mute) left of them (place
  // 1), and undo (↶) left of it (place 0).
  const at = (place: number) => r(w - 12 - (n - place) * (bw + 8) + 8, 6, bw, MIN_TARGET);
  const buttons = [2, 3, 4, 5, 1, 0].map(at);
  return { header: r(0, 0, w, HEADER), title: r(12, 4, w - 12 - n * (bw + 8) - 16, HEADER - 8), headerButtons: buttons };
}

/** The circumradius that fits the board in a box (with room for the pawn outside the corners). */
const radiusFor = (bw: number, bh: number) => Math.min(bh / (BOARD_H * 1.06), bw / (BOARD_W * 1.1));

function landscape(w: number, h: number, n: number, epics: boolean): CoopLayout {
  const hand = clamp(Math.round(h * 0.2), 118, 168);
  const handY = h - hand - 6;
  const status = r(12, handY - STATUS - 2, w - 24, STATUS);
  const top = HEADER + 4, bottom = status.y - 4;
  const columnW = clamp(Math.round(w * 0.055), 52, 74);
  const poseidonW = clamp(Math.round(w * 0.11), 110, 150);
  // The board takes what the side column (at least 250 px) leaves, up to the full height.
  const boardBox = w - 250 - columnW - poseidonW - 58;
  const rad = radiusFor(boardBox, bottom - top);
  const board: Heptagon = { cx: 16 + (rad * BOARD_W * 1.1) / 2, cy: top + rad * (Math.cos(Math.PI / 7) + 0.05), r: rad };
  const boardRight = 16 + rad * BOARD_W * 1.1;
  const column = r(boardRight + 10, top + 6, columnW, bottom - top - 12);
  const { poseidon, epic } = poseidonArea(r(column.x + columnW + 10, top + 6, poseidonW, bottom - top - 12), epics);
  const sx = poseidon.x + poseidonW + 12, side = w - sx - 12;
  const heroH = clamp(Math.round((bottom - top) * 0.5 / Math.max(n, 1)) - 6, MIN_TARGET + 8, 64);
  const heroes = Array.from({ length: n }, (_, i) => r(sx, top + 4 + i * (heroH + 6), side, heroH));
  const heroesEnd = top + 4 + n * (heroH + 6);
  const focusH = clamp(Math.round((bottom - heroesEnd) * 0.55), 170, 200);
  const focus = r(sx, heroesEnd + 4, side, focusH);
  const log = r(sx, focus.y + focusH + 8, side, Math.max(0, bottom - focus.y - focusH - 8));
  const actionsW = clamp(Math.round(w * 0.16), 150, 210);
  const handRect = r(12, handY, w - 24 - actionsW - 12, hand);
  const actions = r(w - 12 - actionsW, handY, actionsW, hand);
  const handCard = Math.round(Math.min(hand * CARD_RATIO * 0.95, 118));
  const zoom = r(sx - 20, top, side + 20, bottom - top);
  const chooser = r(12, Math.round(h * 0.42), w - 24, h - Math.round(h * 0.42) - 8);
  return {
    w, h, portrait: false, ...header(w), board, card: cardFor(rad), column, poseidon, epic, focus, heroes, status,
    hand: handRect, handCard, actions, log, zoom, chooser,
  };
}

/** Poseidon's panel over the Epic's, or alone when the game has no Epics. */
function poseidonArea(area: Rect, epics: boolean): { poseidon: Rect; epic: Rect } {
  if (!epics) return { poseidon: area, epic: r(area.x, area.y + area.h, area.w, 0) };
  const ph = Math.round(area.h * 0.64);
  return { poseidon: r(area.x, area.y, area.w, ph), epic: r(area.x, area.y + ph + 8, area.w, area.h - ph - 8) };
}

function portrait(w: number, h: number, n: number, epics: boolean): CoopLayout {
  const hand = clamp(Math.round(h * 0.17), 130, 176);
  const handY = h - hand - 6;
  const status = r(12, handY - STATUS - 2, w - 24, STATUS);
  const top = HEADER + 4;
  const side = clamp(Math.round(w * 0.24), 160, 230);
  const rad = radiusFor(w - side - 36, h * 0.46);
  const board: Heptagon = { cx: 12 + (rad * BOARD_W * 1.1) / 2, cy: top + rad * (Math.cos(Math.PI / 7) + 0.05), r: rad };
  const boardBottom = top + rad * BOARD_H * 1.06;
  const sx = w - side - 12;
  const columnW = clamp(Math.round(side * 0.3), 52, 66);
  const column = r(sx, top + 6, columnW, boardBottom - top - 12);
  const { poseidon, epic } = poseidonArea(r(sx + columnW + 8, top + 6, side - columnW - 8, boardBottom - top - 12), epics);
  const below = boardBottom + 6;
  const focusW = Math.round((w - 36) * 0.5);
  const focus = r(12, below, focusW, status.y - below - 8);
  const hx = 12 + focusW + 12, hw = w - hx - 12;
  const rows = status.y - below - 8;
  const heroH = clamp(Math.round(rows / Math.max(n, 1)) - 6, MIN_TARGET + 4, 60);
  const heroes = Array.from({ length: n }, (_, i) => r(hx, below + i * (heroH + 6), hw, heroH));
  const heroesEnd = heroes.length ? heroes[heroes.length - 1].y + heroH : below;
  const log = r(hx, heroesEnd + 6, hw, Math.max(0, status.y - heroesEnd - 12));
  const actionsW = clamp(Math.round(w * 0.22), 150, 200);
  const handRect = r(12, handY, w - 24 - actionsW - 12, hand);
  const actions = r(w - 12 - actionsW, handY, actionsW, hand);
  const handCard = Math.round(Math.min(hand * CARD_RATIO * 0.95, 112));
  const zoom = r(Math.round(w * 0.2), top, Math.round(w * 0.6), Math.round(h * 0.55));
  const chooser = r(12, Math.round(h * 0.5), w - 24, h - Math.round(h * 0.5) - 8);
  return {
    w, h, portrait: true, ...header(w), board, card: cardFor(rad), column, poseidon, epic, focus, heroes, status,
    hand: handRect, handCard, actions, log, zoom, chooser,
  };
}

/** A pile's card on the board: as wide as the room between two neighbouring piles allows. */
const cardFor = (rad: number) => Math.round(rad * 0.3);

/** Where pile i's card sits on the board (its centre). */
export const pileCardAt = (L: CoopLayout, pile: number): Point => pilePoint(L.board, pile, 0.6);
/** Where the heroes facing pile i stand: between the card and the board's centre. */
export const heroSpotAt = (L: CoopLayout, pile: number): Point => pilePoint(L.board, pile, 0.3);
/** Where pile i's pillar stands: on the rim, beyond the card. */
export const pillarAt = (L: CoopLayout, pile: number): Point => pilePoint(L.board, pile, 0.93);

/** Poseidon's marked cards in his corner: at least a touch target wide, at most this. */
const MARKED_MAX = 60;
export interface MarkedSpot { x: number; y: number; box: number; hit: Rect }
/**
 * Where Poseidon's `n` marked cards sit in his corner `r`, in rows from `top`: each shows at least a
 * 44 px square to tap (a later card overlaps the one before it, a later row the row above). `bottom`:
 * where they end (his hand is fanned below).
 */
export function markedSpots(r: Rect, top: number, n: number): { spots: MarkedSpot[]; bottom: number } {
  const box = Math.max(MIN_TARGET, Math.min(MARKED_MAX, Math.round(r.w * 0.4)));
  const h = box / CARD_RATIO;
  const width = r.w - 12;
  const perRow = Math.max(1, Math.floor((width - box) / MIN_TARGET) + 1);
  const rows = Math.ceil(n / perRow);
  const rowStep = Math.max(MIN_TARGET, h * 0.72);
  const spots: MarkedSpot[] = [];
  for (let k = 0; k < rows; k++) {
    const count = Math.min(perRow, n - k * perRow);
    const xs = spread(count, box, width, 4);
    for (let i = 0; i < count; i++) {
      const x = r.x + 6 + xs[i] + box / 2, y = top + k * rowStep + h / 2;
      const w = i < count - 1 ? Math.min(box, xs[i + 1] - xs[i]) : box;
      spots.push({ x, y, box, hit: { x: x - box / 2, y: y - h / 2, w, h: k < rows - 1 ? rowStep : h } });
    }
  }
  return { spots, bottom: n ? top + (rows - 1) * rowStep + h + 8 : top };
}


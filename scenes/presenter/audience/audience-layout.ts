// Where everything sits in the audience window: broadcast graphics on a fixed 1920×1080 canvas (the
// page scales it to the window), the clock or the water and the scores always in the same place, the
// captions along the bottom (ART.md "The audience window"). Plain numbers, unit-tested.
import type { Heptagon } from '../coop/heptagon';
import type { Rect } from '../table-layout';

export const AUDIENCE_W = 1920;
export const AUDIENCE_H = 1080;
/** The captions band along the bottom. */
export const CAPTIONS: Rect = { x: 0, y: 900, w: AUDIENCE_W, h: 180 };
const r = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });

export interface ClassicAudienceLayout {
  title: Rect; clock: Rect;
  /** The six field slots, and under each the strip where the cards played facing it go. */
  slots: Rect[]; strips: Rect[];
  /** Status line (who plays, who chooses), then the strip of a hand revealed late. */
  status: Rect; reveal: Rect;
  seats: Rect[];
}

export interface CoopAudienceLayout {
  title: Rect; board: Heptagon; card: number; column: Rect; poseidon: Rect; epic: Rect;
  status: Rect; reveal: Rect; seats: Rect[];
}

/** The players' column on the right: one panel each, as tall as five of them allow. */
function seatRects(x: number, w: number, top: number, bottom: number, n: number): Rect[] {
  const gap = 14;
  const h = Math.min(150, Math.floor((bottom - top - (n - 1) * gap) / Math.max(1, n)));
  return Array.from({ length: n }, (_, i) => r(x, top + i * (h + gap), w, h));
}

export function classicAudienceLayout(players: number): ClassicAudienceLayout {
  const card = 220, gap = 26, x0 = 44, top = 150;
  const slots = Array.from({ length: 6 }, (_, i) => r(x0 + i * (card + gap), top, card, Math.round(card / (63 / 88))));
  const stripY = top + slots[0].h + 14;
  const strips = slots.map((s) => r(s.x - gap / 2 + 2, stripY, s.w + gap - 4, 200));
  const left = x0 + 6 * card + 5 * gap;
  return {
    title: r(48, 18, 700, 112),
    clock: r(700, 14, 640, 112),
    slots, strips,
    status: r(x0, stripY + 208, left - x0, 52),
    reveal: r(x0, stripY + 266, left - x0, CAPTIONS.y - stripY - 276),
    seats: seatRects(left + 30, AUDIENCE_W - left - 30 - 30, top, CAPTIONS.y - 20, players),
  };
}

const BOARD_H = 1 + Math.cos(Math.PI / 7);
const BOARD_W = 2 * Math.sin((3 * Math.PI) / 7);

export function coopAudienceLayout(heroes: number, epics: boolean): CoopAudienceLayout {
  const top = 126, bottom = CAPTIONS.y - 16;
  const rad = Math.floor((bottom - top) / (BOARD_H * 1.06));
  const board: Heptagon = { cx: 40 + (rad * BOARD_W * 1.1) / 2, cy: top + rad * (Math.cos(Math.PI / 7) + 0.05), r: rad };
  const boardRight = 40 + rad * BOARD_W * 1.1;
  const column = r(boardRight + 24, top + 10, 96, bottom - top - 20);
  const area = r(column.x + column.w + 24, top + 10, 236, bottom - top - 20);
  // Poseidon's VP, large, under his corner (70 px kept for it).
  area.h -= 70;
  const ph = epics ? Math.round(area.h * 0.64) : area.h;
  const poseidon = r(area.x, area.y, area.w, ph);
  const epic = epics ? r(area.x, area.y + ph + 10, area.w, area.h - ph - 10) : r(area.x, area.y + area.h, area.w, 0);
  const sx = area.x + area.w + 32, sw = AUDIENCE_W - sx - 36;
  const seats = seatRects(sx, sw, top + 10, bottom - 200, heroes);
  const seatsEnd = seats.length ? seats[seats.length - 1].y + seats[seats.length - 1].h : top;
  return {
    title: r(40, 14, 1200, 104), board, card: Math.round(rad * 0.3), column, poseidon, epic,
    status: r(sx, seatsEnd + 14, sw, 52), reveal: r(sx, seatsEnd + 74, sw, bottom - seatsEnd - 74), seats,
  };
}

// Where the viewer's hand cards sit (issue 25, "the hand spreads so no value is hidden"): side by side
// without overlapping, in one row, or two when the hand's box is tall enough for two rows to give
// larger cards (the classic table at 1024×768); overlapping only past a floor size, for a hand too long
// for any row (then each card still shows its left strip, at least a touch target wide). An armor lies
// as printed, landscape, its short side as tall as a portrait card is wide (its words the same size,
// read the right way up), on the row's baseline; only an overlapping row stands it on its end in a
// portrait card's place (issue 25: armors drawn sideways). Plain numbers.
import { CARD_RATIO, MIN_TARGET, spread, type Rect } from './table-layout';

/** A card's centre, the box to place it with (a landscape card's long side), its size on screen, and
 *  whether it is turned a quarter (an armor in an overlapping row). */
export interface HandPlace { x: number; y: number; box: number; w: number; h: number; upright: boolean }
export interface HandPlaces { card: number; places: HandPlace[]; rows: number; overlap: boolean }

const GAP = 8;
/** Under this width a card's text is too small to read: overlap at this size rather than shrink more. */
const FLOOR = 72;

/** The hand's n cards in row (centres), a portrait card at most maxCard wide; `landscape[i]` says card
 *  i is an armor (wider by 1/CARD_RATIO). */
export function handPlaces(n: number, row: Rect, maxCard: number, landscape: readonly boolean[] = []): HandPlaces {
  const tall = 1 / CARD_RATIO;
  const factor = (i: number) => (landscape[i] ? tall : 1);
  const units = (from: number, to: number) => { let u = 0; for (let i = from; i < to; i++) u += factor(i); return u; };
  const widthFor = (perRow: number, rows: number) => {
    let u = 0, count = 0;
    for (let k = 0; k < rows; k++) {
      const from = k * perRow, to = Math.min(n, from + perRow);
      if (units(from, to) > u) { u = units(from, to); count = to - from; }
    }
    return Math.floor(Math.min(maxCard, (row.w - (count - 1) * GAP) / Math.max(1, u), ((row.h - (rows - 1) * GAP) / rows - 6) / tall));
  };
  const one = widthFor(n, 1);
  const perRow2 = Math.ceil(n / 2);
  const two = n > 1 ? widthFor(perRow2, 2) : 0;
  const rows = two > one ? 2 : 1;
  const card = Math.max(rows === 2 ? two : one, 0);
  if (card >= Math.min(FLOOR, maxCard)) {
    const perRow = rows === 2 ? perRow2 : n;
    const h = card * tall;
    const top = row.y + (row.h - rows * h - (rows - 1) * GAP) / 2;
    const places: HandPlace[] = [];
    for (let k = 0; k < rows; k++) {
      const from = k * perRow, to = Math.min(n, from + perRow);
      let x = row.x + (row.w - (units(from, to) * card + (to - from - 1) * GAP)) / 2;
      for (let i = from; i < to; i++) {
        const w = card * factor(i), ch = landscape[i] ? card : h;
        // An armor stands on the row's baseline, as the portrait cards beside it.
        places.push({ x: x + w / 2, y: top + k * (h + GAP) + h - ch / 2, box: w, w, h: ch, upright: false });
        x += w + GAP;
      }
    }
    return { card, places, rows, overlap: false };
  }
  // Too many cards for any row: one overlapping row at the floor size, each strip ≥ a touch target.
  const size = Math.max(MIN_TARGET, Math.min(maxCard, FLOOR, (row.h - 6) / tall));
  const xs = spread(n, size, row.w, GAP);
  return {
    card: size, rows: 1, overlap: true,
    places: xs.map((x, i) => ({ x: row.x + x + size / 2, y: row.y + row.h / 2, box: size, w: size, h: size * tall, upright: !!landscape[i] })),
  };
}

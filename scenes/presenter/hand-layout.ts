// Where the viewer's hand cards sit (issue 25, "the hand spreads so no value is hidden"): side by side
// without overlapping, in one row, or two when the hand's box is tall enough for two rows to give
// larger cards (the classic table at 1024×768); overlapping only past a floor size, for a hand too long
// for any row (then each card still shows its left strip, at least a touch target wide). Plain numbers.
import { CARD_RATIO, MIN_TARGET, spread, type Rect } from './table-layout';

export interface HandPlace { x: number; y: number }
export interface HandPlaces { card: number; places: HandPlace[]; rows: number; overlap: boolean }

const GAP = 8;
/** Under this width a card's text is too small to read: overlap at this size rather than shrink more. */
const FLOOR = 72;

/** The hand's n cards in row (centres), at most maxCard wide. */
export function handPlaces(n: number, row: Rect, maxCard: number): HandPlaces {
  const tall = 1 / CARD_RATIO;
  const widthFor = (perRow: number, rows: number) => Math.floor(Math.min(
    maxCard,
    (row.w - (perRow - 1) * GAP) / Math.max(1, perRow),
    ((row.h - (rows - 1) * GAP) / rows - 6) / tall,
  ));
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
      const count = Math.min(perRow, n - k * perRow);
      const xs = spread(count, card, row.w, GAP);
      for (const x of xs) places.push({ x: row.x + x + card / 2, y: top + k * (h + GAP) + h / 2 });
    }
    return { card, places, rows, overlap: false };
  }
  // Too many cards for any row: one overlapping row at the floor size, each strip ≥ a touch target.
  const size = Math.max(MIN_TARGET, Math.min(maxCard, FLOOR, (row.h - 6) / tall));
  const xs = spread(n, size, row.w, GAP);
  return { card: size, places: xs.map((x) => ({ x: row.x + x + size / 2, y: row.y + row.h / 2 })), rows: 1, overlap: true };
}

// Where the classic table puts things for a given window size: plain numbers, no Phaser, unit-tested.
// The field is one line of six slots when the window is wide enough, else two rows of three (slot 6,
// the "−1" slot, is always last: rightmost, bottom-right). Armors take a landscape slot.
import { CARD_RATIO } from './objects/cardArt';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TableLayout {
  /** Short side of a card in pixels (a portrait card is card × card / CARD_RATIO). */
  card: number;
  rows: 1 | 2;
  /** The card rectangle of each of the six slots (landscape for armors). */
  slots: Rect[];
  /** The panel the slots sit on. */
  mat: Rect;
  /** The plaque under slot 6 that says −1. */
  minusOne: Rect;
  /** The reserve pile (a portrait card). */
  pile: Rect;
  /** The band at the top for the title and the seed. */
  header: Rect;
}

const TALL = 1 / CARD_RATIO;
// In units of the card's short side.
const GAP = 0.13;
const PAD = 0.16;
const PLAQUE = 0.24;
const LABEL = 0.16;
const PILE = 0.78;
/** A smaller pile when it sits below the mat. */
const PILE_BELOW = 0.56;
const PILE_GAP = 0.3;
/** Room under the pile for its label. */
const PILE_LABEL = 0.36;

interface Option {
  rows: 1 | 2;
  card: number;
  perRow: number[][];
  /** The pile sits left of the mat, or below it (narrow portrait windows). */
  pileBelow: boolean;
}

function rowUnits(landscape: boolean[], slots: number[]): number {
  return slots.reduce((s, i) => s + (landscape[i] ? TALL : 1), 0) + GAP * (slots.length - 1);
}

/** Lays out the table for a window of width × height; landscape[i] is true when slot i holds an armor. */
export function layoutTable(width: number, height: number, landscape: boolean[] = []): TableLayout {
  const margin = Math.max(10, Math.min(width, height) * 0.025);
  const headerH = Math.min(84, Math.max(44, height * 0.085));
  const availW = width - 2 * margin;
  const availH = height - headerH - 2 * margin;
  const maxCard = Math.min(300, height * 0.5);

  const option = (rows: 1 | 2, pileBelow: boolean): Option => {
    const perRow = rows === 1 ? [[0, 1, 2, 3, 4, 5]] : [[0, 1, 2], [3, 4, 5]];
    const matUnitsW = Math.max(...perRow.map((r) => rowUnits(landscape, r))) + 2 * PAD;
    const matUnitsH = rows * TALL + (rows - 1) * GAP + 2 * PAD + PLAQUE;
    const wUnits = pileBelow ? matUnitsW : matUnitsW + PILE + PILE_GAP;
    const hUnits = LABEL + matUnitsH + (pileBelow ? PILE_GAP + PILE_BELOW * TALL + PILE_LABEL : 0);
    return { rows, perRow, pileBelow, card: Math.min(availW / wUnits, availH / hUnits, maxCard) };
  };
  const one = option(1, false);
  const two = [option(2, false), option(2, true)].reduce((a, b) => (b.card > a.card ? b : a));
  // A single line is truer to the game (cards shift to the right); take it unless it is much smaller.
  const best = one.card >= two.card * 0.8 ? one : two;
  const S = Math.floor(best.card);

  const rowsW = best.perRow.map((r) => rowUnits(landscape, r) * S);
  const matW = Math.max(...rowsW) + 2 * PAD * S;
  const matH = best.rows * TALL * S + (best.rows - 1) * GAP * S + 2 * PAD * S + PLAQUE * S;
  const pileW = (best.pileBelow ? PILE_BELOW : PILE) * S;
  const pileH = pileW * TALL;
  const groupW = best.pileBelow ? matW : pileW + PILE_GAP * S + matW;
  const groupH = LABEL * S + matH + (best.pileBelow ? PILE_GAP * S + pileH + PILE_LABEL * S : 0);
  const groupX = (width - groupW) / 2;
  const groupY = headerH + margin + (availH - groupH) / 2;

  const matX = best.pileBelow ? groupX : groupX + pileW + PILE_GAP * S;
  const mat: Rect = { x: matX, y: groupY + LABEL * S, w: matW, h: matH };
  const slots: Rect[] = new Array(6);
  best.perRow.forEach((row, r) => {
    let x = mat.x + (matW - rowsW[r]) / 2;
    const rowTop = mat.y + PAD * S + r * (TALL + GAP) * S;
    for (const i of row) {
      const w = (landscape[i] ? TALL : 1) * S;
      const h = (landscape[i] ? 1 : TALL) * S;
      slots[i] = { x, y: rowTop + (TALL * S - h) / 2, w, h };
      x += w + GAP * S;
    }
  });
  const six = slots[5];
  const lastRowBottom = mat.y + PAD * S + (best.rows * TALL + (best.rows - 1) * GAP) * S;
  const minusOne: Rect = { x: six.x + six.w / 2 - 0.32 * S, y: lastRowBottom + 0.05 * S, w: 0.64 * S, h: PLAQUE * S * 0.8 };
  const pile: Rect = best.pileBelow
    ? { x: width / 2 - pileW / 2, y: mat.y + matH + PILE_GAP * S, w: pileW, h: pileH }
    : { x: groupX, y: mat.y + (matH - pileH) / 2, w: pileW, h: pileH };
  return { card: S, rows: best.rows, slots, mat, minusOne, pile, header: { x: 0, y: 0, w: width, h: headerH } };
}

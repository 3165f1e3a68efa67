// The table layout: six slots in reading order, inside the window and the mat, never overlapping.
import { describe, expect, it } from 'vitest';
import { layoutTable, type Rect } from '../../scenes/layout';

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (a: Rect, b: Rect, eps = 0.5) =>
  a.x >= b.x - eps && a.y >= b.y - eps && a.x + a.w <= b.x + b.w + eps && a.y + a.h <= b.y + b.h + eps;

const SIZES: [number, number][] = [[1280, 720], [1024, 768], [768, 1024], [1920, 1080], [390, 844], [844, 390], [2560, 1440]];
const FIELDS: boolean[][] = [
  [false, false, false, false, false, false],
  [true, false, false, false, false, false],
  [false, false, true, false, true, true],
  [true, true, true, true, true, true],
];

describe('layoutTable', () => {
  for (const [w, h] of SIZES) {
    for (const landscape of FIELDS) {
      it(`${w}x${h}, armors at ${landscape.map((l, i) => (l ? i + 1 : '')).join('') || 'none'}`, () => {
        const L = layoutTable(w, h, landscape);
        const screen = { x: 0, y: 0, w, h };
        expect(L.slots).toHaveLength(6);
        expect(L.card).toBeGreaterThan(40);
        for (const [i, s] of L.slots.entries()) {
          expect(inside(s, L.mat)).toBe(true);
          expect(inside(s, screen)).toBe(true);
          // Armors are landscape, the others portrait.
          expect(s.w > s.h).toBe(landscape[i]);
          for (const t of L.slots.slice(i + 1)) expect(overlap(s, t)).toBe(false);
        }
        for (const r of [L.mat, L.pile, L.minusOne]) expect(inside(r, screen)).toBe(true);
        expect(overlap(L.pile, L.mat)).toBe(false);
        expect(L.mat.y).toBeGreaterThanOrEqual(L.header.h);
        // Reading order: slot 6 is last (rightmost on its row, on the last row).
        const six = L.slots[5];
        for (const s of L.slots.slice(0, 5)) expect(s.y <= six.y + six.h / 2 && (s.y + s.h <= six.y || s.x < six.x)).toBe(true);
        // The −1 plaque is under slot 6, inside the mat.
        expect(inside(L.minusOne, L.mat)).toBe(true);
        expect(L.minusOne.y).toBeGreaterThanOrEqual(six.y + six.h);
        expect(Math.abs(L.minusOne.x + L.minusOne.w / 2 - (six.x + six.w / 2))).toBeLessThan(1);
      });
    }
  }

  it('uses one line on a wide screen and two rows on a portrait one', () => {
    expect(layoutTable(1280, 720).rows).toBe(1);
    expect(layoutTable(768, 1024).rows).toBe(2);
  });
});

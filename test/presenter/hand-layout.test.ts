// The viewer's hand shows every card whole (issue 25: "the hand overlaps so names and values are cut"),
// at 1024×768 and 1280×720 in both tables and at 768×1024, each card at least a touch target wide.
import { describe, expect, it } from 'vitest';
import { handPlaces } from '../../scenes/presenter/hand-layout';
import { CARD_RATIO, MIN_TARGET, tableLayout } from '../../scenes/presenter/table-layout';
import { coopLayout } from '../../scenes/presenter/coop/coop-layout';

const overlaps = (p: { x: number; y: number }[], w: number, h: number) =>
  p.some((a, i) => p.some((b, j) => i < j && Math.abs(a.x - b.x) < w && Math.abs(a.y - b.y) < h));

describe('hand layout', () => {
  for (const [w, h] of [[1280, 720], [1024, 768], [768, 1024]]) {
    for (const n of [5, 6, 7]) {
      it(`classic ${w}×${h}: ${n} cards side by side, inside the hand's box`, () => {
        const L = tableLayout(w, h, 2);
        const row = { ...L.hand, x: L.armor.x, w: L.hand.x + L.hand.w - L.armor.x };
        const out = handPlaces(n, row, L.handCard);
        expect(out.overlap).toBe(false);
        expect(overlaps(out.places, out.card, out.card / CARD_RATIO)).toBe(false);
        expect(out.card).toBeGreaterThanOrEqual(MIN_TARGET);
        for (const p of out.places) {
          expect(p.x - out.card / 2).toBeGreaterThanOrEqual(row.x - 0.5);
          expect(p.x + out.card / 2).toBeLessThanOrEqual(row.x + row.w + 0.5);
          expect(p.y + out.card / CARD_RATIO / 2).toBeLessThanOrEqual(h);
        }
      });
      it(`coop ${w}×${h}: ${n} cards side by side`, () => {
        const L = coopLayout(w, h, 3);
        const out = handPlaces(n, L.hand, L.handCard);
        expect(out.overlap).toBe(false);
        expect(overlaps(out.places, out.card, out.card / CARD_RATIO)).toBe(false);
      });
    }
  }
  it('a classic hand of six at 1024×768 takes two rows of cards larger than one row allows', () => {
    const L = tableLayout(1024, 768, 2);
    const out = handPlaces(6, L.hand, L.handCard);
    expect(out.rows).toBe(2);
    expect(out.card).toBeGreaterThanOrEqual(106);
  });
  for (const [w, h] of [[1280, 720], [1024, 768], [768, 1024]]) {
    it(`classic ${w}×${h}: an armor in a hand of five lies as printed, its words as large as its neighbours'`, () => {
      // Issue 25: armors in the hand were turned a quarter, their words read sideways.
      const L = tableLayout(w, h, 2);
      const row = { ...L.hand, x: L.armor.x, w: L.hand.x + L.hand.w - L.armor.x };
      const out = handPlaces(5, row, L.handCard, [false, false, true, false, false]);
      expect(out.overlap).toBe(false);
      const armor = out.places[2];
      expect(armor.upright).toBe(false);
      expect(armor.w).toBeGreaterThan(armor.h);
      // Its short side is a portrait card's width (card units: the same text size), on the same baseline.
      expect(Math.round(armor.h)).toBe(out.card);
      expect(Math.round(armor.y + armor.h / 2)).toBe(Math.round(out.places[1].y + out.places[1].h / 2));
      const boxes = out.places.map((p) => ({ l: p.x - p.w / 2, r: p.x + p.w / 2, t: p.y - p.h / 2, b: p.y + p.h / 2 }));
      boxes.forEach((a, i) => boxes.forEach((b, j) => { if (i < j) expect(a.r <= b.l + 0.5 || b.r <= a.l + 0.5 || a.b <= b.t + 0.5 || b.b <= a.t + 0.5).toBe(true); }));
      for (const b of boxes) { expect(b.l).toBeGreaterThanOrEqual(row.x - 0.5); expect(b.r).toBeLessThanOrEqual(row.x + row.w + 0.5); }
    });
  }
  it('a hand too long for any row overlaps, each strip still a touch target', () => {
    const out = handPlaces(10, { x: 0, y: 0, w: 500, h: 120 }, 100);
    expect(out.overlap).toBe(true);
    expect(out.places[1].x - out.places[0].x).toBeGreaterThanOrEqual(MIN_TARGET);
  });
});

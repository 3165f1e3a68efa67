// God of War's table layout: at a desktop, a landscape and a portrait tablet, for 1–4 seats and 3–6
// columns, the main areas never overlap, everything is on screen and every touch target is ≥ 44 px.
import { describe, expect, it } from 'vitest';
import { ACTION_RATIO, gowLayout, SCENARIO_RATIO, type GowLayout } from '../../scenes/presenter/gow/gow-layout';
import { MIN_TARGET, type Rect } from '../../scenes/presenter/table-layout';

const SIZES: [number, number][] = [[1280, 720], [1024, 768], [768, 1024]];
const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const inside = (a: Rect, w: number, h: number) => a.x >= 0 && a.y >= 0 && a.x + a.w <= w && a.y + a.h <= h;
const union = (rects: Rect[]): Rect => {
  const x = Math.min(...rects.map((q) => q.x)), y = Math.min(...rects.map((q) => q.y));
  return { x, y, w: Math.max(...rects.map((q) => q.x + q.w)) - x, h: Math.max(...rects.map((q) => q.y + q.h)) - y };
};

/** The main areas, named, that must not overlap one another. */
function areas(l: GowLayout): [string, Rect][] {
  return [
    ['status', l.status], ['scenario', l.scenario], ['pawns', union(l.pawns.flatMap((p) => [p.front, p.back]))],
    ...l.heroes.map((q, i): [string, Rect] => [`hero${i}`, q]),
    ['hand', union(l.handSlots)], ['buttons', l.buttons], ['pyramid', l.pyramid], ['die', l.die],
    ['market', l.market], ['chronicle', l.chronicle],
  ];
}

describe('gowLayout', () => {
  for (const [w, h] of SIZES) {
    for (let seats = 1; seats <= 4; seats++) {
      for (let columns = 3; columns <= 6; columns++) {
        it(`${w}×${h}, ${seats} seat(s), ${columns} columns`, () => {
          const l = gowLayout(w, h, seats, columns);
          expect(l.portrait).toBe(h > w);
          const named = areas(l);
          for (const [name, rect] of named) expect(inside(rect, w, h), `${name} on screen`).toBe(true);
          for (let i = 0; i < named.length; i++) {
            for (let j = i + 1; j < named.length; j++) {
              expect(overlap(named[i][1], named[j][1]), `${named[i][0]} / ${named[j][0]}`).toBe(false);
            }
          }
          // The Scenario: 2 rows of `columns` cards near the printed ratio, none overlapping.
          expect(l.cards).toHaveLength(2);
          const cards = l.cards.flat();
          expect(cards).toHaveLength(2 * columns);
          expect(Math.abs(l.card.w / l.card.h - SCENARIO_RATIO)).toBeLessThan(0.02);
          for (let i = 0; i < cards.length; i++) for (let j = i + 1; j < cards.length; j++) expect(overlap(cards[i], cards[j])).toBe(false);
          for (const c of cards) expect(inside(c, w, h)).toBe(true);
          // The pawn spaces sit under the bottom row, one pair per column.
          expect(l.pawns).toHaveLength(columns);
          for (const [c, p] of l.pawns.entries()) {
            expect(p.front.y).toBeGreaterThanOrEqual(l.cards[1][c].y + l.cards[1][c].h);
            expect(p.back.y).toBeGreaterThanOrEqual(p.front.y + p.front.h);
          }
          // Every touch target ≥ 44 px: cards, hand cards, pawns, buttons, market cards, heroes, die.
          const targets = [l.card, l.handCard, l.button, l.marketCard, { w: l.pawn, h: l.pawn }, { w: l.die.w, h: l.die.h }];
          for (const t of targets) { expect(t.w).toBeGreaterThanOrEqual(MIN_TARGET); expect(t.h).toBeGreaterThanOrEqual(MIN_TARGET); }
          for (const hero of l.heroes) expect(hero.h).toBeGreaterThanOrEqual(MIN_TARGET);
          for (const p of l.pawns) expect(p.front.h).toBeGreaterThanOrEqual(MIN_TARGET);
          // Ten hand places, apart, of the action card's ratio; the buttons fit their row.
          expect(l.handSlots).toHaveLength(10);
          for (let i = 0; i < 10; i++) for (let j = i + 1; j < 10; j++) expect(overlap(l.handSlots[i], l.handSlots[j])).toBe(false);
          expect(Math.abs(l.handCard.w / l.handCard.h - ACTION_RATIO)).toBeLessThan(0.02);
          expect(l.buttonCount * l.button.w).toBeLessThanOrEqual(l.buttons.w);
          expect(l.marketCard.h).toBeLessThanOrEqual(l.market.h);
        });
      }
    }
  }

  it('reads the hand better on a tablet held upright: two rows of five', () => {
    const l = gowLayout(768, 1024, 3, 4);
    expect(new Set(l.handSlots.map((s) => s.y)).size).toBe(2);
    expect(l.handCard.w).toBeGreaterThanOrEqual(80);
  });
});

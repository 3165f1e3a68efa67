// The table's layout: for every window size and player count, everything is on screen, the big areas
// do not overlap, and every touch target is at least 44 CSS px on a 1024×768 tablet either way round.
import { describe, expect, it } from 'vitest';
import { MIN_TARGET, panelAnchors, spread, stripParts, tableLayout, type Rect } from '../../scenes/presenter/table-layout';
import { railParts } from '../../scenes/presenter/rail-layout';

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;
const inside = (a: Rect, w: number, h: number) => a.x >= -0.5 && a.y >= -0.5 && a.x + a.w <= w + 0.5 && a.y + a.h <= h + 0.5;
const SIZES: [number, number][] = [[1280, 720], [1024, 768], [768, 1024], [1920, 1080], [1366, 768], [820, 1180]];

describe('tableLayout', () => {
  for (const [w, h] of SIZES) {
    for (const n of [2, 3, 4, 5]) for (const withRail of [false, true]) {
      it(`${w}×${h}, ${n} players${withRail ? ', with the expansions\' rail' : ''}`, () => {
        const L = tableLayout(w, h, n, withRail);
        expect(L.rail === null).toBe(!withRail);
        expect(L.portrait).toBe(w < h * 1.05);
        const areas: [string, Rect][] = [
          ['header', L.header], ['mat', L.mat], ['reserve', L.reserve], ['fieldDiscard', L.fieldDiscard], ['status', L.status],
          ['hand', L.hand], ['actions', L.actions], ['armor', L.armor], ['log', L.log], ...L.players.map((p, i): [string, Rect] => [`player${i}`, p]),
          ...L.strips.map((s, i): [string, Rect] => [`strip${i}`, s]), ...(L.rail ? [['rail', L.rail] as [string, Rect]] : []),
        ];
        for (const [name, r] of areas) expect(inside(r, w, h), `${name} on screen`).toBe(true);
        // The big areas never overlap one another.
        const big: [string, Rect][] = [['mat', L.mat], ['hand', L.hand], ['actions', L.actions], ['log', L.log], ['status', L.status], ...L.players.map((p, i): [string, Rect] => [`player${i}`, p]),
          ...(L.rail ? [['rail', L.rail] as [string, Rect]] : [])];
        for (let i = 0; i < big.length; i++) for (let j = i + 1; j < big.length; j++) {
          expect(overlap(big[i][1], big[j][1]), `${big[i][0]} × ${big[j][0]}`).toBe(false);
        }
        for (const [i, s] of L.slots.entries()) {
          for (const t of L.slots.slice(i + 1)) expect(overlap(s, t)).toBe(false);
          expect(overlap(s, L.strips[i])).toBe(false);
        }
        // The rail sits under the field: it covers no strip of played cards.
        for (const s of L.rail ? L.strips : []) expect(overlap(s, L.rail!)).toBe(false);
        // The zoom panel sits beside the field: it never covers a field card.
        for (const s of L.slots) expect(overlap(s, L.zoom)).toBe(false);
        expect(L.card).toBeGreaterThan(80);
      });
    }
  }

  for (const [w, h] of [[1024, 768], [768, 1024]] as const) {
    it(`gives every touch target at least ${MIN_TARGET} px at ${w}×${h}`, () => {
      const L = tableLayout(w, h, 5);
      expect(L.card).toBeGreaterThanOrEqual(MIN_TARGET);
      expect(L.mini).toBeGreaterThanOrEqual(MIN_TARGET);
      expect(L.handCard).toBeGreaterThanOrEqual(MIN_TARGET);
      for (const b of L.headerButtons) expect(Math.min(b.w, b.h)).toBeGreaterThanOrEqual(MIN_TARGET);
      for (const p of L.players) expect(Math.min(p.w, p.h)).toBeGreaterThanOrEqual(MIN_TARGET);
      expect(L.actions.w).toBeGreaterThanOrEqual(MIN_TARGET);
      // Two mini cards side by side fit a strip without hiding each other.
      expect(stripParts(L.strips[0]).minis.w).toBeGreaterThanOrEqual(2 * L.mini);
      // Even eight cards in hand leave each at least 44 px to tap.
      const xs = spread(8, L.handCard, L.hand.w);
      expect(xs[1] - xs[0]).toBeGreaterThanOrEqual(MIN_TARGET);
    });
  }

  it('places the panel icons inside the panel', () => {
    const p = { x: 10, y: 20, w: 220, h: 90 };
    for (const r of Object.values(panelAnchors(p))) {
      expect(r.x).toBeGreaterThanOrEqual(p.x);
      expect(r.x + r.w).toBeLessThanOrEqual(p.x + p.w + 0.5);
      expect(r.y + r.h).toBeLessThanOrEqual(p.y + p.h + 0.5);
    }
  });

  it('spreads cards evenly, overlapping only when they do not fit', () => {
    expect(spread(3, 100, 400, 10)).toEqual([40, 150, 260]);
    const tight = spread(5, 100, 300);
    expect(tight[0]).toBe(0);
    expect(tight[4]).toBe(200);
  });
});

describe('railParts (the expansions\' band)', () => {
  for (const [w, h] of [[1024, 768], [768, 1024], [1280, 720]] as const) {
    it(`fits the Epic, the counters and three pillars with 44 px targets at ${w}×${h}`, () => {
      const L = tableLayout(w, h, 5, true);
      const rail = L.rail!;
      const parts = railParts(rail, 3);
      const all = [parts.epic, parts.epicInfo, parts.counters, ...parts.pillars.flatMap((p) => [p.card, p.totals, p.minis, p.button])];
      for (const r of all) expect(r.x + r.w).toBeLessThanOrEqual(rail.x + rail.w + 0.5);
      for (const r of all) expect(r.y + r.h).toBeLessThanOrEqual(rail.y + rail.h + 0.5);
      for (const p of parts.pillars) expect(Math.min(p.button.w, p.button.h, p.card.w)).toBeGreaterThanOrEqual(MIN_TARGET);
      expect(parts.mini).toBeGreaterThanOrEqual(MIN_TARGET);
      // Pillars side by side, not on top of each other.
      for (let i = 1; i < parts.pillars.length; i++) expect(parts.pillars[i].card.x).toBeGreaterThanOrEqual(parts.pillars[i - 1].card.x + parts.pillars[i - 1].card.w);
    });
  }
});

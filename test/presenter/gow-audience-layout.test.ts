// God of War in the audience window (gow-audience-layout.ts): for 1 to 4 heroes and Scenarios of 1 to 6
// columns, everything inside the 1920×1080 canvas and above the captions, the main areas apart, the
// Scenario's cards and the pawns' spaces in their columns.
import { describe, expect, it } from 'vitest';
import { AUDIENCE_W, CAPTIONS } from '../../scenes/presenter/audience/audience-layout';
import { gowAudienceLayout } from '../../scenes/presenter/audience/gow-audience-layout';
import type { Rect } from '../../scenes/presenter/table-layout';

const inside = (r: Rect) => r.x >= 0 && r.y >= 0 && r.x + r.w <= AUDIENCE_W && r.y + r.h <= CAPTIONS.y;
const apart = (a: Rect, b: Rect) => a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;

describe('God of War in the audience window', () => {
  for (const seats of [1, 2, 3, 4]) {
    for (const columns of [1, 3, 4, 6]) {
      it(`${seats} heroes, ${columns} columns: inside the canvas, above the captions, apart`, () => {
        const L = gowAudienceLayout(seats, columns);
        const cards = L.cards.flat();
        const pawns = L.pawns.flatMap((p) => [p.front, p.back]);
        const areas = [L.title, L.pyramid, L.die, L.market, L.status, ...L.heroes, ...cards, ...pawns];
        expect(areas.filter((r) => !inside(r))).toEqual([]);
        expect(L.cards.map((row) => row.length)).toEqual([columns, columns]);
        expect(L.heroes).toHaveLength(seats);
        expect(L.heroes.every((h) => h.h >= 100)).toBe(true);
        // Nothing of the Scenario's side under the right column's pieces, nor a card on another.
        const right = [L.pyramid, L.die, L.market, L.status, ...L.heroes];
        for (const a of [...cards, ...pawns, L.scenario]) for (const b of right) expect(apart(a, b)).toBe(true);
        for (let i = 0; i < cards.length; i++) for (let j = i + 1; j < cards.length; j++) expect(apart(cards[i], cards[j])).toBe(true);
        expect(apart(L.pyramid, L.die)).toBe(true);
        for (const h of L.heroes) expect(apart(h, L.market) && apart(h, L.pyramid)).toBe(true);
        // Readable on a stream: cards at least 150 px wide for up to four columns, pawns 66 px.
        if (columns <= 4) expect(L.cards[0][0].w).toBeGreaterThanOrEqual(150);
        L.pawns.forEach((p, c) => { expect(p.front.x).toBe(L.cards[1][c].x); expect(p.back.y).toBeGreaterThan(p.front.y); });
      });
    }
  }
});

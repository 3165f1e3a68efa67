// Issue 12: at 1024 and 768 px wide, the seed under the title ran into the clock: the first flame's
// halo spilled left of the clock's rect, and the title's lines were fitted to the rect's width though
// they start a few px inside it. The title's lines must end before the leftmost flame as drawn.
import { describe, expect, it } from 'vitest';
import { clockFlames, fitScale, FLAME_SPREAD } from '../../scenes/presenter/clock-layout';
import { MIN_TARGET, tableLayout, type Rect } from '../../scenes/presenter/table-layout';
import { coopLayout } from '../../scenes/presenter/coop/coop-layout';
import { CLOCK_FLAMES } from '../../src/engine';

describe('the header: title, seed and clock (issue 12)', () => {
  for (const [w, h] of [[1024, 768], [768, 1024], [1280, 720], [1920, 1080]] as const) {
    for (const players of [2, 5]) {
      it(`${w}×${h}, ${players} players: the title and the seed stay clear of the clock's flames`, () => {
        const L = tableLayout(w, h, players);
        const { flames } = clockFlames(L.clock, CLOCK_FLAMES);
        const flameLeft = Math.min(...flames.map((f) => f.x - (f.size * FLAME_SPREAD) / 2));
        const flameRight = Math.max(...flames.map((f) => f.x + (f.size * FLAME_SPREAD) / 2));
        // Every halo is drawn inside the clock's rect…
        expect(flameLeft).toBeGreaterThanOrEqual(L.clock.x);
        expect(flameRight).toBeLessThanOrEqual(L.clock.x + L.clock.w);
        // …and the title's rect ends before it.
        expect(L.title.x + L.title.w).toBeLessThan(L.clock.x);
        // A subtitle wider than the room, placed as the Hud does (6 px in), ends inside the title's rect.
        const x = L.title.x + 6, width = 400;
        expect(x + width * fitScale(L.title, x, width)).toBeLessThanOrEqual(L.title.x + L.title.w + 0.01);
        expect(x + width * fitScale(L.title, x, width)).toBeLessThan(flameLeft);
      });
    }
  }

  it('fits six buttons (undo ↶, the sound\'s mute, then ?, speed, language, menu) beside the clock and the title, from 768 px wide', () => {
    const apart = (a: Rect, b: Rect) => a.x + a.w <= b.x || b.x + b.w <= a.x;
    for (const [w, h] of [[768, 1024], [768, 600], [820, 1180], [1024, 768], [1280, 720], [1366, 768], [1920, 1080]] as const) {
      const L = tableLayout(w, h, 4);
      expect(L.headerButtons).toHaveLength(6);
      const left = Math.min(...L.headerButtons.map((b) => b.x));
      expect(L.headerButtons[5].x).toBe(left); // undo (issue 13) sits left of the others, then the mute
      expect(L.headerButtons[4].x).toBe(Math.min(...L.headerButtons.slice(0, 5).map((b) => b.x)));
      for (const b of L.headerButtons) {
        expect(Math.min(b.w, b.h), `${w}×${h}`).toBeGreaterThanOrEqual(MIN_TARGET);
        expect(b.x + b.w).toBeLessThanOrEqual(w);
        expect(apart(b, L.clock), `${w}×${h}: a button over the clock`).toBe(true);
        for (const o of L.headerButtons) if (o !== b) expect(apart(b, o)).toBe(true);
      }
      expect(L.title.w, `${w}×${h}: room for the title`).toBeGreaterThan(180);
      const C = coopLayout(w, h, 3);
      expect(C.headerButtons).toHaveLength(6);
      for (const b of C.headerButtons) {
        expect(b.h).toBeGreaterThanOrEqual(MIN_TARGET);
        expect(b.x).toBeGreaterThan(C.title.x + C.title.w);
        expect(b.x + b.w).toBeLessThanOrEqual(w);
      }
      expect(C.title.w).toBeGreaterThan(300);
    }
  });

  it('leaves text that fits at its size', () => {
    expect(fitScale({ x: 10, y: 0, w: 300, h: 40 }, 16, 120)).toBe(1);
  });
});

// The replay's controls (issue 13; the brief: "controls bar (finger-sized)"): every button at least
// 44 px, on screen, and clear of the field, the cards played facing it, the hand, the panels and the log.
import { describe, expect, it } from 'vitest';
import { tableLayout, type Rect } from '../../scenes/presenter/table-layout';
import { classicBar, rowAt, rowWidth, scrubberOf, stepAtX, xOfStep } from '../../scenes/presenter/replay-layout';

const meets = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('the replay bar on the classic table', () => {
  const sizes = [[1280, 720], [1024, 768], [768, 1024], [1366, 768], [1920, 1080], [1024, 600], [800, 1280]];
  for (const [w, h] of sizes) for (const seats of [2, 3, 5]) for (const rail of [false, true]) {
    it(`${w}×${h}, ${seats} players${rail ? ', expansions' : ''}`, () => {
      const L = tableLayout(w, h, seats, rail);
      const bar = classicBar(L);
      for (const b of bar.buttons) {
        expect(b.w).toBeGreaterThanOrEqual(44);
        expect(b.h).toBeGreaterThanOrEqual(44);
        expect(b.x).toBeGreaterThanOrEqual(0);
        expect(b.y).toBeGreaterThanOrEqual(0);
        expect(b.x + b.w).toBeLessThanOrEqual(w);
        expect(b.y + b.h).toBeLessThanOrEqual(h);
      }
      const p = bar.panel;
      for (const [name, r] of [['hand', L.hand], ['mat', L.mat], ['log', L.log], ...L.strips.map((s, i) => [`strip ${i}`, s] as const), ...L.players.map((s, i) => [`player ${i}`, s] as const)] as const) {
        expect(meets(p, r), `${name} ${JSON.stringify(r)} vs ${JSON.stringify(p)}`).toBe(false);
      }
    });
  }
});

// Issue 25: the replay's scrubber: a track a finger can hold, on screen, whose ends are the first and
// the last step and whose knob stands where its step is.
describe('the replay scrubber', () => {
  it('is 44 px tall, on screen, above the bar, and maps its ends to the first and last steps', () => {
    for (const [w, h] of [[1280, 720], [1024, 768], [768, 1024], [360, 640]]) {
      const bar = rowAt(Math.max(8, (w - rowWidth()) / 2), h - 72);
      const track = scrubberOf(bar, w);
      expect(track.h).toBeGreaterThanOrEqual(44);
      expect(track.x).toBeGreaterThanOrEqual(0);
      expect(track.x + track.w).toBeLessThanOrEqual(w);
      expect(track.y + track.h).toBeLessThanOrEqual(bar.panel.y);
      expect(stepAtX(track, track.x, 317)).toBe(0);
      expect(stepAtX(track, track.x + track.w, 317)).toBe(317);
      for (const k of [0, 1, 100, 316, 317]) expect(stepAtX(track, xOfStep(track, k, 317), 317)).toBe(k);
    }
  });
});

describe('the replay scrubber on the classic table', () => {
  it('stands left of the grid, clear of it and of the hand, on screen, at every size', () => {
    for (const [w, h] of [[1280, 720], [1024, 768], [768, 1024]]) {
      const L = tableLayout(w, h, 2, false);
      const bar = classicBar(L);
      const track = scrubberOf(bar, w);
      expect(track.h).toBeGreaterThanOrEqual(44);
      expect(track.w).toBeGreaterThanOrEqual(200);
      expect(track.x).toBeGreaterThanOrEqual(0);
      expect(track.x + track.w <= bar.panel.x || track.y + track.h <= bar.panel.y).toBe(true);
      expect(track.y + track.h).toBeLessThanOrEqual(L.hand.y + 4);
    }
  });
});

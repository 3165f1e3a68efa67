// Where the clock's flames are drawn inside its rect, and what is left for the title beside it. Plain
// TS so that a test can check the title and the seed stay clear of the flames (issue 12: at 1024 and
// 768 px wide the seed ran into the clock, whose first flame's halo spilled left of its rect).
import type { Rect } from './table-layout';

/** A flame's image is this many times the flame's size wide (its halo). */
export const FLAME_SPREAD = 1.25;

export interface FlameSpot { x: number; y: number; size: number }

/** n flames in a shallow arc over the rect's left part (the right part is the count's), each image,
 *  halo included, inside the rect. */
export function clockFlames(r: Rect, n: number): { flames: FlameSpot[]; labelX: number } {
  const labelW = Math.min(70, r.w * 0.2);
  const span = r.w - labelW - 8;
  const size = Math.min(r.h * 0.95, (span / n) * 1.5);
  // Centres from half an image in from either end, so that no halo crosses the rect's edge.
  const half = (size * FLAME_SPREAD) / 2;
  const step = n > 1 ? (span - 2 * half) / (n - 1) : 0;
  const flames = Array.from({ length: n }, (_, i) => {
    const arc = Math.sin((Math.PI * (i + 0.5)) / n);
    return { x: r.x + half + step * i, y: r.y + r.h * 0.62 - arc * r.h * 0.16, size };
  });
  return { flames, labelX: r.x + span + 10 };
}

/** The scale that keeps a line of text starting at x, `width` wide, inside r (never above 1). */
export const fitScale = (r: Rect, x: number, width: number): number =>
  width > 0 ? Math.min(1, (r.x + r.w - x) / width) : 1;

// The card painter's shared vocabulary: its two typefaces and the path and colour helpers that the
// frame, the art window and the badges all draw with. A leaf module, so that those parts can share
// them without importing one another (dependency-cruiser forbids runtime import cycles).
import { PRISM_STOPS } from './cardArt';

export const DISPLAY_FONT = 'Cinzel, "Trajan Pro", Georgia, serif';
export const TEXT_FONT = 'Inter, "Helvetica Neue", Arial, sans-serif';

export type Ctx = CanvasRenderingContext2D;

export function polygonPath(ctx: Ctx, cx: number, cy: number, points: number, outer: number, inner: number, rot = -Math.PI / 2): void {
  ctx.beginPath();
  const n = inner > 0 ? points * 2 : points;
  for (let i = 0; i < n; i++) {
    const r = inner > 0 && i % 2 === 1 ? inner : outer;
    const a = rot + (i * Math.PI * 2) / n;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

export function prismGradient(ctx: Ctx, cx: number, cy: number, rot = 0): CanvasGradient {
  const g = ctx.createConicGradient(rot, cx, cy);
  PRISM_STOPS.forEach((c, i) => g.addColorStop(i / (PRISM_STOPS.length - 1), c));
  return g;
}

export function hexToRgba(hex: string, alpha: number): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
}

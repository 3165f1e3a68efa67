// The keyword glyphs of the card faces (issue 25): each trigger word of a card text (Play, Arrival,
// Discard, Defeated…) as a small coloured tile with a white pictogram, drawn with Canvas 2D paths, so
// the face spends its room on what the trigger does. The zoom and the hover card keep the words.
import { polygonPath, type Ctx } from './cardPaintKit';
import type { Keyword } from './faceText';

/** The tile's colour: what happens when (gold), to your hand (blue), harm (red), Poseidon (sea). */
const TILE: Record<Keyword, string> = {
  play: '#c98a1c', arrival: '#b8661a', discard: '#2f63c8', defeated: '#b42a3a', exit: '#6a5aa8',
  marked: '#17858f', freeze: '#3c9fd0', destroy: '#8e1f2b', wound: '#c23b2b', pillar: '#1d6fa0',
  transcended: '#9a6ad8', epicEnd: '#9c7424', turnEnd: '#4b5a8a', gameEnd: '#4b5a8a', turnStart: '#4b5a8a',
  reminder: '#56617f',
};

/** Paints keyword k's glyph in the square (x, y, s). */
export function drawKeywordGlyph(ctx: Ctx, k: Keyword, x: number, y: number, s: number): void {
  const cx = x + s / 2, cy = y + s / 2, r = s / 2;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(x, y, s, s, s * 0.22);
  const g = ctx.createLinearGradient(x, y, x, y + s);
  g.addColorStop(0, TILE[k]);
  g.addColorStop(1, shade(TILE[k]));
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.06);
  ctx.strokeStyle = 'rgba(255,255,255,0.55)';
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = Math.max(1, s * 0.1);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  PICTOGRAMS[k](ctx, cx, cy, r * 0.62);
  ctx.restore();
}

function shade(hex: string): string {
  const n = parseInt(hex.slice(1), 16);
  const f = (v: number) => Math.round(v * 0.55);
  return `rgb(${f((n >> 16) & 255)},${f((n >> 8) & 255)},${f(n & 255)})`;
}

type Pictogram = (ctx: Ctx, cx: number, cy: number, r: number) => void;

const path = (ctx: Ctx, pts: [number, number][], cx: number, cy: number, r: number, close = false) => {
  ctx.beginPath();
  pts.forEach(([px, py], i) => (i ? ctx.lineTo(cx + px * r, cy + py * r) : ctx.moveTo(cx + px * r, cy + py * r)));
  if (close) ctx.closePath();
};

/** A turning arrow (a turn going round), open at the top right. */
const turnArrow = (ctx: Ctx, cx: number, cy: number, r: number) => {
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.8, -Math.PI * 0.35, Math.PI * 1.35);
  ctx.stroke();
  path(ctx, [[0.3, -1.05], [0.5, -0.5], [0.98, -0.72]], cx, cy, r);
  ctx.stroke();
};

const PICTOGRAMS: Record<Keyword, Pictogram> = {
  // A card laid down: a triangle pointing into play.
  play: (ctx, cx, cy, r) => { path(ctx, [[-0.6, -0.85], [0.85, 0], [-0.6, 0.85]], cx, cy, r, true); ctx.fill(); },
  // A four-point star landing: the card arrives on the field.
  arrival: (ctx, cx, cy, r) => { polygonPath(ctx, cx, cy, 4, r * 1.05, r * 0.34, -Math.PI / 2); ctx.fill(); },
  // A card and an arrow sliding it out of the hand.
  discard: (ctx, cx, cy, r) => {
    ctx.strokeRect(cx - r * 0.9, cy - r * 0.85, r * 0.95, r * 1.5);
    path(ctx, [[0.05, 0.55], [0.95, -0.35]], cx, cy, r); ctx.stroke();
    path(ctx, [[0.45, -0.4], [0.95, -0.35], [0.9, 0.15]], cx, cy, r); ctx.stroke();
  },
  // Two crossed blades.
  defeated: (ctx, cx, cy, r) => {
    path(ctx, [[-0.85, -0.85], [0.85, 0.85]], cx, cy, r); ctx.stroke();
    path(ctx, [[0.85, -0.85], [-0.85, 0.85]], cx, cy, r); ctx.stroke();
    path(ctx, [[-0.95, 0.45], [-0.45, 0.95]], cx, cy, r); ctx.stroke();
    path(ctx, [[0.95, 0.45], [0.45, 0.95]], cx, cy, r); ctx.stroke();
  },
  // An arrow leaving through a doorway.
  exit: (ctx, cx, cy, r) => {
    path(ctx, [[-0.2, -0.95], [-0.85, -0.95], [-0.85, 0.95], [-0.2, 0.95]], cx, cy, r); ctx.stroke();
    path(ctx, [[-0.35, 0], [0.95, 0]], cx, cy, r); ctx.stroke();
    path(ctx, [[0.5, -0.45], [0.95, 0], [0.5, 0.45]], cx, cy, r); ctx.stroke();
  },
  // Poseidon's mark: a trident.
  marked: (ctx, cx, cy, r) => {
    path(ctx, [[0, -0.95], [0, 1]], cx, cy, r); ctx.stroke();
    path(ctx, [[-0.7, -0.9], [-0.7, -0.25], [0.7, -0.25], [0.7, -0.9]], cx, cy, r); ctx.stroke();
  },
  // A snowflake.
  freeze: (ctx, cx, cy, r) => {
    for (let i = 0; i < 3; i++) {
      const a = (i * Math.PI) / 3 + Math.PI / 2;
      ctx.beginPath();
      ctx.moveTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
      ctx.lineTo(cx - Math.cos(a) * r, cy - Math.sin(a) * r);
      ctx.stroke();
    }
  },
  // A lightning bolt.
  destroy: (ctx, cx, cy, r) => { path(ctx, [[0.2, -1], [-0.6, 0.1], [0, 0.1], [-0.2, 1], [0.6, -0.15], [0, -0.15]], cx, cy, r, true); ctx.fill(); },
  // A drop.
  wound: (ctx, cx, cy, r) => {
    ctx.beginPath();
    ctx.moveTo(cx, cy - r);
    ctx.bezierCurveTo(cx + r * 0.2, cy - r * 0.4, cx + r * 0.8, cy, cx + r * 0.7, cy + r * 0.4);
    ctx.arc(cx, cy + r * 0.35, r * 0.7, 0, Math.PI);
    ctx.bezierCurveTo(cx - r * 0.8, cy, cx - r * 0.2, cy - r * 0.4, cx, cy - r);
    ctx.fill();
  },
  // A column: capital, shaft, base.
  pillar: (ctx, cx, cy, r) => {
    ctx.fillRect(cx - r * 0.85, cy - r, r * 1.7, r * 0.3);
    ctx.fillRect(cx - r * 0.5, cy - r * 0.7, r * 1, r * 1.4);
    ctx.fillRect(cx - r * 0.85, cy + r * 0.7, r * 1.7, r * 0.3);
  },
  // Two rising chevrons.
  transcended: (ctx, cx, cy, r) => {
    path(ctx, [[-0.8, 0.1], [0, -0.7], [0.8, 0.1]], cx, cy, r); ctx.stroke();
    path(ctx, [[-0.8, 0.85], [0, 0.05], [0.8, 0.85]], cx, cy, r); ctx.stroke();
  },
  // An hourglass.
  epicEnd: (ctx, cx, cy, r) => { path(ctx, [[-0.7, -0.95], [0.7, -0.95], [-0.7, 0.95], [0.7, 0.95]], cx, cy, r, true); ctx.fill(); },
  turnEnd: (ctx, cx, cy, r) => { turnArrow(ctx, cx, cy, r); ctx.fillRect(cx - r * 0.15, cy - r * 0.15, r * 0.3, r * 0.3); },
  turnStart: (ctx, cx, cy, r) => { turnArrow(ctx, cx, cy, r); },
  // A flag.
  gameEnd: (ctx, cx, cy, r) => {
    path(ctx, [[-0.6, 1], [-0.6, -0.95]], cx, cy, r); ctx.stroke();
    path(ctx, [[-0.6, -0.95], [0.85, -0.55], [-0.6, -0.1]], cx, cy, r, true); ctx.fill();
  },
  // An "i".
  reminder: (ctx, cx, cy, r) => {
    ctx.beginPath(); ctx.arc(cx, cy - r * 0.7, r * 0.18, 0, Math.PI * 2); ctx.fill();
    ctx.fillRect(cx - r * 0.14, cy - r * 0.3, r * 0.28, r * 1.25);
  },
};

// The field's mat: a lacquered panel with a gold rim under a warm pool of light, one engraved outline
// per slot, the "TERRAIN" label, and the gold plaque "−1" under the 6th slot. Painted into the backdrop.
import type { Rect } from '../presenter/table-layout';

/** What the mat needs of the table layout. */
export interface MatLayout { card: number; slots: Rect[]; mat: Rect; minusOne: Rect }
import { DISPLAY_FONT } from './paintCard';

/**
 * Paints the mat for layout L onto a context whose origin is at (ox, oy) in table coordinates (the
 * mat is baked into the background texture: one full-screen layer costs far less than two in
 * software WebGL).
 */
export function paintMat(ctx: CanvasRenderingContext2D, L: MatLayout, ox = 0, oy = 0, label = 'TERRAIN'): void {
  const S = L.card;
  const m: Rect = { x: L.mat.x - ox, y: L.mat.y - oy, w: L.mat.w, h: L.mat.h };
  // Warm light on the field: an ellipse a little larger than the mat.
  ctx.save();
  const rx = m.w * 0.62, ry = m.h * 0.85;
  ctx.translate(m.x + m.w / 2, m.y + m.h / 2);
  ctx.scale(1, ry / rx);
  const glow = ctx.createRadialGradient(0, 0, 0, 0, 0, rx);
  glow.addColorStop(0, 'rgba(255,196,120,0.14)');
  glow.addColorStop(0.55, 'rgba(255,170,90,0.06)');
  glow.addColorStop(1, 'rgba(255,170,90,0)');
  ctx.fillStyle = glow;
  ctx.fillRect(-rx, -rx, rx * 2, rx * 2);
  ctx.restore();

  // Panel with drop shadow.
  const r = S * 0.09;
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.6)';
  ctx.shadowBlur = S * 0.25;
  ctx.shadowOffsetY = S * 0.05;
  ctx.beginPath();
  ctx.roundRect(m.x, m.y, m.w, m.h, r);
  const panel = ctx.createLinearGradient(0, m.y, 0, m.y + m.h);
  panel.addColorStop(0, 'rgba(22,32,72,0.82)');
  panel.addColorStop(1, 'rgba(9,14,36,0.88)');
  ctx.fillStyle = panel;
  ctx.fill();
  ctx.restore();
  // Gold rim, double line.
  const gold = ctx.createLinearGradient(m.x, m.y, m.x + m.w, m.y + m.h);
  gold.addColorStop(0, '#f6dc8e');
  gold.addColorStop(0.5, '#a8782a');
  gold.addColorStop(1, '#f1d27c');
  ctx.strokeStyle = gold;
  ctx.lineWidth = Math.max(1.5, S * 0.016);
  ctx.beginPath();
  ctx.roundRect(m.x, m.y, m.w, m.h, r);
  ctx.stroke();
  ctx.globalAlpha = 0.45;
  ctx.lineWidth = Math.max(1, S * 0.006);
  const i = S * 0.045;
  ctx.beginPath();
  ctx.roundRect(m.x + i, m.y + i, m.w - 2 * i, m.h - 2 * i, r * 0.7);
  ctx.stroke();
  ctx.globalAlpha = 1;
  // Corner studs.
  for (const [cx, cy] of [[m.x, m.y], [m.x + m.w, m.y], [m.x, m.y + m.h], [m.x + m.w, m.y + m.h]]) {
    ctx.beginPath();
    const d = S * 0.04;
    ctx.moveTo(cx, cy - d); ctx.lineTo(cx + d, cy); ctx.lineTo(cx, cy + d); ctx.lineTo(cx - d, cy);
    ctx.closePath();
    ctx.fillStyle = gold;
    ctx.fill();
  }

  // Slot outlines.
  L.slots.forEach((s, idx) => {
    const x = s.x - ox, y = s.y - oy;
    const sixth = idx === 5;
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(x - S * 0.025, y - S * 0.025, s.w + S * 0.05, s.h + S * 0.05, S * 0.075);
    ctx.fillStyle = sixth ? 'rgba(255,210,120,0.07)' : 'rgba(160,190,255,0.04)';
    ctx.fill();
    ctx.setLineDash([S * 0.05, S * 0.035]);
    ctx.lineWidth = Math.max(1, S * 0.008);
    ctx.strokeStyle = sixth ? 'rgba(246,210,130,0.7)' : 'rgba(200,180,130,0.35)';
    ctx.stroke();
    ctx.restore();
  });

  // The −1 plaque under slot 6.
  const p: Rect = { x: L.minusOne.x - ox, y: L.minusOne.y - oy, w: L.minusOne.w, h: L.minusOne.h };
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(p.x, p.y, p.w, p.h, p.h * 0.35);
  const plaque = ctx.createLinearGradient(p.x, p.y, p.x, p.y + p.h);
  plaque.addColorStop(0, '#fbe7a6');
  plaque.addColorStop(0.5, '#d3a445');
  plaque.addColorStop(1, '#9c6d1c');
  ctx.fillStyle = plaque;
  ctx.shadowColor = 'rgba(255,200,110,0.55)';
  ctx.shadowBlur = S * 0.08;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = Math.max(1, S * 0.008);
  ctx.strokeStyle = '#5a3a08';
  ctx.stroke();
  ctx.fillStyle = '#2e1c02';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `700 ${p.h * 0.78}px ${DISPLAY_FONT}`;
  ctx.fillText('\u22121', p.x + p.w / 2, p.y + p.h * 0.54);
  // Tiny Force (hexagon) and Cosmos (burst) marks either side: the discount applies to both.
  const mark = (cx: number, color: string, points: number, inner: number) => {
    ctx.beginPath();
    const n = inner > 0 ? points * 2 : points;
    const R = p.h * 0.26;
    for (let k = 0; k < n; k++) {
      const rr = inner > 0 && k % 2 ? R * inner : R;
      const a = (k * Math.PI * 2) / n - (inner > 0 ? Math.PI / 2 : 0);
      const x = cx + Math.cos(a) * rr, y = p.y + p.h / 2 + Math.sin(a) * rr;
      if (k === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.closePath();
    ctx.fillStyle = color;
    ctx.fill();
  };
  mark(p.x + p.h * 0.48, '#b3202a', 6, 0);
  mark(p.x + p.w - p.h * 0.48, '#2450c8', 8, 0.72);
  ctx.restore();

  // TERRAIN above the mat.
  ctx.save();
  const ly = m.y - S * 0.09;
  ctx.font = `600 ${Math.max(10, S * 0.085)}px ${DISPLAY_FONT}`;
  ctx.letterSpacing = `${S * 0.03}px`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = 'rgba(233,205,140,0.85)';
  ctx.fillText(label, m.x + m.w / 2, ly);
  const tw = ctx.measureText(label).width;
  ctx.strokeStyle = 'rgba(233,205,140,0.35)';
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(m.x + m.w / 2 - tw / 2 - S * 0.45, ly); ctx.lineTo(m.x + m.w / 2 - tw / 2 - S * 0.08, ly);
  ctx.moveTo(m.x + m.w / 2 + tw / 2 + S * 0.08, ly); ctx.lineTo(m.x + m.w / 2 + tw / 2 + S * 0.45, ly);
  ctx.stroke();
  ctx.restore();
}

/** Engraved outlines for the piles beside the mat (the reserve and the removed cards). */
export function paintPileSlots(ctx: CanvasRenderingContext2D, piles: Rect[], S: number): void {
  for (const p of piles) {
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(p.x - 3, p.y - 3, p.w + 6, p.h + 6, Math.min(p.w, p.h) * 0.08);
    ctx.fillStyle = 'rgba(160,190,255,0.05)';
    ctx.fill();
    ctx.setLineDash([S * 0.05, S * 0.035]);
    ctx.lineWidth = Math.max(1, S * 0.008);
    ctx.strokeStyle = 'rgba(200,180,130,0.4)';
    ctx.stroke();
    ctx.restore();
  }
}

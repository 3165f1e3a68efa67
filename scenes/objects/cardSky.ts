// The art window of a card face: a nebula, dust and a constellation generated from the card's id.
// cardArt.ts decides where the stars go (pure, tested in node); this file only turns them into pixels.
// Apart from the frame and words because it is a picture of its own, composited on its own terms.
import type { CardType } from '../../src/cards';
import { classTint, constellation } from './cardArt';
import { hexToRgba, type Ctx } from './cardPaintKit';
import { drawMotif } from './cardMotifs';

/** The art window: nebula, dust, constellation lines and glowing stars. */
export function drawSky(ctx: Ctx, card: Pick<CardType, 'id' | 'classes'>, x: number, y: number, w: number, h: number): void {
  const tint = classTint(card.classes);
  const sky = constellation(card.id, w / h);
  const big = Math.max(w, h);
  ctx.save();
  const base = ctx.createLinearGradient(x, y, x, y + h);
  base.addColorStop(0, '#040817');
  base.addColorStop(1, '#0a1130');
  ctx.fillStyle = base;
  ctx.fillRect(x, y, w, h);
  ctx.globalCompositeOperation = 'lighter';
  for (const n of sky.nebulae) {
    const cx = x + n.x * w, cy = y + n.y * h, r = n.r * big;
    const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, r);
    const col = tint.nebula[n.tone];
    g.addColorStop(0, hexToRgba(col, n.alpha * 0.55));
    g.addColorStop(0.45, hexToRgba(col, n.alpha * 0.22));
    g.addColorStop(1, hexToRgba(col, 0));
    ctx.fillStyle = g;
    ctx.fillRect(x, y, w, h);
  }
  for (const d of sky.dust) {
    ctx.fillStyle = `rgba(220,230,255,${d.alpha * 0.8})`;
    ctx.beginPath();
    ctx.arc(x + d.x * w, y + d.y * h, Math.max(0.5, d.size * big * 0.0045), 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalCompositeOperation = 'source-over';
  // The family's motif, under the constellation (issue 25: told apart at a glance).
  drawMotif(ctx, card, tint.nebula[0], x, y, w, h);
  const sx = (i: number) => x + sky.stars[i].x * w;
  const sy = (i: number) => y + sky.stars[i].y * h;
  // Lines: a wide soft glow, then a fine bright thread.
  ctx.lineCap = 'round';
  for (const [width, alpha] of [[big * 0.022, 0.12], [big * 0.008, 0.55]] as const) {
    ctx.strokeStyle = hexToRgba(tint.star.startsWith('#') ? tint.star : '#ffffff', alpha);
    ctx.lineWidth = Math.max(0.75, width);
    ctx.beginPath();
    for (const [a, b] of sky.lines) {
      ctx.moveTo(sx(a), sy(a));
      ctx.lineTo(sx(b), sy(b));
    }
    ctx.stroke();
  }
  ctx.globalCompositeOperation = 'lighter';
  sky.stars.forEach((s, i) => {
    const cx = sx(i), cy = sy(i);
    const r = s.size * big * 0.012;
    const halo = ctx.createRadialGradient(cx, cy, 0, cx, cy, r * 5);
    halo.addColorStop(0, hexToRgba(tint.nebula[0], 0.55));
    halo.addColorStop(0.3, hexToRgba(tint.nebula[0], 0.18));
    halo.addColorStop(1, hexToRgba(tint.nebula[0], 0));
    ctx.fillStyle = halo;
    ctx.beginPath();
    ctx.arc(cx, cy, r * 5, 0, Math.PI * 2);
    ctx.fill();
    if (s.size > 2) {
      // Diffraction spikes on the alpha star.
      ctx.strokeStyle = 'rgba(255,255,255,0.55)';
      ctx.lineWidth = Math.max(0.6, r * 0.22);
      ctx.beginPath();
      ctx.moveTo(cx - r * 6, cy); ctx.lineTo(cx + r * 6, cy);
      ctx.moveTo(cx, cy - r * 6); ctx.lineTo(cx, cy + r * 6);
      ctx.stroke();
    }
    const core = ctx.createRadialGradient(cx, cy, 0, cx, cy, r * 1.6);
    core.addColorStop(0, '#ffffff');
    core.addColorStop(0.45, tint.star);
    core.addColorStop(1, hexToRgba(tint.star, 0));
    ctx.fillStyle = core;
    ctx.beginPath();
    ctx.arc(cx, cy, r * 1.6, 0, Math.PI * 2);
    ctx.fill();
  });
  ctx.restore();
}

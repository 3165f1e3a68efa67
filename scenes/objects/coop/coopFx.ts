// Small pieces shared by the cooperative board's objects, painted once (Canvas 2D): Poseidon's trident,
// a soft round light (glows, foam, dust), a thin ring (wakes, highlight pulses), a bubble, the caustic
// light's net, and the start interval's mark.
import type Phaser from 'phaser';
import { seededRandom } from '../cardArt';
import { ensureCanvasTexture } from '../canvasTexture';

type Ctx = CanvasRenderingContext2D;
export const CAUSTIC_PX = 384;

/** A trident, standing, h tall, centred on (cx, cy): Poseidon's mark (also the board's centre). */
export function drawTrident(ctx: Ctx, cx: number, cy: number, h: number, fill: string | CanvasGradient): void {
  const w = h * 0.07, top = cy - h / 2, fork = cy - h * 0.14, span = h * 0.23;
  ctx.save();
  ctx.fillStyle = fill;
  ctx.beginPath();
  // The shaft and its butt.
  ctx.rect(cx - w / 2, fork, w, h * 0.6);
  ctx.moveTo(cx - w, cy + h * 0.44); ctx.lineTo(cx + w, cy + h * 0.44); ctx.lineTo(cx, cy + h / 2); ctx.closePath();
  // The crossbar, curving up to the outer prongs.
  ctx.moveTo(cx - span, fork - h * 0.1);
  ctx.quadraticCurveTo(cx - span, fork + w * 1.2, cx, fork + w * 1.2);
  ctx.quadraticCurveTo(cx + span, fork + w * 1.2, cx + span, fork - h * 0.1);
  ctx.lineTo(cx + span - w, fork - h * 0.1);
  ctx.quadraticCurveTo(cx + span - w, fork, cx, fork);
  ctx.quadraticCurveTo(cx - span + w, fork, cx - span + w, fork - h * 0.1);
  ctx.closePath();
  ctx.fill();
  // Three barbed points.
  for (const [x, tall] of [[cx - span + w / 2, 0.12], [cx, 0], [cx + span - w / 2, 0.12]]) {
    const tip = top + h * tall, base = fork - h * (tall ? 0.1 : 0);
    ctx.beginPath();
    ctx.moveTo(x - w / 2, base); ctx.lineTo(x - w / 2, tip + h * 0.12);
    ctx.lineTo(x - w * 1.5, tip + h * 0.15); ctx.lineTo(x, tip); ctx.lineTo(x + w * 1.5, tip + h * 0.15);
    ctx.lineTo(x + w / 2, tip + h * 0.12); ctx.lineTo(x + w / 2, base);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}

/** A soft round light (glows, foam): white to transparent, tinted by the image. */
export function softDotTexture(scene: Phaser.Scene): string {
  return ensureCanvasTexture(scene, 'coop:softdot', 64, 64, (ctx) => {
    const g = ctx.createRadialGradient(32, 32, 0, 32, 32, 32);
    g.addColorStop(0, 'rgba(255,255,255,1)');
    g.addColorStop(0.35, 'rgba(255,255,255,0.55)');
    g.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 64, 64);
  });
}

/** A thin light ring (foam rings, highlight pulses). */
export function ringTexture(scene: Phaser.Scene): string {
  return ensureCanvasTexture(scene, 'coop:ring', 96, 96, (ctx) => {
    ctx.shadowColor = 'rgba(255,255,255,0.9)';
    ctx.shadowBlur = 6;
    ctx.lineWidth = 4;
    ctx.strokeStyle = 'rgba(255,255,255,0.95)';
    ctx.beginPath();
    ctx.arc(48, 48, 38, 0, Math.PI * 2);
    ctx.stroke();
  });
}

/** A bubble: a thin bright ring with a glint. Shared with the pillars. */
export function bubbleTexture(scene: Phaser.Scene): string {
  return ensureCanvasTexture(scene, 'coop:bubble', 24, 24, (ctx) => {
    const g = ctx.createRadialGradient(12, 12, 6, 12, 12, 11);
    g.addColorStop(0, 'rgba(190,240,255,0.08)');
    g.addColorStop(1, 'rgba(220,250,255,0.85)');
    ctx.beginPath();
    ctx.arc(12, 12, 10.5, 0, Math.PI * 2);
    ctx.fillStyle = g;
    ctx.fill();
    ctx.beginPath();
    ctx.arc(8.5, 8.5, 2.6, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(255,255,255,0.95)';
    ctx.fill();
  });
}

/** Caustic light: the bright borders of wobbling cells (Worley F2 − F1), fading out to a round edge. */
export function paintCaustic(ctx: Ctx, size: number, cells: number, seed: number): void {
  const rnd = seededRandom(seed);
  const pts = Array.from({ length: cells * cells }, () => [rnd(), rnd()]);
  const img = ctx.createImageData(size, size);
  const cs = size / cells;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const u = (px + Math.sin(py / cs * 2.1) * cs * 0.28) / cs, v = (py + Math.sin(px / cs * 1.7) * cs * 0.28) / cs;
      const gx = Math.floor(u), gy = Math.floor(v);
      let f1 = 9, f2 = 9;
      for (let oy = -1; oy <= 1; oy++) {
        for (let ox = -1; ox <= 1; ox++) {
          const cx = gx + ox, cy = gy + oy;
          const q = pts[(((cy % cells) + cells) % cells) * cells + (((cx % cells) + cells) % cells)];
          const d = Math.hypot(cx + q[0] - u, cy + q[1] - v);
          if (d < f1) { f2 = f1; f1 = d; } else if (d < f2) f2 = d;
        }
      }
      const e = f2 - f1;
      const line = Math.exp(-((e / 0.09) ** 2)) * 0.6 + Math.exp(-((e / 0.3) ** 2)) * 0.22;
      const d = Math.hypot(px - size / 2, py - size / 2) / (size / 2);
      const fall = d >= 1 ? 0 : d < 0.55 ? 1 : (1 - (d - 0.55) / 0.45) ** 2;
      const o = (py * size + px) * 4;
      img.data[o] = 150; img.data[o + 1] = 228; img.data[o + 2] = 255;
      img.data[o + 3] = Math.min(255, line * fall * 255);
    }
  }
  ctx.putImageData(img, 0, 0);
}

/** The start interval's mark: a gold medallion with a curling wave (the water rises there). */
export function paintStartMark(ctx: Ctx, s: number): void {
  const c = s / 2, R = s * 0.44;
  const g = ctx.createRadialGradient(c - R * 0.3, c - R * 0.3, 0, c, c, R);
  g.addColorStop(0, '#fff3c4'); g.addColorStop(0.7, '#c8952e'); g.addColorStop(1, '#6b4a12');
  ctx.beginPath();
  ctx.arc(c, c, R, 0, Math.PI * 2);
  ctx.fillStyle = g;
  ctx.shadowColor = 'rgba(0,20,40,0.6)';
  ctx.shadowBlur = s * 0.08;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.beginPath();
  ctx.arc(c, c, R * 0.78, 0, Math.PI * 2);
  ctx.fillStyle = '#08344a';
  ctx.fill();
  ctx.strokeStyle = '#bff4ff';
  ctx.lineCap = 'round';
  ctx.lineWidth = s * 0.07;
  ctx.beginPath();
  ctx.moveTo(c - R * 0.55, c + R * 0.2);
  ctx.bezierCurveTo(c - R * 0.2, c + R * 0.2, c - R * 0.25, c - R * 0.45, c + R * 0.1, c - R * 0.45);
  ctx.arc(c + R * 0.1, c - R * 0.2, R * 0.25, -Math.PI / 2, Math.PI * 0.9);
  ctx.moveTo(c - R * 0.55, c + R * 0.45);
  ctx.quadraticCurveTo(c - R * 0.28, c + R * 0.3, c, c + R * 0.45);
  ctx.quadraticCurveTo(c + R * 0.28, c + R * 0.6, c + R * 0.55, c + R * 0.45);
  ctx.stroke();
}

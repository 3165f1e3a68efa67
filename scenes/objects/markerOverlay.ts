// What a marked card wears on the table (Asgard/Poseidon "carte marquée"): frost over a frozen card
// with its snowflake token (2, or 1 once flipped), a drop for a wound, and its VP tokens as coins
// along the top edge. Painted once per combination and card size into a texture laid over the card.
import type Phaser from 'phaser';
import type { MarkerModel } from '../presenter/table-model';
import { ensureCanvasTexture } from './canvasTexture';
import { drawSnowflake, drawToken } from './expansion-icons';

export const hasMarkers = (m: MarkerModel | undefined): m is MarkerModel => !!m && (m.wound || m.freeze > 0 || m.vp.length > 0);

export function markerTexture(scene: Phaser.Scene, m: MarkerModel, w: number, h: number): string {
  w = Math.round(w);
  h = Math.round(h);
  const key = `markers:${m.wound ? 1 : 0}:${m.freeze}:${m.vp.join(',')}:${w}x${h}`;
  return ensureCanvasTexture(scene, key, w, h, (ctx) => {
    const s = Math.min(w, h);
    if (m.freeze > 0) {
      // Frost: a pale blue veil, brighter at the edges, with a few crystals.
      const g = ctx.createRadialGradient(w / 2, h / 2, s * 0.2, w / 2, h / 2, Math.max(w, h) * 0.7);
      g.addColorStop(0, 'rgba(170,220,255,0.18)');
      g.addColorStop(1, 'rgba(200,235,255,0.55)');
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.roundRect(0, 0, w, h, s * 0.06);
      ctx.fill();
      for (const [fx, fy, fr] of [[0.18, 0.2, 0.09], [0.82, 0.75, 0.07], [0.25, 0.85, 0.05]]) {
        drawSnowflake(ctx, w * fx, h * fy, s * fr, 'rgba(235,248,255,0.75)');
      }
      // The freeze token: a disc with the snowflake and what is left to heal (2 or 1).
      const r = s * 0.16, cx = w - r - s * 0.05, cy = h / 2;
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      ctx.fillStyle = m.freeze === 2 ? '#1d5fa8' : '#5b8fc4';
      ctx.fill();
      ctx.lineWidth = Math.max(1, r * 0.12);
      ctx.strokeStyle = '#e6f6ff';
      ctx.stroke();
      drawSnowflake(ctx, cx, cy, r * 0.62, '#e6f6ff');
      ctx.fillStyle = '#ffffff';
      ctx.font = `800 ${Math.round(r * 0.8)}px Inter, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(m.freeze), cx + r * 0.62, cy + r * 0.62);
    }
    if (m.wound) {
      const r = s * 0.13, cx = r + s * 0.06, cy = h / 2;
      ctx.beginPath();
      ctx.moveTo(cx, cy - r * 1.2);
      ctx.bezierCurveTo(cx + r, cy, cx + r * 0.9, cy + r, cx, cy + r);
      ctx.bezierCurveTo(cx - r * 0.9, cy + r, cx - r, cy, cx, cy - r * 1.2);
      ctx.fillStyle = '#d11f2e';
      ctx.fill();
      ctx.lineWidth = Math.max(1, r * 0.12);
      ctx.strokeStyle = '#ffd0d0';
      ctx.stroke();
    }
    // VP tokens: coins in a row high on the card (at most four drawn, then "×n").
    const r = s * 0.19;
    const shown = m.vp.slice(0, 4);
    shown.forEach((v, i) => drawToken(ctx, w / 2 + (i - (shown.length - 1) / 2) * r * 1.5, h * 0.32, r, v));
    if (m.vp.length > shown.length) {
      ctx.fillStyle = '#ffffff';
      ctx.font = `800 ${Math.round(r)}px Inter, sans-serif`;
      ctx.textAlign = 'center';
      ctx.fillText(`×${m.vp.length}`, w / 2, h * 0.32 + r * 2);
    }
  });
}

// Small HUD pieces drawn with the Canvas API (anti-aliased in the texture itself, so they stay smooth
// with WebGL antialiasing off).
import type Phaser from 'phaser';
import { ensureCanvasTexture } from './CardView';
import { TEXT_FONT } from './paintCard';

/** A navy pill with a gold rim and centred text; returns its texture key. */
export function pillTexture(scene: Phaser.Scene, text: string, fontPx: number): string {
  const font = `700 ${fontPx}px ${TEXT_FONT}`;
  const spacing = fontPx * 0.14;
  const probe = document.createElement('canvas').getContext('2d')!;
  probe.font = font;
  probe.letterSpacing = `${spacing}px`;
  const tw = Math.ceil(probe.measureText(text).width);
  const h = Math.ceil(fontPx * 2.1);
  const w = tw + Math.ceil(fontPx * 2.2);
  return ensureCanvasTexture(scene, `pill:${text}:${fontPx}`, w + 4, h + 4, (ctx) => {
    ctx.beginPath();
    ctx.roundRect(2, 2, w, h, h / 2);
    ctx.fillStyle = 'rgba(12,21,54,0.88)';
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = 'rgba(201,168,90,0.85)';
    ctx.stroke();
    ctx.font = font;
    ctx.letterSpacing = `${spacing}px`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = '#e6ecff';
    // letterSpacing adds space after the last glyph too: shift by half of it.
    ctx.fillText(text, 2 + w / 2 + spacing / 2, 2 + h / 2 + fontPx * 0.05);
  });
}

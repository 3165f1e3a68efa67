// The Sanctuary's night sky behind the table: a deep navy gradient, a faint band of nebula and a
// field of still stars, baked with whatever the table paints over it (the mat) into one full-screen
// texture per window size and layout, plus a few twinkling stars. In software WebGL every full-screen
// textured layer costs tens of milliseconds a frame, so there is exactly one.
// Seeded, so every screenshot shows the same sky.
import Phaser from 'phaser';
import { seededRandom } from './cardArt';
import { ensureCanvasTexture, pruneTextures } from './canvasTexture';

const TWINKLES = 26;

function paintSky(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  const random = seededRandom(0x5a1e7);
  const base = ctx.createLinearGradient(0, 0, w * 0.3, h);
  base.addColorStop(0, '#02050f');
  base.addColorStop(0.55, '#050b22');
  base.addColorStop(1, '#08112f');
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, w, h);

  // A milky band from the lower left to the upper right.
  ctx.globalCompositeOperation = 'lighter';
  const tones = ['rgba(70,50,150,', 'rgba(30,90,150,', 'rgba(120,50,110,', 'rgba(40,70,140,'];
  for (let i = 0; i < 14; i++) {
    const t = i / 13;
    const x = w * (-0.05 + t * 1.1) + (random() - 0.5) * w * 0.12;
    const y = h * (1.0 - t * 0.95) + (random() - 0.5) * h * 0.18;
    const r = Math.max(w, h) * (0.14 + random() * 0.16);
    const g = ctx.createRadialGradient(x, y, 0, x, y, r);
    const tone = tones[i % tones.length];
    const a = 0.06 + random() * 0.07;
    g.addColorStop(0, `${tone}${a})`);
    g.addColorStop(1, `${tone}0)`);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, w, h);
  }
  // Still stars: many faint, a few bright with a halo.
  const count = Math.round((w * h) / 2600);
  for (let i = 0; i < count; i++) {
    const x = random() * w, y = random() * h;
    const bright = random() < 0.04;
    const r = bright ? 0.9 + random() * 0.8 : 0.35 + random() * 0.6;
    const a = bright ? 0.75 : 0.15 + random() * 0.45;
    if (bright) {
      const g = ctx.createRadialGradient(x, y, 0, x, y, r * 6);
      g.addColorStop(0, `rgba(190,210,255,${a * 0.35})`);
      g.addColorStop(1, 'rgba(190,210,255,0)');
      ctx.fillStyle = g;
      ctx.fillRect(x - r * 6, y - r * 6, r * 12, r * 12);
    }
    ctx.fillStyle = `rgba(225,232,255,${a})`;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalCompositeOperation = 'source-over';
  // Vignette.
  const v = ctx.createRadialGradient(w / 2, h * 0.52, Math.min(w, h) * 0.3, w / 2, h / 2, Math.max(w, h) * 0.75);
  v.addColorStop(0, 'rgba(2,4,12,0)');
  v.addColorStop(1, 'rgba(2,4,12,0.6)');
  ctx.fillStyle = v;
  ctx.fillRect(0, 0, w, h);
}

function paintTwinkle(ctx: CanvasRenderingContext2D, size: number): void {
  const c = size / 2;
  const g = ctx.createRadialGradient(c, c, 0, c, c, c);
  g.addColorStop(0, 'rgba(255,255,255,1)');
  g.addColorStop(0.12, 'rgba(220,235,255,0.9)');
  g.addColorStop(0.35, 'rgba(150,190,255,0.25)');
  g.addColorStop(1, 'rgba(150,190,255,0)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, size, size);
  ctx.strokeStyle = 'rgba(220,235,255,0.5)';
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.moveTo(c, 2); ctx.lineTo(c, size - 2);
  ctx.moveTo(2, c); ctx.lineTo(size - 2, c);
  ctx.stroke();
}

export class SkyBackground {
  private readonly scene: Phaser.Scene;
  private readonly base: Phaser.GameObjects.Image;
  private readonly twinkles: { img: Phaser.GameObjects.Image; fx: number; fy: number }[] = [];

  constructor(scene: Phaser.Scene) {
    this.scene = scene;
    this.base = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0);
    const twinkleKey = ensureCanvasTexture(scene, 'sky:twinkle', 32, 32, (ctx) => paintTwinkle(ctx, 32));
    const random = seededRandom(0x7e1);
    for (let i = 0; i < TWINKLES; i++) {
      const img = scene.add.image(0, 0, twinkleKey).setBlendMode(Phaser.BlendModes.ADD);
      const scale = 0.25 + random() * 0.45;
      img.setScale(scale).setAlpha(0.15);
      scene.tweens.add({
        targets: img,
        alpha: { from: 0.1, to: 0.7 + random() * 0.3 },
        scale: { from: scale * 0.7, to: scale },
        duration: 1400 + random() * 2600,
        delay: random() * 3000,
        yoyo: true,
        repeat: -1,
        ease: 'Sine.easeInOut',
      });
      this.twinkles.push({ img, fx: random(), fy: random() });
    }
  }

  /**
   * Repaints for a window of w × h; over paints on top of the sky (the mat), and sig must change
   * whenever what over paints changes. No star twinkles over the rectangles in clear.
   */
  resize(
    w: number, h: number, over?: (ctx: CanvasRenderingContext2D) => void, sig = '',
    clear: { x: number; y: number; w: number; h: number }[] = [],
  ): void {
    w = Math.ceil(w);
    h = Math.ceil(h);
    const key = ensureCanvasTexture(this.scene, `sky:base:${w}x${h}:${sig}`, w, h, (ctx) => {
      paintSky(ctx, w, h);
      over?.(ctx);
    });
    this.base.setTexture(key).setDisplaySize(w, h);
    pruneTextures(this.scene, 'sky:base:', new Set([key]));
    const pad = 12;
    for (const t of this.twinkles) {
      const x = t.fx * w, y = t.fy * h;
      const hidden = clear.some((r) => x > r.x - pad && x < r.x + r.w + pad && y > r.y - pad && y < r.y + r.h + pad);
      t.img.setPosition(x, y).setVisible(!hidden);
    }
  }
}

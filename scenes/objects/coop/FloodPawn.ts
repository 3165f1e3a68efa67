// The flood pawn: Poseidon's token, deep teal with a gold trident, in a soft sea glow. It glides from
// corner to corner one side at a time (each side eased on its own, so the count of sides reads), and
// leaves a V of foam behind it, drawn with a small pool of images that fade and spread.
import Phaser from 'phaser';
import { ensureCanvasTexture } from '../canvasTexture';
import { drawTrident, ringTexture, softDotTexture } from './coopFx';
import type { Point } from '../../presenter/coop/heptagon';

type Ctx = CanvasRenderingContext2D;
const DEPTH = 70;
const WAKE = 40;
const DEFAULT_SIZE = 48;

/** The pawn's face (also the rules book's pictures). */
export function paintToken(ctx: Ctx, s: number): void {
  const c = s / 2, R = s * 0.42;
  ctx.beginPath();
  ctx.arc(c, c + s * 0.025, R, 0, Math.PI * 2);
  ctx.shadowColor = 'rgba(0,12,24,0.7)';
  ctx.shadowBlur = s * 0.06;
  ctx.shadowOffsetY = s * 0.025;
  const rim = ctx.createLinearGradient(0, 0, s, s);
  rim.addColorStop(0, '#fff0b8'); rim.addColorStop(0.45, '#c8952e'); rim.addColorStop(0.7, '#7a5414'); rim.addColorStop(1, '#e9c876');
  ctx.fillStyle = rim;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  const sea = ctx.createRadialGradient(c - R * 0.3, c - R * 0.35, 0, c, c, R * 0.86);
  sea.addColorStop(0, '#1fa3b5'); sea.addColorStop(0.55, '#0b5d72'); sea.addColorStop(1, '#032a3a');
  ctx.beginPath();
  ctx.arc(c, c, R * 0.84, 0, Math.PI * 2);
  ctx.fillStyle = sea;
  ctx.fill();
  const g = ctx.createLinearGradient(c, c - R, c, c + R);
  g.addColorStop(0, '#fff6cf'); g.addColorStop(0.5, '#f0c95a'); g.addColorStop(1, '#b07d24');
  ctx.shadowColor = 'rgba(0,0,0,0.55)';
  ctx.shadowBlur = s * 0.03;
  ctx.shadowOffsetY = s * 0.01;
  drawTrident(ctx, c, c, R * 1.35, g);
  ctx.shadowColor = 'transparent';
  // Glass gloss on top.
  ctx.beginPath();
  ctx.ellipse(c - R * 0.1, c - R * 0.48, R * 0.55, R * 0.26, -0.2, 0, Math.PI * 2);
  ctx.fillStyle = 'rgba(255,255,255,0.16)';
  ctx.fill();
}

export class FloodPawn {
  private readonly glow: Phaser.GameObjects.Image;
  private readonly ring: Phaser.GameObjects.Image;
  private readonly token: Phaser.GameObjects.Image;
  private readonly wake: Phaser.GameObjects.Image[] = [];
  private nextWake = 0;
  private puffs = 0;
  private size = DEFAULT_SIZE;
  private ringTween: Phaser.Tweens.Tween | null = null;
  private moving: Phaser.Tweens.Tween | null = null;
  /** Bumped by every place and glide: an older glide stops at its next corner. */
  private run = 0;
  private placed = false;

  constructor(private readonly scene: Phaser.Scene) {
    this.glow = scene.add.image(0, 0, softDotTexture(scene)).setTint(0x3fd8f0).setBlendMode(Phaser.BlendModes.ADD).setDepth(DEPTH - 1);
    this.ring = scene.add.image(0, 0, ringTexture(scene)).setTint(0xf6d77a).setDepth(DEPTH - 1).setVisible(false);
    this.token = scene.add.image(0, 0, '__DEFAULT').setDepth(DEPTH);
    scene.tweens.add({ targets: this.glow, alpha: { from: 0.45, to: 0.8 }, duration: 1700, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    this.resize(DEFAULT_SIZE);
  }

  /** Puts the pawn at p at once; size is its diameter in pixels (kept when omitted). */
  place(p: Point, size = this.size): void {
    this.run++;
    this.placed = true;
    this.moving?.stop();
    this.moving = null;
    if (Math.round(size) !== Math.round(this.size)) this.resize(size);
    this.moveTo(p.x, p.y);
  }

  /** Glides through the points (board corners), one eased side each; resolves on arrival. */
  async glide(points: Point[], msPerSide: number): Promise<void> {
    if (!points.length) return;
    if (msPerSide <= 0 || !this.placed) return this.place(points[points.length - 1]);
    const run = ++this.run;
    for (const p of points) {
      if (run !== this.run) return;
      await this.side(p, msPerSide);
    }
  }

  setHighlight(on: boolean): void {
    this.ring.setVisible(on);
    this.ringTween?.stop();
    this.ringTween = null;
    if (on) {
      const s = (this.size * 1.1) / 76;
      this.ringTween = this.scene.tweens.add({ targets: this.ring, scale: { from: s, to: s * 1.45 }, alpha: { from: 0.95, to: 0 }, duration: 1100, repeat: -1, ease: 'Sine.easeOut' });
    }
  }

  destroy(): void {
    this.moving?.stop();
    this.ringTween?.stop();
    this.scene.tweens.killTweensOf([this.glow, this.ring, ...this.wake]);
    for (const o of [this.glow, this.ring, this.token, ...this.wake]) o.destroy();
  }

  private resize(size: number): void {
    this.size = size;
    const px = Math.round(size * 1.5);
    this.token.setTexture(ensureCanvasTexture(this.scene, `coop:flood:${px}`, px, px, (ctx) => paintToken(ctx, px))).setDisplaySize(size * 1.2, size * 1.2);
    this.glow.setDisplaySize(size * 2.3, size * 2.3);
  }

  private moveTo(x: number, y: number): void {
    this.token.setPosition(x, y);
    this.glow.setPosition(x, y);
    this.ring.setPosition(x, y);
  }

  /** Where the pawn is drawn now (the test hook reads which corner that is). */
  get at(): Point { return { x: this.token.x, y: this.token.y }; }

  private side(to: Point, ms: number): Promise<void> {
    // One side at a time: a glide still under way (its frames held back while the window was hidden,
    // its job cut short by the queue's safety timer) is stopped here, or it would finish later on its
    // own corner, over the engine's (issue 25: the pawn one corner short after a Poseidon phase).
    this.moving?.stop();
    const x0 = this.token.x, y0 = this.token.y;
    const dx = to.x - x0, dy = to.y - y0, len = Math.hypot(dx, dy) || 1;
    const gap = this.size * 0.42;
    let last = 0;
    return new Promise((resolve) => {
      this.moving = this.scene.tweens.addCounter({
        from: 0, to: 1, duration: ms, ease: 'Sine.easeInOut',
        onUpdate: (tw) => {
          const t = tw.getValue() ?? 0;
          this.moveTo(x0 + dx * t, y0 + dy * t);
          // A slight lean into the motion, strongest mid-side.
          this.token.setRotation(Math.sin(Math.PI * t) * 0.12 * Math.sign(dx || 1));
          while ((t - last) * len >= gap) {
            last += gap / len;
            this.foam(x0 + dx * last, y0 + dy * last, dx / len, dy / len, ++this.puffs % 3 === 0);
          }
        },
        onComplete: () => { this.moving = null; this.token.setRotation(0); resolve(); },
        onStop: () => { this.token.setRotation(0); resolve(); },
      });
    });
  }

  /** Two foam puffs behind the pawn that spread sideways (a V wake) and a ring where it passed. */
  private foam(x: number, y: number, ux: number, uy: number, withRing: boolean): void {
    const s = this.size;
    for (const side of withRing ? [-1, 1, 0] : [-1, 1]) {
      const img = this.pooled();
      const ring = side === 0;
      img.setTexture(ring ? ringTexture(this.scene) : softDotTexture(this.scene));
      img.setPosition(x - uy * side * s * 0.18, y + ux * side * s * 0.18).setAlpha(ring ? 0.28 : 0.6)
        .setScale((ring ? s * 0.5 : s * 0.45) / 64).setTint(ring ? 0xbff4ff : 0xe8fbff).setVisible(true);
      this.scene.tweens.add({
        targets: img, x: img.x - uy * side * s * 0.55 - ux * s * 0.2, y: img.y + ux * side * s * 0.55 - uy * s * 0.2,
        scale: (ring ? s * 1.5 : s * 0.9) / 64, alpha: 0, duration: ring ? 800 : 1100, ease: 'Quad.easeOut',
        onComplete: () => img.setVisible(false),
      });
    }
  }

  private pooled(): Phaser.GameObjects.Image {
    if (this.wake.length < WAKE) {
      const img = this.scene.add.image(0, 0, softDotTexture(this.scene)).setBlendMode(Phaser.BlendModes.ADD).setDepth(DEPTH - 2);
      this.wake.push(img);
      return img;
    }
    const img = this.wake[this.nextWake];
    this.nextWake = (this.nextWake + 1) % WAKE;
    this.scene.tweens.killTweensOf(img);
    return img;
  }
}

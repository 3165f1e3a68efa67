// The enemy die: a carved bone-and-iron d6 showing the number it blocks, big. roll(face) tumbles it for
// about half a second through the set's other faces before it lands (the faces come from content.die).
import Phaser from 'phaser';
import { ensureCanvasTexture } from '../canvasTexture';
import { grain, label, RES, TEXT_FONT } from './gowPaint';

function paintDie(ctx: CanvasRenderingContext2D, px: number, value: number): void {
  const m = px * 0.08, s = px - 2 * m, rad = s * 0.2;
  ctx.save();
  ctx.shadowColor = 'rgba(0,0,0,0.7)';
  ctx.shadowBlur = px * 0.08;
  ctx.shadowOffsetY = px * 0.03;
  ctx.beginPath();
  ctx.roundRect(m, m, s, s, rad);
  const g = ctx.createLinearGradient(m, m, m + s, m + s);
  g.addColorStop(0, '#e8dcc0');
  g.addColorStop(1, '#9c8d6e');
  ctx.fillStyle = g;
  ctx.fill();
  ctx.restore();
  ctx.lineWidth = Math.max(1.5, px * 0.04);
  ctx.strokeStyle = '#2b2219';
  ctx.beginPath();
  ctx.roundRect(m, m, s, s, rad);
  ctx.stroke();
  // Iron corner studs.
  for (const [x, y] of [[0.2, 0.2], [0.8, 0.2], [0.2, 0.8], [0.8, 0.8]]) {
    ctx.beginPath();
    ctx.arc(m + s * x, m + s * y, s * 0.05, 0, Math.PI * 2);
    ctx.fillStyle = '#4a4036';
    ctx.fill();
  }
  // The number it blocks, large (a 0, blocking nothing, in a paler carve).
  label(ctx, String(value), px / 2, px / 2 + px * 0.03, s * 0.62, value === 0 ? '#6b5c48' : '#1c140c', TEXT_FONT, '800');
}

export class EnemyDie extends Phaser.GameObjects.Container {
  private readonly cube: Phaser.GameObjects.Image;
  private size = 64;
  private face = 0;
  private readonly rnd = grain(4242);

  constructor(scene: Phaser.Scene, private readonly faces: readonly number[]) {
    super(scene, 0, 0);
    this.cube = scene.add.image(0, 0, '__DEFAULT');
    this.add(this.cube);
    scene.add.existing(this);
  }

  /** Centres the die in a rectangle (top-left x, y, its side). */
  place(x: number, y: number, side: number): this {
    this.setPosition(x + side / 2, y + side / 2);
    this.size = Math.round(side);
    return this.show(this.face);
  }

  show(value: number): this {
    this.face = value;
    const px = Math.round(this.size * RES);
    this.cube.setTexture(ensureCanvasTexture(this.scene, `gow:die:${value}:${px}`, px, px, (ctx) => paintDie(ctx, px, value))).setScale(1 / RES);
    return this;
  }

  /** Tumbles for ms through the set's faces (a seeded order: visual only), then lands on value. */
  roll(value: number, ms = 520): Promise<void> {
    this.scene.tweens.killTweensOf(this.cube);
    let last = -1;
    return new Promise((resolve) => {
      this.scene.tweens.addCounter({
        from: 0, to: 1, duration: ms, ease: 'Cubic.easeOut',
        onUpdate: (tw) => {
          const t = tw.getValue() ?? 0;
          const tick = Math.floor(t * 9);
          if (tick !== last && t < 0.92) { last = tick; this.show(this.faces[Math.floor(this.rnd() * this.faces.length)] ?? 0); }
          this.cube.setAngle((1 - t) * 540);
          this.cube.y = -Math.sin(t * Math.PI) * this.size * 0.35;
        },
        onComplete: () => {
          this.show(value);
          this.cube.setAngle(0);
          this.cube.y = 0;
          this.scene.tweens.add({ targets: this.cube, scale: { from: 1.25 / RES, to: 1 / RES }, duration: 160, ease: 'Back.easeOut', onComplete: () => resolve() });
        },
      });
    });
  }

  get value(): number {
    return this.face;
  }
}


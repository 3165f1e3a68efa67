// A round badge for the supplies and a hero's status cards: Stun (a yellow burst), Poison (a green drop),
// Explosive Crystal (an ice gem), with its count large beside the mark. Hidden at zero if asked.
import Phaser from 'phaser';
import { ensureCanvasTexture } from '../canvasTexture';
import { GOW, label, paintStatusIcon, RES, TEXT_FONT } from './gowPaint';

export type StatusKind = 'stun' | 'poison' | 'crystal';
const RIMS: Record<StatusKind, string> = { stun: GOW.stun, poison: GOW.poison, crystal: GOW.ice };

function paintBadge(ctx: CanvasRenderingContext2D, px: number, kind: StatusKind, count: number): void {
  const w = px * 1.9, r = px / 2;
  ctx.beginPath();
  ctx.roundRect(1, 1, w - 2, px - 2, r);
  ctx.fillStyle = 'rgba(10,14,20,0.9)';
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, px * 0.05);
  ctx.strokeStyle = RIMS[kind];
  ctx.stroke();
  paintStatusIcon(ctx, kind, r, r, px * 0.62);
  label(ctx, `${count}`, px * 1.35, r + px * 0.03, px * 0.56, GOW.bone, TEXT_FONT, '800');
}

export class StatusToken extends Phaser.GameObjects.Container {
  private readonly badge: Phaser.GameObjects.Image;
  private size = 32;
  private shown = 0;

  constructor(scene: Phaser.Scene, readonly kind: StatusKind, private readonly hideAtZero = false) {
    super(scene, 0, 0);
    this.badge = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0.5);
    this.add(this.badge);
    scene.add.existing(this);
  }

  /** Left edge x, centre y, the badge's height (its width is 1.9 × that). */
  place(x: number, y: number, size: number): this {
    this.setPosition(Math.round(x), Math.round(y));
    this.size = Math.round(size);
    return this.setCount(this.shown);
  }

  setCount(n: number): this {
    this.shown = n;
    const px = Math.round(this.size * RES);
    const key = ensureCanvasTexture(this.scene, `gow:status:${this.kind}:${n}:${px}`, Math.ceil(px * 1.9), px, (ctx) => paintBadge(ctx, px, this.kind, n));
    this.badge.setTexture(key).setScale(1 / RES);
    this.setVisible(!(this.hideAtZero && n === 0));
    return this;
  }

  /** The badge's width in screen pixels. */
  get widthPx(): number {
    return Math.round(this.size * 1.9);
  }
}

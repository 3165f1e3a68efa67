// A hero's pawn on the board: a round token in the seat's colour with the hero's initial or short name,
// ringed in dark so that every colour reads on the pale marble. The hero at play stands a little larger
// in a halo; a pawn that can be tapped now sends out a pulsing gold ring. Registers its test target.
import Phaser from 'phaser';
import { ensureCanvasTexture } from '../canvasTexture';
import { DISPLAY_FONT } from '../paintCard';
import { registerTarget } from '../../presenter/targets';
import type { Point } from '../../presenter/coop/heptagon';
import { ringTexture, softDotTexture } from './coopFx';

/** The seats' colours: crimson, gold, emerald, violet, silver-white (all readable on blue marble). */
export const SEAT_COLORS: readonly string[] = ['#e0303f', '#f2b62e', '#1fb86a', '#8d5cf6', '#e9eef5'];
/** Dark labels on the light colours (gold, silver), light ones on the others. */
const INK: readonly string[] = ['#ffffff', '#2b1a02', '#ffffff', '#ffffff', '#18223a'];
const DEPTH = 60;
const MIN_HIT = 44;

const hex = (css: string) => Number.parseInt(css.slice(1), 16);

/** The pawn's face (also the rules book's pictures). */
export function paintToken(ctx: CanvasRenderingContext2D, px: number, seat: number, label: string): void {
  const c = px / 2, R = px * 0.4;
  const color = SEAT_COLORS[seat % SEAT_COLORS.length];
  ctx.beginPath();
  ctx.arc(c, c, R, 0, Math.PI * 2);
  ctx.shadowColor = 'rgba(0,10,24,0.75)';
  ctx.shadowBlur = px * 0.07;
  ctx.shadowOffsetY = px * 0.03;
  ctx.fillStyle = '#0b1324';
  ctx.fill();
  ctx.shadowColor = 'transparent';
  // The coloured face with a bevel: lighter to the upper left.
  const face = ctx.createRadialGradient(c - R * 0.35, c - R * 0.4, R * 0.1, c, c, R);
  face.addColorStop(0, 'rgba(255,255,255,0.55)');
  face.addColorStop(0.35, color);
  face.addColorStop(1, color);
  ctx.beginPath();
  ctx.arc(c, c, R * 0.86, 0, Math.PI * 2);
  ctx.fillStyle = face;
  ctx.fill();
  ctx.globalCompositeOperation = 'multiply';
  const shade = ctx.createLinearGradient(0, c - R, 0, c + R);
  shade.addColorStop(0, 'rgb(255,255,255)');
  shade.addColorStop(1, 'rgb(150,150,165)');
  ctx.fillStyle = shade;
  ctx.fill();
  ctx.globalCompositeOperation = 'source-over';
  ctx.lineWidth = Math.max(1, px * 0.025);
  ctx.strokeStyle = 'rgba(255,244,210,0.9)';
  ctx.beginPath();
  ctx.arc(c, c, R * 0.72, 0, Math.PI * 2);
  ctx.stroke();
  // Three letters at most, large (Sei, Shi, Shu: initials alone would not tell them apart).
  const short = label.slice(0, 3);
  const fs = R * [1.05, 1.05, 0.8, 0.62][short.length];
  ctx.font = `700 ${Math.round(fs)}px ${DISPLAY_FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const ink = INK[seat % INK.length];
  ctx.fillStyle = ink === '#ffffff' ? 'rgba(0,0,0,0.45)' : 'rgba(255,255,255,0.4)';
  ctx.fillText(short, c + px * 0.01, c + fs * 0.06 + px * 0.015);
  ctx.fillStyle = ink;
  ctx.fillText(short, c, c + fs * 0.06);
}

export class HeroPawn {
  private readonly halo: Phaser.GameObjects.Image;
  private readonly ring: Phaser.GameObjects.Image;
  private readonly token: Phaser.GameObjects.Image;
  private readonly unregister: () => void;
  private size = MIN_HIT;
  private active = false;
  private ringTween: Phaser.Tweens.Tween | null = null;
  private walk: Phaser.Tweens.Tween | null = null;
  private placed = false;

  constructor(private readonly scene: Phaser.Scene, private readonly seat: number, private readonly label: string, onTap: () => void) {
    const tint = hex(SEAT_COLORS[seat % SEAT_COLORS.length]);
    // Normal blending: an additive glow would vanish on the pale marble.
    this.halo = scene.add.image(0, 0, softDotTexture(scene)).setTint(tint).setDepth(DEPTH - 1).setVisible(false);
    this.ring = scene.add.image(0, 0, ringTexture(scene)).setTint(0xffb020).setDepth(DEPTH - 1).setVisible(false);
    this.token = scene.add.image(0, 0, '__DEFAULT').setDepth(DEPTH);
    this.token.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (p: Phaser.Input.Pointer) => { if (p.getDistance() < 24) onTap(); });
    this.unregister = registerTarget(`coop:hero:${seat}`, () => this.rect());
    this.resize(MIN_HIT);
  }

  /** Walks (or, ms 0, jumps) to p with a token size pixels wide; resolves on arrival. */
  place(p: Point, size: number, ms: number): Promise<void> {
    if (Math.round(size) !== Math.round(this.size)) this.resize(size);
    this.walk?.stop();
    if (ms <= 0 || !this.placed || (this.token.x === p.x && this.token.y === p.y)) {
      this.placed = true;
      this.moveTo(p.x, p.y);
      return Promise.resolve();
    }
    const x0 = this.token.x, y0 = this.token.y;
    return new Promise((resolve) => {
      this.walk = this.scene.tweens.addCounter({
        from: 0, to: 1, duration: ms, ease: 'Sine.easeInOut',
        onUpdate: (tw) => {
          const t = tw.getValue() ?? 0;
          this.moveTo(x0 + (p.x - x0) * t, y0 + (p.y - y0) * t);
          // A lift off the board mid-way: larger, as if nearer.
          this.token.setScale(this.scaleFor() * (1 + Math.sin(Math.PI * t) * 0.18));
        },
        onComplete: () => { this.walk = null; this.token.setScale(this.scaleFor()); resolve(); },
        onStop: () => { this.token.setScale(this.scaleFor()); resolve(); },
      });
    });
  }

  /** The hero at play: larger, in a halo of their colour. */
  setActive(on: boolean): void {
    this.active = on;
    this.halo.setVisible(on);
    this.scene.tweens.killTweensOf(this.halo);
    if (on) {
      const s = (this.size * 2.1) / 64;
      this.scene.tweens.add({ targets: this.halo, scale: { from: s * 0.9, to: s * 1.05 }, alpha: { from: 0.55, to: 0.9 }, duration: 1000, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    }
    this.token.setScale(this.scaleFor());
  }

  /** Can be tapped now: a gold ring pulses out of it. */
  setHighlight(on: boolean): void {
    this.ring.setVisible(on);
    this.ringTween?.stop();
    this.ringTween = null;
    if (on) {
      const s = (this.size * 0.95) / 76;
      this.ringTween = this.scene.tweens.add({ targets: this.ring, scale: { from: s, to: s * 1.5 }, alpha: { from: 1, to: 0 }, duration: 1000, repeat: -1, ease: 'Sine.easeOut' });
    }
  }

  destroy(): void {
    this.unregister();
    this.walk?.stop();
    this.ringTween?.stop();
    this.scene.tweens.killTweensOf([this.halo, this.ring, this.token]);
    for (const o of [this.halo, this.ring, this.token]) o.destroy();
  }

  private scaleFor(): number {
    return (this.size / this.token.frame.width) * 1.25 * (this.active ? 1.15 : 1);
  }

  private resize(size: number): void {
    this.size = Math.max(MIN_HIT, Math.round(size));
    const px = Math.round(this.size * 1.25 * 1.5);
    const key = ensureCanvasTexture(this.scene, `coop:hero:${this.seat}:${this.label}:${px}`, px, px, (ctx) => paintToken(ctx, px, this.seat, this.label));
    this.token.setTexture(key).setScale(this.scaleFor());
    // The hit circle, in the texture's own pixels: never under 44 screen pixels across.
    const radius = (Math.max(MIN_HIT / 2, this.size / 2) * px) / (this.size * 1.25);
    if (this.token.input) (this.token.input.hitArea as Phaser.Geom.Circle).setTo(px / 2, px / 2, radius);
    else this.token.setInteractive({ hitArea: new Phaser.Geom.Circle(px / 2, px / 2, radius), hitAreaCallback: Phaser.Geom.Circle.Contains, cursor: 'pointer' });
    if (this.active) this.setActive(true);
  }

  private moveTo(x: number, y: number): void {
    this.token.setPosition(x, y);
    this.halo.setPosition(x, y);
    this.ring.setPosition(x, y);
  }

  private rect(): { x: number; y: number; w: number; h: number } | null {
    if (!this.token.active || !this.token.visible || !this.scene.sys.isActive()) return null;
    const d = Math.max(MIN_HIT, this.size);
    return { x: this.token.x - d / 2, y: this.token.y - d / 2, w: d, h: d };
  }
}

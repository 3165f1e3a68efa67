// A searching bot thinking (issue 26): three soft dots pulse in turn on its seat's panel while the bots'
// worker searches, and go as soon as it answers. Drawn by our own code; the table never freezes for it.
import Phaser from 'phaser';
import type { Side } from '../../src/engine';
import type { Rect } from '../presenter/table-layout';
import { ensureCanvasTexture } from './canvasTexture';

export interface ThinkingHost {
  onSync(fn: () => void): () => void;
  /** The side whose bot thinks now, or null. */
  readonly thinking: Side | null;
}

const DOTS = 3;
/** One dot's pulse, and the delay between neighbours (a wave from left to right). */
const PULSE_MS = 420;

export class ThinkingDots {
  /** The side shown thinking, as last drawn (the test hook reads it). */
  static shown: Side | null = null;

  private readonly dots: Phaser.GameObjects.Image[];
  private readonly tweens: Phaser.Tweens.Tween[];

  /** `panel(side)`: the rectangle of that side's panel (null: it has none on this table). */
  /** The scene has shut down (a replay or a new game can replace it between two microtasks). */
  private gone = false;

  constructor(scene: Phaser.Scene, private readonly host: ThinkingHost, private readonly panel: (side: Side) => Rect | null, depth = 900) {
    const key = ensureCanvasTexture(scene, 'thinking-dot', 16, 16, paintDot);
    this.dots = Array.from({ length: DOTS }, () => scene.add.image(0, 0, key).setDepth(depth).setVisible(false).setAlpha(0.25));
    this.tweens = this.dots.map((dot, i) => scene.tweens.add({ targets: dot, alpha: 1, scale: 1.35, duration: PULSE_MS, delay: i * (PULSE_MS / 2), yoyo: true, repeat: -1, ease: 'Sine.easeInOut', paused: true }));
    const off = host.onSync(() => this.draw());
    // After the scene has laid itself out again for the new size.
    const resized = () => queueMicrotask(() => this.draw());
    scene.scale.on(Phaser.Scale.Events.RESIZE, resized);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => { this.gone = true; off(); scene.scale.off(Phaser.Scale.Events.RESIZE, resized); ThinkingDots.shown = null; });
    // Once the scene has laid itself out (it does so after making its parts).
    queueMicrotask(() => this.draw());
  }

  draw(): void {
    if (this.gone) return; // a microtask queued before the scene shut down: its objects are destroyed
    const side = this.host.thinking;
    const r = side === null ? null : this.panel(side);
    ThinkingDots.shown = r ? side : null;
    this.dots.forEach((dot, i) => {
      dot.setVisible(r !== null);
      if (r) dot.setPosition(r.x + r.w - 18 - (DOTS - 1 - i) * 15, r.y + r.h - 17);
    });
    for (const tween of this.tweens) { if (r) tween.resume(); else tween.pause(); }
  }
}

/** A soft gold dot, brighter at its heart (the game's gold, #f7dc8c). */
function paintDot(ctx: CanvasRenderingContext2D): void {
  const glow = ctx.createRadialGradient(8, 8, 0, 8, 8, 8);
  glow.addColorStop(0, 'rgba(255,244,205,1)');
  glow.addColorStop(0.45, 'rgba(247,220,140,0.95)');
  glow.addColorStop(1, 'rgba(247,220,140,0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, 16, 16);
}

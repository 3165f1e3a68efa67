// A searching bot thinking (issue 26): three soft dots pulse in turn on its seat's panel while the bots'
// worker searches, and go as soon as it answers. Drawn by our own code; the table never freezes for it.
import Phaser from 'phaser';
import type { Side } from '../../src/engine';
import type { Rect } from '../presenter/table-layout';

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

  private readonly dots: Phaser.GameObjects.Arc[];
  private readonly tweens: Phaser.Tweens.Tween[];

  /** `panel(side)`: the rectangle of that side's panel (null: it has none on this table). */
  constructor(scene: Phaser.Scene, private readonly host: ThinkingHost, private readonly panel: (side: Side) => Rect | null, depth = 900) {
    this.dots = Array.from({ length: DOTS }, () => scene.add.circle(0, 0, 4, 0xf7dc8c, 1).setDepth(depth).setVisible(false).setAlpha(0.25));
    this.tweens = this.dots.map((dot, i) => scene.tweens.add({ targets: dot, alpha: 1, scale: 1.35, duration: PULSE_MS, delay: i * (PULSE_MS / 2), yoyo: true, repeat: -1, ease: 'Sine.easeInOut', paused: true }));
    const off = host.onSync(() => this.draw());
    // After the scene has laid itself out again for the new size.
    const resized = () => queueMicrotask(() => this.draw());
    scene.scale.on(Phaser.Scale.Events.RESIZE, resized);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => { off(); scene.scale.off(Phaser.Scale.Events.RESIZE, resized); ThinkingDots.shown = null; });
    // Once the scene has laid itself out (it does so after making its parts).
    queueMicrotask(() => this.draw());
  }

  draw(): void {
    const side = this.host.thinking;
    const r = side === null ? null : this.panel(side);
    ThinkingDots.shown = r ? side : null;
    this.dots.forEach((dot, i) => {
      dot.setVisible(r !== null);
      if (r) dot.setPosition(r.x + r.w - 16 - (DOTS - 1 - i) * 13, r.y + r.h - 12);
    });
    for (const tween of this.tweens) { if (r) tween.resume(); else tween.pause(); }
  }
}

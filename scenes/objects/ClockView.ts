// The clock: twelve blue-white flames in a shallow arc. A lit flame flickers; when one is removed it
// shrinks, flashes and dies in a curl of smoke, leaving its empty socket.
import Phaser from 'phaser';
import { CLOCK_FLAMES } from '../../src/engine';
import { clockFlames, FLAME_SPREAD } from '../presenter/clock-layout';
import type { Rect } from '../presenter/table-layout';
import { flameTexture, smokeTexture, socketTexture } from './icons';
import { text } from './ui';

export class ClockView {
  private readonly flames: Phaser.GameObjects.Image[] = [];
  private readonly sockets: Phaser.GameObjects.Image[] = [];
  private readonly flickers: Phaser.Tweens.Tween[] = [];
  private readonly count: Phaser.GameObjects.Text;
  private readonly sub: Phaser.GameObjects.Text;
  private lit = CLOCK_FLAMES;
  private size = 24;

  constructor(private readonly scene: Phaser.Scene) {
    for (let i = 0; i < CLOCK_FLAMES; i++) {
      this.sockets.push(scene.add.image(0, 0, socketTexture(scene)));
      const f = scene.add.image(0, 0, flameTexture(scene)).setBlendMode(Phaser.BlendModes.ADD);
      this.flames.push(f);
    }
    this.count = text(scene, 0, 0, '', 22, { display: true, color: '#cfe6ff' }).setOrigin(0, 0.5);
    this.sub = text(scene, 0, 0, '', 10, { weight: '700', color: '#8c9cc4' }).setOrigin(0, 0.5);
  }

  layout(r: Rect): void {
    // Laid out by clockFlames, which keeps every halo inside r (the title beside it stays clear).
    const { flames, labelX } = clockFlames(r, CLOCK_FLAMES);
    flames.forEach(({ x, y, size }, i) => {
      this.size = size;
      this.sockets[i].setPosition(x, y + size * 0.12).setScale(size / 40);
      this.flames[i].setPosition(x, y - size * 0.08).setScale((size / 64) * FLAME_SPREAD);
    });
    this.count.setPosition(labelX, r.y + r.h * 0.38).setFontSize(Math.round(Math.min(24, r.h * 0.5)));
    this.sub.setPosition(labelX, r.y + r.h * 0.8).setFontSize(Math.round(Math.max(9, Math.min(11, r.h * 0.22))));
  }

  /** Larger numbers than the table's (the audience window, read on a stream): after layout. */
  setLabelPx(count: number, sub: number): this {
    this.count.setFontSize(count);
    this.sub.setFontSize(sub).setY(this.count.y + count * 0.75);
    return this;
  }

  /** Shows n flames lit, without animation. */
  set(n: number, turn: string): void {
    this.lit = n;
    this.flames.forEach((f, i) => {
      f.setVisible(i < n).setAlpha(1);
      this.flicker(i, i < n);
    });
    this.count.setText(String(n)).setColor(n <= 3 ? '#ffb08a' : '#cfe6ff');
    this.sub.setText(turn);
  }

  /** Flames from..to-1 (counted from 0) go out, one after another, within ms. */
  extinguish(from: number, to: number, ms: number): Promise<void> {
    const gone: number[] = [];
    for (let i = Math.min(from, CLOCK_FLAMES) - 1; i >= to; i--) gone.push(i);
    if (!gone.length || ms <= 0) return Promise.resolve();
    const each = ms / gone.length;
    return Promise.all(gone.map((i, k) => new Promise<void>((resolve) => {
      this.scene.time.delayedCall(k * each * 0.6, () => this.die(i, each, resolve));
    }))).then(() => {
      this.lit = to;
      this.count.setText(String(to));
    });
  }

  private die(i: number, ms: number, done: () => void): void {
    const f = this.flames[i];
    this.flicker(i, false);
    const s = f.scaleX;
    this.scene.tweens.add({
      targets: f, scaleY: s * 1.5, scaleX: s * 0.4, alpha: 0, duration: ms * 0.7, ease: 'Quad.easeIn',
      onComplete: () => { f.setVisible(false).setScale(s).setAlpha(1); done(); },
    });
    for (let k = 0; k < 3; k++) {
      const puff = this.scene.add.image(f.x, f.y - this.size * 0.2, smokeTexture(this.scene)).setScale(this.size / 70).setAlpha(0);
      this.scene.tweens.add({
        targets: puff, y: puff.y - this.size * (1.2 + k * 0.5), x: puff.x + (k - 1) * this.size * 0.35,
        scale: this.size / 28, alpha: { from: 0.7, to: 0 }, delay: ms * 0.25 + k * 90, duration: ms * 1.1,
        ease: 'Sine.easeOut', onComplete: () => puff.destroy(),
      });
    }
  }

  private flicker(i: number, on: boolean): void {
    this.flickers[i]?.remove();
    if (!on) return;
    const f = this.flames[i];
    const s = this.size / 64 * 1.25;
    f.setScale(s);
    this.flickers[i] = this.scene.tweens.add({
      targets: f, scaleY: s * 1.08, scaleX: s * 0.95, duration: 380 + ((i * 137) % 300), yoyo: true, repeat: -1, ease: 'Sine.easeInOut',
    });
  }

  get litCount(): number { return this.lit; }
}

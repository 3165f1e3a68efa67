// The audience window's captions: the latest lines of the chronicle along the bottom, the newest
// largest and brightest, each in its player's colour, always on screen (ART.md "The audience window").
// A new line slides up into place.
import type Phaser from 'phaser';
import { renderLogLine, type LogLine } from '../presenter/log';
import type { Rect } from '../presenter/table-layout';
import { text } from '../objects/ui';

const SEAT_COLOURS = ['#ffd27a', '#8fd0ff', '#ff9fb0', '#a8f0b8', '#d2b0ff'];
const SHOWN = 3;

export class Captions {
  private readonly band: Phaser.GameObjects.Graphics;
  private readonly lines: Phaser.GameObjects.Text[] = [];
  private last = '';
  /** The lines on screen now, oldest first (for the test hook). */
  shown: string[] = [];

  constructor(private readonly scene: Phaser.Scene, private readonly r: Rect) {
    this.band = scene.add.graphics().setDepth(900);
    // A dark plate under the words: readable over the sky, the board, a key colour or a stream's video.
    this.band.fillGradientStyle(0x040816, 0x040816, 0x040816, 0x040816, 0.55, 0.55, 0.92, 0.92).fillRect(r.x, r.y, r.w, r.h);
    this.band.lineStyle(2, 0xc9a85a, 0.8).lineBetween(r.x, r.y, r.x + r.w, r.y);
    for (let i = 0; i < SHOWN; i++) this.lines.push(text(scene, r.x + 60, 0, '', 30, { weight: '700', color: '#dfe6ff' }).setDepth(901));
  }

  show(log: readonly LogLine[], heroes: readonly string[], animate: boolean): void {
    const recent = log.slice(-SHOWN);
    const words = recent.map((l) => renderLogLine(l, heroes));
    const sig = words.join('\n');
    if (sig === this.last) return;
    this.last = sig;
    this.shown = words;
    const r = this.r;
    // Bottom up: the newest line 44 px on the last row, the older ones smaller and dimmer above it.
    let y = r.y + r.h - 22;
    for (let k = 0; k < SHOWN; k++) {
      const i = recent.length - 1 - k;
      const txt = this.lines[k];
      const line = recent[i];
      if (!line) { txt.setVisible(false); continue; }
      const px = k === 0 ? 44 : k === 1 ? 32 : 28;
      const colour = line.key === 'log.turn' || line.key === 'log.heroTurn' ? '#f7dc8c' : line.seat !== undefined ? SEAT_COLOURS[line.seat % 5] : '#dfe6ff';
      txt.setText(words[i]).setFontSize(px).setColor(colour).setAlpha(k === 0 ? 1 : k === 1 ? 0.8 : 0.6).setOrigin(0, 1).setVisible(true).setScale(1);
      if (txt.width > r.w - 120) txt.setScale((r.w - 120) / txt.width);
      txt.setY(y);
      if (k === 0 && animate) {
        this.scene.tweens.killTweensOf(txt);
        this.scene.tweens.add({ targets: txt, y: { from: y + 30, to: y }, alpha: { from: 0, to: 1 }, duration: 320, ease: 'Cubic.easeOut' });
      }
      y -= px * (k === 0 ? 1.25 : 1.3);
    }
  }
}

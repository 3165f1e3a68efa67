// The chronicle: the latest lines of what happened, newest at the bottom, each tinted by its player.
import type Phaser from 'phaser';
import { t } from '../../src/i18n';
import { renderLogLine, type LogLine } from '../presenter/log';
import { isHorizonLine } from '../presenter/undo-marker';
import type { Rect } from '../presenter/table-layout';
import { panelTexture, text } from './ui';

const SEAT_COLOURS = ['#ffd27a', '#8fd0ff', '#ff9fb0', '#a8f0b8', '#d2b0ff'];

export class LogView {
  private readonly bg: Phaser.GameObjects.Image;
  private readonly title: Phaser.GameObjects.Text;
  private lines: Phaser.GameObjects.Text[] = [];
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private signature = '';

  constructor(private readonly scene: Phaser.Scene) {
    this.bg = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0);
    this.title = text(scene, 0, 0, '', 12, { display: true, color: '#e9cd8c' });
  }

  layout(r: Rect): void {
    this.rect = r;
    this.bg.setTexture(panelTexture(this.scene, r.w, r.h)).setPosition(r.x, r.y);
    this.title.setText(t('ui.log')).setPosition(r.x + 12, r.y + 8).setLetterSpacing(2);
    this.signature = '';
  }

  show(log: readonly LogLine[], heroes: readonly string[]): void {
    const sig = `${log.length}:${t('ui.log')}:${this.rect.w}x${this.rect.h}:${log.length ? JSON.stringify(log[log.length - 1]) : ''}`;
    if (sig === this.signature) return;
    this.signature = sig;
    for (const l of this.lines) l.destroy();
    this.lines = [];
    const r = this.rect;
    const px = Math.round(Math.max(11, Math.min(14, r.w * 0.055)));
    let y = r.y + r.h - 8;
    const top = r.y + 30;
    for (let i = log.length - 1; i >= 0 && y > top; i--) {
      const line = log[i];
      // The undo horizon's marker (issue 13) stands out from what happened, in amber.
      const colour = isHorizonLine(line) ? '#ffb45c' : line.key === 'log.turn' ? '#e9cd8c' : line.seat !== undefined ? SEAT_COLOURS[line.seat % 5] : '#b8c4e4';
      const txt = text(this.scene, r.x + 12, 0, renderLogLine(line, heroes), px, { weight: line.key === 'log.turn' ? '700' : '600', color: colour, wordWrap: { width: r.w - 24 } });
      y -= txt.height + 3;
      if (y < top) { txt.destroy(); break; }
      txt.setY(y).setAlpha(Math.max(0.45, 1 - (log.length - 1 - i) * 0.05));
      this.lines.push(txt);
    }
  }

  setVisible(on: boolean): void {
    this.bg.setVisible(on);
    this.title.setVisible(on);
    for (const l of this.lines) l.setVisible(on);
  }
}

// The table's pace (issue 25), over either table (its speed button): the animations' speed, the bots'
// pace (their pause before each action) and whether the table pauses after each bot's turn until a
// person taps Continue. Remembered by the application (src/app/settings.ts) and applied at once.
import type Phaser from 'phaser';
import { t } from '../src/i18n';
import { SPEEDS, type Speed } from '../src/app/settings';
import type { TableApp } from './presenter/table-control';
import { MIN_TARGET } from './presenter/table-layout';
import { Button, panelTexture, text } from './objects/ui';
import { ModalScene } from './ModalScene';
import { SPEED_MARK } from './presenter/speed';
import { AccessSettings } from './AccessSettings';

export class PaceSettings extends ModalScene {
  constructor() {
    super('PaceSettings');
  }

  private get app(): TableApp { return this.registry.get('app') as TableApp; }

  protected build(): void {
    const { width: w, height: h } = this.scale;
    const add = <T extends Phaser.GameObjects.GameObject>(o: T): T => this.keep(o);
    const row = Math.max(MIN_TARGET + 8, Math.min(60, Math.floor((h - 40) / 8.6)));
    const pw = Math.min(460, w - 24), ph = row * 7.9;
    const panel = { x: (w - pw) / 2, y: Math.max(12, (h - ph) / 2), w: pw, h: ph };
    this.shade(panel, 0.8);
    add(this.add.image(panel.x, panel.y, panelTexture(this, panel.w, panel.h, 'sheet')).setOrigin(0, 0));
    add(text(this, panel.x + 20, panel.y + row * 0.55, t('pace.title'), 24, { display: true, color: '#f0d58c' }).setOrigin(0, 0.5));
    const button = (id: string, caption: string, on: boolean, x: number, y: number, bw: number, fn: () => void, redraw = true) =>
      add(new Button(this, id, caption, on ? 'cosmos' : 'navy', () => { fn(); if (redraw) this.rebuild(); }).place(x, y, bw, row - 8, 18));
    const s = this.app.settings;
    const inner = panel.w - 40;
    const bw = (inner - 3 * 8) / 4;
    const choices = (label: string, prefix: string, at: number, current: Speed, set: (speed: Speed) => void) => {
      add(text(this, panel.x + 20, panel.y + row * at, t(label), 17, { weight: '700', color: '#c9d3f0' }).setOrigin(0, 0.5));
      SPEEDS.forEach((speed, i) => button(`${prefix}:${speed}`, SPEED_MARK[speed], speed === current, panel.x + 20 + i * (bw + 8), panel.y + row * (at + 0.4), bw, () => set(speed)));
    };
    choices('pace.animations', 'pace:speed', 1.2, s.speed, (speed) => this.app.setSpeed(speed));
    choices('pace.bots', 'pace:bots', 2.9, s.botPace, (pace) => this.app.setBotPace(pace));
    const y = panel.y + row * 4.6;
    button('pace:review', `${s.botReview ? '✓' : '○'} ${t('pace.review')}`, s.botReview, panel.x + 20, y, inner, () => this.app.setBotPace(s.botPace, !s.botReview));
    // The display settings (issue 29: motion, text size) open over this panel.
    button('pace:access', t('menu.access'), false, panel.x + 20, y + row, inner, () => AccessSettings.open(this), false);
    button('pace:close', t('pace.close'), false, panel.x + 20, y + 2 * row, inner, () => this.close(), false);
  }
}

// The sound settings, over the menu (its Sound button): the master volume, the effects and the music,
// each stepped by a tenth with − and +, and mute. Remembered by the application (src/app/settings.ts)
// and heard at once through its sound port. Close, Esc or a tap outside the panel leaves.
import type Phaser from 'phaser';
import { t } from '../src/i18n';
import { stepLevel } from '../src/app/settings';
import type { TableApp } from './presenter/table-control';
import { MIN_TARGET } from './presenter/table-layout';
import { Button, panelTexture, text } from './objects/ui';
import { ModalScene } from './ModalScene';

type Level = 'volume' | 'effects' | 'music';
const LEVELS: readonly Level[] = ['volume', 'effects', 'music'];
const percent = (x: number) => `${Math.round(x * 100)} %`;

export class SoundSettings extends ModalScene {
  constructor() {
    super('SoundSettings');
  }

  private get app(): TableApp { return this.registry.get('app') as TableApp; }

  protected build(): void {
    const { width: w, height: h } = this.scale;
    const add = <T extends Phaser.GameObjects.GameObject>(o: T): T => this.keep(o);
    const row = Math.max(MIN_TARGET + 8, Math.min(60, Math.floor((h - 40) / 6.6)));
    const pw = Math.min(440, w - 24), ph = row * 5.9;
    const panel = { x: (w - pw) / 2, y: Math.max(12, (h - ph) / 2), w: pw, h: ph };
    this.shade(panel, 0.8);
    add(this.add.image(panel.x, panel.y, panelTexture(this, panel.w, panel.h, 'sheet')).setOrigin(0, 0));
    add(text(this, panel.x + 20, panel.y + row * 0.55, t('sound.title'), 24, { display: true, color: '#f0d58c' }).setOrigin(0, 0.5));
    // A button that changes a setting redraws the panel; Close does not (the scene stops).
    const button = (id: string, caption: string, tone: 'gold' | 'navy' | 'cosmos', x: number, y: number, bw: number, fn: () => void, redraw = true) =>
      add(new Button(this, id, caption, tone, () => { fn(); if (redraw) this.rebuild(); }).place(x, y, bw, row - 8, 18));

    const s = this.app.settings;
    const bw = Math.max(MIN_TARGET + 4, 56), right = panel.x + panel.w - 20;
    LEVELS.forEach((level, i) => {
      const y = panel.y + row * (1.1 + i);
      add(text(this, panel.x + 20, y + (row - 8) / 2, t(`sound.${level}`), 17, { weight: '700', color: '#c9d3f0' }).setOrigin(0, 0.5));
      button(`sound:${level}:+`, '+', 'navy', right - bw, y, bw, () => this.app.setAudio({ [level]: stepLevel(s[level], 1) }));
      add(text(this, right - bw - 8 - 44, y + (row - 8) / 2, percent(s[level]), 18, { weight: '700', color: '#f3e2b0' }).setOrigin(0.5));
      button(`sound:${level}:-`, '−', 'navy', right - bw * 2 - 8 - 88, y, bw, () => this.app.setAudio({ [level]: stepLevel(s[level], -1) }));
    });
    const y = panel.y + row * 4.2;
    const half = (panel.w - 40 - 12) / 2;
    button('sound:mute', `${s.muted ? '✓' : '○'} ${t('sound.mute')}`, s.muted ? 'cosmos' : 'navy', panel.x + 20, y, half, () => this.app.setAudio({ muted: !s.muted }));
    button('sound:close', t('sound.close'), 'gold', panel.x + 20 + half + 12, y, half, () => this.close(), false);
  }
}

// The display settings (issue 29), over the menu (its Display button) or a table (the Pace panel's):
// motion — as the system asks (prefers-reduced-motion), full, or reduced (every change shown at once
// with a short fade: src/app/access.ts) — and the text size of the cards' zoom and the chronicle.
// Remembered by the application and applied at once. Close, Esc or a tap outside the panel leaves.
import type Phaser from 'phaser';
import { t } from '../src/i18n';
import { motionReduced } from '../src/app/access';
import { MOTIONS, TEXT_SCALES, type Settings } from '../src/app/settings';
import { MIN_TARGET } from './presenter/table-layout';
import { Button, panelTexture, text } from './objects/ui';
import { ModalScene } from './ModalScene';

const KEY = 'AccessSettings';

/** What the panel asks of the application (AppSettings). */
interface AccessApp {
  readonly settings: Settings;
  setAccess(change: Partial<Pick<Settings, 'motion' | 'textScale'>>): void;
}

export class AccessSettings extends ModalScene {
  constructor() {
    super(KEY);
  }

  /** Opens the panel over `from` (added to the game the first time: the scene list need not name it);
   *  `closed` runs when it closes (the screen under it redraws: a setting may have changed). */
  static open(from: Phaser.Scene, closed?: () => void): void {
    const plugin = from.scene;
    if (!plugin.get(KEY)) plugin.add(KEY, AccessSettings, false);
    if (closed) plugin.get(KEY).events.once('shutdown', closed);
    plugin.launch(KEY);
  }

  private get app(): AccessApp { return this.registry.get('app') as AccessApp; }

  protected build(): void {
    const { width: w, height: h } = this.scale;
    const add = <T extends Phaser.GameObjects.GameObject>(o: T): T => this.keep(o);
    const row = Math.max(MIN_TARGET + 8, Math.min(60, Math.floor((h - 40) / 8.2)));
    const pw = Math.min(520, w - 24), ph = row * 7.6;
    const panel = { x: (w - pw) / 2, y: Math.max(12, (h - ph) / 2), w: pw, h: ph };
    this.shade(panel, 0.8);
    add(this.add.image(panel.x, panel.y, panelTexture(this, panel.w, panel.h, 'sheet')).setOrigin(0, 0));
    add(text(this, panel.x + 20, panel.y + row * 0.55, t('access.title'), 24, { display: true, color: '#f0d58c' }).setOrigin(0, 0.5));
    const inner = panel.w - 40;
    const label = (key: string, at: number, params = {}) =>
      add(text(this, panel.x + 20, panel.y + row * at, t(key, params), 16, { weight: '700', color: '#c9d3f0', wordWrap: { width: inner } }).setOrigin(0, 0.5));
    const button = (id: string, caption: string, on: boolean, x: number, y: number, bw: number, fn: () => void, redraw = true) =>
      add(new Button(this, id, caption, on ? 'cosmos' : 'navy', () => { fn(); if (redraw) this.rebuild(); }).place(x, y, bw, row - 8, 16));
    const s = this.app.settings;

    label('access.motion', 1.2);
    const mw = (inner - 2 * 8) / 3;
    MOTIONS.forEach((m, i) => button(`access:motion:${m}`, t(`access.motion.${m}`), m === s.motion, panel.x + 20 + i * (mw + 8), panel.y + row * 1.6, mw,
      () => this.app.setAccess({ motion: m })));
    const system = motionReduced('system') ? 'reduced' : 'full';
    label('access.systemSays', 2.85, { motion: t(`access.motion.${system}`) });
    add(text(this, panel.x + 20, panel.y + row * 3.2, t('access.motionNote'), 14, { color: '#9fb3c8', wordWrap: { width: inner } }).setOrigin(0, 0));

    label('access.textSize', 4.5);
    const tw = (inner - 2 * 8) / 3;
    TEXT_SCALES.forEach((scale, i) => button(`access:text:${scale}`, `${Math.round(scale * 100)} %`, scale === s.textScale, panel.x + 20 + i * (tw + 8), panel.y + row * 4.9, tw,
      () => this.app.setAccess({ textScale: scale })));
    button('access:close', t('access.close'), false, panel.x + 20, panel.y + row * 6.3, inner, () => this.close(), false);
  }
}

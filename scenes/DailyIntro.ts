// The daily game's intro over the menu (issue 25: "the daily game says its date and has a short
// intro"): the day's date in the player's locale, what the daily game is (one deal for everyone
// today), and Play or Back. Play starts the day's deal of the mode chosen in the menu.
import type Phaser from 'phaser';
import { utcDate } from '../src/app/daily';
import { getLang, t } from '../src/i18n';
import { dailyCaption } from './presenter/daily-text';
import type { TableApp } from './presenter/table-control';
import { MIN_TARGET } from './presenter/table-layout';
import { sceneMode } from './scene-modes';
import { Button, panelTexture, text } from './objects/ui';
import { ModalScene } from './ModalScene';
import type { Mode } from '../src/engine';

export class DailyIntro extends ModalScene {
  /** The intro as drawn (the test hook's `daily()`), or null while it is closed. */
  static shown: { title: string; intro: string } | null = null;
  private mode: Mode = 'classic';
  private date = '';

  constructor() {
    super('DailyIntro');
  }

  init(data: { mode?: Mode }): void {
    this.mode = data.mode ?? 'classic';
    // The date is read once, as the intro opens: the deal played is the one announced.
    this.date = utcDate(Date.now());
    this.events.once('shutdown', () => { DailyIntro.shown = null; });
  }

  protected build(): void {
    const { width: w, height: h } = this.scale;
    const add = <T extends Phaser.GameObjects.GameObject>(o: T): T => this.keep(o);
    const pw = Math.min(520, w - 24), pad = 22;
    const title = dailyCaption(this.date, getLang());
    const intro = t('ends.daily.intro');
    const titleText = text(this, 0, 0, title, 22, { display: true, color: '#f0d58c', wordWrap: { width: pw - 2 * pad } });
    const introText = text(this, 0, 0, intro, 17, { color: '#dfe6ff', wordWrap: { width: pw - 2 * pad }, lineSpacing: 4 });
    const bh = MIN_TARGET + 10;
    const ph = pad + titleText.height + 14 + introText.height + 20 + bh + pad;
    const panel = { x: (w - pw) / 2, y: Math.max(12, (h - ph) / 2), w: pw, h: ph };
    this.shade(panel, 0.8);
    add(this.add.image(panel.x, panel.y, panelTexture(this, panel.w, panel.h, 'sheet')).setOrigin(0, 0));
    // Made first to be measured, drawn above the panel.
    add(titleText.setPosition(panel.x + pad, panel.y + pad).setDepth(1));
    add(introText.setPosition(panel.x + pad, panel.y + pad + titleText.height + 14).setDepth(1));
    const bw = (pw - 2 * pad - 12) / 2, by = panel.y + ph - pad - bh;
    add(new Button(this, 'daily:back', t('ends.daily.back'), 'navy', () => this.close()).place(panel.x + pad, by, bw, bh, 18));
    add(new Button(this, 'daily:play', `☀ ${t('ends.daily.play')}`, 'gold', () => this.play()).place(panel.x + pad + bw + 12, by, bw, bh, 18));
    DailyIntro.shown = { title, intro };
  }

  private play(): void {
    const app = this.registry.get('app') as TableApp;
    const mode = sceneMode(this.mode);
    mode.menu.daily(app, this.date);
    this.scene.stop('Menu');
    this.scene.start(mode.table);
  }
}

// The guided first game's coach: the lesson's words in a card over the chronicle, Next / Leave, and a
// pulsing gold ring around each thing the lesson points at (found through the targets registry, so
// the ring follows a card wherever the table draws it). It only draws; the TableController's guide
// decides which lesson is shown.
import Phaser from 'phaser';
import { t } from '../../src/i18n';
import type { Guide } from '../../src/tutorial/guide';
import type { Rect } from '../presenter/table-layout';
import { targetRect } from '../presenter/targets';
import { Button, panelTexture, text } from './ui';

export interface CoachHandlers {
  next(): void;
  quit(): void;
  /** The rectangles of the areas a lesson may point at that are not tap targets. */
  area(name: string): Rect | null;
}

const DEPTH = 2500;

/** The chronicle's column shared: the coach on top, the chronicle under it while room is left. */
export function splitForCoach(r: Rect): { coach: Rect; log: Rect | null } {
  const ch = Math.min(r.h, Math.max(300, Math.round(r.h * 0.66)));
  const rest = r.h - ch - 8;
  return { coach: { ...r, h: ch }, log: rest >= 90 ? { x: r.x, y: r.y + ch + 8, w: r.w, h: rest } : null };
}

export class GuideCoach {
  private readonly bg: Phaser.GameObjects.Image;
  private readonly title: Phaser.GameObjects.Text;
  private readonly body: Phaser.GameObjects.Text;
  private readonly nextButton: Button;
  private readonly quitButton: Button;
  private readonly rings: Phaser.GameObjects.Graphics;
  private focus: string[] = [];
  private shown = false;

  constructor(private readonly scene: Phaser.Scene, private readonly h: CoachHandlers) {
    this.bg = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0).setDepth(DEPTH).setInteractive();
    this.title = text(scene, 0, 0, '', 13, { weight: '800', color: '#f0d58c' }).setDepth(DEPTH + 1).setLetterSpacing(1.5);
    this.body = text(scene, 0, 0, '', 17, { weight: '600', color: '#eef2ff', lineSpacing: 5 }).setDepth(DEPTH + 1);
    this.nextButton = new Button(scene, 'guide:next', '', 'gold', () => h.next()).setDepth(DEPTH + 2);
    this.quitButton = new Button(scene, 'guide:quit', '', 'ghost', () => h.quit()).setDepth(DEPTH + 2);
    this.rings = scene.add.graphics().setDepth(DEPTH - 1);
    scene.events.on(Phaser.Scenes.Events.UPDATE, this.drawRings, this);
    scene.events.once(Phaser.Scenes.Events.SHUTDOWN, () => scene.events.off(Phaser.Scenes.Events.UPDATE, this.drawRings, this));
    this.hide();
  }

  /** Shows the guide's lesson in `r` (null: hides it, e.g. while a card's zoom covers that place). */
  show(guide: Guide<never, never>, focus: string[], r: Rect | null): void {
    const lesson = guide.lesson;
    if (!lesson || !r) return this.hide();
    this.shown = true;
    this.focus = focus;
    const pad = 16;
    this.bg.setTexture(panelTexture(this.scene, r.w, r.h, 'lit')).setPosition(r.x, r.y).setVisible(true);
    this.title.setText(t(guide.titleKey, { n: guide.step, total: guide.total }).toUpperCase()).setPosition(r.x + pad, r.y + 12).setVisible(true);
    const btnH = 48;
    const read = lesson.done === 'next';
    const last = guide.step === guide.total;
    const by = r.y + r.h - pad - btnH;
    // The buttons stack when the column is narrow (portrait), side by side otherwise.
    const stacked = r.w < 300;
    const buttonsTop = stacked && read && !last ? by - btnH - 8 : by;
    this.body.setText(t(`guide.${lesson.id}`)).setWordWrapWidth(r.w - 2 * pad, true)
      .setPosition(r.x + pad, this.title.y + this.title.height + 10).setVisible(true);
    // The words shrink until they clear the buttons (a long lesson in a narrow column).
    for (let px = r.w < 260 ? 15 : 17; px >= 12; px--) {
      this.body.setFontSize(px);
      if (this.body.y + this.body.height <= buttonsTop - 8) break;
    }
    const bw = stacked ? r.w - 2 * pad : (r.w - 2 * pad - 10) / 2;
    this.nextButton.setCaption(t(last ? 'guide.playOn' : 'guide.next')).setVisible(read)
      .place(stacked ? r.x + pad : r.x + r.w - pad - bw, by, bw, btnH, 16);
    this.quitButton.setCaption(t('guide.quit')).setVisible(!last)
      .place(r.x + pad, stacked && read ? buttonsTop : by, bw, btnH, 14);
  }

  hide(): void {
    this.shown = false;
    this.focus = [];
    for (const o of [this.bg, this.title, this.body, this.nextButton, this.quitButton]) o.setVisible(false);
    this.rings.clear();
  }

  /** Every frame: the rings follow their targets and breathe. */
  private drawRings(time: number): void {
    this.rings.clear();
    if (!this.shown) return;
    const pulse = 0.5 + 0.5 * Math.sin(time / 260);
    for (const id of this.focus) {
      const r = id.startsWith('area:') ? this.h.area(id.slice(5)) : targetRect(id);
      if (!r) continue;
      const grow = 4 + 4 * pulse;
      this.rings.lineStyle(10, 0xffd76a, 0.25 + 0.2 * pulse)
        .strokeRoundedRect(r.x - grow - 3, r.y - grow - 3, r.w + 2 * grow + 6, r.h + 2 * grow + 6, 12);
      this.rings.lineStyle(3, 0xffe7a0, 0.65 + 0.35 * pulse)
        .strokeRoundedRect(r.x - grow, r.y - grow, r.w + 2 * grow, r.h + 2 * grow, 10);
    }
  }
}

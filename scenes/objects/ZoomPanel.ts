// The card large, beside the board (never over the field): the card drawn big, its facts and our
// text, and what can be done with it now (activate, heal, acquire), with a close button.
import Phaser from 'phaser';
import { cardType } from '../../src/cards';
import { t } from '../../src/i18n';
import { cardFacts } from '../presenter/card-facts';
import { classLine } from './cardArt';
import type { Rect } from '../presenter/table-layout';
import { CardView } from './CardView';
import { shortFor } from './CardPool';
import { Button, panelTexture, text, type Tone } from './ui';
import { scaledFont } from '../../src/app/access';

/** The smallest size of the zoom's rules text (issue 25). */
export const ZOOM_TEXT_PX = 16;

export interface ZoomAction { id: string; caption: string; tone: Tone }

export class ZoomPanel {
  private readonly bg: Phaser.GameObjects.Image;
  private readonly close: Button;
  private readonly texts: Phaser.GameObjects.Text[];
  private card: CardView | null = null;
  private actions: Button[] = [];
  private shownKey = '';

  constructor(private readonly scene: Phaser.Scene, private readonly onButton: (id: string) => void) {
    this.bg = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0).setDepth(800).setInteractive();
    this.close = new Button(scene, 'zoom:close', '✕', 'navy', () => onButton('zoom:close')).setDepth(820);
    this.texts = [0, 1, 2, 3, 4].map(() => text(scene, 0, 0, '', 14).setDepth(810));
    this.hide();
  }

  get visible(): boolean { return this.bg.visible; }

  hide(): void {
    this.shownKey = '';
    this.bg.setVisible(false);
    this.close.setVisible(false);
    for (const x of this.texts) x.setVisible(false);
    this.card?.destroy();
    this.card = null;
    for (const b of this.actions) b.destroy();
    this.actions = [];
  }

  show(uid: number, type: number, r: Rect, actions: ZoomAction[]): void {
    const key = `${uid}:${type}:${r.x},${r.y},${r.w},${r.h}:${t('ui.close')}:${actions.map((a) => a.id).join()}`;
    if (key === this.shownKey) return;
    this.hide();
    this.shownKey = key;
    const pad = 14;
    this.bg.setTexture(panelTexture(this.scene, r.w, r.h, 'sheet')).setPosition(r.x, r.y).setVisible(true);
    this.close.setVisible(true).place(r.x + r.w - 52, r.y + 6, 46, 46, 20);
    const facts = cardFacts(type);
    // The card fills the width left of the close button.
    const boxW = Math.min(r.w - 2 * pad - 54, (r.h * 0.46) * 0.716, 260);
    const landscape = cardType(type).kind === 'armor';
    const boxH = landscape ? boxW * 0.716 : boxW / 0.716;
    this.card = new CardView(this.scene, r.x + pad + boxW / 2, r.y + pad + boxH / 2 + 4, cardType(type), Math.round(shortFor(type, boxW)), uid).setDepth(805);
    this.scene.add.existing(this.card);
    let y = r.y + pad + boxH + 14;
    const width = r.w - 2 * pad;
    const line = (i: number, s: string, px: number, opts: { display?: boolean; color?: string; weight?: string } = {}) => {
      const x = this.texts[i];
      x.setText(s).setPosition(r.x + pad, y).setFontSize(px).setWordWrapWidth(width).setVisible(s !== '')
        .setFontFamily(opts.display ? 'Cinzel, Georgia, serif' : 'Inter, Arial, sans-serif').setColor(opts.color ?? '#e6ecff')
        .setFontStyle(opts.weight ?? '600');
      if (s !== '') y += x.height + 6;
    };
    const px = scaledFont(Math.round(Math.max(12, Math.min(15, r.w * 0.058)))); // the text-size setting (issue 29)
    line(0, facts.name, px + 4, { display: true, color: '#f7ecd0', weight: '700' });
    line(1, [classLine(cardType(type)), facts.rank, facts.kind].filter(Boolean).join(' · '), px - 2, { color: '#aab8d8' });
    line(2, [facts.cost, facts.values, facts.vp].filter(Boolean).join('\n'), px - 1, { color: '#cfd8f2' });
    // The rules text at 16 CSS px at least (issue 25: the zoom is where the full text is read).
    line(3, facts.body, Math.max(scaledFont(ZOOM_TEXT_PX), px), { color: '#ffffff' });
    line(4, facts.flame ?? '', px - 2, { color: '#9fd0ff' });
    const bh = 48;
    actions.forEach((a, i) => {
      const b = new Button(this.scene, a.id, a.caption, a.tone, () => this.onButton(a.id)).setDepth(820);
      b.place(r.x + pad, Math.min(y + 4 + i * (bh + 8), r.y + r.h - (actions.length - i) * (bh + 8)), r.w - 2 * pad, bh, 17);
      this.actions.push(b);
    });
  }
}


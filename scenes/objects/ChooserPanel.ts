// A choice to make, over the hand area: the prompt, the options (cards to pick, players, or yes/no)
// and Confirm / Cancel. It draws what the InputMapper's chooser model says and reports taps.
import Phaser from 'phaser';
import { cardType } from '../../src/cards';
import { t } from '../../src/i18n';
import type { ChooserModel } from '../presenter/InputMapper';
import { spread, type Rect } from '../presenter/table-layout';
import { registerTarget } from '../presenter/targets';
import { cardName } from '../presenter/log';
import { bounds, shortFor } from './CardPool';
import { CardView } from './CardView';
import { glowTexture } from './icons';
import { Button, panelTexture, text } from './ui';

export interface ChooserHandlers {
  option(value: number): void;
  button(id: 'confirm' | 'cancel' | 'yes' | 'no'): void;
  inspect(uid: number): void;
  heroOf(seat: number): string;
}

export class ChooserPanel {
  private readonly bg: Phaser.GameObjects.Image;
  private readonly title: Phaser.GameObjects.Text;
  private readonly buttons: Record<'confirm' | 'cancel' | 'yes' | 'no', Button>;
  private cards: { view: CardView; glow: Phaser.GameObjects.Image; off: () => void }[] = [];
  private seats: Button[] = [];
  private shown = false;

  constructor(private readonly scene: Phaser.Scene, private readonly h: ChooserHandlers) {
    this.bg = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0).setDepth(900).setInteractive();
    this.title = text(scene, 0, 0, '', 17, { weight: '700', color: '#f3e2b0' }).setDepth(901);
    const make = (id: 'confirm' | 'cancel' | 'yes' | 'no', tone: 'gold' | 'navy' | 'cosmos') =>
      new Button(scene, id, '', tone, () => h.button(id)).setDepth(902);
    this.buttons = { confirm: make('confirm', 'gold'), cancel: make('cancel', 'navy'), yes: make('yes', 'gold'), no: make('no', 'navy') };
    this.hide();
  }

  get visible(): boolean { return this.shown; }

  hide(): void {
    this.shown = false;
    this.bg.setVisible(false);
    this.title.setVisible(false);
    for (const b of Object.values(this.buttons)) b.setVisible(false);
    this.clear();
  }

  show(c: ChooserModel, r: Rect): void {
    this.shown = true;
    this.clear();
    for (const b of Object.values(this.buttons)) b.setVisible(false);
    this.bg.setTexture(panelTexture(this.scene, r.w, r.h, 'sheet')).setPosition(r.x, r.y).setVisible(true);
    const count = c.kind === 'cards' ? `  (${c.picks.length}/${c.max})` : '';
    const params = { ...c.params, card: c.source !== null ? cardName(c.source) : '' };
    // An engine decision names the card that asks (its prompt does not).
    const from = c.source !== null && !c.cancellable ? `${cardName(c.source)} — ` : '';
    this.title.setText(from + t(c.key, params) + count).setPosition(r.x + 16, r.y + 10).setVisible(true)
      .setWordWrapWidth(r.w - 32).setFontSize(Math.round(Math.min(18, Math.max(14, r.h * 0.075))));
    const btnH = 48;
    const by = r.y + r.h - btnH - 10;
    const bw = Math.min(190, (r.w - 48) / 3);
    const place = (b: Button, i: number, caption: string, on = true) =>
      b.setCaption(caption).setEnabled(on).setVisible(true).place(r.x + r.w - 16 - (i + 1) * bw - i * 10, by, bw, btnH);
    if (c.kind === 'yesNo') {
      place(this.buttons.no, 0, t(c.noKey));
      place(this.buttons.yes, 1, t(c.yesKey));
      if (c.cancellable) place(this.buttons.cancel, 2, t('ui.cancel'));
    } else if (c.kind === 'cards') {
      place(this.buttons.confirm, 0, t(c.confirmKey), c.canConfirm);
      if (c.cancellable) place(this.buttons.cancel, 1, t('ui.cancel'));
    } else if (c.cancellable) {
      place(this.buttons.cancel, 0, t('ui.cancel'));
    }
    const top = this.title.y + this.title.height + 10;
    const area: Rect = { x: r.x + 16, y: top, w: r.w - 32, h: by - 10 - top };
    if (c.kind === 'cards') this.showCards(c, area);
    if (c.kind === 'seat') this.showSeats(c, area);
  }

  private showCards(c: ChooserModel, area: Rect): void {
    const all = [...c.options.map((v, i) => ({ uid: v, type: c.optionTypes[i], option: true })), ...c.reveal.filter((x) => !c.options.includes(x.uid)).map((x) => ({ ...x, option: false }))];
    const boxH = Math.max(40, area.h - 14);
    const boxW = Math.min(Math.round(boxH * 0.716), 150);
    const xs = spread(all.length, boxW, area.w, 10);
    all.forEach((o, i) => {
      const card = cardType(o.type);
      const picked = c.picks.includes(o.uid);
      const x = area.x + xs[i] + boxW / 2, y = area.y + area.h / 2 + (picked ? -10 : 0);
      const view = new CardView(this.scene, x, y, card, Math.round(shortFor(o.type, boxW)), o.uid).setDepth(910 + i);
      this.scene.add.existing(view);
      view.setAlpha(o.option ? 1 : 0.55);
      const glow = this.scene.add.image(x, y, glowTexture(this.scene, view.cardWidth, view.cardHeight, '#ffd66b')).setDepth(909).setVisible(picked);
      view.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (p: Phaser.Input.Pointer) => {
        if (p.rightButtonReleased()) this.h.inspect(o.uid);
        else if (o.option && p.getDuration() < 450) this.h.option(o.uid);
        else this.h.inspect(o.uid);
      });
      const step = i < all.length - 1 ? Math.min(boxW, xs[i + 1] - xs[i]) : boxW;
      const off = o.option ? registerTarget(`option:${o.uid}`, () => {
        const b = bounds(view);
        return { ...b, w: Math.min(b.w, step) };
      }) : () => undefined;
      this.cards.push({ view, glow, off });
    });
  }

  private showSeats(c: ChooserModel, area: Rect): void {
    const bw = Math.min(220, (area.w - 10 * (c.options.length - 1)) / c.options.length);
    c.options.forEach((seat, i) => {
      const b = new Button(this.scene, `seat:${seat}`, this.h.heroOf(seat), 'cosmos', () => this.h.option(seat)).setDepth(905);
      b.place(area.x + i * (bw + 10), area.y + Math.max(0, area.h / 2 - 28), bw, 56);
      this.seats.push(b);
    });
  }

  private clear(): void {
    for (const c of this.cards) { c.off(); c.view.destroy(); c.glow.destroy(); }
    this.cards = [];
    for (const b of this.seats) b.destroy();
    this.seats = [];
  }
}

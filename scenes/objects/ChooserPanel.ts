// A choice to make, over the board just above the hand (which stays in sight): the card that asks,
// drawn (a tap reads it), the prompt, the options (cards to pick, players, or yes/no) with the cards the
// choice shows, and Confirm / Cancel. It draws what the InputMapper's chooser model says and reports taps.
import Phaser from 'phaser';
import { cardType } from '../../src/cards';
import { t } from '../../src/i18n';
import type { ChooserModel } from '../presenter/InputMapper';
import { cardRow, chooserParts, chooserRect, PICK_LIFT, seatRow } from '../presenter/chooser-layout';
import type { Rect } from '../presenter/table-layout';
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

/** What the panel draws now (for the test hook): the card that asks, the options, the picks, where. */
export interface ChooserShown {
  rect: Rect; kind: ChooserModel['kind']; source: number | null; options: number[]; picks: number[];
}

interface ChooserCard { uid: number; type: number; option: boolean }

/** The cards the panel draws: the cards to pick, then the others the choice shows (a hand looked at). */
function cardsOf(c: ChooserModel): ChooserCard[] {
  if (c.kind === 'seat') return [];
  const options = c.kind === 'cards' ? c.options.map((v, i) => ({ uid: v, type: c.optionTypes[i], option: true })) : [];
  return [...options, ...c.reveal.filter((x) => !options.some((o) => o.uid === x.uid)).map((x) => ({ ...x, option: false }))];
}

export class ChooserPanel {
  private readonly bg: Phaser.GameObjects.Image;
  private readonly title: Phaser.GameObjects.Text;
  private readonly buttons: Record<'confirm' | 'cancel' | 'yes' | 'no', Button>;
  private cards: { view: CardView; glow: Phaser.GameObjects.Image; off: () => void }[] = [];
  private seats: Button[] = [];
  private source: { view: CardView; off: () => void } | null = null;
  private shown: ChooserShown | null = null;

  constructor(private readonly scene: Phaser.Scene, private readonly h: ChooserHandlers) {
    this.bg = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0).setDepth(900).setInteractive();
    this.title = text(scene, 0, 0, '', 17, { weight: '700', color: '#f3e2b0' }).setDepth(901);
    const make = (id: 'confirm' | 'cancel' | 'yes' | 'no', tone: 'gold' | 'navy' | 'cosmos') =>
      new Button(scene, id, '', tone, () => h.button(id)).setDepth(902);
    this.buttons = { confirm: make('confirm', 'gold'), cancel: make('cancel', 'navy'), yes: make('yes', 'gold'), no: make('no', 'navy') };
    this.hide();
  }

  get visible(): boolean { return this.shown !== null; }

  /** What is drawn now, or null when the panel is closed. */
  drawn(): ChooserShown | null { return this.shown; }

  /** Texture keys of the cards drawn (kept when the table prunes the card faces it no longer uses). */
  textureKeys(): string[] {
    return [...this.cards.map((c) => c.view), ...(this.source ? [this.source.view] : [])].flatMap((v) => v.textureKeys());
  }

  hide(): void {
    this.shown = null;
    this.bg.setVisible(false);
    this.title.setVisible(false);
    for (const b of Object.values(this.buttons)) b.setVisible(false);
    this.clear();
  }

  show(c: ChooserModel, area: Rect): void {
    this.clear();
    for (const b of Object.values(this.buttons)) b.setVisible(false);
    const cards = cardsOf(c);
    const r = chooserRect(area, cards.length);
    this.bg.setTexture(panelTexture(this.scene, r.w, r.h, 'sheet')).setPosition(r.x, r.y).setVisible(true);
    const parts = chooserParts(r, c.source !== null);
    if (c.source !== null && parts.source) this.showSource(c.source, c.sourceUid, parts.source);
    const count = c.kind === 'cards' ? `  (${c.picks.length}/${c.max})` : '';
    const params = { ...c.params, card: c.source !== null ? cardName(c.source) : '' };
    // An engine decision names the card that asks (its prompt does not).
    const from = c.source !== null && !c.cancellable ? `${cardName(c.source)} — ` : '';
    this.fitTitle(from + t(c.key, params) + count, parts.title);
    const place = (b: Button, i: number, caption: string, on = true) => {
      const at = parts.buttons[i];
      b.setCaption(caption).setEnabled(on).setVisible(true).place(at.x, at.y, at.w, at.h);
    };
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
    if (c.kind === 'seat') this.showSeats(c, parts.options);
    else this.showCards(c, cards, parts.options);
    this.shown = { rect: { ...r }, kind: c.kind, source: c.source, options: [...c.options], picks: [...c.picks] };
  }

  /** The prompt on at most two lines: a long one is written smaller. */
  private fitTitle(line: string, at: Rect): void {
    this.title.setText(line).setPosition(at.x, at.y).setVisible(true).setWordWrapWidth(at.w);
    for (let px = 18; px >= 12; px--) {
      this.title.setFontSize(px);
      if (this.title.height <= at.h) break;
    }
  }

  /** The card that asks, drawn at the panel's left; a tap (or a long press) opens its zoom. */
  private showSource(type: number, uid: number | null, box: Rect): void {
    const view = new CardView(this.scene, box.x + box.w / 2, box.y + box.h / 2, cardType(type), Math.round(shortFor(type, box.w)), uid).setDepth(905);
    this.scene.add.existing(view);
    if (uid !== null) view.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => this.h.inspect(uid));
    const off = uid !== null ? registerTarget('chooser:source', () => (view.active && view.visible ? bounds(view) : null)) : () => undefined;
    this.source = { view, off };
  }

  /** The cards to pick, and the cards the choice shows beside them (dimmed: a hand looked at). */
  private showCards(c: ChooserModel, all: ChooserCard[], area: Rect): void {
    const row = cardRow(area, all.length);
    all.forEach((o, i) => {
      const picked = c.picks.includes(o.uid);
      const x = row.xs[i] + row.w / 2, y = row.y + (picked ? -PICK_LIFT : 0);
      const view = new CardView(this.scene, x, y, cardType(o.type), Math.round(shortFor(o.type, row.w)), o.uid).setDepth(910 + i);
      this.scene.add.existing(view);
      view.setAlpha(o.option ? 1 : 0.55);
      const glow = this.scene.add.image(x, y, glowTexture(this.scene, view.cardWidth, view.cardHeight, '#ffd66b')).setDepth(909).setVisible(picked);
      view.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (p: Phaser.Input.Pointer) => {
        if (p.rightButtonReleased()) this.h.inspect(o.uid);
        else if (o.option && p.getDuration() < 450) this.h.option(o.uid);
        else this.h.inspect(o.uid);
      });
      const step = i < all.length - 1 ? Math.min(row.w, row.xs[i + 1] - row.xs[i]) : row.w;
      const off = o.option ? registerTarget(`option:${o.uid}`, () => {
        const b = bounds(view);
        return { ...b, w: Math.min(b.w, step) };
      }) : () => undefined;
      this.cards.push({ view, glow, off });
    });
  }

  private showSeats(c: ChooserModel, area: Rect): void {
    seatRow(area, c.options.length).forEach((at, i) => {
      const seat = c.options[i];
      const b = new Button(this.scene, `seat:${seat}`, this.h.heroOf(seat), 'cosmos', () => this.h.option(seat)).setDepth(905);
      b.place(at.x, at.y, at.w, at.h);
      this.seats.push(b);
    });
  }

  private clear(): void {
    for (const c of this.cards) { c.off(); c.view.destroy(); c.glow.destroy(); }
    this.cards = [];
    for (const b of this.seats) b.destroy();
    this.seats = [];
    if (this.source) { this.source.off(); this.source.view.destroy(); this.source = null; }
  }
}

// The upgrade market: the revealed upgrade cards as small action cards (tap one to take it at the upgrade
// step) beside the face-down upgrade deck with its count.
import { t } from '../../../src/i18n';
import Phaser from 'phaser';
import { ActionCard, type ActionCardState } from './ActionCard';
import type { ActionCardData } from './gowData';
import { GOW, TEXT_FONT, type RuneInfo } from './gowPaint';

export interface UpgradeMarketData { revealed: ActionCardData[]; deck: number }

const GAP = 5;
const CAPTION = 18;

export class UpgradeMarket extends Phaser.GameObjects.Container {
  private readonly deckCard: ActionCard;
  private readonly deckCount: Phaser.GameObjects.Text;
  private readonly caption: Phaser.GameObjects.Text;
  private cards: ActionCard[] = [];
  private data_: UpgradeMarketData = { revealed: [], deck: 0 };
  private box = { w: 240, h: 90 };
  private card = { w: 44, h: 62 };

  constructor(scene: Phaser.Scene, private readonly runes: readonly RuneInfo[], private readonly onTap: (uid: number) => void) {
    super(scene, 0, 0);
    this.caption = scene.add.text(0, 0, t('gow.piece.upgrades'), { fontFamily: TEXT_FONT, fontStyle: '700', fontSize: '12px', color: GOW.ash });
    this.deckCard = new ActionCard(scene, runes, () => undefined);
    this.deckCount = scene.add.text(0, 0, '0', { fontFamily: TEXT_FONT, fontStyle: '800', fontSize: '18px', color: GOW.bone, stroke: '#000000', strokeThickness: 4 }).setOrigin(0.5);
    this.add([this.caption, this.deckCard, this.deckCount]);
    scene.add.existing(this);
  }

  /** The market's rectangle and its cards' size (the layout's market and marketCard). */
  place(x: number, y: number, w: number, h: number, card: { w: number; h: number }): this {
    this.setPosition(Math.round(x), Math.round(y));
    this.box = { w, h };
    this.card = card;
    return this.show(this.data_);
  }

  show(data: UpgradeMarketData): this {
    this.data_ = data;
    const { w: cw, h: ch } = this.card;
    const top = Math.min(CAPTION, Math.max(0, this.box.h - ch));
    this.caption.setPosition(2, Math.max(0, top - 16)).setVisible(top >= 14);
    this.deckCard.place(0, top, cw, ch).show(null);
    this.deckCount.setPosition(cw / 2, top + ch / 2).setText(`${data.deck}`).setFontSize(Math.max(14, Math.round(cw * 0.36)));
    while (this.cards.length < data.revealed.length) {
      const c = new ActionCard(this.scene, this.runes, this.onTap, `gow:market:${this.cards.length}`);
      this.cards.push(c);
      this.add(c);
    }
    // The revealed cards right of the deck, overlapping when more come than fit.
    const room = this.box.w - cw - 2 * GAP;
    const n = data.revealed.length;
    const step = n > 1 ? Math.min(cw + GAP, (room - cw) / (n - 1)) : 0;
    this.cards.forEach((c, i) => {
      c.setVisible(i < n);
      if (i < n) c.place(cw + 2 * GAP + i * step, top, cw, ch).show(data.revealed[i]);
    });
    return this;
  }

  /** Marks the revealed cards (e.g. 'canJoin' on all at the upgrade step, 'selected' on the one picked). */
  setCardState(uid: number | null, state: ActionCardState): this {
    for (const c of this.cards) if (c.visible && (uid === null || c.card?.uid === uid)) c.setCardState(state);
    return this;
  }
}

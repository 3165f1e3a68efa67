// The audience window's players: one large panel each, the hero's name, the score, how many cards in
// hand (a count: the audience never sees a hand), deck, discard and wounded, the seat's colour down
// the side, and the player at play lit in gold. Read from two metres away.
import Phaser from 'phaser';
import type { PlayerView } from '../../src/engine';
import { t } from '../../src/i18n';
import type { Rect } from '../presenter/table-layout';
import { SEAT_COLORS } from '../objects/coop/HeroPawn';
import { text } from '../objects/ui';

interface Board { bg: Phaser.GameObjects.Graphics; name: Phaser.GameObjects.Text; vp: Phaser.GameObjects.Text; counts: Phaser.GameObjects.Text }

export class SeatBoards {
  private boards: Board[] = [];
  private rects: Rect[] = [];

  constructor(private readonly scene: Phaser.Scene) {}

  layout(rects: Rect[]): void {
    this.rects = rects;
    while (this.boards.length < rects.length) {
      const s = this.scene;
      this.boards.push({
        bg: s.add.graphics().setDepth(5),
        name: text(s, 0, 0, '', 36, { display: true, color: '#f3e2b0' }).setDepth(6),
        vp: text(s, 0, 0, '', 46, { weight: '800', color: '#ffe6a0' }).setOrigin(1, 0).setDepth(6),
        counts: text(s, 0, 0, '', 24, { weight: '700', color: '#c8d4f4' }).setDepth(6),
      });
    }
    this.boards.forEach((b, i) => { const on = i < rects.length; b.bg.setVisible(on); b.name.setVisible(on); b.vp.setVisible(on); b.counts.setVisible(on); });
  }

  /** active: the seat at play (null: nobody, e.g. Poseidon's phase); done: seats that have played
   *  this round (a cooperative game: dimmed). */
  show(players: readonly PlayerView[], active: number | null, done: readonly number[] = []): void {
    players.forEach((p, i) => {
      const b = this.boards[i], r = this.rects[i];
      if (!b || !r) return;
      const lit = p.seat === active;
      const colour = Phaser.Display.Color.HexStringToColor(SEAT_COLORS[p.seat % SEAT_COLORS.length]).color;
      b.bg.clear();
      b.bg.fillStyle(lit ? 0x2a2410 : 0x0a1030, 0.86).fillRoundedRect(r.x, r.y, r.w, r.h, 16);
      b.bg.lineStyle(lit ? 5 : 2, lit ? 0xf7d47a : 0x6c5a2c, 1).strokeRoundedRect(r.x, r.y, r.w, r.h, 16);
      b.bg.fillStyle(colour, done.includes(p.seat) && !lit ? 0.35 : 1).fillRoundedRect(r.x + 8, r.y + 12, 10, r.h - 24, 5);
      const big = r.h >= 120;
      b.name.setText(t(`hero.${p.hero}`)).setFontSize(big ? 38 : 30).setPosition(r.x + 34, r.y + (big ? 16 : 10));
      b.vp.setText(p.vp === undefined ? '' : t('aud.vp', { n: p.vp })).setFontSize(big ? 48 : 38).setPosition(r.x + r.w - 22, r.y + (big ? 12 : 6));
      const wounded = p.marked?.length ?? 0;
      b.counts.setText(t('aud.counts', { hand: p.handCount, deck: p.deckCount, discard: p.discard.length }) + (wounded ? t('aud.wounded', { n: wounded }) : ''))
        .setFontSize(big ? 26 : 22).setPosition(r.x + 34, r.y + r.h - (big ? 48 : 36));
      if (b.counts.width > r.w - 50) b.counts.setScale((r.w - 50) / b.counts.width); else b.counts.setScale(1);
    });
  }

  /** The middle of a seat's panel (where its cards fly from and to). */
  centre(seat: number): { x: number; y: number } | null {
    const r = this.rects[seat];
    return r ? { x: r.x + r.w / 2, y: r.y + r.h / 2 } : null;
  }
}

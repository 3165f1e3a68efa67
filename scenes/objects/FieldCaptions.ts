// On a field card whose rule changes what players may do while it is there (Kuraggu: no other Saint
// can be acquired; a Guard raising costs…), a short caption, always shown (issue 12). The card prints
// its rules text (issue 25), which the caption must leave readable: the band goes under the card when
// the table leaves room there (the landscape tables), else over the card's art and name plate, never
// lower than the top of its rules text box.
// The words are the slot model's `captions` (message keys from the cards' statics), never chosen here.
import type Phaser from 'phaser';
import { cardType } from '../../src/cards';
import { t } from '../../src/i18n';
import type { Rect } from '../presenter/table-layout';
import type { SlotModel } from '../presenter/table-model';
import { CARD_RATIO, isLandscape } from './cardArt';
import { text } from './ui';

/** A portrait card's cost badges end, and its rules text box begins, this far down in card widths
 *  (paintCard's cardLayout with text: badges to 23 %, the box from 49.5 %). */
const BADGES_END = 0.23;
const TEXT_TOP = 0.495;

/** A caption shown, for the test hook: its slot, its words, where its band is. */
export interface CaptionShown { slot: number; line: string; rect: Rect }

/** Above the field cards (depth 10–15), under everything played, dragged or pressed. */
const DEPTH = 16;

export class FieldCaptions {
  private readonly bands: Phaser.GameObjects.Text[] = [];

  constructor(scene: Phaser.Scene, slots = 6) {
    for (let i = 0; i < slots; i++) {
      this.bands.push(text(scene, 0, 0, '', 11, {
        weight: '700', color: '#ffe3a0', backgroundColor: 'rgba(6,10,30,0.86)', align: 'center',
        padding: { x: 2, y: 2 }, lineSpacing: -1,
      }).setOrigin(0.5, 0).setDepth(DEPTH).setVisible(false));
    }
  }

  /** Shows slot i's captions on the card in `slot` (its box on the table), or hides them; `under` is
   *  the free room under the card, if any. */
  show(i: number, s: SlotModel, slot: Rect, under: Rect | null = null): void {
    const band = this.bands[i];
    if (!band) return;
    if (s.type === null || !s.captions.length) {
      band.setVisible(false);
      return;
    }
    const inner = Math.round(slot.w - 2);
    band.setText(s.captions.map((k) => t(k)).join('\n')).setFixedSize(inner, 0).setWordWrapWidth(inner - 4, true);
    const fit = (room: number, floor: number): boolean => {
      let px = Math.round(Math.max(9, Math.min(12, slot.w * 0.1)));
      band.setFontSize(px);
      while (px > floor && band.height > room) band.setFontSize(--px);
      return band.height <= room;
    };
    // A landscape armor is centred and lower: the band goes over the box's empty top.
    if (isLandscape(cardType(s.type))) {
      fit((slot.h - slot.w * CARD_RATIO) / 2 - 4, 9);
      band.setPosition(slot.x + slot.w / 2, slot.y + 2).setVisible(true);
      return;
    }
    if (under && fit(under.h, 9)) {
      band.setPosition(slot.x + slot.w / 2, under.y).setVisible(true);
      return;
    }
    // Over the art and the name, under the cost badges, ending above the rules text box.
    const top = slot.y + slot.w * BADGES_END, room = slot.w * (TEXT_TOP - BADGES_END) - 1;
    fit(room, 8);
    band.setPosition(slot.x + slot.w / 2, Math.max(slot.y + 2, top + room - band.height)).setVisible(true);
  }

  /** The captions shown now, by slot, with their bands (for the test hook). */
  shown(): CaptionShown[] {
    return this.bands.flatMap((b, slot) => (b.visible
      ? [{ slot, line: b.text, rect: { x: Math.round(b.x - b.width / 2), y: Math.round(b.y), w: Math.round(b.width), h: Math.round(b.height) } }]
      : []));
  }
}

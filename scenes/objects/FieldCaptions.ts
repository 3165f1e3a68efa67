// On a field card whose rule changes what players may do while it is there (Kuraggu: no other Saint
// can be acquired; a Guard raising costs…), a short caption, always shown (issue 12): a dark band
// across the card's art, under its cost badges and above its name, so that the costs stay readable.
// The words are the slot model's `captions` (message keys from the cards' statics), never chosen here.
import type Phaser from 'phaser';
import { cardType } from '../../src/cards';
import { t } from '../../src/i18n';
import type { Rect } from '../presenter/table-layout';
import type { SlotModel } from '../presenter/table-model';
import { CARD_RATIO, isLandscape } from './cardArt';
import { text } from './ui';

/** Where a portrait card's rules text box is, in card widths (paintCard's cardLayout with text: from
 *  49.5 % to 118.5 %): the band says the rule the box prints, larger, so it may cover it (issue 25: the
 *  art above it is now a thin band under the costs and the name). */
const ART_TOP = 0.495;
const ART_BOTTOM = 1.185;

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

  /** Shows slot i's captions on the card in `slot` (its box on the table), or hides them. */
  show(i: number, s: SlotModel, slot: Rect): void {
    const band = this.bands[i];
    if (!band) return;
    if (s.type === null || !s.captions.length) {
      band.setVisible(false);
      return;
    }
    const inner = Math.round(slot.w - 2);
    // A portrait card fills the box: the band sits on its art. A landscape armor is centred and
    // lower: the band goes over it, in the box's empty top.
    const landscape = isLandscape(cardType(s.type));
    const top = landscape ? slot.y + 2 : slot.y + slot.w * ART_TOP;
    const room = landscape ? (slot.h - slot.w * CARD_RATIO) / 2 - 4 : slot.w * (ART_BOTTOM - ART_TOP);
    band.setText(s.captions.map((k) => t(k)).join('\n')).setFixedSize(inner, 0).setWordWrapWidth(inner - 4, true);
    // The largest size that fits the room (never under 9 px: past that, it may reach the name).
    let px = Math.round(Math.max(9, Math.min(12, slot.w * 0.1)));
    band.setFontSize(px);
    while (px > 9 && band.height > room) band.setFontSize(--px);
    band.setPosition(slot.x + slot.w / 2, top).setVisible(true);
  }

  /** The captions shown now, by slot (for the test hook). */
  shown(): { slot: number; line: string }[] {
    return this.bands.flatMap((b, slot) => (b.visible ? [{ slot, line: b.text }] : []));
  }
}

// What the classic table draws around each of the six field cards (its scene places the cards and
// the cards facing them): the running totals, the acquire buttons, the glow of a drag's or a choice's
// targets, the line saying why the rules refuse a card whose totals look enough (issue 12) and the
// captions of the field rules a card imposes.
import type Phaser from 'phaser';
import type { Uid } from '../../src/engine';
import { t } from '../../src/i18n';
import { refusalLine } from '../presenter/refusal';
import { stripParts, type Rect } from '../presenter/table-layout';
import type { SlotModel } from '../presenter/table-model';
import { FieldCaptions, type CaptionShown } from './FieldCaptions';
import { glowTexture } from './icons';
import { StripTotals } from './StripTotals';
import { Button, text } from './ui';

const SLOTS = 6;

export class FieldSlots {
  private readonly totals: StripTotals[] = [];
  private readonly acquire: Button[][] = [];
  /** Why a field card cannot be acquired though what faces it looks enough (issue 12). */
  private readonly refusals: Phaser.GameObjects.Text[] = [];
  private readonly glows: Phaser.GameObjects.Image[] = [];
  /** The rules of field cards that change what may be done, on the cards (issue 12). */
  private readonly captions: FieldCaptions;

  constructor(private readonly scene: Phaser.Scene, tap: (id: string) => void) {
    for (let i = 0; i < SLOTS; i++) {
      this.totals.push(new StripTotals(scene));
      this.acquire.push((['force', 'cosmos'] as const).map((by) =>
        new Button(scene, `acquire:${i}:${by}`, '', by, () => tap(`acquire:${i}:${by}`)).setDepth(200)));
      this.glows.push(scene.add.image(0, 0, '__DEFAULT').setDepth(5).setVisible(false));
      this.refusals.push(text(scene, 0, 0, '', 13, {
        weight: '700', color: '#ffd2c8', backgroundColor: 'rgba(70,10,18,0.9)', padding: { x: 6, y: 4 }, align: 'center',
      }).setOrigin(0.5, 1).setDepth(210).setVisible(false));
    }
    this.captions = new FieldCaptions(scene);
    scene.tweens.add({ targets: this.glows, alpha: { from: 0.45, to: 1 }, duration: 650, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
  }

  /** Slot i's furniture: `offers` are its acquire options shown now, `refuses` whether its refusal may
   *  be said (no choice open, the table still). */
  show(i: number, s: SlotModel, slot: Rect, strip: Rect, targets: ReadonlySet<Uid>, offers: SlotModel['acquire'], refuses: boolean): void {
    const glow = this.glows[i];
    // Under the card, above its strip's totals (the sixth place's −1 badge there takes a fifth of a card).
    const underY = slot.y + slot.h + (i === SLOTS - 1 ? Math.round(slot.w * 0.2) : 2);
    this.captions.show(i, s, slot, strip.y - 2 - underY >= 12 ? { x: slot.x, y: underY, w: slot.w, h: strip.y - 2 - underY } : null);
    if (s.uid === null || s.type === null) {
      glow.setVisible(false);
      this.totals[i].show(null, slot, this.scene);
      this.acquire[i].forEach((b) => b.setVisible(false));
      this.refusals[i].setVisible(false);
      return;
    }
    const cx = slot.x + slot.w / 2, cy = slot.y + slot.h / 2;
    glow.setVisible(targets.has(s.uid)).setPosition(cx, cy).setTexture(glowTexture(this.scene, slot.w, slot.h, '#ffd66b'));
    this.totals[i].show(s, stripParts(strip).totals, this.scene);
    // The totals look enough but the rules refuse: say why, on the card, naming who forbids it.
    const refused = refuses && !offers.length && s.refusal ? refusalLine(s.refusal) : null;
    this.refusals[i].setVisible(refused !== null);
    if (refused !== null) {
      this.refusals[i].setText(refused).setWordWrapWidth(slot.w - 6).setFontSize(Math.round(Math.max(11, Math.min(14, slot.w * 0.11))))
        .setPosition(slot.x + slot.w / 2, slot.y + slot.h - 4);
    }
    this.acquire[i].forEach((b, k) => {
      const option = offers.find((o) => o.by === (k === 0 ? 'force' : 'cosmos'));
      b.setVisible(!!option);
      if (!option) return;
      const idx = offers.indexOf(option);
      const caption = t(option.by === 'force' ? 'ui.acquireForce' : 'ui.acquireCosmos') + (option.armor ? `\n${t('ui.withArmor')}` : '');
      const bh = Math.max(44, Math.round(slot.h * 0.26));
      b.setCaption(caption).place(slot.x + 3, slot.y + slot.h - (offers.length - idx) * (bh + 4), slot.w - 6, bh, Math.min(16, slot.w * 0.14));
    });
  }

  /** A drag's targets glow (every slot's glow set again). */
  glowTargets(field: readonly SlotModel[], slots: readonly Rect[], targets: ReadonlySet<Uid>): void {
    field.forEach((s, i) => {
      const slot = slots[i];
      this.glows[i].setVisible(s.uid !== null && targets.has(s.uid)).setTexture(glowTexture(this.scene, slot.w, slot.h, '#ffd66b'));
    });
  }

  /** While an action plays out: no acquire button, no glow. */
  hideChrome(): void {
    for (const row of this.acquire) for (const b of row) b.setVisible(false);
    for (const g of this.glows) g.setVisible(false);
  }

  /** The refusals shown on the field cards now (for the test hook): the slot and the line. */
  refusalsShown(): { slot: number; line: string }[] {
    return this.refusals.flatMap((r, slot) => (r.visible ? [{ slot, line: r.text }] : []));
  }

  /** The field rules written on the field cards now (for the test hook): the slot and the words. */
  captionsShown(): CaptionShown[] { return this.captions.shown(); }
}

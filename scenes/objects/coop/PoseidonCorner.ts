// Poseidon's corner of the board: his name and VP so far (by source on a long press of the zoom), his
// marked cards (each a card to tap: the heroes may heal them, issue 22), his hand (the Main
// Breadwinner's top five, face up: everything of his is public), and the Epic under way with its
// hourglasses.
import type Phaser from 'phaser';
import type { Uid } from '../../../src/engine';
import { t } from '../../../src/i18n';
import type { CoopModel } from '../../presenter/coop/coop-model';
import type { Rect } from '../../presenter/table-layout';
import { markedSpots } from '../../presenter/coop/coop-layout';
import type { CardPool } from '../CardPool';
import { panelTexture, text } from '../ui';

/** Halos as the classic table lights the cards of a choice: one that may be picked, one picked. */
const OPTION_HALO = '#8fd3ff';
const PICKED_HALO = '#ffd66b';

/** Which of his marked cards a tap would heal or pick now, and which are picked in the open choice. */
export interface MarkedLight { targets: readonly Uid[]; picked: readonly Uid[] }

export class PoseidonCorner {
  private readonly bg: Phaser.GameObjects.Image;
  private readonly epicBg: Phaser.GameObjects.Image;
  private readonly title: Phaser.GameObjects.Text;
  private readonly vp: Phaser.GameObjects.Text;
  private readonly marked: Phaser.GameObjects.Text;
  private readonly empty: Phaser.GameObjects.Text;
  private readonly epicText: Phaser.GameObjects.Text;
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private epicRect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  /** The foot of the panel kept free: the board's "Next phase" button stands there (PreviewPanel). */
  private foot = 76;
  /** How much larger than the board's design size the words are drawn. */
  private k = 1;

  constructor(private readonly scene: Phaser.Scene, private readonly pool: CardPool) {
    this.bg = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0).setDepth(4);
    this.epicBg = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0).setDepth(4);
    this.title = text(scene, 0, 0, '', 15, { display: true, color: '#8fe6ff' }).setDepth(5).setOrigin(0.5, 0);
    this.vp = text(scene, 0, 0, '', 14, { weight: '800', color: '#ffe6a0' }).setDepth(5).setOrigin(0.5, 0);
    this.marked = text(scene, 0, 0, '', 12, { weight: '700', color: '#ffb0b0', align: 'center' }).setDepth(5).setOrigin(0.5, 0);
    this.empty = text(scene, 0, 0, '', 12, { weight: '700', color: '#ffb0b0' }).setDepth(5).setOrigin(0.5, 1);
    this.epicText = text(scene, 0, 0, '', 12, { weight: '700', color: '#f3e2b0', align: 'center' }).setDepth(5).setOrigin(0.5, 0);
  }

  layout(r: Rect, epic: Rect, foot = 76): void {
    this.rect = r;
    this.foot = foot;
    this.epicRect = epic;
    // On a screen larger than the board's 1280×720 design (the audience window's 1920×1080, seen on a
    // stream), his words grow with it.
    const k = (this.k = Math.max(1, Math.min(this.scene.scale.width / 1280, this.scene.scale.height / 720)));
    this.title.setFontSize(Math.round(15 * k));
    this.vp.setFontSize(Math.round(14 * k));
    for (const line of [this.marked, this.empty, this.epicText]) line.setFontSize(Math.round(12 * k));
    this.bg.setTexture(panelTexture(this.scene, r.w, r.h)).setPosition(r.x, r.y);
    this.epicBg.setTexture(panelTexture(this.scene, epic.w, Math.max(8, epic.h))).setPosition(epic.x, epic.y).setVisible(epic.h > 40);
    this.title.setPosition(r.x + r.w / 2, r.y + 6);
    this.vp.setPosition(r.x + r.w / 2, r.y + 28 * k);
    this.marked.setPosition(r.x + r.w / 2, r.y + 50 * k).setWordWrapWidth(r.w - 8);
    this.empty.setPosition(r.x + r.w / 2, r.y + r.h - Math.max(12, foot - 20)).setWordWrapWidth(r.w - 8);
    this.epicText.setPosition(epic.x + epic.w / 2, epic.y + 6).setWordWrapWidth(epic.w - 8);
  }

  show(m: CoopModel, keep: Set<Uid>, ms: number, light: MarkedLight = { targets: [], picked: [] }): void {
    const r = this.rect;
    this.title.setText(t('ui.poseidon'));
    this.vp.setText(t('ui.poseidonVp', { vp: m.poseidonVp.total }));
    const n = m.poseidonMarked.length;
    this.marked.setText(n ? t(light.targets.length ? 'ui.poseidonMarkedHeal' : 'ui.poseidonMarked', { n }) : '').setVisible(n > 0);
    this.empty.setText(m.poseidonHand.length ? '' : t('ui.poseidonHandEmpty'));
    // His marked cards first, under his VP: high on the board, where an open choice's panel (the lower
    // part of the screen) does not cover them.
    const markedEnd = n ? this.showMarked(m, keep, ms, light, r.y + 56 * this.k + this.marked.height) : r.y + 50 * this.k;
    // His hand, top card last (on top), fanned down the panel, above its foot.
    const top = markedEnd, bottom = r.y + r.h - this.foot;
    const box = Math.min(r.w * 0.62, (bottom - top) * 0.716);
    const h = box / 0.716;
    const hand = m.poseidonHand;
    const step = hand.length > 1 ? Math.min(h * 0.62, (bottom - top - h) / (hand.length - 1)) : 0;
    hand.forEach((c, i) => {
      keep.add(c.uid);
      this.pool.place(c.uid, c.type, { x: r.x + r.w / 2, y: top + h / 2 + i * step, box, depth: 30 + i, faceUp: true, role: 'pile', ms });
    });
    const epic = m.table.expansion?.epic ?? null;
    const E = this.epicRect;
    this.epicText.setText(epic ? t('ui.epicHourglasses', { n: epic.hourglasses, of: epic.duration }) : '').setVisible(E.h > 40);
    if (epic && E.h > 60) {
      keep.add(epic.uid);
      const eb = Math.min(E.w * 0.7, (E.h - 30) * 0.716);
      this.pool.place(epic.uid, epic.type, { x: E.x + E.w / 2, y: E.y + 26 + eb / 0.716 / 2, box: eb, depth: 30, faceUp: true, role: 'pile', ms });
    }
  }

  /** His marked cards in rows from `y` (coop-layout markedSpots), lit when a tap would heal or pick
   *  one. Returns where they end. */
  private showMarked(m: CoopModel, keep: Set<Uid>, ms: number, light: MarkedLight, y: number): number {
    const { spots, bottom } = markedSpots(this.rect, y, m.poseidonMarked.length);
    m.poseidonMarked.forEach((c, i) => {
      const { x, y: cy, box, hit } = spots[i];
      keep.add(c.uid);
      const halo = light.picked.includes(c.uid) ? PICKED_HALO : light.targets.includes(c.uid) ? OPTION_HALO : undefined;
      this.pool.place(c.uid, c.type, { x, y: cy, box, depth: 40 + i, faceUp: true, role: 'marked', ms, visible: hit, halo });
    });
    return bottom;
  }
}

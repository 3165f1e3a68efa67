// Poseidon's corner of the board: his name and VP so far (by source on a long press of the zoom), his
// hand (the Main Breadwinner's top five, face up: everything of his is public), his marked cards, and
// the Epic under way with its hourglasses.
import type Phaser from 'phaser';
import type { Uid } from '../../../src/engine';
import { t } from '../../../src/i18n';
import type { CoopModel } from '../../presenter/coop/coop-model';
import type { Rect } from '../../presenter/table-layout';
import type { CardPool } from '../CardPool';
import { panelTexture, text } from '../ui';

export class PoseidonCorner {
  private readonly bg: Phaser.GameObjects.Image;
  private readonly epicBg: Phaser.GameObjects.Image;
  private readonly title: Phaser.GameObjects.Text;
  private readonly vp: Phaser.GameObjects.Text;
  private readonly marked: Phaser.GameObjects.Text;
  private readonly epicText: Phaser.GameObjects.Text;
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private epicRect: Rect = { x: 0, y: 0, w: 0, h: 0 };

  constructor(private readonly scene: Phaser.Scene, private readonly pool: CardPool) {
    this.bg = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0).setDepth(4);
    this.epicBg = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0).setDepth(4);
    this.title = text(scene, 0, 0, '', 15, { display: true, color: '#8fe6ff' }).setDepth(5).setOrigin(0.5, 0);
    this.vp = text(scene, 0, 0, '', 14, { weight: '800', color: '#ffe6a0' }).setDepth(5).setOrigin(0.5, 0);
    this.marked = text(scene, 0, 0, '', 12, { weight: '700', color: '#ffb0b0' }).setDepth(5).setOrigin(0.5, 1);
    this.epicText = text(scene, 0, 0, '', 12, { weight: '700', color: '#f3e2b0', align: 'center' }).setDepth(5).setOrigin(0.5, 0);
  }

  layout(r: Rect, epic: Rect): void {
    this.rect = r;
    this.epicRect = epic;
    this.bg.setTexture(panelTexture(this.scene, r.w, r.h)).setPosition(r.x, r.y);
    this.epicBg.setTexture(panelTexture(this.scene, epic.w, Math.max(8, epic.h))).setPosition(epic.x, epic.y).setVisible(epic.h > 40);
    this.title.setPosition(r.x + r.w / 2, r.y + 6);
    this.vp.setPosition(r.x + r.w / 2, r.y + 28);
    this.marked.setPosition(r.x + r.w / 2, r.y + r.h - 6).setWordWrapWidth(r.w - 8);
    this.epicText.setPosition(epic.x + epic.w / 2, epic.y + 6).setWordWrapWidth(epic.w - 8);
  }

  show(m: CoopModel, keep: Set<Uid>, ms: number): void {
    const r = this.rect;
    this.title.setText(t('ui.poseidon'));
    this.vp.setText(t('ui.poseidonVp', { vp: m.poseidonVp.total }));
    this.marked.setText(m.poseidonMarked.length ? t('ui.poseidonMarked', { n: m.poseidonMarked.length }) : m.poseidonHand.length ? '' : t('ui.poseidonHandEmpty'));
    // His hand, top card last (on top), fanned down the panel.
    const top = r.y + 50, bottom = r.y + r.h - 24;
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
}

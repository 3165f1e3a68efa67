// Under a field card: what the active player brings against it and what it costs, by Force and by
// Cosmos ("3/4"), turning gold once enough.
import type Phaser from 'phaser';
import type { SlotModel } from '../presenter/table-model';
import type { Rect } from '../presenter/table-layout';
import { iconTexture } from './icons';
import { text } from './ui';

export class StripTotals {
  private readonly icons: Phaser.GameObjects.Image[];
  private readonly labels: Phaser.GameObjects.Text[];

  constructor(scene: Phaser.Scene) {
    this.icons = [scene.add.image(0, 0, '__DEFAULT'), scene.add.image(0, 0, '__DEFAULT')];
    this.labels = [text(scene, 0, 0, '', 14, { weight: '800' }), text(scene, 0, 0, '', 14, { weight: '800' })];
    for (const o of [...this.icons, ...this.labels]) o.setDepth(60);
  }

  /** closedHidden: leave out a route the card has no cost for (the rail's narrow totals: pillars). */
  show(slot: SlotModel | null, r: Rect, scene: Phaser.Scene, closedHidden = false): void {
    const on = slot !== null && slot.uid !== null;
    const size = Math.round(Math.min(20, r.h * 0.8));
    const kinds: ('force' | 'cosmos')[] = ['force', 'cosmos'];
    const routes = kinds.filter((kind) => !closedHidden || slot?.cost[kind] !== null);
    const half = r.w / Math.max(1, routes.length);
    kinds.forEach((kind, k) => {
      const i = routes.indexOf(kind);
      const icon = this.icons[k], label = this.labels[k];
      icon.setVisible(on && i >= 0);
      label.setVisible(on && i >= 0);
      if (!on || i < 0) return;
      const cost = slot.cost[kind];
      const have = slot.offered[kind];
      const x = r.x + i * half + 6;
      icon.setTexture(iconTexture(scene, kind, size)).setPosition(x + size / 2, r.y + r.h / 2);
      const reached = cost !== null && have >= cost && slot.facing.length > 0;
      label.setText(cost === null ? '—' : `${have}/${cost}`)
        .setFontSize(Math.round(size * 0.78))
        .setColor(cost === null ? '#5d6788' : reached ? '#ffd66b' : have > 0 ? '#ffffff' : '#9aa6c8')
        .setPosition(x + size + 4, r.y + r.h / 2).setOrigin(0, 0.5);
    });
  }
}

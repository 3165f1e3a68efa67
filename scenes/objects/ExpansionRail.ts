// The expansions' band under the field, apart from its cards (the table places those in its card
// pool): the Epic's hourglasses (lit as flames go out) and the Epics still to come, Odin's statue
// with its sapphires, the Libra weapons of the supply, and for each revealed pillar its totals,
// its target glow and its "destroy" button. Counters bounce when they change.
import Phaser from 'phaser';
import { t } from '../../src/i18n';
import type { Uid } from '../../src/engine';
import type { ExpansionModel } from '../presenter/table-model';
import type { RailParts } from '../presenter/rail-layout';
import { glowTexture, iconTexture } from './icons';
import { StripTotals } from './StripTotals';
import { Button, text } from './ui';

const MAX_PILLARS = 7;

export class ExpansionRail {
  private readonly hourglasses: Phaser.GameObjects.Image[] = [];
  private readonly epicsLeft: Phaser.GameObjects.Text;
  private readonly counterIcons: Phaser.GameObjects.Image[];
  private readonly counterLabels: Phaser.GameObjects.Text[];
  private readonly counterNames: Phaser.GameObjects.Text[];
  private readonly totals: StripTotals[] = [];
  private readonly buttons: Button[] = [];
  private readonly glows: Phaser.GameObjects.Image[] = [];
  private last: { sapphires: number | null; libra: number | null; hourglasses: number } | null = null;

  constructor(private readonly scene: Phaser.Scene, onButton: (id: string) => void) {
    this.epicsLeft = text(scene, 0, 0, '', 12, { weight: '700', color: '#aab8d8' }).setDepth(60);
    this.counterIcons = [0, 1].map(() => scene.add.image(0, 0, '__DEFAULT').setDepth(60));
    this.counterLabels = [0, 1].map(() => text(scene, 0, 0, '', 18, { weight: '800', color: '#ffffff' }).setOrigin(0, 0.5).setDepth(60));
    this.counterNames = [0, 1].map(() => text(scene, 0, 0, '', 10, { weight: '700', color: '#8f9cc2' }).setDepth(60));
    for (let i = 0; i < MAX_PILLARS; i++) {
      this.totals.push(new StripTotals(scene));
      const b = new Button(scene, `destroy:${i}`, '', 'force', () => onButton(b.id)).setDepth(200).setVisible(false);
      this.buttons.push(b);
      this.glows.push(scene.add.image(0, 0, '__DEFAULT').setDepth(5).setVisible(false));
    }
    scene.tweens.add({ targets: this.glows, alpha: { from: 0.45, to: 1 }, duration: 650, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
  }

  show(m: ExpansionModel | null, parts: RailParts | null, targets: ReadonlySet<Uid>, offers: boolean): void {
    const on = !!m && !!parts;
    // Hourglasses: one per unit of the Epic's duration, lit once placed.
    const epic = on ? m!.epic : null;
    const n = epic?.duration ?? 0;
    while (this.hourglasses.length < n) this.hourglasses.push(this.scene.add.image(0, 0, '__DEFAULT').setDepth(60));
    this.hourglasses.forEach((img, i) => {
      img.setVisible(i < n);
      if (i >= n || !parts) return;
      const info = parts.epicInfo;
      const s = Math.round(Math.min(28, info.w / Math.max(3, n) - 4));
      img.setTexture(iconTexture(this.scene, 'hourglass', s)).setPosition(info.x + s / 2 + i * (s + 4), info.y + s / 2 + 4)
        .setAlpha(i < epic!.hourglasses ? 1 : 0.3);
    });
    this.epicsLeft.setVisible(on).setText(on ? `${t('ui.epic')}\n${t('ui.epicsLeft', { n: m!.epicDeckCount })}` : '');
    if (on) this.epicsLeft.setPosition(parts!.epicInfo.x, parts!.epicInfo.y + 40);

    // Odin's statue and the Libra weapons (each only with its set).
    const counters: { icon: 'sapphire' | 'libra'; value: number | null; name: string }[] = [
      { icon: 'sapphire' as const, value: on ? m!.sapphires : null, name: t('ui.odin') },
      { icon: 'libra' as const, value: on ? m!.libraLeft : null, name: t('ui.libraSupply') },
    ].filter((c) => c.value !== null);
    this.counterIcons.forEach((icon, i) => {
      const c = counters[i];
      const label = this.counterLabels[i], name = this.counterNames[i];
      for (const o of [icon, label, name]) o.setVisible(!!c);
      if (!c || !parts) return;
      const box = parts.counters;
      const rowH = box.h / 2;
      const s = Math.round(Math.min(30, rowH * 0.55));
      const y = box.y + i * rowH + s / 2 + 2;
      icon.setTexture(iconTexture(this.scene, c.icon, s)).setPosition(box.x + s / 2, y);
      label.setText(String(c.value)).setPosition(box.x + s + 6, y).setFontSize(Math.round(s * 0.7));
      name.setText(c.name).setPosition(box.x, y + s / 2 + 1).setFontSize(10);
    });
    if (on) this.bounce(m!);

    // Pillars, then other cards offered to face: totals, glow when the selected card may face one,
    // and the button to destroy (acquire) it.
    const pillars = on ? [...m!.pillars, ...m!.targets] : [];
    for (let i = 0; i < MAX_PILLARS; i++) {
      const p = pillars[i], part = parts?.pillars[i];
      if (!p || !part || p.uid === null) {
        this.totals[i].show(null, { x: 0, y: 0, w: 0, h: 0 }, this.scene);
        this.buttons[i].setVisible(false);
        this.glows[i].setVisible(false);
        continue;
      }
      this.totals[i].show(p, part.totals, this.scene, true);
      this.glows[i].setVisible(targets.has(p.uid)).setPosition(part.card.x + part.card.w / 2, part.card.y + part.card.h / 2)
        .setTexture(glowTexture(this.scene, part.card.w, part.card.h, '#ffd66b'));
      const b = this.buttons[i];
      const offer = offers ? p.acquire[0] : undefined;
      b.setVisible(!!offer);
      if (offer) {
        b.setTone(offer.by).setCaption(t(offer.by === 'force' ? 'ui.acquireForce' : 'ui.acquireCosmos')).place(part.button.x, part.button.y, part.button.w, part.button.h, Math.min(15, part.button.w * 0.16));
      }
    }
  }

  hideButtons(): void {
    for (const b of this.buttons) b.setVisible(false);
    for (const g of this.glows) g.setVisible(false);
  }

  /** A counter that changed since the last look grows and settles (sapphires, weapons, hourglasses). */
  private bounce(m: ExpansionModel): void {
    const now = { sapphires: m.sapphires, libra: m.libraLeft, hourglasses: m.epic?.hourglasses ?? 0 };
    const before = this.last;
    this.last = now;
    if (!before) return;
    const pop = (o: Phaser.GameObjects.Image | undefined) => {
      if (!o) return;
      const s = o.scale;
      this.scene.tweens.add({ targets: o, scale: s * 1.6, duration: 180, yoyo: true, ease: 'Quad.easeOut', onComplete: () => o.setScale(s) });
    };
    if (now.sapphires !== before.sapphires && now.sapphires !== null) pop(this.counterIcons[0]);
    if (now.libra !== before.libra && now.libra !== null) pop(this.counterIcons[now.sapphires === null ? 0 : 1]);
    if (now.hourglasses > before.hourglasses) pop(this.hourglasses[now.hourglasses - 1]);
  }
}

// One player's corner of the Hud: hero, bot or human, VP so far, and the counts of deck, discard,
// hand, wounded cards, with the armor in play. The active player's panel glows.
import Phaser from 'phaser';
import { t } from '../../src/i18n';
import type { PanelModel } from '../presenter/table-model';
import { MIN_TARGET, panelAnchors, type Rect } from '../presenter/table-layout';
import type { PileKind } from '../presenter/pile-view';
import { registerTarget } from '../presenter/targets';
import { iconTexture, type IconKind } from './icons';
import { panelTexture, text } from './ui';

type Slot = 'deck' | 'discard' | 'hand' | 'wounded' | 'armor';
const ICONS: Record<Slot, IconKind> = { deck: 'deck', discard: 'discard', hand: 'hand', wounded: 'wound', armor: 'armor' };

const EXTRAS: { icon: IconKind; count: (m: PanelModel) => number; color: string; signed?: boolean }[] = [
  { icon: 'freeze', count: (m) => m.frozen, color: '#bfe6ff' },
  { icon: 'vp', count: (m) => m.vpTokens, color: '#ffe6a0', signed: true },
  { icon: 'libra', count: (m) => m.libra, color: '#ffe39a' },
  { icon: 'pillar', count: (m) => m.pillars.length, color: '#bfe3ff' },
  { icon: 'relic', count: (m) => m.relics.length, color: '#e9c8ff' },
];

export class PlayerPanel {
  private readonly bg: Phaser.GameObjects.Image;
  private readonly name: Phaser.GameObjects.Text;
  private readonly vp: Phaser.GameObjects.Text;
  private readonly vpIcon: Phaser.GameObjects.Image;
  private readonly icons = {} as Record<Slot, Phaser.GameObjects.Image>;
  private readonly counts = {} as Record<Slot, Phaser.GameObjects.Text>;
  /** Expansion counts, shown only when not zero: frozen cards, VP tokens, Libra weapons, pillars, relics. */
  private readonly extraIcons: Phaser.GameObjects.Image[] = [];
  private readonly extraCounts: Phaser.GameObjects.Text[] = [];
  private rect: Rect = { x: 0, y: 0, w: 0, h: 0 };
  private model: PanelModel | null = null;
  private readonly off: () => void;
  /** Over the deck and discard counts of the viewer's own panel: opens the deck viewer (issue 25). */
  private readonly piles: Phaser.GameObjects.Zone | null = null;
  private pilesRect: Rect | null = null;
  private pilesOpen = false;
  private pilesWanted = false;

  constructor(private readonly scene: Phaser.Scene, readonly seat: number, onArmor: (uid: number) => void, onPile?: (kind: PileKind) => void) {
    this.bg = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0);
    this.name = text(scene, 0, 0, '', 15, { display: true, color: '#f3e2b0' });
    this.vp = text(scene, 0, 0, '', 18, { weight: '800', color: '#ffe6a0' }).setOrigin(1, 0.5);
    this.vpIcon = scene.add.image(0, 0, '__DEFAULT');
    for (const k of Object.keys(ICONS) as Slot[]) {
      this.icons[k] = scene.add.image(0, 0, '__DEFAULT');
      this.counts[k] = text(scene, 0, 0, '', 13, { weight: '800' }).setOrigin(0, 0.5);
    }
    for (let i = 0; i < EXTRAS.length; i++) {
      this.extraIcons.push(scene.add.image(0, 0, '__DEFAULT'));
      this.extraCounts.push(text(scene, 0, 0, '', 12, { weight: '800' }).setOrigin(0, 0.5));
    }
    // The whole panel is the target (a touch needs room): it opens the armor in play, if any.
    this.bg.setInteractive({ cursor: 'pointer' }).on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, () => {
      if (this.model?.armor) onArmor(this.model.armor.uid);
    });
    const offs = [registerTarget(`panel:${seat}`, () => (this.model?.armor && this.bg.visible ? { ...this.rect } : null))];
    if (onPile) {
      // One zone a finger can hold over both counts (each half 44 px at least): its left half is the deck, its right the discard.
      const half = (kind: PileKind) => {
        const r = this.pilesOpen ? this.pilesRect : null;
        return r ? { x: kind === 'deck' ? r.x : r.x + r.w / 2, y: r.y, w: r.w / 2, h: r.h } : null;
      };
      this.piles = scene.add.zone(0, 0, 10, 10).setOrigin(0, 0).setInteractive({ cursor: 'pointer' }).setDepth(8);
      this.piles.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (p: Phaser.Input.Pointer) => {
        const r = this.pilesRect;
        if (r && this.pilesOpen) onPile(p.x < r.x + r.w / 2 ? 'deck' : 'discard');
      });
      offs.push(registerTarget(`pile:deck:${seat}`, () => half('deck')), registerTarget(`pile:discard:${seat}`, () => half('discard')));
    }
    this.off = () => { for (const off of offs) off(); this.piles?.destroy(); };
    this.bg.once(Phaser.GameObjects.Events.DESTROY, () => this.off());
  }

  /** The deck viewer is offered on this panel (the viewer's own seat) or not. */
  setPilesOpen(on: boolean): void {
    this.pilesWanted = on;
    this.pilesOpen = on && this.piles !== null && this.bg.visible;
    this.piles?.setVisible(this.pilesOpen);
    if (this.piles?.input) this.piles.input.enabled = this.pilesOpen;
  }

  layout(r: Rect): void {
    this.rect = r;
    const a = panelAnchors(r);
    this.name.setPosition(a.name.x, a.name.y + 1).setFontSize(Math.round(Math.min(16, a.name.h * 0.7)));
    const vs = Math.round(a.vp.h * 0.9);
    this.vpIcon.setTexture(iconTexture(this.scene, 'vp', vs)).setPosition(a.vp.x + a.vp.w - vs / 2, a.vp.y + a.vp.h / 2);
    this.vp.setPosition(a.vp.x + a.vp.w - vs - 4, a.vp.y + a.vp.h / 2).setFontSize(Math.round(Math.min(20, a.vp.h * 0.8)));
    for (const k of Object.keys(ICONS) as Slot[]) {
      const ir = a[k];
      const s = Math.round(Math.min(ir.h, ir.w * 0.5));
      this.icons[k].setTexture(iconTexture(this.scene, ICONS[k], s)).setPosition(ir.x + s / 2, ir.y + ir.h / 2);
      this.counts[k].setPosition(ir.x + s + 3, ir.y + ir.h / 2).setFontSize(Math.round(Math.max(11, Math.min(15, s * 0.6))));
    }
    if (this.piles) {
      const x = a.deck.x - 4, right = a.discard.x + a.discard.w + 2;
      const zh = Math.max(MIN_TARGET, a.deck.h + 8), zy = Math.min(r.y + r.h - zh, a.deck.y + a.deck.h / 2 - zh / 2);
      this.pilesRect = { x, y: zy, w: Math.max(2 * MIN_TARGET, right - x), h: zh };
      this.piles.setPosition(x, zy).setSize(this.pilesRect.w, zh);
      (this.piles.input!.hitArea as Phaser.Geom.Rectangle).setTo(0, 0, this.pilesRect.w, zh);
    }
    if (this.model) this.show(this.model);
  }

  show(m: PanelModel): void {
    this.model = m;
    const lit = m.active || m.deciding;
    this.bg.setTexture(panelTexture(this.scene, this.rect.w, this.rect.h, lit ? 'lit' : 'panel')).setPosition(this.rect.x, this.rect.y);
    const who = m.isBot ? ` · ${t('ui.bot')}` : '';
    this.name.setText(`${lit ? '▸ ' : ''}${t(`hero.${m.hero}`)}${who}`).setColor(lit ? '#ffe39a' : '#c9d3f0');
    this.vp.setText(`${m.vp}`);
    this.counts.deck.setText(String(m.deckCount));
    this.counts.discard.setText(String(m.discard.length));
    this.counts.hand.setText(String(m.handCount));
    this.counts.wounded.setText(String(m.wounded.length)).setColor(m.wounded.length ? '#ff8f8f' : '#8a93b0');
    this.counts.armor.setText(m.armor ? '1' : '–').setColor(m.armor ? '#ffe39a' : '#8a93b0');
    this.icons.armor.setAlpha(m.armor ? 1 : 0.35);
    this.name.setAlpha(m.eliminated ? 0.45 : 1);
    this.showExtras(m);
  }

  /** The expansion counts in a row right of the armor, those not at zero. */
  private showExtras(m: PanelModel): void {
    const a = panelAnchors(this.rect);
    const s = Math.round(Math.min(a.armor.h * 0.8, 18));
    let x = a.armor.x + a.armor.w + 6;
    EXTRAS.forEach((e, i) => {
      const n = e.count(m);
      const icon = this.extraIcons[i], count = this.extraCounts[i];
      const on = n !== 0 && x + s + 16 <= this.rect.x + this.rect.w - 4;
      icon.setVisible(on);
      count.setVisible(on);
      if (!on) return;
      icon.setTexture(iconTexture(this.scene, e.icon, s)).setPosition(x + s / 2, a.armor.y + a.armor.h / 2);
      count.setText(e.signed && n > 0 ? `+${n}` : String(n)).setFontSize(Math.max(11, Math.round(s * 0.7)))
        .setColor(e.color).setPosition(x + s + 2, a.armor.y + a.armor.h / 2);
      x += s + 4 + count.width + 6;
    });
  }

  /** A short glow on one of the counts (a shuffle, a wound). */
  pulse(what: 'deck' | 'wounded' | 'vp', ms: number): Promise<void> {
    const icon = what === 'vp' ? this.vpIcon : this.icons[what];
    const s = icon.scale;
    return new Promise((resolve) => {
      this.scene.tweens.add({ targets: icon, scale: s * 1.45, duration: ms / 2, yoyo: true, ease: 'Quad.easeOut', onComplete: () => { icon.setScale(s); resolve(); } });
      if (what === 'wounded') icon.setTint(0xff6060);
      this.scene.time.delayedCall(ms, () => icon.clearTint());
    });
  }

  setVisible(on: boolean): void {
    for (const o of [this.bg, this.name, this.vp, this.vpIcon, ...Object.values(this.icons), ...Object.values(this.counts)]) o.setVisible(on);
    this.setPilesOpen(this.pilesWanted);
    if (on && this.model) this.showExtras(this.model);
    else for (const o of [...this.extraIcons, ...this.extraCounts]) o.setVisible(false);
  }

  destroy(): void {
    for (const o of [this.bg, this.name, this.vp, this.vpIcon, ...Object.values(this.icons), ...Object.values(this.counts), ...this.extraIcons, ...this.extraCounts]) o.destroy();
  }
}

// The cooperative board's focus panel: the card the hero in turn faces (a pile's top, or a pillar once
// its pile is empty), its name, the running totals, the cards played facing it and the acquire (or
// destroy) buttons; during Poseidon's phase it says he plays.
import type Phaser from 'phaser';
import type { Uid } from '../../../src/engine';
import { t } from '../../../src/i18n';
import type { CoopTap } from '../../presenter/coop/coop-input';
import type { CoopLayout } from '../../presenter/coop/coop-layout';
import type { CoopModel } from '../../presenter/coop/coop-model';
import { cardName } from '../../presenter/log';
import { spread, stripParts } from '../../presenter/table-layout';
import type { CardPool } from '../CardPool';
import { StripTotals } from '../StripTotals';
import { Button, text } from '../ui';

export class FocusPanel {
  private readonly totals: StripTotals;
  private readonly title: Phaser.GameObjects.Text;
  private readonly acquire: Button[];

  constructor(private readonly scene: Phaser.Scene, private readonly pool: CardPool, private readonly model: () => CoopModel, private readonly tap: (tap: CoopTap) => void) {
    this.totals = new StripTotals(scene);
    this.title = text(scene, 0, 0, '', 14, { weight: '700', color: '#cfe9ff' }).setDepth(60);
    this.acquire = (['force', 'cosmos'] as const).map((by) =>
      new Button(scene, `acquire:focus:${by}`, '', by, () => this.acquireFocus(by)).setDepth(200));
  }

  /** Draws the panel in F for the model; `quiet`: no button (a step shown, a choice, the curtain). */
  show(m: CoopModel, F: CoopLayout['focus'], keep: Set<Uid>, ms: number, quiet: boolean): void {
    const me = m.heroes[m.active];
    const pile = me && m.inTurn ? m.piles[me.at] : null;
    const slot = pile ? pile.top ?? pile.pillarSlot : null;
    const waiting = m.heroes.filter((h) => !h.played).map((h) => t(`hero.${h.hero}`)).join(', ');
    this.title.setText(slot && slot.type !== null ? t('ui.facing', { hero: t(`hero.${me!.hero}`), card: cardName(slot.type) }) : m.inTurn ? '' : t('ui.toPlay', { heroes: waiting }))
      .setPosition(F.x + 8, F.y + 6).setWordWrapWidth(F.w - 16);
    // The title may wrap on a narrow side: the totals go under it.
    const head = Math.max(30, Math.ceil(this.title.height) + 10);
    const parts = stripParts({ x: F.x, y: F.y + head, w: F.w, h: F.h - head - 52 });
    this.totals.show(slot, parts.totals, this.scene);
    const minis = slot?.facing ?? [];
    // Played cards stay touchable (44 px at least, issue 25): when many, they shrink first so that each
    // still shows a 44 px strip, then overlap; a tap reaches only the strip left uncovered.
    const room = F.w - 16, n = minis.length;
    const fitsAt = (w: number) => n <= 1 || (room - w) / (n - 1) >= 44;
    let mini = Math.max(44, Math.min(parts.minis.h * 0.716, F.w / 4));
    while (mini > 44 && !fitsAt(mini)) mini -= 1;
    const xs = spread(n, mini, room, 6);
    const tall = mini / 0.716, cy = parts.minis.y + parts.minis.h / 2;
    minis.forEach((p, i) => {
      keep.add(p.uid);
      const x = F.x + 8 + xs[i] + mini / 2;
      const strip = i < n - 1 ? Math.min(mini, xs[i + 1] - xs[i]) : mini;
      this.pool.place(p.uid, p.type, {
        x, y: cy, box: mini, depth: 60 + i, faceUp: true, role: 'played', ms,
        visible: { x: x - mini / 2, y: cy - tall / 2, w: strip, h: tall },
      });
    });
    const offers = quiet ? [] : slot?.acquire ?? [];
    this.acquire.forEach((b, k) => {
      const option = offers.find((o) => o.by === (k === 0 ? 'force' : 'cosmos'));
      b.setVisible(!!option);
      if (!option) return;
      const label = pile?.top ? t(option.by === 'force' ? 'ui.acquireForce' : 'ui.acquireCosmos') : t('ui.destroyPillar');
      // Force and Cosmos side by side under the totals (a pillar: one button across).
      const half = (F.w - 12) / 2;
      const bx = offers.length === 1 ? F.x + 4 : F.x + 4 + k * (half + 4);
      b.setCaption(label + (option.armor ? ` · ${t('ui.withArmor')}` : '')).place(bx, F.y + F.h - 50, offers.length === 1 ? F.w - 8 : half, 46, 15);
    });
  }

  /** During Poseidon's phase no hero faces anything: the panel waits for the next round. */
  poseidonPlays(F: CoopLayout['focus']): void {
    this.title.setText(t('ui.poseidonPlays'));
    this.totals.show(null, stripParts({ x: F.x, y: F.y + 30, w: F.w, h: 60 }).totals, this.scene);
  }

  hideButtons(): void {
    this.acquire.forEach((b) => b.setVisible(false));
  }

  /** The acquire buttons are the InputMapper's: a pile's top is field slot `pile`; a pillar is on the rail. */
  private acquireFocus(by: 'force' | 'cosmos'): void {
    const m = this.model();
    const me = m.heroes[m.active];
    const pile = me ? m.piles[me.at] : null;
    if (!pile) return;
    if (pile.top) this.tap({ kind: 'button', id: `acquire:${pile.pile}:${by}` });
    else if (pile.pillarSlot) this.tap({ kind: 'button', id: `destroy:${m.table.expansion?.pillars.findIndex((s) => s.uid === pile.pillar.uid) ?? -1}` });
  }
}

// The heroes' panels of the cooperative board: each hero's counts (the classic PlayerPanel), a band in
// their pawn's colour, and the whole panel as a target: tap it to let that hero play next, or to give
// them cards. With open hands, a person's hand shows as small cards on the right of their panel.
import Phaser from 'phaser';
import type { Uid } from '../../../src/engine';
import type { CoopModel } from '../../presenter/coop/coop-model';
import type { Rect } from '../../presenter/table-layout';
import { registerTarget } from '../../presenter/targets';
import type { CardPool } from '../CardPool';
import { glowTexture } from '../icons';
import { PlayerPanel } from '../PlayerPanel';
import { SEAT_COLORS } from './HeroPawn';
import type { PileKind } from '../../presenter/pile-view';

/** The part of a panel the open hand takes, when shown. */
const HAND_SHARE = 0.4;

export class HeroPanels {
  private panels: PlayerPanel[] = [];
  private bands: Phaser.GameObjects.Rectangle[] = [];
  private zones: Phaser.GameObjects.Zone[] = [];
  private glows: Phaser.GameObjects.Image[] = [];
  private rects: Rect[] = [];
  private lit = new Set<number>();
  private readonly offs: (() => void)[] = [];
  /** Opens the deck viewer on the viewer's own piles (issue 25); null: not offered (a replay). */
  onPile: ((seat: number, kind: PileKind) => void) | null = null;

  constructor(private readonly scene: Phaser.Scene, private readonly pool: CardPool, private readonly onHero: (seat: number) => void, private readonly onInspect: (uid: Uid) => void) {}

  layout(rects: Rect[]): void {
    this.rects = rects;
    rects.forEach((r, seat) => {
      if (!this.panels[seat]) this.make(seat);
      this.bands[seat].setPosition(r.x + 2, r.y + 6).setSize(5, r.h - 12);
      this.zones[seat].setPosition(r.x, r.y).setSize(r.w, r.h);
      (this.zones[seat].input!.hitArea as Phaser.Geom.Rectangle).setTo(0, 0, r.w, r.h);
      this.glows[seat].setTexture(glowTexture(this.scene, r.w, r.h, '#6dffb0')).setPosition(r.x + r.w / 2, r.y + r.h / 2);
    });
  }

  private make(seat: number): void {
    this.panels[seat] = new PlayerPanel(this.scene, seat, (uid) => this.onInspect(uid), (kind) => this.onPile?.(seat, kind));
    const color = Phaser.Display.Color.HexStringToColor(SEAT_COLORS[seat % SEAT_COLORS.length]).color;
    this.bands[seat] = this.scene.add.rectangle(0, 0, 5, 10, color, 1).setOrigin(0, 0).setDepth(3);
    this.glows[seat] = this.scene.add.image(0, 0, '__DEFAULT').setDepth(1).setVisible(false);
    this.scene.tweens.add({ targets: this.glows[seat], alpha: { from: 0.35, to: 0.9 }, duration: 750, yoyo: true, repeat: -1 });
    const zone = this.scene.add.zone(0, 0, 10, 10).setOrigin(0, 0).setInteractive({ cursor: 'pointer' }).setDepth(6);
    zone.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (p: Phaser.Input.Pointer) => { if (p.getDistance() < 24) this.onHero(seat); });
    this.zones[seat] = zone;
    this.offs.push(registerTarget(`coop:hero:panel:${seat}`, () => (this.lit.has(seat) ? { ...this.rects[seat] } : null)));
  }

  /** open: the viewer may act now (lit panels: a hero to pick, or to give to). */
  show(m: CoopModel, keep: Set<Uid>, ms: number, open: boolean): void {
    this.lit.clear();
    m.heroes.forEach((h, seat) => {
      const r = this.rects[seat];
      const panel = this.panels[seat];
      if (!r || !panel) return;
      const hand = h.hand;
      panel.layout(hand ? { ...r, x: r.x + 8, w: r.w * (1 - HAND_SHARE) - 8 } : { ...r, x: r.x + 8, w: r.w - 8 });
      const p = m.table.players[seat];
      if (p) panel.show({ ...p, active: h.inTurn || p.active && m.inTurn, deciding: p.deciding });
      panel.setPilesOpen(!!this.onPile && m.table.viewer === seat);
      const lit = open && (!!h.pick || h.gifts.length > 0);
      if (lit) this.lit.add(seat);
      this.glows[seat].setVisible(lit);
      this.bands[seat].setAlpha(h.played && !h.inTurn ? 0.35 : 1);
      if (!hand) return;
      const area = { x: r.x + r.w * (1 - HAND_SHARE), y: r.y + 4, w: r.w * HAND_SHARE - 6, h: r.h - 8 };
      const box = Math.min(area.h * 0.716, 40);
      const step = hand.length > 1 ? Math.min(box + 2, (area.w - box) / (hand.length - 1)) : 0;
      hand.forEach((c, i) => {
        keep.add(c.uid);
        this.pool.place(c.uid, c.type, { x: area.x + box / 2 + i * step, y: area.y + area.h / 2, box, depth: 70 + i, faceUp: true, role: 'pile', ms, glance: true });
      });
    });
  }

  heroAt(x: number, y: number): number | null {
    const i = this.rects.findIndex((r) => x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h);
    return i >= 0 ? i : null;
  }

  pulse(seat: number, what: 'deck' | 'wounded' | 'vp', ms: number): Promise<void> {
    return this.panels[seat]?.pulse(what, ms) ?? Promise.resolve();
  }

  destroy(): void {
    for (const off of this.offs.splice(0)) off();
  }
}

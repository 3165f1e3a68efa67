// What the board shows around each pile besides its top card: the face-down cards under it (a back
// with the count), the tap zone that moves the hero there (lit when a move is possible), and the path
// the flood pawn will take in Poseidon's next phase with what he will do at each pile it crosses.
import Phaser from 'phaser';
import { t } from '../../../src/i18n';
import type { CoopLayout } from '../../presenter/coop/coop-layout';
import { pileCardAt } from '../../presenter/coop/coop-layout';
import type { CoopModel } from '../../presenter/coop/coop-model';
import { intervalPoint } from '../../presenter/coop/heptagon';
import { registerTarget } from '../../presenter/targets';
import { ensureCanvasTexture } from '../canvasTexture';
import { glowTexture } from '../icons';
import { paintCardBack } from '../paintCard';
import { text } from '../ui';

const DOES_KEY = { take: 'preview.take', takeHidden: 'preview.badge.takeHidden', flipGeneral: 'preview.flipGeneral', tokenGeneral: 'preview.tokenGeneral', nothing: 'preview.nothing' } as const;

export class PileMarks {
  private readonly backs: Phaser.GameObjects.Image[] = [];
  private readonly counts: Phaser.GameObjects.Text[] = [];
  private readonly zones: Phaser.GameObjects.Zone[] = [];
  private readonly rings: Phaser.GameObjects.Image[] = [];
  private readonly badges: Phaser.GameObjects.Text[] = [];
  private readonly path: Phaser.GameObjects.Graphics;
  private readonly offs: (() => void)[] = [];
  private open = new Set<number>();

  constructor(private readonly scene: Phaser.Scene, onTap: (pile: number) => void) {
    this.path = scene.add.graphics().setDepth(8);
    for (let i = 0; i < 7; i++) {
      this.backs.push(scene.add.image(0, 0, '__DEFAULT').setDepth(12).setVisible(false));
      this.counts.push(text(scene, 0, 0, '', 13, { weight: '800', color: '#e8f4ff', backgroundColor: 'rgba(3,20,40,0.85)', padding: { x: 5, y: 2 } }).setOrigin(0.5).setDepth(40));
      this.rings.push(scene.add.image(0, 0, '__DEFAULT').setDepth(11).setVisible(false));
      this.badges.push(text(scene, 0, 0, '', 12, { weight: '800', color: '#0a1a2a', backgroundColor: 'rgba(140,230,255,0.92)', padding: { x: 6, y: 3 }, align: 'center' }).setOrigin(0.5).setDepth(45).setVisible(false));
      const zone = scene.add.zone(0, 0, 10, 10).setInteractive({ cursor: 'pointer' }).setDepth(10);
      zone.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (p: Phaser.Input.Pointer) => { if (p.getDistance() < 24) onTap(i); });
      this.zones.push(zone);
      this.offs.push(registerTarget(`coop:pile:${i}`, () => (this.open.has(i) ? this.zoneRect(i) : null)));
    }
    scene.tweens.add({ targets: this.rings, alpha: { from: 0.35, to: 0.95 }, duration: 800, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
  }

  layout(L: CoopLayout): void {
    const w = Math.round(L.card), h = Math.round(L.card / 0.716);
    const back = ensureCanvasTexture(this.scene, `pileback:${w}x${h}`, w, h, (ctx) => paintCardBack(ctx, w, h));
    const ring = glowTexture(this.scene, w + 8, h + 8, '#5fe0ff');
    for (let i = 0; i < 7; i++) {
      const at = pileCardAt(L, i);
      this.backs[i].setTexture(back).setPosition(at.x + 3, at.y + 4);
      this.zones[i].setPosition(at.x, at.y).setSize(Math.max(w, 48), Math.max(h, 48));
      (this.zones[i].input!.hitArea as Phaser.Geom.Rectangle).setTo(0, 0, Math.max(w, 48), Math.max(h, 48));
      this.rings[i].setTexture(ring).setPosition(at.x, at.y);
      this.counts[i].setPosition(at.x, at.y + h / 2 + 10).setFontSize(Math.round(Math.max(12, L.card * 0.15)));
      this.badges[i].setPosition(at.x + w / 2, at.y - h / 2).setFontSize(Math.round(Math.max(11, L.card * 0.14)));
    }
  }

  /** open: the viewer may act now (moves lit); moving: the pile a move is being chosen for. */
  show(m: CoopModel, L: CoopLayout, open: boolean, moving: { kind: string; pile?: number } | null): void {
    this.open.clear();
    m.piles.forEach((p, i) => {
      this.backs[i].setVisible(p.hidden > 0);
      this.counts[i].setText(p.hidden > 0 ? `${p.hidden}` : '').setVisible(p.hidden > 0);
      const chosen = moving?.kind === 'move' && moving.pile === i;
      const canMove = open && p.moves.length > 0;
      if (canMove || chosen) this.open.add(i);
      this.rings[i].setVisible(canMove || chosen).setTint(chosen ? 0xffd66b : 0xffffff);
    });
    this.showPreview(m, L);
  }

  /** The next Poseidon phase: a dashed trail over the sides the pawn will cross, a badge on each pile. */
  private showPreview(m: CoopModel, L: CoopLayout): void {
    const g = this.path.clear();
    for (const b of this.badges) b.setVisible(false);
    if (m.table.gameOver || !m.preview.length) return;
    g.lineStyle(Math.max(3, L.board.r * 0.018), 0x5fe0ff, 0.75);
    let from = intervalPoint(L.board, m.pawn, 1.02);
    m.preview.forEach((s, k) => {
      const to = intervalPoint(L.board, (s.pile + 1) % 7, 1.02);
      dashed(g, from.x, from.y, to.x, to.y, 10, 7);
      from = to;
      const label = `${k + 1} · ${t(DOES_KEY[s.does])}${s.waterRises ? `\n${t('preview.water')}` : ''}`;
      this.badges[s.pile].setText(label).setVisible(true)
        .setBackgroundColor(s.does === 'take' || s.does === 'takeHidden' ? 'rgba(255,170,150,0.94)' : 'rgba(140,230,255,0.92)');
    });
  }

  private zoneRect(i: number): { x: number; y: number; w: number; h: number } {
    const z = this.zones[i];
    return { x: z.x - z.width / 2, y: z.y - z.height / 2, w: z.width, h: z.height };
  }

  destroy(): void {
    for (const off of this.offs.splice(0)) off();
  }
}

function dashed(g: Phaser.GameObjects.Graphics, x0: number, y0: number, x1: number, y1: number, dash: number, gap: number): void {
  const len = Math.hypot(x1 - x0, y1 - y0);
  const ux = (x1 - x0) / len, uy = (y1 - y0) / len;
  for (let d = 0; d < len; d += dash + gap) {
    const e = Math.min(len, d + dash);
    g.lineBetween(x0 + ux * d, y0 + uy * d, x0 + ux * e, y0 + uy * e);
  }
}

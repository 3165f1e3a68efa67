// Poseidon's undersea temple seen from above: the marble board (boardPaint.ts) painted once into one
// texture per board size, a still net of caustic light baked in. Over it three small pools of caustic
// light (one texture painted once, additive) wander, turning slowly: round and kept inside the board's
// inscribed circle, they need no mask, and being small they cost little to draw in software WebGL (a
// board-sized additive layer costs about as much as the board itself). The start interval's mark is a
// small image of its own, so that the board's texture depends on its size only.
import Phaser from 'phaser';
import { ensureCanvasTexture, pruneTextures } from '../canvasTexture';
import { corner, type Heptagon } from '../../presenter/coop/heptagon';
import { paintBoard, STUD_AT } from './boardPaint';
import { CAUSTIC_PX, paintCaustic, paintStartMark } from './coopFx';

/** The texture's side for a circumradius of 1: room around the board for its sea-blue aura. */
const MARGIN = 1.08;
/** The wandering light pools: their diameter (× r) and how far from the centre they roam (× r). */
const POOL = 0.62, ROAM = 0.55;
const POOLS = [
  { fx: 0.11, fy: 0.083, phase: 0, spin: 0.07 },
  { fx: 0.077, fy: 0.13, phase: 2.1, spin: -0.05 },
  { fx: 0.094, fy: 0.061, phase: 4.2, spin: 0.04 },
];

export class MarbleBoard {
  private readonly board: Phaser.GameObjects.Image;
  private readonly pools: Phaser.GameObjects.Image[];
  private readonly start: Phaser.GameObjects.Image;
  private h: Heptagon = { cx: 0, cy: 0, r: 1 };

  constructor(private readonly scene: Phaser.Scene) {
    this.board = scene.add.image(0, 0, '__DEFAULT').setDepth(0);
    const key = ensureCanvasTexture(scene, 'coop:caustic', CAUSTIC_PX, CAUSTIC_PX, (ctx) => paintCaustic(ctx, CAUSTIC_PX, 7, 0xc0a57));
    this.pools = POOLS.map(() => scene.add.image(0, 0, key).setBlendMode(Phaser.BlendModes.ADD).setDepth(1));
    this.start = scene.add.image(0, 0, ensureCanvasTexture(scene, 'coop:startmark', 64, 64, (ctx) => paintStartMark(ctx, 64))).setDepth(2);
  }

  layout(h: Heptagon, start: number): void {
    this.h = h;
    const r = Math.round(h.r);
    const size = Math.ceil(r * 2 * MARGIN);
    const key = ensureCanvasTexture(this.scene, `coop:board:${r}`, size, size, (ctx) => paintBoard(ctx, size, r));
    pruneTextures(this.scene, 'coop:board:', new Set([key]));
    this.board.setTexture(key).setPosition(h.cx, h.cy);
    // The pools stay inside the inscribed circle (r·cos π/7 ≈ 0.9 r ≥ ROAM + POOL / 2) as they roam.
    for (const p of this.pools) p.setDisplaySize(h.r * POOL, h.r * POOL);
    const mark = corner(h, start, STUD_AT);
    this.start.setPosition(mark.x, mark.y).setDisplaySize(h.r * 0.13, h.r * 0.13);
    this.update(this.scene.time.now, 0);
  }

  update(time: number, _delta: number): void {
    // Over the still caustics baked in the stone, these wander and turn: the light ripples.
    const s = time / 1000, { cx, cy, r } = this.h;
    this.pools.forEach((img, i) => {
      const p = POOLS[i];
      const u = Math.sin(s * p.fx + p.phase), v = Math.cos(s * p.fy + p.phase * 1.3), k = r * ROAM / Math.max(1, Math.hypot(u, v));
      img.setPosition(cx + u * k, cy + v * k)
        .setRotation(s * p.spin + p.phase).setAlpha(0.34 + 0.1 * Math.sin(s * 0.8 + p.phase));
    });
  }

  destroy(): void {
    this.board.destroy();
    for (const p of this.pools) p.destroy();
    this.start.destroy();
  }
}

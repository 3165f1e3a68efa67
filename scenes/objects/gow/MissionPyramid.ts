// The Missions' pyramid, small, for a corner: upside down as the rulebook lays it (S5, S8): the first
// Mission at the bottom, the two that may follow above it, the three Bosses on top. Played ones carry the
// sun rune and fade; the one under way glows ember. rise(): the won Mission lifts off towards the next row.
import { t } from '../../../src/i18n';
import Phaser from 'phaser';
import { ensureCanvasTexture } from '../canvasTexture';
import type { PyramidData, PyramidTile } from './gowData';
import { DISPLAY_FONT, fitLabel, GOW, label, paintGlyph, paintSlate, RES, TEXT_FONT } from './gowPaint';

export type { PyramidData, PyramidTile };

const GAP = 4;

function paintTile(ctx: CanvasRenderingContext2D, w: number, h: number, t: PyramidTile): void {
  paintSlate(ctx, 0, 0, w, h, Math.min(6, h * 0.15), t.boss ? '#3b2325' : '#26323d', t.boss ? '#170c0d' : '#10171d',
    t.current ? 'rgba(255,170,90,0.95)' : t.boss ? 'rgba(200,38,43,0.6)' : 'rgba(159,211,238,0.45)', t.number + (t.boss ? 50 : 0));
  const big = Math.min(h * 0.5, w * 0.4);
  // The name only where it reads (9 px and more); the number alone otherwise.
  const hasName = h >= 44 && w >= 56;
  label(ctx, t.boss ? `B${t.number}` : `${t.number}`, w / 2, hasName ? h * 0.38 : h / 2, big, t.boss ? '#ffb3a8' : GOW.bone, DISPLAY_FONT, '700');
  if (hasName) fitLabel(ctx, t.name, w / 2, h * 0.77, Math.max(8, h * 0.2), w - 6, GOW.ash, TEXT_FONT, '600', 'center', 7);
  if (t.played) {
    ctx.fillStyle = 'rgba(10,12,16,0.55)';
    ctx.fillRect(0, 0, w, h);
    paintGlyph(ctx, 'sowilo', w / 2, h / 2, h * 0.6, GOW.gold, 6);
  }
}

export class MissionPyramid extends Phaser.GameObjects.Container {
  private readonly glow: Phaser.GameObjects.Graphics;
  private readonly caption: Phaser.GameObjects.Text;
  private tiles: { tile: PyramidTile; image: Phaser.GameObjects.Image; w: number; h: number }[] = [];
  private data_: PyramidData = { rows: [] };
  private pw = 200;
  private ph = 100;

  constructor(scene: Phaser.Scene) {
    super(scene, 0, 0);
    this.glow = scene.add.graphics();
    this.caption = scene.add.text(0, 0, t('gow.piece.missions'), { fontFamily: TEXT_FONT, fontStyle: '700', fontSize: '10px', color: GOW.ash }).setOrigin(0, 1);
    this.add([this.glow, this.caption]);
    scene.add.existing(this);
  }

  place(x: number, y: number, w: number, h: number): this {
    this.setPosition(Math.round(x), Math.round(y));
    this.pw = Math.round(w);
    this.ph = Math.round(h);
    return this.show(this.data_);
  }

  show(data: PyramidData): this {
    this.data_ = data;
    for (const t of this.tiles) t.image.destroy();
    this.tiles = [];
    this.glow.clear();
    this.scene.tweens.killTweensOf(this.glow);
    const rows = data.rows.length || 3;
    const th = Math.floor((this.ph - (rows - 1) * GAP) / rows);
    const tw = Math.floor(Math.min((this.pw - 2 * GAP) / 3, th * 1.9));
    // Row 0 (the first Mission) at the bottom, the Bosses' row on top.
    data.rows.forEach((row, r) => {
      const y = this.ph - (r + 1) * th - r * GAP;
      const rowW = row.length * tw + (row.length - 1) * GAP;
      row.forEach((tile, i) => {
        const x = (this.pw - rowW) / 2 + i * (tw + GAP);
        const pxW = Math.round(tw * RES), pxH = Math.round(th * RES);
        const key = `gow:ptile:${tile.id}:${tile.played ? 'p' : tile.current ? 'c' : 'o'}:${pxW}x${pxH}`;
        ensureCanvasTexture(this.scene, key, pxW, pxH, (ctx) => { ctx.scale(RES, RES); paintTile(ctx, tw, th, tile); });
        const image = this.scene.add.image(x + tw / 2, y + th / 2, key).setScale(1 / RES);
        this.add(image);
        this.tiles.push({ tile, image, w: tw, h: th });
        if (tile.current) {
          for (const [width, alpha] of [[9, 0.15], [5, 0.3], [2, 0.9]] as const) {
            this.glow.lineStyle(width, Number.parseInt(GOW.ember.slice(1), 16), alpha).strokeRoundedRect(x, y, tw, th, 6);
          }
          this.scene.tweens.add({ targets: this.glow, alpha: { from: 1, to: 0.35 }, duration: 900, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
        }
      });
    });
    this.caption.setPosition(0, Math.max(10, this.ph - th - GAP)).setVisible(this.pw - tw > 140);
    return this;
  }

  /** The Mission under way is won: its tile lifts towards the row above in a gold flash and settles
   *  back as played (show() the next data afterwards). */
  rise(ms = 900): Promise<void> {
    const at = this.tiles.find((t) => t.tile.current);
    if (!at) return Promise.resolve();
    const flash = this.scene.add.graphics({ x: at.image.x, y: at.image.y }).fillStyle(Number.parseInt(GOW.gold.slice(1), 16), 0.7).fillCircle(0, 0, Math.max(at.w, at.h) * 0.6);
    this.add(flash);
    this.bringToTop(at.image);
    this.scene.tweens.add({ targets: flash, scale: { from: 0.3, to: 2.2 }, alpha: { from: 0.8, to: 0 }, duration: ms * 0.7, ease: 'Cubic.easeOut', onComplete: () => flash.destroy() });
    const y0 = at.image.y;
    return new Promise((resolve) => {
      this.scene.tweens.add({
        targets: at.image, y: y0 - at.h - GAP, scale: { from: 1 / RES, to: 1.25 / RES }, duration: ms * 0.55, ease: 'Back.easeOut', yoyo: true, hold: ms * 0.1,
        onComplete: () => { at.image.y = y0; resolve(); },
      });
    });
  }
}

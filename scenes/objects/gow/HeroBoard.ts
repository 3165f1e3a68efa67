// A seat's hero board: the hero's name and mark, the hand (count over its limit), deck and discard counts;
// per figure (Brok and Sindri have two) health as a bar and numbers, the rage track as embers that all
// blaze when it is full, Freya's wards, the Stun, Poison and crystal cards it holds. The seat at play is
// rimmed in ember. Painted into one texture, again only when its data changes.
import { t } from '../../../src/i18n';
import Phaser from 'phaser';
import { registerTarget } from '../../presenter/targets';
import type { FigureLine, HeroBoardData } from './gowData';
import { styleOf } from './FigurePawn';
import {
  DISPLAY_FONT, fitLabel, GOW, label, OwnCanvas, paintFlame, paintShield, paintSlate, paintStatusIcon, RES, TEXT_FONT,
} from './gowPaint';

export type { HeroBoardData, FigureLine };

const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, x));

export class HeroBoard extends Phaser.GameObjects.Container {
  private readonly canvas: OwnCanvas;
  private readonly face: Phaser.GameObjects.Image;
  private readonly unregister: () => void;
  private data_: HeroBoardData | null = null;
  private painted = '';
  private bw = 240;
  private bh = 64;

  constructor(scene: Phaser.Scene, readonly seat: number, onTap?: (seat: number) => void) {
    super(scene, 0, 0);
    this.canvas = new OwnCanvas(scene);
    this.face = scene.add.image(0, 0, '__DEFAULT').setOrigin(0);
    this.add(this.face);
    scene.add.existing(this);
    if (onTap) {
      this.face.setInteractive({ cursor: 'pointer' });
      this.face.on(Phaser.Input.Events.GAMEOBJECT_POINTER_UP, (p: Phaser.Input.Pointer) => { if (p.getDistance() < 24) onTap(this.seat); });
    }
    this.unregister = registerTarget(`gow:hero:${seat}`, () => (this.visible && this.scene?.sys.isActive() ? { x: this.x, y: this.y, w: this.bw, h: this.bh } : null));
    this.once(Phaser.GameObjects.Events.DESTROY, () => { this.unregister(); this.canvas.destroy(); });
  }

  place(x: number, y: number, w: number, h: number): this {
    this.setPosition(Math.round(x), Math.round(y));
    this.bw = Math.round(w);
    this.bh = Math.round(h);
    this.repaint();
    return this;
  }

  show(data: HeroBoardData): this {
    this.data_ = data;
    this.repaint();
    return this;
  }

  private repaint(): void {
    if (!this.data_) return;
    const key = `${this.bw}x${this.bh}:${JSON.stringify(this.data_)}`;
    if (key === this.painted) return;
    this.painted = key;
    const d = this.data_;
    this.face.setTexture(this.canvas.paint(this.bw, this.bh, (ctx) => paintBoard(ctx, this.bw, this.bh, d))).setScale(1 / RES);
  }
}

function paintBoard(ctx: CanvasRenderingContext2D, w: number, h: number, d: HeroBoardData): void {
  const rad = Math.min(10, h * 0.18);
  if (d.active) {
    ctx.save();
    ctx.shadowColor = GOW.ember;
    ctx.shadowBlur = 10;
    ctx.beginPath();
    ctx.roundRect(3, 3, w - 6, h - 6, rad);
    ctx.fillStyle = '#000';
    ctx.fill();
    ctx.restore();
  }
  paintSlate(ctx, 2, 2, w - 4, h - 4, rad, d.active ? '#3a3431' : '#24303b', d.active ? '#1a1413' : '#10171e',
    d.active ? 'rgba(255,138,70,0.9)' : 'rgba(159,211,238,0.35)', 17 + d.seat);
  // Narrow and tall (a portrait tablet): the counts get a line of their own under the name.
  const stacked = w < 260 && h >= 76;
  const rows = (stacked ? 2 : 1) + Math.max(1, d.figures.length);
  const pad = 8;
  const rowH = (h - 8) / rows;
  const px = clamp(rowH * 0.62, 11, 19);
  // The header: the mark, the name, then the hand over its limit, the deck and the discard pile.
  const mark = Math.min(rowH * 0.86, 26);
  const st = styleOf(d.figures[0]?.id ?? d.hero);
  const hy = 4 + rowH / 2;
  ctx.beginPath();
  ctx.arc(pad + mark / 2, hy, mark / 2, 0, Math.PI * 2);
  ctx.fillStyle = st.colour;
  ctx.fill();
  label(ctx, st.mark, pad + mark / 2, hy + 1, mark * 0.62, st.ink, DISPLAY_FONT, '700');
  const counts = [
    { icon: 'hand', text: `${d.hand}/${d.handLimit}` }, { icon: 'deck', text: `${d.deck}` }, { icon: 'discard', text: `${d.discard}` },
  ];
  ctx.font = `800 ${Math.round(px)}px ${TEXT_FONT}`;
  const cw = counts.map((c) => ctx.measureText(c.text).width + px * 0.95 + 6);
  let x = stacked ? pad : w - pad - cw.reduce((a, b) => a + b, 0);
  fitLabel(ctx, d.name, pad + mark + 6, hy + 1, px * 1.05, (stacked ? w - pad : x) - (pad + mark + 12), d.active ? '#ffe2c4' : GOW.bone, DISPLAY_FONT, '700', 'left', 9);
  const cy = stacked ? hy + rowH : hy;
  counts.forEach((c, i) => {
    paintPile(ctx, c.icon, x + px * 0.4, cy, px * 0.9);
    label(ctx, c.text, x + px * 0.9, cy + 1, px, GOW.frost, TEXT_FONT, '800', 'left');
    x += cw[i] + (stacked ? 4 : 0);
  });
  // A line per figure.
  const status = [['stun', d.stun], ['poison', d.poison], ['crystal', d.crystal]] as const;
  d.figures.forEach((f, i) => paintFigure(ctx, f, pad, 4 + rowH * (i + (stacked ? 2 : 1)), w - 2 * pad, rowH, px, i === 0 ? status : [], d.figures.length > 1));
}

/** Health (bar and numbers), the rage track, wards; the status cards on the first line's right. */
function paintFigure(
  ctx: CanvasRenderingContext2D, f: FigureLine, x: number, y: number, w: number, h: number, px: number,
  status: readonly (readonly ['stun' | 'poison' | 'crystal', number])[], named: boolean,
): void {
  const cy = y + h / 2;
  let cx = x;
  if (named) { fitLabel(ctx, f.name, cx, cy + 1, px * 0.8, px * 3.2, GOW.ice, TEXT_FONT, '700', 'left', 8); cx += px * 3.3; }
  const left = Math.max(0, f.health - f.damage);
  const barW = clamp(w * 0.28, 40, 110);
  const barH = clamp(h * 0.36, 7, 14);
  ctx.beginPath();
  ctx.roundRect(cx, cy - barH / 2, barW, barH, barH / 2);
  ctx.fillStyle = '#07090c';
  ctx.fill();
  if (left > 0) {
    const g = ctx.createLinearGradient(0, cy - barH / 2, 0, cy + barH / 2);
    g.addColorStop(0, left / f.health > 0.34 ? '#7fd36a' : '#ff7b55');
    g.addColorStop(1, left / f.health > 0.34 ? '#2d6e24' : '#8e1a14');
    ctx.beginPath();
    ctx.roundRect(cx, cy - barH / 2, Math.max(barH, (barW * left) / f.health), barH, barH / 2);
    ctx.fillStyle = g;
    ctx.fill();
  }
  cx += barW + 5;
  label(ctx, `${left}`, cx, cy + 1, px * 1.05, f.exhausted ? GOW.ash : GOW.bone, TEXT_FONT, '800', 'left');
  ctx.font = `800 ${Math.round(px * 1.05)}px ${TEXT_FONT}`;
  cx += ctx.measureText(`${left}`).width + 1;
  label(ctx, `/${f.health}`, cx, cy + 2, px * 0.7, GOW.ash, TEXT_FONT, '700', 'left');
  cx += px * 1.7;
  if (f.exhausted) { label(ctx, t('gow.piece.exhausted'), cx, cy + 1, px * 0.75, GOW.ash, TEXT_FONT, '700', 'left'); return; }
  // The rage track: one ember per step; all blaze when it is full (the ability is ready).
  const full = f.rage >= f.track;
  // Ember steps as large as the line allows, small enough for the track and the wards to fit.
  const step = Math.min(clamp(h * 0.62, 9, 18), (x + w - cx) / (f.track + (f.wards ? 1.5 : 0) + 0.3));
  if (full) {
    ctx.save();
    ctx.shadowColor = GOW.ember;
    ctx.shadowBlur = 12;
    ctx.beginPath();
    ctx.roundRect(cx - 3, cy - step * 0.62, f.track * step + 4, step * 1.24, step * 0.4);
    ctx.fillStyle = 'rgba(255,122,42,0.28)';
    ctx.fill();
    ctx.restore();
  }
  for (let i = 0; i < f.track; i++) paintFlame(ctx, cx + step * (i + 0.5) - 1, cy, step * 0.9, i < f.rage);
  cx += f.track * step + 6;
  // Wards: one ice shield showing how many.
  if (f.wards > 0) { paintShield(ctx, cx + step * 0.6, cy, step * 1.2, f.wards); cx += step * 1.3; }
  const used = cx;
  // Status cards held, from the right edge.
  let rx = x + w;
  for (const [kind, n] of [...status].reverse()) {
    const s = clamp(h * 0.62, 10, 18);
    // Only what fits right of the track and the wards (the deck viewer tells the rest).
    if (n <= 0 || rx - s - px < used + 4) continue;
    label(ctx, `${n}`, rx, cy + 1, px * 0.9, GOW.frost, TEXT_FONT, '800', 'right');
    ctx.font = `800 ${Math.round(px * 0.9)}px ${TEXT_FONT}`;
    rx -= ctx.measureText(`${n}`).width + 2;
    paintStatusIcon(ctx, kind, rx - s / 2, cy, s);
    rx -= s + 6;
  }
}

/** A pile's small icon: a hand of three fanned cards, a deck (stacked), a discard (askew). */
function paintPile(ctx: CanvasRenderingContext2D, kind: string, cx: number, cy: number, s: number): void {
  const cw = s * 0.52, chh = s * 0.74;
  ctx.save();
  ctx.translate(cx, cy);
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = GOW.frost;
  const one = (dx: number, dy: number, a: number, fill: string) => {
    ctx.save();
    ctx.translate(dx, dy);
    ctx.rotate(a);
    ctx.beginPath();
    ctx.roundRect(-cw / 2, -chh / 2, cw, chh, 2);
    ctx.fillStyle = fill;
    ctx.fill();
    ctx.stroke();
    ctx.restore();
  };
  if (kind === 'hand') { one(-s * 0.14, 0, -0.35, '#3d7fa6'); one(0, -1, 0, '#3d7fa6'); one(s * 0.14, 0, 0.35, '#3d7fa6'); }
  else if (kind === 'deck') { one(s * 0.08, s * 0.06, 0, '#1b2630'); one(0, 0, 0, '#1b2630'); }
  else { one(-s * 0.06, 0, -0.25, '#4a3a33'); one(s * 0.06, 0, 0.2, '#4a3a33'); }
  ctx.restore();
}

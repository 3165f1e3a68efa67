// The Main Breadwinner: a glass column on a gold pedestal whose water stands at level / top. The glass,
// its graduations and the red-gold danger mark are painted once (per size and top); the water body is
// one image cropped to the level; only the moving surface (a small Graphics) is redrawn each frame, and
// a few pooled bubbles rise. The level's number sits large on the pedestal's seal, always in one place.
import Phaser from 'phaser';
import { ensureCanvasTexture, pruneTextures } from '../canvasTexture';
import { text } from '../ui';
import { TEXT_FONT } from '../paintCard';
import { bubbleTexture, softDotTexture } from './coopFx';

type Ctx = CanvasRenderingContext2D;
export interface ColumnRect { x: number; y: number; w: number; h: number }

const DEPTH = 20;
const BUBBLES = 9;
const WATER_TOP = 0x2ba9c8;
/** The column's parts, from its width and height (local pixels, origin top-left). */
function parts(w: number, h: number) {
  const cap = Math.round(w * 0.3), seal = Math.min(w * 0.96, 76), base = Math.round(seal + w * 0.2);
  const tx = w * 0.12, tw = w * 0.76, top = cap * 0.55, bottom = h - base + 2;
  const gradTop = cap + Math.max(14, w * 0.3), gradBottom = bottom - 6;
  return { cap, seal, base, tx, tw, top, bottom, gradTop, gradBottom };
}
type Parts = ReturnType<typeof parts>;
const levelY = (p: Parts, level: number, top: number) => p.gradBottom - (Math.max(0, Math.min(level, top)) / Math.max(1, top)) * (p.gradBottom - p.gradTop);

const goldFill = (ctx: Ctx, x0: number, x1: number) => {
  const g = ctx.createLinearGradient(x0, 0, x1, 0);
  g.addColorStop(0, '#7a5414'); g.addColorStop(0.3, '#f7dc8c'); g.addColorStop(0.55, '#c8952e'); g.addColorStop(1, '#5e3f0c');
  return g;
};

function paintBack(ctx: Ctx, w: number, h: number): void {
  const p = parts(w, h);
  const g = ctx.createLinearGradient(p.tx, 0, p.tx + p.tw, 0);
  g.addColorStop(0, 'rgba(2,14,30,0.92)'); g.addColorStop(0.5, 'rgba(8,34,58,0.82)'); g.addColorStop(1, 'rgba(2,12,26,0.94)');
  ctx.fillStyle = g;
  ctx.beginPath();
  ctx.roundRect(p.tx, p.top, p.tw, p.bottom - p.top, [p.tw / 2, p.tw / 2, 0, 0]);
  ctx.fill();
}

function paintWater(ctx: Ctx, w: number, h: number): void {
  const g = ctx.createLinearGradient(0, 0, 0, h);
  g.addColorStop(0, '#2ba9c8'); g.addColorStop(0.55, '#167ea3'); g.addColorStop(1, '#0a3f66');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  // Slanted light shafts inside the water.
  ctx.globalCompositeOperation = 'lighter';
  for (let i = 0; i < 4; i++) {
    const x = (i + 0.3) * (w / 3.2);
    const s = ctx.createLinearGradient(x - w * 0.12, 0, x + w * 0.12, 0);
    s.addColorStop(0, 'rgba(120,220,255,0)'); s.addColorStop(0.5, 'rgba(120,220,255,0.1)'); s.addColorStop(1, 'rgba(120,220,255,0)');
    ctx.fillStyle = s;
    ctx.beginPath();
    ctx.moveTo(x - w * 0.1, 0); ctx.lineTo(x + w * 0.14, 0); ctx.lineTo(x - w * 0.1, h); ctx.lineTo(x - w * 0.34, h);
    ctx.fill();
  }
}

/** The glass in front (edge shade, gloss), the graduations 0..top, the danger mark, the cap and pedestal. */
function paintFront(ctx: Ctx, w: number, h: number, top: number): void {
  const p = parts(w, h);
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(p.tx, p.top, p.tw, p.bottom - p.top, [p.tw / 2, p.tw / 2, 0, 0]);
  const edge = ctx.createLinearGradient(p.tx, 0, p.tx + p.tw, 0);
  edge.addColorStop(0, 'rgba(2,18,36,0.6)'); edge.addColorStop(0.2, 'rgba(2,18,36,0)');
  edge.addColorStop(0.78, 'rgba(2,18,36,0)'); edge.addColorStop(1, 'rgba(2,18,36,0.65)');
  ctx.fillStyle = edge;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = 'rgba(190,235,255,0.55)';
  ctx.stroke();
  ctx.clip();
  for (const [at, width, a] of [[0.2, 0.12, 0.42], [0.83, 0.05, 0.3]]) {
    const x = p.tx + p.tw * at, s = ctx.createLinearGradient(x - p.tw * width, 0, x + p.tw * width, 0);
    s.addColorStop(0, 'rgba(255,255,255,0)'); s.addColorStop(0.5, `rgba(255,255,255,${a})`); s.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = s;
    ctx.fillRect(x - p.tw * width, p.top, p.tw * width * 2, p.bottom - p.top);
  }
  ctx.restore();
  // Graduations on the glass: a tick per level, a number on each (every fifth when the column is tall).
  const every = top > 12 ? 5 : 1;
  const px = Math.round(Math.max(10, Math.min(14, w * 0.2)));
  ctx.font = `700 ${px}px ${TEXT_FONT}`;
  ctx.textBaseline = 'middle';
  ctx.lineCap = 'round';
  for (let l = 0; l < top; l++) {
    const y = levelY(p, l, top), major = l % every === 0;
    ctx.lineWidth = major ? 2 : 1;
    ctx.strokeStyle = 'rgba(230,248,255,0.8)';
    ctx.beginPath();
    ctx.moveTo(p.tx + 2, y); ctx.lineTo(p.tx + p.tw * (major ? 0.26 : 0.14), y);
    ctx.stroke();
    if (!major) continue;
    ctx.fillStyle = 'rgba(0,10,20,0.7)';
    ctx.fillText(String(l), p.tx + p.tw * 0.3 + 1, y + 1);
    ctx.fillStyle = '#eaf8ff';
    ctx.fillText(String(l), p.tx + p.tw * 0.3, y);
  }
  // The top: a red-gold line across, glowing, with its number.
  const ty = levelY(p, top, top);
  ctx.save();
  ctx.shadowColor = 'rgba(255,70,40,0.95)';
  ctx.shadowBlur = 8;
  ctx.lineWidth = 3;
  const red = ctx.createLinearGradient(p.tx, 0, p.tx + p.tw, 0);
  red.addColorStop(0, '#ff5a3c'); red.addColorStop(0.5, '#ffd27a'); red.addColorStop(1, '#ff5a3c');
  ctx.strokeStyle = red;
  ctx.beginPath();
  ctx.moveTo(p.tx - 3, ty); ctx.lineTo(p.tx + p.tw + 3, ty);
  ctx.stroke();
  ctx.font = `800 ${px + 3}px ${TEXT_FONT}`;
  ctx.fillStyle = '#ffcf6e';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'bottom';
  ctx.fillText(String(top), w / 2, ty - 4);
  ctx.restore();
  // The gold capital on top and the pedestal with its round seal below.
  ctx.fillStyle = goldFill(ctx, 0, w);
  ctx.beginPath();
  ctx.roundRect(0, 0, w, p.cap * 0.55, 3);
  ctx.roundRect(w * 0.06, p.cap * 0.5, w * 0.88, p.cap * 0.35, 2);
  ctx.fill();
  const by = h - p.base;
  ctx.beginPath();
  ctx.moveTo(w * 0.06, by); ctx.lineTo(w * 0.94, by); ctx.lineTo(w, by + p.base * 0.18); ctx.lineTo(w, h - 3);
  ctx.lineTo(0, h - 3); ctx.lineTo(0, by + p.base * 0.18);
  ctx.closePath();
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(60,36,6,0.8)';
  ctx.stroke();
  const cx = w / 2, cy = by + p.base * 0.55, R = p.seal / 2;
  const disc = ctx.createRadialGradient(cx - R * 0.3, cy - R * 0.3, 0, cx, cy, R);
  disc.addColorStop(0, '#11607a'); disc.addColorStop(1, '#031d2c');
  ctx.beginPath();
  ctx.arc(cx, cy, R * 0.86, 0, Math.PI * 2);
  ctx.fillStyle = disc;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, R * 0.1);
  ctx.strokeStyle = '#f7dc8c';
  ctx.stroke();
}

/** A bubble: its size and speed (fx) and its lane across the tube, varied independently on each rise. */
interface Bubble { img: Phaser.GameObjects.Image; speed: number; phase: number; fx: number; lane: number }

/** The column standing still at level (of top) in one canvas, w × h: the rules book's pictures. */
export function paintStillColumn(ctx: Ctx, w: number, h: number, level: number, top: number): void {
  const p = parts(w, h);
  paintBack(ctx, w, h);
  const y = levelY(p, level, top);
  ctx.save();
  ctx.beginPath();
  ctx.rect(p.tx, y, p.tw, p.bottom - y);
  ctx.clip();
  ctx.translate(p.tx, p.top);
  paintWater(ctx, Math.ceil(p.tw), Math.ceil(p.bottom - p.top));
  ctx.restore();
  paintFront(ctx, w, h, top);
}

export class WaterColumn {
  private readonly back: Phaser.GameObjects.Image;
  private readonly water: Phaser.GameObjects.Image;
  private readonly surface: Phaser.GameObjects.Graphics;
  private readonly front: Phaser.GameObjects.Image;
  private readonly number: Phaser.GameObjects.Text;
  private readonly danger: Phaser.GameObjects.Image;
  private readonly bubbles: Bubble[] = [];
  private rect: ColumnRect = { x: 0, y: 0, w: 60, h: 300 };
  private p: Parts = parts(60, 300);
  private level = 0;
  private top = 8;
  /** The level drawn now (between marks while it moves), the surface's agitation, a swell's lift. */
  private shown = 0;
  private stir = 0;
  private surge = 0;
  private dangerTween: Phaser.Tweens.Tween | null = null;
  private levelTweens: Phaser.Tweens.Tween[] = [];
  private swellTween: Phaser.Tweens.Tween | null = null;

  constructor(private readonly scene: Phaser.Scene) {
    this.back = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0).setDepth(DEPTH);
    this.water = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 1).setDepth(DEPTH + 1);
    for (let i = 0; i < BUBBLES; i++) {
      const img = scene.add.image(0, 0, bubbleTexture(scene)).setDepth(DEPTH + 2).setAlpha(0);
      this.bubbles.push({ img, speed: 0.5 + ((i * 0.618) % 1), phase: i * 1.7, fx: (i * 0.618) % 1, lane: (i * 0.382 + 0.1) % 1 });
    }
    this.surface = scene.add.graphics().setDepth(DEPTH + 3);
    this.front = scene.add.image(0, 0, '__DEFAULT').setOrigin(0, 0).setDepth(DEPTH + 4);
    this.danger = scene.add.image(0, 0, softDotTexture(scene)).setTint(0xff5a3c).setBlendMode(Phaser.BlendModes.ADD).setDepth(DEPTH + 4).setAlpha(0.25);
    this.number = text(scene, 0, 0, '0', 30, { weight: '800', color: '#ffffff', stroke: '#021420', strokeThickness: 4 }).setOrigin(0.5).setDepth(DEPTH + 5);
  }

  layout(rect: ColumnRect): void {
    this.rect = { x: Math.round(rect.x), y: Math.round(rect.y), w: Math.round(rect.w), h: Math.round(rect.h) };
    this.p = parts(this.rect.w, this.rect.h);
    this.paint();
  }

  /** Animates the water to level (of top), eased; resolves when it stands still. ms 0: at once. */
  setLevel(level: number, top: number, ms: number): Promise<void> {
    const topChanged = top !== this.top;
    this.level = level;
    this.top = top;
    if (topChanged) this.paint();
    for (const tw of this.levelTweens) tw.stop();
    this.levelTweens = [];
    this.updateDanger();
    if (ms <= 0) {
      this.shown = level;
      this.stir = 0;
      this.showNumber();
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      this.levelTweens = [
        this.scene.tweens.add({ targets: this, shown: level, duration: ms, ease: 'Cubic.easeInOut', onComplete: () => resolve(), onStop: () => resolve() }),
        this.scene.tweens.add({ targets: this, stir: { from: 1, to: 0 }, duration: ms * 1.4, ease: 'Quad.easeOut' }),
      ];
    });
  }

  /** A surge: the surface heaves and churns and bubbles burst up, the level unchanged. */
  swell(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    // A burst from the bottom, staggered so that it rises as a plume, not a row.
    this.bubbles.forEach((b, i) => { b.img.y = this.rect.y + this.p.bottom - 4 - i * this.rect.w * 0.12; b.speed = 2 + b.fx * 1.8; });
    this.swellTween?.stop();
    return new Promise((resolve) => {
      this.swellTween = this.scene.tweens.add({
        targets: this, surge: { from: 0, to: 1 }, duration: ms / 2, yoyo: true, ease: 'Sine.easeInOut',
        onComplete: () => { this.surge = 0; this.swellTween = null; resolve(); }, onStop: () => { this.surge = 0; resolve(); },
      });
    });
  }

  update(time: number, delta: number): void {
    const { rect: r, p } = this;
    const s = time / 1000;
    const lift = this.surge * (p.gradBottom - p.gradTop) / Math.max(1, this.top) * 0.4;
    const y = r.y + levelY(p, this.shown, this.top) - lift;
    const amp = Math.max(1.5, r.w * 0.035) * (1 + this.stir * 1.5 + this.surge * 3);
    const left = r.x + p.tx + 1, width = p.tw - 2;
    // The body below the lowest trough, the surface band drawn over it.
    const bodyTop = y + amp * 1.6;
    const fill = Math.max(0, r.y + p.bottom - bodyTop);
    this.water.setCrop(0, this.water.frame.height - fill, this.water.frame.width, fill);
    const g = this.surface.clear();
    const n = 14;
    const wave = (i: number, k: number) => {
      const x = i / n;
      return y + Math.sin(x * 7 + s * 2.6 * k) * amp * 0.6 + Math.sin(x * 13 - s * 3.4) * amp * 0.4 * k;
    };
    g.fillStyle(0x6fd6ee, 0.55);
    g.beginPath();
    // The far side of the surface, seen a little from above: a lighter band behind the crest.
    const back = Math.max(2, r.w * 0.06);
    for (let i = 0; i <= n; i++) g.lineTo(left + (width * i) / n, wave(i, 0.7) - back);
    for (let i = n; i >= 0; i--) g.lineTo(left + (width * i) / n, wave(i, 1));
    g.closePath().fillPath();
    g.fillStyle(WATER_TOP, 1);
    g.beginPath();
    for (let i = 0; i <= n; i++) g.lineTo(left + (width * i) / n, wave(i, 1));
    g.lineTo(left + width, bodyTop + 1).lineTo(left, bodyTop + 1).closePath().fillPath();
    g.lineStyle(2, 0xe6fbff, 0.9);
    g.beginPath();
    for (let i = 0; i <= n; i++) g.lineTo(left + (width * i) / n, wave(i, 1));
    g.strokePath();
    this.moveBubbles(s, delta, y);
    this.showNumber();
  }

  destroy(): void {
    this.scene.tweens.killTweensOf([this, this.number]);
    this.dangerTween?.stop();
    for (const o of [this.back, this.water, this.surface, this.front, this.number, this.danger, ...this.bubbles.map((b) => b.img)]) o.destroy();
  }

  private paint(): void {
    const { x, y, w, h } = this.rect, p = this.p;
    const tag = `${w}x${h}`;
    const back = ensureCanvasTexture(this.scene, `coop:col:back:${tag}`, w, h, (ctx) => paintBack(ctx, w, h));
    const front = ensureCanvasTexture(this.scene, `coop:col:front:${tag}:${this.top}`, w, h, (ctx) => paintFront(ctx, w, h, this.top));
    const ww = Math.ceil(p.tw), wh = Math.ceil(p.bottom - p.top);
    const water = ensureCanvasTexture(this.scene, `coop:col:water:${ww}x${wh}`, ww, wh, (ctx) => paintWater(ctx, ww, wh));
    pruneTextures(this.scene, 'coop:col:', new Set([back, front, water]));
    this.back.setTexture(back).setPosition(x, y);
    this.front.setTexture(front).setPosition(x, y);
    this.water.setTexture(water).setPosition(x + p.tx, y + p.bottom);
    const seal = p.seal;
    this.number.setPosition(x + w / 2, y + h - p.base + p.base * 0.55).setFontSize(Math.round(seal * 0.58));
    this.danger.setPosition(x + w / 2, y + levelY(p, this.top, this.top)).setDisplaySize(w * 1.6, w * 0.7);
    this.update(this.scene.time.now, 0);
  }

  private showNumber(): void {
    const n = String(Math.round(this.shown));
    if (this.number.text !== n) {
      this.number.setText(n);
      this.scene.tweens.add({ targets: this.number, scale: { from: 1.35, to: 1 }, duration: 320, ease: 'Back.easeOut' });
    }
  }

  /** The top mark throbs red when the water is one step from it (or at it). */
  private updateDanger(): void {
    const near = this.level >= this.top - 1;
    if (near === (this.dangerTween !== null)) return;
    this.dangerTween?.stop();
    this.dangerTween = null;
    this.danger.setAlpha(0.25);
    if (near) this.dangerTween = this.scene.tweens.add({ targets: this.danger, alpha: { from: 0.35, to: 0.95 }, duration: 650, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
  }

  private moveBubbles(s: number, delta: number, surfaceY: number): void {
    const { rect: r, p } = this;
    const bottom = r.y + p.bottom - 4;
    const depth = bottom - surfaceY;
    for (const b of this.bubbles) {
      const img = b.img;
      if (depth < 16) { img.setAlpha(0); continue; }
      img.y -= (delta / 1000) * r.w * 0.55 * b.speed * (1 + this.stir + this.surge * 2);
      if (img.y < surfaceY + 4 || img.y > bottom) {
        img.y = bottom - b.fx * 6;
        b.fx = (b.fx + 0.381966) % 1;
        b.lane = (b.lane + 0.618034 + b.fx * 0.2) % 1;
        b.speed = 0.45 + b.fx * 0.9;
      }
      const size = r.w * (0.06 + b.fx * 0.07);
      img.setDisplaySize(size, size);
      img.x = r.x + p.tx + p.tw * (0.2 + b.lane * 0.6) + Math.sin(s * 3 + b.phase) * r.w * 0.04;
      img.setAlpha(Math.min(1, (img.y - surfaceY) / 20) * 0.85);
    }
  }
}

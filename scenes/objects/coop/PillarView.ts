// One of the seven pillars of Poseidon's temple, standing on the board's rim beyond its pile, base toward
// the centre. Hidden: intact and dim; revealed: lit, with a throbbing cyan rim (it can be attacked);
// destroyed: a broken stump. crumble() plays the fall: cracks spread over the shaft, light swells inside,
// then it bursts into stone chips, dust and bubbles (images from a pool shared by the scene's pillars).
import Phaser from 'phaser';
import { seededRandom } from '../cardArt';
import { ensureCanvasTexture } from '../canvasTexture';
import { bubbleTexture, softDotTexture } from './coopFx';
import { shake } from '../calm';

type Ctx = CanvasRenderingContext2D;
export type PillarStatus = 'hidden' | 'revealed' | 'destroyed';

const DEPTH = 6;
const FX_DEPTH = 62;
/** The texture's box around a column of height 1: its width, and the room left for the glow. */
const BOX_W = 0.62, PAD = 0.2;

/** A column of height s in a canvas of (BOX_W + 2 PAD) s × (1 + 2 PAD) s; broken: only its stump. */
function trace(ctx: Ctx, s: number, broken: boolean): void {
  const o = PAD * s, w = BOX_W * s, cx = o + w / 2;
  const y = (f: number) => o + f * s;
  ctx.beginPath();
  ctx.rect(cx - w * 0.47, y(0.88), w * 0.94, s * 0.1); // plinth
  ctx.rect(cx - w * 0.39, y(0.82), w * 0.78, s * 0.065); // torus
  if (broken) {
    const r = seededRandom(0xb40c);
    ctx.moveTo(cx - w * 0.3, y(0.83));
    for (let i = 0; i <= 6; i++) ctx.lineTo(cx - w * 0.3 + (w * 0.6 * i) / 6, y(0.5 + r() * 0.1 + (i % 2) * 0.05));
    ctx.lineTo(cx + w * 0.3, y(0.83));
    ctx.closePath();
    return;
  }
  ctx.moveTo(cx - w * 0.3, y(0.83)); ctx.lineTo(cx - w * 0.26, y(0.2)); ctx.lineTo(cx + w * 0.26, y(0.2)); ctx.lineTo(cx + w * 0.3, y(0.83));
  ctx.closePath();
  ctx.moveTo(cx - w * 0.27, y(0.21)); ctx.quadraticCurveTo(cx - w * 0.42, y(0.17), cx - w * 0.42, y(0.12));
  ctx.lineTo(cx + w * 0.42, y(0.12)); ctx.quadraticCurveTo(cx + w * 0.42, y(0.17), cx + w * 0.27, y(0.21));
  ctx.closePath();
  ctx.rect(cx - w * 0.46, y(0.04), w * 0.92, s * 0.08); // abacus
}

function paintColumn(ctx: Ctx, s: number, broken: boolean): void {
  const o = PAD * s, w = BOX_W * s, cx = o + w / 2;
  const marble = ctx.createLinearGradient(o, 0, o + w, 0);
  marble.addColorStop(0, '#6e8ba3'); marble.addColorStop(0.3, '#f4f9fb'); marble.addColorStop(0.55, '#d8e5ec'); marble.addColorStop(1, '#6f8ca4');
  trace(ctx, s, broken);
  ctx.shadowColor = 'rgba(0,14,28,0.7)';
  ctx.shadowBlur = s * 0.05;
  ctx.shadowOffsetY = s * 0.02;
  ctx.fillStyle = marble;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = Math.max(1, s * 0.012);
  ctx.strokeStyle = 'rgba(16,36,56,0.85)';
  ctx.stroke();
  // Flutes down the shaft.
  ctx.save();
  trace(ctx, s, broken);
  ctx.clip();
  for (let i = -2; i <= 2; i++) {
    const x = cx + i * w * 0.1;
    ctx.lineWidth = Math.max(1, s * 0.012);
    ctx.strokeStyle = 'rgba(60,90,118,0.45)';
    ctx.beginPath(); ctx.moveTo(x, o + s * 0.22); ctx.lineTo(x * 1.0 + i * w * 0.006, o + s * 0.81); ctx.stroke();
    ctx.strokeStyle = 'rgba(255,255,255,0.45)';
    ctx.beginPath(); ctx.moveTo(x + 1.5, o + s * 0.22); ctx.lineTo(x + 1.5 + i * w * 0.006, o + s * 0.81); ctx.stroke();
  }
  ctx.restore();
  if (broken) {
    // Rubble at the foot.
    const r = seededRandom(0x5106e);
    for (let i = 0; i < 4; i++) {
      const x = cx + (i < 2 ? -1 : 1) * w * (0.34 + r() * 0.1), y = o + s * (0.8 + r() * 0.1), k = s * (0.035 + r() * 0.03);
      ctx.beginPath();
      ctx.moveTo(x - k, y); ctx.lineTo(x - k * 0.3, y - k); ctx.lineTo(x + k, y - k * 0.4); ctx.lineTo(x + k * 0.6, y + k * 0.7);
      ctx.closePath();
      ctx.fillStyle = '#a9bccb';
      ctx.fill();
      ctx.strokeStyle = 'rgba(16,36,56,0.8)';
      ctx.lineWidth = 1;
      ctx.stroke();
    }
  }
}

/** The column's silhouette in soft cyan: behind the column it shows as a glowing rim. */
function paintGlow(ctx: Ctx, s: number): void {
  ctx.shadowColor = 'rgba(60,225,255,1)';
  ctx.shadowBlur = s * 0.16;
  ctx.fillStyle = 'rgba(150,245,255,1)';
  ctx.lineWidth = s * 0.09;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = 'rgba(150,245,255,1)';
  trace(ctx, s, false);
  for (let i = 0; i < 3; i++) { ctx.fill(); ctx.stroke(); }
}

function paintChip(ctx: Ctx, k: number): void {
  const r = seededRandom(0xc41b + k);
  ctx.beginPath();
  const n = 5 + (k % 2);
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2, d = 6 + r() * 5;
    ctx.lineTo(12 + Math.cos(a) * d, 12 + Math.sin(a) * d);
  }
  ctx.closePath();
  const g = ctx.createLinearGradient(0, 0, 24, 24);
  g.addColorStop(0, '#f2f7fa'); g.addColorStop(1, '#7893aa');
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(16,36,56,0.8)';
  ctx.stroke();
}

/** Crack lines over the shaft (local coordinates, centre origin), seeded per pillar size. */
function cracks(s: number): { x: number; y: number }[][] {
  const r = seededRandom(0xc7ac + Math.round(s));
  const w = BOX_W * s, out: { x: number; y: number }[][] = [];
  // From a point of impact on the shaft, jagged cracks run mostly along it, one across.
  const x0 = (r() - 0.5) * w * 0.2, y0 = (r() - 0.5) * s * 0.2;
  for (let k = 0; k < 5; k++) {
    let x = x0, y = y0;
    let dir = k === 4 ? 0 : (k % 2 ? -1 : 1) * Math.PI / 2 + (r() - 0.5) * 1.2;
    const line = [{ x, y }];
    for (let i = 0; i < 6; i++) {
      dir += (r() - 0.5) * 1.1;
      x = Math.max(-w * 0.27, Math.min(w * 0.27, x + Math.cos(dir) * s * 0.07));
      y = Math.max(-s * 0.4, Math.min(s * 0.35, y + Math.sin(dir) * s * 0.08));
      line.push({ x, y });
    }
    out.push(line);
  }
  return out;
}

const pools = new WeakMap<Phaser.Scene, Phaser.GameObjects.Image[]>();
function take(scene: Phaser.Scene, key: string): Phaser.GameObjects.Image {
  const pool = (pools.get(scene) ?? []).filter((img) => img.scene);
  pools.set(scene, pool);
  const img = pool.find((i) => !i.visible) ?? scene.add.image(0, 0, key);
  if (!pool.includes(img)) pool.push(img);
  return img.setTexture(key).setVisible(true).setAlpha(1).setAngle(0).setDepth(FX_DEPTH).setBlendMode(Phaser.BlendModes.NORMAL).clearTint();
}

export class PillarView {
  private readonly root: Phaser.GameObjects.Container;
  private readonly glow: Phaser.GameObjects.Image;
  private readonly column: Phaser.GameObjects.Image;
  private readonly crackLines: Phaser.GameObjects.Graphics;
  private readonly inner: Phaser.GameObjects.Image;
  private status: PillarStatus = 'hidden';
  private size = 40;
  private glowTween: Phaser.Tweens.Tween | null = null;
  private fall: Phaser.Tweens.Tween | null = null;

  constructor(private readonly scene: Phaser.Scene) {
    this.glow = scene.add.image(0, 0, '__DEFAULT').setBlendMode(Phaser.BlendModes.ADD).setVisible(false);
    this.column = scene.add.image(0, 0, '__DEFAULT');
    this.crackLines = scene.add.graphics();
    this.inner = scene.add.image(0, 0, softDotTexture(scene)).setTint(0x9ff4ff).setBlendMode(Phaser.BlendModes.ADD).setAlpha(0);
    this.root = scene.add.container(0, 0, [this.glow, this.column, this.crackLines, this.inner]).setDepth(DEPTH);
  }

  /** Centres the pillar on (x, y), size pixels tall, turned by angleDeg (0: standing up, base below). */
  place(x: number, y: number, size: number, angleDeg: number): void {
    this.size = Math.max(16, Math.round(size));
    this.root.setPosition(x, y).setAngle(angleDeg);
    this.show();
  }

  /** Above (or back under) the cards: a pillar breaking stands over its pile. */
  setDepth(depth: number = DEPTH): void {
    this.root.setDepth(depth);
  }

  setStatus(status: PillarStatus): void {
    this.fall?.stop();
    this.fall = null;
    this.status = status;
    this.show();
  }

  /** Cracks, inner light, the burst; resolves when the dust settles, the stump in place. ms 0: at once. */
  crumble(ms: number): Promise<void> {
    this.fall?.stop();
    if (ms <= 0) { this.setStatus('destroyed'); return Promise.resolve(); }
    this.status = 'revealed';
    this.show();
    const lines = cracks(this.size);
    let broken = false;
    return new Promise((resolve) => {
      const done = () => { this.fall = null; this.status = 'destroyed'; this.show(); resolve(); };
      this.fall = this.scene.tweens.addCounter({
        from: 0, to: 1, duration: ms,
        onUpdate: (tw) => {
          const t = tw.getValue() ?? 0;
          if (t < 0.45) {
            const k = t / 0.45;
            this.drawCracks(lines, Math.min(1, k * 1.3));
            this.inner.setAlpha(Math.max(0, (k - 0.3) / 0.7) * 0.9);
            this.column.x = this.crackLines.x = Math.sin(t * 180) * this.size * 0.012 * k;
          } else if (!broken) {
            broken = true;
            this.burst(ms * 0.55);
            this.status = 'destroyed';
            this.show();
            this.inner.setAlpha(1);
          } else {
            // The flash at the break spreads as it fades.
            const f = Math.min(1, (t - 0.45) / 0.25);
            this.inner.setAlpha(1 - f).setDisplaySize(this.size * (0.7 + f), this.size * (0.9 + f));
          }
        },
        onComplete: done,
        onStop: done,
      });
    });
  }

  destroy(): void {
    this.fall?.stop();
    this.glowTween?.stop();
    this.root.destroy();
  }

  private show(): void {
    const s = this.size, tw = Math.ceil((BOX_W + 2 * PAD) * s), th = Math.ceil((1 + 2 * PAD) * s);
    const broken = this.status === 'destroyed';
    const key = ensureCanvasTexture(this.scene, `coop:pillar:${broken ? 'stump' : 'whole'}:${s}`, tw, th, (ctx) => paintColumn(ctx, s, broken));
    this.column.setTexture(key).setPosition(0, 0);
    this.column.setTint(this.status === 'hidden' ? 0x8fa2b6 : broken ? 0xa4b2c2 : 0xffffff).setAlpha(this.status === 'hidden' ? 0.85 : 1);
    this.crackLines.clear().setPosition(0, 0);
    this.inner.setAlpha(0).setDisplaySize(s * 0.7, s * 0.9);
    const lit = this.status === 'revealed';
    this.glow.setVisible(lit);
    this.glowTween?.stop();
    this.glowTween = null;
    if (lit) {
      this.glow.setTexture(ensureCanvasTexture(this.scene, `coop:pillar:glow:${s}`, tw, th, (ctx) => paintGlow(ctx, s)));
      this.glowTween = this.scene.tweens.add({ targets: this.glow, alpha: { from: 0.55, to: 1 }, duration: 900, yoyo: true, repeat: -1, ease: 'Sine.easeInOut' });
    }
  }

  private drawCracks(lines: { x: number; y: number }[][], k: number): void {
    const g = this.crackLines.clear();
    const s = this.size;
    for (const [width, color, alpha] of [[Math.max(4, s * 0.09), 0x5fe8ff, 0.45], [Math.max(2, s * 0.035), 0x0d2236, 0.95], [Math.max(1, s * 0.015), 0xe8ffff, 1]] as const) {
      g.lineStyle(width, color, alpha);
      for (const line of lines) {
        const n = (line.length - 1) * k;
        g.beginPath();
        g.moveTo(line[0].x, line[0].y);
        for (let i = 1; i <= Math.ceil(n); i++) {
          const f = Math.min(1, n - (i - 1));
          g.lineTo(line[i - 1].x + (line[i].x - line[i - 1].x) * f, line[i - 1].y + (line[i].y - line[i - 1].y) * f);
        }
        g.strokePath();
      }
    }
  }

  /** Stone chips fly out and fall, dust spreads, bubbles rise; a shake of the camera. */
  private burst(ms: number): void {
    const { scene, size: s } = this;
    const m = this.root.getWorldTransformMatrix();
    const at = (lx: number, ly: number) => ({ x: m.tx + lx * m.a + ly * m.c, y: m.ty + lx * m.b + ly * m.d });
    const out = { x: -m.c, y: -m.d }; // the column's "up": away from the board's centre
    shake(scene, Math.min(380, ms * 0.45), 0.006);
    const r = seededRandom(Math.round(m.tx * 7 + m.ty));
    for (let i = 0; i < 12; i++) {
      const key = ensureCanvasTexture(scene, `coop:chip:${i % 3}`, 24, 24, (ctx) => paintChip(ctx, i % 3));
      const p = at((r() - 0.5) * s * 0.3, (r() - 0.7) * s * 0.6);
      const img = take(scene, key).setPosition(p.x, p.y).setScale((s / 24) * (0.18 + r() * 0.22));
      const vx = (r() - 0.5) * s * 2.2 + out.x * s * 0.8, vy = (r() - 0.5) * s * 1.6 + out.y * s * 0.8 - s * 0.9;
      const x0 = p.x, y0 = p.y, g = s * 3.2, spin = (r() - 0.5) * 12;
      const dur = ms * (0.7 + r() * 0.3);
      scene.tweens.addCounter({
        from: 0, to: 1, duration: dur,
        onUpdate: (tw) => {
          const t = tw.getValue() ?? 0;
          img.setPosition(x0 + vx * t, y0 + vy * t + g * t * t * 0.5).setRotation(spin * t).setAlpha(t < 0.6 ? 1 : (1 - t) / 0.4);
        },
        onComplete: () => img.setVisible(false),
      });
    }
    for (let i = 0; i < 5; i++) {
      const p = at((r() - 0.5) * s * 0.4, (r() - 0.3) * s * 0.6);
      const img = take(scene, softDotTexture(scene)).setTint(0xb8c8d6).setPosition(p.x, p.y).setAlpha(0.7).setScale((s * 0.3) / 64).setDepth(FX_DEPTH - 1);
      scene.tweens.add({ targets: img, scale: (s * (0.9 + r() * 0.5)) / 64, alpha: 0, x: p.x + (r() - 0.5) * s * 0.8, y: p.y + (r() - 0.5) * s * 0.6, duration: ms, ease: 'Quad.easeOut', onComplete: () => img.setVisible(false) });
    }
    for (let i = 0; i < 8; i++) {
      const p = at((r() - 0.5) * s * 0.4, (r() - 0.5) * s * 0.5);
      const img = take(scene, bubbleTexture(scene)).setPosition(p.x, p.y).setScale((s * (0.08 + r() * 0.1)) / 24).setAlpha(0);
      const rise = s * (1 + r() * 0.8), sway = (r() - 0.5) * s * 0.5;
      scene.tweens.add({
        targets: img, y: p.y - rise, x: p.x + sway, delay: r() * ms * 0.25, duration: ms * 0.9, ease: 'Sine.easeOut',
        alpha: { from: 0.95, to: 0 }, onComplete: () => img.setVisible(false),
      });
    }
  }
}

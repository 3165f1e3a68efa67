// Little icons and effects painted once into textures: Force hexagon, Cosmos burst, heal cross, deck,
// discard, hand, wound, armor shield, VP seal, the clock's flame with its glow, smoke, a soft glow.
import type Phaser from 'phaser';
import { ensureCanvasTexture } from './canvasTexture';
import { drawFlame } from './paintCard';
import { drawHourglass, drawLibra, drawPillar, drawRelic, drawSapphire, drawSnowflake } from './expansion-icons';

export type IconKind = 'force' | 'cosmos' | 'heal' | 'deck' | 'discard' | 'hand' | 'wound' | 'armor' | 'vp' | 'destroyed'
  | 'freeze' | 'hourglass' | 'sapphire' | 'libra' | 'pillar' | 'relic';
type Ctx = CanvasRenderingContext2D;

function poly(ctx: Ctx, cx: number, cy: number, n: number, R: number, inner = 0, rot = -Math.PI / 2): void {
  ctx.beginPath();
  const k = inner ? n * 2 : n;
  for (let i = 0; i < k; i++) {
    const rr = inner && i % 2 ? R * inner : R;
    const a = rot + (i * Math.PI * 2) / k;
    const x = cx + Math.cos(a) * rr, y = cy + Math.sin(a) * rr;
    if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

function miniCard(ctx: Ctx, x: number, y: number, w: number, h: number, fill: string, stroke: string, rot = 0): void {
  ctx.save();
  ctx.translate(x + w / 2, y + h / 2);
  ctx.rotate(rot);
  ctx.beginPath();
  ctx.roundRect(-w / 2, -h / 2, w, h, w * 0.14);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1, w * 0.08);
  ctx.strokeStyle = stroke;
  ctx.stroke();
  ctx.restore();
}

const PAINTERS: Record<IconKind, (ctx: Ctx, s: number) => void> = {
  force: (ctx, s) => {
    poly(ctx, s / 2, s / 2, 6, s * 0.46, 0, 0);
    const g = ctx.createLinearGradient(0, 0, 0, s);
    g.addColorStop(0, '#ff6a5e'); g.addColorStop(1, '#8e1420');
    ctx.fillStyle = g; ctx.fill();
    ctx.lineWidth = s * 0.06; ctx.strokeStyle = '#ffd0c8'; ctx.stroke();
  },
  cosmos: (ctx, s) => {
    poly(ctx, s / 2, s / 2, 8, s * 0.48, 0.68);
    const g = ctx.createLinearGradient(0, 0, 0, s);
    g.addColorStop(0, '#8cc4ff'); g.addColorStop(1, '#1f3a9c');
    ctx.fillStyle = g; ctx.fill();
    ctx.lineWidth = s * 0.05; ctx.strokeStyle = '#dcecff'; ctx.stroke();
  },
  heal: (ctx, s) => {
    const a = s * 0.18, c = s / 2;
    ctx.beginPath();
    ctx.roundRect(c - a, s * 0.1, a * 2, s * 0.8, a * 0.5);
    ctx.roundRect(s * 0.1, c - a, s * 0.8, a * 2, a * 0.5);
    ctx.fillStyle = '#3fd08a'; ctx.fill();
  },
  deck: (ctx, s) => {
    for (let i = 2; i >= 0; i--) miniCard(ctx, s * 0.22 + i * s * 0.06, s * 0.1 + i * s * 0.05, s * 0.5, s * 0.7, '#1c2c66', '#d9b45e');
  },
  discard: (ctx, s) => {
    miniCard(ctx, s * 0.2, s * 0.14, s * 0.5, s * 0.7, '#3a4f8a', '#aab8d8', -0.25);
    miniCard(ctx, s * 0.3, s * 0.14, s * 0.5, s * 0.7, '#5a6fae', '#e6ecff', 0.15);
  },
  hand: (ctx, s) => {
    for (const [i, r] of [[0, -0.35], [1, 0], [2, 0.35]] as const) {
      ctx.save();
      ctx.translate(s / 2, s * 0.92);
      ctx.rotate(r);
      miniCard(ctx, -s * 0.2 + (i - 1) * 0.5, -s * 0.8, s * 0.4, s * 0.6, '#24387a', '#e6ecff');
      ctx.restore();
    }
  },
  wound: (ctx, s) => {
    ctx.beginPath();
    ctx.moveTo(s / 2, s * 0.08);
    ctx.bezierCurveTo(s * 0.85, s * 0.5, s * 0.8, s * 0.92, s / 2, s * 0.92);
    ctx.bezierCurveTo(s * 0.2, s * 0.92, s * 0.15, s * 0.5, s / 2, s * 0.08);
    const g = ctx.createLinearGradient(0, 0, 0, s);
    g.addColorStop(0, '#ff7a7a'); g.addColorStop(1, '#9a0d1a');
    ctx.fillStyle = g; ctx.fill();
  },
  armor: (ctx, s) => {
    ctx.beginPath();
    ctx.moveTo(s / 2, s * 0.06);
    ctx.lineTo(s * 0.88, s * 0.2);
    ctx.bezierCurveTo(s * 0.88, s * 0.62, s * 0.7, s * 0.84, s / 2, s * 0.95);
    ctx.bezierCurveTo(s * 0.3, s * 0.84, s * 0.12, s * 0.62, s * 0.12, s * 0.2);
    ctx.closePath();
    const g = ctx.createLinearGradient(0, 0, s, s);
    g.addColorStop(0, '#fff0b8'); g.addColorStop(0.5, '#b9862a'); g.addColorStop(1, '#fbe49a');
    ctx.fillStyle = g; ctx.fill();
    ctx.lineWidth = s * 0.05; ctx.strokeStyle = '#5a3a08'; ctx.stroke();
  },
  vp: (ctx, s) => {
    poly(ctx, s / 2, s / 2, 12, s * 0.48, 0.82);
    const g = ctx.createRadialGradient(s * 0.4, s * 0.35, 0, s / 2, s / 2, s / 2);
    g.addColorStop(0, '#fff3c4'); g.addColorStop(1, '#b27a14');
    ctx.fillStyle = g; ctx.fill();
  },
  destroyed: (ctx, s) => {
    ctx.lineWidth = s * 0.14; ctx.lineCap = 'round'; ctx.strokeStyle = '#9aa3c0';
    ctx.beginPath(); ctx.moveTo(s * 0.22, s * 0.22); ctx.lineTo(s * 0.78, s * 0.78);
    ctx.moveTo(s * 0.78, s * 0.22); ctx.lineTo(s * 0.22, s * 0.78); ctx.stroke();
  },
  freeze: (ctx, s) => drawSnowflake(ctx, s / 2, s / 2, s * 0.45, '#bfe6ff'),
  hourglass: (ctx, s) => drawHourglass(ctx, s / 2, s / 2, s * 0.42),
  sapphire: (ctx, s) => drawSapphire(ctx, s / 2, s / 2, s * 0.42),
  libra: (ctx, s) => drawLibra(ctx, s / 2, s / 2, s * 0.44),
  pillar: (ctx, s) => drawPillar(ctx, s / 2, s / 2, s * 0.44),
  relic: (ctx, s) => drawRelic(ctx, s / 2, s / 2, s * 0.42),
};

export function iconTexture(scene: Phaser.Scene, kind: IconKind, size: number): string {
  const s = Math.max(8, Math.round(size));
  return ensureCanvasTexture(scene, `icon:${kind}:${s}`, s, s, (ctx) => PAINTERS[kind](ctx, s));
}

/** The clock's flame: a blue-white flame with a soft halo, 64 px. */
export function flameTexture(scene: Phaser.Scene): string {
  return ensureCanvasTexture(scene, 'fx:flame', 64, 64, (ctx) => {
    const halo = ctx.createRadialGradient(32, 36, 0, 32, 36, 30);
    halo.addColorStop(0, 'rgba(140,200,255,0.55)');
    halo.addColorStop(1, 'rgba(140,200,255,0)');
    ctx.fillStyle = halo;
    ctx.fillRect(0, 0, 64, 64);
    drawFlame(ctx, 32, 34, 22);
  });
}

/** A dead flame's socket: a dim ember ring. */
export function socketTexture(scene: Phaser.Scene): string {
  return ensureCanvasTexture(scene, 'fx:socket', 32, 32, (ctx) => {
    ctx.beginPath();
    ctx.ellipse(16, 22, 9, 4, 0, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(40,50,80,0.9)';
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = 'rgba(201,168,90,0.55)';
    ctx.stroke();
  });
}

export function smokeTexture(scene: Phaser.Scene): string {
  return ensureCanvasTexture(scene, 'fx:smoke', 32, 32, (ctx) => {
    const g = ctx.createRadialGradient(16, 16, 0, 16, 16, 16);
    g.addColorStop(0, 'rgba(200,210,235,0.55)');
    g.addColorStop(1, 'rgba(200,210,235,0)');
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 32, 32);
  });
}

/** A soft rounded glow around a card-sized box (selection, targets, wounds). */
export function glowTexture(scene: Phaser.Scene, w: number, h: number, color: string): string {
  w = Math.round(w);
  h = Math.round(h);
  const pad = Math.round(Math.min(w, h) * 0.14) + 6;
  return ensureCanvasTexture(scene, `fx:glow:${color}:${w}x${h}`, w + pad * 2, h + pad * 2, (ctx) => {
    ctx.shadowColor = color;
    ctx.shadowBlur = pad * 0.9;
    ctx.lineWidth = Math.max(2, Math.min(w, h) * 0.03);
    ctx.strokeStyle = color;
    ctx.beginPath();
    ctx.roundRect(pad, pad, w, h, Math.min(w, h) * 0.06);
    ctx.stroke();
    ctx.stroke();
  });
}

/** A speaker, with sound waves when on and a cross when muted (the headers' sound button). */
export function speakerTexture(scene: Phaser.Scene, size: number, muted: boolean): string {
  const s = Math.max(12, Math.round(size));
  return ensureCanvasTexture(scene, `icon:speaker:${muted ? 'off' : 'on'}:${s}`, s, s, (ctx) => {
    ctx.fillStyle = '#eef2ff';
    ctx.strokeStyle = '#eef2ff';
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    // The speaker: a box and its cone.
    ctx.beginPath();
    ctx.moveTo(s * 0.1, s * 0.38);
    ctx.lineTo(s * 0.26, s * 0.38);
    ctx.lineTo(s * 0.48, s * 0.17);
    ctx.lineTo(s * 0.48, s * 0.83);
    ctx.lineTo(s * 0.26, s * 0.62);
    ctx.lineTo(s * 0.1, s * 0.62);
    ctx.closePath();
    ctx.fill();
    ctx.lineWidth = Math.max(1.5, s * 0.08);
    ctx.beginPath();
    if (muted) {
      ctx.strokeStyle = '#ff9d8f';
      ctx.moveTo(s * 0.62, s * 0.36); ctx.lineTo(s * 0.88, s * 0.64);
      ctx.moveTo(s * 0.88, s * 0.36); ctx.lineTo(s * 0.62, s * 0.64);
    } else {
      ctx.arc(s * 0.5, s * 0.5, s * 0.2, -Math.PI / 4, Math.PI / 4);
      ctx.moveTo(s * 0.5 + s * 0.36 * Math.cos(-Math.PI / 4), s * 0.5 + s * 0.36 * Math.sin(-Math.PI / 4));
      ctx.arc(s * 0.5, s * 0.5, s * 0.36, -Math.PI / 4, Math.PI / 4);
    }
    ctx.stroke();
  });
}

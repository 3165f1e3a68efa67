// Paints a card face (or back) with the Canvas 2D API: metal frame by rank, a nebula and constellation
// generated from the card id, the name in Cinzel, costs, values, Heal, VP seal, flame and rank glyph.
// Drawn once per card type and size into a texture (CardView caches it), so the GPU only draws quads.
import type { CardType } from '../../src/cards';
import { cardTitle } from '../../src/cards/names';
import { getLang } from '../../src/i18n';
import { drawHourglass, drawSapphire } from './expansion-icons';
import {
  cardStyle, classLine, classTint, constellation, PRISM_STOPS, type RankGlyph, type RankStyle,
} from './cardArt';

export const DISPLAY_FONT = 'Cinzel, "Trajan Pro", Georgia, serif';
export const TEXT_FONT = 'Inter, "Helvetica Neue", Arial, sans-serif';

const FORCE = { light: '#ff7a6b', mid: '#d8323a', dark: '#6e0f18' };
const COSMOS = { light: '#9fd0ff', mid: '#3f7fe8', dark: '#16266e' };
const HEAL = { light: '#8ff0b8', mid: '#25a866', dark: '#0b4a2c' };
/** A value of 0: slate instead of colour, so it reads as "nothing" without looking broken. */
const DIM = { light: '#56617f', mid: '#2c3550', dark: '#161b2e' };

type Ctx = CanvasRenderingContext2D;

function roundRect(ctx: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

/** Sets the largest font (up to max px) at which text fits in width. */
function fitFont(ctx: Ctx, text: string, weight: number, family: string, max: number, width: number, min = 4): number {
  let size = max;
  for (; size > min; size -= 0.5) {
    ctx.font = `${weight} ${size}px ${family}`;
    if (ctx.measureText(text).width <= width) break;
  }
  ctx.font = `${weight} ${size}px ${family}`;
  return size;
}

function polygonPath(ctx: Ctx, cx: number, cy: number, points: number, outer: number, inner: number, rot = -Math.PI / 2): void {
  ctx.beginPath();
  const n = inner > 0 ? points * 2 : points;
  for (let i = 0; i < n; i++) {
    const r = inner > 0 && i % 2 === 1 ? inner : outer;
    const a = rot + (i * Math.PI * 2) / n;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
}

function prismGradient(ctx: Ctx, cx: number, cy: number, rot = 0): CanvasGradient {
  const g = ctx.createConicGradient(rot, cx, cy);
  PRISM_STOPS.forEach((c, i) => g.addColorStop(i / (PRISM_STOPS.length - 1), c));
  return g;
}

/** The rank glyph: ● ▲ ◆ ★ or the prismatic eight-point mark. r is the glyph's outer radius. */
export function drawRankGlyph(ctx: Ctx, glyph: RankGlyph, style: RankStyle, cx: number, cy: number, r: number): void {
  if (glyph === 'none') return;
  ctx.save();
  switch (glyph) {
    case 'circle':
      ctx.beginPath();
      ctx.arc(cx, cy, r * 0.78, 0, Math.PI * 2);
      break;
    case 'triangle':
      polygonPath(ctx, cx, cy + r * 0.12, 3, r * 0.98, 0);
      break;
    case 'diamond':
      polygonPath(ctx, cx, cy, 4, r * 0.98, 0);
      break;
    case 'star':
      polygonPath(ctx, cx, cy + r * 0.05, 5, r, r * 0.45);
      break;
    case 'prism':
      polygonPath(ctx, cx, cy, 8, r * 1.05, r * 0.42);
      break;
  }
  const fill = style.prismatic ? prismGradient(ctx, cx, cy, 0.4) : style.accent;
  ctx.fillStyle = fill;
  ctx.shadowColor = style.prismatic ? 'rgba(255,255,255,0.9)' : style.accent;
  ctx.shadowBlur = r * 0.9;
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.lineWidth = Math.max(1, r * 0.14);
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.stroke();
  ctx.restore();
}

/** A stylised flame of three tongues (blue-white, like the clock's), base at cy + r, tip at cy - r. */
export function drawFlame(ctx: Ctx, cx: number, cy: number, r: number): void {
  const P = (x: number, y: number): [number, number] => [cx + x * r, cy + y * r];
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(...P(0, 1));
  ctx.bezierCurveTo(...P(-0.6, 1), ...P(-0.86, 0.6), ...P(-0.8, 0.22));
  ctx.bezierCurveTo(...P(-0.76, -0.08), ...P(-0.62, -0.28), ...P(-0.52, -0.56));
  ctx.bezierCurveTo(...P(-0.42, -0.32), ...P(-0.3, -0.2), ...P(-0.22, -0.08));
  ctx.bezierCurveTo(...P(-0.3, -0.48), ...P(-0.12, -0.78), ...P(0.06, -1));
  ctx.bezierCurveTo(...P(0.2, -0.72), ...P(0.36, -0.56), ...P(0.32, -0.22));
  ctx.bezierCurveTo(...P(0.44, -0.34), ...P(0.54, -0.46), ...P(0.58, -0.64));
  ctx.bezierCurveTo(...P(0.8, -0.32), ...P(0.9, 0.04), ...P(0.8, 0.36));
  ctx.bezierCurveTo(...P(0.7, 0.8), ...P(0.4, 1), ...P(0, 1));
  ctx.closePath();
  const outer = ctx.createLinearGradient(cx, cy - r, cx, cy + r);
  outer.addColorStop(0, '#e8f8ff');
  outer.addColorStop(0.45, '#62b8ff');
  outer.addColorStop(1, '#2440c8');
  ctx.fillStyle = outer;
  ctx.shadowColor = 'rgba(120,200,255,0.95)';
  ctx.shadowBlur = r * 0.8;
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.lineWidth = Math.max(0.6, r * 0.07);
  ctx.strokeStyle = 'rgba(10,20,60,0.5)';
  ctx.stroke();
  // The white-hot core.
  ctx.beginPath();
  ctx.moveTo(...P(0, 0.88));
  ctx.bezierCurveTo(...P(-0.34, 0.88), ...P(-0.46, 0.6), ...P(-0.36, 0.34));
  ctx.bezierCurveTo(...P(-0.26, 0.1), ...P(-0.06, -0.02), ...P(0.02, -0.3));
  ctx.bezierCurveTo(...P(0.16, -0.04), ...P(0.44, 0.16), ...P(0.4, 0.5));
  ctx.bezierCurveTo(...P(0.36, 0.76), ...P(0.2, 0.88), ...P(0, 0.88));
  ctx.closePath();
  ctx.fillStyle = '#f4fbff';
  ctx.fill();
  ctx.restore();
}

/** A number centred on (cx, cy), white with a dark outline so it reads on any badge. */
function drawNumber(ctx: Ctx, text: string, cx: number, cy: number, size: number, color = '#ffffff', outline = 'rgba(0,0,0,0.55)'): void {
  ctx.save();
  ctx.font = `800 ${size}px ${TEXT_FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = size * 0.16;
  ctx.strokeStyle = outline;
  // Inter's digits sit slightly high of the em box's middle.
  const y = cy + size * 0.04;
  ctx.strokeText(text, cx, y);
  ctx.fillStyle = color;
  ctx.fillText(text, cx, y);
  ctx.restore();
}

/** Force: a faceted crimson hexagon. */
function forceShape(ctx: Ctx, cx: number, cy: number, r: number): void {
  polygonPath(ctx, cx, cy, 6, r, 0, 0);
}
/** Cosmos: a blue orb inside an eight-ray burst. */
function cosmosShape(ctx: Ctx, cx: number, cy: number, r: number): void {
  polygonPath(ctx, cx, cy, 8, r, r * 0.8, -Math.PI / 2);
}
/** Heal: a green rounded shield. */
function healShape(ctx: Ctx, cx: number, cy: number, r: number): void {
  ctx.beginPath();
  ctx.moveTo(cx, cy - r);
  ctx.quadraticCurveTo(cx + r * 0.95, cy - r * 0.95, cx + r * 0.9, cy - r * 0.15);
  ctx.quadraticCurveTo(cx + r * 0.8, cy + r * 0.75, cx, cy + r);
  ctx.quadraticCurveTo(cx - r * 0.8, cy + r * 0.75, cx - r * 0.9, cy - r * 0.15);
  ctx.quadraticCurveTo(cx - r * 0.95, cy - r * 0.95, cx, cy - r);
  ctx.closePath();
}

type Kind = 'force' | 'cosmos' | 'heal';
const SHAPES: Record<Kind, (ctx: Ctx, cx: number, cy: number, r: number) => void> = {
  force: forceShape, cosmos: cosmosShape, heal: healShape,
};
const COLORS: Record<Kind, { light: string; mid: string; dark: string }> = { force: FORCE, cosmos: COSMOS, heal: HEAL };

/** A value or cost badge: coloured shape, light rim, number. A cost gets a gold ring around it. */
function drawBadge(ctx: Ctx, kind: Kind, value: string, cx: number, cy: number, r: number, opts: { cost?: boolean; dim?: boolean } = {}): void {
  const c = opts.dim ? DIM : COLORS[kind];
  ctx.save();
  if (opts.cost) {
    // Dark socket and gold ring: costs read as part of the frame.
    ctx.beginPath();
    ctx.arc(cx, cy, r * 1.18, 0, Math.PI * 2);
    const ring = ctx.createLinearGradient(cx - r, cy - r, cx + r, cy + r);
    ring.addColorStop(0, '#fff0b8');
    ring.addColorStop(0.5, '#b9862a');
    ring.addColorStop(1, '#fbe49a');
    ctx.fillStyle = ring;
    ctx.shadowColor = 'rgba(0,0,0,0.6)';
    ctx.shadowBlur = r * 0.5;
    ctx.shadowOffsetY = r * 0.12;
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.beginPath();
    ctx.arc(cx, cy, r * 1.04, 0, Math.PI * 2);
    ctx.fillStyle = '#0a0f22';
    ctx.fill();
  }
  SHAPES[kind](ctx, cx, cy, r * 0.96);
  const g = ctx.createRadialGradient(cx - r * 0.35, cy - r * 0.45, r * 0.1, cx, cy, r * 1.05);
  g.addColorStop(0, c.light);
  g.addColorStop(0.45, c.mid);
  g.addColorStop(1, c.dark);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.lineWidth = Math.max(1, r * 0.09);
  ctx.strokeStyle = opts.dim ? 'rgba(160,175,210,0.45)' : 'rgba(255,255,255,0.7)';
  ctx.stroke();
  // A glossy highlight on the upper half.
  ctx.save();
  ctx.clip();
  const gloss = ctx.createLinearGradient(cx, cy - r, cx, cy);
  gloss.addColorStop(0, 'rgba(255,255,255,0.35)');
  gloss.addColorStop(1, 'rgba(255,255,255,0)');
  ctx.fillStyle = gloss;
  ctx.fillRect(cx - r, cy - r, r * 2, r);
  ctx.restore();
  drawNumber(ctx, value, cx, cy, r * (value.length > 1 ? 1.02 : 1.25), opts.dim ? '#8e98b8' : '#ffffff');
  ctx.restore();
}

/** The VP seal: a gold medallion with a scalloped rim; '*' when the card scores by a rule. */
function drawSeal(ctx: Ctx, vp: number | null, cx: number, cy: number, r: number): void {
  ctx.save();
  ctx.beginPath();
  const bumps = 14;
  for (let i = 0; i <= bumps * 8; i++) {
    const a = (i / (bumps * 8)) * Math.PI * 2;
    const rr = r * (0.93 + 0.07 * Math.cos(a * bumps));
    const x = cx + Math.cos(a) * rr;
    const y = cy + Math.sin(a) * rr;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  }
  ctx.closePath();
  const g = ctx.createRadialGradient(cx - r * 0.3, cy - r * 0.4, r * 0.1, cx, cy, r);
  g.addColorStop(0, '#fff4c2');
  g.addColorStop(0.5, '#e2ad3c');
  g.addColorStop(1, '#8a5a10');
  ctx.fillStyle = g;
  ctx.shadowColor = 'rgba(0,0,0,0.65)';
  ctx.shadowBlur = r * 0.45;
  ctx.shadowOffsetY = r * 0.1;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = Math.max(1, r * 0.06);
  ctx.strokeStyle = '#5a3a08';
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.74, 0, Math.PI * 2);
  ctx.strokeStyle = 'rgba(90,58,8,0.55)';
  ctx.lineWidth = Math.max(1, r * 0.05);
  ctx.stroke();
  const text = vp === null ? '*' : vp < 0 ? `\u2212${-vp}` : String(vp);
  ctx.font = `700 ${r * (vp === null ? 1.5 : text.length > 1 ? 0.9 : 1.08)}px ${DISPLAY_FONT}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = 'rgba(255,246,210,0.6)';
  const dy = vp === null ? r * 0.28 : r * 0.06;
  ctx.fillText(text, cx, cy + dy + r * 0.05);
  ctx.fillStyle = '#3a2304';
  ctx.fillText(text, cx, cy + dy);
  ctx.restore();
}

function hexToRgba(hex: string, alpha: number): string {
  const n = parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
}

/** The art window: nebula, dust, constellation lines and glowing stars. */
export function drawSky(ctx: Ctx, card: Pick<CardType, 'id' | 'classes'>, x: number, y: number, w: number, h: number): void {
  const tint = classTint(card.classes);
  const sky = constellation(card.id, w / h);
  const big = Math.max(w, h);
  ctx.save();
  const base = ctx.createLinearGradient(x, y, x, y + h);
  base.addColorStop(0, '#040817');
  base.addColorStop(1, '#0a1130');
  ctx.fillStyle = base;
  ctx.fillRect(x, y, w, h);
  ctx.globalCompositeOperation = 'lighter';
  for (const n of sky.nebulae) {
    const cx = x + n.x * w, cy = y + n.y * h, r = n.r * big;
    const g = ctx.createRadialGradient(cx, cy, 0, cx, cy, r);
    const col = tint.nebula[n.tone];
    g.addColorStop(0, hexToRgba(col, n.alpha * 0.55));
    g.addColorStop(0.45, hexToRgba(col, n.alpha * 0.22));
    g.addColorStop(1, hexToRgba(col, 0));
    ctx.fillStyle = g;
    ctx.fillRect(x, y, w, h);
  }
  for (const d of sky.dust) {
    ctx.fillStyle = `rgba(220,230,255,${d.alpha * 0.8})`;
    ctx.beginPath();
    ctx.arc(x + d.x * w, y + d.y * h, Math.max(0.5, d.size * big * 0.0045), 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.globalCompositeOperation = 'source-over';
  const sx = (i: number) => x + sky.stars[i].x * w;
  const sy = (i: number) => y + sky.stars[i].y * h;
  // Lines: a wide soft glow, then a fine bright thread.
  ctx.lineCap = 'round';
  for (const [width, alpha] of [[big * 0.022, 0.12], [big * 0.008, 0.55]] as const) {
    ctx.strokeStyle = hexToRgba(tint.star.startsWith('#') ? tint.star : '#ffffff', alpha);
    ctx.lineWidth = Math.max(0.75, width);
    ctx.beginPath();
    for (const [a, b] of sky.lines) {
      ctx.moveTo(sx(a), sy(a));
      ctx.lineTo(sx(b), sy(b));
    }
    ctx.stroke();
  }
  ctx.globalCompositeOperation = 'lighter';
  sky.stars.forEach((s, i) => {
    const cx = sx(i), cy = sy(i);
    const r = s.size * big * 0.012;
    const halo = ctx.createRadialGradient(cx, cy, 0, cx, cy, r * 5);
    halo.addColorStop(0, hexToRgba(tint.nebula[0], 0.55));
    halo.addColorStop(0.3, hexToRgba(tint.nebula[0], 0.18));
    halo.addColorStop(1, hexToRgba(tint.nebula[0], 0));
    ctx.fillStyle = halo;
    ctx.beginPath();
    ctx.arc(cx, cy, r * 5, 0, Math.PI * 2);
    ctx.fill();
    if (s.size > 2) {
      // Diffraction spikes on the alpha star.
      ctx.strokeStyle = 'rgba(255,255,255,0.55)';
      ctx.lineWidth = Math.max(0.6, r * 0.22);
      ctx.beginPath();
      ctx.moveTo(cx - r * 6, cy); ctx.lineTo(cx + r * 6, cy);
      ctx.moveTo(cx, cy - r * 6); ctx.lineTo(cx, cy + r * 6);
      ctx.stroke();
    }
    const core = ctx.createRadialGradient(cx, cy, 0, cx, cy, r * 1.6);
    core.addColorStop(0, '#ffffff');
    core.addColorStop(0.45, tint.star);
    core.addColorStop(1, hexToRgba(tint.star, 0));
    ctx.fillStyle = core;
    ctx.beginPath();
    ctx.arc(cx, cy, r * 1.6, 0, Math.PI * 2);
    ctx.fill();
  });
  ctx.restore();
}

export interface CardLayout {
  u: number;
  art: { x: number; y: number; w: number; h: number };
  cost: { r: number; y: number; forceX: number; cosmosX: number };
  plate: { x: number; y: number; w: number; h: number };
  classY: number;
  valuesY: number;
  valueR: number;
  corner: { y: number; flameX: number; sealX: number; sealR: number; flameR: number };
}

/** Where everything sits, in pixels, for a card of w × h (landscape when w > h). */
export function cardLayout(w: number, h: number): CardLayout {
  const landscape = w > h;
  const u = Math.min(w, h) / 100;
  const W = w / u, H = h / u;
  if (!landscape) {
    const artH = 66;
    const plateY = 4.5 + artH - 4;
    return {
      u,
      art: { x: 4.5 * u, y: 4.5 * u, w: (W - 9) * u, h: artH * u },
      cost: { r: 11.5 * u, y: 15.5 * u, forceX: 15.5 * u, cosmosX: (W - 15.5) * u },
      plate: { x: 5.5 * u, y: plateY * u, w: (W - 11) * u, h: 20 * u },
      classY: (plateY + 26) * u,
      valuesY: (plateY + 44.5) * u,
      valueR: 11 * u,
      corner: { y: (H - 12.5) * u, flameX: 13 * u, sealX: (W - 13.5) * u, sealR: 10.5 * u, flameR: 7.5 * u },
    };
  }
  const artH = 44;
  const plateY = 4.5 + artH - 4;
  return {
    u,
    art: { x: 4.5 * u, y: 4.5 * u, w: (W - 9) * u, h: artH * u },
    cost: { r: 11.5 * u, y: 15.5 * u, forceX: 15.5 * u, cosmosX: (W - 15.5) * u },
    plate: { x: 5.5 * u, y: plateY * u, w: (W - 11) * u, h: 18 * u },
    classY: (plateY + 23) * u,
    valuesY: (H - 15) * u,
    valueR: 10 * u,
    corner: { y: (H - 14) * u, flameX: 14.5 * u, sealX: (W - 15) * u, sealR: 10.5 * u, flameR: 7.5 * u },
  };
}

/** The rank gem set in the frame. */
function drawRankGem(ctx: Ctx, style: RankStyle, gx: number, gy: number, u: number): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(gx, gy, 6 * u, 0, Math.PI * 2);
  ctx.fillStyle = '#0a0f22';
  ctx.shadowColor = 'rgba(0,0,0,0.6)';
  ctx.shadowBlur = 1.5 * u;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = Math.max(1, 0.8 * u);
  ctx.strokeStyle = style.prismatic ? prismGradient(ctx, gx, gy) : style.frame[1];
  ctx.stroke();
  drawRankGlyph(ctx, style.glyph, style, gx, gy, 4.1 * u);
  ctx.restore();
}

/** The words painted on a face: its plate's two lines and its class line (the test hook reads them). */
export interface PlateTexts { name: string; sub: string | null; classes: string }

/** The whole card face, filling 0..w × 0..h of the context; returns the words it painted. */
export function paintCard(ctx: Ctx, card: CardType, w: number, h: number): PlateTexts {
  const L = cardLayout(w, h);
  const u = L.u;
  const style = cardStyle(card);
  ctx.save();
  ctx.clearRect(0, 0, w, h);

  // Frame: metal by rank (prismatic for very rare), with a bevel.
  roundRect(ctx, 0, 0, w, h, 5.5 * u);
  ctx.save();
  ctx.clip();
  if (style.prismatic) {
    ctx.fillStyle = prismGradient(ctx, w / 2, h / 2, 0.6);
    ctx.fillRect(0, 0, w, h);
    const sheen = ctx.createLinearGradient(0, 0, w, h);
    sheen.addColorStop(0, 'rgba(255,255,255,0.55)');
    sheen.addColorStop(0.5, 'rgba(255,255,255,0.05)');
    sheen.addColorStop(1, 'rgba(255,255,255,0.45)');
    ctx.fillStyle = sheen;
    ctx.fillRect(0, 0, w, h);
  } else {
    const metal = ctx.createLinearGradient(0, 0, w, h);
    metal.addColorStop(0, style.frame[1]);
    metal.addColorStop(0.28, style.frame[0]);
    metal.addColorStop(0.52, style.frame[1]);
    metal.addColorStop(0.78, style.frame[2]);
    metal.addColorStop(1, style.frame[1]);
    ctx.fillStyle = metal;
    ctx.fillRect(0, 0, w, h);
  }
  ctx.restore();
  ctx.lineWidth = Math.max(1, 0.8 * u);
  ctx.strokeStyle = 'rgba(255,255,255,0.55)';
  roundRect(ctx, 0.9 * u, 0.9 * u, w - 1.8 * u, h - 1.8 * u, 4.8 * u);
  ctx.stroke();
  ctx.strokeStyle = 'rgba(0,0,0,0.45)';
  roundRect(ctx, 0.4 * u, 0.4 * u, w - 0.8 * u, h - 0.8 * u, 5.2 * u);
  ctx.stroke();

  // Inner panel.
  roundRect(ctx, 3.5 * u, 3.5 * u, w - 7 * u, h - 7 * u, 3.5 * u);
  const panel = ctx.createLinearGradient(0, 0, 0, h);
  panel.addColorStop(0, '#0f1836');
  panel.addColorStop(1, '#060a1a');
  ctx.fillStyle = panel;
  ctx.fill();
  ctx.lineWidth = Math.max(1, 0.7 * u);
  ctx.strokeStyle = 'rgba(0,0,0,0.6)';
  ctx.stroke();

  // Art.
  const A = L.art;
  ctx.save();
  roundRect(ctx, A.x, A.y, A.w, A.h, 3 * u);
  ctx.clip();
  drawSky(ctx, card, A.x, A.y, A.w, A.h);
  // Darken the corners under the cost badges and fade the bottom into the name plate.
  const fade = ctx.createLinearGradient(0, A.y + A.h * 0.62, 0, A.y + A.h);
  fade.addColorStop(0, 'rgba(6,10,26,0)');
  fade.addColorStop(1, 'rgba(6,10,26,0.85)');
  ctx.fillStyle = fade;
  ctx.fillRect(A.x, A.y, A.w, A.h);
  ctx.restore();
  roundRect(ctx, A.x, A.y, A.w, A.h, 3 * u);
  ctx.lineWidth = Math.max(1, 0.6 * u);
  ctx.strokeStyle = hexToRgba(style.accent.startsWith('#') ? style.accent : '#ffffff', 0.45);
  ctx.stroke();

  // Name plate.
  const P = L.plate;
  roundRect(ctx, P.x, P.y, P.w, P.h, 2.5 * u);
  const plate = ctx.createLinearGradient(0, P.y, 0, P.y + P.h);
  plate.addColorStop(0, '#1a2550');
  plate.addColorStop(0.5, '#0d1536');
  plate.addColorStop(1, '#141e44');
  ctx.fillStyle = plate;
  ctx.shadowColor = 'rgba(0,0,0,0.6)';
  ctx.shadowBlur = 2 * u;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.lineWidth = Math.max(1, 0.7 * u);
  ctx.strokeStyle = style.prismatic ? prismGradient(ctx, P.x + P.w / 2, P.y + P.h / 2) : style.accent;
  ctx.stroke();

  // In the player's language, like the class line (issue 12); faceKey caches faces by language.
  const { name: main, sub: epithet } = cardTitle(card.id, getLang());
  ctx.save();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = '#f7ecd0';
  ctx.shadowColor = 'rgba(0,0,0,0.8)';
  ctx.shadowBlur = 1.2 * u;
  ctx.shadowOffsetY = 0.4 * u;
  const nameW = P.w - 8 * u;
  const cx = P.x + P.w / 2;
  if (epithet) {
    fitFont(ctx, main, 700, DISPLAY_FONT, 9.5 * u, nameW);
    ctx.fillText(main, cx, P.y + P.h * 0.38);
    ctx.fillStyle = '#e2cf9e';
    // The epithet in the text face, larger than the display face's small capitals could be (issue 12:
    // 5–6 px on a field card at 1024×768).
    fitFont(ctx, epithet, 700, TEXT_FONT, 7.4 * u, nameW);
    ctx.fillText(epithet, cx, P.y + P.h * 0.77);
  } else {
    fitFont(ctx, main, 700, DISPLAY_FONT, 10 * u, nameW);
    ctx.fillText(main, cx, P.y + P.h * 0.54);
  }
  ctx.restore();

  // Rank gem set in the frame, top centre, between the two costs (none on Epics and pillars).
  if (style.glyph !== 'none') drawRankGem(ctx, style, w / 2, 6 * u, u);

  // Class line.
  const classes = classLine(card);
  const line = classes.toUpperCase();
  if (line) {
    ctx.save();
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.letterSpacing = `${0.35 * u}px`;
    fitFont(ctx, line, 700, TEXT_FONT, 6.3 * u, P.w - 4 * u);
    ctx.fillStyle = '#aab8d8';
    ctx.fillText(line, cx, L.classY);
    ctx.restore();
    // Ornament under the class line.
    ctx.save();
    ctx.strokeStyle = hexToRgba('#c9a85a', 0.55);
    ctx.lineWidth = Math.max(1, 0.35 * u);
    const oy = L.classY + 4.5 * u;
    ctx.beginPath();
    ctx.moveTo(cx - 22 * u, oy); ctx.lineTo(cx - 2.5 * u, oy);
    ctx.moveTo(cx + 2.5 * u, oy); ctx.lineTo(cx + 22 * u, oy);
    ctx.stroke();
    polygonPath(ctx, cx, oy, 4, 1.4 * u, 0);
    ctx.fillStyle = '#c9a85a';
    ctx.fill();
    ctx.restore();
  }

  // Values below the art: Force and Cosmos always (dim at 0), Heal when the card has it. Epics show
  // their duration in hourglasses instead; pillars and relics only the values they have.
  if (card.kind === 'epic') {
    const n = card.hourglass ?? 0;
    const hr = L.valueR * 0.8, step = hr * 1.9;
    for (let i = 0; i < n; i++) drawHourglass(ctx, cx - ((n - 1) * step) / 2 + i * step, L.valuesY, hr);
  } else {
    const values: { kind: Kind; v: number }[] = [
      { kind: 'force', v: card.force },
      { kind: 'cosmos', v: card.cosmos },
    ];
    if (card.heal > 0) values.push({ kind: 'heal', v: card.heal });
    const shown = card.kind === 'character' || card.kind === 'armor' ? values : values.filter((v) => v.v > 0);
    const r = shown.length > 2 ? L.valueR * 0.88 : L.valueR;
    const gap = 3.2 * u;
    const total = shown.length * 2 * r + (shown.length - 1) * gap;
    shown.forEach((val, i) => {
      const vx = cx - total / 2 + r + i * (2 * r + gap);
      drawBadge(ctx, val.kind, String(val.v), vx, L.valuesY, r, { dim: val.v === 0 });
    });
  }

  // Corners: flame or Odin's sapphire bottom-left, VP seal bottom-right (not on Epics), costs top.
  if (card.icon === 'flame') drawFlame(ctx, L.corner.flameX, L.corner.y, L.corner.flameR);
  if (card.icon === 'sapphire') drawSapphire(ctx, L.corner.flameX, L.corner.y, L.corner.flameR * 0.85);
  if (card.kind !== 'epic') drawSeal(ctx, card.vp, L.corner.sealX, L.corner.y, L.corner.sealR);
  if (card.cost.force !== null) drawBadge(ctx, 'force', String(card.cost.force), L.cost.forceX, L.cost.y, L.cost.r, { cost: true });
  if (card.cost.cosmos !== null) drawBadge(ctx, 'cosmos', String(card.cost.cosmos), L.cost.cosmosX, L.cost.y, L.cost.r, { cost: true });
  ctx.restore();
  return { name: main, sub: epithet, classes };
}

/** The back of every card: navy lacquer, a gold clock of twelve flames around an eight-point star. */
export function paintCardBack(ctx: Ctx, w: number, h: number): void {
  const u = Math.min(w, h) / 100;
  ctx.save();
  ctx.clearRect(0, 0, w, h);
  roundRect(ctx, 0, 0, w, h, 5.5 * u);
  const bg = ctx.createRadialGradient(w / 2, h / 2, 0, w / 2, h / 2, h * 0.7);
  bg.addColorStop(0, '#1c2c66');
  bg.addColorStop(1, '#070c22');
  ctx.fillStyle = bg;
  ctx.fill();
  ctx.lineWidth = 2.2 * u;
  const gold = ctx.createLinearGradient(0, 0, w, h);
  gold.addColorStop(0, '#fff0b8');
  gold.addColorStop(0.5, '#b9862a');
  gold.addColorStop(1, '#fbe49a');
  ctx.strokeStyle = gold;
  roundRect(ctx, 4 * u, 4 * u, w - 8 * u, h - 8 * u, 3.5 * u);
  ctx.stroke();
  ctx.lineWidth = 0.6 * u;
  roundRect(ctx, 7 * u, 7 * u, w - 14 * u, h - 14 * u, 2.5 * u);
  ctx.stroke();
  const cx = w / 2, cy = h / 2, R = Math.min(w, h) * 0.34;
  ctx.beginPath();
  ctx.arc(cx, cy, R, 0, Math.PI * 2);
  ctx.lineWidth = 0.8 * u;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, R * 0.78, 0, Math.PI * 2);
  ctx.stroke();
  for (let i = 0; i < 12; i++) {
    const a = -Math.PI / 2 + (i * Math.PI * 2) / 12;
    drawFlame(ctx, cx + Math.cos(a) * R * 0.89, cy + Math.sin(a) * R * 0.89, R * 0.075);
  }
  polygonPath(ctx, cx, cy, 8, R * 0.62, R * 0.22);
  ctx.fillStyle = gold;
  ctx.shadowColor = 'rgba(255,220,140,0.8)';
  ctx.shadowBlur = 4 * u;
  ctx.fill();
  ctx.restore();
}

/** A soft shadow under a card, drawn in a texture padded by pad on each side. */
export function paintShadow(ctx: Ctx, w: number, h: number, pad: number): void {
  const u = Math.min(w, h) / 100;
  ctx.save();
  ctx.clearRect(0, 0, w + pad * 2, h + pad * 2);
  ctx.filter = `blur(${pad * 0.45}px)`;
  ctx.fillStyle = 'rgba(0,0,0,0.75)';
  roundRect(ctx, pad, pad, w, h, 5.5 * u);
  ctx.fill();
  ctx.restore();
}

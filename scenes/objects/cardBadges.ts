// The badges and icons set on a card face: cost and value badges (Force, Cosmos, Heal), the VP seal,
// the rank glyph and its gem, and the flame. Apart from the face's layout so that icons.ts can paint
// the same flame elsewhere, and so each badge keeps one look wherever it is drawn.
import type { RankGlyph, RankStyle } from './cardArt';
import { DISPLAY_FONT, polygonPath, prismGradient, TEXT_FONT, type Ctx } from './cardPaintKit';

const FORCE = { light: '#ff7a6b', mid: '#d8323a', dark: '#6e0f18' };
const COSMOS = { light: '#9fd0ff', mid: '#3f7fe8', dark: '#16266e' };
const HEAL = { light: '#8ff0b8', mid: '#25a866', dark: '#0b4a2c' };
/** A value of 0: slate instead of colour, so it reads as "nothing" without looking broken. */
const DIM = { light: '#56617f', mid: '#2c3550', dark: '#161b2e' };

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

export type Kind = 'force' | 'cosmos' | 'heal';
const SHAPES: Record<Kind, (ctx: Ctx, cx: number, cy: number, r: number) => void> = {
  force: forceShape, cosmos: cosmosShape, heal: healShape,
};
const COLORS: Record<Kind, { light: string; mid: string; dark: string }> = { force: FORCE, cosmos: COSMOS, heal: HEAL };

/** A value or cost badge: coloured shape, light rim, number. A cost gets a gold ring around it. */
export function drawBadge(ctx: Ctx, kind: Kind, value: string, cx: number, cy: number, r: number, opts: { cost?: boolean; dim?: boolean } = {}): void {
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
export function drawSeal(ctx: Ctx, vp: number | null, cx: number, cy: number, r: number): void {
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

/** The rank gem set in the frame. */
export function drawRankGem(ctx: Ctx, style: RankStyle, gx: number, gy: number, u: number): void {
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

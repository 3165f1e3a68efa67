// Paints a Scenario card's face (Canvas 2D, screen pixels): the title, the enemy's name, health as a bar
// and a big number, armor as shields (highest first), the attacks one row per rune (the rune, melee or
// ranged, the power, stun and poison, the struck columns as arrows), the text in what room is left; a
// stun token, an interaction mark, the dead state; or, for an unknown face, a rune-carved stone.
import { t } from '../../../src/i18n';
import type { GowSlotView } from '../../../src/engine';
import {
  DISPLAY_FONT, fitLabel, glyphOf, GOW, grain, label, paintGlyph, paintKindIcon, paintRuneDisc, paintShield,
  paintSlate, paintStatusIcon, TEXT_FONT, wrapLines, type RuneInfo,
} from './gowPaint';

type Rect = { x: number; y: number; w: number; h: number };
/** Where each rune's attack row was painted (card pixels), for the intent glow. */
export interface FaceGeometry { rows: Record<string, Rect> }

const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, x));
const seedOf = (s: string) => [...s].reduce((a, c) => (a * 31 + c.charCodeAt(0)) >>> 0, 7);

export function scenarioFace(ctx: CanvasRenderingContext2D, w: number, h: number, slot: GowSlotView | null, runes: readonly RuneInfo[], at: string): FaceGeometry {
  const rad = Math.min(10, w * 0.07);
  if (!slot) { paintStone(ctx, w, h, rad, seedOf(at)); return { rows: {} }; }
  const turned = slot.face === 'back';
  paintSlate(ctx, 0, 0, w, h, rad, turned ? '#3a3331' : '#2b3b49', turned ? '#151213' : '#111a23',
    turned ? 'rgba(255,138,70,0.5)' : 'rgba(159,211,238,0.55)', seedOf(at + slot.face));
  const pad = Math.max(6, Math.round(w * 0.06));
  const inner = w - 2 * pad;
  const titlePx = clamp(w * 0.1, 11, 20);
  let y = pad + titlePx * 0.75;
  fitLabel(ctx, slot.title, w / 2, y, titlePx, inner - (slot.stunned ? titlePx * 1.2 : 0), GOW.bone, DISPLAY_FONT, '700', 'center', 9);
  y += titlePx * 0.8;
  // A carved line under the title.
  ctx.fillStyle = turned ? 'rgba(255,138,70,0.35)' : 'rgba(159,211,238,0.35)';
  ctx.fillRect(pad, y, inner, 1.5);
  y += 4;
  const rows: Record<string, Rect> = {};
  const enemy = slot.enemy;
  if (enemy) y = paintEnemy(ctx, slot, enemy, runes, pad, y, inner, w, h, rows);
  if (slot.text) paintText(ctx, slot.text, pad, y, inner, h - pad - (slot.interaction ? clamp(w * 0.16, 16, 28) : 0) - y, w, !enemy);
  if (slot.interaction) paintInteraction(ctx, w - pad - clamp(w * 0.08, 8, 14), h - pad - clamp(w * 0.08, 8, 14), clamp(w * 0.16, 16, 28));
  if (slot.stunned) paintStunToken(ctx, w - pad * 0.9, pad * 0.9 + titlePx * 0.3, clamp(w * 0.17, 18, 30));
  if (slot.dead) paintDead(ctx, w, h, rad);
  return { rows };
}

function paintEnemy(
  ctx: CanvasRenderingContext2D, slot: GowSlotView, enemy: NonNullable<GowSlotView['enemy']>, runes: readonly RuneInfo[],
  pad: number, y: number, inner: number, w: number, h: number, rows: Record<string, Rect>,
): number {
  const namePx = clamp(w * 0.085, 10, 16);
  y += namePx * 0.7;
  fitLabel(ctx, enemy.name, pad, y, namePx, inner, GOW.ice, TEXT_FONT, '600', 'left', 9);
  y += namePx * 0.7 + 3;
  // Health: a bar and the health left, large, over the total.
  const bigPx = clamp(w * 0.16, 15, 30);
  ctx.font = `800 ${Math.round(bigPx)}px ${TEXT_FONT}`;
  const numW = ctx.measureText(`${enemy.left}`).width + bigPx * 1.25;
  const barH = clamp(h * 0.055, 8, 14);
  const barW = inner - numW - 4;
  const cy = y + bigPx * 0.55;
  ctx.beginPath();
  ctx.roundRect(pad, cy - barH / 2, barW, barH, barH / 2);
  ctx.fillStyle = '#0a0d11';
  ctx.fill();
  const frac = enemy.health > 0 ? clamp(enemy.left / enemy.health, 0, 1) : 0;
  if (frac > 0) {
    const g = ctx.createLinearGradient(0, cy - barH / 2, 0, cy + barH / 2);
    g.addColorStop(0, '#ff6b4a');
    g.addColorStop(1, '#8e1a14');
    ctx.beginPath();
    ctx.roundRect(pad, cy - barH / 2, Math.max(barH, barW * frac), barH, barH / 2);
    ctx.fillStyle = g;
    ctx.fill();
  }
  label(ctx, `${enemy.left}`, w - pad - bigPx * 1.2, cy, bigPx, GOW.bone, TEXT_FONT, '800', 'right');
  label(ctx, `/${enemy.health}`, w - pad, cy + bigPx * 0.12, bigPx * 0.55, GOW.ash, TEXT_FONT, '700', 'right');
  y += bigPx * 1.15;
  // Armor: shields, highest first (the order they must break in).
  if (enemy.armor.length) {
    const s = clamp(w * 0.14, 15, 26);
    [...enemy.armor].sort((a, b) => b - a).forEach((v, i) => paintShield(ctx, pad + s / 2 + i * (s + 3), y + s / 2, s, v));
    label(ctx, t('gow.piece.armor'), pad + enemy.armor.length * (s + 3) + 2, y + s / 2, clamp(w * 0.07, 9, 13), GOW.ash, TEXT_FONT, '600', 'left');
    y += s + 3;
  }
  // The attacks, one row per rune in the set's order.
  const rowH = clamp(h * 0.13, 20, 36);
  runes.forEach((rune, index) => {
    const attack = enemy.attacks[rune.id];
    if (!attack || y + rowH > h - pad + 2) return;
    rows[rune.id] = { x: pad - 3, y, w: inner + 6, h: rowH };
    const cy2 = y + rowH / 2;
    const u = rowH * 0.8;
    ctx.fillStyle = 'rgba(0,0,0,0.28)';
    ctx.beginPath();
    ctx.roundRect(pad - 2, y + 1, inner + 4, rowH - 2, Math.min(6, rowH / 3));
    ctx.fill();
    paintRuneDisc(ctx, glyphOf(rune, index), pad + u / 2 + 1, cy2, u * 0.46, rune.colour);
    let x = pad + u + 4;
    paintKindIcon(ctx, attack.kind === 'ranged' ? 'ranged' : 'melee', x + u / 2, cy2, u * 0.9);
    x += u + 3;
    label(ctx, `${attack.power}`, x, cy2 + 1, rowH * 0.78, GOW.bone, TEXT_FONT, '800', 'left');
    ctx.font = `800 ${Math.round(rowH * 0.78)}px ${TEXT_FONT}`;
    x += ctx.measureText(`${attack.power}`).width + 5;
    if (attack.stun) { paintStatusIcon(ctx, 'stun', x + u * 0.3, cy2, u * 0.6); x += u * 0.65; }
    if (attack.poison) { paintStatusIcon(ctx, 'poison', x + u * 0.3, cy2, u * 0.6); }
    if (attack.kind === 'melee') paintDirections(ctx, attack.directions ?? ['self'], pad + inner - u * 1.6, cy2, u * 0.5, slot.dead);
    y += rowH;
  });
  return y + 3;
}

/** The struck columns of a melee attack: three arrows (left, own column, right), lit where it strikes. */
function paintDirections(ctx: CanvasRenderingContext2D, dirs: readonly string[], x: number, cy: number, s: number, dim: boolean): void {
  const lit = dim ? GOW.ash : GOW.ember;
  (['left', 'self', 'right'] as const).forEach((d, i) => {
    const on = dirs.includes(d);
    const cx = x + i * s * 1.1 + s / 2;
    const a = d === 'left' ? Math.PI * 0.75 : d === 'right' ? Math.PI * 0.25 : Math.PI / 2;
    ctx.save();
    ctx.translate(cx, cy);
    ctx.rotate(a - Math.PI / 2);
    ctx.beginPath();
    ctx.moveTo(0, s * 0.5);
    ctx.lineTo(-s * 0.4, -s * 0.1);
    ctx.lineTo(-s * 0.14, -s * 0.1);
    ctx.lineTo(-s * 0.14, -s * 0.5);
    ctx.lineTo(s * 0.14, -s * 0.5);
    ctx.lineTo(s * 0.14, -s * 0.1);
    ctx.lineTo(s * 0.4, -s * 0.1);
    ctx.closePath();
    ctx.fillStyle = on ? lit : 'rgba(141,150,160,0.25)';
    ctx.fill();
    ctx.restore();
  });
}

function paintText(ctx: CanvasRenderingContext2D, body: string, pad: number, y: number, inner: number, room: number, w: number, alone: boolean): void {
  const px = clamp(w * (alone ? 0.085 : 0.07), 10, alone ? 15 : 12);
  const lh = px * 1.25;
  const n = Math.floor(room / lh);
  if (n < 1 || (!alone && n < 2)) return;
  ctx.fillStyle = alone ? GOW.frost : 'rgba(232,244,251,0.78)';
  wrapLines(ctx, body, px, inner, n).forEach((line, i) => {
    ctx.font = `500 ${Math.round(px)}px ${TEXT_FONT}`;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    ctx.fillText(line, pad, y + i * lh + 2);
  });
}

/** The interaction mark: a gold ring around Algiz (a hand raised), the place where heroes act. */
function paintInteraction(ctx: CanvasRenderingContext2D, cx: number, cy: number, s: number): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, s / 2, 0, Math.PI * 2);
  ctx.fillStyle = '#2a2110';
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, s * 0.1);
  ctx.strokeStyle = GOW.gold;
  ctx.shadowColor = GOW.gold;
  ctx.shadowBlur = s * 0.3;
  ctx.stroke();
  ctx.restore();
  paintGlyph(ctx, 'algiz', cx, cy, s * 0.55, GOW.gold);
}

function paintStunToken(ctx: CanvasRenderingContext2D, cx: number, cy: number, s: number): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, s / 2, 0, Math.PI * 2);
  ctx.fillStyle = '#2b2410';
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = GOW.stun;
  ctx.stroke();
  ctx.restore();
  paintStatusIcon(ctx, 'stun', cx, cy, s * 0.72);
}

/** Dead: the face greyed under a red Gebo cross (a death token carved in). */
function paintDead(ctx: CanvasRenderingContext2D, w: number, h: number, rad: number): void {
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(0, 0, w, h, rad);
  ctx.fillStyle = 'rgba(28,30,34,0.66)';
  ctx.fill();
  ctx.restore();
  paintGlyph(ctx, 'gebo', w / 2, h * 0.52, Math.min(w, h) * 0.55, GOW.blood, 14);
}

/** An unknown face: a dark stone with a ring of carved runes around a knot. */
function paintStone(ctx: CanvasRenderingContext2D, w: number, h: number, rad: number, seed: number): void {
  paintSlate(ctx, 0, 0, w, h, rad, '#2a3138', '#0e1216', 'rgba(159,211,238,0.3)', seed);
  const rnd = grain(seed);
  const cx = w / 2, cy = h / 2, r = Math.min(w, h) * 0.33;
  ctx.save();
  ctx.strokeStyle = 'rgba(159,211,238,0.22)';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(cx, cy, r * 1.22, 0, Math.PI * 2);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, cy, r * 0.78, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
  const ring = ['fehu', 'kenaz', 'isa', 'berkano', 'sowilo', 'tiwaz', 'algiz', 'othala'];
  const start = Math.floor(rnd() * ring.length);
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4 - Math.PI / 2;
    paintGlyph(ctx, ring[(start + i) % ring.length], cx + Math.cos(a) * r, cy + Math.sin(a) * r, r * 0.28, 'rgba(159,211,238,0.55)');
  }
  // The knot at the centre: three interlaced triangles (a valknut, drawn by us).
  ctx.save();
  ctx.strokeStyle = 'rgba(255,138,70,0.6)';
  ctx.lineWidth = Math.max(1.5, r * 0.06);
  for (let k = 0; k < 3; k++) {
    const ox = Math.cos((k * 2 * Math.PI) / 3 - Math.PI / 2) * r * 0.16, oy = Math.sin((k * 2 * Math.PI) / 3 - Math.PI / 2) * r * 0.16;
    ctx.beginPath();
    for (let j = 0; j < 3; j++) {
      const a = (j * 2 * Math.PI) / 3 - Math.PI / 2;
      const px = cx + ox + Math.cos(a) * r * 0.36, py = cy + oy + Math.sin(a) * r * 0.36;
      if (j) ctx.lineTo(px, py); else ctx.moveTo(px, py);
    }
    ctx.closePath();
    ctx.stroke();
  }
  ctx.restore();
}

// Paints an action card (Canvas 2D, screen pixels): a slate card banded in its kind's colour (R9: Melee
// red, Ranged yellow, Defense blue, Special purple, Number black), its name, each option as kind icons and
// a big value, rage and stun marks, a Special's effect in short words, the rune band of an upgrade card;
// or the face-down back of a hero's deck.
import { t } from '../../../src/i18n';
import type { GowCardDef, GowCardOption } from '../../../src/engine';
import { effectText } from './gowData';
import {
  DISPLAY_FONT, fitLabel, glyphOf, GOW, KIND_COLOURS, label, paintFlame, paintGlyph, paintKindIcon, paintSlate,
  paintStatusIcon, TEXT_FONT, wrapLines, type Kind, type RuneInfo,
} from './gowPaint';

const clamp = (x: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, x));
const seedOf = (s: string) => [...s].reduce((a, c) => (a * 31 + c.charCodeAt(0)) >>> 0, 11);

/** The colour a card is known by: its first option's first kind that is not a Number (else Number). */
export function cardKind(card: GowCardDef): Kind {
  if (card.role === 'stun' || card.role === 'poison') return 'number';
  const kinds = card.options[0]?.kinds ?? ['number'];
  return (kinds.find((k) => k !== 'number') ?? 'number') as Kind;
}

export function paintActionFace(ctx: CanvasRenderingContext2D, w: number, h: number, card: GowCardDef, runes: readonly RuneInfo[]): void {
  const rad = Math.min(8, w * 0.08);
  const kind = cardKind(card);
  const status = card.role === 'stun' || card.role === 'poison' ? card.role : null;
  paintSlate(ctx, 0, 0, w, h, rad, '#2c3742', '#10161c', 'rgba(232,244,251,0.28)', seedOf(card.id));
  // The kind's band across the top, under the name.
  const small = w < 70;
  const namePx = clamp(w * 0.125, 9, 15);
  const bandH = small ? namePx * 1.5 : namePx * 2.7;
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(2, 2, w - 4, bandH, [rad, rad, 2, 2]);
  const g = ctx.createLinearGradient(0, 0, 0, bandH);
  g.addColorStop(0, KIND_COLOURS[kind]);
  g.addColorStop(1, 'rgba(0,0,0,0.35)');
  ctx.fillStyle = g;
  ctx.fill();
  ctx.restore();
  const pad = Math.max(4, w * 0.07);
  if (small) fitLabel(ctx, card.name, w / 2, 2 + bandH / 2, namePx, w - 2 * pad, GOW.bone, DISPLAY_FONT, '700', 'center', 8);
  else {
    const lines = wrapLines(ctx, card.name, namePx, w - 2 * pad, 2, DISPLAY_FONT, '700');
    const lh = namePx * 1.1;
    lines.forEach((line, i) => fitLabel(ctx, line, w / 2, 2 + bandH / 2 + (i - (lines.length - 1) / 2) * lh, namePx, w - 2 * pad, GOW.bone, DISPLAY_FONT, '700', 'center', 8));
  }
  const rune = card.rune ? runes.find((r) => r.id === card.rune) : undefined;
  const runeH = rune ? clamp(h * 0.13, 10, 22) : 0;
  // The options share the room between the band and the rune band.
  const top = bandH + 4, bottom = h - 4 - runeH;
  const n = card.options.length;
  const orH = n > 1 ? clamp(h * 0.07, 8, 13) : 0;
  const each = (bottom - top - orH * (n - 1)) / n;
  card.options.forEach((option, i) => {
    const y = top + i * (each + orH);
    paintOption(ctx, option, pad, y, w - 2 * pad, each, small);
    if (i < n - 1) label(ctx, t('gow.piece.or'), w / 2, y + each + orH / 2, orH, GOW.ash, TEXT_FONT, '700');
  });
  if (status) paintStatusIcon(ctx, status, w / 2, top + (bottom - top) * 0.5, Math.min(w, bottom - top) * 0.5);
  if (rune) {
    const ry = h - 3 - runeH;
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(3, ry, w - 6, runeH, [2, 2, rad - 1, rad - 1]);
    ctx.fillStyle = rune.colour;
    ctx.globalAlpha = 0.85;
    ctx.fill();
    ctx.restore();
    paintGlyph(ctx, glyphOf(rune, runes.indexOf(rune)), w / 2, ry + runeH / 2, runeH * 0.75, '#0d1116');
  }
}

/** One option: its kind icons (the Number folded into the value), the value large, rage and stun. */
function paintOption(ctx: CanvasRenderingContext2D, option: GowCardOption, x: number, y: number, w: number, h: number, small: boolean): void {
  const icons = option.kinds.filter((k) => k !== 'number' || option.kinds.length === 1) as Kind[];
  const icon = clamp(Math.min(h * (small ? 0.62 : 0.46), w * 0.36), 12, 30);
  const valuePx = clamp(Math.min(h * 0.6, w * 0.42), 13, 40);
  const hasValue = option.value !== undefined;
  ctx.font = `800 ${Math.round(valuePx)}px ${TEXT_FONT}`;
  const valueW = hasValue ? ctx.measureText(String(option.value)).width : 0;
  const extras = (option.rage ? 1 : 0) + (option.stun ? 1 : 0);
  const effects = option.effects?.length ? option.effects.map(effectText).join(', ') : '';
  const rowW = icons.length * (icon + 2) + (hasValue ? valueW + 4 : 0) + extras * (icon * 0.72);
  const textLines = !small && effects && option.kinds.includes('special') ? 2 : 0;
  const textPx = clamp(w * 0.15, 9, 13);
  const rowH = Math.max(icon, hasValue ? valuePx : 0);
  const cy = y + (h - textLines * textPx * 1.15) / 2 - (textLines ? 2 : 0);
  let cx = x + Math.max(0, (w - rowW) / 2);
  for (const k of icons) { paintKindIcon(ctx, k, cx + icon / 2, cy, icon); cx += icon + 2; }
  if (hasValue) { label(ctx, String(option.value), cx + 1, cy + 1, valuePx, GOW.bone, TEXT_FONT, '800', 'left'); cx += valueW + 4; }
  if (option.rage) { paintFlame(ctx, cx + icon * 0.33, cy, icon * 0.7); cx += icon * 0.72; }
  if (option.stun) { paintStatusIcon(ctx, 'stun', cx + icon * 0.33, cy, icon * 0.62); }
  if (textLines) {
    const lines = wrapLines(ctx, effects, textPx, w, textLines, TEXT_FONT, '600');
    lines.forEach((line, i) => label(ctx, line, x + w / 2, cy + rowH / 2 + 4 + textPx * (0.6 + i * 1.15), textPx, GOW.frost, TEXT_FONT, '600'));
  }
}

/** A hero deck's back: dark slate, a lattice of carved diamonds, Othala (the heritage rune) at the heart. */
export function paintActionBack(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  const rad = Math.min(8, w * 0.08);
  paintSlate(ctx, 0, 0, w, h, rad, '#1f2a35', '#0b1016', 'rgba(159,211,238,0.4)', 5);
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(6, 6, w - 12, h - 12, Math.max(1, rad - 4));
  ctx.clip();
  ctx.strokeStyle = 'rgba(159,211,238,0.14)';
  ctx.lineWidth = 1;
  const step = Math.max(8, w / 6);
  for (let d = -h; d < w + h; d += step) {
    ctx.beginPath(); ctx.moveTo(d, 0); ctx.lineTo(d + h, h); ctx.stroke();
    ctx.beginPath(); ctx.moveTo(d, h); ctx.lineTo(d + h, 0); ctx.stroke();
  }
  ctx.restore();
  ctx.save();
  ctx.beginPath();
  ctx.arc(w / 2, h / 2, Math.min(w, h) * 0.26, 0, Math.PI * 2);
  ctx.fillStyle = '#0c1218';
  ctx.fill();
  ctx.strokeStyle = 'rgba(255,138,70,0.7)';
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.restore();
  paintGlyph(ctx, 'othala', w / 2, h / 2, Math.min(w, h) * 0.3, GOW.ember, 6);
}

// Paints a card face (or back) with the Canvas 2D API: metal frame by rank, a nebula and constellation
// generated from the card id, the name in Cinzel, costs, values, Heal, VP seal, flame and rank glyph.
// Drawn once per card type and size into a texture (CardView caches it), so the GPU only draws quads.
// This file lays the face out and draws its frame, plates and words; the art window is cardSky.ts,
// the badges and icons cardBadges.ts, the shared helpers cardPaintKit.ts.
import type { CardType } from '../../src/cards';
import { cardTitle } from '../../src/cards/names';
import { getLang } from '../../src/i18n';
import { drawHourglass, drawSapphire } from './expansion-icons';
import { cardStyle, classLine } from './cardArt';
import { drawBadge, drawFlame, drawRankGem, drawSeal, type Kind } from './cardBadges';
import { drawSky } from './cardSky';
import { paintTextBox, type FaceTextPainted, type TextBox } from './cardTextBox';
import { faceTextOf } from './faceText';
import { DISPLAY_FONT, hexToRgba, polygonPath, prismGradient, TEXT_FONT, type Ctx } from './cardPaintKit';

// Other scenes import the fonts and the flame from here, where they were first defined.
export { DISPLAY_FONT, TEXT_FONT } from './cardPaintKit';
export { drawFlame } from './cardBadges';

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

export interface CardLayout {
  u: number;
  art: { x: number; y: number; w: number; h: number };
  cost: { r: number; y: number; forceX: number; cosmosX: number };
  plate: { x: number; y: number; w: number; h: number };
  classY: number;
  valuesY: number;
  valueR: number;
  corner: { y: number; flameX: number; sealX: number; sealR: number; flameR: number };
  /** The rules text box, on a face that prints a text (issue 25). */
  text: TextBox | null;
}

/** Where everything sits, in pixels, for a card of w × h (landscape when w > h); withText: a face
 *  that prints its rules text, whose art shrinks to a band to leave the text its room. */
export function cardLayout(w: number, h: number, withText = false): CardLayout {
  const landscape = w > h;
  const u = Math.min(w, h) / 100;
  const W = w / u, H = h / u;
  if (withText) return landscape ? landscapeWithText(u, W, H) : portraitWithText(u, W, H);
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
      text: null,
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
    text: null,
  };
}

/** Portrait with text: art band and costs on top, the name over the art's foot, the class line, the
 *  text box, and one bottom row with the flame, the values and the VP seal. */
function portraitWithText(u: number, W: number, H: number): CardLayout {
  const at = (x: number, y: number, w: number, h: number) => ({ x: x * u, y: y * u, w: w * u, h: h * u });
  return {
    u,
    art: at(4.5, 4.5, W - 9, 34),
    cost: { r: 9.5 * u, y: 13.5 * u, forceX: 13.5 * u, cosmosX: (W - 13.5) * u },
    plate: at(5.5, 27, W - 11, 15),
    classY: 45.5 * u,
    text: at(5.5, 49.5, W - 11, 69),
    valuesY: (H - 12.5) * u,
    valueR: 9 * u,
    corner: { y: (H - 12.5) * u, flameX: 12 * u, sealX: (W - 12) * u, sealR: 9 * u, flameR: 7 * u },
  };
}

/** Landscape (armors) with text: the values, the flame and the seal sit on the art band between the costs. */
function landscapeWithText(u: number, W: number, _H: number): CardLayout {
  const at = (x: number, y: number, w: number, h: number) => ({ x: x * u, y: y * u, w: w * u, h: h * u });
  return {
    u,
    art: at(4.5, 4.5, W - 9, 28),
    cost: { r: 9.5 * u, y: 14 * u, forceX: 14 * u, cosmosX: (W - 14) * u },
    plate: at(5.5, 26.5, W - 11, 14),
    classY: 44 * u,
    text: at(5.5, 47.5, W - 11, 45),
    valuesY: 16 * u,
    valueR: 8 * u,
    // The flame and the seal on the art band too, inboard of the costs: the text takes the whole foot.
    corner: { y: 16 * u, flameX: 30 * u, sealX: (W - 30) * u, sealR: 6.5 * u, flameR: 5.5 * u },
  };
}

/** The words painted on a face: its plate's two lines, its class line and its rules text with the size
 *  it was painted at (the test hook reads them). */
export interface PlateTexts { name: string; sub: string | null; classes: string; rules: FaceTextPainted | null }

/** The whole card face, filling 0..w × 0..h of the context; returns the words it painted. */
export function paintCard(ctx: Ctx, card: CardType, w: number, h: number): PlateTexts {
  const lang = getLang();
  const L = cardLayout(w, h, faceTextOf(card.id, lang) !== '');
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
  const { name: main, sub: epithet } = cardTitle(card.id, lang);
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
  }
  // Ornament under the class line (no room for it over a text box).
  if (line && !L.text) {
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

  const rules = L.text ? paintTextBox(ctx, card.id, lang, L.text, u) : null;

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
  return { name: main, sub: epithet, classes, rules };
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

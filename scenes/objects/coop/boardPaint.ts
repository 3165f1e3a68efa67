// The painters of Poseidon's undersea temple board (Canvas 2D, run once per size): veined marble under
// a sea-blue cast with a still net of caustic light, a faint gold star and trident inlaid, seven lighter
// card wells with their numbers, a band of gold running waves (a Vitruvian scroll) inside a bevelled
// gold rim with a stud at each corner.
import { CARD_RATIO, seededRandom } from '../cardArt';
import { DISPLAY_FONT } from '../paintCard';
import { corner, pilePoint, SIDES, type Heptagon, type Point } from '../../presenter/coop/heptagon';
import { CAUSTIC_PX, drawTrident, paintCaustic } from './coopFx';

type Ctx = CanvasRenderingContext2D;
/** Where the cards sit (coop-layout's pileCardAt) and how wide they are (its cardFor). */
const WELL_AT = 0.6;
const CARD_W = 0.3;
/** The wave band between these two scales of the heptagon, the gold rim outside it. */
const BAND_OUT = 0.962, BAND_IN = 0.88;
/** Where the corner studs sit (and the start mark over one of them), as a scale of the heptagon. */
export const STUD_AT = (BAND_OUT + BAND_IN) / 2;
const gold = (ctx: Ctx, c: number, r: number): CanvasGradient => {
  const g = ctx.createLinearGradient(c - r, c - r, c + r, c + r);
  [['#fff1c0', 0], ['#d9b45e', 0.22], ['#8a6420', 0.45], ['#f3d27a', 0.62], ['#9a7226', 0.84], ['#e9c876', 1]]
    .forEach(([col, at]) => g.addColorStop(at as number, col as string));
  return g;
};

function heptagonPath(ctx: Ctx, h: Heptagon, scale: number): void {
  ctx.beginPath();
  for (let i = 0; i < SIDES; i++) {
    const p = corner(h, i, scale);
    if (i === 0) ctx.moveTo(p.x, p.y); else ctx.lineTo(p.x, p.y);
  }
  ctx.closePath();
}

/** A marble vein: a wandering line drawn soft then sharp, with a branch or two. */
function vein(ctx: Ctx, rnd: () => number, x: number, y: number, dir: number, len: number, r: number, tone: string, depth = 0): void {
  const pts: Point[] = [{ x, y }];
  const step = r * 0.018;
  for (let s = 0; s < len / step; s++) {
    dir += (rnd() - 0.5) * 0.55;
    x += Math.cos(dir) * step;
    y += Math.sin(dir) * step;
    pts.push({ x, y });
    if (depth < 2 && rnd() < 0.025) vein(ctx, rnd, x, y, dir + (rnd() < 0.5 ? -1 : 1) * (0.5 + rnd() * 0.6), len * 0.35, r, tone, depth + 1);
  }
  const trace = () => { ctx.beginPath(); pts.forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y))); };
  const thin = depth ? 0.6 : 1;
  for (const [width, alpha] of [[r * 0.035, 0.06], [r * 0.01, 0.13], [Math.max(0.8, r * 0.0028), 0.28]]) {
    trace();
    ctx.lineWidth = width * thin;
    ctx.strokeStyle = `rgba(${tone},${alpha * thin})`;
    ctx.stroke();
  }
}

function paintMarble(ctx: Ctx, h: Heptagon): void {
  const { cx: c, r } = h;
  const rnd = seededRandom(0x7e5ea);
  const base = ctx.createRadialGradient(c - r * 0.2, c - r * 0.25, 0, c, c, r);
  base.addColorStop(0, '#e4eef2');
  base.addColorStop(0.6, '#cbdbe4');
  base.addColorStop(1, '#a2bccb');
  ctx.fillStyle = base;
  ctx.fillRect(c - r, c - r, r * 2, r * 2);
  // Clouds in the stone.
  for (let i = 0; i < 46; i++) {
    const x = c + (rnd() - 0.5) * r * 2, y = c + (rnd() - 0.5) * r * 2, rr = r * (0.08 + rnd() * 0.3);
    const g = ctx.createRadialGradient(x, y, 0, x, y, rr);
    const tone = rnd() < 0.55 ? `rgba(255,255,255,${0.12 + rnd() * 0.16})` : `rgba(96,128,156,${0.05 + rnd() * 0.08})`;
    g.addColorStop(0, tone);
    g.addColorStop(1, tone.replace(/[\d.]+\)$/, '0)'));
    ctx.fillStyle = g;
    ctx.fillRect(x - rr, y - rr, rr * 2, rr * 2);
  }
  // Grey-blue veins across, and two of gold (calacatta).
  for (let i = 0; i < 7; i++) {
    const a = rnd() * Math.PI * 2;
    vein(ctx, rnd, c + Math.cos(a) * r, c + Math.sin(a) * r, a + Math.PI + (rnd() - 0.5) * 0.9, r * (1.2 + rnd() * 0.8), r, '62,86,112');
  }
  for (let i = 0; i < 2; i++) {
    const a = rnd() * Math.PI * 2;
    vein(ctx, rnd, c + Math.cos(a) * r, c + Math.sin(a) * r, a + Math.PI + (rnd() - 0.5) * 0.7, r * 1.4, r, '176,132,52');
  }
  // The sea above: a blue cast, deeper toward the rim, light from the upper left.
  ctx.globalCompositeOperation = 'multiply';
  const sea = ctx.createRadialGradient(c, c - r * 0.1, r * 0.2, c, c, r * 1.05);
  sea.addColorStop(0, 'rgb(192,224,238)');
  sea.addColorStop(0.7, 'rgb(132,186,212)');
  sea.addColorStop(1, 'rgb(66,122,160)');
  ctx.fillStyle = sea;
  ctx.fillRect(c - r, c - r, r * 2, r * 2);
  ctx.globalCompositeOperation = 'source-over';
  const light = ctx.createLinearGradient(c - r, c - r, c + r, c + r);
  light.addColorStop(0, 'rgba(255,255,255,0.16)');
  light.addColorStop(0.5, 'rgba(255,255,255,0)');
  light.addColorStop(1, 'rgba(6,30,60,0.18)');
  ctx.fillStyle = light;
  ctx.fillRect(c - r, c - r, r * 2, r * 2);
}

/** Faint gold inlay: a seven-pointed star joining the corners, and the trident medallion. */
function paintInlay(ctx: Ctx, h: Heptagon): void {
  const { cx: c, r } = h;
  ctx.save();
  ctx.strokeStyle = 'rgba(150,112,40,0.28)';
  ctx.lineWidth = Math.max(1, r * 0.004);
  ctx.beginPath();
  for (let k = 0; k <= SIDES; k++) {
    const p = corner(h, (k * 3) % SIDES, BAND_IN - 0.02);
    if (k === 0) ctx.moveTo(p.x, p.y); else ctx.lineTo(p.x, p.y);
  }
  ctx.stroke();
  // Engraved rings where the heroes stand, the trident inside.
  for (const [rr, w, a] of [[0.155, 0.006, 0.5], [0.175, 0.0025, 0.4], [0.3, 0.0025, 0.3]]) {
    ctx.beginPath();
    ctx.arc(c, c, r * rr, 0, Math.PI * 2);
    ctx.lineWidth = Math.max(1, r * w);
    ctx.strokeStyle = `rgba(150,112,40,${a})`;
    ctx.stroke();
  }
  const disc = ctx.createRadialGradient(c, c, 0, c, c, r * 0.155);
  disc.addColorStop(0, 'rgba(30,110,140,0.16)');
  disc.addColorStop(1, 'rgba(30,110,140,0.04)');
  ctx.fillStyle = disc;
  ctx.beginPath();
  ctx.arc(c, c, r * 0.155, 0, Math.PI * 2);
  ctx.fill();
  // Carved: a light edge below, the dark cut above.
  drawTrident(ctx, c + r * 0.003, c + r * 0.004, r * 0.24, 'rgba(255,255,255,0.35)');
  drawTrident(ctx, c, c, r * 0.24, 'rgba(40,84,110,0.42)');
  ctx.restore();
}

/** The seven card wells: lighter polished stone, sunk (dark edge above, light below), a gold line. */
function paintWells(ctx: Ctx, h: Heptagon): void {
  const cw = h.r * CARD_W * 1.1, ch = (h.r * CARD_W) / CARD_RATIO * 1.06;
  for (let i = 0; i < SIDES; i++) {
    const p = pilePoint(h, i, WELL_AT);
    const x = p.x - cw / 2, y = p.y - ch / 2, rad = cw * 0.09;
    ctx.save();
    ctx.beginPath();
    ctx.roundRect(x, y, cw, ch, rad);
    const g = ctx.createLinearGradient(x, y, x + cw, y + ch);
    g.addColorStop(0, 'rgba(232,244,248,0.9)');
    g.addColorStop(1, 'rgba(178,206,220,0.9)');
    ctx.fillStyle = g;
    ctx.shadowColor = 'rgba(10,40,70,0.45)';
    ctx.shadowBlur = h.r * 0.02;
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.clip();
    // The sunk edge: a shadow thrown from the upper lip.
    ctx.lineWidth = h.r * 0.018;
    ctx.strokeStyle = 'rgba(20,60,90,0.35)';
    ctx.beginPath();
    ctx.roundRect(x - ctx.lineWidth * 0.3, y - ctx.lineWidth * 0.3, cw, ch, rad);
    ctx.stroke();
    ctx.font = `700 ${Math.round(cw * 0.42)}px ${DISPLAY_FONT}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = 'rgba(255,255,255,0.6)';
    ctx.fillText(String(i + 1), p.x + 1, p.y + 2);
    ctx.fillStyle = 'rgba(60,100,130,0.35)';
    ctx.fillText(String(i + 1), p.x, p.y);
    ctx.restore();
    ctx.beginPath();
    ctx.roundRect(x - 2, y - 2, cw + 4, ch + 4, rad + 2);
    ctx.lineWidth = Math.max(1, h.r * 0.005);
    ctx.strokeStyle = 'rgba(170,128,48,0.75)';
    ctx.stroke();
  }
}

/** One side's band of running waves (a Vitruvian scroll), in the side's own frame: x along, y inward. */
function paintWaveBand(ctx: Ctx, h: Heptagon, side: number): void {
  const a = corner(h, side, BAND_OUT), b = corner(h, side + 1, BAND_OUT);
  const ai = corner(h, side, BAND_IN), bi = corner(h, side + 1, BAND_IN);
  ctx.save();
  ctx.beginPath();
  [a, b, bi, ai].forEach((p, i) => (i ? ctx.lineTo(p.x, p.y) : ctx.moveTo(p.x, p.y)));
  ctx.closePath();
  ctx.clip();
  const len = Math.hypot(b.x - a.x, b.y - a.y);
  const t = (BAND_OUT - BAND_IN) * h.r * Math.cos(Math.PI / SIDES);
  ctx.translate(a.x, a.y);
  ctx.rotate(Math.atan2(b.y - a.y, b.x - a.x));
  const fill = ctx.createLinearGradient(0, 0, 0, t);
  fill.addColorStop(0, '#0a3a52');
  fill.addColorStop(1, '#04202f');
  ctx.fillStyle = fill;
  ctx.fillRect(-t * 2, -2, len + t * 4, t + 4);
  const p = t * 1.15, base = t * 0.8, top = t * 0.22, R = t * 0.2;
  ctx.strokeStyle = gold(ctx, len / 2, len / 2);
  ctx.lineWidth = Math.max(1.2, t * 0.11);
  ctx.lineCap = 'round';
  ctx.beginPath();
  for (let x = -p * 2; x < len + p; x += p) {
    // Rise from the trough to the crest, curl over, spiral in.
    const cx = x + p * 0.62, cy = top + R;
    ctx.moveTo(x, base);
    ctx.bezierCurveTo(x + p * 0.32, base, x + p * 0.3, top, cx, top);
    ctx.arc(cx, cy, R, -Math.PI / 2, Math.PI * 0.95, false);
    ctx.arc(cx - R * 0.25, cy, R * 0.55, Math.PI * 0.95, Math.PI * 2.3, false);
  }
  ctx.moveTo(-p, base);
  ctx.lineTo(len + p, base);
  ctx.stroke();
  ctx.restore();
}

function paintRim(ctx: Ctx, h: Heptagon): void {
  const { cx: c, r } = h;
  const g = gold(ctx, c, r);
  for (const [scale, width] of [[(1 + BAND_OUT) / 2, r * (1 - BAND_OUT)], [BAND_IN, r * 0.012]]) {
    heptagonPath(ctx, h, scale);
    ctx.lineWidth = width;
    ctx.strokeStyle = g;
    ctx.lineJoin = 'miter';
    ctx.stroke();
  }
  // The bevel: a dark outer edge, a bright inner one.
  heptagonPath(ctx, h, 1);
  ctx.lineWidth = Math.max(1, r * 0.004);
  ctx.strokeStyle = 'rgba(60,36,6,0.8)';
  ctx.stroke();
  heptagonPath(ctx, h, BAND_OUT + 0.004);
  ctx.strokeStyle = 'rgba(255,244,200,0.7)';
  ctx.stroke();
  // A gold stud at each corner: the seven intervals the flood pawn stops on.
  for (let i = 0; i < SIDES; i++) {
    const p = corner(h, i, (BAND_OUT + BAND_IN) / 2);
    const s = r * 0.036;
    const d = ctx.createRadialGradient(p.x - s * 0.3, p.y - s * 0.3, 0, p.x, p.y, s);
    d.addColorStop(0, '#fff3c4');
    d.addColorStop(0.6, '#c8952e');
    d.addColorStop(1, '#6b4a12');
    ctx.beginPath();
    ctx.arc(p.x, p.y, s, 0, Math.PI * 2);
    ctx.fillStyle = d;
    ctx.fill();
    ctx.beginPath();
    ctx.arc(p.x, p.y, s * 0.4, 0, Math.PI * 2);
    ctx.fillStyle = '#0a3a52';
    ctx.fill();
  }
}

export function paintBoard(ctx: Ctx, size: number, r: number): void {
  const h: Heptagon = { cx: size / 2, cy: size / 2, r };
  const c = size / 2;
  const aura = ctx.createRadialGradient(c, c, r * 0.8, c, c, size / 2);
  aura.addColorStop(0, 'rgba(60,190,230,0.38)');
  aura.addColorStop(1, 'rgba(60,190,230,0)');
  ctx.fillStyle = aura;
  ctx.fillRect(0, 0, size, size);
  // Drop shadow on the sea floor.
  ctx.save();
  heptagonPath(ctx, h, 1);
  ctx.shadowColor = 'rgba(0,10,25,0.75)';
  ctx.shadowBlur = r * 0.06;
  ctx.shadowOffsetY = r * 0.025;
  ctx.fillStyle = '#0b2a3c';
  ctx.fill();
  ctx.restore();
  ctx.save();
  heptagonPath(ctx, h, BAND_IN);
  ctx.clip();
  paintMarble(ctx, h);
  const light = document.createElement('canvas');
  light.width = light.height = CAUSTIC_PX;
  const lctx = light.getContext('2d');
  if (lctx) {
    paintCaustic(lctx, CAUSTIC_PX, 6, 0x5ea);
    ctx.globalAlpha = 0.22;
    ctx.globalCompositeOperation = 'lighter';
    ctx.drawImage(light, c - r * 0.9, c - r * 0.9, r * 1.8, r * 1.8);
    ctx.globalAlpha = 1;
    ctx.globalCompositeOperation = 'source-over';
  }
  paintInlay(ctx, h);
  paintWells(ctx, h);
  ctx.restore();
  for (let i = 0; i < SIDES; i++) paintWaveBand(ctx, h, i);
  paintRim(ctx, h);
}

// God of War's shared paint kit (Canvas 2D, painted once per change into cached textures: smooth with
// WebGL antialiasing off, nothing redrawn per frame): the cold Norse palette, rune glyphs drawn as
// strokes, the five action kinds' icons, carved slate, and a per-object canvas that repaints in place.
import Phaser from 'phaser';
import { DISPLAY_FONT, TEXT_FONT } from '../ui';
import { seededRandom } from '../../../src/engine';

export { DISPLAY_FONT, TEXT_FONT };

/** Slate and ice for the frames, embers for rage and wounds, bone for text. */
export const GOW = {
  night: '#0a1018', slate: '#1c2833', slateLight: '#33414d', basalt: '#14171c',
  ice: '#9fd3ee', iceDeep: '#3d7fa6', frost: '#e8f4fb', bone: '#efe6d2', ash: '#8d96a0',
  ember: '#ff7a2a', emberDeep: '#b5361b', blood: '#c8262b', gold: '#e6b954', poison: '#6ccf4a', stun: '#ffd54a',
} as const;

export type Kind = 'melee' | 'ranged' | 'defense' | 'special' | 'number';
/** The rulebook's card colours by kind (R9): Melee red, Ranged yellow, Defense blue, Special purple,
 *  Number black (lifted a little so it reads on slate). */
export const KIND_COLOURS: Record<Kind, string> = {
  melee: '#c9412f', ranged: '#d8a72a', defense: '#3f83c9', special: '#8e5bd0', number: '#3b3f46',
};

export interface RuneInfo { id: string; name: string; colour: string }

/** Elder Futhark shapes as strokes in a unit box (−0.5..0.5, y down). */
const GLYPHS: Record<string, [number, number][][]> = {
  kenaz: [[[0.22, -0.45], [-0.2, 0], [0.22, 0.45]]],
  isa: [[[0, -0.5], [0, 0.5]]],
  berkano: [[[-0.2, -0.5], [-0.2, 0.5]], [[-0.2, -0.5], [0.24, -0.25], [-0.2, 0], [0.24, 0.25], [-0.2, 0.5]]],
  sowilo: [[[0.2, -0.5], [-0.22, -0.08], [0.22, 0.08], [-0.2, 0.5]]],
  tiwaz: [[[0, -0.5], [0, 0.5]], [[-0.3, -0.18], [0, -0.5], [0.3, -0.18]]],
  algiz: [[[0, -0.5], [0, 0.5]], [[-0.32, -0.45], [0, -0.05], [0.32, -0.45]]],
  fehu: [[[-0.2, -0.5], [-0.2, 0.5]], [[-0.2, -0.1], [0.26, -0.45]], [[-0.2, 0.18], [0.26, -0.16]]],
  gebo: [[[-0.4, -0.45], [0.4, 0.45]], [[0.4, -0.45], [-0.4, 0.45]]],
  othala: [[[0, -0.5], [0.32, -0.15], [-0.28, 0.5]], [[0, -0.5], [-0.32, -0.15], [0.28, 0.5]]],
};
const FALLBACK = ['kenaz', 'isa', 'berkano', 'sowilo', 'tiwaz', 'algiz', 'fehu', 'othala'];

/** The glyph a rune shows: the Futhark rune its name starts with ("Kenaz, the Ember"), else by index. */
export function glyphOf(rune: RuneInfo | undefined, index = 0): string {
  const word = (rune?.name ?? '').split(/[ ,]/)[0].toLowerCase();
  return word in GLYPHS ? word : FALLBACK[index % FALLBACK.length];
}

/** Strokes a glyph centred on (cx, cy), size px tall, with an optional glow in its colour. */
export function paintGlyph(ctx: CanvasRenderingContext2D, glyph: string, cx: number, cy: number, size: number, colour: string, glow = 0): void {
  ctx.save();
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1.5, size * 0.13);
  if (glow > 0) { ctx.shadowColor = colour; ctx.shadowBlur = glow; }
  for (const line of GLYPHS[glyph] ?? GLYPHS.isa) {
    ctx.beginPath();
    line.forEach(([x, y], i) => (i ? ctx.lineTo(cx + x * size, cy + y * size) : ctx.moveTo(cx + x * size, cy + y * size)));
    ctx.stroke();
  }
  ctx.restore();
}

/** A rune's mark on a card: a dark stone disc ringed and carved in the rune's colour. */
export function paintRuneDisc(ctx: CanvasRenderingContext2D, glyph: string, cx: number, cy: number, r: number, colour: string): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fillStyle = '#10161d';
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, r * 0.16);
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.restore();
  paintGlyph(ctx, glyph, cx, cy, r * 1.15, colour, r * 0.6);
}

/** The five kinds' icons, drawn in a box of size s centred on (cx, cy): axe, arrow, shield, star, gem. */
export function paintKindIcon(ctx: CanvasRenderingContext2D, kind: Kind | 'crystal', cx: number, cy: number, s: number): void {
  ctx.save();
  ctx.translate(cx, cy);
  const colour = kind === 'crystal' ? GOW.ice : KIND_COLOURS[kind];
  ctx.beginPath();
  ctx.arc(0, 0, s / 2, 0, Math.PI * 2);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.06);
  ctx.strokeStyle = 'rgba(255,255,255,0.55)';
  ctx.stroke();
  ctx.fillStyle = ctx.strokeStyle = GOW.frost;
  ctx.lineWidth = Math.max(1.3, s * 0.09);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const u = s * 0.3;
  ctx.beginPath();
  if (kind === 'melee') {
    // An axe: a haft and a bearded blade.
    ctx.moveTo(-u * 0.8, u); ctx.lineTo(u * 0.5, -u * 0.9); ctx.stroke();
    ctx.beginPath(); ctx.moveTo(u * 0.1, -u * 0.9); ctx.quadraticCurveTo(u * 1.1, -u * 0.9, u * 1, 0); ctx.lineTo(u * 0.1, -u * 0.2); ctx.closePath(); ctx.fill();
  } else if (kind === 'ranged') {
    ctx.moveTo(-u, u); ctx.lineTo(u * 0.8, -u * 0.8); ctx.stroke();
    ctx.beginPath(); ctx.moveTo(u, -u); ctx.lineTo(u * 0.1, -u * 0.75); ctx.lineTo(u * 0.75, -u * 0.1); ctx.closePath(); ctx.fill();
    ctx.beginPath(); ctx.moveTo(-u, u * 0.4); ctx.lineTo(-u * 0.6, u * 0.6); ctx.lineTo(-u * 0.4, u); ctx.stroke();
  } else if (kind === 'defense') {
    ctx.moveTo(0, -u * 1.05); ctx.lineTo(u * 0.95, -u * 0.6); ctx.quadraticCurveTo(u * 0.9, u * 0.6, 0, u * 1.1);
    ctx.quadraticCurveTo(-u * 0.9, u * 0.6, -u * 0.95, -u * 0.6); ctx.closePath(); ctx.fill();
  } else if (kind === 'special') {
    for (let i = 0; i < 8; i++) {
      const a = (i * Math.PI) / 4 - Math.PI / 2, rr = i % 2 ? u * 0.45 : u * 1.1;
      if (i) ctx.lineTo(Math.cos(a) * rr, Math.sin(a) * rr); else ctx.moveTo(Math.cos(a) * rr, Math.sin(a) * rr);
    }
    ctx.closePath(); ctx.fill();
  } else {
    // Number (and crystal): a cut gem.
    ctx.moveTo(0, -u); ctx.lineTo(u * 0.8, 0); ctx.lineTo(0, u); ctx.lineTo(-u * 0.8, 0); ctx.closePath(); ctx.stroke();
  }
  ctx.restore();
}

/** The rage icon: an ember flame. */
export function paintFlame(ctx: CanvasRenderingContext2D, cx: number, cy: number, s: number, lit = true): void {
  ctx.save();
  ctx.translate(cx, cy);
  const g = ctx.createLinearGradient(0, -s / 2, 0, s / 2);
  g.addColorStop(0, lit ? '#ffe08a' : '#6b6f75');
  g.addColorStop(1, lit ? GOW.emberDeep : '#33373c');
  ctx.fillStyle = g;
  if (lit) { ctx.shadowColor = GOW.ember; ctx.shadowBlur = s * 0.5; }
  ctx.beginPath();
  ctx.moveTo(0, -s / 2);
  ctx.bezierCurveTo(s * 0.45, -s * 0.1, s * 0.4, s * 0.45, 0, s / 2);
  ctx.bezierCurveTo(-s * 0.4, s * 0.45, -s * 0.45, 0, -s * 0.05, -s * 0.2);
  ctx.quadraticCurveTo(-s * 0.05, -s * 0.35, 0, -s / 2);
  ctx.fill();
  ctx.restore();
}

/** A shield pip with its armor value. */
export function paintShield(ctx: CanvasRenderingContext2D, cx: number, cy: number, s: number, value: number): void {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.beginPath();
  ctx.moveTo(0, -s / 2); ctx.lineTo(s * 0.45, -s * 0.32); ctx.quadraticCurveTo(s * 0.42, s * 0.25, 0, s / 2);
  ctx.quadraticCurveTo(-s * 0.42, s * 0.25, -s * 0.45, -s * 0.32); ctx.closePath();
  const g = ctx.createLinearGradient(0, -s / 2, 0, s / 2);
  g.addColorStop(0, '#c9d3db'); g.addColorStop(1, '#5b6670');
  ctx.fillStyle = g; ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.07); ctx.strokeStyle = '#1b232b'; ctx.stroke();
  label(ctx, String(value), 0, s * 0.02, s * 0.58, '#11171d', TEXT_FONT, '800');
  ctx.restore();
}

/** A status mark: stun (a yellow star burst), poison (a green drop), crystal (an ice gem). */
export function paintStatusIcon(ctx: CanvasRenderingContext2D, status: 'stun' | 'poison' | 'crystal', cx: number, cy: number, s: number): void {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.lineWidth = Math.max(1, s * 0.08);
  ctx.strokeStyle = '#11171d';
  ctx.beginPath();
  if (status === 'stun') {
    for (let i = 0; i < 10; i++) {
      const a = (i * Math.PI) / 5 - Math.PI / 2, rr = i % 2 ? s * 0.22 : s * 0.5;
      if (i) ctx.lineTo(Math.cos(a) * rr, Math.sin(a) * rr); else ctx.moveTo(Math.cos(a) * rr, Math.sin(a) * rr);
    }
    ctx.closePath(); ctx.fillStyle = GOW.stun;
  } else if (status === 'poison') {
    ctx.moveTo(0, -s / 2); ctx.bezierCurveTo(s * 0.5, 0, s * 0.4, s / 2, 0, s / 2); ctx.bezierCurveTo(-s * 0.4, s / 2, -s * 0.5, 0, 0, -s / 2);
    ctx.fillStyle = GOW.poison;
  } else {
    ctx.moveTo(0, -s / 2); ctx.lineTo(s * 0.35, -s * 0.1); ctx.lineTo(0, s / 2); ctx.lineTo(-s * 0.35, -s * 0.1); ctx.closePath();
    ctx.fillStyle = GOW.ice;
  }
  ctx.fill(); ctx.stroke();
  ctx.restore();
}

/** Centred text with a dark under-shadow (reads on any slate). */
export function label(ctx: CanvasRenderingContext2D, s: string, x: number, y: number, px: number, colour: string, font = TEXT_FONT, weight = '700', align: CanvasTextAlign = 'center'): void {
  ctx.save();
  ctx.font = `${weight} ${Math.round(px)}px ${font}`;
  ctx.textAlign = align;
  ctx.textBaseline = 'middle';
  ctx.fillStyle = 'rgba(0,0,0,0.6)';
  ctx.fillText(s, x + Math.max(1, px * 0.05), y + Math.max(1, px * 0.06));
  ctx.fillStyle = colour;
  ctx.fillText(s, x, y);
  ctx.restore();
}

/** Text shrunk until it fits maxW (down to minPx), then cut with an ellipsis. */
export function fitLabel(ctx: CanvasRenderingContext2D, s: string, x: number, y: number, px: number, maxW: number, colour: string, font = TEXT_FONT, weight = '700', align: CanvasTextAlign = 'center', minPx = 10): void {
  let size = px;
  ctx.font = `${weight} ${Math.round(size)}px ${font}`;
  while (size > minPx && ctx.measureText(s).width > maxW) { size -= 1; ctx.font = `${weight} ${Math.round(size)}px ${font}`; }
  let out = s;
  while (out.length > 2 && ctx.measureText(out).width > maxW) out = `${out.slice(0, -2)}…`;
  label(ctx, out, x, y, size, colour, font, weight, align);
}

/** Word-wrapped lines of text within maxW, at most maxLines (the last cut with an ellipsis). */
export function wrapLines(ctx: CanvasRenderingContext2D, s: string, px: number, maxW: number, maxLines: number, font = TEXT_FONT, weight = '500'): string[] {
  ctx.font = `${weight} ${Math.round(px)}px ${font}`;
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width <= maxW || !line) line = next; else { lines.push(line); line = word; }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) { lines.length = maxLines; lines[maxLines - 1] = `${lines[maxLines - 1].replace(/\s+\S*$/, '')}…`; }
  return lines;
}

/** A small seeded generator (visual grain only: the same stone each time it is painted). */
export const grain = (seed: number): (() => number) => seededRandom(seed || 1);

/** A rounded slab of slate: a cold gradient, speckled grain, a carved inner rim in `rim`. */
export function paintSlate(ctx: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, rad: number, top: string, bottom: string, rim: string, seed = 1): void {
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, rad);
  const g = ctx.createLinearGradient(x, y, x + w * 0.3, y + h);
  g.addColorStop(0, top);
  g.addColorStop(1, bottom);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.clip();
  const rnd = grain(seed);
  for (let i = 0; i < (w * h) / 90; i++) {
    ctx.fillStyle = rnd() < 0.5 ? 'rgba(255,255,255,0.05)' : 'rgba(0,0,0,0.12)';
    ctx.fillRect(x + rnd() * w, y + rnd() * h, 1 + rnd() * 2, 1 + rnd() * 1.5);
  }
  ctx.restore();
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(x + 0.75, y + 0.75, w - 1.5, h - 1.5, rad);
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = 'rgba(0,0,0,0.8)';
  ctx.stroke();
  ctx.beginPath();
  ctx.roundRect(x + 3.5, y + 3.5, w - 7, h - 7, Math.max(1, rad - 3));
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = rim;
  ctx.stroke();
  ctx.restore();
}

/** Canvas pixels per screen pixel: sharper text on dense screens, capped for memory. */
export const RES = Math.min(2, Math.max(1, Math.round((typeof window === 'undefined' ? 1 : window.devicePixelRatio) || 1)));

let serial = 0;

/** One object's own canvas texture, repainted in place when its data changes (never per frame). */
export class OwnCanvas {
  readonly key = `gow:own:${++serial}`;
  private w = 0;
  private h = 0;

  constructor(private readonly scene: Phaser.Scene) {}

  /** Paints w × h screen pixels (the context is scaled to screen pixels) and returns the key. */
  paint(w: number, h: number, draw: (ctx: CanvasRenderingContext2D) => void): string {
    const pw = Math.max(1, Math.ceil(w * RES)), ph = Math.max(1, Math.ceil(h * RES));
    if (pw !== this.w || ph !== this.h) {
      if (this.scene.textures.exists(this.key)) this.scene.textures.remove(this.key);
      this.scene.textures.createCanvas(this.key, pw, ph);
      this.w = pw;
      this.h = ph;
    }
    const tex = this.scene.textures.get(this.key) as Phaser.Textures.CanvasTexture;
    const ctx = tex.getContext();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, pw, ph);
    ctx.setTransform(RES, 0, 0, RES, 0, 0);
    draw(ctx);
    tex.refresh();
    return this.key;
  }

  destroy(): void {
    if (this.scene.textures.exists(this.key)) this.scene.textures.remove(this.key);
  }
}

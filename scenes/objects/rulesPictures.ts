// The rules book's pictures (issue 25, "a full coop rules page with pictures"): miniatures of the coop
// board painted by the board's own painters (the marble board, the pawns, the pillars, the water column)
// with plain Graphics arrows over them, and the signs of a legend line (the table's icons, the card
// keyword glyphs, the board's signs). Textures live under `rules:` keys and are never pruned: the board
// scene's own textures (`coop:…`) are pruned by size, and the book may lie over that board.
import type Phaser from 'phaser';
import { t } from '../../src/i18n';
import { ensureCanvasTexture } from './canvasTexture';
import { paintBoard, STUD_AT } from './coop/boardPaint';
import { drawTrident, paintStartMark } from './coop/coopFx';
import { paintToken as paintFloodToken } from './coop/FloodPawn';
import { paintToken as paintHeroToken } from './coop/HeroPawn';
import { PillarView, type PillarStatus } from './coop/PillarView';
import { paintStillColumn } from './coop/WaterColumn';
import { flameTexture, iconTexture } from './icons';
import { drawKeywordGlyph } from './keywordGlyphs';
import { text } from './ui';
import { corner, pilePoint, SIDES, type Heptagon, type Point } from '../presenter/coop/heptagon';
import type { LegendItem, RulesPicture } from '../presenter/rules-pages';
import type { Rect } from '../presenter/table-layout';

/** Where the pictures' objects go: kept until the page is turned, their rects noted for the test hook. */
export interface PictureSink {
  keep<T extends Phaser.GameObjects.GameObject>(o: T): T;
  keepView<T extends { destroy(): void }>(v: T): T;
  note(kind: string, rect: Rect, px?: number): void;
}

/** A text's rect on screen. */
export function boundsOf(o: Phaser.GameObjects.Text): Rect {
  const b = o.getBounds();
  return { x: b.x, y: b.y, w: b.width, h: b.height };
}

const BOARD_MARGIN = 1.08; // the board texture's side over its diameter (boardPaint's aura)
const HEROES = ['seiya', 'shiryu', 'hyoga'] as const;
const WHITE = 0xf4f7ff, GOLD = 0xf2c14e, SEA = 0x5fe0ff;

/** Draws picture `kind` inside `rect`. */
export function drawPicture(scene: Phaser.Scene, sink: PictureSink, kind: RulesPicture, rect: Rect): void {
  if (rect.w < 40 || rect.h < 40) return;
  if (kind === 'aim') return drawAim(scene, sink, rect);
  if (kind === 'pillars') return drawPillarSteps(scene, sink, rect);
  if (kind === 'water') return drawWaterLevels(scene, sink, rect);
  const h = drawBoard(scene, sink, rect);
  const pawn = Math.max(30, h.r * 0.2);
  const hero = (seat: number, pile: number) => heroAt(scene, sink, seat, pilePoint(h, pile, 1.13), pawn);
  if (kind === 'board') {
    [0, 2, 4].forEach((pile, seat) => hero(seat, pile));
    floodAt(scene, sink, corner(h, 0, 1.04), pawn);
  } else if (kind === 'move') {
    // A hero steps to the next pile (white); two heroes side by side pass a card (gold).
    const g = sink.keep(scene.add.graphics());
    arrow(g, arcPoints(h, 1, 2, 1.13), WHITE, pawn * 0.12);
    hero(0, 1);
    const giver = pilePoint(h, 4, 1.13), taker = pilePoint(h, 5, 1.13);
    arrow(g, bend(giver, taker, h, 0.82), GOLD, pawn * 0.12);
    hero(1, 4);
    hero(2, 5);
  } else {
    // The sweep: one interval per hero (three here), the crossed piles numbered in turn.
    const g = sink.keep(scene.add.graphics());
    // Along the rim, side by side, as the pawn glides: crossing pile i takes it from corner i to i + 1.
    arrow(g, [0, 1, 2, 3].map((i) => corner(h, i, 1.04)), SEA, pawn * 0.2);
    for (let pile = 0; pile < 3; pile++) {
      const p = pilePoint(h, pile, 0.78);
      g.fillStyle(0x06263a, 0.92).fillCircle(p.x, p.y, pawn * 0.42).lineStyle(2, SEA, 1).strokeCircle(p.x, p.y, pawn * 0.42);
      const n = sink.keep(text(scene, p.x, p.y, String(pile + 1), Math.max(15, pawn * 0.5), { weight: '800', color: '#bff4ff' }).setOrigin(0.5));
      sink.note('text', boundsOf(n), n.style.fontSize ? Number.parseFloat(String(n.style.fontSize)) : undefined);
    }
    [3, 5, 6].forEach((pile, seat) => hero(seat, pile));
    floodAt(scene, sink, corner(h, 0, 1.04), pawn);
  }
}

/** The marble board, centred in rect, as large as fits; returns its heptagon on screen. */
function drawBoard(scene: Phaser.Scene, sink: PictureSink, rect: Rect): Heptagon {
  const side = Math.min(rect.w, rect.h);
  const r = Math.round(side / 2 / BOARD_MARGIN);
  const size = Math.ceil(r * 2 * BOARD_MARGIN);
  const key = ensureCanvasTexture(scene, `rules:board:${r}`, size, size, (ctx) => paintBoard(ctx, size, r));
  const h: Heptagon = { cx: rect.x + rect.w / 2, cy: rect.y + rect.h / 2, r };
  sink.keep(scene.add.image(h.cx, h.cy, key).setDisplaySize(side, side));
  const start = corner(h, 0, STUD_AT);
  sink.keep(scene.add.image(start.x, start.y, markTexture(scene, 'startMark', 64)).setDisplaySize(r * 0.13, r * 0.13));
  sink.note('picture', { x: h.cx - side / 2, y: h.cy - side / 2, w: side, h: side });
  return h;
}

function heroAt(scene: Phaser.Scene, sink: PictureSink, seat: number, p: Point, size: number): void {
  const px = Math.round(size * 1.5);
  const label = t(`hero.${HEROES[seat % HEROES.length]}`);
  const key = ensureCanvasTexture(scene, `rules:hero:${seat}:${label}:${px}`, px, px, (ctx) => paintHeroToken(ctx, px, seat, label));
  sink.keep(scene.add.image(p.x, p.y, key).setDisplaySize(size * 1.25, size * 1.25));
}

function floodAt(scene: Phaser.Scene, sink: PictureSink, p: Point, size: number): void {
  sink.keep(scene.add.image(p.x, p.y, markTexture(scene, 'floodPawn', Math.round(size * 1.5))).setDisplaySize(size * 1.2, size * 1.2));
}

/** Points along the rim from position a to b (piles are whole, intervals halves), at scale. */
function arcPoints(h: Heptagon, a: number, b: number, scale: number, steps = 10): Point[] {
  const at = (pos: number): Point => {
    const ang = -Math.PI / 2 + (pos * Math.PI * 2) / SIDES;
    const rad = h.r * Math.cos(Math.PI / SIDES) * scale;
    return { x: h.cx + Math.cos(ang) * rad, y: h.cy + Math.sin(ang) * rad };
  };
  return Array.from({ length: steps + 1 }, (_, i) => at(a + ((b - a) * i) / steps));
}

/** A curve from p to q bowed toward the board's centre (scale < 1 of the way out). */
function bend(p: Point, q: Point, h: Heptagon, scale: number): Point[] {
  const mid = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
  const c = { x: h.cx + (mid.x - h.cx) * scale, y: h.cy + (mid.y - h.cy) * scale };
  // From just off p to just short of q: the pawns drawn over the ends would hide the arrowhead.
  return Array.from({ length: 11 }, (_, i) => {
    const k = 0.12 + (i / 10) * 0.7, u = 1 - k;
    return { x: u * u * p.x + 2 * u * k * c.x + k * k * q.x, y: u * u * p.y + 2 * u * k * c.y + k * k * q.y };
  });
}

/** A thick line through the points ending in an arrowhead, with a dark outline so it reads on marble. */
function arrow(g: Phaser.GameObjects.Graphics, pts: Point[], color: number, width: number): void {
  const w = Math.max(3, width);
  const end = pts[pts.length - 1], before = pts[Math.max(0, pts.length - 3)];
  const a = Math.atan2(end.y - before.y, end.x - before.x), head = w * 3.2;
  const tip = (ang: number) => ({ x: end.x - Math.cos(a + ang) * head, y: end.y - Math.sin(a + ang) * head });
  for (const [lw, col] of [[w + 4, 0x031522], [w, color]] as const) {
    g.lineStyle(lw, col, 1).beginPath();
    g.moveTo(pts[0].x, pts[0].y);
    for (const p of pts.slice(1)) g.lineTo(p.x, p.y);
    g.strokePath();
    const l = tip(0.5), r = tip(-0.5);
    g.fillStyle(col, 1).fillTriangle(end.x + Math.cos(a) * (lw - w), end.y + Math.sin(a) * (lw - w), l.x, l.y, r.x, r.y);
  }
}

/** The aim: seven pillars, three down, one revealed, three still hidden; the water column beside. */
function drawAim(scene: Phaser.Scene, sink: PictureSink, rect: Rect): void {
  const colW = Math.min(rect.w * 0.22, rect.h * 0.3);
  const rowW = rect.w - colW - 16;
  const size = Math.min(rowW / 7 / 0.62, rect.h * 0.5);
  const statuses: PillarStatus[] = ['destroyed', 'destroyed', 'destroyed', 'revealed', 'hidden', 'hidden', 'hidden'];
  const cy = rect.y + rect.h / 2;
  statuses.forEach((s, i) => pillar(scene, sink, rect.x + (rowW / 7) * (i + 0.5), cy, size, s));
  column(scene, sink, { x: rect.x + rect.w - colW, y: rect.y + (rect.h - colW * 3.2) / 2, w: colW, h: Math.min(rect.h, colW * 3.2) }, 5, 8);
}

/** A General's pillar: under its pile, revealed, destroyed; arrows between. */
function drawPillarSteps(scene: Phaser.Scene, sink: PictureSink, rect: Rect): void {
  const size = Math.min(rect.h * 0.85, rect.w / 4);
  const cy = rect.y + rect.h / 2;
  const g = sink.keep(scene.add.graphics());
  (['hidden', 'revealed', 'destroyed'] as const).forEach((s, i) => {
    const x = rect.x + (rect.w / 3) * (i + 0.5);
    pillar(scene, sink, x, cy, size, s);
    if (i < 2) arrow(g, [{ x: x + size * 0.35, y: cy }, { x: x + rect.w / 3 - size * 0.35, y: cy }], GOLD, 5);
  });
}

/** The three difficulties' columns, each at the three heroes' start, its top mark its own. */
function drawWaterLevels(scene: Phaser.Scene, sink: PictureSink, rect: Rect): void {
  const labelH = 26;
  const colH = rect.h - labelH - 6;
  const colW = Math.min(colH / 3.2, rect.w / 4);
  const levels = [['easy', 16], ['normal', 8], ['hard', 7]] as const;
  levels.forEach(([name, top], i) => {
    const cx = rect.x + (rect.w / 3) * (i + 0.5);
    column(scene, sink, { x: cx - colW / 2, y: rect.y, w: colW, h: colH }, 2, top);
    const label = sink.keep(text(scene, cx, rect.y + colH + 6, t(`difficulty.${name}`), 15, { weight: '700', color: '#c9d3f0' }).setOrigin(0.5, 0));
    sink.note('text', boundsOf(label), 15);
  });
}

function pillar(scene: Phaser.Scene, sink: PictureSink, x: number, y: number, size: number, status: PillarStatus): void {
  const v = sink.keepView(new PillarView(scene));
  v.place(x, y, size, 0);
  v.setStatus(status);
  sink.note('picture', { x: x - size * 0.31, y: y - size / 2, w: size * 0.62, h: size });
}

function column(scene: Phaser.Scene, sink: PictureSink, r: Rect, level: number, top: number): void {
  const w = Math.round(r.w), h = Math.round(r.h);
  const key = ensureCanvasTexture(scene, `rules:column:${w}x${h}:${level}:${top}`, w, h, (ctx) => paintStillColumn(ctx, w, h, level, top));
  sink.keep(scene.add.image(r.x, r.y, key).setOrigin(0, 0));
  sink.note('picture', { x: r.x, y: r.y, w, h });
}

/** A coop board sign painted square, px wide. */
function markTexture(scene: Phaser.Scene, mark: 'startMark' | 'floodPawn' | 'heroPawn' | 'water' | 'trident', px: number): string {
  return ensureCanvasTexture(scene, `rules:mark:${mark}:${px}`, px, px, (ctx) => {
    if (mark === 'startMark') paintStartMark(ctx, px);
    else if (mark === 'floodPawn') paintFloodToken(ctx, px);
    else if (mark === 'heroPawn') paintHeroToken(ctx, px, 0, t('hero.seiya'));
    else if (mark === 'trident') drawTrident(ctx, px / 2, px / 2, px * 0.9, '#f0d58c');
    else {
      ctx.translate(px * 0.25, 0);
      paintStillColumn(ctx, Math.round(px * 0.5), px, 5, 8);
    }
  });
}

/** Draws a legend line's sign, size px square, centred on (x, y). */
export function drawLegendSign(scene: Phaser.Scene, sink: PictureSink, item: LegendItem, x: number, y: number, size: number): void {
  const px = size * 2;
  let key: string;
  if (item.kind === 'icon') key = item.icon === 'flame' ? flameTexture(scene) : iconTexture(scene, item.icon, px);
  else if (item.kind === 'glyph') {
    const k = item.glyph;
    key = ensureCanvasTexture(scene, `rules:kw:${k}:${px}`, px, px, (ctx) => drawKeywordGlyph(ctx, k, 0, 0, px));
  } else if (item.mark === 'pillarHidden' || item.mark === 'pillarLit' || item.mark === 'pillarBroken') {
    pillar(scene, sink, x, y, size, item.mark === 'pillarHidden' ? 'hidden' : item.mark === 'pillarLit' ? 'revealed' : 'destroyed');
    return;
  } else key = markTexture(scene, item.mark, px);
  sink.keep(scene.add.image(x, y, key).setDisplaySize(size, size));
  sink.note('picture', { x: x - size / 2, y: y - size / 2, w: size, h: size });
}

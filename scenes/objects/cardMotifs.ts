// A motif per card family in the art window (issue 25: "near-identical constellations"): the Gold
// Saints' sun, the Silver Saints' moon, Bronze rings, Black shards, Steel hexagons, Ghost wisps, the God
// Warriors' aurora, the Marinas' waves, guards' spears, relics' lattice, armors' chevrons, pillars'
// columns, Epics' hourglass rays, Heroes' comet. Drawn faint and large, under the constellation, in the
// family's tint; placed from the card id (never Math.random), painted once per texture.
import type { CardClass, CardType } from '../../src/cards';
import { hash32, seededRandom } from './cardArt';
import { hexToRgba, type Ctx } from './cardPaintKit';

export type Motif = 'sun' | 'moon' | 'rings' | 'shards' | 'hexes' | 'wisps' | 'aurora' | 'waves' | 'spears' | 'lattice' | 'chevrons' | 'columns' | 'rays' | 'comet';

const BY_CLASS: [CardClass, Motif][] = [
  ['goldSaint', 'sun'], ['goldArmor', 'sun'], ['silverSaint', 'moon'], ['blackSaint', 'shards'], ['steelSaint', 'hexes'],
  ['ghostSaint', 'wisps'], ['bronzeSaint', 'rings'], ['bronzeArmor', 'rings'], ['godWarrior', 'aurora'],
  ['marinaGeneral', 'waves'], ['marina', 'waves'], ['warrior', 'spears'], ['guard', 'spears'], ['unconstellatedSaint', 'spears'],
  ['relic', 'lattice'], ['armor', 'chevrons'], ['pillar', 'columns'], ['epic', 'rays'], ['transcendedHero', 'comet'], ['hero', 'comet'],
];

/** The family motif of a card: its most specific class's. */
export function motifOf(card: Pick<CardType, 'classes'>): Motif {
  for (const [c, m] of BY_CLASS) if (card.classes.includes(c)) return m;
  return 'comet';
}

/** Paints the motif over the art box (x, y, w, h) in colour col. */
export function drawMotif(ctx: Ctx, card: Pick<CardType, 'id' | 'classes'>, col: string, x: number, y: number, w: number, h: number): void {
  const random = seededRandom(hash32(card.id, 0x6d07));
  const big = Math.max(w, h), cx = x + w * (0.3 + random() * 0.4), cy = y + h * (0.35 + random() * 0.3);
  ctx.save();
  ctx.globalCompositeOperation = 'lighter';
  ctx.strokeStyle = hexToRgba(col, 0.42);
  ctx.fillStyle = hexToRgba(col, 0.2);
  ctx.lineWidth = Math.max(1, big * 0.012);
  ctx.lineCap = 'round';
  const line = (x0: number, y0: number, x1: number, y1: number) => { ctx.beginPath(); ctx.moveTo(x0, y0); ctx.lineTo(x1, y1); ctx.stroke(); };
  switch (motifOf(card)) {
    case 'sun': {
      const r = big * 0.1, rays = 12 + Math.floor(random() * 6);
      ctx.beginPath(); ctx.arc(cx, cy, r, 0, Math.PI * 2); ctx.fill(); ctx.stroke();
      for (let i = 0; i < rays; i++) {
        const a = (i / rays) * Math.PI * 2 + random() * 0.1;
        line(cx + Math.cos(a) * r * 1.4, cy + Math.sin(a) * r * 1.4, cx + Math.cos(a) * big * 0.6, cy + Math.sin(a) * big * 0.6);
      }
      break;
    }
    case 'moon': {
      const r = big * 0.2;
      ctx.beginPath();
      ctx.arc(cx, cy, r, 0, Math.PI * 2);
      ctx.arc(cx + r * 0.45, cy - r * 0.2, r * 0.85, 0, Math.PI * 2, true);
      ctx.fill('evenodd');
      break;
    }
    case 'rings':
      for (let i = 1; i <= 5; i++) { ctx.beginPath(); ctx.arc(cx, cy, big * 0.09 * i, 0, Math.PI * 2); ctx.stroke(); }
      break;
    case 'shards':
      for (let i = 0; i < 7; i++) {
        const sx = x + random() * w, sy = y + h, tip = y + h * (0.1 + random() * 0.5);
        ctx.beginPath(); ctx.moveTo(sx - big * 0.04, sy); ctx.lineTo(sx + (random() - 0.5) * big * 0.1, tip); ctx.lineTo(sx + big * 0.04, sy); ctx.closePath(); ctx.fill(); ctx.stroke();
      }
      break;
    case 'hexes': {
      const s = big * 0.09;
      for (let row = -1; row * s * 1.5 < h + s; row++) {
        for (let col = -1; col * s * 1.73 < w + s; col++) {
          const hx = x + col * s * 1.73 + (row % 2 ? s * 0.87 : 0), hy = y + row * s * 1.5;
          ctx.beginPath();
          for (let k = 0; k < 6; k++) { const a = Math.PI / 6 + (k * Math.PI) / 3; ctx[k ? 'lineTo' : 'moveTo'](hx + Math.cos(a) * s, hy + Math.sin(a) * s); }
          ctx.closePath(); ctx.stroke();
        }
      }
      break;
    }
    case 'wisps':
    case 'aurora':
    case 'waves': {
      const bands = motifOf(card) === 'waves' ? 5 : 3;
      const amp = h * (motifOf(card) === 'aurora' ? 0.16 : 0.07), k = (2 + random() * 2) * Math.PI / w;
      ctx.lineWidth = Math.max(1, big * (motifOf(card) === 'aurora' ? 0.04 : 0.014));
      for (let b = 0; b < bands; b++) {
        const by = y + h * ((b + 1) / (bands + 1)), phase = random() * 6;
        ctx.beginPath();
        for (let px = 0; px <= w; px += w / 40) ctx[px ? 'lineTo' : 'moveTo'](x + px, by + Math.sin(px * k + phase) * amp * (motifOf(card) === 'wisps' ? px / w : 1));
        ctx.stroke();
      }
      break;
    }
    case 'spears':
      for (let i = 0; i < 5; i++) {
        const sx = x + w * (0.15 + i * 0.175);
        line(sx, y + h, sx, y + h * 0.2);
        ctx.beginPath(); ctx.moveTo(sx, y + h * 0.05); ctx.lineTo(sx - big * 0.025, y + h * 0.22); ctx.lineTo(sx + big * 0.025, y + h * 0.22); ctx.closePath(); ctx.fill();
      }
      break;
    case 'lattice': {
      const s = big * 0.12;
      for (let d = -h; d < w + h; d += s) { line(x + d, y, x + d + h, y + h); line(x + d + h, y, x + d, y + h); }
      break;
    }
    case 'chevrons':
      for (let i = 0; i < 4; i++) {
        const cyy = y + h * (0.2 + i * 0.22);
        ctx.beginPath(); ctx.moveTo(x + w * 0.2, cyy + h * 0.12); ctx.lineTo(x + w / 2, cyy); ctx.lineTo(x + w * 0.8, cyy + h * 0.12); ctx.stroke();
      }
      break;
    case 'columns':
      for (let i = 0; i < 4; i++) { const sx = x + w * (0.14 + i * 0.24); ctx.fillRect(sx, y + h * 0.1, w * 0.08, h * 0.85); }
      break;
    case 'rays':
      for (let i = 0; i < 9; i++) { const a = Math.PI * (0.1 + (i / 8) * 0.8); line(x + w / 2, y + h, x + w / 2 - Math.cos(a) * big, y + h - Math.sin(a) * big); }
      break;
    case 'comet': {
      const a = random() * Math.PI * 0.5 + Math.PI * 0.1;
      ctx.lineWidth = Math.max(1, big * 0.03);
      line(cx, cy, cx - Math.cos(a) * big * 0.6, cy - Math.sin(a) * big * 0.6);
      ctx.beginPath(); ctx.arc(cx, cy, big * 0.03, 0, Math.PI * 2); ctx.fill();
      break;
    }
  }
  ctx.restore();
}

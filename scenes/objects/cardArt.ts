// Pure data for drawing cards: colours per rank and class, the French labels printed on the card face,
// and the deterministic geometry of each card's constellation. No Phaser and no DOM here, so it is
// unit-tested in node (test/scenes/cardArt.test.ts); paintCard.ts turns it into pixels.
import { hasMessage, t } from '../../src/i18n';
import type { CardClass, CardType, Rank } from '../../src/cards';
import { seededRandom } from '../../src/engine';

// ——— seeded randomness from the card id (never Math.random: a card always looks the same) ———

/** A 32-bit avalanche hash (murmur3's finaliser) of an integer and a salt. */
export function hash32(n: number, salt = 0): number {
  let h = (Math.imul(n | 0, 0x9e3779b1) ^ Math.imul(salt | 0, 0x85ebca6b)) | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Mulberry32 over a seed, numbers in [0, 1): the engine's own generator, so art never uses Math.random. */
export { seededRandom };

// ——— rank: frame colours and glyph ———

export type RankGlyph = 'circle' | 'triangle' | 'diamond' | 'star' | 'prism' | 'none';
export interface RankStyle {
  /** Metallic frame, dark to light to dark. */
  frame: [string, string, string];
  /** The glyph's fill and the accent used for lines and the class label. */
  accent: string;
  glyph: RankGlyph;
  prismatic: boolean;
  label: string;
}

export const RANK_STYLES: Record<Rank | 'none', RankStyle> = {
  veryCommon: { frame: ['#17653a', '#6fdc93', '#1c7a45'], accent: '#5fd68a', glyph: 'circle', prismatic: false, label: 'Très commun' },
  common: { frame: ['#8a4312', '#ffb15e', '#9c4f17'], accent: '#ff9a3c', glyph: 'triangle', prismatic: false, label: 'Commun' },
  uncommon: { frame: ['#69727f', '#f3f6fa', '#7b8592'], accent: '#d5dde8', glyph: 'diamond', prismatic: false, label: 'Peu commun' },
  rare: { frame: ['#8c5d0c', '#ffe48f', '#a8730f'], accent: '#f5c842', glyph: 'star', prismatic: false, label: 'Rare' },
  veryRare: { frame: ['#5a3f8c', '#f4ecff', '#3f6f9c'], accent: '#f0d8ff', glyph: 'prism', prismatic: true, label: 'Très rare' },
  none: { frame: ['#6f685d', '#e6dfd2', '#7a7264'], accent: '#e6dfd2', glyph: 'none', prismatic: false, label: '' },
};

export const rankStyle = (rank: Rank | null): RankStyle => RANK_STYLES[rank ?? 'none'];

/** Cards without a rank wear their kind: Epics in sand and bronze, pillars in sea marble. */
const KIND_STYLES: Partial<Record<CardType['kind'], RankStyle>> = {
  epic: { frame: ['#6b4a1c', '#f2d49a', '#7d5722'], accent: '#f2c45a', glyph: 'none', prismatic: false, label: '' },
  pillar: { frame: ['#1d4f7a', '#bfe3ff', '#235e8f'], accent: '#8fd0ff', glyph: 'none', prismatic: false, label: '' },
};

export const cardStyle = (card: Pick<CardType, 'kind' | 'rank'>): RankStyle => (card.rank ? null : KIND_STYLES[card.kind]) ?? rankStyle(card.rank);

/** The hues of the prismatic (very rare) frame, in order around the card. */
export const PRISM_STOPS = ['#ff6b8b', '#ffc36b', '#f6ff8a', '#6bffb8', '#6bd5ff', '#9b7bff', '#ff7bf0', '#ff6b8b'];

// ——— class: the nebula behind the constellation ———

export interface ClassTint {
  /** Two nebula colours and the colour of the constellation's stars. */
  nebula: [string, string];
  star: string;
  /** Label printed on the class line (French edition). */
  label: string;
}

const TINTS: Partial<Record<CardClass, ClassTint>> = {
  goldSaint: { nebula: ['#f2b33d', '#b0501a'], star: '#fff1c4', label: "Chevalier d'Or" },
  goldArmor: { nebula: ['#f2b33d', '#8f4a14'], star: '#fff1c4', label: "Armure d'Or" },
  silverSaint: { nebula: ['#8fb4e0', '#3f4f8a'], star: '#eef6ff', label: "Chevalier d'Argent" },
  blackSaint: { nebula: ['#8a1f3f', '#2a0f3a'], star: '#ffd0d8', label: 'Chevalier Noir' },
  steelSaint: { nebula: ['#6f9cbc', '#26384f'], star: '#e4f3ff', label: "Chevalier d'Acier" },
  ghostSaint: { nebula: ['#5fd0b4', '#2a3f6b'], star: '#e0fff6', label: 'Chevalier Fantôme' },
  bronzeSaint: { nebula: ['#d0743a', '#6b2440'], star: '#ffe6d0', label: 'Chevalier de Bronze' },
  bronzeArmor: { nebula: ['#d0743a', '#5a2a1a'], star: '#ffe6d0', label: 'Armure de Bronze' },
  unconstellatedSaint: { nebula: ['#8a7bd6', '#2f2a6b'], star: '#ece6ff', label: 'Chevalier' },
  godWarrior: { nebula: ['#3de0a0', '#7a4de0'], star: '#e6fff4', label: 'Guerrier Divin' },
  warrior: { nebula: ['#4fb0c0', '#3a3f9a'], star: '#e6fbff', label: 'Guerrier' },
  guard: { nebula: ['#7aa0c8', '#2f3f6e'], star: '#eef4ff', label: 'Garde' },
  marinaGeneral: { nebula: ['#1fc0d0', '#0d3f8a'], star: '#e0fcff', label: 'Général Marina' },
  marina: { nebula: ['#2aa8b8', '#123a6e'], star: '#e0fcff', label: 'Marina' },
  relic: { nebula: ['#c98bdb', '#5b2a7a'], star: '#fbeaff', label: 'Relique' },
  transcendedHero: { nebula: ['#ffd98a', '#8a4de0'], star: '#fffbe6', label: 'Héros transcendé' },
  hero: { nebula: ['#3a7bd5', '#c0508f'], star: '#f0f6ff', label: 'Héros' },
  armor: { nebula: ['#8fa3c4', '#33406a'], star: '#eef3ff', label: 'Armure' },
  pillar: { nebula: ['#2aa8b8', '#0f2f5e'], star: '#e0fcff', label: 'Pilier' },
  epic: { nebula: ['#e0b050', '#5a2a8a'], star: '#fff6dd', label: 'Épopée' },
};

/** Most specific first: Seiya the Bronze Saint is tinted bronze, not as a plain hero. */
const TINT_PRIORITY: CardClass[] = [
  'goldSaint', 'goldArmor', 'silverSaint', 'blackSaint', 'steelSaint', 'ghostSaint', 'bronzeSaint', 'bronzeArmor',
  'unconstellatedSaint', 'godWarrior', 'marinaGeneral', 'marina', 'warrior', 'guard', 'relic', 'transcendedHero',
  'hero', 'armor', 'pillar', 'epic',
];

const FALLBACK_TINT: ClassTint = { nebula: ['#5a6fd0', '#2a2f6b'], star: '#eef2ff', label: '' };

export function classTint(classes: readonly CardClass[]): ClassTint {
  for (const c of TINT_PRIORITY) if (classes.includes(c)) return TINTS[c]!;
  return FALLBACK_TINT;
}

/** The class line: every printed class, most specific first, in the player's language (issue 12: an
 *  English table showed French classes), e.g. "Hero · Bronze Saint" / "Héros · Chevalier de Bronze". */
export function classLine(card: Pick<CardType, 'classes'>): string {
  const ordered = [...card.classes].sort((a, b) => {
    const ia = TINT_PRIORITY.indexOf(a), ib = TINT_PRIORITY.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib);
  });
  return ordered.map((c) => (hasMessage(`class.${c}`) ? t(`class.${c}`) : TINTS[c]?.label ?? c)).join(' · ');
}

/** The French name split for the plate ("Mu" / "du Bélier"); it lives with the card names now. */
export { splitName } from '../../src/cards/names';

// ——— the constellation ———

export interface Star {
  /** Position in [0, 1] across the art box. */
  x: number;
  y: number;
  /** Relative size, about 0.6–2.4; the largest is the constellation's alpha star. */
  size: number;
  /** Twinkle phase in [0, 1), for later animation. */
  phase: number;
}
export interface Nebula {
  x: number;
  y: number;
  /** Radius relative to the art box's larger side. */
  r: number;
  /** 0 or 1: which of the class's two nebula colours. */
  tone: 0 | 1;
  alpha: number;
}
export interface Constellation {
  stars: Star[];
  /** Pairs of indices into stars. */
  lines: [number, number][];
  /** Faint background stars: x, y, size, alpha. */
  dust: { x: number; y: number; size: number; alpha: number }[];
  nebulae: Nebula[];
}

/**
 * The constellation of a card type: 5–9 stars spread over the art box, joined like a real sky chart
 * (a minimum spanning tree, sometimes with one loop), over a few nebula clouds and faint dust. The
 * aspect (width / height of the art box) keeps stars evenly spread on landscape armors.
 */
export function constellation(id: number, aspect = 1): Constellation {
  const random = seededRandom(hash32(id, 0x5e1a));
  const count = 5 + Math.floor(random() * 5);
  const stars: Star[] = [];
  const minDist = 0.2;
  for (let attempt = 0; stars.length < count && attempt < 400; attempt++) {
    const x = 0.13 + random() * 0.74;
    const y = 0.14 + random() * 0.68;
    const ok = stars.every((s) => Math.hypot((s.x - x) * aspect, s.y - y) >= minDist * Math.min(1, aspect));
    if (ok) stars.push({ x, y, size: 0.7 + random() * 0.9, phase: random() });
  }
  // The brightest star.
  const alpha = Math.floor(random() * stars.length);
  stars[alpha].size = 2.1 + random() * 0.3;

  // Prim's minimum spanning tree over the stars: sky charts rarely cross their own lines.
  const dist = (a: Star, b: Star) => Math.hypot((a.x - b.x) * aspect, a.y - b.y);
  const inTree = new Set<number>([alpha]);
  const lines: [number, number][] = [];
  while (inTree.size < stars.length) {
    let best: [number, number] | null = null;
    let bestD = Infinity;
    for (const i of inTree) {
      for (let j = 0; j < stars.length; j++) {
        if (inTree.has(j)) continue;
        const d = dist(stars[i], stars[j]);
        if (d < bestD) { bestD = d; best = [i, j]; }
      }
    }
    if (!best) break;
    inTree.add(best[1]);
    lines.push(best);
  }
  // Sometimes close a loop between two near stars not yet joined.
  if (random() < 0.45 && stars.length >= 5) {
    let best: [number, number] | null = null;
    let bestD = Infinity;
    for (let i = 0; i < stars.length; i++) {
      for (let j = i + 1; j < stars.length; j++) {
        if (lines.some(([a, b]) => (a === i && b === j) || (a === j && b === i))) continue;
        const d = dist(stars[i], stars[j]);
        if (d < bestD) { bestD = d; best = [i, j]; }
      }
    }
    if (best && bestD < 0.45) lines.push(best);
  }

  const dust = Array.from({ length: 46 + Math.floor(random() * 30) }, () => ({
    x: random(), y: random(), size: 0.3 + random() * 0.7, alpha: 0.15 + random() * 0.5,
  }));
  const nebulae: Nebula[] = Array.from({ length: 3 + Math.floor(random() * 3) }, (_, i) => ({
    x: 0.1 + random() * 0.8,
    y: 0.1 + random() * 0.8,
    r: 0.35 + random() * 0.4,
    tone: (i % 2) as 0 | 1,
    alpha: 0.35 + random() * 0.35,
  }));
  return { stars, lines, dust, nebulae };
}

/** Armors are printed landscape. */
export const isLandscape = (card: Pick<CardType, 'kind'>): boolean => card.kind === 'armor';

/** Width over height of a portrait card (63 × 88 mm). */
export const CARD_RATIO = 63 / 88;

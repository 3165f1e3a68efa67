// Colour-blind safety (issue 29): every pair of the game's colours that tells two things apart either
// stays apart under protanopia, deuteranopia and tritanopia (Machado 2009, src/tools/colour-vision.ts)
// or carries a shape or label of its own, named here and checked where the code can be read in node.
import { describe, expect, it } from 'vitest';
import { CONFUSABLE_BELOW, deltaE, DEFICIENCIES, simulate, worstDeltaE } from '../../src/tools/colour-vision';
import { RANK_STYLES } from '../../scenes/objects/cardArt';

/** A pair that must differ: its two colours (from the file named), and what else tells them apart. */
interface Pair { what: string; a: string; b: string; apart: string | null }

const rank = (r: keyof typeof RANK_STYLES) => RANK_STYLES[r].accent;
const glyph = (r: keyof typeof RANK_STYLES) => RANK_STYLES[r].glyph;

const PAIRS: Pair[] = [
  // scenes/objects/cardBadges.ts FORCE / COSMOS / HEAL mids, icons.ts: hexagon, eight-point burst, cross.
  { what: 'Force vs Cosmos', a: '#d8323a', b: '#3f7fe8', apart: 'hexagon vs eight-point burst' },
  { what: 'Force vs Heal', a: '#d8323a', b: '#25a866', apart: 'hexagon vs cross' },
  { what: 'Cosmos vs Heal', a: '#3f7fe8', b: '#25a866', apart: 'burst vs cross' },
  // scenes/objects/cardArt.ts RANK_STYLES: accents, and the glyph of each (drawRankGlyph).
  ...(['veryCommon', 'common', 'uncommon', 'rare', 'veryRare'] as const).flatMap((r, i, all) => all.slice(i + 1).map((q) => ({
    what: `rank ${r} vs ${q}`, a: rank(r), b: rank(q), apart: glyph(r) !== glyph(q) ? `${glyph(r)} vs ${glyph(q)}` : null,
  }))),
  // objects/coop/WaterColumn.ts water top, danger glow; PillarView.ts marble, hidden tint, broken tint.
  { what: 'water vs pillar', a: '#2ba9c8', b: '#d8e5ec', apart: 'column of water vs marble shaft' },
  { what: 'water vs danger', a: '#2ba9c8', b: '#ff5a3c', apart: 'the level number' },
  { what: 'pillar hidden vs revealed', a: '#8fa2b6', b: '#ffffff', apart: null },
  { what: 'pillar hidden vs destroyed', a: '#8fa2b6', b: '#a4b2c2', apart: 'a broken stump vs a whole shaft' },
  // src/engine/gow/content/first-set-cards.ts runes; gowPaint.ts glyphOf: Kenaz, Isa, Berkano, Sowilo.
  ...([['red', '#c2452d', 'kenaz'], ['blue', '#5d9cc9', 'isa'], ['green', '#5e7f3b', 'berkano'], ['gold', '#d2a53a', 'sowilo']] as const)
    .flatMap((r, i, all) => all.slice(i + 1).map((q) => ({ what: `rune ${r[0]} vs ${q[0]}`, a: r[1], b: q[1], apart: `${r[2]} vs ${q[2]}` }))),
  // scenes/objects/gow/gowPaint.ts KIND_COLOURS and paintKindIcon: axe, arrow, shield, star.
  ...([['melee', '#c9412f', 'axe'], ['ranged', '#d8a72a', 'arrow'], ['defense', '#3f83c9', 'shield'], ['special', '#8e5bd0', 'star']] as const)
    .flatMap((k, i, all) => all.slice(i + 1).map((q) => ({ what: `kind ${k[0]} vs ${q[0]}`, a: k[1], b: q[1], apart: `${k[2]} vs ${q[2]}` }))),
];

describe('the simulation', () => {
  it('leaves greys grey and merges red and green for a deuteranope', () => {
    for (const d of DEFICIENCIES) simulate('#808080', d).forEach((c) => expect(Math.abs(c - 128)).toBeLessThan(2));
    expect(deltaE('#c2452d', '#5e7f3b', 'deutan')).toBeLessThan(deltaE('#c2452d', '#5e7f3b', null) / 3);
    expect(deltaE('#3f7fe8', '#25a866', 'tritan')).toBeLessThan(deltaE('#3f7fe8', '#25a866', null) / 3);
  });
});

describe('every pair that must differ', () => {
  it.each(PAIRS)('$what: apart by colour under every deficiency, or by shape', ({ a, b, apart }) => {
    if (apart === null) expect(worstDeltaE(a, b)).toBeGreaterThanOrEqual(CONFUSABLE_BELOW);
    else {
      // "x vs y" names two different shapes; anything else names the label that tells them apart.
      const [x, y] = apart.split(' vs ');
      expect(y === undefined ? x.length > 0 : x !== y).toBe(true);
    }
  });

  it('the pairs a dichromat could confuse are exactly the ones told apart by shape (a record, for the docs)', () => {
    const confusable = PAIRS.filter((p) => worstDeltaE(p.a, p.b) < CONFUSABLE_BELOW).map((p) => p.what);
    expect(confusable).toEqual([
      'rank common vs rare', 'rank uncommon vs veryRare', 'pillar hidden vs destroyed', 'rune red vs green', 'kind defense vs special',
    ]);
    for (const what of confusable) expect(PAIRS.find((p) => p.what === what)!.apart).not.toBeNull();
  });

  it('gives the five ranks five different glyphs', () => {
    expect(new Set((['veryCommon', 'common', 'uncommon', 'rare', 'veryRare'] as const).map(glyph)).size).toBe(5);
  });
});

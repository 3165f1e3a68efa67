// Card art data: deterministic from the card id, one glyph per rank, every card type has a look.
import { describe, expect, it } from 'vitest';
import { CARD_TYPES, cardType } from '../../src/cards';
import { setLang } from '../../src/i18n';
import {
  classLine, classTint, constellation, hash32, RANK_STYLES, rankStyle, seededRandom, splitName,
} from '../../scenes/objects/cardArt';

describe('constellations', () => {
  it('are the same every time for a card id, and differ between ids', () => {
    expect(constellation(30)).toEqual(constellation(30));
    expect(constellation(30)).not.toEqual(constellation(31));
  });

  it.each([...CARD_TYPES.keys()])('card %i: 5–9 stars inside the art, joined as one figure', (id) => {
    const sky = constellation(id, 1);
    expect(sky.stars.length).toBeGreaterThanOrEqual(5);
    expect(sky.stars.length).toBeLessThanOrEqual(9);
    for (const s of sky.stars) {
      expect(s.x).toBeGreaterThan(0.1);
      expect(s.x).toBeLessThan(0.9);
      expect(s.y).toBeGreaterThan(0.1);
      expect(s.y).toBeLessThan(0.9);
    }
    // A spanning tree (n - 1 lines) plus at most one loop, and every star is reached.
    expect(sky.lines.length).toBeGreaterThanOrEqual(sky.stars.length - 1);
    expect(sky.lines.length).toBeLessThanOrEqual(sky.stars.length);
    const reached = new Set(sky.lines.flat());
    expect(reached.size).toBe(sky.stars.length);
    expect(sky.stars.filter((s) => s.size > 2)).toHaveLength(1);
  });

  it('does not use Math.random', () => {
    const original = Math.random;
    Math.random = () => {
      throw new Error('Math.random called');
    };
    try {
      expect(() => constellation(42, 1.4)).not.toThrow();
    } finally {
      Math.random = original;
    }
  });

  it('hash32 and seededRandom are stable', () => {
    expect(hash32(1)).toBe(hash32(1));
    expect(hash32(1)).not.toBe(hash32(2));
    expect(hash32(1, 1)).not.toBe(hash32(1, 2));
    const a = seededRandom(9), b = seededRandom(9);
    const xs = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs);
    for (const x of xs) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});

describe('rank and class', () => {
  it('gives each rank its own glyph (RULING-1), very rare prismatic', () => {
    expect(rankStyle('veryCommon').glyph).toBe('circle');
    expect(rankStyle('common').glyph).toBe('triangle');
    expect(rankStyle('uncommon').glyph).toBe('diamond');
    expect(rankStyle('rare').glyph).toBe('star');
    expect(rankStyle('veryRare').glyph).toBe('prism');
    expect(rankStyle('veryRare').prismatic).toBe(true);
    expect(rankStyle(null).glyph).toBe('none');
    const glyphs = Object.values(RANK_STYLES).map((s) => s.glyph);
    expect(new Set(glyphs).size).toBe(glyphs.length);
  });

  it('tints the most specific class: a Hero who is a Bronze Saint is bronze', () => {
    expect(classTint(['hero', 'bronzeSaint'])).toBe(classTint(['bronzeSaint']));
    expect(classTint(['goldSaint']).label).toBe("Chevalier d'Or");
    expect(classLine({ classes: ['hero', 'bronzeSaint'] })).toBe('Chevalier de Bronze · Héros');
  });

  it.each([...CARD_TYPES.values()].map((c) => [c.id, c.name] as const))('card %i %s has a class tint and a label for each class', (id) => {
    const card = CARD_TYPES.get(id)!;
    expect(classTint(card.classes).nebula).toHaveLength(2);
    expect(classLine(card)).not.toMatch(/[a-z][A-Z]/); // no raw camelCase class ids leak through
  });
});

describe('names', () => {
  it.each([
    ['Mu du Bélier', 'Mu', 'du Bélier'],
    ["Marine de l'Aigle", 'Marine', "de l'Aigle"],
    ["Shaina d'Ophiuchus", 'Shaina', "d'Ophiuchus"],
    ['Astérion des Chiens de Chasse', 'Astérion', 'des Chiens de Chasse'],
    ['Robe Divine Alpha (Dubhe)', 'Robe Divine Alpha', '(Dubhe)'],
    ['Daichi à la Cloth terrestre', 'Daichi', 'à la Cloth terrestre'],
    ['Athéna', 'Athéna', null],
    ['Deathmask du Cancer', 'Deathmask', 'du Cancer'],
  ])('splits %s', (name, main, epithet) => {
    expect(splitName(name)).toEqual([main, epithet]);
  });
});

describe('the class line in the player\'s language (issue 12: the English table showed French classes)', () => {
  it('is written in English on an English table and in French on a French one', () => {
    const jabu = cardType(80); // Jabu de la Licorne, a Bronze Saint
    try {
      setLang('en');
      expect(classLine(jabu)).toBe('Bronze Saint');
      setLang('fr');
      expect(classLine(jabu)).toBe('Chevalier de Bronze');
    } finally {
      setLang('fr');
    }
  });
});

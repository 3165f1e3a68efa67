// The card catalogue matches the printed cards (shared/reference) and the rulebook's counts.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_TYPES, cardType } from '../../src/cards';
import { cardDataSchema } from '../../src/cards/schema';
import { VP_RULES } from '../../src/cards/vp';
import { formatCardData, loadReference, normalise, referenceDir } from '../../src/tools/normalise-cards';

const base = [...CARD_TYPES.values()].filter((c) => c.set === 'base');
const copiesOf = (cards: typeof base) => cards.reduce((n, c) => n + c.copies, 0);

describe('card data', () => {
  it('holds all 192 printed card types, by printed number', () => {
    expect(CARD_TYPES.size).toBe(192);
    expect(cardType(30).name).toBe('Mu du Bélier');
    expect(cardType(2919).set).toBe('epic');
  });

  it('has the base game counts of the rulebook "Contenu": 200 cards, 125 in the reserve, 15 per hero', () => {
    expect(copiesOf(base)).toBe(200);
    expect(copiesOf(base.filter((c) => c.zone === 'reserve'))).toBe(125);
    for (const hero of ['seiya', 'shiryu', 'hyoga', 'shun', 'ikki'] as const) {
      expect(copiesOf(base.filter((c) => (c.heroName === hero || c.armorFor === hero) && c.zone !== 'reserve'))).toBe(15);
    }
  });

  it('counts 12 Black Saint cards in 6 names, 2 Léda and 2 Spica (rulebook "Vainqueur")', () => {
    const black = base.filter((c) => c.classes.includes('blackSaint'));
    expect(copiesOf(black)).toBe(12);
    expect(new Set(black.map((c) => c.name)).size).toBe(6);
    expect(cardType(69).copies).toBe(2);
    expect(cardType(70).copies).toBe(2);
  });

  it('reads the printed facts: costs, values, Heal, VP, flame', () => {
    expect(cardType(30)).toMatchObject({ cost: { force: 7, cosmos: 7 }, force: 2, cosmos: 1, vp: 5, icon: 'flame', rank: 'rare' });
    expect(cardType(16)).toMatchObject({ cost: { force: null, cosmos: 4 }, heal: 2, vp: null, rank: 'veryRare' });
    expect(cardType(69)).toMatchObject({ force: 1, cosmos: 0, classes: ['unconstellatedSaint'] });
    expect(cardType(6)).toMatchObject({ kind: 'armor', classes: ['bronzeArmor'], heroName: null, armorFor: 'seiya', cosmos: 1 });
    expect(cardType(87).vp).toBe(-1);
  });

  it('gives every card that scores by a formula a VP rule (base set)', () => {
    for (const card of base.filter((c) => c.vp === null)) expect(VP_RULES[card.id], card.name).toBeDefined();
  });

  it('rejects malformed data with the field that is wrong', () => {
    const bad = [{ ...cardType(30), cost: { force: 'seven', cosmos: 7 } }];
    const parsed = cardDataSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0].path).toEqual([0, 'cost', 'force']);
  });

  it.runIf(fs.existsSync(referenceDir))('is up to date with shared/reference (npm run cards:normalise)', () => {
    const { raws, copies } = loadReference();
    const fresh = formatCardData(normalise(raws, copies));
    expect(fs.readFileSync(new URL('../../src/cards/card-data.json', import.meta.url), 'utf8')).toBe(fresh);
  });
});

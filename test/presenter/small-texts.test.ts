// Issue 25: real plurals, never "card(s)": every message of both languages is free of "(s)"-style
// endings, and a {n|one|other} plural picks its form by the language's rule (French says "1 flamme",
// "0 flamme"; English "1 flame", "0 flames").
import { describe, expect, it } from 'vitest';
import { CARD_TYPES } from '../../src/cards';
import { cardTitle } from '../../src/cards/names';
import { LANGS, messages, pluralOf, t } from '../../src/i18n';

describe('plurals', () => {
  it('no message of either language writes a plural as "(s)", "(x)" or "(e)s"', () => {
    const hedged = /\p{L}\((s|x|e|es|nt)\)/u;
    for (const lang of LANGS) {
      const bad = Object.entries(messages(lang)).filter(([, m]) => hedged.test(m)).map(([k, m]) => `${lang} ${k}: ${m}`);
      expect(bad).toEqual([]);
    }
  });

  it('chooses the form by the number and the language', () => {
    expect(t('log.flames', { n: 1, left: 3 }, 'en')).toBe('1 flame goes out: 3 left');
    expect(t('log.flames', { n: 2, left: 1 }, 'en')).toBe('2 flames go out: 1 left');
    expect(t('log.flames', { n: 1, left: 3 }, 'fr')).toBe('1 flamme s’éteint : il en reste 3');
    expect(t('log.flames', { n: 2, left: 1 }, 'fr')).toBe('2 flammes s’éteignent : il en reste 1');
    expect(t('ui.poseidonMarked', { n: 0 }, 'fr')).toBe('0 carte marquée');
    expect(t('ui.poseidonMarked', { n: 0 }, 'en')).toBe('0 marked cards');
    expect(pluralOf(1, 'en')).toBe('one');
    expect(pluralOf(0, 'fr')).toBe('one');
  });

  it('leaves a plural whose number is missing as written, so a forgotten parameter shows', () => {
    expect(t('log.cardsGiven', { hero: 'Seiya', to: 'Shun' }, 'en')).toBe('Seiya gives {n} {n|card|cards} to Shun');
  });
});

// Issue 25: "Léda" on the English guide, "Leda" on the English card. A name is written one way in each
// language: the card's own name in that language (English names carry no accent, test/cards/names.test.ts).
describe('card names in messages', () => {
  const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
  it('an English message never writes a card by its French spelling when the English one differs only by accents', () => {
    const found: string[] = [];
    for (const type of CARD_TYPES.keys()) {
      const fr = cardTitle(type, 'fr').name, en = cardTitle(type, 'en').name;
      if (fr === en || plain(fr) !== en) continue;
      const word = new RegExp(`(^|[^\\p{L}])${fr}($|[^\\p{L}])`, 'u');
      for (const [k, m] of Object.entries(messages('en'))) if (word.test(m)) found.push(`${k}: ${fr} (the card says ${en})`);
    }
    expect(found).toEqual([]);
  });
});

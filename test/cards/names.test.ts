// Card names in the player's language (issue 12: names, subtitles and Epic names stayed French on an
// English table). French comes from the catalogue, split for the plate; English from our own table.
import { describe, expect, it } from 'vitest';
import { CARD_TYPES } from '../../src/cards';
import { cardFullName, cardTitle } from '../../src/cards/names';
import { NAMES_EN } from '../../src/cards/texts/names-en';
import { FRENCH_MARKS as FRENCH } from '../french-marks';

/** English names that are written as the French ones: proper nouns, and words both languages share. */
const SAME_IN_BOTH = new Set([
  'Pope', 'Guilty', 'Docrates', 'Geist', 'Kuraggu', 'Spartan', 'Spica', 'Jango', 'Cassios', 'Gigas',
  'Phaeton', 'Oko', 'Jaki', 'Balmung', 'Hilda', 'Freya', 'Kiki', 'Blizzard',
]);
/** No English name needs an accent (Athéna is Athena, Aldébaran Aldebaran); list one here if it ever does. */
const ACCENTED_PROPER_NOUNS: readonly string[] = [];

const ids = [...CARD_TYPES.keys()];

describe('English card names', () => {
  it('every one of the 192 card types has one, and nothing else does', () => {
    expect(ids).toHaveLength(192);
    expect(Object.keys(NAMES_EN).map(Number).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    for (const id of ids) expect(NAMES_EN[id].name, `${id}`).toMatch(/\S/);
  });

  it('the marks of French would catch every French name not written the same in English', () => {
    const missed = ids.map((id) => CARD_TYPES.get(id)!.name).filter((n) => !SAME_IN_BOTH.has(n) && !FRENCH.some((m) => m.test(n)));
    expect(missed).toEqual([]);
  });

  it('reads no French: no French small word, elision, noun or accent', () => {
    for (const id of ids) {
      const { name, sub, full } = NAMES_EN[id];
      for (const text of [name, sub ?? '', full]) {
        const unaccented = ACCENTED_PROPER_NOUNS.reduce((s, noun) => s.replaceAll(noun, ''), text);
        for (const mark of FRENCH) expect(unaccented, `${id} ${CARD_TYPES.get(id)!.name}`).not.toMatch(mark);
      }
    }
  });

  it('is never the French name copied, unless both languages write it so', () => {
    const copied = ids.filter((id) => NAMES_EN[id].full === CARD_TYPES.get(id)!.name).map((id) => NAMES_EN[id].full);
    expect(copied.filter((n) => !SAME_IN_BOTH.has(n))).toEqual([]);
  });

  it('says in a sentence what the plate shows: both lines, in one order or the other', () => {
    for (const id of ids) {
      const { name, sub, full } = NAMES_EN[id];
      expect([sub ? `${sub} ${name}` : name, sub ? `${name} ${sub}` : name], `${id}`).toContain(full);
    }
  });

  it('follows the English conventions: the epithet first', () => {
    expect(cardTitle(1, 'en')).toEqual({ name: 'Seiya', sub: 'Pegasus' });
    expect(cardFullName(1, 'en')).toBe('Pegasus Seiya');
    expect(cardFullName(30, 'en')).toBe('Aries Mu');
    expect(cardFullName(33, 'en')).toBe('Cancer Deathmask');
    expect(cardFullName(2013, 'en')).toBe('Sea Dragon Kanon');
    expect(cardFullName(6, 'en')).toBe('Pegasus Armor');
    expect(cardFullName(21, 'en')).toBe('Cancer Armor');
    expect(cardFullName(2029, 'en')).toBe('Poseidon’s Scale');
    expect(cardTitle(2038, 'en')).toEqual({ name: 'North Atlantic', sub: 'Pillar' });
    expect(cardFullName(2038, 'en')).toBe('North Atlantic Pillar');
    expect(cardFullName(2901, 'en')).toBe('Attack on the Graad Foundation');
    expect(cardTitle(2913, 'en')).toEqual({ name: 'Never Give Up', sub: null });
    expect(cardFullName(1015, 'en')).toBe('Alpha Dubhe God Robe');
  });
});

describe('French card names (the catalogue, unchanged)', () => {
  it.each([
    [1, 'Seiya', 'de Pégase', 'Seiya de Pégase'],
    [21, 'Armure', 'du Cancer', 'Armure du Cancer'],
    [2040, 'Pilier', "de l'Océan Arctique", "Pilier de l'Océan Arctique"],
    [2901, 'Attaque', 'de la fondation Graad', 'Attaque de la fondation Graad'],
    [16, 'Athéna', null, 'Athéna'],
  ])('card %i: %s / %s', (id, name, sub, full) => {
    expect(cardTitle(id, 'fr')).toEqual({ name, sub });
    expect(cardFullName(id, 'fr')).toBe(full);
    expect(CARD_TYPES.get(id)!.name).toBe(full);
  });

  it('an unknown card type is refused, as by cardType', () => {
    expect(() => cardFullName(4242, 'en')).toThrow(/unknown card type/);
  });
});

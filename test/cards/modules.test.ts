// A card's knowledge in one module (issue 24, src/cards/families/): what its module says reaches every
// lookup the game reads (script, texts, English name, prompts), and no fact is written twice.
import { describe, expect, it } from 'vitest';
import { CARD_TYPES } from '../../src/cards';
import { byId, card } from '../../src/cards/card-module';
import { one } from '../../src/cards/english-name';
import { CARD_MODULES } from '../../src/cards/families';
import { cardFullName, cardTitle } from '../../src/cards/names';
import { SCRIPTS } from '../../src/cards/scripts';
import { CARD_TEXTS } from '../../src/cards/texts';
import { t } from '../../src/i18n';

describe('card modules', () => {
  it('the Urne d\'Athéna\'s module is what the game reads: its script, texts, English name and prompts', () => {
    const urn = CARD_MODULES.find((m) => m.id === 2028)!;
    expect(SCRIPTS.get(2028)).toBe(urn.script);
    expect(SCRIPTS.get(2028)?.play?.[0]).toMatchObject({ op: 'chooseSeat', prompt: 'prompt.urnOpponent' });
    expect(CARD_TEXTS[2028]).toMatchObject(urn.text!);
    expect(cardFullName(2028, 'en')).toBe('Athena’s Urn');
    expect(cardFullName(2028, 'fr')).toBe(CARD_TYPES.get(2028)!.name);
    expect(t('prompt.urnCharacter', {}, 'fr')).toBe('Choisissez le Personnage à glisser sous l’Urne');
    expect(t('prompt.urnCharacter', {}, 'en')).toBe('Choose the character to put under the Urn');
  });

  it('Kanon\'s module is what the game reads', () => {
    expect(SCRIPTS.get(2013)?.activate?.cost).toBe('wound');
    expect(cardTitle(2013, 'en')).toEqual({ name: 'Kanon', sub: 'Sea Dragon' });
    expect(CARD_TEXTS[2013].en).toMatch(/^Wound — a relic in play/);
    expect(t('prompt.takeRelic', {}, 'en')).toBe('Choose a relic in play');
  });

  it('every module is a card of the catalogue, once, and its script carries its id', () => {
    const ids = CARD_MODULES.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const m of CARD_MODULES) {
      expect(CARD_TYPES.has(m.id), `${m.id}`).toBe(true);
      if (m.script) expect(m.script.id).toBe(m.id);
    }
  });

  it('a prompt is written by one module only', () => {
    const keys = CARD_MODULES.flatMap((m) => Object.keys(m.prompts ?? {}));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every card of the catalogue has exactly one module: its name and text are read from nowhere else', () => {
    expect(CARD_MODULES.map((m) => m.id).sort((a, b) => a - b)).toEqual([...CARD_TYPES.keys()].sort((a, b) => a - b));
  });

  it('a card with two modules is refused at load, not silently overridden', () => {
    const seiya = card(1, { name: one('Seiya') });
    expect(byId([seiya, card(2, { name: one('Shiryu') })], (m) => m.name.full)).toEqual({ 1: 'Seiya', 2: 'Shiryu' });
    expect(() => byId([seiya, card(1, { name: one('Seiya again') })], (m) => m.name.full)).toThrow('card 1 has two modules');
  });
});

// Every card face prints its rules text (issue 25: "cards a player reads at arm's length"), fitted into
// the face's text box by the painter's own fitter, at a size that reads at 12 CSS px on the classic
// field at 1024×768 (FACE_TEXT_MIN_U card units), in French and English. Widths come from a
// conservative estimate (node has no canvas), wider than Inter, Arial or DejaVu Sans really are.
import { describe, expect, it } from 'vitest';
import { CARD_TYPES, cardType } from '../../src/cards';

const CARDS = [...CARD_TYPES.values()];
import { CARD_TEXTS } from '../../src/cards/texts';
import { LANGS } from '../../src/i18n';
import { cardLayout } from '../../scenes/objects/paintCard';
import { FACE_TEXT_MAX_U, FACE_TEXT_MIN_U, textRoom } from '../../scenes/objects/cardTextBox';
import { conservativeMeasure, faceTextOf, fitFaceText, parseFaceText } from '../../scenes/objects/faceText';
import { CARD_RATIO, isLandscape } from '../../scenes/objects/cardArt';
import { tableLayout } from '../../scenes/presenter/table-layout';

/** The cards whose face text does not fit yet at the goal size (a ratchet: it only shrinks): the base
 *  game's all fit; Asgard's, Poseidon's, the Epics' and the promos' wait for their shorter face text. */
const NOT_YET_SHORTENED = new Set<number>([
  1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012, 1013, 1014, 1015, 1017, 1018, 1019,
  1020, 1021, 1023, 1024, 1025, 1026, 1027, 1028, 1029, 1030, 1031, 1032, 1033, 1034, 1035, 2001, 2002, 2003,
  2004, 2005, 2011, 2012, 2013, 2014, 2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2027,
  2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035, 2036, 2037, 2038, 2039, 2040, 2041, 2042, 2043, 2044, 2901,
  2902, 2904, 2905, 2906, 2907, 2908, 2909, 2910, 2911, 2912, 2913, 2914, 2915, 2916, 2917, 2918, 2919, 9001,
  9002, 9003,
]);

function fitOf(id: number, lang: 'fr' | 'en') {
  const landscape = isLandscape(cardType(id));
  const L = landscape ? cardLayout(100 / CARD_RATIO, 100, true) : cardLayout(100, 100 / CARD_RATIO, true);
  const room = textRoom(L.text!, 1);
  return fitFaceText(parseFaceText(faceTextOf(id, lang), lang), conservativeMeasure, room.w, room.h, FACE_TEXT_MAX_U, FACE_TEXT_MIN_U);
}

describe('card face texts', () => {
  it('the goal size is 12 CSS px on a classic field card at 1024×768', () => {
    const c = tableLayout(1024, 768, 2).card;
    expect(FACE_TEXT_MIN_U * (c / 100)).toBeGreaterThanOrEqual(12);
  });

  it('splits a text at its trigger words, which become glyphs', () => {
    const p = parseFaceText('A Hyoga may take him for 8 Cosmos. Defeated — whoever takes him wounds him.', 'en');
    expect(p).toEqual([
      { keyword: null, body: 'A Hyoga may take him for 8 Cosmos.' },
      { keyword: 'defeated', body: 'whoever takes him wounds him.' },
    ]);
    expect(parseFaceText('Défausser — soignez tous vos Chevaliers blessés.', 'fr')[0].keyword).toBe('discard');
  });

  it('a text too long for the box does not fit at the goal size', () => {
    const long = parseFaceText('Play — ' + 'every player draws a card and heals '.repeat(8), 'en');
    expect(fitFaceText(long, conservativeMeasure, 86, 64, FACE_TEXT_MAX_U, FACE_TEXT_MIN_U).fits).toBe(false);
  });

  for (const lang of LANGS) {
    it(`every card with a text fits its face box at the goal size (${lang}), but those not shortened yet`, () => {
      const misfits = CARDS.filter((c) => CARD_TEXTS[c.id] && !fitOf(c.id, lang).fits).map((c) => c.id);
      const news = misfits.filter((id) => !NOT_YET_SHORTENED.has(id));
      expect(news, `shorten these cards' face text (card module \`face\`)`).toEqual([]);
    });
  }
  it('the list of texts not shortened yet only holds cards that still need it', () => {
    const still = [...NOT_YET_SHORTENED].filter((id) => LANGS.some((l) => !fitOf(id, l).fits));
    expect(still.sort((a, b) => a - b)).toEqual([...NOT_YET_SHORTENED].sort((a, b) => a - b));
  });
});

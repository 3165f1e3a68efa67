// Every card face prints its rules text (issue 25: "cards a player reads at arm's length"), fitted into
// the face's text box by the painter's own fitter, at a size that reads at 12 CSS px on the classic
// field at 1024×768 (FACE_TEXT_MIN_U card units), in French and English. Widths come from a
// conservative estimate (node has no canvas), wider than Inter, Arial or DejaVu Sans really are.
import { describe, expect, it } from 'vitest';
import { CARD_TYPES, cardType } from '../../src/cards';

const CARDS = [...CARD_TYPES.values()];
import { CARD_TEXTS } from '../../src/cards/texts';
import { LANGS, type Lang } from '../../src/i18n';
import { cardLayout } from '../../scenes/objects/paintCard';
import { FACE_TEXT_MAX_U, FACE_TEXT_MIN_U, textRoom } from '../../scenes/objects/cardTextBox';
import { conservativeMeasure, faceTextOf, fitFaceText, parseFaceText } from '../../scenes/objects/faceText';
import { CARD_RATIO, isLandscape } from '../../scenes/objects/cardArt';
import { tableLayout } from '../../scenes/presenter/table-layout';

function fitOf(id: number, lang: Lang) {
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
    it(`every card with a text fits its face box at the goal size (${lang})`, () => {
      const misfits = CARDS.filter((c) => CARD_TEXTS[c.id] && !fitOf(c.id, lang).fits).map((c) => c.id);
      expect(misfits, `shorten these cards' face text (card module \`face\`)`).toEqual([]);
    });
  }
});

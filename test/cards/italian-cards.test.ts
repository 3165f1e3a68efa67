// Issue 29: the cards in Italian (src/cards/texts/names-it.ts, texts-it.ts). Every card has its Italian
// name, text and (where the English has one) face text; the face opens the same trigger paragraphs as
// the English, with the Italian trigger words its glyphs read (i18n/face-it.ts); numbers and rank marks
// are the English ones; and an Italian face fits the card wherever the French one does.
import { describe, expect, it } from 'vitest';
import { CARD_MODULES } from '../../src/cards/families';
import { cardType } from '../../src/cards';
import { NAMES_IT } from '../../src/cards/texts/names-it';
import { CARD_FACES_IT, CARD_TEXTS_IT } from '../../src/cards/texts/texts-it';
import { FACE_EN } from '../../src/i18n/face-en';
import { FACE_IT } from '../../src/i18n/face-it';
import { FACE_FR } from '../../src/i18n/face-fr';
import { conservativeMeasure, fitFaceText, type FaceParagraph, type Keyword } from '../../scenes/objects/faceText';
import { cardLayout } from '../../scenes/objects/paintCard';
import { FACE_TEXT_MAX_U, FACE_TEXT_MIN_U, textRoom } from '../../scenes/objects/cardTextBox';
import { CARD_RATIO, isLandscape } from '../../scenes/objects/cardArt';

const ids = (pick: (m: (typeof CARD_MODULES)[number]) => unknown) => CARD_MODULES.filter(pick).map((m) => m.id).sort((a, b) => a - b);
const keysOf = (r: Readonly<Record<number, unknown>>) => Object.keys(r).map(Number).sort((a, b) => a - b);

/** The card text's paragraphs, each opened (or not) by a trigger word of the table followed by " — ",
 *  at the text's start or after a sentence: the same reading as faceText.ts's parseFaceText. */
function paragraphs(text: string, words: Readonly<Record<string, string>>): FaceParagraph[] {
  const kws = Object.entries(words).map(([key, word]) => [key.replace('face.kw.', '') as Keyword, `${word} — `] as const);
  const at = (s: string) => kws.find(([, w]) => s.startsWith(w));
  const out: FaceParagraph[] = [];
  let rest = text.trim();
  let current: FaceParagraph = { keyword: null, body: '' };
  while (rest) {
    const head = at(rest);
    if (head) {
      if (current.keyword || current.body) out.push(current);
      current = { keyword: head[0], body: '' };
      rest = rest.slice(head[1].length);
      continue;
    }
    let cut = rest.length;
    for (const m of rest.matchAll(/[.;] /g)) if (at(rest.slice(m.index + 2))) { cut = m.index + 1; break; }
    current.body = `${current.body}${rest.slice(0, cut)}`.trim();
    rest = rest.slice(cut).trim();
  }
  if (current.keyword || current.body) out.push(current);
  return out;
}
const triggers = (text: string, words: Readonly<Record<string, string>>) => paragraphs(text, words).map((p) => p.keyword ?? '-').join('+');
const marks = (s: string) => (s.match(/\d+|[●▲◆★→↔×]/g) ?? []).sort().join();

describe('the cards in Italian', () => {
  it('every card has an Italian name, every text and face text its Italian, and no other', () => {
    expect(keysOf(NAMES_IT)).toEqual(ids(() => true));
    expect(keysOf(CARD_TEXTS_IT)).toEqual(ids((m) => m.text));
    expect(keysOf(CARD_FACES_IT)).toEqual(ids((m) => m.face));
  });

  it('a name splits into the plate’s lines and reads whole in a sentence', () => {
    const wrong = Object.entries(NAMES_IT).filter(([, n]) => n.full !== (n.sub ? `${n.name} ${n.sub}` : n.name) || !n.name.trim());
    expect(wrong).toEqual([]);
  });

  it('texts and faces open the same trigger paragraphs as the English, in Italian words', () => {
    const wrong: string[] = [];
    for (const m of CARD_MODULES) {
      for (const [kind, en, it] of [['text', m.text?.en, CARD_TEXTS_IT[m.id]], ['face', m.face?.en, CARD_FACES_IT[m.id]]] as const) {
        if (en && triggers(en, FACE_EN) !== triggers(it ?? '', FACE_IT)) wrong.push(`${m.id} ${kind}: ${triggers(en, FACE_EN)} ≠ ${triggers(it ?? '', FACE_IT)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('faces say the English numbers, rank marks and arrows', () => {
    const wrong = CARD_MODULES.filter((m) => m.face && marks(m.face.en) !== marks(CARD_FACES_IT[m.id] ?? ''))
      .map((m) => `${m.id}: ${m.face?.en} | ${CARD_FACES_IT[m.id]}`);
    expect(wrong).toEqual([]);
  });

  it('an Italian face fits its card wherever the French one does (the longer of the two others), no glyph alone on its line', () => {
    const wrong: string[] = [];
    for (const m of CARD_MODULES) {
      const it = CARD_FACES_IT[m.id] ?? CARD_TEXTS_IT[m.id];
      if (!it) continue;
      const L = isLandscape(cardType(m.id)) ? cardLayout(100 / CARD_RATIO, 100, true) : cardLayout(100, 100 / CARD_RATIO, true);
      const room = textRoom(L.text!, 1);
      const fit = (text: string, words: Readonly<Record<string, string>>) =>
        fitFaceText(paragraphs(text, words), conservativeMeasure, room.w, room.h, FACE_TEXT_MAX_U, FACE_TEXT_MIN_U);
      const frFit = fit(m.face?.fr ?? m.text?.fr ?? '', FACE_FR), itFit = fit(it, FACE_IT);
      if (frFit.fits && !itFit.fits) wrong.push(`${m.id} does not fit: ${it}`);
      if (itFit.lines.some((l) => l.glyph && !l.text)) wrong.push(`${m.id} glyph alone: ${it}`);
    }
    expect(wrong).toEqual([]);
  });
});

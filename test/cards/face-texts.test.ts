// The card faces' short texts (issue 25, room FACES: docs/face-text-audit.md). A player must be able to
// play a card from its face alone, so the face names every trigger its script has, with that trigger's
// glyph (and none it lacks), FR and EN say the same numbers and rank marks, and the words keep one
// meaning each across the faces. Each class of check is one the audit found broken at least once.
import { describe, expect, it } from 'vitest';
import { CARD_TYPES, cardType } from '../../src/cards';
import { SCRIPTS } from '../../src/cards/scripts';
import type { CardScript } from '../../src/cards/dsl';
import { conservativeMeasure, faceTextOf, fitFaceText, parseFaceText, type Keyword } from '../../scenes/objects/faceText';
import { cardLayout } from '../../scenes/objects/paintCard';
import { FACE_TEXT_MAX_U, FACE_TEXT_MIN_U, textRoom } from '../../scenes/objects/cardTextBox';
import { CARD_RATIO, isLandscape } from '../../scenes/objects/cardArt';

const CARDS = [...CARD_TYPES.values()].filter((c) => faceTextOf(c.id, 'fr') || faceTextOf(c.id, 'en'));

/** The triggers a script has, as the face's keywords (an activated effect by its cost). */
function scriptTriggers(s: CardScript | undefined): Set<Keyword> {
  const out = new Set<Keyword>();
  if (!s) return out;
  const simple = ['play', 'arrival', 'defeated', 'exit', 'marked', 'epicEnd', 'gameEnd', 'turnStart', 'turnEnd'] as const;
  for (const k of simple) if (s[k]?.length) out.add(k);
  if (s.activate) out.add(s.activate.cost as Keyword);
  // Telepathic Support's end-of-turn draw to 6 is an upkeep rule (a static), not a turn-end op.
  if (s.statics?.some((st) => st.on === 'epicRule' && st.rule === 'drawUpToSixIfMarked')) out.add('turnEnd');
  return out;
}

/** The glyphs a face shows, minus those that are no script trigger (a reminder, a pillar, a transcended Hero). */
function faceTriggers(id: number, lang: 'fr' | 'en'): Set<Keyword> {
  const notTriggers: Keyword[] = ['reminder', 'pillar', 'transcended'];
  return new Set(parseFaceText(faceTextOf(id, lang), lang).flatMap((p) => (p.keyword && !notTriggers.includes(p.keyword) ? [p.keyword] : [])));
}

const sorted = (xs: Iterable<string>) => [...xs].sort();

describe('card faces, read as rules', () => {
  it('every trigger of a card script shows as its glyph on the face, and no glyph without its trigger (FR and EN)', () => {
    const wrong: string[] = [];
    for (const c of CARDS) {
      const want = sorted(scriptTriggers(SCRIPTS.get(c.id)));
      for (const lang of ['fr', 'en'] as const) {
        const got = sorted(faceTriggers(c.id, lang));
        if (want.join() !== got.join()) wrong.push(`${c.id} ${lang}: script ${want.join('+') || '-'}, face ${got.join('+') || '-'}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('FR and EN faces say the same numbers, rank marks and arrows', () => {
    const marks = (s: string) => sorted(s.match(/\d+|[●▲◆★→↔×]/g) ?? []);
    const wrong = CARDS.filter((c) => marks(faceTextOf(c.id, 'fr')).join() !== marks(faceTextOf(c.id, 'en')).join())
      .map((c) => `${c.id}: ${faceTextOf(c.id, 'fr')} | ${faceTextOf(c.id, 'en')}`);
    expect(wrong).toEqual([]);
  });

  it('a foe is always an opponent: the characters that fought a card are its attackers (assaillants)', () => {
    // The audit found "his foes" (EN) and "ses adversaires" (FR) meaning the characters used against a
    // defeated card, while "foe" and "adversaire" name opposing players everywhere else.
    const wrong = CARDS.filter((c) => /\bhis foes?\b/i.test(faceTextOf(c.id, 'en')) || /\bses adversaires\b/i.test(faceTextOf(c.id, 'fr')))
      .map((c) => c.id);
    expect(wrong).toEqual([]);
  });

  it('no trigger glyph stands alone on its line, and no line starts with « ; » or « : »', () => {
    // Seen on Shun's face: "Andromeda" did not fit beside the glyph, which was left alone on a line.
    const lone: string[] = [];
    for (const c of CARDS) {
      const L = isLandscape(cardType(c.id)) ? cardLayout(100 / CARD_RATIO, 100, true) : cardLayout(100, 100 / CARD_RATIO, true);
      const room = textRoom(L.text!, 1);
      for (const lang of ['fr', 'en'] as const) {
        const fit = fitFaceText(parseFaceText(faceTextOf(c.id, lang), lang), conservativeMeasure, room.w, room.h, FACE_TEXT_MAX_U, FACE_TEXT_MIN_U);
        if (fit.lines.some((l) => l.glyph && !l.text)) lone.push(`${c.id} ${lang}: ${faceTextOf(c.id, lang)}`);
        // French puts a space before « ; : » and the wrap used to start a line with it (Phaeton's « ; piochez 2 »).
        if (fit.lines.some((l) => /^[;:!?»]/.test(l.text))) lone.push(`${c.id} ${lang}: a line starts with punctuation`);
      }
    }
    expect(lone).toEqual([]);
  });
});

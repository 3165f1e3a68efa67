// The rules text printed on a card face (issue 25: "cards a player reads at arm's length"): our own
// words from the card's module, split at its trigger words ("Play — …", "Mise en jeu — …"), each trigger
// drawn as a keyword glyph (keywordGlyphs.ts) followed by the rest, wrapped into the face's text box.
// Pure (no Phaser, no DOM): the width of a string comes from a measure function, the canvas's in the
// painter and a conservative estimate in node, so the test fits the texts with the painter's own code.
import { CARD_FACES, CARD_TEXTS } from '../../src/cards/texts';
import { t, type Lang } from '../../src/i18n';

/** The trigger words the texts use, in the order a glyph legend lists them. */
export const KEYWORDS = [
  'play', 'arrival', 'discard', 'defeated', 'exit', 'marked', 'freeze', 'destroy', 'wound', 'pillar',
  'transcended', 'epicEnd', 'turnEnd', 'gameEnd', 'turnStart', 'reminder',
] as const;
export type Keyword = (typeof KEYWORDS)[number];

/** One paragraph of the text: a trigger (or none) and the words it introduces. */
export interface FaceParagraph { keyword: Keyword | null; body: string }

const DASH = ' — ';

/** The keyword whose word (in lang) opens s at a sentence start, followed by an em dash, if any. */
function keywordAt(s: string, lang: Lang): { keyword: Keyword; length: number } | null {
  for (const k of KEYWORDS) {
    const word = t(`face.kw.${k}`, {}, lang);
    if (s.startsWith(word + DASH)) return { keyword: k, length: word.length + DASH.length };
  }
  return null;
}

/** Splits a card text into paragraphs at each "Trigger — " that starts it or follows a sentence. */
export function parseFaceText(text: string, lang: Lang): FaceParagraph[] {
  const out: FaceParagraph[] = [];
  let rest = text.trim();
  let current: FaceParagraph = { keyword: null, body: '' };
  while (rest) {
    const head = keywordAt(rest, lang);
    if (head) {
      if (current.keyword || current.body) out.push(current);
      current = { keyword: head.keyword, body: '' };
      rest = rest.slice(head.length);
      continue;
    }
    // Up to the next sentence end followed by a trigger, or the end.
    let cut = rest.length;
    for (const m of rest.matchAll(/[.;] /g)) {
      if (keywordAt(rest.slice(m.index + 2), lang)) { cut = m.index + 1; break; }
    }
    current.body = `${current.body}${rest.slice(0, cut)}`.trim();
    rest = rest.slice(cut).trim();
  }
  if (current.keyword || current.body) out.push(current);
  return out;
}

/** The text a card's face shows: its shorter face text when it has one, else its full text. */
export function faceTextOf(id: number, lang: Lang): string {
  return CARD_FACES[id]?.[lang] ?? CARD_TEXTS[id]?.[lang] ?? '';
}

/** Width of s in px at font size px. */
export type Measure = (s: string, px: number) => number;

/** A laid-out line: an optional glyph at its start, then words. x/y are from the box's top left. */
export interface FaceLine { glyph: Keyword | null; text: string; x: number; y: number }
export interface FaceTextLayout { px: number; lineHeight: number; glyph: number; lines: FaceLine[]; fits: boolean }

/** A glyph is a square this many ems wide, and keeps this gap before the words. */
export const GLYPH_EM = 1.2;
const GLYPH_GAP_EM = 0.3;
export const LINE_EM = 1.16;

/** The words of a paragraph, French high punctuation (the space before « ; : ! ? ») kept with the word
 *  before it, so no line starts with a lone « ; » or « : ». */
export function wordsOf(body: string): string[] {
  const out: string[] = [];
  for (const w of body.split(/\s+/).filter(Boolean)) {
    if (out.length && /^[;:!?»]/.test(w)) out[out.length - 1] += ` ${w}`;
    else out.push(w);
  }
  return out;
}

/** Lays the paragraphs out at size px in a box of w × h: greedy word wrap, one paragraph a new line. */
export function layoutAt(paragraphs: readonly FaceParagraph[], measure: Measure, w: number, h: number, px: number): FaceTextLayout {
  const lineHeight = px * LINE_EM;
  const glyph = px * GLYPH_EM;
  const lines: FaceLine[] = [];
  let fits = true;
  for (const p of paragraphs) {
    const indent = p.keyword ? glyph + px * GLYPH_GAP_EM : 0;
    let line = '', x = indent, first = true;
    const flush = () => {
      lines.push({ glyph: first ? p.keyword : null, text: line, x, y: lines.length * lineHeight });
      first = false;
      line = '';
      x = 0;
    };
    for (const word of wordsOf(p.body)) {
      const next = line ? `${line} ${word}` : word;
      if (measure(next, px) <= w - x) { line = next; continue; }
      // A word too long beside the glyph starts the next line, leaving the glyph alone on its own.
      if (line || first) flush();
      line = word;
      if (measure(word, px) > w - x) fits = false;
    }
    if (line || first) flush();
  }
  if (lines.length * lineHeight > h + 0.01) fits = false;
  return { px, lineHeight, glyph, lines, fits };
}

/**
 * The largest size from max down to min (in steps of a quarter pixel) at which the text fits the box;
 * at min it is returned as it is, marked as not fitting (the painter then shrinks it further).
 */
export function fitFaceText(paragraphs: readonly FaceParagraph[], measure: Measure, w: number, h: number, max: number, min: number): FaceTextLayout {
  for (let px = max; px >= min; px -= 0.25) {
    const out = layoutAt(paragraphs, measure, w, h, px);
    if (out.fits) return out;
  }
  return layoutAt(paragraphs, measure, w, h, min);
}

/**
 * A width no real sans-serif text exceeds (Inter, Arial, DejaVu Sans at weight 600), for node, where
 * there is no canvas: capitals and wide letters count more than narrow ones.
 */
export const conservativeMeasure: Measure = (s, px) => {
  let em = 0;
  for (const ch of s) {
    if ('mwMW'.includes(ch)) em += 0.92;
    else if (/[A-Z]/.test(ch) || /[À-Ý]/.test(ch)) em += 0.74;
    else if ('iljtfr.,;:!\'’ |()'.includes(ch)) em += 0.36;
    else if (/[0-9+−-]/.test(ch)) em += 0.64;
    else em += 0.62;
  }
  return em * px;
};

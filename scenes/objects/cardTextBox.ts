// The rules text box of a card face (issue 25): a dark inset under the class line, the card's face
// text (faceText.ts) wrapped in it with its trigger words as glyphs (keywordGlyphs.ts). The size is in
// card units, so the text is as readable as the card is large: at least FACE_TEXT_MIN_U units (12 CSS
// px on a field card of 106 px, the classic field's at 1024×768), shrunk below only for a text no one
// has shortened yet (the face-text test lists them).
import type { Lang } from '../../src/i18n';
import { TEXT_FONT, type Ctx } from './cardPaintKit';
import { faceTextOf, fitFaceText, parseFaceText, type Measure } from './faceText';
import { drawKeywordGlyph } from './keywordGlyphs';

/** The face text's size range, in card units (a hundredth of the card's short side). */
export const FACE_TEXT_MAX_U = 12.5;
export const FACE_TEXT_MIN_U = 11.4;
/** The smallest a text that does not fit is shrunk to. */
const FACE_TEXT_FLOOR_U = 6;
export const FACE_TEXT_WEIGHT = 600;

export interface TextBox { x: number; y: number; w: number; h: number }

/** The words painted in the box and the size they were painted at (px of the texture). */
export interface FaceTextPainted { text: string; px: number }

const canvasMeasure = (ctx: Ctx): Measure => (s, px) => {
  ctx.font = `${FACE_TEXT_WEIGHT} ${px}px ${TEXT_FONT}`;
  return ctx.measureText(s).width;
};

/** The inner width and height the text may use in a box (its padding taken off), in px. */
export const textRoom = (box: TextBox, u: number) => ({ w: box.w - 3 * u, h: box.h - 2 * u });

export function paintTextBox(ctx: Ctx, cardId: number, lang: Lang, box: TextBox, u: number): FaceTextPainted | null {
  const text = faceTextOf(cardId, lang);
  if (!text) return null;
  const room = textRoom(box, u);
  const paragraphs = parseFaceText(text, lang);
  const measure = canvasMeasure(ctx);
  let out = fitFaceText(paragraphs, measure, room.w, room.h, FACE_TEXT_MAX_U * u, FACE_TEXT_MIN_U * u);
  if (!out.fits) out = fitFaceText(paragraphs, measure, room.w, room.h, FACE_TEXT_MIN_U * u, FACE_TEXT_FLOOR_U * u);
  ctx.save();
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.w, box.h, 2 * u);
  ctx.fillStyle = 'rgba(4,8,22,0.72)';
  ctx.fill();
  ctx.lineWidth = Math.max(1, 0.35 * u);
  ctx.strokeStyle = 'rgba(201,168,90,0.45)';
  ctx.stroke();
  const used = out.lines.length * out.lineHeight;
  const top = box.y + u + Math.max(0, (room.h - used) / 2);
  const left = box.x + 1.5 * u;
  ctx.font = `${FACE_TEXT_WEIGHT} ${out.px}px ${TEXT_FONT}`;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.fillStyle = '#f3ecdb';
  for (const line of out.lines) {
    const mid = top + line.y + out.lineHeight / 2;
    if (line.glyph) {
      drawKeywordGlyph(ctx, line.glyph, left, mid - out.glyph / 2, out.glyph);
      ctx.fillStyle = '#f3ecdb';
      ctx.font = `${FACE_TEXT_WEIGHT} ${out.px}px ${TEXT_FONT}`;
    }
    ctx.fillText(line.text, left + line.x, mid);
  }
  ctx.restore();
  return { text, px: out.px };
}

// Bringing a game in and sending it out, in plain TS (issue 13): what the Load a game box reads (a
// pasted share code or file text, or a chosen file, which may hold either), the refusal's sentence in
// the player's language, and the entry box's layout. The DOM and Phaser parts are in
// scenes/TextEntry.ts and scenes/objects/transfer-ui.ts.
import { t, type Lang } from '../../src/i18n';
import { importText, MAX_FILE_CHARS, saveFromFileText } from '../../src/persist/transfer';
import { SHARE_PREFIX } from '../../src/persist/share-code';
import { transferError, type ImportResult, type TransferError } from '../../src/persist/transfer-error';

/** The refusal as the player reads it (src/i18n share-*.ts). */
export function refusalText(error: TransferError, lang?: Lang): string {
  return t(`share.error.${error.code}`, error.params, lang);
}

/** What was pasted into the box: a share code or a file's text (src/persist/transfer.ts importText). */
export const readPasted = (text: string): Promise<ImportResult> => importText(text);

/** A file's size in bytes beyond which it is refused unread: a UTF-8 character is at most 4 bytes,
 *  so no file this large holds fewer than MAX_FILE_CHARS characters. */
export const MAX_FILE_BYTES = MAX_FILE_CHARS * 4;

/** A chosen file's text: a saved game file, or a text file holding a share code (accept=.json,.txt). */
export function readFileText(text: string): Promise<ImportResult> {
  const start = text.replace(/^[\s\uFEFF]+/, '');
  if (start.slice(0, SHARE_PREFIX.length).toUpperCase() === SHARE_PREFIX) return importText(text);
  return Promise.resolve(saveFromFileText(text));
}

/** A file too large to be read at all (refused before its text is read into memory). */
export function fileTooBig(bytes: number): ImportResult | null {
  return bytes > MAX_FILE_BYTES ? transferError('tooBig', `the file is larger than ${MAX_FILE_BYTES} bytes`, { limit: MAX_FILE_CHARS }) : null;
}

/** The text entry box's parts, top to bottom, in CSS px: the panel, its title, the hint, the field,
 *  the message line and the buttons' row. A short window (a tablet with its on-screen keyboard up)
 *  gets a shorter field and the panel near the top, never a control under 44 px. */
export interface EntryLayout {
  panel: { x: number; y: number; w: number; h: number };
  titleY: number; hintY: number; hintW: number;
  field: { x: number; y: number; w: number; h: number };
  messageY: number; buttonsY: number; buttonH: number;
}

export function entryLayout(w: number, h: number, options: { multiline: boolean; hintH: number }): EntryLayout {
  const pw = Math.min(680, w - 24);
  const pad = 20, titleH = 44, buttonH = 52, messageH = 44;
  const room = h - 24 - (titleH + options.hintH + 12 + messageH + buttonH + pad * 2);
  const fieldH = options.multiline ? Math.max(64, Math.min(170, room)) : 52;
  const ph = pad + titleH + options.hintH + 12 + fieldH + messageH + buttonH + pad;
  const x = (w - pw) / 2;
  const y = Math.max(12, Math.round((h - ph) * 0.35));
  const hintY = y + pad + titleH;
  const fieldY = hintY + options.hintH + 12;
  return {
    panel: { x, y, w: pw, h: ph },
    titleY: y + pad + titleH / 2 - 4, hintY, hintW: pw - 2 * pad,
    field: { x: x + pad, y: fieldY, w: pw - 2 * pad, h: fieldH },
    messageY: fieldY + fieldH + 8, buttonsY: fieldY + fieldH + messageH, buttonH,
  };
}

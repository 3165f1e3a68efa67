// A game as a file the player keeps or sends (docs/share-codes.md): the save as pretty JSON under a
// header naming the game and the file's format version, one move a line. Reading one accepts a byte
// order mark, refuses anything wrong with a reason (transfer-error.ts) and replays the whole game.
import type { SaveFile } from './save';
import { decodeShareCode, SHARE_PREFIX } from './share-code';
import { checkSave, transferError, type ImportResult } from './transfer-error';

/** The header's `game`: what the file is. */
export const FILE_GAME = 'Saint Seiya Deck Building';
/** The file's format version (`format`); the save inside keeps its own `schema`. */
export const FILE_FORMAT = 1;
/** The longest file read, in characters: a whole long game is a few hundred thousand. */
export const MAX_FILE_CHARS = 8_000_000;
/** The file name to offer, e.g. `ssdb-classic-seed-42.json`. */
export const fileName = (save: SaveFile): string => `ssdb-${save.mode}-seed-${save.setup.seed}.json`;

/** The save as the text of a file: the header, then the save's own fields, each move on one line. */
export function saveToFileText(save: SaveFile): string {
  const { actions, ...rest } = save;
  const head = { game: FILE_GAME, format: FILE_FORMAT, ...rest };
  const lines = Object.entries(head).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  const moves = actions.length ? `[\n${actions.map((a) => `    ${JSON.stringify(a)}`).join(',\n')}\n  ]` : '[]';
  return `{\n${lines.join(',\n')},\n  "actions": ${moves}\n}\n`;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The game in a file's text, validated and replayed, or why it cannot be loaded. A bare save (the
 *  autosave's text, no header) is read too. */
export function saveFromFileText(text: string): ImportResult {
  if (typeof text !== 'string') return transferError('notSave', 'this is not a saved game of Saint Seiya Deck Building');
  if (text.length > MAX_FILE_CHARS) return transferError('tooBig', `the file is longer than ${MAX_FILE_CHARS} characters`, { limit: MAX_FILE_CHARS });
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  if (body.trim() === '') return transferError('empty', 'the file is empty');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return transferError('notJson', 'the file is not JSON (damaged or cut short)');
  }
  if (!isRecord(parsed)) return transferError('notSave', 'this is not a saved game of Saint Seiya Deck Building');
  if (!('game' in parsed) && !('format' in parsed)) return checkSave(parsed); // a bare save
  const { game, format, ...save } = parsed;
  if (game !== FILE_GAME) return transferError('notSave', 'this is not a saved game of Saint Seiya Deck Building (its "game" field names another)');
  if (typeof format !== 'number' || !Number.isInteger(format)) return transferError('invalid', 'the file is not valid (field "format": not a whole number)', { field: 'format' });
  if (format > FILE_FORMAT) return transferError('newer', `the file was made by a later version (format ${format}, this version reads ${FILE_FORMAT})`, { version: format, current: FILE_FORMAT });
  if (format < FILE_FORMAT) return transferError('older', `the file was made by an earlier version this one cannot read (format ${format}, this version reads ${FILE_FORMAT})`, { version: format, current: FILE_FORMAT });
  return checkSave(save);
}

/** Whatever the player pasted: a share code (it begins with SSDB) or a file's text (it begins with
 *  `{`); anything else is refused as not a code. */
export function importText(text: string): Promise<ImportResult> {
  const start = typeof text === 'string' ? text.replace(/^[\s\uFEFF]+/, '') : '';
  if (start === '') return Promise.resolve(transferError('empty', 'there is nothing to load'));
  if (start.slice(0, SHARE_PREFIX.length).toUpperCase() === SHARE_PREFIX) return decodeShareCode(text);
  if (start.startsWith('{')) return Promise.resolve(saveFromFileText(text));
  return Promise.resolve(transferError('notCode', `this is neither a share code (it does not begin with ${SHARE_PREFIX}) nor a saved game`));
}

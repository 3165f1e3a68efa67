// What can be wrong with a game brought in from outside (a file, a share code), as a code the game
// phrases in the player's language (src/i18n share-*.ts: `share.error.<code>`, with the params), and
// the check every import ends with: the save's own validation and a full replay (save.ts loadSave).
import { type GameState } from '../engine';
import { loadSave, SAVE_SCHEMA, type SaveFile, type SaveProblem } from './save';

/**
 * - `empty`: nothing was given; `tooBig`: more than `limit` (characters, bytes or actions) — refused
 *   before it is read or unpacked;
 * - `notJson`: a file that is not JSON; `notSave`: JSON, but not a save of this game;
 * - `notCode`: not a share code (no `SSDB<n>-` head); `characters`: a character no code holds;
 *   `truncated`: too short to be whole; `checksum`: a character was lost or changed; `damaged`: the
 *   packed data cannot be unpacked (though its checksum holds);
 * - `newer` / `older`: made by a later / an earlier version (`version`, against `current`);
 * - `rules`: a code whose moves, read by this version's rules, do not give back the game it holds;
 * - the save's own reasons (save.ts SaveReason): `unknownMode`, `invalid` (`field`), `seats`,
 *   `setup`, `refused` (move `n`).
 */
export type TransferErrorCode =
  | 'empty' | 'tooBig' | 'notJson' | 'notSave' | 'notCode' | 'characters' | 'truncated' | 'checksum' | 'damaged'
  | 'newer' | 'older' | 'rules' | 'unknownMode' | 'invalid' | 'seats' | 'setup' | 'refused';

export interface TransferError {
  code: TransferErrorCode;
  params: Record<string, string | number>;
  /** The same in an English sentence, for logs and tests. */
  message: string;
}

/** A loaded game: the validated save and the state its replay reached. */
export interface Imported { save: SaveFile; state: GameState }
export type ImportResult = Imported | { error: TransferError };

export const transferError = (code: TransferErrorCode, message: string, params: TransferError['params'] = {}): { error: TransferError } =>
  ({ error: { code, params, message } });

/** The most actions a file or a code may hold (a game ends well before 20,000: src/sim). */
export const MAX_ACTIONS = 50_000;

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * Checks a save read from outside (already parsed) and replays it: its schema's version first (a later
 * or an earlier one is named as such), its size, then save.ts loadSave (every field, then every action
 * through the rules). Nothing is returned half-loaded.
 */
export function checkSave(input: unknown): ImportResult {
  if (!isRecord(input)) return transferError('notSave', 'this is not a saved game of Saint Seiya Deck Building');
  const schema = input.schema;
  if (typeof schema === 'number' && Number.isInteger(schema) && schema !== SAVE_SCHEMA) {
    return schema > SAVE_SCHEMA
      ? transferError('newer', `the save was made by a later version (save schema ${schema}, this version reads ${SAVE_SCHEMA})`, { version: schema, current: SAVE_SCHEMA })
      : transferError('older', `the save was made by an earlier version this one cannot read (save schema ${schema}, this version reads ${SAVE_SCHEMA})`, { version: schema, current: SAVE_SCHEMA });
  }
  if (Array.isArray(input.actions) && input.actions.length > MAX_ACTIONS) {
    return transferError('tooBig', `the save holds ${input.actions.length} moves, more than ${MAX_ACTIONS}`, { limit: MAX_ACTIONS });
  }
  const loaded = loadSave(input);
  if (!loaded.ok) return fromProblem(loaded);
  return { save: loaded.save, state: loaded.state };
}

function fromProblem(p: SaveProblem): { error: TransferError } {
  const code: TransferErrorCode = p.reason === 'notJson' ? 'notJson' : p.reason;
  return transferError(code, p.message, p.params);
}

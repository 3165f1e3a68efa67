// A share code: a whole game (setup, seats, every move) as a short text to paste in a chat, e.g.
// `SSDB1-3ZBNb9sw…`. Format (docs/share-codes.md):
//
//   code    = "SSDB" version "-" base64url(packed ‖ crc32(version byte ‖ packed), big-endian)
//   packed  = deflate-raw(payload)
//   payload = header ‖ varint(moves) ‖ move* ‖ crc32(canon(save))
//   header  = 1 ‖ the mode, seed, heroes and seats as numbers (any other setup field as JSON) — or, when
//             that would not give them back exactly, 0 ‖ varint(len) ‖ JSON {mode, setup, seats}
//   move    = varint(k): k ≥ 1 is the k-th of the rules' legal actions for the side to act at that point;
//             k = 0 is a move the list does not hold, written out: varint(b) varint(len) JSON, the whole
//             action when b = 0, else the fields in which it differs from the b-th listed action
//
// The last CRC is over the decoded save: if a later version of the rules listed legal actions in another
// order, the code would give another game; it is refused instead (`rules`). Decoding refuses a code too
// long before reading it and stops unpacking past a limit (a "zip bomb"), checks the checksum, then the
// version, then the save's schema and a full replay (transfer-error.ts checkSave).
import { rulesOf } from './mode-rules';
import { SAVE_SCHEMA, type SaveFile } from './save';
import { checkSave, MAX_ACTIONS, transferError, type ImportResult, type TransferError } from './transfer-error';
import { B64_INDEX, crc32, fromBase64url, fromUtf8, pipe, platform, Reader, toBase64url, utf8, Writer } from './share-bytes';

export { crc32 } from './share-bytes';

export const SHARE_PREFIX = 'SSDB';
/** The share code's format version (the number after SSDB). */
export const SHARE_VERSION = 1;
/** The longest code read (characters, whitespace aside): a whole long game is a few thousand. */
export const MAX_CODE_CHARS = 100_000;
/** The most bytes a code may unpack to. */
export const MAX_PAYLOAD_BYTES = 2_000_000;

// ——— the moves, as their place among the legal actions ———

/** JSON with sorted keys: two actions are the same move when their canonical texts are equal. */
export function canon(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canon).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canon(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A save's game from its setup, its actions applied one at a time on a state the replay owns, and
 *  the legal actions of the side to act at each point. */
function replayer(save: Pick<SaveFile, 'mode' | 'setup'>) {
  const rules = rulesOf(save.mode);
  const state = rules.setup(save.setup).state;
  return {
    legal: (): unknown[] => {
      const side = rules.toAct(state);
      return side === null ? [] : rules.legalActions(state, side);
    },
    /** Throws when the rules refuse the action; the state is then unchanged. */
    step: (action: unknown): void => {
      const result = rules.applyInPlace(state, action);
      if (!result.ok) throw new Error(result.error.message);
    },
  };
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A move the legal list does not hold, written out: as the fields in which it differs from the listed
 *  action it is closest to (`base`: that action's k; a coop hero's end of turn with a discard is the
 *  listed end of turn and its `discard`), or whole (`base` 0) when that is not shorter. */
function writtenOut(action: Record<string, unknown>, legal: unknown[]): { base: number; text: Uint8Array } {
  let best = { base: 0, json: JSON.stringify(action) };
  for (const [i, listed] of legal.entries()) {
    if (!isRecord(listed) || listed.type !== action.type) continue;
    // Every field of the listed action must be in the move (a field cannot be taken away).
    if (Object.keys(listed).some((f) => listed[f] !== undefined && action[f] === undefined)) continue;
    const diff = Object.fromEntries(Object.entries(action).filter(([f, v]) => v !== undefined && canon(v) !== canon(listed[f])));
    const json = JSON.stringify(diff);
    if (json.length < best.json.length) best = { base: i + 1, json };
  }
  return { base: best.base, text: utf8(best.json) };
}

// ——— the header: the mode, the setup and the seats ———

// The format's own tables (never the engine's lists, which may be reordered): a name's code is its place.
// Append-only: a new mode, hero or bot goes at the end (a code made today must read the same forever).
const MODE_CODES = ['classic', 'coop', 'gow'];
const HERO_CODES = ['seiya', 'shiryu', 'hyoga', 'shun', 'ikki', 'kratos', 'atreus', 'freya', 'mimir', 'brok-sindri'];
const BOT_CODES = ['random', 'greedy', 'planner', 'easy', 'hard'];
/** A seat's bot fits in bits 1–2 of its code when among the first three; a later one (issue 26) is
 *  written in the bits from 4 up, bits 1–2 then 0 (codes under 16 keep their old meaning). */
const SHORT_BOTS = 3;

type Header = { mode: unknown; setup: unknown; seats: unknown; assisted?: true };

/** The header, compact (byte 1: the mode, seed, heroes and seats as numbers, any other setup field as
 *  JSON) when that gives it back exactly, else as JSON (byte 0). */
function writeHeader(w: Writer, header: Header): void {
  const compact = compactHeader(header);
  if (compact && canon(readCompactHeader(new Reader(compact))) === canon(header)) {
    w.varint(1);
    w.raw(compact);
  } else {
    const json = utf8(JSON.stringify(header));
    w.varint(0);
    w.varint(json.length);
    w.raw(json);
  }
}

function compactHeader({ mode, setup, seats }: Header): Uint8Array | null {
  const w = new Writer();
  if (!isRecord(setup) || !Array.isArray(seats) || !Array.isArray(setup.heroes)) return null;
  const { seed, heroes, ...rest } = setup;
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed) || Math.abs(seed) >= 2 ** 51) return null;
  w.varint(MODE_CODES.indexOf(String(mode)));
  w.varint(seed < 0 ? -2 * seed - 1 : 2 * seed); // zigzag
  w.varint(heroes.length);
  for (const hero of heroes) w.varint(HERO_CODES.indexOf(String(hero)));
  const others = Object.keys(rest).length ? utf8(JSON.stringify(rest)) : new Uint8Array();
  w.varint(others.length);
  w.raw(others);
  w.varint(seats.length);
  for (const seat of seats) {
    if (!isRecord(seat)) return null;
    // kind (1: bot) + 2 × (the bot's code + 1, 0: none) + 8 when a name follows; a later bot's code:
    // 16 × (its place past the first three).
    const name = typeof seat.name === 'string' ? utf8(seat.name) : null;
    const bot = BOT_CODES.indexOf(String(seat.bot)) + 1;
    const botBits = bot > SHORT_BOTS ? 16 * (bot - SHORT_BOTS) : 2 * bot;
    w.varint((seat.kind === 'bot' ? 1 : 0) + botBits + (name ? 8 : 0));
    if (name) {
      w.varint(name.length);
      w.raw(name);
    }
  }
  return w.done();
}

/** Throws (RangeError, SyntaxError, TypeError) on bytes that are not a compact header. */
function readCompactHeader(r: Reader): Header {
  const pick = (table: string[]): string => {
    const name = table[r.varint()];
    if (name === undefined) throw new RangeError('a code out of its table');
    return name;
  };
  const mode = pick(MODE_CODES);
  const z = r.varint();
  const seed = z % 2 ? -(z + 1) / 2 : z / 2;
  const count = (): number => {
    const n = r.varint();
    if (n > 10) throw new RangeError('too many heroes or seats');
    return n;
  };
  const heroes = Array.from({ length: count() }, () => pick(HERO_CODES));
  const othersLength = r.varint();
  const others: unknown = othersLength ? JSON.parse(fromUtf8(r.raw(othersLength))) : {};
  if (!isRecord(others)) throw new TypeError('setup fields that are not an object');
  const seats = Array.from({ length: count() }, () => {
    const code = r.varint();
    const later = code >> 4;
    if (later > BOT_CODES.length - SHORT_BOTS || (later && code & 6)) throw new RangeError('a seat code out of range');
    const bot = later ? SHORT_BOTS + later : (code >> 1) & 3;
    return {
      kind: code & 1 ? 'bot' : 'human',
      ...(bot ? { bot: BOT_CODES[bot - 1] ?? 'unknown' } : {}),
      ...(code & 8 ? { name: fromUtf8(r.raw(r.varint())) } : {}),
    };
  });
  return { mode, setup: { seed, heroes, ...others }, seats };
}

// ——— encode ———

/** The save as a share code. The save is validated and replayed first (as decoding will): one that
 *  does not load throws, with the reason, rather than giving a code nobody can open. */
export async function encodeShareCode(input: SaveFile): Promise<string> {
  const checked = checkSave(input);
  if ('error' in checked) throw new Error(`this game cannot be shared: ${checked.error.message}`);
  const { save } = checked;
  const w = new Writer();
  // An assisted game (an undo went past a draw: docs/saves.md) stays marked: its header is then the
  // JSON form, which the compact one cannot mimic.
  writeHeader(w, { mode: save.mode, setup: save.setup, seats: save.seats, ...(save.assisted ? { assisted: true } : {}) });
  w.varint(save.actions.length);
  const game = replayer(save);
  for (const action of save.actions) {
    const key = canon(action);
    const legal = game.legal();
    const k = legal.findIndex((a) => canon(a) === key);
    if (k >= 0) {
      w.varint(k + 1);
    } else {
      const { base, text } = writtenOut(action as Record<string, unknown>, legal);
      w.varint(0);
      w.varint(base);
      w.varint(text.length);
      w.raw(text);
    }
    game.step(action);
  }
  w.u32(crc32(utf8(canon(save))));
  return packShareCode(w.done());
}

/** A payload (the format above) packed, framed and written as a code; `version` other than
 *  SHARE_VERSION only for tests that make codes of other versions. */
export async function packShareCode(payload: Uint8Array, version = SHARE_VERSION): Promise<string> {
  const packed = await pipe(platform.CompressionStream, payload, Infinity);
  if (packed === 'tooBig') throw new Error('unreachable');
  const framed = new Writer();
  framed.raw(packed);
  framed.u32(crc32(withVersion(packed, version)));
  return `${SHARE_PREFIX}${version}-${toBase64url(framed.done())}`;
}

const withVersion = (packed: Uint8Array, version = SHARE_VERSION): Uint8Array => {
  const b = new Uint8Array(packed.length + 1);
  b[0] = version & 0xff;
  b.set(packed, 1);
  return b;
};

// ——— decode ———

/** The head, in any case (the data after it is case-sensitive). */
const HEAD = /^SSDB(\d{1,6})-/i;

/** The game in a share code, validated and replayed, or why it cannot be loaded. Whitespace anywhere
 *  (a chat's line breaks) is ignored. */
export async function decodeShareCode(code: string): Promise<ImportResult> {
  if (typeof code !== 'string') return transferError('notCode', 'this is not a share code');
  if (code.length > MAX_CODE_CHARS * 2) return transferError('tooBig', `the code is longer than ${MAX_CODE_CHARS} characters`, { limit: MAX_CODE_CHARS });
  const text = code.replace(/[\s\uFEFF]+/g, '');
  if (text === '') return transferError('empty', 'there is no code');
  if (text.length > MAX_CODE_CHARS) return transferError('tooBig', `the code is longer than ${MAX_CODE_CHARS} characters`, { limit: MAX_CODE_CHARS });
  const head = HEAD.exec(text);
  if (!head) return transferError('notCode', `this is not a share code (it does not begin with ${SHARE_PREFIX}${SHARE_VERSION}-)`);
  const version = Number(head[1]);
  if (version !== SHARE_VERSION) {
    return version > SHARE_VERSION
      ? transferError('newer', `the code was made by a later version (format ${version}, this version reads ${SHARE_VERSION})`, { version, current: SHARE_VERSION })
      : transferError('older', `the code was made by an earlier version this one cannot read (format ${version}, this version reads ${SHARE_VERSION})`, { version, current: SHARE_VERSION });
  }
  const bytes = fromBase64url(text.slice(head[0].length));
  if (!bytes) {
    const bad = [...text.slice(head[0].length)].find((ch) => !B64_INDEX.has(ch));
    return bad === undefined
      ? transferError('truncated', 'the code is cut short (its length cannot be a whole code)')
      : transferError('characters', `the code holds a character no code holds ("${bad}")`, { char: bad });
  }
  if (bytes.length < 5) return transferError('truncated', 'the code is cut short');
  // The last character may hold bits beyond the last byte: a code has them at zero, so that a changed
  // last character is never read as the same code.
  if (toBase64url(bytes) !== text.slice(head[0].length)) return transferError('checksum', 'the code is damaged: its last character was changed');
  const packed = bytes.subarray(0, bytes.length - 4);
  const sum = new Reader(bytes.subarray(bytes.length - 4)).u32();
  if (crc32(withVersion(packed)) !== sum) return transferError('checksum', 'the code is damaged: its checksum does not match (a character was lost or changed)');

  let payload: Uint8Array | 'tooBig';
  try {
    payload = await pipe(platform.DecompressionStream, packed, MAX_PAYLOAD_BYTES);
  } catch {
    return transferError('damaged', 'the code\'s data cannot be unpacked');
  }
  if (payload === 'tooBig') return transferError('tooBig', `the code unpacks to more than ${MAX_PAYLOAD_BYTES} bytes`, { limit: MAX_PAYLOAD_BYTES });
  return readPayload(payload);
}

function readPayload(payload: Uint8Array): ImportResult {
  const r = new Reader(payload);
  let header: unknown;
  let count: number;
  try {
    const form = r.varint();
    if (form > 1) throw new RangeError('an unknown header form');
    header = form === 1 ? readCompactHeader(r) : JSON.parse(fromUtf8(r.raw(r.varint())));
    count = r.varint();
  } catch {
    return transferError('damaged', 'the code\'s data is not that of a game');
  }
  if (typeof header !== 'object' || header === null || Array.isArray(header)) return transferError('damaged', 'the code\'s data is not that of a game');
  if (count > MAX_ACTIONS) return transferError('tooBig', `the code holds ${count} moves, more than ${MAX_ACTIONS}`, { limit: MAX_ACTIONS });
  const extra = Object.keys(header).find((k) => !['mode', 'setup', 'seats', 'assisted'].includes(k));
  if (extra !== undefined) return transferError('invalid', `the code's game is not valid (field "${extra.slice(0, 40)}" is not one of a game)`, { field: extra.slice(0, 40) });
  const { mode, setup, seats, assisted } = header as Record<string, unknown>;
  const skeleton = { schema: SAVE_SCHEMA, mode, setup, seats, ...(assisted !== undefined ? { assisted } : {}), actions: [] };
  // The header alone first: its mode, setup and seats, so that the moves are read against a valid game.
  const base = checkSave(skeleton);
  if ('error' in base) return base;
  const actions: unknown[] = [];
  const game = replayer(base.save);
  for (let i = 0; i < count; i++) {
    let action: unknown;
    try {
      const k = r.varint();
      if (k === 0) {
        const b = r.varint();
        const fields: unknown = JSON.parse(fromUtf8(r.raw(r.varint())));
        if (b === 0) action = fields;
        else {
          const from = game.legal()[b - 1];
          if (from === undefined || !isRecord(fields)) return transferError('damaged', 'the code\'s data is not that of a game');
          action = { ...from, ...fields };
        }
      } else {
        action = game.legal()[k - 1];
        if (action === undefined) return transferError('refused', `the code's move ${i + 1} is not one the rules allow`, { n: i + 1 });
      }
    } catch {
      return transferError('damaged', 'the code\'s data is cut short or not that of a game');
    }
    // Each move is parsed and played as it is read (the next one is read against the state it makes,
    // and a refused one is named by its number); the whole save is then loaded as any save is.
    const parsed = rulesOf(base.save.mode).parseAction(action);
    if (!parsed.ok) return transferError('invalid', `the code's move ${i + 1} is not valid`, { field: `actions.${i}` });
    try {
      game.step(parsed.action);
    } catch (e) {
      return transferError('refused', `the code's move ${i + 1} breaks the rules: ${(e as Error).message}`, { n: i + 1 });
    }
    actions.push(action);
  }
  let sum: number;
  try {
    sum = r.u32();
  } catch {
    return transferError('damaged', 'the code\'s data is cut short');
  }
  if (r.left !== 0) return transferError('damaged', 'the code\'s data goes on after the game');
  const loaded = checkSave({ ...skeleton, actions });
  if ('error' in loaded) return loaded;
  if (crc32(utf8(canon(loaded.save))) !== sum) return transferError('rules', 'the code was made by a version whose rules give another game from its moves');
  return loaded;
}

export type { TransferError as ShareError };

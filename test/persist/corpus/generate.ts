// Writes the corpus of malformed saved-game files and share codes (issue 13) next to this file:
// `<expected error code>--<what is wrong>.json` (a file's text) or `.code.txt` (a share code), each
// refused with that code by saveFromFileText / decodeShareCode (corpus.test.ts). Inputs too large to
// commit (50 MB of spaces, a million moves, a deep nest, a 200,000-character code) are made by the test.
// Rewrite them with `npx tsx test/persist/corpus/generate.ts` (deterministic: seeded bot games).
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEROES } from '../../../src/engine';
import { SAVE_SCHEMA, type ClassicSaveFile, type CoopSaveFile } from '../../../src/persist/save';
import { canon, crc32, encodeShareCode, packShareCode } from '../../../src/persist/share-code';
import { saveToFileText } from '../../../src/persist/transfer';
import { CoopSession } from '../../../src/session/coop-session';
import { playGame } from '../../../src/sim/play-game';

const here = dirname(fileURLToPath(import.meta.url));

/** A valid classic save: two greedy bots, 30 moves of seed 7. */
export function goodClassic(moves = 30): ClassicSaveFile {
  const game = playGame({ seed: 7, players: 2, bots: 'greedy' });
  return {
    schema: SAVE_SCHEMA, mode: 'classic', setup: { seed: 7, heroes: ['seiya', 'shiryu'] },
    seats: [{ kind: 'human', name: 'Ana' }, { kind: 'bot', bot: 'greedy' }],
    actions: game.actions.slice(0, moves) as ClassicSaveFile['actions'],
  };
}

/** A valid cooperative save: two greedy heroes, 30 moves of seed 3 (played through a CoopSession). */
export function goodCoop(moves = 30): CoopSaveFile {
  const session = CoopSession.start({ seed: 3, heroes: HEROES.slice(0, 2) as CoopSaveFile['setup']['heroes'], difficulty: 'normal' }, [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'greedy' }]);
  for (let i = 0; i < moves; i++) {
    const action = session.botAction();
    if (!action || !session.send(action).ok) throw new Error('the bots stopped');
  }
  return { ...session.toSave(), seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }] };
}

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const json = (x: unknown) => JSON.stringify(x, null, 2);
/** As saveToFileText writes it (its header, then the save), whatever the save holds. */
const file = (save: unknown) => (Array.isArray((save as { actions?: unknown }).actions)
  ? saveToFileText(save as ClassicSaveFile)
  : json({ game: 'Saint Seiya Deck Building', format: 1, ...(save as object) }));

// ——— payload bytes, as share-code.ts writes them ———
const enc = new TextEncoder();
function varint(n: number): number[] {
  const out: number[] = [];
  while (n >= 128) {
    out.push((n % 128) + 128);
    n = Math.floor(n / 128);
  }
  out.push(n);
  return out;
}
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
/** A payload of this header (an object, or its text as is, in the JSON form), these moves (a number: the k of a listed
 *  action; else written out), a final CRC and maybe bytes after it; `count` claims another number of
 *  moves than those given. */
function payload(header: unknown, moves: (number | object)[], crc = 0, tail: number[] = [], count = moves.length): Uint8Array {
  const h = enc.encode(typeof header === 'string' ? header : JSON.stringify(header));
  const bytes = [0, ...varint(h.length), ...h, ...varint(count)];
  for (const m of moves) {
    if (typeof m === 'number') bytes.push(...varint(m));
    else {
      const t = enc.encode(JSON.stringify(m));
      bytes.push(0, 0, ...varint(t.length), ...t);
    }
  }
  bytes.push(...u32(crc), ...tail);
  return Uint8Array.from(bytes);
}
/** Rewrites one character of a code's data (after its head) at `at` (a fraction of its length). */
function change(code: string, at: number): string {
  const i = 6 + Math.floor((code.length - 6) * at);
  const ch = code[i] === 'A' ? 'B' : 'A';
  return code.slice(0, i) + ch + code.slice(i + 1);
}
/** Framed with a correct checksum around bytes that are not deflate data. */
function framed(bytes: Uint8Array, version = 1): string {
  const withVersion = Uint8Array.from([version, ...bytes]);
  const all = Uint8Array.from([...bytes, ...u32(crc32(withVersion))]);
  return `SSDB${version}-${Buffer.from(all).toString('base64url')}`;
}

export async function makeCorpus(): Promise<Record<string, string>> {
  const classic = goodClassic();
  const coop = goodCoop();
  const out: Record<string, string> = {};
  const put = (name: string, text: string) => { out[name] = text; };

  // ——— files ———
  const F = (expect: string, what: string, text: string) => put(`${expect}--${what}.json`, text);
  const good = file(classic);
  const withSave = (edit: (s: Record<string, unknown>) => void) => {
    const s = clone(classic) as unknown as Record<string, unknown>;
    edit(s);
    return file(s);
  };
  const action = (s: Record<string, unknown>, i: number) => (s.actions as Record<string, unknown>[])[i];
  F('empty', 'empty-file', '');
  F('empty', 'only-whitespace', ' \n\t \r\n');
  F('empty', 'only-a-bom', '\uFEFF');
  F('notJson', 'truncated-half', good.slice(0, Math.floor(good.length / 2)));
  F('notJson', 'truncated-last-brace', good.trimEnd().slice(0, -1));
  F('notJson', 'plain-text', 'Seiya vs Shiryu, seed 7: I won!\n');
  F('notJson', 'nan-literal', good.replace('"seed":7', '"seed":NaN'));
  F('notJson', 'trailing-garbage', `${good}}}`);
  F('notJson', 'non-ascii-garbage', '\u0000\u0001\uFFFD\uD83D\uDE00ÿþ\u202E€ſ聖闘士');
  F('notJson', 'bom-then-truncated', `\uFEFF${good.slice(0, 100)}`);
  F('notJson', 'single-quotes', good.replace(/"/g, '\''));
  F('notSave', 'json-array', json([classic]));
  F('notSave', 'json-string', '"SSDB1-abc"');
  F('notSave', 'json-null', 'null');
  F('notSave', 'json-number', '42');
  F('notSave', 'another-game', good.replace('"Saint Seiya Deck Building"', '"Dominion"'));
  F('newer', 'future-file-format', good.replace('"format": 1', '"format": 2'));
  F('older', 'past-file-format', good.replace('"format": 1', '"format": 0'));
  F('newer', 'bom-and-future-format', `\uFEFF${good.replace('"format": 1', '"format": 99')}`);
  F('invalid', 'format-as-string', good.replace('"format": 1', '"format": "1"'));
  F('newer', 'bare-save-future-schema', json({ ...classic, schema: 2 }));
  F('older', 'bare-save-past-schema', json({ ...classic, schema: 0 }));
  F('invalid', 'schema-as-string', withSave((s) => { s.schema = '1'; }));
  F('invalid', 'schema-1e999', good.replace('"schema": 1', '"schema": 1e999'));
  F('unknownMode', 'mode-god-of-war', withSave((s) => { s.mode = 'godOfWar'; }));
  F('invalid', 'mode-missing', withSave((s) => { delete s.mode; }));
  F('invalid', 'mode-as-number', withSave((s) => { s.mode = 1; }));
  F('invalid', 'setup-missing', withSave((s) => { delete s.setup; }));
  F('invalid', 'seats-not-an-array', withSave((s) => { s.seats = { 0: { kind: 'human' } }; }));
  F('invalid', 'actions-an-object', withSave((s) => { s.actions = {}; }));
  F('invalid', 'actions-null', withSave((s) => { s.actions = null; }));
  F('invalid', 'seed-as-string', withSave((s) => { (s.setup as Record<string, unknown>).seed = '7'; }));
  F('invalid', 'seed-1e999', good.replace('"seed":7', '"seed":1e999'));
  F('invalid', 'seed-fraction', withSave((s) => { (s.setup as Record<string, unknown>).seed = 7.5; }));
  F('invalid', 'unknown-hero', withSave((s) => { (s.setup as Record<string, unknown>).heroes = ['seiya', 'saga']; }));
  F('invalid', 'heroes-as-string', withSave((s) => { (s.setup as Record<string, unknown>).heroes = 'seiya,shiryu'; }));
  F('invalid', 'seat-kind-unknown', withSave((s) => { (s.seats as Record<string, unknown>[])[1].kind = 'alien'; }));
  F('invalid', 'seat-name-too-long', withSave((s) => { (s.seats as Record<string, unknown>[])[0].name = 'A'.repeat(41); }));
  F('invalid', 'extra-top-level-field', withSave((s) => { s.cheat = true; }));
  F('invalid', 'extra-setup-field', withSave((s) => { (s.setup as Record<string, unknown>).vp = 99; }));
  F('invalid', 'extra-action-field', withSave((s) => { action(s, 3).free = true; }));
  F('invalid', 'proto-key-top-level', good.replace('"schema": 1,', '"schema": 1,\n  "__proto__": { "polluted": true },'));
  F('invalid', 'constructor-key-in-setup', good.replace('"setup": {', '"setup": {"constructor": {"prototype": {"polluted": true}},'));
  F('invalid', 'proto-key-in-action', good.replace('{"type":"endTurn"', '{"__proto__":{"isAdmin":true},"type":"endTurn"'));
  F('invalid', 'seat-as-string', withSave((s) => { action(s, 0).seat = '0'; }));
  F('invalid', 'negative-zero-decision', withSave((s) => { (s.actions as unknown[]).splice(5, 0, { type: 'answer', seat: 0, decision: -0, picks: [] }); }).replace('"decision":0', '"decision":-0'));
  F('invalid', 'action-type-unknown', withSave((s) => { action(s, 4).type = 'win'; }));
  F('invalid', 'action-of-the-coop-mode', withSave((s) => { (s.actions as unknown[]).splice(10, 0, { type: 'takeTurn', seat: 0 }); }));
  F('invalid', 'coop-save-claiming-classic', file({ ...coop, mode: 'classic' }));
  F('refused', 'classic-save-claiming-coop', file({ ...classic, mode: 'coop' }));
  F('refused', 'illegal-action-mid-list', withSave((s) => { (s.actions as unknown[]).splice(12, 0, clone(action(s, 11))); }));
  F('refused', 'wrong-seat-mid-list', withSave((s) => { (s.actions as unknown[]).splice(15, 0, { type: 'endTurn', seat: 1 - (action(s, 15).seat as number) }); }));
  F('refused', 'card-out-of-range', withSave((s) => { (s.actions as unknown[]).splice(8, 0, { type: 'play', seat: 0, card: 99999, facing: 0 }); }));
  F('seats', 'three-seats-two-heroes', withSave((s) => { (s.seats as unknown[]).push({ kind: 'bot' }); }));
  F('setup', 'the-same-hero-twice', withSave((s) => { (s.setup as Record<string, unknown>).heroes = ['seiya', 'seiya']; }));

  // ——— share codes ———
  const C = (expect: string, what: string, text: string) => put(`${expect}--${what}.code.txt`, text);
  const code = await encodeShareCode(classic);
  const coopCode = await encodeShareCode(coop);
  const header = { mode: classic.mode, setup: classic.setup, seats: classic.seats };
  const crcOf = (save: unknown) => crc32(enc.encode(canon(save)));
  C('empty', 'empty', '');
  C('empty', 'only-whitespace', '  \n ');
  C('notCode', 'plain-text', 'hello, here is my game!');
  C('notCode', 'a-url', 'https://example.com/?seed=7');
  C('notCode', 'no-dash', code.replace('-', ''));
  C('newer', 'future-version', code.replace('SSDB1-', 'SSDB2-'));
  C('older', 'past-version', code.replace('SSDB1-', 'SSDB0-'));
  C('truncated', 'head-only', 'SSDB1-');
  C('truncated', 'three-characters', 'SSDB1-AbC');
  C('truncated', 'impossible-length', code.slice(0, 6 + 4 * Math.floor((code.length - 8) / 4) + 1)); // a length of 4n + 1
  C('checksum', 'cut-in-half', code.slice(0, 6 + 4 * Math.floor((code.length - 6) / 8)));
  C('checksum', 'last-characters-lost', code.slice(0, -3));
  C('checksum', 'changed-character-in-the-middle', change(code, 0.5));
  C('checksum', 'changed-first-character', change(code, 0));
  C('checksum', 'changed-last-character', change(code, 0.999));
  C('checksum', 'two-characters-swapped', (() => { const i = 6 + Math.floor((code.length - 6) / 3); return code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2); })());
  C('checksum', 'coop-code-changed', change(coopCode, 0.3));
  C('characters', 'base64-padding', `${code}==`);
  C('characters', 'plus-and-slash', code.replace(/-(.)/, '-+/'));
  C('characters', 'non-ascii-garbage', `SSDB1-聖闘士星矢\u202Eé${code.slice(6, 40)}`);
  C('characters', 'a-quote-from-chat', `SSDB1-"${code.slice(6)}"`);
  C('damaged', 'not-deflate-data', framed(Uint8Array.from([0xff, 0xfe, 0xfd, 0xfc, 0xfb, 0xfa, 0x00, 0x11])));
  C('damaged', 'header-not-json', await packShareCode(Uint8Array.from([0, ...varint(5), ...enc.encode('{mode'), 0, 0, 0, 0, 0])));
  C('damaged', 'unknown-header-form', await packShareCode(Uint8Array.from([7, 0, 0, 0, 0, 0, 0])));
  // The compact header: classic, seed 7, heroes 0 and 99 (there are ten, God of War's since issue 27), no other field, no seat.
  C('damaged', 'compact-header-unknown-hero', await packShareCode(Uint8Array.from([1, 0, 14, 2, 0, 99, 0, 0, 0, 0, 0, 0, 0])));
  C('damaged', 'moves-cut-short', await packShareCode(payload(header, [1, 1, 1]).subarray(0, -6)));
  C('damaged', 'bytes-after-the-game', await packShareCode(payload(header, [], crcOf({ schema: 1, ...header, actions: [] }), [1, 2, 3])));
  C('invalid', 'seed-as-string', await packShareCode(payload({ ...header, setup: { ...header.setup, seed: '7' } }, [])));
  C('invalid', 'proto-key-in-header', await packShareCode(payload('{"mode":"classic","__proto__":{"x":1},"setup":{"seed":7,"heroes":["seiya","shiryu"]},"seats":[{"kind":"human"},{"kind":"bot"}]}', [])));
  C('invalid', 'constructor-key-in-setup', await packShareCode(payload('{"mode":"classic","setup":{"seed":7,"heroes":["seiya","shiryu"],"constructor":{"name":"x"}},"seats":[{"kind":"human"},{"kind":"bot"}]}', [])));
  C('invalid', 'move-of-the-coop-mode', await packShareCode(payload(header, [{ type: 'takeTurn', seat: 0 }])));
  C('unknownMode', 'mode-god-of-war', await packShareCode(payload({ ...header, mode: 'godOfWar' }, [])));
  C('seats', 'three-seats-two-heroes', await packShareCode(payload({ ...header, seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }] }, [])));
  C('setup', 'the-same-hero-twice', await packShareCode(payload({ ...header, setup: { seed: 7, heroes: ['ikki', 'ikki'] } }, [])));
  C('refused', 'move-beyond-the-legal-list', await packShareCode(payload(header, [1, 1, 1, 500, 1])));
  C('refused', 'written-out-illegal-move', await packShareCode(payload(header, [1, 1, { type: 'play', seat: 0, card: 99999, facing: 0 }, 1])));
  C('rules', 'moves-give-another-game', await packShareCode(payload(header, [1, 1, 1], 0xdeadbeef)));
  // 4 MB of zeros as one written-out move: packs to a few kilobytes, unpacks past the limit.
  C('tooBig', 'zip-bomb', await packShareCode(new Uint8Array(4_000_000)));
  C('tooBig', 'a-million-moves-claimed', await packShareCode(payload(header, [], 0, [], 1_000_000)));
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const name of readdirSync(here)) if (/\.(json|code\.txt)$/.test(name)) rmSync(join(here, name));
  const corpus = await makeCorpus();
  for (const [name, text] of Object.entries(corpus)) writeFileSync(join(here, name), text, 'utf8');
  console.log(`${Object.keys(corpus).length} inputs written to ${here}`);
}

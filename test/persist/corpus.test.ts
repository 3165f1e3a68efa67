// The corpus of malformed saved-game files and share codes (issue 13, test/persist/corpus/, written by
// its generate.ts): each is refused with the error code its name begins with, phrased in French and in
// English, and importing it over a store that holds a good save leaves that save untouched. Inputs
// too large to commit are made here.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasMessage, t } from '../../src/i18n';
import { SHARE_EN } from '../../src/i18n/share-en';
import { SHARE_FR } from '../../src/i18n/share-fr';
import { decodeShareCode, encodeShareCode } from '../../src/persist/share-code';
import { createSaveStore, memoryStorage } from '../../src/persist/store';
import { importText, saveFromFileText, saveToFileText } from '../../src/persist/transfer';
import type { ImportResult, TransferErrorCode } from '../../src/persist/transfer-error';
import { goodClassic, goodCoop, makeCorpus } from './corpus/generate';

const dir = join(__dirname, 'corpus');
const names = readdirSync(dir).filter((n) => /\.(json|code\.txt)$/.test(n)).sort();
const read = (name: string) => readFileSync(join(dir, name), 'utf8');
const isCode = (name: string) => name.endsWith('.code.txt');
const expected = (name: string) => name.split('--')[0] as TransferErrorCode;

const ALL_CODES: TransferErrorCode[] = ['empty', 'tooBig', 'notJson', 'notSave', 'notCode', 'characters', 'truncated', 'checksum', 'damaged',
  'newer', 'older', 'rules', 'unknownMode', 'invalid', 'seats', 'setup', 'refused'];

/** The refusal, checked: the expected code, an English sentence for logs, and a message in both
 *  languages with every parameter filled. */
function expectRefused(result: ImportResult, code: TransferErrorCode): void {
  if (!('error' in result)) throw new Error(`accepted; expected ${code}`);
  const { error } = result;
  expect(error.code, error.message).toBe(code);
  expect(error.message.length).toBeGreaterThan(10);
  const key = `share.error.${error.code}`;
  expect(hasMessage(key)).toBe(true);
  for (const lang of ['fr', 'en'] as const) {
    const text = t(key, error.params, lang);
    expect(text, `${key} in ${lang}`).not.toMatch(/\{\w+\}/);
    expect(text.length).toBeGreaterThan(20);
  }
}

/** A store holding a good save; an import writes only what loaded. Returns what the storage holds after. */
async function importOver(text: string, load: (text: string) => ImportResult | Promise<ImportResult> = importText): Promise<{ before: Record<string, string>; after: Record<string, string>; result: ImportResult }> {
  const storage = memoryStorage();
  const store = createSaveStore(storage);
  expect(store.write(goodClassic(20))).toEqual({ ok: true });
  const before = storage.dump();
  const result = await load(text);
  if (!('error' in result)) store.write(result.save);
  const reread = createSaveStore(storage).read();
  expect(reread && 'save' in reread && reread.save).toEqual(goodClassic(20));
  return { before, after: storage.dump(), result };
}

describe('the corpus of malformed files and share codes', () => {
  it('holds at least 40 inputs, files and codes: those generate.ts writes', async () => {
    expect(names.length).toBeGreaterThanOrEqual(40);
    expect(names.filter(isCode).length).toBeGreaterThanOrEqual(20);
    expect(names.filter((n) => !isCode(n)).length).toBeGreaterThanOrEqual(20);
    const made = await makeCorpus();
    // The names only: a change of the bots may change the games the inputs are made of, not what is
    // wrong with each.
    expect(Object.keys(made).sort()).toEqual(names);
  });

  it('phrases every error code in French and in English', () => {
    expect(Object.keys(SHARE_FR).sort()).toEqual(Object.keys(SHARE_EN).sort());
    expect(Object.keys(SHARE_EN).sort()).toEqual(ALL_CODES.map((c) => `share.error.${c}`).sort());
  });

  it.each(names)('refuses %s with its code, and overwrites nothing', async (name) => {
    const text = read(name);
    const code = expected(name);
    expect(ALL_CODES).toContain(code);
    expectRefused(isCode(name) ? await decodeShareCode(text) : saveFromFileText(text), code);
    const { before, after, result } = await importOver(text, isCode(name) ? decodeShareCode : saveFromFileText);
    expectRefused(result, code);
    expect(after).toEqual(before);
    // Pasted in the box that takes both: the same refusal, but for text that is neither kind.
    const pasted = await importText(text);
    if (!isCode(name) && !text.replace(/^[\s\uFEFF]+/, '').startsWith('{') && code !== 'empty') expectRefused(pasted, 'notCode');
    else expectRefused(pasted, code);
  });
});

describe('inputs too large to commit', () => {
  const header = (save: object) => saveToFileText(save as never).replace(/"actions": \[[\s\S]*\]\n\}\n$/, '"actions": ');

  it('refuses 50 MB of spaces, a million moves and 60,000 moves as too big, before reading them', async () => {
    const spaces = ' '.repeat(50_000_000);
    let start = performance.now();
    expectRefused(saveFromFileText(spaces), 'tooBig');
    expect(performance.now() - start).toBeLessThan(1000);

    const move = '{"type":"endTurn","seat":0},';
    const million = `${header(goodClassic(0))}[${move.repeat(1_000_000)}{"type":"endTurn","seat":0}]}`;
    start = performance.now();
    expectRefused(saveFromFileText(million), 'tooBig');
    expect(performance.now() - start).toBeLessThan(1000);

    const many = `${header(goodClassic(0))}[${move.repeat(60_000)}{"type":"endTurn","seat":0}]}`;
    expect(many.length).toBeLessThan(8_000_000);
    expectRefused(saveFromFileText(many), 'tooBig');
    const { before, after } = await importOver(many);
    expect(after).toEqual(before);
  });

  it('refuses a 200,000-character code and 50 MB pasted as a code, before decoding', async () => {
    expectRefused(await decodeShareCode(`SSDB1-${'A'.repeat(200_000)}`), 'tooBig');
    const start = performance.now();
    expectRefused(await decodeShareCode(`SSDB1-${'A'.repeat(50_000_000)}`), 'tooBig');
    expect(performance.now() - start).toBeLessThan(1000);
  });

  it('refuses deeply nested JSON, at the top and inside a move', async () => {
    const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    expectRefused(saveFromFileText(deep(100_000)), 'notSave');
    const nested = saveToFileText(goodClassic(3)).replace('"seed":7', `"seed":${deep(100_000)}`);
    expectRefused(saveFromFileText(nested), 'invalid');
    const inMove = saveToFileText(goodClassic(3)).replace(/\n {2}\]\n\}\n$/, `,\n    {"type":"endTurn","seat":0,"discard":[${deep(50_000)}]}\n  ]\n}\n`);
    expect(inMove).toContain(deep(10));
    const { result } = await importOver(inMove);
    expectRefused(result, 'invalid');
  });

  it('refuses a code with any one character changed, wherever it is', async () => {
    const code = await encodeShareCode(goodClassic(60));
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < code.length; i++) {
      for (const k of [1, 17, 40]) {
        const ch = alphabet[(alphabet.indexOf(code[i]) + k + alphabet.length) % alphabet.length];
        const result = await decodeShareCode(code.slice(0, i) + ch + code.slice(i + 1));
        expect('error' in result, `character ${i} changed to ${ch}`).toBe(true);
      }
    }
  });

  it('reads a good code and a good file after all that (nothing is left half-loaded)', async () => {
    const coop = goodCoop();
    const back = await decodeShareCode(await encodeShareCode(coop));
    expect('save' in back && back.save).toEqual(coop);
    const file = saveFromFileText(`\uFEFF${saveToFileText(coop)}`);
    expect('save' in file && file.save).toEqual(coop);
  });
});

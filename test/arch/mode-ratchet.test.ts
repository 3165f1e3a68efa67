// Issue 24's ratchets: the redesign makes a mode a folder and one registry entry, so the places that
// branch on the mode above the engine, the coop concepts inside the classic rules, the casts to the
// coop state and the files past ~400 lines may only go down. Each cap is what was counted before the
// redesign (docs/plans/issue-24-inventory.md gives the lines); lower it whenever a step removes some.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const rel = (f: string) => relative(root, f).split(sep).join('/');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tsFiles(path) : /\.ts$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The code lines of the files (no `//`, `*` or `/**` lines), each with its file and number. */
function codeLines(files: string[]): { at: string; text: string }[] {
  return files.flatMap((f) => readFileSync(f, 'utf8').split('\n').map((text, i) => ({ at: `${rel(f)}:${i + 1}`, text })))
    .filter(({ text }) => !/^\s*(\/\/|\*|\/\*\*)/.test(text));
}

const above = [...tsFiles(join(root, 'src')), ...tsFiles(join(root, 'scenes'))]
  .filter((f) => !/^src\/(engine|i18n)\//.test(rel(f)));
/** A branch on the mode: a literal test of it, a cooperative state known by its board, the
 *  controller's class standing for the mode, a mode test made once and used again (inventory §1). */
const MODE_BRANCH = /[!=]== ?'(coop|classic|gow)'|'(coop|classic|gow)' ?[!=]==|'board' in|\.board \?|instanceof (CoopController|TableController|GowController)|isCoop\(|isGow\(|\bcoop \?(?!\?)|if \(coop\)/;
/** A coop concept named in the classic rules (inventory §2), the Poseidon expansion's own pieces aside. */
const COOP_WORD = /CoopBoard|CoopState|\.board\b|[Ff]lood|[Bb]readwinner|\bpawn|poseidonSeat|poseidonPlace|poseidonZone|POSEIDON_HAND|phase === 'poseidon'|\bcoop|tokenCost|pillarSide|fixedOnField|heroAt|givenTo|Abyss/;

/** Counted at 5164df1 by these patterns: 91 lines in 36 files, 99 lines in 16 files, 24 casts. After
 *  the kit, the registry tables and the twins merged (issue 24, first pass): 0, 0 and 4 (a state made
 *  by loadSave or the pipeline is typed as any table's; the cooperative setup turns a table into one). */
const CAPS = { modeBranches: 0, coopWordsInClassic: 0, coopCasts: 4 };
/** The code files past ~400 lines: none left (the two table scenes were split by job). */
const LONG_FILES: string[] = [];

describe('issue 24: what branches on the mode may only go down', () => {
  it(`branches on the mode above the engine: at most ${CAPS.modeBranches}`, () => {
    const hits = codeLines(above).filter(({ text }) => MODE_BRANCH.test(text));
    expect(hits.length, hits.map((h) => h.at).join('\n')).toBeLessThanOrEqual(CAPS.modeBranches);
  });

  it(`coop concepts in the classic rules, the table kit and the card language: at most ${CAPS.coopWordsInClassic} lines`, () => {
    const classic = ['classic', 'table', 'effects'].flatMap((d) => tsFiles(join(root, 'src/engine', d)));
    const hits = codeLines(classic).filter(({ text }) => COOP_WORD.test(text));
    expect(hits.length, hits.map((h) => h.at).join('\n')).toBeLessThanOrEqual(CAPS.coopWordsInClassic);
  });

  it(`casts to the coop state: at most ${CAPS.coopCasts}`, () => {
    const hits = codeLines([...tsFiles(join(root, 'src')), ...tsFiles(join(root, 'scenes'))]).filter(({ text }) => /as CoopState\b/.test(text));
    expect(hits.length, hits.map((h) => h.at).join('\n')).toBeLessThanOrEqual(CAPS.coopCasts);
  });

  it('no code file joins those past ~400 lines', () => {
    const long = [...tsFiles(join(root, 'src')), ...tsFiles(join(root, 'scenes'))]
      .filter((f) => readFileSync(f, 'utf8').split('\n').length > 410).map(rel).sort();
    expect(long.filter((f) => !LONG_FILES.includes(f))).toEqual([]);
  });
});

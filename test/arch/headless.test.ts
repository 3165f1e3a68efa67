// The headless code (rules and cards) must run anywhere: in node for the simulator and the bots, in a
// worker, in the browser. So it imports no Phaser, XState or Howler, touches no DOM or browser global,
// and takes no randomness or time from outside the game state (seed + actions replay a game exactly).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findViolations, lex, moduleSpecifiers } from './headless-rules';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const HEADLESS = ['src/engine', 'src/cards'];

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...tsFiles(path));
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

const files = HEADLESS.flatMap((d) => tsFiles(join(root, d)));

/** Every violation under dir, as "file:line rule: text". */
function checkTree(dir: string): string[] {
  return tsFiles(dir).flatMap((f) =>
    findViolations(readFileSync(f, 'utf8')).map((v) => `${relative(dir, f)}:${v.line} ${v.rule}: ${v.text}`));
}

describe('the checker', () => {
  const bad: [string, string][] = [
    ["import Phaser from 'phaser';", 'imports phaser'],
    ["import type { Scene } from 'phaser';", 'imports phaser'],
    ["import { createMachine } from 'xstate';", 'imports xstate'],
    ["import { graph } from 'xstate/graph';", 'imports xstate/graph'],
    ["import { Howl } from 'howler';", 'imports howler'],
    ["import 'phaser';", 'imports phaser'],
    ["const P = await import('phaser');", 'imports phaser'],
    ["export { Howl } from 'howler';", 'imports howler'],
    ["const el = document.createElement('div');", 'uses document'],
    ['const w = window.innerWidth;', 'uses window'],
    ["const lang = navigator.language;", 'uses navigator'],
    ["const saved = localStorage.getItem('x');", 'uses localStorage'],
    ['const r = Math.random();', 'uses Math.random'],
    ['const r = Math . random ();', 'uses Math.random'],
    ["const r = Math['random']();", 'uses Math.random'],
    ['const t = Date.now();', 'uses Date.now'],
    ['const d = new Date();', 'uses new Date'],
    ['const s = Date();', 'calls Date()'],
    ['const x = globalThis.document;', 'uses a browser global through globalThis'],
    ['const t = `${Math.random()}`;', 'uses Math.random'],
    ['const re = /x/; const r = Math.random();', 'uses Math.random'],
  ];
  it.each(bad)('flags %s', (source, rule) => {
    expect(findViolations(source).map((v) => v.rule)).toContain(rule);
  });

  const good = [
    '// no Math.random here, and never Date.now() or window.alert',
    '/* document.body, new Date() */ const x = 1;',
    "const msg = 'do not call Math.random() or touch window.location';",
    'const updateDate = 3; const myDocument = { x: 1 }; myDocument.x;',
    'const when: Date | null = null;',
    'const t = state.clock.now; const n = Date.UTC(2020, 0, 1);',
    "import { z } from 'zod';",
    "import { cardType } from '../cards';",
    'const re = /["\'`]/g; const ok = true;',
    'const tpl = `Math.random is ${"not called"} here`;',
    'const r = nextRandom(state); const phaserLike = 1;',
  ];
  it.each(good)('accepts %s', (source) => {
    expect(findViolations(source)).toEqual([]);
  });

  it('reports the line of each violation', () => {
    const v = findViolations("const a = 1;\n\nconst b = Math.random();\nimport P from 'phaser';\n");
    expect(v.map((x) => [x.line, x.rule])).toEqual([[3, 'uses Math.random'], [4, 'imports phaser']]);
  });

  it('walks a tree and finds a bad file in a subfolder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ssdb-arch-'));
    try {
      mkdirSync(join(dir, 'effects'));
      writeFileSync(join(dir, 'ok.ts'), "export const seed = 1; // Math.random is banned\n");
      writeFileSync(join(dir, 'effects', 'bad.ts'), "import Phaser from 'phaser';\nexport const t = Date.now();\n");
      expect(checkTree(dir)).toEqual([
        `effects${sep}bad.ts:1 imports phaser: import Phaser from 'phaser';`,
        `effects${sep}bad.ts:2 uses Date.now: export const t = Date.now();`,
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps line numbers when blanking comments and strings', () => {
    const src = "/* a\nb */ const s = 'x';\n// c\nconst t = `\n${1}`;";
    expect(lex(src).bare.split('\n')).toHaveLength(src.split('\n').length);
  });
});

describe('src/engine and src/cards are headless', () => {
  it('finds the sources to check', () => {
    expect(files.length).toBeGreaterThan(3);
    expect(files.some((f) => f.includes(`${sep}engine${sep}`))).toBe(true);
    expect(files.some((f) => f.includes(`${sep}cards${sep}`))).toBe(true);
  });

  it.each(files.map((f) => [relative(root, f)]))('%s', (file) => {
    const violations = findViolations(readFileSync(join(root, file), 'utf8'));
    expect(violations.map((v) => `${file}:${v.line} ${v.rule}: ${v.text}`)).toEqual([]);
  });
});

describe('layering (DESIGN.md: cards import nothing of ours, the engine imports only the cards)', () => {
  const outside = (file: string, spec: string): string | null => {
    if (!spec.startsWith('.')) return null;
    return relative(root, resolve(dirname(file), spec)).split(sep).join('/');
  };
  it.each(files.map((f) => [relative(root, f)]))('%s', (file) => {
    const abs = join(root, file);
    const own = file.split(sep).slice(0, 2).join('/');
    const bad = moduleSpecifiers(readFileSync(abs, 'utf8'))
      .map(({ spec, line }) => ({ spec, line, target: outside(abs, spec) }))
      .filter(({ target }) => target !== null && !target.startsWith(own))
      .filter(({ target }) => !(own === 'src/engine' && target!.startsWith('src/cards')))
      .map(({ spec, line }) => `${file}:${line} imports ${spec}`);
    expect(bad).toEqual([]);
  });
});

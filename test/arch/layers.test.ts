// The layers around the rules (DESIGN.md "The shape in one picture"): only scenes/ and src/main.ts
// import Phaser; src/app (the application's wiring: settings, saves, the game's actor) imports neither
// Phaser nor the scenes (the scenes import it, main.ts composes both); the flow, the session, the
// saves and the bots know no Phaser and no scene either.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { moduleSpecifiers } from './headless-rules';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tsFiles(path) : name.endsWith('.ts') ? [path] : [];
  });
}

/** What a file imports: package names as written, our own files as paths from the root. */
function imports(file: string): { target: string; line: number }[] {
  return moduleSpecifiers(readFileSync(file, 'utf8')).map(({ spec, line }) => ({
    line,
    target: spec.startsWith('.') ? relative(root, resolve(dirname(file), spec)).split(sep).join('/') : spec,
  }));
}

const rel = (f: string) => relative(root, f).split(sep).join('/');
const isPhaser = (t: string) => t === 'phaser' || t.startsWith('phaser/');
const src = tsFiles(join(root, 'src'));

describe('layers', () => {
  it('finds the application layer', () => {
    expect(src.map(rel)).toEqual(expect.arrayContaining(['src/app/game-app.ts', 'src/app/game-actor.ts', 'src/main.ts']));
  });

  it.each(src.filter((f) => rel(f) !== 'src/main.ts').map((f) => [rel(f)]))('%s imports no Phaser and no scene', (file) => {
    const bad = imports(join(root, file)).filter(({ target }) => isPhaser(target) || target.startsWith('scenes/'));
    expect(bad.map(({ target, line }) => `${file}:${line} imports ${target}`)).toEqual([]);
  });

  // src/app/offline: the service worker's registration (issue 29), which must start with the page.
  it('src/main.ts only composes: the application, the sound, the Phaser game with the scenes, the test hooks, the frame guard, the offline worker', () => {
    const targets = imports(join(root, 'src/main.ts')).map((i) => i.target).filter((t) => !t.startsWith('@fontsource/'));
    // scenes/a11y-mirror: the screen reader's layer and keyboard play (issue 29), beside the canvas.
    expect(targets.sort()).toEqual([
      'scenes/a11y-mirror', 'scenes/audience-game', 'scenes/phaser-game', 'scenes/scene-modes', 'scenes/test-hook', 'scenes/viewer-hook',
      'src/app/create-app', 'src/app/framed', 'src/app/no-eval', 'src/app/offline', 'src/app/url-options', 'src/audio/browser-sound', 'src/stream',
    ]);
  });

  // Classic zod's schemas carry every method, so one classic import puts all of zod back in the
  // bundle (about 14 KB gzip, test/build-size.mjs): the game's schemas use zod/mini (src/cards/zod.ts).
  it('the game imports zod only as zod/mini (classic zod is for the node-only src/sim and src/tools)', () => {
    const game = [...src, ...tsFiles(join(root, 'scenes'))].filter((f) => !/^src\/(sim|tools)\//.test(rel(f)));
    const bad = game.flatMap((f) => imports(f)
      .filter(({ target }) => (target === 'zod' || target.startsWith('zod/')) && target !== 'zod/mini')
      .map(({ target, line }) => `${rel(f)}:${line} imports ${target}`));
    expect(bad).toEqual([]);
  });

  it('the scenes reach the rules only through the engine\'s public entry (src/engine/index.ts)', () => {
    const bad = tsFiles(join(root, 'scenes')).flatMap((f) => imports(f)
      .filter(({ target }) => target.startsWith('src/engine/') && target !== 'src/engine/index')
      .map(({ target, line }) => `${rel(f)}:${line} imports ${target}`));
    expect(bad).toEqual([]);
  });
});

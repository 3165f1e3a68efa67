// The production build's Phaser keeps only the game objects the scenes make
// (scenes/vendor/phaser-gameobjects.cjs, issue 11's 500 KB gzip budget). A scene that starts using
// another (`this.add.particles`, `new Phaser.GameObjects.Video`) would work in the dev server and
// fail in the built page: this test names it first.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
const slim = readFileSync(join(root, 'scenes/vendor/phaser-gameobjects.cjs'), 'utf8');
const section = (name: string): string => slim.slice(slim.indexOf(`${name}: {`), slim.indexOf('}', slim.indexOf(`${name}: {`)));
const factories = new Set([...section('Factories').matchAll(/^\s+(\w+):/gm)].map((m) => m[1].toLowerCase()));
const classes = new Set([...slim.matchAll(/^ {2}(\w+): require/gm)].map((m) => m[1]));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return f === 'vendor' ? [] : sources(path);
    return f.endsWith('.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}
const code = [...sources(join(root, 'scenes')), ...sources(join(root, 'src'))].join('\n');

describe('the slim Phaser of the production build', () => {
  it('has a factory for every game object the scenes add', () => {
    const added = new Set([...code.matchAll(/\badd\.(\w+)\(/g)].map((m) => m[1]).filter((n) => n !== 'existing' && n !== 'tween'));
    expect(added.size).toBeGreaterThan(3);
    for (const name of added) expect(factories, `this.add.${name}`).toContain(name.toLowerCase());
  });

  it('has every GameObjects class the scenes name', () => {
    const named = new Set([...code.matchAll(/GameObjects\.(\w+)/g)].map((m) => m[1]));
    expect(named.has('Image')).toBe(true);
    for (const name of named) expect(classes, `Phaser.GameObjects.${name}`).toContain(name);
  });
});

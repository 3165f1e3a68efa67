// Hidden information has one owner (issue 24): the scenes and their presenters read a game through
// the engine's views and redacted events, never the full state, so no sprite, line or hook can know a
// card the screen does not show. Only the test hook (test builds) hands the state to the tests.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'vendor' ? [] : tsFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** A read of the full state: the session's, a move's, or the parts of a state (the card table's, and God of War's:
 *  seats, figures, upgrade deck, Scenario, revealed cards) a scene must read from a view instead. */
const FULL_STATE = /\bsession\.state\b|\bmove\.state\.|\bstate\.(cards|players|board|field|reserve|pending|result|seats|figures|upgradeDeck|scenario|revealed)\b/;
/** The tests' own door to the state (docs/test-hook.md `state()`, `stateHash()`). */
const ALLOWED = new Set(['scenes/test-hook.ts']);

function fullStateReads(): string[] {
  return tsFiles(join(root, 'scenes')).flatMap((file) => {
    const name = relative(root, file).split(sep).join('/');
    return readFileSync(file, 'utf8').split('\n').flatMap((line, i) => {
      const code = line.replace(/\/\/.*$/, '');
      return FULL_STATE.test(code) ? [`${name}:${i + 1}: ${line.trim()}`] : [];
    });
  });
}

describe('hidden information has one owner', () => {
  it('finds the test hook\'s reads (the search sees the scenes)', () => {
    expect(fullStateReads().some((hit) => hit.startsWith('scenes/test-hook.ts:'))).toBe(true);
  });

  it('no scene or presenter reads the full state, outside the test hook', () => {
    const reads = fullStateReads().filter((hit) => !ALLOWED.has(hit.slice(0, hit.indexOf(':'))));
    expect(reads).toEqual([]);
  });
});

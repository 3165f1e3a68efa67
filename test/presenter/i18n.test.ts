// Every player-facing string goes through a message key, in French and in English: the two tables
// have the same keys, and every prompt and error key the rules use has a message.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EN } from '../../src/i18n/en';
import { FR } from '../../src/i18n/fr';
import { COOP_EN } from '../../src/i18n/coop-en';
import { COOP_FR } from '../../src/i18n/coop-fr';
import { PROMPTS_EN } from '../../src/i18n/prompts-en';
import { PROMPTS_FR } from '../../src/i18n/prompts-fr';
import { hasMessage, t } from '../../src/i18n';

const root = resolve(__dirname, '../..');
const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => {
  const p = join(dir, n);
  return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
});

describe('messages', () => {
  it('has the same keys in French and in English', () => {
    expect(Object.keys(FR).sort()).toEqual(Object.keys(EN).sort());
    expect(Object.keys(COOP_FR).sort()).toEqual(Object.keys(COOP_EN).sort());
    expect(Object.keys(PROMPTS_FR).sort()).toEqual(Object.keys(PROMPTS_EN).sort());
  });

  it('has a message for every key the scenes and presenters use', () => {
    const used = new Set<string>();
    for (const f of files(join(root, 'scenes'))) {
      for (const m of readFileSync(f, 'utf8').matchAll(/\bt\(\s*'([a-z]+\.[A-Za-z.]+)'/g)) used.add(m[1]);
      for (const m of readFileSync(f, 'utf8').matchAll(/\bkey: '([a-z]+\.[A-Za-z.]+)'/g)) used.add(m[1]);
    }
    expect([...used].filter((k) => !hasMessage(k))).toEqual([]);
    expect(used.size).toBeGreaterThan(40);
  });

  it('has a message for every prompt and error the rules may show', () => {
    const keys = new Set<string>();
    for (const f of files(join(root, 'src'))) {
      for (const m of readFileSync(f, 'utf8').matchAll(/'((?:prompt|error)\.[A-Za-z]+)'/g)) keys.add(m[1]);
    }
    // Keys of the flow and the store that never reach a player are allowed to fall back.
    const missing = [...keys].filter((k) => !hasMessage(k) && !['error.flowStopped', 'error.flowBusy'].includes(k));
    expect(missing).toEqual([]);
  });

  it('fills parameters and falls back to a readable key', () => {
    expect(t('ui.seed', { seed: 42 }, 'en')).toBe('SEED 42');
    expect(t('prompt.somethingNew', {}, 'fr')).toBe('Something new');
  });
});

// Every player-facing string goes through a message key, in French, English and Italian (issue 29): the
// three tables have the same keys, plurals are real plurals, and every prompt and error key the rules
// use has a message.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EN } from '../../src/i18n/en';
import { FR } from '../../src/i18n/fr';
import { COOP_EN } from '../../src/i18n/coop-en';
import { COOP_FR } from '../../src/i18n/coop-fr';
import { PROMPTS_EN } from '../../src/i18n/prompts-en';
import { PROMPTS_FR } from '../../src/i18n/prompts-fr';
import { createApp } from '../../src/app/create-app';
import { GameApp } from '../../src/app/game-app';
import { langOfBrowser } from '../../src/app/settings';
import { readUrlOptions } from '../../src/app/url-options';
import { memoryStorage } from '../../src/persist/store';
import { getLang, hasMessage, isLang, LANG_NAMES, LANGS, messages, nextLang, pluralOf, setLang, t } from '../../src/i18n';

const root = resolve(__dirname, '../..');
const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => {
  const p = join(dir, n);
  return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
});

afterEach(() => { vi.unstubAllGlobals(); setLang('fr'); });

describe('messages', () => {
  it('has every key in every language, and no empty message', () => {
    const keys = (l: (typeof LANGS)[number]) => Object.keys(messages(l)).sort();
    for (const lang of LANGS) {
      expect(keys(lang), lang).toEqual(keys('en'));
      expect(Object.entries(messages(lang)).filter(([, m]) => m.trim() === '').map(([k]) => k), lang).toEqual([]);
    }
  });

  it('writes no "card(s)" style fake plural in any language', () => {
    // "carte(s)", "card(s)", "carta/e", "fase/i": a plural is written {n|one|other} (index.ts).
    const fake = /\p{L}\((?:s|e|es|x|i|a)\)|\p{L}[aeo]\/[aei]\b/u;
    for (const lang of LANGS) expect(Object.entries(messages(lang)).filter(([, m]) => fake.test(m)).map(([k]) => k), lang).toEqual([]);
  });

  it('chooses plurals by each language\'s own rules (Intl.PluralRules)', () => {
    expect([0, 1, 2].map((n) => pluralOf(n, 'fr'))).toEqual(['one', 'one', 'other']);
    expect([0, 1, 2].map((n) => pluralOf(n, 'en'))).toEqual(['other', 'one', 'other']);
    expect([0, 1, 2].map((n) => pluralOf(n, 'it'))).toEqual(['other', 'one', 'other']);
    expect(t('log.cardsGiven', { hero: 'Seiya', n: 1, to: 'Shun' }, 'it')).toBe('Seiya dà 1 carta a Shun');
    expect(t('log.cardsGiven', { hero: 'Seiya', n: 0, to: 'Shun' }, 'it')).toBe('Seiya dà 0 carte a Shun');
    expect(t('log.cardsGiven', { hero: 'Seiya', n: 3, to: 'Shun' }, 'en')).toBe('Seiya gives 3 cards to Shun');
    expect(t('ends.deck.title', { n: 1 }, 'it')).toBe('Il tuo mazzo: 1 carta');
    // Every plural in every message names a parameter the English message also fills.
    for (const lang of LANGS) {
      for (const [key, m] of Object.entries(messages(lang))) {
        for (const [, name] of m.matchAll(/\{(\w+)\|/g)) expect(messages('en')[key], `${lang} ${key}`).toContain(`{${name}`);
      }
    }
  });

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

describe('Italian, the third language (issue 29)', () => {
  const firstVisit = (language: string, search = '') => {
    vi.stubGlobal('localStorage', memoryStorage());
    return createApp({ search, tab: null, language }, undefined).app;
  };

  it('is picked by an Italian browser, by ?lang=it and by the saved setting', () => {
    expect(['it-IT', 'it', 'IT-ch', 'it_CH'].map(langOfBrowser)).toEqual(['it', 'it', 'it', 'it']);
    expect(langOfBrowser('fr-CA')).toBe('fr');
    expect(langOfBrowser('de-DE')).toBe('en');
    expect(firstVisit('it-IT').settings.lang).toBe('it');
    expect(t('ui.endTurn')).toBe('Fine turno');
    expect(readUrlOptions('?lang=it').lang).toBe('it');
    expect(firstVisit('en-GB', '?lang=it').settings.lang).toBe('it');
    const storage = memoryStorage();
    new GameApp(storage, null).setLang('it');
    vi.stubGlobal('localStorage', storage);
    expect(createApp({ search: '', tab: null, language: 'fr-FR' }, undefined).app.settings.lang).toBe('it');
    expect(isLang('it') && !isLang('de')).toBe(true);
  });

  it('is one step of the language picker, which names each language in its own words', () => {
    expect(LANGS.map(nextLang)).toEqual(['en', 'it', 'fr']);
    expect(LANG_NAMES).toEqual({ fr: 'Français', en: 'English', it: 'Italiano' });
  });

  it('sets the page\'s <html lang> to the language in force', () => {
    const page = { documentElement: { lang: 'fr' } };
    vi.stubGlobal('document', page);
    setLang('it');
    expect(page.documentElement.lang).toBe('it');
    setLang('en');
    expect(page.documentElement.lang).toBe('en');
    expect(getLang()).toBe('en');
  });

  it('speaks the rulebook\'s words', () => {
    expect(['ui.force', 'ui.cosmos', 'ui.vp', 'ui.pillars', 'class.marinaGeneral', 'log.poseidon'].map((k) => t(k, {}, 'it')))
      .toEqual(['Forza', 'Cosmo', 'PV', 'Colonne', 'Generale degli Abissi', 'Poseidone']);
  });
});

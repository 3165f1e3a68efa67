// Issue 29: the Italian twins of the tables IT-B translated say everything their English say, and say it
// in Italian: the same keys (none missing, none extra), no text left in English unless it is a proper
// name or a number (listed below), and every {placeholder} of the English kept.
import { describe, expect, it } from 'vitest';
import { FACE_EN } from '../../src/i18n/face-en';
import { FACE_IT } from '../../src/i18n/face-it';
import { PROMPTS_EN } from '../../src/i18n/prompts-en';
import { PROMPTS_IT } from '../../src/i18n/prompts-it';
import { LESSON_EN } from '../../src/i18n/lesson-en';
import { LESSON_IT } from '../../src/i18n/lesson-it';
import { RULES_EN } from '../../src/i18n/rules-en';
import { RULES_IT } from '../../src/i18n/rules-it';
import { RULES_COOP_EN } from '../../src/i18n/rules-coop-en';
import { RULES_COOP_IT } from '../../src/i18n/rules-coop-it';
import { GOW_EN } from '../../src/i18n/gow-en';
import { GOW_IT } from '../../src/i18n/gow-it';
import { RULES_GOW_EN } from '../../src/i18n/rules-gow-en';
import { RULES_GOW_IT } from '../../src/i18n/rules-gow-it';
import { GOW_CONTENT_FR } from '../../src/i18n/gow-content-fr';
import { GOW_CONTENT_IT } from '../../src/i18n/gow-content-it';

type Table = Readonly<Record<string, string>>;
const PAIRS: [name: string, en: Table, it: Table][] = [
  ['face', FACE_EN, FACE_IT],
  ['prompts', PROMPTS_EN, PROMPTS_IT],
  ['lesson', LESSON_EN, LESSON_IT],
  ['rules', RULES_EN, RULES_IT],
  ['rules-coop', RULES_COOP_EN, RULES_COOP_IT],
  ['gow', GOW_EN, GOW_IT],
  ['rules-gow', RULES_GOW_EN, RULES_GOW_IT],
];

/** Texts the same in both languages because they are proper names, numbers or only placeholders. */
const SAME_AS_ENGLISH = new Set([
  'preview.heroes', 'preview.does.takeApplies', // only placeholders and punctuation
  'rules.chapter.gow', 'menu.mode.gow', // the game's title
  'gow.hero.kratos', 'gow.hero.atreus', 'gow.hero.freya', 'gow.hero.mimir',
  'gow.figure.kratos', 'gow.figure.atreus', 'gow.figure.freya', 'gow.figure.mimir', 'gow.figure.brok', 'gow.figure.sindri',
  'gow.effect.times', 'log.gow.copies', // "×{n}"
]);

/** The names in a text's placeholders: "{n}" and the plural "{n|card|cards}" both name n. */
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)(?:\|[^{}]*)?\}/g)].map((m) => m[1]).sort();

describe('the Italian tables', () => {
  for (const [name, en, itTable] of PAIRS) {
    it(`${name}: every English key has its Italian, and no other`, () => {
      expect(Object.keys(itTable).sort()).toEqual(Object.keys(en).sort());
    });
    it(`${name}: no text is left in English but names and numbers`, () => {
      const same = Object.keys(en).filter((k) => itTable[k] === en[k] && !SAME_AS_ENGLISH.has(k));
      expect(same).toEqual([]);
    });
    it(`${name}: every placeholder of the English is kept`, () => {
      const lost = Object.keys(en).filter((k) => k in itTable && !placeholders(en[k]).every((p) => placeholders(itTable[k]).includes(p)));
      expect(lost).toEqual([]);
    });
    it(`${name}: no "(s)" style fake plural`, () => {
      expect(Object.entries(itTable).filter(([, v]) => /\w\((?:s|e|i|a|o)\)/.test(v))).toEqual([]);
    });
  }

  it('God of War content: the same keys as the French, each a non-empty Italian text', () => {
    expect(Object.keys(GOW_CONTENT_IT).sort()).toEqual(Object.keys(GOW_CONTENT_FR).sort());
    expect(Object.entries(GOW_CONTENT_IT).filter(([, v]) => v.trim() === '')).toEqual([]);
  });

  it('the exceptions are still the same in English (a stale exception hides nothing)', () => {
    const all: Table = Object.assign({}, ...PAIRS.map(([, en]) => en));
    const allIt: Table = Object.assign({}, ...PAIRS.map(([, , t]) => t));
    expect([...SAME_AS_ENGLISH].filter((k) => allIt[k] !== all[k])).toEqual([]);
  });
});

// The screen reader layer's words: its own tables (src/i18n/a11y-*.ts) in the language in force, so
// they read right whether or not src/i18n/index.ts spreads them yet; a language without them reads
// the English ones.
import { getLang, t, type Params } from '../i18n';
import { A11Y_EN } from '../i18n/a11y-en';
import { A11Y_FR } from '../i18n/a11y-fr';
import { A11Y_IT } from '../i18n/a11y-it';

const TABLES: Readonly<Record<string, Readonly<Record<string, string>>>> = { en: A11Y_EN, fr: A11Y_FR, it: A11Y_IT };

/** The words of an a11y key in the language in force, with {name} filled. */
export function say(key: string, params: Params = {}): string {
  const lang: string = getLang();
  const template = TABLES[lang]?.[key] ?? A11Y_EN[key];
  if (template === undefined) return t(key, params);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Whether the layer has words of its own for this key. */
export const hasSay = (key: string): boolean => key in A11Y_EN;

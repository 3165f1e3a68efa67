// Every player-facing string goes through a message key: t('ui.endTurn') → "End turn" / "Fin du tour".
// Plain TS (no DOM): the scenes, the presenters and the tests share it. Unknown keys fall back to
// English, then to a readable form of the key itself, so a new prompt key never shows as blank.
import { COOP_EN } from './coop-en';
import { COOP_FR } from './coop-fr';
import { COOP_IT } from './coop-it';
import { EN as CLASSIC_EN } from './en';
import { FR as CLASSIC_FR } from './fr';
import { IT as CLASSIC_IT } from './it';
import { GUIDE_EN } from './guide-en';
import { GUIDE_FR } from './guide-fr';
import { GUIDE_IT } from './guide-it';
import { RULES_EN } from './rules-en';
import { RULES_FR } from './rules-fr';
import { RULES_IT } from './rules-it';
import { RULES_COOP_EN } from './rules-coop-en';
import { RULES_COOP_FR } from './rules-coop-fr';
import { RULES_COOP_IT } from './rules-coop-it';
import { SOUND_EN } from './sound-en';
import { SOUND_FR } from './sound-fr';
import { SOUND_IT } from './sound-it';
import { SHARE_EN } from './share-en';
import { SHARE_FR } from './share-fr';
import { SHARE_IT } from './share-it';
import { STREAM_EN } from './stream-en';
import { STREAM_FR } from './stream-fr';
import { STREAM_IT } from './stream-it';
import { TRANSFER_EN } from './transfer-en';
import { TRANSFER_FR } from './transfer-fr';
import { TRANSFER_IT } from './transfer-it';
import { UNDO_EN } from './undo-en';
import { UNDO_FR } from './undo-fr';
import { UNDO_IT } from './undo-it';
import { GALLERY_EN } from './gallery-en';
import { GALLERY_FR } from './gallery-fr';
import { GALLERY_IT } from './gallery-it';
import { REPLAY_EN } from './replay-en';
import { REPLAY_FR } from './replay-fr';
import { REPLAY_IT } from './replay-it';
import { PROMPTS_EN } from './prompts-en';
import { PROMPTS_FR } from './prompts-fr';
import { PROMPTS_IT } from './prompts-it';
import { FACE_EN } from './face-en';
import { FACE_FR } from './face-fr';
import { FACE_IT } from './face-it';
import { ENDS_EN } from './ends-en';
import { ENDS_FR } from './ends-fr';
import { ENDS_IT } from './ends-it';
import { PACE_EN } from './pace-en';
import { PACE_FR } from './pace-fr';
import { PACE_IT } from './pace-it';
import { LESSON_EN } from './lesson-en';
import { LESSON_FR } from './lesson-fr';
import { LESSON_IT } from './lesson-it';
import { DEAD_EN } from './dead-en';
import { DEAD_FR } from './dead-fr';
import { DEAD_IT } from './dead-it';
import { HINT_EN } from './hint-en';
import { HINT_FR } from './hint-fr';
import { HINT_IT } from './hint-it';
import { GOW_EN } from './gow-en';
import { GOW_FR } from './gow-fr';
import { GOW_IT } from './gow-it';
import { RULES_GOW_EN } from './rules-gow-en';
import { RULES_GOW_FR } from './rules-gow-fr';
import { RULES_GOW_IT } from './rules-gow-it';
import { OFFLINE_EN } from './offline-en';
import { OFFLINE_FR } from './offline-fr';
import { OFFLINE_IT } from './offline-it';
import { ACCESS_EN } from './access-en';
import { ACCESS_FR } from './access-fr';
import { ACCESS_IT } from './access-it';

export type Lang = 'fr' | 'en' | 'it';
/** The languages in the order the language buttons cycle through them. */
export const LANGS: readonly Lang[] = ['fr', 'en', 'it'];
/** Each language by its own name (the menu's language picker shows the one in force). */
export const LANG_NAMES: Readonly<Record<Lang, string>> = { fr: 'Français', en: 'English', it: 'Italiano' };
/** The language a language button switches to: the next one, round the list. */
export const nextLang = (lang: Lang): Lang => LANGS[(LANGS.indexOf(lang) + 1) % LANGS.length];
export type Params = Record<string, string | number>;

// The cooperative board's messages live in their own files (coop-*.ts), the guided game's and the
// rules reference's too (guide-*.ts), the sound settings' (sound-*.ts), and why a file or a share
// code was not loaded (share-*.ts), how a game is shared and loaded (transfer-*.ts), undo (undo-*.ts),
// the card gallery's (gallery-*.ts), the audience window's (stream-*.ts),
// replays' and the daily game's (replay-*.ts), what a card's effect asks (prompts-*.ts), the installed
// game's update prompt (offline-*.ts), the Display panel (access-*.ts); one table per language.
const EN: Readonly<Record<string, string>> = { ...CLASSIC_EN, ...COOP_EN, ...GUIDE_EN, ...RULES_EN, ...SOUND_EN, ...SHARE_EN, ...TRANSFER_EN, ...UNDO_EN, ...GALLERY_EN, ...STREAM_EN, ...REPLAY_EN, ...PROMPTS_EN, ...FACE_EN, ...ENDS_EN, ...PACE_EN, ...LESSON_EN, ...RULES_COOP_EN, ...DEAD_EN, ...HINT_EN, ...GOW_EN, ...RULES_GOW_EN, ...OFFLINE_EN, ...ACCESS_EN };
const FR: Readonly<Record<string, string>> = { ...CLASSIC_FR, ...COOP_FR, ...GUIDE_FR, ...RULES_FR, ...SOUND_FR, ...SHARE_FR, ...TRANSFER_FR, ...UNDO_FR, ...GALLERY_FR, ...STREAM_FR, ...REPLAY_FR, ...PROMPTS_FR, ...FACE_FR, ...ENDS_FR, ...PACE_FR, ...LESSON_FR, ...RULES_COOP_FR, ...DEAD_FR, ...HINT_FR, ...GOW_FR, ...RULES_GOW_FR, ...OFFLINE_FR, ...ACCESS_FR };
const IT: Readonly<Record<string, string>> = { ...CLASSIC_IT, ...COOP_IT, ...GUIDE_IT, ...RULES_IT, ...SOUND_IT, ...SHARE_IT, ...TRANSFER_IT, ...UNDO_IT, ...GALLERY_IT, ...STREAM_IT, ...REPLAY_IT, ...PROMPTS_IT, ...FACE_IT, ...ENDS_IT, ...PACE_IT, ...LESSON_IT, ...RULES_COOP_IT, ...DEAD_IT, ...HINT_IT, ...GOW_IT, ...RULES_GOW_IT, ...OFFLINE_IT, ...ACCESS_IT };
const TABLES: Record<Lang, Readonly<Record<string, string>>> = { en: EN, fr: FR, it: IT };
let current: Lang = 'fr';

/** Switches the language in force; in a page, `<html lang>` follows it (screen readers, hyphenation). */
export function setLang(lang: Lang): void {
  current = lang;
  const page = (globalThis as { document?: Document }).document;
  if (page) page.documentElement.lang = lang;
}
export function getLang(): Lang { return current; }
export const isLang = (x: unknown): x is Lang => typeof x === 'string' && (LANGS as readonly string[]).includes(x);

/** True when the key has a message in every language. */
export function hasMessage(key: string): boolean {
  return LANGS.every((l) => key in TABLES[l]);
}

/** "prompt.woundFromHand" → "Wound from hand": the last resort for a key nobody translated yet. */
function humanise(key: string): string {
  const last = key.split('.').pop() ?? key;
  const words = last.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Every message of a language, by key (tests read them all, e.g. that none writes "card(s)"). */
export function messages(lang: Lang): Readonly<Record<string, string>> { return TABLES[lang]; }

const pluralRules = new Map<Lang, Intl.PluralRules>();
/** The plural form of a number in a language ('one', 'other'…): French says "0 carte", English "0 cards". */
export function pluralOf(n: number, lang: Lang = current): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(n);
}

/** A real plural in a message: `{n|card|cards}` says "card" when n is one in that language (Intl's
 *  category: French 0 and 1, English and Italian 1 only), else "cards". Never "card(s)": a test fails on it. */
const PLURAL = /\{(\w+)\|([^|{}]*)\|([^|{}]*)\}/g;

/** The message for key in the current (or given) language, with {name} placeholders filled and
 *  {n|one|other} plurals chosen by the number. */
export function t(key: string, params: Params = {}, lang: Lang = current): string {
  const template = TABLES[lang][key] ?? EN[key] ?? humanise(key);
  return template
    .replace(PLURAL, (whole, name: string, one: string, other: string) => (name in params ? (pluralOf(Number(params[name]), lang) === 'one' ? one : other) : whole))
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

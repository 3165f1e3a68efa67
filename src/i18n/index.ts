// Every player-facing string goes through a message key: t('ui.endTurn') → "End turn" / "Fin du tour".
// Plain TS (no DOM): the scenes, the presenters and the tests share it. Unknown keys fall back to
// English, then to a readable form of the key itself, so a new prompt key never shows as blank.
import { COOP_EN } from './coop-en';
import { COOP_FR } from './coop-fr';
import { EN as CLASSIC_EN } from './en';
import { FR as CLASSIC_FR } from './fr';
import { GUIDE_EN } from './guide-en';
import { GUIDE_FR } from './guide-fr';
import { RULES_EN } from './rules-en';
import { RULES_FR } from './rules-fr';
import { RULES_COOP_EN } from './rules-coop-en';
import { RULES_COOP_FR } from './rules-coop-fr';
import { SOUND_EN } from './sound-en';
import { SOUND_FR } from './sound-fr';
import { SHARE_EN } from './share-en';
import { SHARE_FR } from './share-fr';
import { STREAM_EN } from './stream-en';
import { STREAM_FR } from './stream-fr';
import { TRANSFER_EN } from './transfer-en';
import { TRANSFER_FR } from './transfer-fr';
import { UNDO_EN } from './undo-en';
import { UNDO_FR } from './undo-fr';
import { GALLERY_EN } from './gallery-en';
import { GALLERY_FR } from './gallery-fr';
import { REPLAY_EN } from './replay-en';
import { REPLAY_FR } from './replay-fr';
import { PROMPTS_EN } from './prompts-en';
import { PROMPTS_FR } from './prompts-fr';
import { FACE_EN } from './face-en';
import { FACE_FR } from './face-fr';
import { ENDS_EN } from './ends-en';
import { ENDS_FR } from './ends-fr';
import { PACE_EN } from './pace-en';
import { PACE_FR } from './pace-fr';
import { LESSON_EN } from './lesson-en';
import { LESSON_FR } from './lesson-fr';
import { DEAD_EN } from './dead-en';
import { DEAD_FR } from './dead-fr';
import { HINT_EN } from './hint-en';
import { HINT_FR } from './hint-fr';
import { GOW_EN } from './gow-en';
import { GOW_FR } from './gow-fr';
import { RULES_GOW_EN } from './rules-gow-en';
import { RULES_GOW_FR } from './rules-gow-fr';

export type Lang = 'fr' | 'en';
export const LANGS: readonly Lang[] = ['fr', 'en'];
export type Params = Record<string, string | number>;

// The cooperative board's messages live in their own files (coop-*.ts), the guided game's and the
// rules reference's too (guide-*.ts), the sound settings' (sound-*.ts), and why a file or a share
// code was not loaded (share-*.ts), how a game is shared and loaded (transfer-*.ts), undo (undo-*.ts),
// the card gallery's (gallery-*.ts), the audience window's (stream-*.ts),
// replays' and the daily game's (replay-*.ts), what a card's effect asks (prompts-*.ts); one table per language.
const EN: Readonly<Record<string, string>> = { ...CLASSIC_EN, ...COOP_EN, ...GUIDE_EN, ...RULES_EN, ...SOUND_EN, ...SHARE_EN, ...TRANSFER_EN, ...UNDO_EN, ...GALLERY_EN, ...STREAM_EN, ...REPLAY_EN, ...PROMPTS_EN, ...FACE_EN, ...ENDS_EN, ...PACE_EN, ...LESSON_EN, ...RULES_COOP_EN, ...DEAD_EN, ...HINT_EN, ...GOW_EN, ...RULES_GOW_EN };
const FR: Readonly<Record<string, string>> = { ...CLASSIC_FR, ...COOP_FR, ...GUIDE_FR, ...RULES_FR, ...SOUND_FR, ...SHARE_FR, ...TRANSFER_FR, ...UNDO_FR, ...GALLERY_FR, ...STREAM_FR, ...REPLAY_FR, ...PROMPTS_FR, ...FACE_FR, ...ENDS_FR, ...PACE_FR, ...LESSON_FR, ...RULES_COOP_FR, ...DEAD_FR, ...HINT_FR, ...GOW_FR, ...RULES_GOW_FR };
const TABLES: Record<Lang, Readonly<Record<string, string>>> = { en: EN, fr: FR };
let current: Lang = 'fr';

export function setLang(lang: Lang): void { current = lang; }
export function getLang(): Lang { return current; }
export const isLang = (x: unknown): x is Lang => x === 'fr' || x === 'en';

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

/** A real plural in a message: `{n|card|cards}` says "card" when n is one in that language, else "cards". */
const PLURAL = /\{(\w+)\|([^|{}]*)\|([^|{}]*)\}/g;

/** The message for key in the current (or given) language, with {name} placeholders filled and
 *  {n|one|other} plurals chosen by the number. */
export function t(key: string, params: Params = {}, lang: Lang = current): string {
  const template = TABLES[lang][key] ?? EN[key] ?? humanise(key);
  return template
    .replace(PLURAL, (whole, name: string, one: string, other: string) => (name in params ? (pluralOf(Number(params[name]), lang) === 'one' ? one : other) : whole))
    .replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

// The daily game's date and intro in words (issue 25: "the daily game says its date"), in plain TS.
// The daily deal is the UTC date's (src/app/daily-deals.ts), so the date is written as that day, in
// the player's locale: the browser's own region when it speaks the game's language ("Friday, November
// 27, 2026" for en-US, "Friday 27 November 2026" for en-GB), else the language's usual one.
import { dailyOf } from '../../src/app/daily';
import { getLang, t, type Lang } from '../../src/i18n';
import type { SaveFile } from '../../src/persist/save';

const DEFAULT_LOCALE: Record<Lang, string> = { fr: 'fr-FR', en: 'en-GB', it: 'it-IT' };

/** The locale to write dates in: the first of the browser's that speaks `lang`, else the language's. */
export function localeFor(lang: Lang, browser: readonly string[] = []): string {
  const mine = browser.find((l) => l.toLowerCase().split('-')[0] === lang);
  try {
    if (mine && Intl.DateTimeFormat.supportedLocalesOf([mine]).length) return mine;
  } catch { /* a malformed tag: the language's usual locale */ }
  return DEFAULT_LOCALE[lang];
}

/** A daily game's date ('YYYY-MM-DD', UTC) in words: "vendredi 27 novembre 2026" (short: "27 novembre"). */
export function dailyDateText(date: string, lang: Lang, browser: readonly string[] = [], short = false): string {
  const at = Date.parse(`${date}T12:00:00Z`);
  if (Number.isNaN(at)) return date;
  const parts: Intl.DateTimeFormatOptions = short ? { day: 'numeric', month: 'long' } : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
  return new Intl.DateTimeFormat(localeFor(lang, browser), { ...parts, timeZone: 'UTC' }).format(at);
}

const browserLocales = (): readonly string[] => (typeof navigator === 'undefined' ? [] : navigator.languages ?? []);
/** Which daily game each game on a table is (null: none), found once per game (dailyOf replays no move). */
const known = new WeakMap<object, string | null>();

/** The table's header words for a daily game being played ("☀ Daily game of 27 November"), '' for any
 *  other game or a replay. `game`: the table's game (its save is read once). */
export function dailyTag(game: { session: { toSave(): SaveFile } } | null, watched: boolean, now: number): string {
  if (!game || watched) return '';
  if (!known.has(game)) known.set(game, dailyOf(game.session.toSave(), now));
  const date = known.get(game);
  return date ? `☀ ${t('ends.daily.date', { date: dailyDateText(date, getLang(), browserLocales(), true) })}` : '';
}

/** The daily game's caption on the table and the intro's title: "Daily game of Friday 27 November 2026". */
export function dailyCaption(date: string, lang: Lang, browser: readonly string[] = browserLocales()): string {
  return t('ends.daily.date', { date: dailyDateText(date, lang, browser) }, lang);
}

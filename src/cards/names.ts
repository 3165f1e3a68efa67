// A card's name in the player's language (issue 12). The catalogue keeps the French printed name,
// which the rules, the saves and the scenarios use; English comes from texts/names-en.ts, Italian from
// texts/names-it.ts (issue 29). src/cards imports no i18n (the layer rules), so the caller says which.
import type { EnglishName } from './english-name';
import { cardType } from './index';
import { NAMES_EN } from './texts/names-en';
import { NAMES_IT } from './texts/names-it';

export type NameLang = 'fr' | 'en' | 'it';

/** The names written apart from the catalogue's French, by language. */
const NAMES: Partial<Record<NameLang, Readonly<Record<number, EnglishName>>>> = { en: NAMES_EN, it: NAMES_IT };

/** The name plate: the large line (the person, or the whole name) and the smaller one under it. */
export interface CardTitle { name: string; sub: string | null }

/** "Mu du Bélier" → ["Mu", "du Bélier"]: the person large, their constellation below. */
export function splitName(name: string): [string, string | null] {
  const m = /^(.+?)\s+((?:(?:du|de la|des|de|à la)\s|de l'|d'|à l').+)$/u.exec(name)
    ?? /^(.+?)\s+(\(.+\))$/u.exec(name);
  if (!m) return [name, null];
  return [m[1], m[2]];
}

/** What the plate of card type `type` says. Throws on an unknown type, as cardType does. */
export function cardTitle(type: number, lang: NameLang): CardTitle {
  const card = cardType(type);
  const own = NAMES[lang]?.[type];
  if (own) return { name: own.name, sub: own.sub ?? null };
  const [name, sub] = splitName(card.name);
  return { name, sub };
}

/** The name in a sentence: "Pegasus Seiya" / "Seiya de Pégase". */
export function cardFullName(type: number, lang: NameLang): string {
  const card = cardType(type);
  return NAMES[lang]?.[type]?.full ?? card.name;
}

// A card's name in the player's language (issue 12). The catalogue keeps the French printed name,
// which the rules, the saves and the scenarios use; English comes from texts/names-en.ts. src/cards
// imports no i18n (the layer rules), so the caller says which language.
import { cardType } from './index';
import { NAMES_EN } from './texts/names-en';

export type NameLang = 'fr' | 'en';

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
  if (lang === 'en') {
    const en = NAMES_EN[type];
    if (en) return { name: en.name, sub: en.sub ?? null };
  }
  const [name, sub] = splitName(card.name);
  return { name, sub };
}

/** The name in a sentence: "Pegasus Seiya" / "Seiya de Pégase". */
export function cardFullName(type: number, lang: NameLang): string {
  const card = cardType(type);
  return (lang === 'en' ? NAMES_EN[type]?.full : undefined) ?? card.name;
}

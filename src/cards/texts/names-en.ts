// The English names of the 192 card types (issue 12: names stayed French on an English table), written
// by us with the usual English Saint Seiya forms (Pegasus Seiya, Aries Mu, Sea Dragon Kanon), each in
// its card's module (families/; how a name is written: english-name.ts). The catalogue keeps the French
// printed name: the rules, the saves and the scenarios name cards by it.
import { MODULE_NAMES_EN } from '../families';
import type { EnglishName } from '../english-name';

export type { EnglishName };

export const NAMES_EN: Readonly<Record<number, EnglishName>> = MODULE_NAMES_EN;

// Player-facing card texts, written by us (never the printed wording), in French, English and Italian,
// by card id: the French and English are written in each card's module (families/), the Italian in
// texts-it.ts (issue 29) until the modules carry it; a card without an Italian text shows its English.
import { MODULE_FACES, MODULE_TEXTS } from '../families';
import type { CardText as ModuleText } from '../card-module';
import { CARD_FACES_IT, CARD_TEXTS_IT } from './texts-it';

export interface CardText extends ModuleText { it: string }

const withItalian = (texts: Readonly<Record<number, ModuleText>>, it: Readonly<Record<number, string>>): Record<number, CardText> =>
  Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, { ...text, it: it[Number(id)] ?? text.en }]));

export const CARD_TEXTS: Readonly<Record<number, CardText>> = withItalian(MODULE_TEXTS, CARD_TEXTS_IT);

/** The shorter texts some faces print instead (card-module.ts `face`), by card id. */
export const CARD_FACES: Readonly<Record<number, CardText>> = withItalian(MODULE_FACES, CARD_FACES_IT);

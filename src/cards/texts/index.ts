// Player-facing card texts, written by us (never the printed wording), in French and English, by card
// id: each is written in its card's module (families/). Italian comes later: add `it` to CardText and
// the tests will ask for it on every card.
import { MODULE_FACES, MODULE_TEXTS } from '../families';
import type { CardText } from '../card-module';

export type { CardText };

export const CARD_TEXTS: Readonly<Record<number, CardText>> = MODULE_TEXTS;

/** The shorter texts some faces print instead (card-module.ts `face`), by card id. */
export const CARD_FACES: Readonly<Record<number, CardText>> = MODULE_FACES;

// Player-facing card texts, written by us (never the printed wording), in French and English.
// Italian comes later: add `it` and the tests will ask for it on every card. The card modules'
// texts (families/) are merged in.
import { TEXTS_42_90 } from './base-42-90';
import { MODULE_TEXTS } from '../families';
import { mergeById, type CardText } from '../card-module';

export type { CardText };

export const CARD_TEXTS: Readonly<Record<number, CardText>> = mergeById('text', [
  TEXTS_42_90, MODULE_TEXTS,
]);

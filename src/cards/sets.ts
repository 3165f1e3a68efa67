// Sets of card types the rules name, derived from the catalogue's classes and zones (card-data.json),
// never listed by hand: a list written twice drifts (the Generals were listed three times).
import { CARD_TYPES } from './index';
import type { CardType } from './types';

/** The ids of the card types matching `test`, in ascending id order (the order setups deal them in). */
const idsWhere = (test: (card: CardType) => boolean): readonly number[] =>
  Object.freeze([...CARD_TYPES.values()].filter(test).map((c) => c.id).sort((a, b) => a - b));

/** The seven Mariner Generals (class marinaGeneral, 2013–2019), one guarding each pile of the
 *  cooperative board (rulebook "Zone de jeu" 4). */
export const GENERALS: readonly number[] = idsWhere((c) => c.classes.includes('marinaGeneral'));

/** The seven Poseidon pillars (copy zone 'pillar', 2038–2044). */
export const PILLARS: readonly number[] = idsWhere((c) => c.zone === 'pillar');

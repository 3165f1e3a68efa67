// Base game card scripts, ids 42–90 (Silver Saints and every other reserve card). Each entry's comment names the card as printed.
import {
  choose, chosen, cls, draw, each, exists, mine, onField, removeFlames, script, when,
  type CardScript,
} from '../dsl';
import { besideHero, blackSaint, character, fighters, upgrade, woundAll } from './base-helpers';

export const BASE_42_90: CardScript[] = [
  // Marine de l'Aigle: Seiya beside her gains +1 Cosmos
  script(42, { statics: [besideHero('seiya', 1)] }),
  // Algol de Persée: wounds the very common and common characters used against him
  script(45, { defeated: [woundAll({ rank: ['veryCommon', 'common'] })] }),
  // Albior de Céphée: Shun beside him gains +1 Cosmos
  script(51, { statics: [besideHero('shun', 1)] }),
  // Ptolemy de la Flèche: his Arrival takes a flame
  script(52, { arrival: [removeFlames(1)] }),
  // Shiva du Paon / Aghora du Lotus: wound the fighters with / without Cosmos
  script(57, { defeated: [woundAll({ hasCosmos: true })] }),
  script(58, { defeated: [woundAll({ hasCosmos: false })] }),
  // Guilty: Ikki beside him gains +1 Cosmos
  script(60, { statics: [besideHero('ikki', 1)] }),
  // Chevalier de Cristal: Hyoga beside him gains +1 Cosmos; play: draw 1 then discard 1
  script(62, {
    statics: [besideHero('hyoga', 1)],
    play: [draw(1), choose(mine('hand'), 'drop', 'prompt.discardFromHand'), { op: 'discard', cards: chosen('drop') }],
  }),
  // Léda / Spica: +1 Force when fighting beside each other
  script(69, { statics: [{ on: 'self', when: { exists: { beside: true, where: { typeIds: [70] } } }, force: 1 }] }),
  script(70, { statics: [{ on: 'self', when: { exists: { beside: true, where: { typeIds: [69] } } }, force: 1 }] }),
  blackSaint(72, 'seiya'), blackSaint(73, 'shiryu'), blackSaint(74, 'hyoga'), blackSaint(75, 'shun'), blackSaint(76, 'ikki'),
  // Phaeton: destroy a character from your hand, then draw 2
  script(88, {
    play: [when(exists(mine('hand', character)), [
      choose(mine('hand', character), 'gone', 'prompt.destroyFromHand'), { op: 'destroy', cards: chosen('gone') }, draw(2),
    ])],
  }),
];

// Base game card scripts (ids 1–90). Each line's comment names the card as printed.
import {
  choose, chosen, cls, draw, each, exists, mine, onField, removeFlames, script, when,
  type CardScript, type Filter, type Op,
} from '../dsl';

const character: Filter = { kind: ['character'] };
const upgrade: CardScript['activate'] = { cost: 'discard', ops: [{ op: 'call', handler: 'upgradeHero' }] };
const fighters = (where?: Filter) => ({ fighters: true as const, ...(where ? { where } : {}) });
/** "Jouer aux côtés": a bonus to the named hero's cards played facing the same field card. */
const besideHero = (heroName: Filter['heroName'], cosmos: number) =>
  ({ on: 'beside' as const, where: { heroName }, cosmos });
/** Black Saints: cost −2 Force while the matching hero fights them. */
const blackSaint = (id: number, heroName: Filter['heroName']) =>
  script(id, { statics: [{ on: 'cost', facedBy: { heroName }, force: -2 }] });
/** "Blesser tous les Personnages utilisés pour le combattre": characters only, never an armor used with them. */
const woundAll = (where?: Filter): Op => ({ op: 'wound', cards: fighters({ ...character, ...where }) });

export const BASE_SCRIPTS: CardScript[] = [
  // Bronze armors: upgrade two identical heroes
  script(6, { activate: upgrade }), script(7, { activate: upgrade }), script(8, { activate: upgrade }),
  script(9, { activate: upgrade }), script(10, { activate: upgrade }),
  // Seiya de Pégase (Bronze Saint): draw if a Seiya is in your discard
  script(11, { play: [when(exists(mine('discard', { heroName: 'seiya' })), [draw(1)])] }),
  // Athéna: everyone draws 1, then heals all their wounded characters
  script(16, { arrival: [each('all', [draw(1, 'each'), { op: 'heal', cards: { zone: 'wounded', of: 'each' } }])] }),
  // Armure de la Vierge: draw 2
  script(23, { activate: { cost: 'discard', ops: [draw(2)] } }),
  // Saga des Gémeaux: +2 Force on an even clock, +2 Cosmos on an odd one; wounds all who fought him
  script(32, {
    statics: [{ on: 'self', when: { clock: 'even' }, force: 2 }, { on: 'self', when: { clock: 'odd' }, cosmos: 2 }],
    defeated: [woundAll()],
  }),
  // Deathmask du Cancer: destroys one character used against him
  script(33, { defeated: [choose(fighters(character), 'victim', 'prompt.destroyFighter'), { op: 'destroy', cards: chosen('victim') }] }),
  // Aldébaran du Taureau: +2 Force facing the first field card
  script(31, { statics: [{ on: 'self', when: { facing: 'first' }, force: 2 }] }),
  // Aiolia du Lion: +1 Force and +1 Cosmos facing the last field card
  script(34, { statics: [{ on: 'self', when: { facing: 'last' }, force: 1, cosmos: 1 }] }),
  // Aiolos du Sagittaire: +1 Cosmos per Gold Saint on the field; his Arrival takes a flame if another Gold Saint is there
  script(38, {
    statics: [{ on: 'self', cosmos: { count: onField(cls('goldSaint')) } }],
    arrival: [when(exists(onField({ classes: ['goldSaint'], notSelf: true })), [removeFlames(1)])],
  }),
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

// Base game card scripts, ids 42–90 (Silver Saints and every other reserve card). Each entry's comment names the card as printed.
import {
  choose, chosen, cls, draw, each, exists, mine, onField, optional, removeFlames, script, theirs, toDiscard, when,
  type CardScript, type Filter, type Op, type Sel, type Who,
} from '../dsl';
import type { Rank } from '../types';
import { besideHero, blackSaint, character, clearField, woundAll } from './base-helpers';

const saint: Filter = { saint: true };
const hero: Filter = { classes: ['hero'] };
const armor: Filter = { kind: ['armor'] };
const self: Sel = { self: true };
const heroOf = (...rank: Rank[]): Filter => ({ ...hero, rank });

/** One card among interchangeable copies: one option per card type and pile, asked only when it matters. */
const pick = (from: Sel, as: string, prompt: string, who?: Who): Op =>
  ({ op: 'choose', from, min: 1, max: 1, as, prompt, byType: true, ...(who ? { who } : {}) });
const destroy = (cards: Sel): Op => ({ op: 'destroy', cards });
const wound = (cards: Sel): Op => ({ op: 'wound', cards });
const discard = (cards: Sel): Op => ({ op: 'discard', cards });
const to = (zone: 'hand' | 'discard' | 'deckTop' | 'reserve', cards: Sel, of?: Who): Op =>
  ({ op: 'move', cards, to: { zone, ...(of ? { of } : {}) } });
const acquire = (cards: Sel): Op => ({ op: 'move', cards, to: { zone: 'discard', of: 'me' }, how: 'acquire' });

export const BASE_42_90: CardScript[] = [
  // Marine de l'Aigle: Seiya beside her gains +1 Cosmos
  script(42, { statics: [besideHero('seiya', 1)] }),
  // Shaina d'Ophiuchus: her Arrival makes every player discard their equipped armor
  script(43, { arrival: [each('all', [discard(theirs('armor'))])] }),
  // Misty du Lézard: (discard him) destroy one of your wounded characters, then draw 2; his Arrival
  // makes each player, in turn order from the active one, destroy one of their wounded characters
  script(44, {
    activate: { cost: 'discard', ops: [when(exists(mine('wounded')), [pick(mine('wounded'), 'gone', 'prompt.destroyWounded'), destroy(chosen('gone')), draw(2)])] },
    arrival: [each('all', [pick(theirs('wounded'), 'gone', 'prompt.destroyWounded', 'each'), destroy(chosen('gone'))])],
  }),
  // Algol de Persée: wounds the very common and common characters used against him
  script(45, { defeated: [woundAll({ rank: ['veryCommon', 'common'] })] }),
  // Jamian du Corbeau: two field cards trade places
  script(46, {
    play: [choose(onField(), 'pair', 'prompt.swapFieldCards', 2, 2),
      { op: 'swap', a: { nth: 0, of: chosen('pair') }, b: { nth: 1, of: chosen('pair') } }],
  }),
  // Babel du Centaure: whoever defeats him destroys a wounded character (anyone's)
  script(47, { defeated: [pick({ zone: 'wounded', of: 'all' }, 'gone', 'prompt.destroyWounded'), destroy(chosen('gone'))] }),
  // Astérion des Chiens de Chasse: (discard him) look at an opponent's hand and wound a character in it
  script(48, {
    activate: {
      cost: 'discard',
      ops: [
        { op: 'chooseSeat', among: 'opponents', as: 'foe', prompt: 'prompt.chooseOpponent' },
        { op: 'choose', from: { zone: 'hand', of: { seatVar: 'foe' }, where: character }, min: 1, max: 1, as: 'hurt',
          prompt: 'prompt.woundFromTheirHand', byType: true, reveal: { zone: 'hand', of: { seatVar: 'foe' } } },
        wound(chosen('hurt')),
      ],
    },
  }),
  // Moses de la Baleine: whoever defeats him clears the very common, common and uncommon cards off the field, then completes it
  script(49, { defeated: clearField('veryCommon', 'common', 'uncommon') }),
  // Capella du Cocher: (destroy him) a field character costs 3 Force less this turn (never below 1)
  script(50, {
    activate: { cost: 'destroy', ops: [choose(onField(character), 'target', 'prompt.reduceCost'), { op: 'costMod', cards: chosen('target'), force: -3 }] },
  }),
  // Albior de Céphée: Shun beside him gains +1 Cosmos; (discard him) take another character of your discard into your hand
  script(51, {
    statics: [besideHero('shun', 1)],
    activate: { cost: 'discard', ops: [pick(mine('discard', { ...character, notSelf: true }), 'back', 'prompt.takeFromDiscard'), to('hand', chosen('back'))] },
  }),
  // Ptolemy de la Flèche: his Arrival takes a flame; (wound him) each opponent shuffles an Athéna from
  // their hand into the reserve: "a card Athéna" is any card named Athéna (base 16, Asgard 1013,
  // Poseidon 2011), as the Epic Épuisement d'Athéna reads it too
  script(52, {
    arrival: [removeFlames(1)],
    activate: {
      cost: 'wound',
      ops: [each('opponents', [pick(theirs('hand', { typeIds: [16, 1013, 2011] }), 'athena', 'prompt.shuffleAthena', 'each'),
        when({ chosen: 'athena' }, [to('reserve', chosen('athena'))])])],
    },
  }),
  // Sirius du Grand Chien: (wound him) destroy a very common Hero of your hand, then a common Hero set aside goes to your discard
  script(53, {
    activate: {
      cost: 'wound',
      ops: [when(exists(mine('hand', heroOf('veryCommon'))), [
        pick(mine('hand', heroOf('veryCommon')), 'gone', 'prompt.destroyFromHand'), destroy(chosen('gone')),
        pick(mine('setAside', heroOf('common')), 'up', 'prompt.takeSetAside'), to('discard', chosen('up')),
      ])],
    },
  }),
  // Algethi d'Hercule: (discard him) this turn, the field armors can be acquired by Force for their Cosmos cost
  script(54, { activate: { cost: 'discard', ops: [{ op: 'grant', cards: onField(armor), what: 'forceAtCosmosCost' }] } }),
  // Dante de Cerbère: whoever defeats him acquires the top card of the reserve into their discard,
  // without its effects (a Gold Saint so taken removes no flame: rulings sheet)
  script(55, { defeated: [acquire({ reserveTop: 1 })] }),
  // Dio de la Mouche: (destroy him) acquire an armor of the field into your discard
  script(56, { activate: { cost: 'destroy', ops: [choose(onField({ ...armor, acquirable: true }), 'taken', 'prompt.takeArmor'), acquire(chosen('taken'))] } }),
  // Shiva du Paon / Aghora du Lotus: wound the fighters with / without Cosmos
  script(57, { defeated: [woundAll({ hasCosmos: true })] }),
  script(58, { defeated: [woundAll({ hasCosmos: false })] }),
  // Arachné de la Tarentule: whoever defeats her makes every opponent discard the armors in their hand
  script(59, { defeated: [each('opponents', [discard(theirs('hand', armor))])] }),
  // Guilty: Ikki beside him gains +1 Cosmos; play: shuffle your discard into your deck
  script(60, { statics: [besideHero('ikki', 1)], play: [{ op: 'shuffle', what: 'discardIntoDeck' }] }),
  // Docrates: (discard him) clear the very common and common cards off the field, then complete it
  script(61, { activate: { cost: 'discard', ops: clearField('veryCommon', 'common') } }),
  // Chevalier de Cristal: Hyoga beside him gains +1 Cosmos; play: draw 1, then discard 1 of your
  // cards, from your hand or in play (rulings sheet "Défausser" names this card)
  script(62, {
    statics: [besideHero('hyoga', 1)],
    play: [draw(1), { op: 'choose', from: toDiscard(), min: 1, max: 1, as: 'drop', prompt: 'prompt.discardOne', byType: true },
      discard(chosen('drop'))],
  }),
  // Geist: (discard her) acquire a Ghost Saint of the field for free, into your discard; her Arrival
  // makes each player, in turn order from the active one, destroy a character of their hand
  script(63, {
    activate: { cost: 'discard', ops: [choose(onField({ ...cls('ghostSaint'), acquirable: true }), 'taken', 'prompt.takeFromField'), acquire(chosen('taken'))] },
    arrival: [each('all', [pick(theirs('hand', character), 'gone', 'prompt.destroyFromHand', 'each'), destroy(chosen('gone'))])],
  }),
  // Serpent des Mers: while on the field, he is fought (acquired by Force) only by 3 characters or more
  script(64, { statics: [{ on: 'field', fight: { minCharacters: 3 }, caption: 'caption.fightThree' }] }),
  // Dauphin: while on the field, fighting him costs a card discarded from your hand
  script(65, { statics: [{ on: 'field', fight: { discardFromHand: 1 }, caption: 'caption.fightDiscard' }] }),
  // Kuraggu: while he is on the field, no other Saint can be acquired
  script(66, { statics: [{ on: 'field', forbid: 'acquire', where: saint, caption: 'caption.noOtherSaint' }] }),
  // Chevalier des Flammes: play: a player of your choice puts one of their destroyed very common Heroes on top of their deck
  script(67, {
    play: [
      { op: 'chooseSeat', among: 'players', as: 'who', prompt: 'prompt.choosePlayer', having: exists(theirs('destroyed', heroOf('veryCommon'))) },
      when({ chosen: 'who' }, [
        pick({ zone: 'destroyed', of: { seatVar: 'who' }, where: heroOf('veryCommon') }, 'back', 'prompt.toDeckTop', { seatVar: 'who' }),
        to('deckTop', chosen('back'), { seatVar: 'who' }),
      ]),
    ],
  }),
  // Spartan: his Arrival lets each player, in turn order from the active one, wound a character of their hand to draw 1
  script(68, {
    arrival: [each('all', [when(exists(theirs('hand', character)), [optional('prompt.woundToDraw', [
      pick(theirs('hand', character), 'hurt', 'prompt.woundFromHand', 'each'), wound(chosen('hurt')), draw(1, 'each'),
    ], 'each')])])],
  }),
  // Léda / Spica: +1 Force when fighting beside each other
  script(69, { statics: [{ on: 'self', when: { exists: { beside: true, where: { typeIds: [70] } } }, force: 1 }] }),
  script(70, { statics: [{ on: 'self', when: { exists: { beside: true, where: { typeIds: [69] } } }, force: 1 }] }),
  // Jango: (discard him) acquire a Black Saint other than Jango from an opponent's discard, into yours
  script(71, {
    activate: {
      cost: 'discard',
      ops: [pick({ zone: 'discard', of: 'opponents', where: { classes: ['blackSaint'], notTypeIds: [71], acquirable: true } }, 'taken', 'prompt.takeBlackSaint'),
        acquire(chosen('taken'))],
    },
  }),
  blackSaint(72, 'seiya'), blackSaint(73, 'shiryu'), blackSaint(74, 'hyoga'), blackSaint(75, 'shun'), blackSaint(76, 'ikki'),
  // Sho à la Cloth céleste: the Saints fighting beside him cannot be wounded
  script(77, { statics: [{ on: 'shield', where: saint, against: 'wound' }] }),
  // Ushio à la Cloth marine: +1 Force for each common Hero fighting beside him
  script(78, { statics: [{ on: 'self', force: { count: { beside: true, where: heroOf('common') } } }] }),
  // Daichi à la Cloth terrestre: the Saint he faces costs 1 Cosmos less for each Hero beside him (never below 1)
  script(79, { statics: [{ on: 'faced', where: saint, cosmos: { neg: { count: { beside: true, where: hero } } } }] }),
  // Jabu de la Licorne: (discard him) each opponent, in turn order, discards a Hero from their hand
  script(80, { activate: { cost: 'discard', ops: [each('opponents', [pick(theirs('hand', hero), 'drop', 'prompt.discardHero', 'each'), discard(chosen('drop'))])] } }),
  // Ichi de l'Hydre: (discard him) each opponent wounds every common Hero of their discard
  script(81, { activate: { cost: 'discard', ops: [each('opponents', [wound(theirs('discard', heroOf('common')))])] } }),
  // Nachi du Loup: (discard him) each opponent discards their equipped armor
  script(82, { activate: { cost: 'discard', ops: [each('opponents', [discard(theirs('armor'))])] } }),
  // Ban du Petit Lion: (wound him) each opponent, in turn order, wounds a Saint of their hand
  script(83, { activate: { cost: 'wound', ops: [each('opponents', [pick(theirs('hand', saint), 'hurt', 'prompt.woundFromHand', 'each'), wound(chosen('hurt'))])] } }),
  // Geki de l'Ours: (discard him) a common Hero of a player's discard trades places with one of that player's destroyed very common Heroes
  script(84, {
    activate: {
      cost: 'discard',
      ops: [
        { op: 'chooseSeat', among: 'players', as: 'who', prompt: 'prompt.choosePlayer',
          having: { all: [exists(theirs('discard', heroOf('common'))), exists(theirs('destroyed', heroOf('veryCommon')))] } },
        when({ chosen: 'who' }, [
          pick({ zone: 'discard', of: { seatVar: 'who' }, where: heroOf('common') }, 'down', 'prompt.destroyFromDiscard'),
          pick({ zone: 'destroyed', of: { seatVar: 'who' }, where: heroOf('veryCommon') }, 'up', 'prompt.takeFromDestroyed'),
          { op: 'swap', a: chosen('down'), b: chosen('up') },
        ]),
      ],
    },
  }),
  // June du Caméléon: while she is on the field nobody can be healed; play: heal one of your wounded characters
  script(85, {
    statics: [{ on: 'field', forbid: 'heal', caption: 'caption.noHealing' }],
    play: [pick(mine('wounded'), 'healed', 'prompt.healOwn'), { op: 'heal', cards: chosen('healed') }],
  }),
  // Cassios: (destroy him) a field Saint costs 2 Force and 2 Cosmos less this turn (never below 1)
  script(86, {
    activate: { cost: 'destroy', ops: [choose(onField(saint), 'target', 'prompt.reduceCost'), { op: 'costMod', cards: chosen('target'), force: -2, cosmos: -2 }] },
  }),
  // Gigas: his Arrival puts him into the discard of the player the active player picks; (discard him)
  // remove a field character and reveal the top card of the reserve in its slot
  script(87, {
    arrival: [{ op: 'chooseSeat', among: 'players', as: 'to', who: 'active', prompt: 'prompt.giveGigas' }, to('discard', self, { seatVar: 'to' })],
    activate: { cost: 'discard', ops: [choose(onField(character), 'target', 'prompt.removeFromField'), { op: 'call', handler: 'replaceFromReserve' }] },
  }),
  // Phaeton: destroy a character from your hand, then draw 2
  script(88, {
    play: [when(exists(mine('hand', character)), [
      choose(mine('hand', character), 'gone', 'prompt.destroyFromHand'), { op: 'destroy', cards: chosen('gone') }, draw(2),
    ])],
  }),
  // Oko: (destroy him) each opponent, in turn order, destroys a Saint of their hand
  script(89, { activate: { cost: 'destroy', ops: [each('opponents', [pick(theirs('hand', saint), 'gone', 'prompt.destroyFromHand', 'each'), destroy(chosen('gone'))])] } }),
  // Jaki: (destroy him) one of your other destroyed cards goes to your discard
  script(90, { activate: { cost: 'destroy', ops: [pick(mine('destroyed', { notSelf: true }), 'back', 'prompt.takeFromDestroyed'), to('discard', chosen('back'))] } }),
];

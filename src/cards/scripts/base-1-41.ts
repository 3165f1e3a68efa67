// Base game card scripts, ids 1–41 (heroes, Bronze Saints, Athéna, Pope, Gold armors, Gold Saints). Each entry's comment names the card as printed.
// Heroes 1–5 have no effect of their own (their text only reminds which Bronze armor upgrades them).
import {
  choose, chosen, cls, commit, draw, each, exists, mine, onField, optional, removeFlames, script, theirs, when,
  type CardScript, type Filter, type Sel,
} from '../dsl';
import { character, clearField, fighters, upgrade, woundAll } from './base-helpers';

const saint: Filter = { saint: true };
const armor: Filter = { kind: ['armor'] };
const self: Sel = { self: true };
/** Characters of the named hero ("un Shiryu", "un Hyoga"): any card counting as that hero. */
const hero = (heroName: Filter['heroName']): Filter => ({ ...character, heroName });

export const BASE_1_41: CardScript[] = [
  // Bronze armors: upgrade two identical heroes
  script(6, { activate: upgrade }), script(7, { activate: upgrade }), script(8, { activate: upgrade }),
  script(9, { activate: upgrade }), script(10, { activate: upgrade }),
  // Seiya de Pégase (Bronze Saint): draw if a Seiya is in your discard
  script(11, { play: [when(exists(mine('discard', { heroName: 'seiya' })), [draw(1)])] }),
  // Shiryu du Dragon (Bronze Saint): wound a Shiryu of your hand to draw 1
  script(12, {
    play: [when(exists(mine('hand', hero('shiryu'))), [
      choose(mine('hand', hero('shiryu')), 'hurt', 'prompt.woundFromHand'), { op: 'wound', cards: chosen('hurt') }, draw(1),
    ])],
  }),
  // Hyoga du Cygne (Bronze Saint): with another Hyoga beside him, draw 1; both are then committed to
  // acquire the card they face by Force (rulings sheet "Verrouillage"), so the effect needs that
  // acquisition to be allowed.
  script(13, {
    play: [when({ all: [exists({ beside: true, where: hero('hyoga') }), { canAcquire: 'force' }] }, [
      draw(1),
      choose({ beside: true, where: hero('hyoga') }, 'partner', 'prompt.lockPartner'),
      commit(self, 'force'), commit(chosen('partner'), 'force'),
    ])],
  }),
  // Shun d'Andromède (Bronze Saint): draw 1, committed to acquire the character he faces by Cosmos
  // (rulings sheet "Verrouillage"), so the effect needs that acquisition to be allowed.
  script(14, { play: [when({ canAcquire: 'cosmos', where: character }, [draw(1), commit(self, 'cosmos')])] }),
  // Ikki du Phoenix (Bronze Saint): destroy a character of your discard to draw 1
  script(15, {
    play: [when(exists(mine('discard', character)), [
      choose(mine('discard', character), 'gone', 'prompt.destroyFromDiscard'), { op: 'destroy', cards: chosen('gone') }, draw(1),
    ])],
  }),
  // Athéna: everyone draws 1, then heals all their wounded characters
  script(16, { arrival: [each('all', [draw(1, 'each'), { op: 'heal', cards: { zone: 'wounded', of: 'each' } }])] }),
  // Pope: he and every Gold Saint of the field discard are shuffled into the reserve. When the reserve
  // is empty and no Gold Saint waits in the field discard he stays: shuffling him back alone would
  // only reveal him again, for ever.
  script(17, {
    arrival: [when({ any: [exists({ zone: 'reserve' }), exists({ zone: 'fieldDiscard', where: cls('goldSaint') })] }, [
      { op: 'move', cards: { zone: 'fieldDiscard', where: cls('goldSaint') }, to: { zone: 'reserve' } },
      { op: 'move', cards: self, to: { zone: 'reserve' } },
    ])],
  }),
  // Armure du Bélier: take a character from your deck into your hand, then shuffle your deck
  script(18, {
    activate: {
      cost: 'discard',
      ops: [choose(mine('deck', character), 'found', 'prompt.takeFromDeck'), { op: 'move', cards: chosen('found'), to: { zone: 'hand' } },
        { op: 'shuffle', what: 'deck' }],
    },
  }),
  // Armure du Taureau: a very common or common character in play gains +2 Force
  script(19, {
    activate: {
      cost: 'discard',
      ops: [choose(mine('play', { ...character, rank: ['veryCommon', 'common'] }), 'boosted', 'prompt.boostPlayed'),
        { op: 'modify', cards: chosen('boosted'), force: 2 }],
    },
  }),
  // Armure des Gémeaux: trade this armor for a Gold armor an opponent has equipped
  script(20, {
    play: [choose({ zone: 'armor', of: 'opponents', where: cls('goldArmor') }, 'theirs', 'prompt.swapArmor'),
      { op: 'swap', a: self, b: chosen('theirs') }],
  }),
  // Armure du Cancer: reveal 3 cards of your deck (they come to your hand); an opponent wounds one
  // character among them
  script(21, {
    activate: {
      cost: 'discard',
      ops: [{ op: 'draw', n: 3, as: 'shown' }, { op: 'chooseSeat', among: 'opponents', as: 'foe', prompt: 'prompt.chooseOpponent' },
        choose({ var: 'shown', where: character }, 'hurt', 'prompt.woundRevealed', 1, 1, { seatVar: 'foe' }),
        { op: 'wound', cards: chosen('hurt') }],
    },
  }),
  // Armure du Lion: wound a Saint of your hand, then a Saint in play gains +4 Force
  script(22, {
    activate: {
      cost: 'discard',
      ops: [when(exists(mine('hand', { ...character, ...saint })), [
        choose(mine('hand', { ...character, ...saint }), 'hurt', 'prompt.woundFromHand'), { op: 'wound', cards: chosen('hurt') },
        choose(mine('play', saint), 'boosted', 'prompt.boostPlayed'), { op: 'modify', cards: chosen('boosted'), force: 4 },
      ])],
    },
  }),
  // Armure de la Vierge: draw 2
  script(23, { activate: { cost: 'discard', ops: [draw(2)] } }),
  // Armure de la Balance: discard a character from your hand; this turn all your characters gain +1 Force
  script(24, {
    activate: {
      cost: 'discard',
      ops: [when(exists(mine('hand', character)), [
        choose(mine('hand', character), 'drop', 'prompt.discardFromHand'), { op: 'discard', cards: chosen('drop') },
        { op: 'turnBonus', force: 1 },
      ])],
    },
  }),
  // Armure du Scorpion: destroy a wounded character (anyone's)
  script(25, {
    activate: {
      cost: 'discard',
      ops: [choose({ zone: 'wounded', of: 'all', where: character }, 'gone', 'prompt.destroyWounded'), { op: 'destroy', cards: chosen('gone') }],
    },
  }),
  // Armure du Sagittaire: destroy a character of your hand; acquire a field character into your
  // discard (an acquisition: Vaincu and Flame apply); then this armor is shuffled into the reserve
  script(26, {
    play: [when({ all: [exists(mine('hand', character)), exists(onField({ ...character, acquirable: true }))] }, [
      choose(mine('hand', character), 'gone', 'prompt.destroyFromHand'), { op: 'destroy', cards: chosen('gone') },
      choose(onField({ ...character, acquirable: true }), 'taken', 'prompt.takeFromField'),
      { op: 'move', cards: chosen('taken'), to: { zone: 'discard' }, how: 'acquire' },
      { op: 'move', cards: self, to: { zone: 'reserve' } },
    ])],
  }),
  // Armure du Capricorne: remove the very common, common and uncommon cards from the field, then complete it
  script(27, { activate: { cost: 'discard', ops: clearField('veryCommon', 'common', 'uncommon') } }),
  // Armure du Verseau: heal all your wounded Saints
  script(28, { activate: { cost: 'discard', ops: [{ op: 'heal', cards: mine('wounded', saint) }] } }),
  // Armure des Poissons: a player of your choice wounds every character of their hand, then draws as many
  script(29, {
    activate: {
      cost: 'discard',
      ops: [{ op: 'chooseSeat', among: 'players', as: 'victim', prompt: 'prompt.choosePlayer' },
        { op: 'let', cards: { zone: 'hand', of: { seatVar: 'victim' }, where: character }, as: 'hurt' },
        { op: 'wound', cards: chosen('hurt') },
        draw({ vars: 'hurt' }, { seatVar: 'victim' })],
    },
  }),
  // Mu du Bélier: (wound him) take an armor from your discard into your hand
  script(30, {
    activate: { cost: 'wound', ops: [choose(mine('discard', armor), 'found', 'prompt.takeFromDiscard'), { op: 'move', cards: chosen('found'), to: { zone: 'hand' } }] },
  }),
  // Aldébaran du Taureau: +2 Force facing the first field card
  script(31, { statics: [{ on: 'self', when: { facing: 'first' }, force: 2 }] }),
  // Saga des Gémeaux: +2 Force on an even clock, +2 Cosmos on an odd one; wounds all who fought him
  script(32, {
    statics: [{ on: 'self', when: { clock: 'even' }, force: 2 }, { on: 'self', when: { clock: 'odd' }, cosmos: 2 }],
    defeated: [woundAll()],
  }),
  // Deathmask du Cancer: destroys one character used against him
  script(33, { defeated: [choose(fighters(character), 'victim', 'prompt.destroyFighter'), { op: 'destroy', cards: chosen('victim') }] }),
  // Aiolia du Lion: +1 Force and +1 Cosmos facing the last field card
  script(34, { statics: [{ on: 'self', when: { facing: 'last' }, force: 1, cosmos: 1 }] }),
  // Shaka de la Vierge: wound a character in any player's discard
  script(35, { play: [choose({ zone: 'discard', of: 'all', where: character }, 'hurt', 'prompt.woundInDiscard'), { op: 'wound', cards: chosen('hurt') }] }),
  // Doko de la Balance: Shiryu beside him doubles his Force and Cosmos; his Arrival lets each player
  // take a Hero back from their discard
  script(36, {
    statics: [{ on: 'beside', where: { heroName: 'shiryu' }, double: true }],
    arrival: [each('all', [when(exists(theirs('discard', cls('hero'))), [optional('prompt.takeHeroBack', [
      choose(theirs('discard', cls('hero')), 'back', 'prompt.takeFromDiscard', 1, 1, 'each'),
      { op: 'move', cards: chosen('back'), to: { zone: 'hand' } },
    ], 'each')])])],
  }),
  // Milo du Scorpion: an opponent of your choice discards a card of their choice from their hand
  script(37, {
    play: [{ op: 'chooseSeat', among: 'opponents', as: 'foe', prompt: 'prompt.chooseOpponent' },
      choose({ zone: 'hand', of: { seatVar: 'foe' } }, 'drop', 'prompt.discardFromHand', 1, 1, { seatVar: 'foe' }),
      { op: 'discard', cards: chosen('drop') }],
  }),
  // Aiolos du Sagittaire: +1 Cosmos per Gold Saint on the field; his Arrival takes a flame if another Gold Saint is there
  script(38, {
    statics: [{ on: 'self', cosmos: { count: onField(cls('goldSaint')) } }],
    arrival: [when(exists(onField({ classes: ['goldSaint'], notSelf: true })), [removeFlames(1)])],
  }),
  // Shura du Capricorne: acquire for free a character next to the slot he stood in (into your discard)
  script(39, {
    defeated: [choose({ adjacent: true, where: { ...character, acquirable: true } }, 'prey', 'prompt.takeAdjacent'),
      { op: 'move', cards: chosen('prey'), to: { zone: 'discard' }, how: 'acquire' }],
  }),
  // Camus du Verseau: whoever defeats him wounds him; a Hyoga facing him opens a cost of 8 Cosmos
  script(40, {
    statics: [{ on: 'altCost', facedBy: { heroName: 'hyoga' }, cosmos: 8, caption: 'caption.hyogaEightCosmos' }],
    defeated: [{ op: 'wound', cards: self }],
  }),
  // Aphrodite des Poissons: each opponent wounds 2 characters of their hand
  script(41, {
    defeated: [each('opponents', [choose(theirs('hand', character), 'hurt', 'prompt.woundFromHand', 2, 2, 'each'), { op: 'wound', cards: chosen('hurt') }])],
  }),
];


// The base game, cards 18–41: the Gold armors and the Gold Saints. One module per card (card-module.ts):
// English name, our texts (short, imperative, trigger word first; never the printed wording) and script.
// Each script's comment names the card as printed.
import { card, type CardModule } from '../card-module';
import { one, saint as saintName } from '../english-name';
import {
  choose, chosen, cls, draw, each, exists, mine, onField, optional, removeFlames, theirs, when, type Filter, type Sel,
} from '../dsl';
import { character, clearField, fighters, woundAll } from './base-helpers';

const saint: Filter = { saint: true };
const armor: Filter = { kind: ['armor'] };
const self: Sel = { self: true };

export const BASE_18_41: CardModule[] = [
  // Armure du Bélier: take a character from your deck into your hand, then shuffle your deck
  card(18, {
    face: { fr: 'Défausser — un Perso. de votre pioche en main ; mélangez-la.', en: 'Discard — a character from your deck to hand; shuffle it.' },
    name: one('Aries Armor'),
    text: {
      fr: 'Défausser — prenez en main un Personnage de votre pioche, puis mélangez-la.',
      en: 'Discard — take a character from your deck into your hand, then shuffle the deck.',
    },
    script: {
      activate: {
        cost: 'discard',
        ops: [choose(mine('deck', character), 'found', 'prompt.takeFromDeck'), { op: 'move', cards: chosen('found'), to: { zone: 'hand' } },
          { op: 'shuffle', what: 'deck' }],
      },
    },
  }),
  // Armure du Taureau: a very common or common character in play gains +2 Force
  card(19, {
    face: { fr: 'Défausser — votre Perso. ● ou ▲ en jeu : +2 Force.', en: 'Discard — your ● or ▲ character in play: +2 Force.' },
    name: one('Taurus Armor'),
    text: {
      fr: 'Défausser — un de vos Personnages en jeu, très commun ou commun, gagne +2 Force.',
      en: 'Discard — one of your very common or common characters in play gets +2 Force.',
    },
    script: {
      activate: {
        cost: 'discard',
        ops: [choose(mine('play', { ...character, rank: ['veryCommon', 'common'] }), 'boosted', 'prompt.boostPlayed'),
          { op: 'modify', cards: chosen('boosted'), force: 2 }],
      },
    },
  }),
  // Armure des Gémeaux: trade this armor for a Gold armor an opponent has equipped
  card(20, {
    face: { fr: "Mise en jeu — échangez-la contre une Armure d'Or adverse.", en: "Play — swap for an opponent's Gold armor." },
    name: one('Gemini Armor'),
    text: {
      fr: "Mise en jeu — échangez cette Armure contre l'Armure d'Or équipée par un adversaire.",
      en: 'Play — trade this armor for a Gold armor an opponent has equipped.',
    },
    script: {
      play: [choose({ zone: 'armor', of: 'opponents', where: cls('goldArmor') }, 'theirs', 'prompt.swapArmor'),
        { op: 'swap', a: self, b: chosen('theirs') }],
    },
  }),
  // Armure du Cancer: reveal 3 cards of your deck (they come to your hand); an opponent wounds one
  // character among them
  card(21, {
    face: { fr: 'Défausser — 3 cartes de la pioche en main ; un rival en blesse 1.', en: 'Discard — top 3 of your deck to hand; a foe wounds 1.' },
    name: one('Cancer Armor'),
    text: {
      fr: "Défausser — montrez les 3 cartes du dessus de votre pioche et prenez-les en main ; un adversaire blesse l'un des Personnages montrés.",
      en: 'Discard — show the top 3 cards of your deck and take them into your hand; an opponent wounds one character among them.',
    },
    script: {
      activate: {
        cost: 'discard',
        ops: [{ op: 'draw', n: 3, as: 'shown' }, { op: 'chooseSeat', among: 'opponents', as: 'foe', prompt: 'prompt.chooseOpponent' },
          choose({ var: 'shown', where: character }, 'hurt', 'prompt.woundRevealed', 1, 1, { seatVar: 'foe' }),
          { op: 'wound', cards: chosen('hurt') }],
      },
    },
  }),
  // Armure du Lion: wound a Saint of your hand, then a Saint in play gains +4 Force
  card(22, {
    face: { fr: 'Défausser — blessez un Chevalier en main : un joué a +4 Force.', en: 'Discard — wound a Saint in hand: a Saint in play +4 Force.' },
    name: one('Leo Armor'),
    text: {
      fr: 'Défausser — un Chevalier de votre main est blessé, et un Chevalier déjà joué reçoit +4 Force.',
      en: 'Discard — wound a Saint from your hand; a Saint in play gets +4 Force.',
    },
    script: {
      activate: {
        cost: 'discard',
        ops: [when(exists(mine('hand', { ...character, ...saint })), [
          choose(mine('hand', { ...character, ...saint }), 'hurt', 'prompt.woundFromHand'), { op: 'wound', cards: chosen('hurt') },
          choose(mine('play', saint), 'boosted', 'prompt.boostPlayed'), { op: 'modify', cards: chosen('boosted'), force: 4 },
        ])],
      },
    },
  }),
  // Armure de la Vierge: draw 2
  card(23, {
    name: one('Virgo Armor'),
    text: {
      fr: 'Défausser — piochez 2 cartes.',
      en: 'Discard — draw 2 cards.',
    },
    script: { activate: { cost: 'discard', ops: [draw(2)] } },
  }),
  // Armure de la Balance: discard a character from your hand; this turn all your characters gain +1 Force
  card(24, {
    face: { fr: 'Défausser — défaussez un Perso. en main : les vôtres +1 Force.', en: 'Discard — discard a character from hand: all yours +1 Force.' },
    name: one('Libra Armor'),
    text: {
      fr: 'Défausser — défaussez un Personnage de votre main ; ce tour, tous vos Personnages ont +1 Force.',
      en: 'Discard — discard a character from your hand; this turn all your characters get +1 Force.',
    },
    script: {
      activate: {
        cost: 'discard',
        ops: [when(exists(mine('hand', character)), [
          choose(mine('hand', character), 'drop', 'prompt.discardFromHand'), { op: 'discard', cards: chosen('drop') },
          { op: 'turnBonus', force: 1 },
        ])],
      },
    },
  }),
  // Armure du Scorpion: destroy a wounded character (anyone's)
  card(25, {
    face: { fr: 'Défausser — détruisez un Personnage blessé, à quiconque.', en: "Discard — destroy a wounded character, anyone's." },
    name: one('Scorpio Armor'),
    text: {
      fr: "Défausser — détruisez un Personnage blessé, le vôtre ou celui d'un adversaire.",
      en: "Discard — destroy a wounded character, yours or an opponent's.",
    },
    script: {
      activate: {
        cost: 'discard',
        ops: [choose({ zone: 'wounded', of: 'all', where: character }, 'gone', 'prompt.destroyWounded'), { op: 'destroy', cards: chosen('gone') }],
      },
    },
  }),
  // Armure du Sagittaire: destroy a character of your hand; acquire a field character into your
  // discard (an acquisition: Vaincu and Flame apply); then this armor is shuffled into the reserve
  card(26, {
    face: { fr: 'Mise en jeu — détruisez-en 1 en main, acquérez-en 1 ; Armure → réserve.', en: 'Play — destroy 1 in hand, acquire 1 from field; armor → reserve.' },
    name: one('Sagittarius Armor'),
    text: {
      fr: "Mise en jeu — sacrifiez un Personnage tenu en main (détruit) pour acquérir un Personnage du terrain, qui va dans votre défausse ; cette Armure repart ensuite dans la réserve, mélangée.",
      en: 'Play — destroy a character from your hand; put a field character into your discard (it is acquired), then shuffle this armor into the reserve.',
    },
    script: {
      play: [when({ all: [exists(mine('hand', character)), exists(onField({ ...character, acquirable: true }))] }, [
        choose(mine('hand', character), 'gone', 'prompt.destroyFromHand'), { op: 'destroy', cards: chosen('gone') },
        choose(onField({ ...character, acquirable: true }), 'taken', 'prompt.takeFromField'),
        { op: 'move', cards: chosen('taken'), to: { zone: 'discard' }, how: 'acquire' },
        { op: 'move', cards: self, to: { zone: 'reserve' } },
      ])],
    },
  }),
  // Armure du Capricorne: remove the very common, common and uncommon cards from the field, then complete it
  card(27, {
    face: { fr: 'Défausser — le terrain perd ses ●▲◆ ; complétez-le.', en: 'Discard — field loses its ●▲◆ cards; refill.' },
    name: one('Capricorn Armor'),
    text: {
      fr: 'Défausser — le terrain est vidé de ses cartes de rang très commun, commun ou peu commun, puis on le complète.',
      en: 'Discard — clear every very common, common and uncommon card off the field, then refill it.',
    },
    script: { activate: { cost: 'discard', ops: clearField('veryCommon', 'common', 'uncommon') } },
  }),
  // Armure du Verseau: heal all your wounded Saints
  card(28, {
    name: one('Aquarius Armor'),
    text: {
      fr: 'Défausser — soignez tous vos Chevaliers blessés.',
      en: 'Discard — heal all your wounded Saints.',
    },
    script: { activate: { cost: 'discard', ops: [{ op: 'heal', cards: mine('wounded', saint) }] } },
  }),
  // Armure des Poissons: a player of your choice wounds every character of their hand, then draws as many
  card(29, {
    face: { fr: 'Défausser — un joueur blesse ses Perso. en main, pioche autant.', en: 'Discard — a player wounds their hand, draws as many.' },
    name: one('Pisces Armor'),
    text: {
      fr: 'Défausser — le joueur de votre choix blesse chaque Personnage de sa main, puis pioche une carte par Personnage blessé ainsi.',
      en: 'Discard — a player you pick wounds every character in their hand, then draws that many cards.',
    },
    script: {
      activate: {
        cost: 'discard',
        ops: [{ op: 'chooseSeat', among: 'players', as: 'victim', prompt: 'prompt.choosePlayer' },
          { op: 'let', cards: { zone: 'hand', of: { seatVar: 'victim' }, where: character }, as: 'hurt' },
          { op: 'wound', cards: chosen('hurt') },
          draw({ vars: 'hurt' }, { seatVar: 'victim' })],
      },
    },
  }),
  // Mu du Bélier: (wound him) take an armor from your discard into your hand
  card(30, {
    face: { fr: 'Blesser — une Armure de votre défausse en main.', en: 'Wound — an armor from your discard to hand.' },
    name: saintName('Mu', 'Aries'),
    text: {
      fr: 'Blesser — prenez en main une Armure de votre défausse.',
      en: 'Wound — take an armor from your discard into your hand.',
    },
    script: {
      activate: { cost: 'wound', ops: [choose(mine('discard', armor), 'found', 'prompt.takeFromDiscard'), { op: 'move', cards: chosen('found'), to: { zone: 'hand' } }] },
    },
  }),
  // Aldébaran du Taureau: +2 Force facing the first field card
  card(31, {
    name: saintName('Aldebaran', 'Taurus'),
    text: {
      fr: 'Face à la première carte du terrain, il a +2 Force.',
      en: 'He gets +2 Force facing the first card of the field.',
    },
    script: { statics: [{ on: 'self', when: { facing: 'first' }, force: 2 }] },
  }),
  // Saga des Gémeaux: +2 Force on an even clock, +2 Cosmos on an odd one; wounds all who fought him
  card(32, {
    face: { fr: 'Flammes paires +2 Force, sinon +2 Cosmos. Vaincu — blessez.', en: 'Flames even +2 Force, odd +2 Cosmos. Defeated — wound attackers.' },
    name: saintName('Saga', 'Gemini'),
    text: {
      fr: "+2 Force quand l'horloge compte un nombre pair de flammes, +2 Cosmos quand il est impair. Vaincu — blessez chaque Personnage qui l'a combattu.",
      en: 'Gets +2 Force while the clock shows an even number of flames, +2 Cosmos while odd. Defeated — wound every character used against him.',
    },
    script: {
      statics: [{ on: 'self', when: { clock: 'even' }, force: 2 }, { on: 'self', when: { clock: 'odd' }, cosmos: 2 }],
      defeated: [woundAll()],
    },
  }),
  // Deathmask du Cancer: destroys one character used against him
  card(33, {
    face: { fr: "Vaincu — détruisez l'un de ses assaillants.", en: 'Defeated — destroy one of his attackers.' },
    name: saintName('Deathmask', 'Cancer'),
    text: {
      fr: "Vaincu — détruisez l'un des Personnages qui l'ont combattu.",
      en: 'Defeated — destroy one of the characters used against him.',
    },
    script: { defeated: [choose(fighters(character), 'victim', 'prompt.destroyFighter'), { op: 'destroy', cards: chosen('victim') }] },
  }),
  // Aiolia du Lion: +1 Force and +1 Cosmos facing the last field card
  card(34, {
    face: { fr: 'Face à la dernière carte : +1 Force, +1 Cosmos.', en: 'Facing the last field card: +1 Force, +1 Cosmos.' },
    name: saintName('Aiolia', 'Leo'),
    text: {
      fr: 'Face à la dernière carte du terrain, il a +1 Force et +1 Cosmos.',
      en: 'He gets +1 Force and +1 Cosmos facing the last card of the field.',
    },
    script: { statics: [{ on: 'self', when: { facing: 'last' }, force: 1, cosmos: 1 }] },
  }),
  // Shaka de la Vierge: wound a character in any player's discard
  card(35, {
    face: { fr: "Mise en jeu — blessez un Perso. d'une défausse.", en: 'Play — wound a character in a discard.' },
    name: saintName('Shaka', 'Virgo'),
    text: {
      fr: "Mise en jeu — blessez un Personnage de la défausse d'un joueur.",
      en: "Play — wound a character in any player's discard.",
    },
    script: { play: [choose({ zone: 'discard', of: 'all', where: character }, 'hurt', 'prompt.woundInDiscard'), { op: 'wound', cards: chosen('hurt') }] },
  }),
  // Doko de la Balance: Shiryu beside him doubles his Force and Cosmos; his Arrival lets each player
  // take a Hero back from their discard
  card(36, {
    face: { fr: 'Shiryu à côté : ×2. Arrivée — chacun peut reprendre un Héros.', en: 'Shiryu beside: ×2. Arrival — all may take back a Hero.' },
    name: saintName('Dohko', 'Libra'),
    text: {
      fr: 'Un Shiryu joué à ses côtés double sa Force et son Cosmos. Arrivée — chaque joueur peut reprendre en main un Héros de sa défausse.',
      en: 'A Shiryu played beside him doubles his Force and Cosmos. Arrival — each player may take a Hero from their discard back into their hand.',
    },
    script: {
      statics: [{ on: 'beside', where: { heroName: 'shiryu' }, double: true }],
      arrival: [each('all', [when(exists(theirs('discard', cls('hero'))), [optional('prompt.takeHeroBack', [
        choose(theirs('discard', cls('hero')), 'back', 'prompt.takeFromDiscard', 1, 1, 'each'),
        { op: 'move', cards: chosen('back'), to: { zone: 'hand' } },
      ], 'each')])])],
    },
  }),
  // Milo du Scorpion: an opponent of your choice discards a card of their choice from their hand
  card(37, {
    face: { fr: 'Mise en jeu — un adversaire défausse une carte.', en: 'Play — an opponent discards a card.' },
    name: saintName('Milo', 'Scorpio'),
    text: {
      fr: 'Mise en jeu — un adversaire de votre choix défausse une carte de sa main.',
      en: 'Play — an opponent you pick discards a card from their hand.',
    },
    script: {
      play: [{ op: 'chooseSeat', among: 'opponents', as: 'foe', prompt: 'prompt.chooseOpponent' },
        choose({ zone: 'hand', of: { seatVar: 'foe' } }, 'drop', 'prompt.discardFromHand', 1, 1, { seatVar: 'foe' }),
        { op: 'discard', cards: chosen('drop') }],
    },
  }),
  // Aiolos du Sagittaire: +1 Cosmos per Gold Saint on the field; his Arrival takes a flame if another Gold Saint is there
  card(38, {
    face: { fr: '+1 Cosmos par Or. Arrivée — un autre Or : −1 flamme.', en: '+1 Cosmos per Gold. Arrival — other Gold: −1 flame.' },
    name: saintName('Aiolos', 'Sagittarius'),
    text: {
      fr: "+1 Cosmos par Chevalier d'Or sur le terrain. Arrivée — s'il y a un autre Chevalier d'Or sur le terrain, retirez 1 flamme.",
      en: 'Gets +1 Cosmos per Gold Saint on the field. Arrival — if another Gold Saint is on the field, remove a flame.',
    },
    script: {
      statics: [{ on: 'self', cosmos: { count: onField(cls('goldSaint')) } }],
      arrival: [when(exists(onField({ classes: ['goldSaint'], notSelf: true })), [removeFlames(1)])],
    },
  }),
  // Shura du Capricorne: acquire for free a character next to the slot he stood in (into your discard)
  card(39, {
    face: { fr: 'Vaincu — acquérez gratuitement un de ses voisins.', en: 'Defeated — acquire a neighbour of his, free.' },
    name: saintName('Shura', 'Capricorn'),
    text: {
      fr: "Vaincu — acquérez gratuitement un Personnage qui était à côté de lui sur le terrain (il va dans votre défausse).",
      en: 'Defeated — acquire for free a character that stood next to him on the field (it goes to your discard).',
    },
    script: {
      defeated: [choose({ adjacent: true, where: { ...character, acquirable: true } }, 'prey', 'prompt.takeAdjacent'),
        { op: 'move', cards: chosen('prey'), to: { zone: 'discard' }, how: 'acquire' }],
    },
  }),
  // Camus du Verseau: whoever defeats him wounds him; a Hyoga facing him opens a cost of 8 Cosmos
  card(40, {
    face: { fr: "Un Hyoga l'acquiert pour 8 Cosmos. Vaincu — il est blessé.", en: 'A Hyoga may take him for 8 Cosmos. Defeated — he is wounded.' },
    name: saintName('Camus', 'Aquarius'),
    text: {
      fr: 'Un Hyoga peut l\'acquérir pour 8 Cosmos. Vaincu — celui qui l\'acquiert le blesse.',
      en: 'A Hyoga may take him for 8 Cosmos. Defeated — whoever takes him wounds him.',
    },
    script: {
      statics: [{ on: 'altCost', facedBy: { heroName: 'hyoga' }, cosmos: 8, caption: 'caption.hyogaEightCosmos' }],
      defeated: [{ op: 'wound', cards: self }],
    },
  }),
  // Aphrodite des Poissons: each opponent wounds 2 characters of their hand
  card(41, {
    face: { fr: 'Vaincu — chaque adversaire en blesse 2 en main.', en: 'Defeated — each opponent wounds 2 in hand.' },
    name: saintName('Aphrodite', 'Pisces'),
    text: {
      fr: 'Vaincu — tour à tour, chaque adversaire choisit 2 Personnages de sa main et les blesse.',
      en: 'Defeated — each opponent wounds 2 characters from their hand.',
    },
    script: {
      defeated: [each('opponents', [choose(theirs('hand', character), 'hurt', 'prompt.woundFromHand', 2, 2, 'each'), { op: 'wound', cards: chosen('hurt') }])],
    },
  }),
];


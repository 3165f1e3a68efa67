// Asgard 1024–1035: the God Warriors and the Asgard Guards. One module per card (card-module.ts): English
// name, our texts (short, imperative, trigger word first; never the printed wording) and script. Each
// script's comment names the card as printed and says what it does in our words.
import { card, type CardModule, type CardText } from '../card-module';
import { one, saint } from '../english-name';
import {
  chosen, choose, cls, draw, each, exists, freeze, mine, onField, theirs, toDiscard, when, type Cond, type Filter, type Op, type Sel,
} from '../dsl';
import type { HeroName } from '../types';
import { anyHero, character, destroy, hero, pick, self, to } from './expansion-helpers';

/** The God Warriors' Exits (their text): each player does one thing or gives up a hero card from their hand. */
const orHero = (fr: string, en: string, heroName: string): CardText => ({
  fr: `Sortie — au choix de chacun : ${fr}, ou bien il se sépare d'un ${heroName} de sa main (défaussé).`,
  en: `Exit — every player picks: ${en}, or part with a ${heroName} from their hand (discarded).`,
});
/** A God Warrior's text: its Freeze, then its Exit. */
const both = (freeze: CardText, exit: CardText): CardText => ({ fr: `${freeze.fr} ${exit.fr}`, en: `${freeze.en} ${exit.en}` });
/** No card: a selector that is always empty (resets a variable). */
const nothing: Sel = { nth: 1, of: self };
const discard = (cards: Sel): Op => ({ op: 'discard', cards });

/**
 * The God Warriors' Exits: "each player does A or discards a <hero> from their hand". Each player in
 * turn order from the active one: when both are possible they choose (yes/no: discard the hero?), when
 * only one is possible they do that one, when neither nothing happens. An option that would do nothing
 * (no card for it) is not possible (our reading; the texts are silent).
 */
function orDiscardHero(canA: Cond, a: Op[], heroName: HeroName, askHero: string): Op {
  const heroes = theirs('hand', hero(heroName));
  return each('all', [
    { op: 'let', cards: nothing, as: 'heroOut' },
    when({ all: [canA, exists(heroes)] },
      [{ op: 'optional', prompt: askHero, who: 'each', ops: [{ op: 'let', cards: self, as: 'heroOut' }] }],
      [when(exists(heroes), [{ op: 'let', cards: self, as: 'heroOut' }])]),
    when({ chosen: 'heroOut' },
      [pick(heroes, 'out', 'prompt.discardFromHand', 'each'), discard(chosen('out'))],
      [when(canA, a)]),
  ]);
}

/** One card of a selection of the player `each`, chosen by them, then `then` on it. */
const oneOfTheirs = (from: Sel, prompt: string, then: (cards: Sel) => Op): Op[] =>
  [pick(from, 'one', prompt, 'each'), then(chosen('one'))];

const rare: Filter = { rank: ['rare'] };
const guard: Filter = cls('guard');

export const ASGARD_1024_1035: CardModule[] = [
  // Hagen de Merak: (freeze him) destroy a frozen character, anyone's but his own; Exit: each player
  // destroys one of their frozen cards or discards a Hyoga from their hand
  card(1024, {
    face: { fr: 'Geler — détruisez un gelé. Sortie — chacun : un gelé ou un Hyoga.', en: 'Freeze — destroy a frozen one. Exit — each: a frozen or a Hyoga.' },
    name: saint('Hagen', 'Merak'),
    text: both(
      { fr: "Geler — envoyez parmi les cartes détruites un Personnage gelé, de n'importe quel joueur.", en: "Freeze — send a frozen character, anyone's, to its owner's destroyed cards." },
      orHero('détruire une carte gelée lui appartenant', 'destroy a frozen card of their own', 'Hyoga'),
    ),
    script: {
      activate: {
        cost: 'freeze',
        ops: [when(exists({ zone: 'frozen', of: 'all', where: { ...character, notSelf: true } }), [
          pick({ zone: 'frozen', of: 'all', where: { ...character, notSelf: true } }, 'gone', 'prompt.destroyFrozen'), destroy(chosen('gone')),
        ])],
      },
      exit: [orDiscardHero(exists(theirs('frozen')), oneOfTheirs(theirs('frozen'), 'prompt.destroyFrozen', destroy), 'hyoga', 'prompt.exitDiscardHyoga')],
    },
  }),
  // Thor de Phecda: (freeze him) take every very common character of the field into your discard (an
  // acquisition); Exit: each player destroys one of their marked characters or discards a Seiya from hand
  card(1025, {
    face: { fr: 'Geler — les ● du terrain à vous. Sortie — chacun : un marqué ou un Seiya.', en: 'Freeze — field ● to your discard. Exit — each: a marked or a Seiya.' },
    name: saint('Thor', 'Phecda'),
    text: both(
      { fr: 'Geler — tout Personnage très commun présent sur le terrain rejoint votre défausse.', en: 'Freeze — every very common character on the field joins your discard.' },
      orHero('détruire un de ses Personnages marqués', 'destroy one of their marked characters', 'Seiya'),
    ),
    script: {
      activate: {
        cost: 'freeze',
        ops: [{ op: 'move', cards: onField({ ...character, rank: ['veryCommon'] }), to: { zone: 'discard', of: 'me' }, how: 'acquire' }],
      },
      exit: [orDiscardHero(exists(theirs('marked', character)), oneOfTheirs(theirs('marked', character), 'prompt.destroyMarked', destroy), 'seiya', 'prompt.exitDiscardSeiya')],
    },
  }),
  // Albérich de Megrez: (freeze him) each opponent freezes every Hero in their hand, then draws a card;
  // Exit: each player freezes a rare or very rare card of their hand
  card(1026, {
    face: { fr: 'Geler — rivaux : Héros gelés, +1 carte. Sortie — un ★ gelé.', en: 'Freeze — foes freeze Heroes, draw 1. Exit — all freeze a ★.' },
    name: saint('Alberich', 'Megrez'),
    text: {
      fr: 'Geler — chaque adversaire gèle tout Héros qu’il a en main, puis tire une carte. Sortie — chacun gèle une carte ★ ou très rare de sa main.',
      en: 'Freeze — each opponent has the Heroes in their hand frozen, then draws a card. Exit — everyone freezes a rare or very rare card from hand.',
    },
    script: {
      activate: { cost: 'freeze', ops: [each('opponents', [freeze(theirs('hand', anyHero)), draw(1, 'each')])] },
      exit: [each('all', [when(exists(theirs('hand', { rank: ['rare', 'veryRare'] })),
        oneOfTheirs(theirs('hand', { rank: ['rare', 'veryRare'] }), 'prompt.freezeFromHand', freeze))])],
    },
  }),
  // Fenrir d'Alioth: (freeze him) freeze a card of your choice in each opponent's discard; Exit: each
  // player freezes a card of their hand or discards a Shiryu from their hand
  card(1027, {
    face: { fr: 'Geler — 1 gelé par défausse rivale. Sortie — geler 1 ou un Shiryu.', en: "Freeze — 1 in each foe's discard. Exit — freeze 1 or a Shiryu." },
    name: saint('Fenrir', 'Alioth'),
    text: both(
      { fr: "Geler — dans la défausse de chaque adversaire, vous désignez une carte qui est gelée.", en: "Freeze — pick a card in each opponent's discard: it is frozen." },
      orHero('geler une carte de sa main', 'freeze a card from their hand', 'Shiryu'),
    ),
    script: {
      activate: {
        cost: 'freeze',
        ops: [each('opponents', [when(exists(theirs('discard')), [pick(theirs('discard'), 'cold', 'prompt.freezeInTheirDiscard'), freeze(chosen('cold'))])])],
      },
      exit: [orDiscardHero(exists(theirs('hand')), oneOfTheirs(theirs('hand'), 'prompt.freezeFromHand', freeze), 'shiryu', 'prompt.exitDiscardShiryu')],
    },
  }),
  // Mime de Benetnash: (freeze him) discard any number of your cards in hand or in play, then draw that
  // many plus one; Exit: each player freezes an armor from their hand or discards an Ikki from hand
  card(1028, {
    face: { fr: 'Geler — défaussez, piochez autant +1. Sortie — Armure ou Ikki.', en: 'Freeze — discard any, draw as many +1. Exit — an armor or an Ikki.' },
    name: saint('Mime', 'Benetnash'),
    text: both(
      { fr: 'Geler — défaussez le nombre voulu de vos cartes (main ou en jeu), puis piochez-en autant, plus une.', en: 'Freeze — discard as many of your cards (hand or in play) as you like, then draw that many plus one.' },
      orHero('geler une Armure de sa main', 'freeze an armor from their hand', 'Ikki'),
    ),
    script: {
      activate: {
        cost: 'freeze',
        ops: [
          choose(toDiscard(), 'gone', 'prompt.discardToDraw', 0, 99),
          discard(chosen('gone')),
          draw({ sum: [{ vars: 'gone' }, 1] }),
        ],
      },
      exit: [orDiscardHero(exists(theirs('hand', { kind: ['armor'] })), oneOfTheirs(theirs('hand', { kind: ['armor'] }), 'prompt.freezeFromHand', freeze), 'ikki', 'prompt.exitDiscardIkki')],
    },
  }),
  // Syd de Mizar: (freeze him) each opponent freezes every rare armor of their discard; Exit: each
  // player freezes every rare character of their discard or discards a Shun from their hand
  card(1029, {
    face: { fr: 'Geler — rivaux : Armures ★ gelées. Sortie — les ★ ou un Shun.', en: 'Freeze — foes freeze ★ armors. Exit — each: ★ or a Shun.' },
    name: saint('Syd', 'Mizar'),
    text: both(
      { fr: 'Geler — chaque adversaire voit geler les Armures ★ de sa défausse.', en: 'Freeze — each opponent has the rare armors in their discard frozen.' },
      orHero('geler les Personnages ★ de sa défausse', 'freeze the rare characters in their discard', 'Shun'),
    ),
    script: {
      activate: { cost: 'freeze', ops: [each('opponents', [freeze(theirs('discard', { kind: ['armor'], ...rare }))])] },
      exit: [orDiscardHero(exists(theirs('discard', { ...character, ...rare })), [freeze(theirs('discard', { ...character, ...rare }))], 'shun', 'prompt.exitDiscardShun')],
    },
  }),
  // Garde d'Asgard (1032): Marqué: draw 2 cards and discard one of those two; while on the field, the
  // characters to his left (every one, not only the next) cost 1 more Force
  card(1032, {
    face: { fr: 'Ici, à sa gauche +1 Force. Marqué — piochez 2, défaussez 1.', en: 'Here, cards left of him +1 Force. Marked — draw 2, discard 1.' },
    name: one('Asgard Guard'),
    text: {
      fr: 'Sur le terrain, chaque Personnage situé à sa gauche coûte 1 Force de plus. Marqué — tirez 2 cartes, puis défaussez l’une de ces deux.',
      en: 'On the field, every character left of him costs 1 more Force. Marked — draw 2 cards, then discard one of those two.',
    },
    script: {
      statics: [{ on: 'costs', where: character, force: 1, near: 'left', caption: 'caption.leftCostMore' }],
      marked: [{ op: 'draw', n: 2, as: 'drawn' }, pick(chosen('drawn'), 'out', 'prompt.discardOne'), discard(chosen('out'))],
    },
  }),
  // Garde d'Asgard (1033): Marqué: take an uncommon character from your discard into your hand; while
  // on the field, every character next to a Guard costs 1 more Force
  card(1033, {
    face: { fr: "Ici, voisins d'un Garde +1 Force. Marqué — un ◆ revient.", en: "Here, a Guard's neighbours +1 Force. Marked — a ◆ back." },
    name: one('Asgard Guard'),
    text: {
      fr: 'Sur le terrain, tout Personnage voisin d’un Garde coûte 1 Force de plus. Marqué — un Personnage peu commun de votre défausse revient en main.',
      en: 'On the field, each character beside a Guard costs 1 more Force. Marked — an uncommon character of your discard returns to your hand.',
    },
    script: {
      statics: [{ on: 'costs', where: character, force: 1, nextTo: guard, caption: 'caption.nextToGuardCostMore' }],
      marked: [when(exists(mine('discard', { ...character, rank: ['uncommon'] })), [
        pick(mine('discard', { ...character, rank: ['uncommon'] }), 'back', 'prompt.takeFromDiscard'), to('hand', chosen('back')),
      ])],
    },
  }),
  // Garde d'Asgard (1034): Marqué: remove two field cards of your choice (their Exits fire); while on
  // the field, no card can be acquired by Cosmos
  card(1034, {
    face: { fr: "Ici, pas d'achat au Cosmos. Marqué — 2 cartes partent.", en: 'Here, no acquiring by Cosmos. Marked — 2 field cards go.' },
    name: one('Asgard Guard'),
    text: {
      fr: 'Sur le terrain, le Cosmos ne permet plus d’acquérir. Marqué — choisissez 2 cartes du terrain : elles vont à la défausse du terrain.',
      en: 'On the field, nothing may be acquired with Cosmos. Marked — pick 2 field cards: they go to the field discard.',
    },
    script: {
      statics: [{ on: 'field', forbid: 'acquire', by: 'cosmos', caption: 'caption.noCosmosAcquisition' }],
      marked: [choose(onField(), 'gone', 'prompt.removeTwoFromField', 2, 2), to('fieldDiscard', chosen('gone'))],
    },
  }),
  // Garde d'Asgard (1035): Marqué: look at an opponent's hand and pick a card of it that they discard;
  // while on the field, only very common characters and armors can be acquired
  card(1035, {
    face: { fr: 'Ici, Armures et ● seuls. Marqué — un rival défausse.', en: 'Here, armors and ● only. Marked — a foe discards.' },
    name: one('Asgard Guard'),
    text: {
      fr: 'Sur le terrain, on n’acquiert que des Armures et des Personnages très communs. Marqué — consultez la main d’un adversaire : il défausse la carte que vous désignez.',
      en: 'On the field, only armors and very common characters may be acquired. Marked — see an opponent’s hand: they discard the card you point to.',
    },
    script: {
      statics: [{ on: 'field', forbid: 'acquire', where: { not: [{ ...character, rank: ['veryCommon'] }, { kind: ['armor'] }] }, caption: 'caption.onlyVeryCommonOrArmor' }],
      marked: [
        { op: 'chooseSeat', among: 'opponents', as: 'foe', prompt: 'prompt.chooseOpponent' },
        { op: 'choose', from: { zone: 'hand', of: { seatVar: 'foe' } }, min: 1, max: 1, as: 'drop', prompt: 'prompt.discardFromTheirHand',
          byType: true, reveal: { zone: 'hand', of: { seatVar: 'foe' } } },
        discard(chosen('drop')),
      ],
    },
  }),
];

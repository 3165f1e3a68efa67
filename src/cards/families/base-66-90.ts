// The base game, cards 66–90: the reserve cards from Kuraggu on, the Black and Steel Saints among
// them. One module per card (card-module.ts): English name, our texts (short, imperative, trigger word first;
// never the printed wording; always-on effects have no trigger word, field rules say "While on the field"
// / "Tant qu'il est sur le terrain"), script, and for the cards that score by a rule their VP rule and the
// bots' worth hint. Each script's comment names the card as printed.
import { card, type CardModule, type CardText } from '../card-module';
import { one, saint as saintName } from '../english-name';
import {
  choose, chosen, draw, each, exists, mine, onField, optional, theirs, when, type CardScript, type Filter, type Sel,
} from '../dsl';
import type { Rank } from '../types';
import { acquire, character, destroy, discard, pick, to, wound } from './base-helpers';

const saint: Filter = { saint: true };
const hero: Filter = { classes: ['hero'] };
const self: Sel = { self: true };
const heroOf = (...rank: Rank[]): Filter => ({ ...hero, rank });
/** Black Saints: cost −2 Force while the matching hero fights them. */
const cheaperFacing = (heroName: Filter['heroName']): Omit<CardScript, 'id'> =>
  ({ statics: [{ on: 'cost', facedBy: { heroName }, force: -2, caption: `caption.cheaperFor.${heroName}` }] });

/** A Black Saint's text: cheaper for the matching hero. */
const blackSaintText = (name: string): CardText => ({
  fr: `Combattu par un ${name}, il coûte 2 Force de moins.`,
  en: `Costs 2 Force less when ${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name} fights him.`,
});

export const BASE_66_90: CardModule[] = [
  // Kuraggu: while he is on the field, no other Saint can be acquired
  card(66, {
    face: { fr: "Tant qu'il est là, aucun autre Chevalier ne s'acquiert.", en: 'While here, no other Saint can be acquired.' },
    name: one('Kuraggu'),
    text: {
      fr: "Tant qu'il est sur le terrain, lui seul parmi les Chevaliers peut être acquis.",
      en: 'While he is on the field, no other Saint can be acquired.',
    },
    script: { statics: [{ on: 'field', forbid: 'acquire', where: saint, caption: 'caption.noOtherSaint' }] },
  }),
  // Chevalier des Flammes: play: a player of your choice puts one of their destroyed very common Heroes on top of their deck
  card(67, {
    face: { fr: "Mise en jeu — un Héros ● détruit d'un joueur sur sa pioche.", en: "Play — a player's destroyed ● Hero onto their deck." },
    name: one('Flame Saint'),
    text: {
      fr: "Mise en jeu — le joueur de votre choix pose sur sa pioche l'un de ses Héros très communs détruits.",
      en: 'Play — a player you pick puts one of their destroyed very common Heroes on top of their deck.',
    },
    script: {
      play: [
        { op: 'chooseSeat', among: 'players', as: 'who', prompt: 'prompt.choosePlayer', having: exists(theirs('destroyed', heroOf('veryCommon'))) },
        when({ chosen: 'who' }, [
          pick({ zone: 'destroyed', of: { seatVar: 'who' }, where: heroOf('veryCommon') }, 'back', 'prompt.toDeckTop', { seatVar: 'who' }),
          to('deckTop', chosen('back'), { seatVar: 'who' }),
        ]),
      ],
    },
  }),
  // Spartan: his Arrival lets each player, in turn order from the active one, wound a character of their hand to draw 1
  card(68, {
    face: { fr: 'Arrivée — chacun peut en blesser 1 en main pour piocher 1.', en: 'Arrival — all may wound 1 in hand to draw 1.' },
    name: one('Spartan'),
    text: {
      fr: 'Arrivée — tour à tour, chaque joueur peut choisir un Personnage de sa main et le blesser ; il pioche alors 1 carte.',
      en: 'Arrival — each player may wound a character from their hand to draw a card.',
    },
    script: {
      arrival: [each('all', [when(exists(theirs('hand', character)), [optional('prompt.woundToDraw', [
        pick(theirs('hand', character), 'hurt', 'prompt.woundFromHand', 'each'), wound(chosen('hurt')), draw(1, 'each'),
      ], 'each')])])],
    },
  }),
  // Léda / Spica: +1 Force when fighting beside each other
  card(69, {
    name: one('Leda'),
    text: {
      fr: 'Combattant aux côtés de Spica, elle a +1 Force.',
      en: 'Gets +1 Force fighting beside Spica.',
    },
    script: { statics: [{ on: 'self', when: { exists: { beside: true, where: { typeIds: [70] } } }, force: 1 }] },
    // 2 VP with a Spica.
    vp: { rule: 'ifOwn', vp: 2, typeIds: [70] },
    worthHint: 1,
  }),
  card(70, {
    name: one('Spica'),
    text: {
      fr: 'Combattant aux côtés de Léda, il a +1 Force.',
      en: 'Gets +1 Force fighting beside Leda.',
    },
    script: { statics: [{ on: 'self', when: { exists: { beside: true, where: { typeIds: [69] } } }, force: 1 }] },
    // 2 VP with a Léda.
    vp: { rule: 'ifOwn', vp: 2, typeIds: [69] },
    worthHint: 1,
  }),
  // Jango: (discard him) acquire a Black Saint other than Jango from an opponent's discard, into yours
  card(71, {
    face: { fr: 'Défausser — un Chevalier Noir adverse (sauf Jango) à votre défausse.', en: "Discard — an opponent's Black Saint (not Jango) to your discard." },
    name: one('Jango'),
    text: {
      fr: "Défausser — un Chevalier Noir (sauf Jango) passe de la défausse d'un adversaire à la vôtre.",
      en: "Discard — take a Black Saint other than Jango from an opponent's discard into yours.",
    },
    script: {
      activate: {
        cost: 'discard',
        ops: [pick({ zone: 'discard', of: 'opponents', where: { classes: ['blackSaint'], notTypeIds: [71], acquirable: true } }, 'taken', 'prompt.takeBlackSaint'),
          acquire(chosen('taken'))],
      },
    },
    // 1 VP per different Black Saint.
    vp: { rule: 'distinctNames', where: { classes: ['blackSaint'] } },
    worthHint: 2,
  }),
  card(72, {
    name: one('Black Pegasus'),
    text: blackSaintText('Seiya'),
    script: cheaperFacing('seiya'),
  }),
  card(73, {
    name: one('Black Dragon'),
    text: blackSaintText('Shiryu'),
    script: cheaperFacing('shiryu'),
  }),
  card(74, {
    name: one('Black Swan'),
    text: blackSaintText('Hyoga'),
    script: cheaperFacing('hyoga'),
  }),
  card(75, {
    name: one('Black Andromeda'),
    text: blackSaintText('Shun'),
    script: cheaperFacing('shun'),
  }),
  card(76, {
    name: one('Black Phoenix'),
    text: blackSaintText('Ikki'),
    script: cheaperFacing('ikki'),
  }),
  // Sho à la Cloth céleste: the Saints fighting beside him cannot be wounded
  card(77, {
    face: { fr: 'Les Chevaliers à ses côtés ne sont pas blessés.', en: 'Saints beside him cannot be wounded.' },
    name: saintName('Sho', 'Sky Cloth'),
    text: {
      fr: 'Les Chevaliers qui combattent à ses côtés ne peuvent pas être blessés.',
      en: 'Saints fighting beside him cannot be wounded.',
    },
    script: { statics: [{ on: 'shield', where: saint, against: 'wound' }] },
  }),
  // Ushio à la Cloth marine: +1 Force for each common Hero fighting beside him
  card(78, {
    face: { fr: '+1 Force par Héros ▲ à ses côtés.', en: '+1 Force per ▲ Hero beside him.' },
    name: saintName('Ushio', 'Marine Cloth'),
    text: {
      fr: 'Il a +1 Force par Héros commun combattant à ses côtés.',
      en: 'Gets +1 Force for each common Hero fighting beside him.',
    },
    script: { statics: [{ on: 'self', force: { count: { beside: true, where: heroOf('common') } } }] },
  }),
  // Daichi à la Cloth terrestre: the Saint he faces costs 1 Cosmos less for each Hero beside him (never below 1)
  card(79, {
    face: { fr: "Le Chevalier qu'il affronte −1 Cosmos par Héros à ses côtés.", en: 'The Saint he faces −1 Cosmos per Hero beside him.' },
    name: saintName('Daichi', 'Land Cloth'),
    text: {
      fr: "Le Chevalier qu'il affronte coûte 1 Cosmos de moins par Héros joué à ses côtés (jamais moins d'1).",
      en: 'The Saint he faces costs 1 Cosmos less for each Hero played beside him (never below 1).',
    },
    script: { statics: [{ on: 'faced', where: saint, cosmos: { neg: { count: { beside: true, where: hero } } } }] },
  }),
  // Jabu de la Licorne: (discard him) each opponent, in turn order, discards a Hero from their hand
  card(80, {
    face: { fr: 'Défausser — chaque adversaire défausse un Héros.', en: 'Discard — each opponent discards a Hero.' },
    name: saintName('Jabu', 'Unicorn'),
    text: {
      fr: 'Défausser — chaque adversaire défausse un Héros de sa main.',
      en: 'Discard — each opponent discards a Hero from their hand.',
    },
    script: { activate: { cost: 'discard', ops: [each('opponents', [pick(theirs('hand', hero), 'drop', 'prompt.discardHero', 'each'), discard(chosen('drop'))])] } },
  }),
  // Ichi de l'Hydre: (discard him) each opponent wounds every common Hero of their discard
  card(81, {
    face: { fr: 'Défausser — les Héros ▲ des défausses adverses sont blessés.', en: 'Discard — opponents wound the ▲ Heroes in their discard.' },
    name: saintName('Ichi', 'Hydra'),
    text: {
      fr: 'Défausser — dans la défausse de chaque adversaire, les Héros communs sont blessés.',
      en: 'Discard — each opponent wounds every common Hero in their discard.',
    },
    script: { activate: { cost: 'discard', ops: [each('opponents', [wound(theirs('discard', heroOf('common')))])] } },
  }),
  // Nachi du Loup: (discard him) each opponent discards their equipped armor
  card(82, {
    face: { fr: 'Défausser — chaque adversaire défausse son Armure.', en: 'Discard — each opponent discards their armor.' },
    name: saintName('Nachi', 'Wolf'),
    text: {
      fr: 'Défausser — chaque adversaire défausse son Armure équipée.',
      en: 'Discard — each opponent discards their equipped armor.',
    },
    script: { activate: { cost: 'discard', ops: [each('opponents', [discard(theirs('armor'))])] } },
  }),
  // Ban du Petit Lion: (wound him) each opponent, in turn order, wounds a Saint of their hand
  card(83, {
    face: { fr: 'Blesser — chaque adversaire blesse un Chevalier en main.', en: 'Wound — each opponent wounds a Saint in hand.' },
    name: saintName('Ban', 'Lionet'),
    text: {
      fr: 'Blesser — chaque adversaire choisit un Chevalier de sa main, qui est blessé.',
      en: 'Wound — each opponent wounds a Saint from their hand.',
    },
    script: { activate: { cost: 'wound', ops: [each('opponents', [pick(theirs('hand', saint), 'hurt', 'prompt.woundFromHand', 'each'), wound(chosen('hurt'))])] } },
  }),
  // Geki de l'Ours: (discard him) a common Hero of a player's discard trades places with one of that player's destroyed very common Heroes
  card(84, {
    face: { fr: 'Défausser — un joueur : Héros ▲ défaussé ↔ Héros ● détruit.', en: 'Discard — a player: discarded ▲ Hero ↔ destroyed ● Hero.' },
    name: saintName('Geki', 'Bear'),
    text: {
      fr: "Défausser — chez un joueur, un Héros commun de sa défausse prend la place de l'un de ses Héros très communs détruits.",
      en: "Discard — for one player, a common Hero from their discard trades places with one of their destroyed very common Heroes.",
    },
    script: {
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
    },
  }),
  // June du Caméléon: while she is on the field nobody can be healed; play: heal one of your wounded characters
  card(85, {
    face: { fr: "Nul n'est soigné tant qu'elle est là. Mise en jeu — soignez un des vôtres.", en: 'No one heals while she is here. Play — heal one of yours.' },
    name: saintName('June', 'Chameleon'),
    text: {
      fr: "Tant qu'elle est sur le terrain, personne ne peut être soigné. Mise en jeu — soignez l'un de vos Personnages blessés.",
      en: 'While she is on the field, no one can be healed. Play — heal one of your wounded characters.',
    },
    script: {
      statics: [{ on: 'field', forbid: 'heal', caption: 'caption.noHealing' }],
      play: [pick(mine('wounded'), 'healed', 'prompt.healOwn'), { op: 'heal', cards: chosen('healed') }],
    },
  }),
  // Cassios: (destroy him) a field Saint costs 2 Force and 2 Cosmos less this turn (never below 1)
  card(86, {
    face: { fr: 'Détruire — ce tour, un Chevalier du terrain −2 Force −2 Cosmos.', en: 'Destroy — this turn, a field Saint −2 Force −2 Cosmos.' },
    name: one('Cassios'),
    text: {
      fr: "Détruire — ce tour, un Chevalier du terrain coûte 2 Force et 2 Cosmos de moins (jamais moins d'1).",
      en: 'Destroy — this turn, a field Saint costs 2 Force and 2 Cosmos less (never below 1).',
    },
    script: {
      activate: { cost: 'destroy', ops: [choose(onField(saint), 'target', 'prompt.reduceCost'), { op: 'costMod', cards: chosen('target'), force: -2, cosmos: -2 }] },
    },
  }),
  // Gigas: his Arrival puts him into the discard of the player the active player picks; (discard him)
  // remove a field character and reveal the top card of the reserve in its slot
  card(87, {
    face: { fr: 'Arrivée — en défausse choisie. Défausser — remplacez un Perso.', en: 'Arrival — to a chosen discard. Discard — replace a field character.' },
    name: one('Gigas'),
    text: {
      fr: 'Arrivée — le joueur actif désigne un joueur : Gigas va dans sa défausse. Défausser — retirez un Personnage du terrain et révélez à sa place la carte du dessus de la réserve.',
      en: "Arrival — the active player puts him into the discard of a player of their choice. Discard — remove a field character and reveal the reserve's top card in its place.",
    },
    script: {
      arrival: [{ op: 'chooseSeat', among: 'players', as: 'to', who: 'active', prompt: 'prompt.giveGigas' }, to('discard', self, { seatVar: 'to' })],
      activate: { cost: 'discard', ops: [choose(onField(character), 'target', 'prompt.removeFromField'), { op: 'call', handler: 'replaceFromReserve' }] },
    },
  }),
  // Phaeton: destroy a character from your hand, then draw 2
  card(88, {
    face: { fr: 'Mise en jeu — en main, détruisez-en 1 ; piochez 2.', en: 'Play — destroy 1 in hand, draw 2.' },
    name: one('Phaeton'),
    text: {
      fr: 'Mise en jeu — un Personnage de votre main est détruit ; vous piochez alors 2 cartes.',
      en: 'Play — destroy a character from your hand, then draw 2 cards.',
    },
    script: {
      play: [when(exists(mine('hand', character)), [
        choose(mine('hand', character), 'gone', 'prompt.destroyFromHand'), { op: 'destroy', cards: chosen('gone') }, draw(2),
      ])],
    },
  }),
  // Oko: (destroy him) each opponent, in turn order, destroys a Saint of their hand
  card(89, {
    face: { fr: 'Détruire — chaque adversaire détruit un Chevalier en main.', en: 'Destroy — each opponent destroys a Saint in hand.' },
    name: one('Oko'),
    text: {
      fr: 'Détruire — chaque adversaire détruit un Chevalier de sa main.',
      en: 'Destroy — each opponent destroys a Saint from their hand.',
    },
    script: { activate: { cost: 'destroy', ops: [each('opponents', [pick(theirs('hand', saint), 'gone', 'prompt.destroyFromHand', 'each'), destroy(chosen('gone'))])] } },
  }),
  // Jaki: (destroy him) one of your other destroyed cards goes to your discard
  card(90, {
    face: { fr: 'Détruire — une autre carte détruite revient en défausse.', en: 'Destroy — another destroyed card back to your discard.' },
    name: one('Jaki'),
    text: {
      fr: 'Détruire — remettez dans votre défausse une autre de vos cartes détruites.',
      en: 'Destroy — put another of your destroyed cards into your discard.',
    },
    script: { activate: { cost: 'destroy', ops: [pick(mine('destroyed', { notSelf: true }), 'back', 'prompt.takeFromDestroyed'), to('discard', chosen('back'))] } },
    // 1 VP per full group of 5 destroyed cards.
    vp: { rule: 'perGroup', of: 'destroyed', size: 5 },
    worthHint: 1,
  }),
];

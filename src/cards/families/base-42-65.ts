// The base game, cards 42–65: the Silver Saints and the reserve cards up to Dolphin.
// One module per card (card-module.ts): English name, our texts (short, imperative, trigger word first;
// never the printed wording; always-on effects have no trigger word, field rules say "While on the field"
// / "Tant qu'il est sur le terrain"), script, and for the cards that score by a rule their VP rule and the
// bots' worth hint. Each script's comment names the card as printed.
import { card, type CardModule, type CardText } from '../card-module';
import { one, saint as saintName } from '../english-name';
import {
  choose, chosen, cls, draw, each, exists, mine, onField, removeFlames, theirs, toDiscard, when, type Filter,
} from '../dsl';
import type { Rank } from '../types';
import { acquire, besideHero, character, clearField, destroy, discard, pick, to, wound, woundAll } from './base-helpers';

const hero: Filter = { classes: ['hero'] };
const armor: Filter = { kind: ['armor'] };
const heroOf = (...rank: Rank[]): Filter => ({ ...hero, rank });

/** The text of a card that helps a hero played beside it. */
const besideHeroText = (name: string): CardText => ({
  fr: `Un ${name} joué à ses côtés a +1 Cosmos.`,
  en: `A ${name} played beside this card gets +1 Cosmos.`,
});

export const BASE_42_65: CardModule[] = [
  // Marine de l'Aigle: Seiya beside her gains +1 Cosmos
  card(42, {
    name: saintName('Marin', 'Eagle'),
    text: besideHeroText('Seiya'),
    script: { statics: [besideHero('seiya', 1)] },
    // 3 VP, +1 to the player(s) with the most Heroes in their game.
    vp: { rule: 'mostBonus', base: 3, bonus: 1, most: { classes: ['hero'] } },
    worthHint: 3,
  }),
  // Shaina d'Ophiuchus: her Arrival makes every player discard their equipped armor
  card(43, {
    face: { fr: 'Arrivée — chacun défausse son Armure équipée.', en: 'Arrival — all discard their equipped armor.' },
    name: saintName('Shaina', 'Ophiuchus'),
    text: {
      fr: 'Arrivée — chaque joueur défausse son Armure équipée.',
      en: 'Arrival — every player discards their equipped armor.',
    },
    script: { arrival: [each('all', [discard(theirs('armor'))])] },
    // 3 VP, +1 to the player(s) with the most Silver Saints in their game.
    vp: { rule: 'mostBonus', base: 3, bonus: 1, most: { classes: ['silverSaint'] } },
    worthHint: 3,
  }),
  // Misty du Lézard: (discard him) destroy one of your wounded characters, then draw 2; his Arrival
  // makes each player, in turn order from the active one, destroy one of their wounded characters
  card(44, {
    face: { fr: 'Défausser — détruisez un blessé : piochez 2. Arrivée — chacun en détruit un.', en: 'Discard — destroy a wounded one: draw 2. Arrival — all destroy one.' },
    name: saintName('Misty', 'Lizard'),
    text: {
      fr: 'Défausser — choisissez un de vos blessés : il est détruit, et vous piochez 2 cartes. Arrivée — tour à tour, chaque joueur choisit un de ses blessés et le détruit.',
      en: 'Discard — destroy one of your wounded characters, then draw 2 cards. Arrival — each player destroys one of their wounded characters.',
    },
    script: {
      activate: { cost: 'discard', ops: [when(exists(mine('wounded')), [pick(mine('wounded'), 'gone', 'prompt.destroyWounded'), destroy(chosen('gone')), draw(2)])] },
      arrival: [each('all', [pick(theirs('wounded'), 'gone', 'prompt.destroyWounded', 'each'), destroy(chosen('gone'))])],
    },
  }),
  // Algol de Persée: wounds the very common and common characters used against him
  card(45, {
    face: { fr: 'Vaincu — blessez ses assaillants ●▲.', en: 'Defeated — wound his ●▲ attackers.' },
    name: saintName('Algol', 'Perseus'),
    text: {
      fr: "Vaincu — blessez chaque Personnage très commun ou commun qui l'a combattu.",
      en: 'Defeated — wound every very common or common character used against him.',
    },
    script: { defeated: [woundAll({ rank: ['veryCommon', 'common'] })] },
  }),
  // Jamian du Corbeau: two field cards trade places
  card(46, {
    name: saintName('Jamian', 'Crow'),
    text: {
      fr: 'Mise en jeu — deux cartes du terrain échangent leurs places.',
      en: 'Play — two cards of the field trade places.',
    },
    script: {
      play: [choose(onField(), 'pair', 'prompt.swapFieldCards', 2, 2),
        { op: 'swap', a: { nth: 0, of: chosen('pair') }, b: { nth: 1, of: chosen('pair') } }],
    },
  }),
  // Babel du Centaure: whoever defeats him destroys a wounded character (anyone's)
  card(47, {
    face: { fr: 'Vaincu — détruisez un Personnage blessé, à quiconque.', en: "Defeated — destroy a wounded character, anyone's." },
    name: saintName('Babel', 'Centaurus'),
    text: {
      fr: "Vaincu — détruisez un Personnage blessé, le vôtre ou celui d'un adversaire.",
      en: "Defeated — destroy a wounded character, yours or an opponent's.",
    },
    script: { defeated: [pick({ zone: 'wounded', of: 'all' }, 'gone', 'prompt.destroyWounded'), destroy(chosen('gone'))] },
  }),
  // Astérion des Chiens de Chasse: (discard him) look at an opponent's hand and wound a character in it
  card(48, {
    face: { fr: "Défausser — voyez la main d'un adversaire, blessez-y un Perso.", en: "Discard — see an opponent's hand, wound a character in it." },
    name: saintName('Asterion', 'Hound'),
    text: {
      fr: 'Défausser — regardez la main d\'un adversaire et blessez-y un Personnage.',
      en: "Discard — look at an opponent's hand and wound a character in it.",
    },
    script: {
      activate: {
        cost: 'discard',
        ops: [
          { op: 'chooseSeat', among: 'opponents', as: 'foe', prompt: 'prompt.chooseOpponent' },
          { op: 'choose', from: { zone: 'hand', of: { seatVar: 'foe' }, where: character }, min: 1, max: 1, as: 'hurt',
            prompt: 'prompt.woundFromTheirHand', byType: true, reveal: { zone: 'hand', of: { seatVar: 'foe' } } },
          wound(chosen('hurt')),
        ],
      },
    },
  }),
  // Moses de la Baleine: whoever defeats him clears the very common, common and uncommon cards off the field, then completes it
  card(49, {
    face: { fr: 'Vaincu — videz le terrain des cartes ●▲◆, complétez-le.', en: 'Defeated — clear ●▲◆ cards off the field, refill it.' },
    name: saintName('Moses', 'Whale'),
    text: {
      fr: 'Vaincu — le terrain perd ses cartes de rang très commun, commun ou peu commun, puis il est complété.',
      en: 'Defeated — clear every very common, common and uncommon card off the field, then refill it.',
    },
    script: { defeated: clearField('veryCommon', 'common', 'uncommon') },
  }),
  // Capella du Cocher: (destroy him) a field character costs 3 Force less this turn (never below 1)
  card(50, {
    face: { fr: 'Détruire — un Perso. du terrain −3 Force ce tour.', en: 'Destroy — a field character −3 Force this turn.' },
    name: saintName('Capella', 'Auriga'),
    text: {
      fr: "Détruire — ce tour, un Personnage du terrain coûte 3 Force de moins (jamais moins d'1).",
      en: 'Destroy — this turn, a field character costs 3 Force less (never below 1).',
    },
    script: {
      activate: { cost: 'destroy', ops: [choose(onField(character), 'target', 'prompt.reduceCost'), { op: 'costMod', cards: chosen('target'), force: -3 }] },
    },
  }),
  // Albior de Céphée: Shun beside him gains +1 Cosmos; (discard him) take another character of your discard into your hand
  card(51, {
    face: { fr: 'Shun à côté +1 Cosmos. Défausser — un autre défaussé en main.', en: 'Shun beside +1 Cosmos. Discard — another discarded one to hand.' },
    name: saintName('Albiore', 'Cepheus'),
    text: {
      fr: 'Un Shun joué à ses côtés a +1 Cosmos. Défausser — reprenez en main un autre Personnage de votre défausse.',
      en: 'A Shun played beside him gets +1 Cosmos. Discard — take another character from your discard into your hand.',
    },
    script: {
      statics: [besideHero('shun', 1)],
      activate: { cost: 'discard', ops: [pick(mine('discard', { ...character, notSelf: true }), 'back', 'prompt.takeFromDiscard'), to('hand', chosen('back'))] },
    },
  }),
  // Ptolemy de la Flèche: his Arrival takes a flame; (wound him) each opponent shuffles an Athéna from
  // their hand into the reserve: "a card Athéna" is any card named Athéna (base 16, Asgard 1013,
  // Poseidon 2011), as the Epic Épuisement d'Athéna reads it too
  card(52, {
    face: { fr: "Blesser — l'Athéna en main rivale → réserve. Arrivée — −1 flamme.", en: "Wound — foes' Athena in hand → reserve. Arrival — −1 flame." },
    name: saintName('Ptolemy', 'Arrow'),
    text: {
      fr: "Blesser — chaque adversaire qui tient une Athéna la rend à la réserve, qui est mélangée. Arrivée — retirez 1 flamme.",
      en: 'Wound — each opponent shuffles an Athena from their hand into the reserve. Arrival — remove a flame.',
    },
    script: {
      arrival: [removeFlames(1)],
      activate: {
        cost: 'wound',
        ops: [each('opponents', [pick(theirs('hand', { typeIds: [16, 1013, 2011] }), 'athena', 'prompt.shuffleAthena', 'each'),
          when({ chosen: 'athena' }, [to('reserve', chosen('athena'))])])],
      },
    },
  }),
  // Sirius du Grand Chien: (wound him) destroy a very common Hero of your hand, then a common Hero set aside goes to your discard
  card(53, {
    face: { fr: 'Blesser — détruisez un Héros ● en main : un ▲ de côté en défausse.', en: 'Wound — destroy a ● Hero in hand: a ▲ Hero set aside to discard.' },
    name: saintName('Sirius', 'Canis Major'),
    text: {
      fr: 'Blesser — détruisez un Héros très commun de votre main ; un de vos Héros communs mis de côté rejoint votre défausse.',
      en: 'Wound — destroy a very common Hero from your hand; one of your set-aside common Heroes goes to your discard.',
    },
    script: {
      activate: {
        cost: 'wound',
        ops: [when(exists(mine('hand', heroOf('veryCommon'))), [
          pick(mine('hand', heroOf('veryCommon')), 'gone', 'prompt.destroyFromHand'), destroy(chosen('gone')),
          pick(mine('setAside', heroOf('common')), 'up', 'prompt.takeSetAside'), to('discard', chosen('up')),
        ])],
      },
    },
  }),
  // Algethi d'Hercule: (discard him) this turn, the field armors can be acquired by Force for their Cosmos cost
  card(54, {
    face: { fr: 'Défausser — Armures du terrain par la Force, au coût en Cosmos.', en: 'Discard — field armors by Force, at their Cosmos cost.' },
    name: saintName('Algethi', 'Hercules'),
    text: {
      fr: 'Défausser — ce tour, vous pouvez acquérir les Armures du terrain par la Force, pour leur coût en Cosmos.',
      en: 'Discard — this turn you may take the field armors by Force, paying their Cosmos cost.',
    },
    script: { activate: { cost: 'discard', ops: [{ op: 'grant', cards: onField(armor), what: 'forceAtCosmosCost' }] } },
  }),
  // Dante de Cerbère: whoever defeats him acquires the top card of the reserve into their discard,
  // without its effects (a Gold Saint so taken removes no flame: rulings sheet)
  card(55, {
    face: { fr: 'Vaincu — la carte du dessus de la réserve en défausse.', en: "Defeated — reserve's top card to your discard." },
    name: saintName('Dante', 'Cerberus'),
    text: {
      fr: 'Vaincu — la carte du dessus de la réserve rejoint votre défausse, sans appliquer ses effets.',
      en: 'Defeated — the top card of the reserve goes to your discard, its effects ignored.',
    },
    script: { defeated: [acquire({ reserveTop: 1 })] },
  }),
  // Dio de la Mouche: (destroy him) acquire an armor of the field into your discard
  card(56, {
    face: { fr: 'Détruire — acquérez une Armure du terrain.', en: 'Destroy — acquire a field armor.' },
    name: saintName('Dio', 'Fly'),
    text: {
      fr: 'Détruire — acquérez une Armure du terrain ; elle va dans votre défausse.',
      en: 'Destroy — acquire an armor from the field; it goes to your discard.',
    },
    script: { activate: { cost: 'destroy', ops: [choose(onField({ ...armor, acquirable: true }), 'taken', 'prompt.takeArmor'), acquire(chosen('taken'))] } },
  }),
  // Shiva du Paon / Aghora du Lotus: wound the fighters with / without Cosmos
  card(57, {
    face: { fr: 'Vaincu — blessez ses assaillants avec du Cosmos.', en: 'Defeated — wound his attackers with Cosmos.' },
    name: saintName('Shiva', 'Peacock'),
    text: {
      fr: "Vaincu — blessez chaque Personnage avec du Cosmos qui l'a combattu.",
      en: 'Defeated — wound every character with Cosmos used against him.',
    },
    script: { defeated: [woundAll({ hasCosmos: true })] },
  }),
  card(58, {
    face: { fr: 'Vaincu — blessez ses assaillants sans Cosmos.', en: 'Defeated — wound his attackers without Cosmos.' },
    name: saintName('Agora', 'Lotus'),
    text: {
      fr: "Vaincu — blessez chaque Personnage sans Cosmos qui l'a combattu.",
      en: 'Defeated — wound every character without Cosmos used against him.',
    },
    script: { defeated: [woundAll({ hasCosmos: false })] },
  }),
  // Arachné de la Tarentule: whoever defeats her makes every opponent discard the armors in their hand
  card(59, {
    face: { fr: 'Vaincu — les adversaires défaussent leurs Armures en main.', en: 'Defeated — opponents discard the armors in hand.' },
    name: saintName('Arachne', 'Tarantula'),
    text: {
      fr: 'Vaincu — vos adversaires défaussent toutes les Armures de leur main.',
      en: 'Defeated — your opponents discard every armor in their hands.',
    },
    script: { defeated: [each('opponents', [discard(theirs('hand', armor))])] },
  }),
  // Guilty: Ikki beside him gains +1 Cosmos; play: shuffle your discard into your deck
  card(60, {
    face: { fr: 'Ikki à côté +1 Cosmos. Mise en jeu — mélangez défausse et pioche.', en: 'Ikki beside +1 Cosmos. Play — shuffle discard into deck.' },
    name: one('Guilty'),
    text: {
      fr: 'Un Ikki joué à ses côtés a +1 Cosmos. Mise en jeu — mélangez votre défausse dans votre pioche.',
      en: 'An Ikki played beside him gets +1 Cosmos. Play — shuffle your discard into your deck.',
    },
    script: { statics: [besideHero('ikki', 1)], play: [{ op: 'shuffle', what: 'discardIntoDeck' }] },
  }),
  // Docrates: (discard him) clear the very common and common cards off the field, then complete it
  card(61, {
    face: { fr: 'Défausser — videz le terrain des cartes ●▲, complétez-le.', en: 'Discard — clear ●▲ cards off the field, refill it.' },
    name: one('Docrates'),
    text: {
      fr: 'Défausser — le terrain perd ses cartes de rang très commun ou commun, puis il est complété.',
      en: 'Discard — clear every very common and common card off the field, then refill it.',
    },
    script: { activate: { cost: 'discard', ops: clearField('veryCommon', 'common') } },
  }),
  // Chevalier de Cristal: Hyoga beside him gains +1 Cosmos; play: draw 1, then discard 1 of your
  // cards, from your hand or in play (rulings sheet "Défausser" names this card)
  card(62, {
    face: { fr: 'Hyoga à côté +1 Cosmos. Mise en jeu — piochez 1, défaussez 1.', en: 'Hyoga beside +1 Cosmos. Play — draw 1, discard 1.' },
    name: one('Crystal Saint'),
    text: {
      fr: 'Un Hyoga joué à ses côtés a +1 Cosmos. Mise en jeu — piochez 1 carte, puis défaussez une de vos cartes, en main ou en jeu.',
      en: 'A Hyoga played beside him gets +1 Cosmos. Play — draw a card, then discard one of your cards, from your hand or in play.',
    },
    script: {
      statics: [besideHero('hyoga', 1)],
      play: [draw(1), { op: 'choose', from: toDiscard(), min: 1, max: 1, as: 'drop', prompt: 'prompt.discardOne', byType: true },
        discard(chosen('drop'))],
    },
  }),
  // Geist: (discard her) acquire a Ghost Saint of the field for free, into your discard; her Arrival
  // makes each player, in turn order from the active one, destroy a character of their hand
  card(63, {
    face: { fr: 'Défausser — Fantôme gratuit. Arrivée — chacun en détruit 1 en main.', en: 'Discard — a field Ghost, free. Arrival — all destroy 1 in hand.' },
    name: one('Geist'),
    text: {
      fr: 'Défausser — acquérez gratuitement un Chevalier Fantôme du terrain ; il va dans votre défausse. Arrivée — chaque joueur détruit un Personnage de sa main.',
      en: 'Discard — acquire a Ghost Saint from the field for free; it goes to your discard. Arrival — each player destroys a character from their hand.',
    },
    script: {
      activate: { cost: 'discard', ops: [choose(onField({ ...cls('ghostSaint'), acquirable: true }), 'taken', 'prompt.takeFromField'), acquire(chosen('taken'))] },
      arrival: [each('all', [pick(theirs('hand', character), 'gone', 'prompt.destroyFromHand', 'each'), destroy(chosen('gone'))])],
    },
  }),
  // Serpent des Mers: while on the field, he is fought (acquired by Force) only by 3 characters or more
  card(64, {
    face: { fr: 'Combattu par 3 Personnages au moins.', en: 'Fought by 3 characters or more only.' },
    name: one('Sea Serpent'),
    text: {
      fr: "Tant qu'il est sur le terrain, il faut au moins 3 Personnages pour le combattre.",
      en: 'While on the field, he can only be fought by 3 or more characters.',
    },
    script: { statics: [{ on: 'field', fight: { minCharacters: 3 }, caption: 'caption.fightThree' }] },
  }),
  // Dauphin: while on the field, fighting him costs a card discarded from your hand
  card(65, {
    face: { fr: 'Le combattre coûte une carte de votre main.', en: 'Fighting him costs a card from your hand.' },
    name: one('Dolphin'),
    text: {
      fr: "Tant qu'il est sur le terrain, le combattre vous coûte une carte défaussée de votre main.",
      en: 'While on the field, fighting him costs you a card discarded from your hand.',
    },
    script: { statics: [{ on: 'field', fight: { discardFromHand: 1 }, caption: 'caption.fightDiscard' }] },
  }),
];

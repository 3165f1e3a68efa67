// Poseidon 2011–2025 (Athéna, Poséidon, Mariner Generals, Marinas) card scripts. Each entry's comment names the card as printed and says what it does in our words.
// (2015 Isaak and 2022 Soldat Marina are in poseidon.ts; 2013 Kanon is a module: families/poseidon-2011-2025.ts.)
import { chosen, cls, draw, each, exists, freeze, mine, optional, script, theirs, toDiscard, when, wound, type CardScript, type Filter, type Op, type Sel } from '../dsl';
import { anyHero, character, destroy, marina, pick, self, take, to } from './expansion-helpers';

const guard = cls('guard');
const heroOf = (rank: 'veryCommon' | 'uncommon'): Filter => ({ classes: ['hero'], rank: [rank] });
/** Each opponent of the card's owner wounds a character of their hand matching `where` (Io, Bian). */
const eachOpponentWounds = (where: Filter): Op[] => [each('opponents', [
  pick(theirs('hand', { ...character, ...where }), 'hurt', 'prompt.woundFromHand', 'each'), wound(chosen('hurt')),
])];
/** A player's marked cards: their marked area and their marked relics (the Trident with tokens). */
const markedOf = (of: 'each' | 'opponents'): Sel => ({ any: [{ zone: 'marked', of }, { zone: 'relics', of, where: { marker: 'any' } }] });
/** Cards that have a cost, so that they can be faced (rulings sheet "Coût"): not the Heroes nor the Bronze armors. */
const hasCost: Filter = { not: [{ classes: ['hero', 'transcendedHero', 'bronzeArmor'] }] };

export const POSEIDON_2011_2025: CardScript[] = [
  // Athéna (2011): Marqué: you may take a marked Hero of an opponent into your hand (an acquisition, so
  // only a Hero that no rule in force forbids acquiring is offered: Kuraggu, Garde d'Asgard 1035);
  // Arrival: each player may shuffle their discard and their transcended Hero (if set aside) into their deck
  script(2011, {
    marked: [
      { op: 'choose', from: { zone: 'marked', of: 'opponents', where: { ...anyHero, acquirable: true } }, min: 0, max: 1, as: 'hero', prompt: 'prompt.takeMarkedHero', byType: true },
      { op: 'move', cards: chosen('hero'), to: { zone: 'hand', of: 'me' }, how: 'acquire' },
    ],
    arrival: [each('all', [
      when({ any: [exists(theirs('discard')), exists(theirs('setAside', { classes: ['transcendedHero'] }))] }, [
        optional('prompt.shuffleDiscardIntoDeck', [
          { op: 'move', cards: theirs('setAside', { classes: ['transcendedHero'] }), to: { zone: 'deckTop', of: 'each' } },
          { op: 'shuffle', what: 'discardIntoDeck', who: 'each' },
        ], 'each'),
      ]),
    ])],
  }),
  // Poséidon (2012): (wound him) destroy a very common Hero of your hand, then an uncommon Hero set
  // aside goes to your discard; Defeated: every very rare card of the field and of the field discard,
  // and every relic in play, goes to your hand (acquired, except your own relics)
  script(2012, {
    activate: {
      cost: 'wound',
      ops: [when({ all: [exists(mine('hand', heroOf('veryCommon'))), exists(mine('setAside', heroOf('uncommon')))] }, [
        pick(mine('hand', heroOf('veryCommon')), 'gone', 'prompt.destroyFromHand'), destroy(chosen('gone')),
        pick(mine('setAside', heroOf('uncommon')), 'up', 'prompt.takeSetAside'), to('discard', chosen('up'), 'me'),
      ])],
    },
    defeated: [
      { op: 'move', cards: { zone: 'field', where: { rank: ['veryRare'] } }, to: { zone: 'hand', of: 'me' }, how: 'acquire' },
      { op: 'move', cards: { zone: 'fieldDiscard', where: { rank: ['veryRare'] } }, to: { zone: 'hand', of: 'me' }, how: 'acquire' },
      { op: 'move', cards: { zone: 'relics', of: 'opponents' }, to: { zone: 'hand', of: 'me' }, how: 'acquire' },
      to('hand', mine('relics'), 'me'),
    ],
  }),
  // Sorento de la Sirène maléfique (2014): Play: name another player, who may discard a Hero, from their
  // hand or in play (rulings sheet « Défausser »: the text names no hand; a Mise en jeu used outside its
  // player's turn may name the active player, whose Heroes are in play); if they do not, you draw a card.
  // On the field his costs cannot be lowered.
  script(2014, {
    statics: [{ on: 'unreducible', caption: 'caption.unreducible' }],
    play: [
      { op: 'chooseSeat', among: 'others', as: 'foe', prompt: 'prompt.chooseOpponent' },
      { op: 'choose', from: toDiscard({ seatVar: 'foe' }, anyHero), min: 0, max: 1, as: 'gone', who: { seatVar: 'foe' }, prompt: 'prompt.discardHeroOrDraw', byType: true },
      { op: 'discard', cards: chosen('gone') },
      when({ not: { chosen: 'gone' } }, [draw(1)]),
    ],
  }),
  // Kassa des Lyumnades (2016): on the field he costs +1 Force per rare armor in your discard and +1
  // Force per character facing him (rulings sheet: his cost effects only hold on the field)
  script(2016, {
    statics: [{
      on: 'cost',
      force: { sum: [{ count: mine('discard', { kind: ['armor'], rank: ['rare'] }) }, { count: { facers: true, where: character } }] },
      caption: 'caption.kassaCost',
    }],
  }),
  // Krishna de Chrysaor (2017): (discard him) you may face a marked card of an opponent this turn (it
  // goes to your discard if you acquire it); Exit: each player freezes a Hero of their hand or destroys
  // one of their marked cards
  script(2017, {
    activate: {
      cost: 'discard',
      ops: [
        { op: 'choose', from: { ...markedOf('opponents'), where: hasCost }, min: 0, max: 1, as: 'prey', prompt: 'prompt.faceMarked', byType: true },
        { op: 'offerTarget', cards: chosen('prey'), to: 'discard', who: 'me', thisTurn: true },
      ],
    },
    exit: [each('all', [
      pick({ any: [theirs('hand', anyHero), markedOf('each')] }, 'pick', 'prompt.freezeHeroOrDestroyMarked', 'each'),
      // A Hero of the hand carries no marker; a marked card does.
      { op: 'let', cards: { var: 'pick', where: { noMarker: 'any' } }, as: 'cold' },
      { op: 'let', cards: { var: 'pick', where: { marker: 'any' } }, as: 'gone' },
      freeze(chosen('cold')), destroy(chosen('gone')),
    ])],
  }),
  // Io de Scylla (2018): Marqué: each opponent wounds a character of their hand with 2 Force or more;
  // Defeated: the characters used against him with less than 2 Force are destroyed
  script(2018, {
    marked: eachOpponentWounds({ force: { min: 2 } }),
    defeated: [destroy({ fighters: true, where: { ...character, force: { max: 1 } } })],
  }),
  // Bian de l'Hippocampe (2019): Marqué: each opponent wounds a character of their hand with 2 Cosmos or
  // more; on the field, whoever fights him may wound characters with Cosmos from their hand, −2 Force each
  script(2019, {
    marked: eachOpponentWounds({ cosmos: { min: 2 } }),
    statics: [{ on: 'field', fight: { woundForForce: { where: { ...character, hasCosmos: true }, force: 2 } }, caption: 'caption.woundForForce' }],
  }),
  // Thétis de la Sirène Marine (2020): Play: +1 Force per Guard fighting beside her; while she is on the
  // field, Heroes cannot face another character than her
  script(2020, {
    play: [{ op: 'modify', cards: self, force: { count: { beside: true, where: guard } } }],
    statics: [{ on: 'field', forbidFacing: anyHero, faced: character, caption: 'caption.heroesFaceNoOther' }],
  }),
  // Soldat Marina (2021): Marqué: take a Libra weapon from another player; while he is on the field,
  // facing a Marina costs a card discarded from the hand or from play
  script(2021, {
    marked: [
      { op: 'chooseSeat', among: 'others', as: 'foe', prompt: 'prompt.takeLibraFrom' },
      { op: 'takeLibra', from: { seatVar: 'foe' } },
    ],
    statics: [{ on: 'field', faceToll: { where: marina, discard: 1 }, caption: 'caption.faceMarinaDiscard' }],
  }),
  // Soldat Marina (2023): Marqué: trade places with a marked Marina of another player (markers stay on
  // the spot; each card gained is an acquisition, so only a Marina no rule forbids acquiring is offered);
  // while he is on the field, the Force cost of the characters next to him is a Cosmos cost
  script(2023, {
    marked: [
      pick({ zone: 'marked', of: 'others', where: { ...marina, acquirable: true } }, 'other', 'prompt.swapWithMarked'),
      { op: 'call', handler: 'swapWithMarked' },
    ],
    statics: [{ on: 'forceCostAsCosmos', where: character, caption: 'caption.neighboursPayCosmos' }],
  }),
  // Soldat Marina (2024): Marqué: you may use the Mise en jeu of a card of your discard; while he is on
  // the field, every other field card leaving for the field discard makes the active player wound a
  // character of their hand
  script(2024, {
    marked: [
      { op: 'choose', from: mine('discard', { hasPart: 'play' }), min: 0, max: 1, as: 'again', prompt: 'prompt.playFromDiscard', byType: true },
      { op: 'applyEffect', cards: chosen('again'), part: 'play' },
    ],
    statics: [{ on: 'othersExit', ops: [pick(mine('hand', character), 'hurt', 'prompt.woundFromHand'), wound(chosen('hurt'))], caption: 'caption.othersExitWound' }],
  }),
  // Soldat Marina (2025): Marqué: take a destroyed Guard of any player into your hand (another player's is
  // acquired, rulings sheet "Acquérir"); while he is on the
  // field, characters with 2 Force cannot face another field character than him
  script(2025, {
    marked: [pick({ zone: 'destroyed', of: 'all', where: guard }, 'back', 'prompt.takeDestroyedGuard'), take('hand', chosen('back'))],
    statics: [{ on: 'field', forbidFacing: { ...character, force: { min: 2, max: 2 } }, faced: character, fieldOnly: true, caption: 'caption.twoForceFaceNoOther' }],
  }),
];

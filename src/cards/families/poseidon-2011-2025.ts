// Poseidon 2011–2025: Athéna, Poséidon, the Mariner Generals and the Marinas. One module per card
// (card-module.ts): its English name, our texts (short, imperative, trigger word first; never the
// printed wording), its script and the prompts only it asks. Each script's comment names the card as
// printed and says what it does in our words. Each Mariner General's module names the pillar it
// protects (the card lint checks the pairing is one to one).
import { card, type CardModule } from '../card-module';
import { chosen, cls, draw, each, exists, freeze, mine, optional, theirs, toDiscard, when, wound, type Filter, type Op, type Sel } from '../dsl';
import { one, saint } from '../english-name';
import { anyHero, character, destroy, marina, pick, self, take, to } from './expansion-helpers';

const guard = cls('guard');
/** A marked Guard of any player (Isaak du Kraken). */
const anyMarkedGuard: Sel = { zone: 'marked', of: 'all', where: guard };
const heroOf = (rank: 'veryCommon' | 'uncommon'): Filter => ({ classes: ['hero'], rank: [rank] });
/** Each opponent of the card's owner wounds a character of their hand matching `where` (Io, Bian). */
const eachOpponentWounds = (where: Filter): Op[] => [each('opponents', [
  pick(theirs('hand', { ...character, ...where }), 'hurt', 'prompt.woundFromHand', 'each'), wound(chosen('hurt')),
])];
/** A player's marked cards: their marked area and their marked relics (the Trident with tokens). */
const markedOf = (of: 'each' | 'opponents'): Sel => ({ any: [{ zone: 'marked', of }, { zone: 'relics', of, where: { marker: 'any' } }] });
/** Cards that have a cost, so that they can be faced (rulings sheet "Coût"): not the Heroes nor the Bronze armors. */
const hasCost: Filter = { not: [{ classes: ['hero', 'transcendedHero', 'bronzeArmor'] }] };

export const POSEIDON_2011_2025: CardModule[] = [
  // Athéna (2011): Marqué: you may take a marked Hero of an opponent into your hand (an acquisition, so
  // only a Hero that no rule in force forbids acquiring is offered: Kuraggu, Garde d'Asgard 1035);
  // Arrival: each player may shuffle their discard and their transcended Hero (if set aside) into their deck
  card(2011, {
    face: { fr: 'Marqué — prenez un Héros marqué rival. Arrivée — on peut remélanger.', en: "Marked — take a foe's marked Hero. Arrival — all may reshuffle." },
    name: one('Athena'),
    text: {
      fr: 'Marqué — prenez si vous le voulez un Héros marqué chez un adversaire. Arrivée — chacun peut remettre défausse et Héros Transcendé mis de côté dans sa pioche, puis la mélanger.',
      en: 'Marked — you may take an opponent’s marked Hero into your hand. Arrival — everyone may put their discard and set-aside Transcended Hero back into their deck, then shuffle it.',
    },
    script: {
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
    },
  }),
  // Poséidon (2012): (wound him) destroy a very common Hero of your hand, then an uncommon Hero set
  // aside goes to your discard; Defeated: every very rare card of the field and of the field discard,
  // and every relic in play, goes to your hand (acquired, except your own relics)
  card(2012, {
    face: { fr: 'Blesser — Héros ● → Héros ◆. Vaincu — très rares et Reliques à vous.', en: 'Wound — ● Hero → ◆ Hero. Defeated — very rares, relics to hand.' },
    name: one('Poseidon'),
    text: {
      fr: 'Blesser — détruisez un Héros ● tenu en main : un Héros ◆ mis de côté rejoint votre défausse. Vaincu — chaque carte très rare présente sur le terrain ou dans sa défausse, et chaque Relique en jeu, vient dans votre main.',
      en: 'Wound — destroy a ● Hero from your hand: a set-aside ◆ Hero joins your discard. Defeated — take every very rare card of the field and its discard, and every relic in play, into your hand.',
    },
    script: {
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
    },
  }),
  // Kanon du Dragon des mers (Mariner General): (wound him) put a relic in play into your discard
  // (another player's is acquired, so a field rule may forbid it; your own is only moved); Exit: a −1
  // VP token on each pillar in play
  card(2013, {
    face: { fr: 'Blesser — une Relique en jeu à vous. Sortie — −1 PV sur chaque Pilier.', en: 'Wound — a relic in play to you. Exit — −1 VP on each pillar.' },
    name: saint('Kanon', 'Sea Dragon'),
    protects: 2038, // the North Atlantic pillar
    text: {
      fr: 'Blesser — une Relique en jeu va dans votre défausse. Sortie — un jeton −1 PV sur chaque Pilier révélé.',
      en: 'Wound — a relic in play goes to your discard. Exit — a −1 VP token on each revealed pillar.',
    },
    prompts: { 'prompt.takeRelic': { fr: 'Choisissez une Relique en jeu', en: 'Choose a relic in play' } },
    script: {
      activate: { cost: 'wound', ops: [pick({ zone: 'relics', of: 'all' }, 'relic', 'prompt.takeRelic'), take('discard', chosen('relic'))] },
      exit: [{ op: 'addVp', cards: { zone: 'pillarsInPlay' }, value: -1 }],
    },
  }),
  // Sorento de la Sirène maléfique (2014): Play: name another player, who may discard a Hero, from their
  // hand or in play (rulings sheet « Défausser »: the text names no hand; a Mise en jeu used outside its
  // player's turn may name the active player, whose Heroes are in play); if they do not, you draw a card.
  // On the field his costs cannot be lowered.
  card(2014, {
    face: { fr: 'Mise en jeu — un rival lâche un Héros ou piochez 1. Coûts fixes.', en: 'Play — a foe drops a Hero or you draw 1. Costs never lower.' },
    name: saint('Sorrento', 'Siren'),
    protects: 2039, // the South Atlantic pillar
    text: {
      fr: 'Mise en jeu — un adversaire choisi se défausse d’un Héros (main ou jeu) s’il le veut ; sinon vous piochez 1 carte. Sur le terrain, rien ne baisse ses coûts.',
      en: 'Play — an opponent you name may discard a Hero (in hand or in play); if they don’t, draw a card. On the field, nothing lowers his costs.',
    },
    script: {
      statics: [{ on: 'unreducible', caption: 'caption.unreducible' }],
      play: [
        { op: 'chooseSeat', among: 'others', as: 'foe', prompt: 'prompt.chooseOpponent' },
        { op: 'choose', from: toDiscard({ seatVar: 'foe' }, anyHero), min: 0, max: 1, as: 'gone', who: { seatVar: 'foe' }, prompt: 'prompt.discardHeroOrDraw', byType: true },
        { op: 'discard', cards: chosen('gone') },
        when({ not: { chosen: 'gone' } }, [draw(1)]),
      ],
    },
  }),
  // Isaak du Kraken: the Guards fighting beside him are frozen instead of discarded; (freeze him) put
  // a marked Guard of any player into your discard (another player's is acquired, your own only moved)
  card(2015, {
    face: { fr: 'Gardes à ses côtés gelés. Geler — un Garde marqué à vous.', en: 'Guards beside freeze. Freeze — a marked Guard to you.' },
    name: saint('Isaak', 'Kraken'),
    protects: 2040, // the Arctic pillar
    text: {
      fr: 'Les Gardes qui combattent avec lui sont gelés plutôt que défaussés. Geler — un Garde marqué, chez n’importe qui, va dans votre défausse.',
      en: 'Guards fighting beside him are frozen, not discarded. Freeze — anyone’s marked Guard goes to your discard.',
    },
    script: {
      statics: [{ on: 'usedInstead', where: guard, instead: 'freeze' }],
      activate: { cost: 'freeze', ops: [when(exists(anyMarkedGuard), [pick(anyMarkedGuard, 'back', 'prompt.takeMarked'), take('discard', chosen('back'))])] },
    },
  }),
  // Kassa des Lyumnades (2016): on the field he costs +1 Force per rare armor in your discard and +1
  // Force per character facing him (rulings sheet: his cost effects only hold on the field)
  card(2016, {
    face: { fr: 'Coût +1 Force par Armure ★ défaussée et par Perso. en face.', en: 'Costs +1 Force per ★ armor discarded and per facer.' },
    name: saint('Kasa', 'Lymnades'),
    protects: 2041, // the Antarctic pillar
    text: {
      fr: 'Sur le terrain, il coûte +1 Force par Armure rare de votre défausse et +1 Force par Personnage face à lui.',
      en: 'On the field he costs +1 Force per rare armor in your discard and +1 Force per character facing him.',
    },
    script: {
      statics: [{
        on: 'cost',
        force: { sum: [{ count: mine('discard', { kind: ['armor'], rank: ['rare'] }) }, { count: { facers: true, where: character } }] },
        caption: 'caption.kassaCost',
      }],
    },
  }),
  // Krishna de Chrysaor (2017): (discard him) you may face a marked card of an opponent this turn (it
  // goes to your discard if you acquire it); Exit: each player freezes a Hero of their hand or destroys
  // one of their marked cards
  card(2017, {
    face: { fr: 'Défausser — affrontez un marqué rival. Sortie — geler ou perdre.', en: "Discard — face a foe's marked card. Exit — freeze or lose marked." },
    name: saint('Krishna', 'Chrysaor'),
    protects: 2042, // the Indian Ocean pillar
    text: {
      fr: 'Défausser — ce tour, une carte marquée d’un adversaire peut être affrontée par vous (acquise, elle va dans votre défausse). Sortie — chacun gèle un Héros tenu en main ou détruit l’une de ses cartes marquées.',
      en: 'Discard — this turn you may face an opponent’s marked card (acquired, it goes to your discard). Exit — everyone freezes a Hero in hand or destroys one of their marked cards.',
    },
    script: {
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
    },
  }),
  // Io de Scylla (2018): Marqué: each opponent wounds a character of their hand with 2 Force or more;
  // Defeated: the characters used against him with less than 2 Force are destroyed
  card(2018, {
    face: { fr: 'Marqué — rivaux : un 2 Force blessé. Vaincu — faibles détruits.', en: 'Marked — foes wound a 2-Force one. Defeated — weak attackers die.' },
    name: saint('Io', 'Scylla'),
    protects: 2043, // the South Pacific pillar
    text: {
      fr: 'Marqué — chaque adversaire blesse un Personnage tenu en main ayant 2 Force ou plus. Vaincu — les Personnages qui l’ont combattu avec moins de 2 Force sont détruits.',
      en: 'Marked — each opponent wounds a character in hand with 2 Force or more. Defeated — the characters that fought him with less than 2 Force are destroyed.',
    },
    script: {
      marked: eachOpponentWounds({ force: { min: 2 } }),
      defeated: [destroy({ fighters: true, where: { ...character, force: { max: 1 } } })],
    },
  }),
  // Bian de l'Hippocampe (2019): Marqué: each opponent wounds a character of their hand with 2 Cosmos or
  // more; on the field, whoever fights him may wound characters with Cosmos from their hand, −2 Force each
  card(2019, {
    face: { fr: 'Marqué — rivaux : un 2 Cosmos blessé. Blessez : −2 Force chacun.', en: 'Marked — foes wound a 2-Cosmos one. Wound Cosmos ones: −2 Force.' },
    name: saint('Baian', 'Sea Horse'),
    protects: 2044, // the North Pacific pillar
    text: {
      fr: 'Marqué — chaque adversaire blesse un Personnage tenu en main ayant 2 Cosmos ou plus. Pour le combattre, blessez des Personnages à Cosmos de votre main : −2 Force chacun.',
      en: 'Marked — each opponent wounds a character in hand with 2 Cosmos or more. To fight him, wound characters with Cosmos from your hand: −2 Force each.',
    },
    script: {
      marked: eachOpponentWounds({ cosmos: { min: 2 } }),
      statics: [{ on: 'field', fight: { woundForForce: { where: { ...character, hasCosmos: true }, force: 2 } }, caption: 'caption.woundForForce' }],
    },
  }),
  // Thétis de la Sirène Marine (2020): Play: +1 Force per Guard fighting beside her; while she is on the
  // field, Heroes cannot face another character than her
  card(2020, {
    face: { fr: "Mise en jeu — +1 Force par Garde. Les Héros n'affrontent qu'elle.", en: 'Play — +1 Force per Guard beside. Heroes face her alone.' },
    name: saint('Thetis', 'Mermaid'),
    text: {
      fr: 'Mise en jeu — +1 Force par Garde qui combat avec elle. Tant qu’elle est sur le terrain, un Héros n’affronte aucun autre Personnage qu’elle.',
      en: 'Play — +1 Force per Guard fighting beside her. While she is on the field, Heroes face no character but her.',
    },
    script: {
      play: [{ op: 'modify', cards: self, force: { count: { beside: true, where: guard } } }],
      statics: [{ on: 'field', forbidFacing: anyHero, faced: character, caption: 'caption.heroesFaceNoOther' }],
    },
  }),
  // Soldat Marina (2021): Marqué: take a Libra weapon from another player; while he is on the field,
  // facing a Marina costs a card discarded from the hand or from play
  card(2021, {
    face: { fr: 'Marqué — une Arme de la Balance rivale. Marina : une carte de plus.', en: "Marked — take a foe's Libra weapon. Mariners cost a card." },
    name: one('Mariner Soldier'),
    text: {
      fr: 'Marqué — un adversaire vous cède une de ses Armes de la Balance. Sur le terrain : affronter un Marina coûte une autre carte défaussée (main ou jeu).',
      en: 'Marked — take a Libra weapon from an opponent. On the field, facing a Mariner costs another card discarded from hand or play.',
    },
    script: {
      marked: [
        { op: 'chooseSeat', among: 'others', as: 'foe', prompt: 'prompt.takeLibraFrom' },
        { op: 'takeLibra', from: { seatVar: 'foe' } },
      ],
      statics: [{ on: 'field', faceToll: { where: marina, discard: 1 }, caption: 'caption.faceMarinaDiscard' }],
    },
  }),
  // Soldat Marina (2022): Marqué: look at an opponent's hand and freeze one of their characters;
  // while on the field, every Guard costs 1 Force
  card(2022, {
    face: { fr: 'Ici Garde à 1 Force. Marqué — gelez en main rivale.', en: "Here Guards cost 1 Force. Marked — freeze in a foe's hand." },
    name: one('Mariner Soldier'),
    text: {
      fr: 'Sur le terrain, tout Garde coûte 1 Force. Marqué — regardez les cartes tenues par un adversaire et gelez-y un Personnage.',
      en: 'On the field, every Guard costs 1 Force. Marked — look at an opponent’s hand and freeze a character in it.',
    },
    script: {
      statics: [{ on: 'costs', where: guard, force: 1, set: true, caption: 'caption.guardsCostOne' }],
      marked: [
        { op: 'chooseSeat', among: 'opponents', as: 'foe', prompt: 'prompt.chooseOpponent' },
        { op: 'choose', from: { zone: 'hand', of: { seatVar: 'foe' }, where: character }, min: 1, max: 1, as: 'cold', prompt: 'prompt.freezeFromTheirHand', byType: true, reveal: { zone: 'hand', of: { seatVar: 'foe' } } },
        freeze(chosen('cold')),
      ],
    },
  }),
  // Soldat Marina (2023): Marqué: trade places with a marked Marina of another player (markers stay on
  // the spot; each card gained is an acquisition, so only a Marina no rule forbids acquiring is offered);
  // while he is on the field, the Force cost of the characters next to him is a Cosmos cost
  card(2023, {
    face: { fr: 'Marqué — ↔ un Marina marqué rival. Voisins : Cosmos.', en: "Marked — ↔ a foe's marked Mariner. Neighbours: Cosmos." },
    name: one('Mariner Soldier'),
    text: {
      fr: 'Marqué — il prend la place d’un Marina marqué chez un adversaire, et inversement (les marqueurs restent). Sur le terrain, ses voisins se paient en Cosmos au lieu de la Force.',
      en: 'Marked — he trades places with an opponent’s marked Mariner (the markers stay put). On the field, his neighbours are paid in Cosmos instead of Force.',
    },
    script: {
      marked: [
        pick({ zone: 'marked', of: 'others', where: { ...marina, acquirable: true } }, 'other', 'prompt.swapWithMarked'),
        { op: 'call', handler: 'swapWithMarked' },
      ],
      statics: [{ on: 'forceCostAsCosmos', where: character, caption: 'caption.neighboursPayCosmos' }],
    },
  }),
  // Soldat Marina (2024): Marqué: you may use the Mise en jeu of a card of your discard; while he is on
  // the field, every other field card leaving for the field discard makes the active player wound a
  // character of their hand
  card(2024, {
    face: { fr: 'Marqué — une Mise en jeu défaussée. Autres Sorties = blessure.', en: "Marked — a discarded card's Play. Other Exits: wound in hand." },
    name: one('Mariner Soldier'),
    text: {
      fr: 'Marqué — choisissez une carte de votre défausse : vous pouvez utiliser sa Mise en jeu. Sur le terrain, toute autre carte du terrain qui part à sa défausse fait blesser au joueur actif un Personnage tenu en main.',
      en: 'Marked — you may use the Play effect of a card in your discard. On the field, whenever another field card goes to the field discard, the active player wounds a character in hand.',
    },
    script: {
      marked: [
        { op: 'choose', from: mine('discard', { hasPart: 'play' }), min: 0, max: 1, as: 'again', prompt: 'prompt.playFromDiscard', byType: true },
        { op: 'applyEffect', cards: chosen('again'), part: 'play' },
      ],
      statics: [{ on: 'othersExit', ops: [pick(mine('hand', character), 'hurt', 'prompt.woundFromHand'), wound(chosen('hurt'))], caption: 'caption.othersExitWound' }],
    },
  }),
  // Soldat Marina (2025): Marqué: take a destroyed Guard of any player into your hand (another player's is
  // acquired, rulings sheet "Acquérir"); while he is on the
  // field, characters with 2 Force cannot face another field character than him
  card(2025, {
    face: { fr: 'Marqué — un Garde détruit en main. Perso. à 2 Force : face à lui seul.', en: 'Marked — a destroyed Guard to hand. 2-Force ones face him only.' },
    name: one('Mariner Soldier'),
    text: {
      fr: 'Marqué — prenez en main un Garde détruit, chez n’importe qui. Sur le terrain, un Personnage à 2 Force n’affronte aucun autre Personnage du terrain que lui.',
      en: 'Marked — take anyone’s destroyed Guard into your hand. On the field, a 2-Force character faces no field character but him.',
    },
    script: {
      marked: [pick({ zone: 'destroyed', of: 'all', where: guard }, 'back', 'prompt.takeDestroyedGuard'), take('hand', chosen('back'))],
      statics: [{ on: 'field', forbidFacing: { ...character, force: { min: 2, max: 2 } }, faced: character, fieldOnly: true, caption: 'caption.twoForceFaceNoOther' }],
    },
  }),
];

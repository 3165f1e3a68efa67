// Asgard 1001–1010, 1023, 1030, 1031, 1036: the ◆ Heroes, the V2 Bronze armors, Siegfried, Bud, a Guard
// and Freya. One module per card (card-module.ts): English name, our texts (short, imperative, trigger word
// first; never the printed wording) and script. Each script's comment names the card as printed and says
// what it does in our words. These scripts proved the Asgard mechanics Poseidon relies on (freeze, Exit,
// Marqué, God Warriors' sapphires, energy recorded only: RULING-12, the V2 armors: RULING-15).
import { card, type CardModule } from '../card-module';
import { one, saint } from '../english-name';
import { chosen, cls, draw, each, exists, freeze, gainEnergy, mine, theirs, when } from '../dsl';
import { upgrade } from './base-helpers';
import { character, destroy, hero, pick, to } from './expansion-helpers';
import { HERO_PLAY_TEXT, withMarked } from './hero-texts';
import { heroPlay } from './poseidon';

/** Asgard's ◆ Heroes: the same play effects as Poseidon's, and each its own Marqué. */
const ASGARD_HEROES: CardModule[] = [
  // Seiya de Pégase ◆ (Asgard): Marqué: gain 1 energy (recorded only, RULING-12)
  card(1001, {
    face: { fr: 'Mise en jeu — piochez 1 par Seiya défaussé. Marqué — +1 énergie.', en: 'Play — draw 1 per Seiya in discard. Marked — +1 energy.' },
    name: saint('Seiya', 'Pegasus'),
    text: withMarked(HERO_PLAY_TEXT.seiya, 'vous gagnez 1 énergie.', 'gain 1 energy.'),
    script: { play: heroPlay(1), marked: [gainEnergy(1)] },
  }),
  // Shiryu du Dragon ◆: Marqué: take another of your wounded Shiryu back into your hand
  card(1002, {
    face: { fr: 'Mise en jeu — blessez un ▲ : piochez 2. Marqué — un Shiryu blessé revient.', en: 'Play — wound a ▲ in hand: draw 2. Marked — a wounded Shiryu back.' },
    name: saint('Shiryu', 'Dragon'),
    text: withMarked(HERO_PLAY_TEXT.shiryu, 'reprenez en main un autre de vos Shiryu blessés.', 'take another of your wounded Shiryu back into your hand.'),
    script: {
      play: heroPlay(2),
      marked: [when(exists(mine('wounded', { ...hero('shiryu'), notSelf: true })), [
        pick(mine('wounded', { ...hero('shiryu'), notSelf: true }), 'back', 'prompt.takeMarked'), to('hand', chosen('back')),
      ])],
    },
  }),
  // Hyoga du Cygne ◆: Marqué: take a Hyoga of your discard into your hand
  card(1003, {
    face: { fr: 'Mise en jeu — 1 carte par Hyoga voisin ; Force seule. Marqué — un Hyoga revient.', en: 'Play — draw 1 per Hyoga beside; Force only. Marked — Hyoga back.' },
    name: saint('Hyoga', 'Cygnus'),
    text: withMarked(HERO_PLAY_TEXT.hyoga, 'un Hyoga de votre défausse revient dans votre main.', 'take a Hyoga from your discard into your hand.'),
    script: {
      play: heroPlay(3),
      marked: [when(exists(mine('discard', hero('hyoga'))), [pick(mine('discard', hero('hyoga')), 'back', 'prompt.takeFromDiscard'), to('hand', chosen('back'))])],
    },
  }),
  // Shun d'Andromède ◆: Marqué: equip a common or uncommon armor from your discard
  card(1004, {
    face: { fr: 'Mise en jeu — face au Cosmos : piochez 1. Marqué — Armure ▲◆ équipée.', en: 'Play — vs Cosmos cost: draw 1. Marked — equip a ▲◆ armor.' },
    name: saint('Shun', 'Andromeda'),
    text: withMarked(HERO_PLAY_TEXT.shun, 'équipez une Armure commune ou peu commune de votre défausse.', 'equip a common or uncommon armor from your discard.'),
    script: {
      play: heroPlay(4),
      marked: [when(exists(mine('discard', { kind: ['armor'], rank: ['common', 'uncommon'] })), [
        pick(mine('discard', { kind: ['armor'], rank: ['common', 'uncommon'] }), 'worn', 'prompt.equipFromDiscard'),
        { op: 'equip', cards: chosen('worn') },
      ])],
    },
  }),
  // Ikki du Phoenix ◆: Marqué: put one of your destroyed very common characters into your discard
  card(1005, {
    face: { fr: 'Mise en jeu — détruisez 1 défaussé : piochez 2. Marqué — un ● détruit revient.', en: 'Play — destroy 1 from discard: draw 2. Marked — a destroyed ● back.' },
    name: saint('Ikki', 'Phoenix'),
    text: withMarked(HERO_PLAY_TEXT.ikki, 'un de vos Personnages très communs détruits revient dans votre défausse.', 'one of your destroyed very common characters returns to your discard.'),
    script: {
      play: heroPlay(5),
      marked: [when(exists(mine('destroyed', { ...character, rank: ['veryCommon'] })), [
        pick(mine('destroyed', { ...character, rank: ['veryCommon'] }), 'back', 'prompt.takeDestroyed'), to('discard', chosen('back')),
      ])],
    },
  }),
];

/** A V2 Bronze armor: the same upgrade as the base armors, the new card to the hand (handler). */
const v2Armor = (id: number, hero: string, constellation: string): CardModule => card(id, {
  name: one(`${constellation} Armor`),
  face: { fr: `Défausser — détruisez 2 ${hero} pareils → le suivant en main.`, en: `Discard — destroy 2 same ${hero} → next-rank one to hand.` },
  text: {
    fr: `Défausser — sacrifiez une paire de ${hero} pareils tenus en main (détruits) : le ${hero} mis de côté du rang suivant vient dans votre main.`,
    en: `Discard — destroy 2 identical ${hero} from your hand; the set-aside ${hero} one rank higher comes to your hand.`,
  },
  script: { activate: upgrade },
});

/** "Guerriers": the Warrior class and the God Warriors (Guerriers Divins): docs/expansions.md. */
const warrior = cls('warrior', 'godWarrior');
/** The God Robes (Robes Divines), armors 1015–1022. */
const godRobe = { typeIds: [1015, 1016, 1017, 1018, 1019, 1020, 1021, 1022] };
/** A God Robe that no field rule forbids acquiring (Bud d'Alcor's Freeze is an acquisition). */
const robeToTake = { ...godRobe, acquirable: true };

export const ASGARD: CardModule[] = [
  ...ASGARD_HEROES,
  v2Armor(1006, 'Seiya', 'Pegasus'),
  v2Armor(1007, 'Shiryu', 'Dragon'),
  v2Armor(1008, 'Hyoga', 'Cygnus'),
  v2Armor(1009, 'Shun', 'Andromeda'),
  v2Armor(1010, 'Ikki', 'Phoenix'),
  // Siegfried de Dubhe (God Warrior): (freeze him) each opponent freezes every God Robe of their hand,
  // discard and armor slot; Exit: each player freezes the top card of their deck
  card(1023, {
    face: { fr: 'Geler — rivaux : Robes gelées. Sortie — dessus de pioche gelé.', en: 'Freeze — foes freeze God Robes. Exit — all freeze deck top.' },
    name: saint('Siegfried', 'Dubhe'),
    text: {
      fr: 'Geler — chaque adversaire gèle ses Robes Divines : main, défausse et Armure équipée. Sortie — chaque joueur gèle la carte du dessus de sa pioche.',
      en: 'Freeze — each opponent freezes their God Robes in hand, discard and armor slot. Exit — every player freezes the top card of their deck.',
    },
    script: {
      activate: {
        cost: 'freeze',
        ops: [each('opponents', [freeze({ any: [theirs('hand'), theirs('discard'), theirs('armor')], where: godRobe })])],
      },
      exit: [each('all', [freeze({ deckTop: 1, of: 'each' })])],
    },
  }),
  // Bud d'Alcor (a Warrior, not a God Warrior: he adds no sapphire): (freeze him) put into your
  // discard a God Robe an opponent has equipped (an acquisition: rulings sheet "Acquérir", a card added
  // to your cards); Exit: each player destroys their marked God Warriors
  card(1030, {
    face: { fr: 'Geler — prenez une Robe rivale. Sortie — Guerriers marqués détruits.', en: "Freeze — take a foe's God Robe. Exit — marked Warriors die." },
    name: saint('Bud', 'Alcor'),
    text: {
      fr: "Geler — prenez dans votre défausse la Robe Divine équipée d'un adversaire. Sortie — tout joueur perd (détruit) les Guerriers Divins marqués qu’il possède.",
      en: "Freeze — an opponent's equipped God Robe goes to your discard. Exit — every player destroys their marked God Warriors.",
    },
    script: {
      activate: {
        cost: 'freeze',
        ops: [when(exists({ zone: 'armor', of: 'opponents', where: robeToTake }), [
          pick({ zone: 'armor', of: 'opponents', where: robeToTake }, 'robe', 'prompt.takeArmor'),
          { op: 'move', cards: chosen('robe'), to: { zone: 'discard', of: 'me' }, how: 'acquire' },
        ])],
      },
      exit: [each('all', [destroy(theirs('marked', cls('godWarrior')))])],
    },
  }),
  // Garde d'Asgard (1031): Marqué: heal a frozen character (anyone's); while on the field, every
  // Warrior (God Warriors included) costs 1 Force
  card(1031, {
    face: { fr: 'Ici, tout Guerrier coûte 1 Force. Marqué — soignez un gelé.', en: 'Here, Warriors cost 1 Force. Marked — heal a frozen one.' },
    name: one('Asgard Guard'),
    text: {
      fr: 'Sur le terrain, tout Guerrier coûte 1 Force. Marqué — soignez un Personnage gelé.',
      en: 'On the field, every Warrior costs 1 Force. Marked — heal a frozen character.',
    },
    script: {
      statics: [{ on: 'costs', where: warrior, force: 1, set: true, caption: 'caption.warriorsCostOne' }],
      marked: [when(exists({ zone: 'frozen', of: 'all', where: character }), [
        pick({ zone: 'frozen', of: 'all', where: character }, 'thawed', 'prompt.healFrozen'), { op: 'heal', cards: chosen('thawed') },
      ])],
    },
  }),
  // Freya: draw 1; Marqué: gain 1 energy (recorded only, RULING-12)
  card(1036, {
    face: { fr: 'Mise en jeu — piochez 1. Marqué — +1 énergie.', en: 'Play — draw 1. Marked — +1 energy.' },
    name: one('Freya'),
    text: { fr: 'Mise en jeu — piochez 1 carte. Marqué — vous gagnez 1 énergie.', en: 'Play — draw a card. Marked — gain 1 energy.' },
    script: { play: [draw(1)], marked: [gainEnergy(1)] },
  }),
];

// The promo cards 9001–9003 (the "goodies": the optional set `promo`), one module per card
// (card-module.ts): English name, our texts (short, imperative, trigger word first; never the printed
// wording) and script. Each entry's comment names the card as printed. Rulings sheet 002 "Classe et
// rang": a goodie has no class (neither a Saint nor a Hero) but counts as its hero's name (card data:
// classes [], heroName); no Force or Cosmos is printed under the art, so both are 0 and exist ("Valeur
// en Force/Cosmos"). Readings: docs/card-audit.md.
import { card, type CardModule } from '../card-module';
import { choose, chosen, cls, draw, exists, mine, onField, removeFlames, when, type Num } from '../dsl';
import { saint } from '../english-name';
import { anyHero, character, pick, self, take, to } from './expansion-helpers';

/** "pour chaque Héros blessé (tous joueurs confondus)": the wounded Heroes of every player's marked area. */
const woundedHeroes: Num = { count: { zone: 'wounded', of: 'all', where: anyHero } };

export const PROMOS: CardModule[] = [
  // Seiya du Sagittaire: his Arrival takes a flame while a Silver Saint is on the field. Defeated, he
  // leaves the game (the field discard, where the game's "retirés du jeu" are: Pope 17), then the
  // player takes another card of the field discard into their hand: an acquisition (002 "Acquérir"),
  // so a field rule may forbid it (Kuraggu) and a Gold Saint taken so removes no flame (RULING-3).
  card(9001, {
    face: { fr: 'Arrivée — un Argent : −1 flamme. Vaincu — une de la défausse du terrain.', en: 'Arrival — a Silver: −1 flame. Defeated — a field-discard card to hand.' },
    name: saint('Seiya', 'Sagittarius'),
    text: {
      fr: "Arrivée — s'il y a un Chevalier d'Argent sur le terrain, une flamme s'éteint. Vaincu — il quitte la partie (défausse du terrain) ; prenez en main une autre carte de cette défausse.",
      en: 'Arrival — if a Silver Saint is on the field, a flame goes out. Defeated — he leaves the game (to the field discard); take another card of that discard into your hand.',
    },
    script: {
      arrival: [when(exists(onField(cls('silverSaint'))), [removeFlames(1)])],
      defeated: [
        to('fieldDiscard', self),
        pick({ zone: 'fieldDiscard', where: { notSelf: true, acquirable: true } }, 'back', 'prompt.takeFromFieldDiscard'),
        take('hand', chosen('back')),
      ],
    },
  }),
  // Shiryu de la Balance: (destroy him) a Hero in play gains +1 Force and +1 Cosmos per wounded Hero of
  // any player. Defeated: the characters used against him are wounded, then the player draws one card
  // per character actually wounded (a wound prevented, Sho 77, is not counted).
  card(9002, {
    face: { fr: 'Détruire — un Héros +1/+1 par blessé. Vaincu — blessez, piochez.', en: 'Destroy — a Hero +1/+1 per wounded. Defeated — wound, draw.' },
    name: saint('Shiryu', 'Libra'),
    text: {
      fr: 'Détruire — un de vos Héros en jeu gagne +1 Force et +1 Cosmos par Héros blessé, chez tous les joueurs. Vaincu — blessez chaque Personnage qui l’a combattu, puis piochez une carte par Personnage blessé ainsi.',
      en: 'Destroy — one of your Heroes in play gets +1 Force and +1 Cosmos for each wounded Hero, all players counted. Defeated — wound every character used against him, then draw a card for each one wounded this way.',
    },
    script: {
      activate: {
        cost: 'destroy',
        ops: [choose(mine('play', anyHero), 'boosted', 'prompt.boostHeroPerWounded'),
          { op: 'modify', cards: chosen('boosted'), force: woundedHeroes, cosmos: woundedHeroes }],
      },
      defeated: [
        { op: 'let', cards: { fighters: true, where: character }, as: 'used' },
        { op: 'wound', cards: chosen('used') },
        draw({ count: { var: 'used', where: { marker: 'wound' } } }),
      ],
    },
  }),
  // Hyoga du Verseau: (destroy him) every frozen character, anyone's, is destroyed. Defeated: in turn
  // order each player acquires a field card and freezes it, until the field is empty (a named handler:
  // a loop over the players that no other card needs).
  card(9003, {
    face: { fr: 'Détruire — détruisez les gelés. Vaincu — chacun prend et gèle.', en: 'Destroy — destroy every frozen one. Defeated — all take, freeze.' },
    name: saint('Hyoga', 'Aquarius'),
    text: {
      fr: 'Détruire — chaque Personnage gelé, de n’importe quel joueur, est détruit. Vaincu — à tour de rôle, en commençant par vous, chacun prend une carte du terrain et la gèle, jusqu’à ce qu’il n’en reste aucune.',
      en: 'Destroy — every frozen character, anyone’s, is destroyed. Defeated — taking turns from you, each player takes a field card and freezes it, until the field is empty.',
    },
    script: {
      activate: { cost: 'destroy', ops: [{ op: 'destroy', cards: { zone: 'frozen', of: 'all', where: character } }] },
      defeated: [{ op: 'call', handler: 'shareFieldFrozen' }],
    },
  }),
];

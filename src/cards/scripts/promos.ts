// The promo cards 9001–9003 (the "goodies": the optional set `promo`). Each entry's comment names the
// card as printed. Rulings sheet 002 "Classe et rang": a goodie has no class (neither a Saint nor a
// Hero) but counts as its hero's name (card data: classes [], heroName); no Force or Cosmos is printed
// under the art, so both are 0 and exist ("Valeur en Force/Cosmos"). Readings: docs/card-audit.md.
import { choose, chosen, cls, draw, exists, mine, onField, removeFlames, script, when, type CardScript, type Num } from '../dsl';
import { anyHero, character, pick, self, take, to } from './expansion-helpers';

/** "pour chaque Héros blessé (tous joueurs confondus)": the wounded Heroes of every player's marked area. */
const woundedHeroes: Num = { count: { zone: 'wounded', of: 'all', where: anyHero } };

export const PROMOS: CardScript[] = [
  // Seiya du Sagittaire: his Arrival takes a flame while a Silver Saint is on the field. Defeated, he
  // leaves the game (the field discard, where the game's "retirés du jeu" are: Pope 17), then the
  // player takes another card of the field discard into their hand: an acquisition (002 "Acquérir"),
  // so a field rule may forbid it (Kuraggu) and a Gold Saint taken so removes no flame (RULING-3).
  script(9001, {
    arrival: [when(exists(onField(cls('silverSaint'))), [removeFlames(1)])],
    defeated: [
      to('fieldDiscard', self),
      pick({ zone: 'fieldDiscard', where: { notSelf: true, acquirable: true } }, 'back', 'prompt.takeFromFieldDiscard'),
      take('hand', chosen('back')),
    ],
  }),
  // Shiryu de la Balance: (destroy him) a Hero in play gains +1 Force and +1 Cosmos per wounded Hero of
  // any player. Defeated: the characters used against him are wounded, then the player draws one card
  // per character actually wounded (a wound prevented, Sho 77, is not counted).
  script(9002, {
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
  }),
  // Hyoga du Verseau: (destroy him) every frozen character, anyone's, is destroyed. Defeated: in turn
  // order each player acquires a field card and freezes it, until the field is empty (a named handler:
  // a loop over the players that no other card needs).
  script(9003, {
    activate: { cost: 'destroy', ops: [{ op: 'destroy', cards: { zone: 'frozen', of: 'all', where: character } }] },
    defeated: [{ op: 'call', handler: 'shareFieldFrozen' }],
  }),
];

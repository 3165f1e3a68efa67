// Asgard 1024–1035 (God Warriors, Asgard Guards) card scripts. Each entry's comment names the card as printed and says what it does in our words.
import {
  chosen, choose, cls, draw, each, exists, freeze, mine, onField, script, theirs, toDiscard, when,
  type CardScript, type Cond, type Filter, type Op, type Sel,
} from '../dsl';
import type { HeroName } from '../types';
import { anyHero, character, destroy, hero, pick, self, to } from './expansion-helpers';

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

export const ASGARD_1024_1035: CardScript[] = [
  // Hagen de Merak: (freeze him) destroy a frozen character, anyone's but his own; Exit: each player
  // destroys one of their frozen cards or discards a Hyoga from their hand
  script(1024, {
    activate: {
      cost: 'freeze',
      ops: [when(exists({ zone: 'frozen', of: 'all', where: { ...character, notSelf: true } }), [
        pick({ zone: 'frozen', of: 'all', where: { ...character, notSelf: true } }, 'gone', 'prompt.destroyFrozen'), destroy(chosen('gone')),
      ])],
    },
    exit: [orDiscardHero(exists(theirs('frozen')), oneOfTheirs(theirs('frozen'), 'prompt.destroyFrozen', destroy), 'hyoga', 'prompt.exitDiscardHyoga')],
  }),
  // Thor de Phecda: (freeze him) take every very common character of the field into your discard (an
  // acquisition); Exit: each player destroys one of their marked characters or discards a Seiya from hand
  script(1025, {
    activate: {
      cost: 'freeze',
      ops: [{ op: 'move', cards: onField({ ...character, rank: ['veryCommon'] }), to: { zone: 'discard', of: 'me' }, how: 'acquire' }],
    },
    exit: [orDiscardHero(exists(theirs('marked', character)), oneOfTheirs(theirs('marked', character), 'prompt.destroyMarked', destroy), 'seiya', 'prompt.exitDiscardSeiya')],
  }),
  // Albérich de Megrez: (freeze him) each opponent freezes every Hero in their hand, then draws a card;
  // Exit: each player freezes a rare or very rare card of their hand
  script(1026, {
    activate: { cost: 'freeze', ops: [each('opponents', [freeze(theirs('hand', anyHero)), draw(1, 'each')])] },
    exit: [each('all', [when(exists(theirs('hand', { rank: ['rare', 'veryRare'] })),
      oneOfTheirs(theirs('hand', { rank: ['rare', 'veryRare'] }), 'prompt.freezeFromHand', freeze))])],
  }),
  // Fenrir d'Alioth: (freeze him) freeze a card of your choice in each opponent's discard; Exit: each
  // player freezes a card of their hand or discards a Shiryu from their hand
  script(1027, {
    activate: {
      cost: 'freeze',
      ops: [each('opponents', [when(exists(theirs('discard')), [pick(theirs('discard'), 'cold', 'prompt.freezeInTheirDiscard'), freeze(chosen('cold'))])])],
    },
    exit: [orDiscardHero(exists(theirs('hand')), oneOfTheirs(theirs('hand'), 'prompt.freezeFromHand', freeze), 'shiryu', 'prompt.exitDiscardShiryu')],
  }),
  // Mime de Benetnash: (freeze him) discard any number of your cards in hand or in play, then draw that
  // many plus one; Exit: each player freezes an armor from their hand or discards an Ikki from hand
  script(1028, {
    activate: {
      cost: 'freeze',
      ops: [
        choose(toDiscard(), 'gone', 'prompt.discardToDraw', 0, 99),
        discard(chosen('gone')),
        draw({ sum: [{ vars: 'gone' }, 1] }),
      ],
    },
    exit: [orDiscardHero(exists(theirs('hand', { kind: ['armor'] })), oneOfTheirs(theirs('hand', { kind: ['armor'] }), 'prompt.freezeFromHand', freeze), 'ikki', 'prompt.exitDiscardIkki')],
  }),
  // Syd de Mizar: (freeze him) each opponent freezes every rare armor of their discard; Exit: each
  // player freezes every rare character of their discard or discards a Shun from their hand
  script(1029, {
    activate: { cost: 'freeze', ops: [each('opponents', [freeze(theirs('discard', { kind: ['armor'], ...rare }))])] },
    exit: [orDiscardHero(exists(theirs('discard', { ...character, ...rare })), [freeze(theirs('discard', { ...character, ...rare }))], 'shun', 'prompt.exitDiscardShun')],
  }),
  // Garde d'Asgard (1032): Marqué: draw 2 cards and discard one of those two; while on the field, the
  // characters to his left (every one, not only the next) cost 1 more Force
  script(1032, {
    statics: [{ on: 'costs', where: character, force: 1, near: 'left', caption: 'caption.leftCostMore' }],
    marked: [{ op: 'draw', n: 2, as: 'drawn' }, pick(chosen('drawn'), 'out', 'prompt.discardOne'), discard(chosen('out'))],
  }),
  // Garde d'Asgard (1033): Marqué: take an uncommon character from your discard into your hand; while
  // on the field, every character next to a Guard costs 1 more Force
  script(1033, {
    statics: [{ on: 'costs', where: character, force: 1, nextTo: guard, caption: 'caption.nextToGuardCostMore' }],
    marked: [when(exists(mine('discard', { ...character, rank: ['uncommon'] })), [
      pick(mine('discard', { ...character, rank: ['uncommon'] }), 'back', 'prompt.takeFromDiscard'), to('hand', chosen('back')),
    ])],
  }),
  // Garde d'Asgard (1034): Marqué: remove two field cards of your choice (their Exits fire); while on
  // the field, no card can be acquired by Cosmos
  script(1034, {
    statics: [{ on: 'field', forbid: 'acquire', by: 'cosmos', caption: 'caption.noCosmosAcquisition' }],
    marked: [choose(onField(), 'gone', 'prompt.removeTwoFromField', 2, 2), to('fieldDiscard', chosen('gone'))],
  }),
  // Garde d'Asgard (1035): Marqué: look at an opponent's hand and pick a card of it that they discard;
  // while on the field, only very common characters and armors can be acquired
  script(1035, {
    statics: [{ on: 'field', forbid: 'acquire', where: { not: [{ ...character, rank: ['veryCommon'] }, { kind: ['armor'] }] }, caption: 'caption.onlyVeryCommonOrArmor' }],
    marked: [
      { op: 'chooseSeat', among: 'opponents', as: 'foe', prompt: 'prompt.chooseOpponent' },
      { op: 'choose', from: { zone: 'hand', of: { seatVar: 'foe' } }, min: 1, max: 1, as: 'drop', prompt: 'prompt.discardFromTheirHand',
        byType: true, reveal: { zone: 'hand', of: { seatVar: 'foe' } } },
      discard(chosen('drop')),
    ],
  }),
];

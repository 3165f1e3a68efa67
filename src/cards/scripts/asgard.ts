// Asgard card scripts (ids 1001–1036). Each entry's comment names the card as printed and says what
// it does in our words. The scripts here prove the Asgard mechanics Poseidon relies on (freeze, Exit,
// Marqué, God Warriors' sapphires, energy recorded only: RULING-12, the V2 armors: RULING-15); the
// other cards are scripted by the card scripters with the same ops (docs/expansions.md).
import { chosen, cls, draw, each, exists, freeze, gainEnergy, mine, script, theirs, when, type CardScript } from '../dsl';
import { upgrade } from './base-helpers';
import { character, destroy, hero, pick, to } from './expansion-helpers';
import { heroPlay } from '../families/poseidon';

/** Asgard's ◆ Heroes: the same play effects as Poseidon's, and each its own Marqué. */
const ASGARD_HEROES: CardScript[] = [
  // Seiya de Pégase ◆ (Asgard): Marqué: gain 1 energy (recorded only, RULING-12)
  script(1001, { play: heroPlay(1), marked: [gainEnergy(1)] }),
  // Shiryu du Dragon ◆: Marqué: take another of your wounded Shiryu back into your hand
  script(1002, {
    play: heroPlay(2),
    marked: [when(exists(mine('wounded', { ...hero('shiryu'), notSelf: true })), [
      pick(mine('wounded', { ...hero('shiryu'), notSelf: true }), 'back', 'prompt.takeMarked'), to('hand', chosen('back')),
    ])],
  }),
  // Hyoga du Cygne ◆: Marqué: take a Hyoga of your discard into your hand
  script(1003, {
    play: heroPlay(3),
    marked: [when(exists(mine('discard', hero('hyoga'))), [pick(mine('discard', hero('hyoga')), 'back', 'prompt.takeFromDiscard'), to('hand', chosen('back'))])],
  }),
  // Shun d'Andromède ◆: Marqué: equip a common or uncommon armor from your discard
  script(1004, {
    play: heroPlay(4),
    marked: [when(exists(mine('discard', { kind: ['armor'], rank: ['common', 'uncommon'] })), [
      pick(mine('discard', { kind: ['armor'], rank: ['common', 'uncommon'] }), 'worn', 'prompt.equipFromDiscard'),
      { op: 'equip', cards: chosen('worn') },
    ])],
  }),
  // Ikki du Phoenix ◆: Marqué: put one of your destroyed very common characters into your discard
  script(1005, {
    play: heroPlay(5),
    marked: [when(exists(mine('destroyed', { ...character, rank: ['veryCommon'] })), [
      pick(mine('destroyed', { ...character, rank: ['veryCommon'] }), 'back', 'prompt.takeDestroyed'), to('discard', chosen('back')),
    ])],
  }),
];

/** The V2 Bronze armors: the same upgrade as the base armors, the new card to the hand (handler). */
const V2_ARMORS: CardScript[] = [1006, 1007, 1008, 1009, 1010].map((id) => script(id, { activate: upgrade }));

/** "Guerriers": the Warrior class and the God Warriors (Guerriers Divins): docs/expansions.md. */
const warrior = cls('warrior', 'godWarrior');
/** The God Robes (Robes Divines), armors 1015–1022. */
const godRobe = { typeIds: [1015, 1016, 1017, 1018, 1019, 1020, 1021, 1022] };
/** A God Robe that no field rule forbids acquiring (Bud d'Alcor's Freeze is an acquisition). */
const robeToTake = { ...godRobe, acquirable: true };

export const ASGARD: CardScript[] = [
  ...ASGARD_HEROES,
  ...V2_ARMORS,
  // Siegfried de Dubhe (God Warrior): (freeze him) each opponent freezes every God Robe of their hand,
  // discard and armor slot; Exit: each player freezes the top card of their deck
  script(1023, {
    activate: {
      cost: 'freeze',
      ops: [each('opponents', [freeze({ any: [theirs('hand'), theirs('discard'), theirs('armor')], where: godRobe })])],
    },
    exit: [each('all', [freeze({ deckTop: 1, of: 'each' })])],
  }),
  // Bud d'Alcor (a Warrior, not a God Warrior: he adds no sapphire): (freeze him) put into your
  // discard a God Robe an opponent has equipped (an acquisition: rulings sheet "Acquérir", a card added
  // to your cards); Exit: each player destroys their marked God Warriors
  script(1030, {
    activate: {
      cost: 'freeze',
      ops: [when(exists({ zone: 'armor', of: 'opponents', where: robeToTake }), [
        pick({ zone: 'armor', of: 'opponents', where: robeToTake }, 'robe', 'prompt.takeArmor'),
        { op: 'move', cards: chosen('robe'), to: { zone: 'discard', of: 'me' }, how: 'acquire' },
      ])],
    },
    exit: [each('all', [destroy(theirs('marked', cls('godWarrior')))])],
  }),
  // Garde d'Asgard (1031): Marqué: heal a frozen character (anyone's); while on the field, every
  // Warrior (God Warriors included) costs 1 Force
  script(1031, {
    statics: [{ on: 'costs', where: warrior, force: 1, set: true, caption: 'caption.warriorsCostOne' }],
    marked: [when(exists({ zone: 'frozen', of: 'all', where: character }), [
      pick({ zone: 'frozen', of: 'all', where: character }, 'thawed', 'prompt.healFrozen'), { op: 'heal', cards: chosen('thawed') },
    ])],
  }),
  // Freya: draw 1; Marqué: gain 1 energy (recorded only, RULING-12)
  script(1036, { play: [draw(1)], marked: [gainEnergy(1)] }),
];

// The First Weave, part 1: the runes, every action card (the heroes' starting cards, the status and
// crystal cards, the upgrade deck). All names, numbers and choices are ours (the rulebook lists no card).
import type { ContentInput } from '../content-schema';
import type { CardIn, OptionIn, EffectIn, Extra } from './authoring';


/** The four runes: a cold Norse palette (ember, ice, moss, gold), named after Elder Futhark runes. */
export const RUNES: ContentInput['runes'] = [
  { id: 'red', name: 'Kenaz, the Ember', colour: '#c2452d' },
  { id: 'blue', name: 'Isa, the Ice', colour: '#5d9cc9' },
  { id: 'green', name: 'Berkano, the Birch', colour: '#5e7f3b' },
  { id: 'gold', name: 'Sowilo, the Sun', colour: '#d2a53a' },
];

/** The enemy die (G-DIE). */
export const DIE: ContentInput['die'] = [0, 0, 1, 1, 2, 3];

const num = (value: number, x: Extra = {}): OptionIn => ({ kinds: ['number'], value, ...x });
const melee = (value: number, x: Extra = {}): OptionIn => ({ kinds: ['melee', 'number'], value, ...x });
const ranged = (value: number, x: Extra = {}): OptionIn => ({ kinds: ['ranged', 'number'], value, ...x });
const defense = (value: number, x: Extra = {}): OptionIn => ({ kinds: ['defense', 'number'], value, ...x });
const special = (effects: EffectIn[], x: Pick<OptionIn, 'rage'> = {}): OptionIn => ({ kinds: ['special'], effects, ...x });
const card = (id: string, name: string, ...options: OptionIn[]): CardIn => ({ id, name, options });

/** A starting card and how many of it the hero's deck holds. */
type Start = [CardIn, number];
const deckOf = (starts: Start[]): string[] => starts.flatMap(([c, n]) => Array<string>(n).fill(c.id));

// ---------------------------------------------------------------- the heroes' starting cards (14 each)

/** Kratos: melee-heavy, a little of everything else. */
const KRATOS: Start[] = [
  [card('kratos-resolve', 'Spartan Resolve', num(1)), 6],
  [card('kratos-scars', 'Old Scars', num(2)), 1],
  [card('kratos-cleave', 'Axe Cleave', melee(2)), 1],
  [card('kratos-fury', 'Rising Fury', melee(1, { rage: true })), 2],
  [card('kratos-throw', 'Axe Throw', ranged(1)), 1],
  [card('kratos-shield', 'Shield Wall', defense(2)), 1],
  [card('kratos-guard', 'Raised Guard', defense(1)), 1],
  [card('kratos-bash', 'Shield Bash', melee(1), defense(1)), 1],
];

/** Atreus: ranged-heavy, light on defense. */
const ATREUS: Start[] = [
  [card('atreus-breath', 'Steady Breath', num(1)), 1],
  [card('atreus-aim', 'Careful Aim', num(2)), 4],
  [card('atreus-arrow', "Hunter's Arrow", ranged(1)), 2],
  [card('atreus-quick', 'Quick Draw', ranged(1, { rage: true })), 1],
  [card('atreus-sting', 'Stinging Arrow', ranged(1, { stun: true })), 1],
  [card('atreus-knife', 'Hunting Knife', melee(1)), 1],
  [card('atreus-dodge', 'Nimble Dodge', defense(1)), 2],
  [card('atreus-close', 'Close Quarters', melee(1), ranged(1)), 2],
];

/** Freya: defense and healing, a few bolts. */
const FREYA: Start[] = [
  [card('freya-calm', 'Calm Mind', num(1)), 4],
  [card('freya-weave', 'Seidr Weave', num(2)), 1],
  [card('freya-barrier', 'Vanir Barrier', defense(2)), 1],
  [card('freya-step', 'Warding Step', defense(1)), 2],
  [card('freya-bolt', 'Spirit Bolt', ranged(1)), 2],
  [card('freya-staff', 'Staff Strike', melee(1)), 1],
  [card('freya-song', 'Healing Song', special([{ do: 'heal', amount: 1, who: 'anyHero' }])), 1],
  [card('freya-chant', 'Vanir Chant', special([{ do: 'heal', amount: 1, who: 'anyHero' }], { rage: true })), 1],
  [card('freya-charm', 'Sheltering Charm', ranged(1), defense(1)), 1],
];

/** Mimir: never attacks (no Melee, no Ranged); Numbers, Defense, and Specials for his allies. */
const MIMIR: Start[] = [
  [card('mimir-fact', 'Old Fact', num(1)), 3],
  [card('mimir-riddle', 'Riddle of Ages', num(2)), 2],
  [card('mimir-quip', 'Sharp Quip', defense(1)), 2],
  [card('mimir-skull', 'Stone-Hard Skull', defense(2)), 1],
  [card('mimir-counsel', 'Wise Counsel', special([{ do: 'draw', amount: 1, who: 'ally' }], { rage: true })), 2],
  [card('mimir-lore', 'Battle Lore', special([{ do: 'boostAttack', amount: 2, who: 'anyHero' }], { rage: true })), 2],
  [card('mimir-remedy', 'Old Remedy', special([{ do: 'heal', amount: 2, who: 'anyHero' }])), 1],
  [card('mimir-gaze', 'Piercing Gaze', special([{ do: 'stun', targets: 'anyEnemy', count: 1 }])), 1],
];

/** Brok & Sindri: a mixed bag from the forge. */
const BROK_SINDRI: Start[] = [
  [card('dwarf-measure', 'True Measure', num(1)), 3],
  [card('dwarf-bargain', 'Hard Bargain', num(2)), 2],
  [card('dwarf-hammer', 'Forge Hammer', melee(2)), 1],
  [card('dwarf-tongs', 'Hot Tongs', melee(1, { rage: true })), 1],
  [card('dwarf-rivet', 'Thrown Rivet', ranged(1)), 2],
  [card('dwarf-plate', 'Forged Plate', defense(2)), 1],
  [card('dwarf-cover', 'Brotherly Cover', defense(1)), 2],
  [card('dwarf-tool', 'Handy Tool', melee(1), defense(1)), 1],
  [card('dwarf-patch', 'Quick Patch', special([{ do: 'heal', amount: 2, who: 'kin' }])), 1],
];

export const DECKS = {
  kratos: deckOf(KRATOS), atreus: deckOf(ATREUS), freya: deckOf(FREYA), mimir: deckOf(MIMIR), brokSindri: deckOf(BROK_SINDRI),
};

// ---------------------------------------------------------------- status and resource cards

/** Stun and Poison do their work when drawn (discarded at once), so their one option does nothing. */
const STATUS_CARDS: CardIn[] = [
  { id: 'stun-card', name: 'Stunned', role: 'stun', options: [special([{ do: 'draw', amount: 0, who: 'self' }])] },
  { id: 'poison-card', name: 'Poisoned', role: 'poison', options: [special([{ do: 'draw', amount: 0, who: 'self' }])] },
  { id: 'crystal', name: 'Explosive Crystal', role: 'crystal',
    options: [special([{ do: 'damage', amount: 3, targets: 'columnEnemy', count: 1, pierce: true }])] },
];

export const STATUS: ContentInput['status'] = { stun: 'stun-card', poison: 'poison-card', crystal: 'crystal', supply: 10 };

// ---------------------------------------------------------------- the upgrade deck (56 cards, 14 per rune)

type Upgrade = [CardIn, number];
const rune = (r: string, list: Upgrade[]): Upgrade[] => list.map(([c, n]) => [{ ...c, rune: r }, n]);

const UPGRADE_LIST: Upgrade[] = [
  // Kenaz (red): fire and fury.
  ...rune('red', [
    [card('ember-axe', 'Ember-Edged Axe', melee(3)), 3],
    [card('ember-arrow', 'Ember Arrow', ranged(2, { rage: true })), 3],
    [card('muspel-wrath', "Muspel's Wrath", melee(3, { rage: true })), 2],
    [card('spark-of-surtr', 'Spark of Surtr', special([{ do: 'boostAttack', amount: 2, who: 'self' }])), 2],
    [card('forge-iron', 'Forge-Hot Iron', num(3)), 2],
    [card('kindled-crystal', 'Kindled Crystal', special([{ do: 'crystal', who: 'self' }])), 2],
  ]),
  // Isa (blue): ice, stillness, guard.
  ...rune('blue', [
    [card('frost-bitten-axe', 'Frost-Bitten Axe', melee(3)), 2],
    [card('rime-shield', 'Rime Shield', defense(3)), 3],
    [card('icicle-shot', 'Icicle Shot', ranged(2, { stun: true })), 3],
    [card('niflheim-mist', 'Niflheim Mist', special([{ do: 'stun', targets: 'anyEnemy', count: 1 }])), 2],
    [card('cold-reckoning', 'Cold Reckoning', num(3)), 2],
    [card('frozen-stance', 'Frozen Stance', defense(2), melee(2)), 2],
  ]),
  // Berkano (green): life, growth, the world-tree.
  ...rune('green', [
    [card('idunn-apple', "Idunn's Apple", special([{ do: 'heal', amount: 2, who: 'anyHero' }])), 3],
    [card('huginn-warning', "Huginn's Warning", special([{ do: 'draw', amount: 2, who: 'self' }])), 2],
    [card('yggdrasil-bark', 'Bark of Yggdrasil', defense(3)), 2],
    [card('wolfskin-hunter', 'Wolfskin Hunter', melee(2), ranged(2)), 2],
    [card('ash-wood-spear', 'Ash-Wood Spear', ranged(2)), 2],
    [card('rune-of-thurs', 'Rune of Thurs', num(3, { rage: true })), 2],
    [card('deep-roots', 'Deep Roots', special([{ do: 'handLimit', delta: 1, who: 'self', until: 'gameEnd' }])), 1],
  ]),
  // Sowilo (gold): sun, glory, the halls of the slain.
  ...rune('gold', [
    [card('sunlit-spear', 'Sunlit Spear', melee(3, { rage: true })), 2],
    [card('hall-guard-shield', "Hall-Guard's Shield", defense(3)), 2],
    [card('golden-bristle', 'Golden Bristle Charge', melee(4)), 2],
    [card('drop-of-draupnir', 'Drop of Draupnir', num(3)), 2],
    [card('bifrost-gleam', 'Bifrost Gleam', ranged(2), defense(2)), 2],
    [card('einherjar-cry', 'Cry of the Einherjar', special([{ do: 'boostAttack', amount: 2, who: 'anyHero' }], { rage: true })), 2],
    [card('sun-tipped-arrow', 'Sun-Tipped Arrow', ranged(3)), 2],
  ]),
];

export const UPGRADES: ContentInput['upgrades'] = UPGRADE_LIST.map(([c, copies]) => ({ card: c.id, copies }));

/** Every card of the set: starting cards, status cards, upgrade cards. */
export const CARDS: CardIn[] = [
  ...[KRATOS, ATREUS, FREYA, MIMIR, BROK_SINDRI].flatMap((starts) => starts.map(([c]) => c)),
  ...STATUS_CARDS,
  ...UPGRADE_LIST.map(([c]) => c),
];

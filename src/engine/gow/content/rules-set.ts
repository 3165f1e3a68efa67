// Rulebook examples (tests): a tiny, FROZEN content set for the rules scenarios of test/scenarios/gow/.
// Every card, enemy and Scenario here is purpose-built for one rule or one of the rulebook's worked
// examples (docs/gow/rules.md, E1–E9). The scenario files depend on its exact numbers: never tune it
// (a balance change belongs in a playable set such as first-set.ts).
import type { ContentInput } from '../content-schema';
import type { CardIn, OptionIn, EffectIn, Extra, ScenarioIn, PlaceIn, FaceIn, EnemyIn, AttackIn, MissionIn, Dir, Hit } from './authoring';


// ---------------------------------------------------------------- cards

const num = (value: number, x: Extra = {}): OptionIn => ({ kinds: ['number'], value, ...x });
const melee = (value: number, x: Extra = {}): OptionIn => ({ kinds: ['melee', 'number'], value, ...x });
const ranged = (value: number, x: Extra = {}): OptionIn => ({ kinds: ['ranged', 'number'], value, ...x });
const defense = (value: number, x: Extra = {}): OptionIn => ({ kinds: ['defense', 'number'], value, ...x });
const special = (effects: EffectIn[]): OptionIn => ({ kinds: ['special'], effects });
const card = (id: string, name: string, ...options: OptionIn[]): CardIn => ({ id, name, options });

/** The plain cards the heroes start with (and the scenario files put in hands and decks). */
const PLAIN: CardIn[] = [
  card('one', 'Number 1', num(1)),
  card('two', 'Number 2', num(2)),
  card('three', 'Number 3', num(3)),
  /** A bare action icon with no Number of its own: never played alone (R10). */
  card('melee', 'Melee', { kinds: ['melee'] }),
  card('ranged', 'Ranged', { kinds: ['ranged'] }),
  card('defense', 'Defense', { kinds: ['defense'] }),
  card('melee-1', 'Melee +1', melee(1)),
  card('melee-2', 'Melee +2', melee(2)),
  card('ranged-1', 'Ranged +1', ranged(1)),
  card('defense-1', 'Defense +1', defense(1)),
  card('defense-2', 'Defense +2', defense(2)),
  /** The wildcard of the rulebook's attack example (E2): Melee +1 OR Ranged +1. */
  card('melee-or-ranged', 'Melee +1 / Ranged +1', melee(1), ranged(1)),
  card('stun-arrow', 'Stunning Arrow', ranged(1, { stun: true })),
  card('fury-1', 'Furious Melee +1', melee(1, { rage: true })),
  card('heal-2', 'Heal 2', special([{ do: 'heal', amount: 2, who: 'self' }])),
  card('draw-1', 'Draw 1', special([{ do: 'draw', amount: 1, who: 'self' }])),
];

const STATUS_CARDS: CardIn[] = [
  { id: 'stun-card', name: 'Stunned', role: 'stun', options: [special([{ do: 'draw', amount: 0, who: 'self' }])] },
  { id: 'poison-card', name: 'Poisoned', role: 'poison', options: [special([{ do: 'draw', amount: 0, who: 'self' }])] },
  { id: 'crystal', name: 'Explosive Crystal', role: 'crystal', options: [special([{ do: 'damage', amount: 3, targets: 'columnEnemy', count: 1, pierce: true }])] },
];

/** The upgrade deck: two cards per rune, two copies each. */
const UPGRADE_CARDS: CardIn[] = [
  { ...card('red-axe', 'Red Axe', melee(3)), rune: 'red' },
  { ...card('red-four', 'Red +4', num(4)), rune: 'red' },
  { ...card('blue-shield', 'Blue Shield', defense(3)), rune: 'blue' },
  { ...card('blue-bolt', 'Blue Bolt', ranged(2)), rune: 'blue' },
  { ...card('green-apple', 'Green Apple', special([{ do: 'heal', amount: 2, who: 'self' }])), rune: 'green' },
  { ...card('green-root', 'Green Root', special([{ do: 'handLimit', delta: 1, who: 'self', until: 'gameEnd' }])), rune: 'green' },
  { ...card('gold-arrow', 'Gold Arrow', ranged(3)), rune: 'gold' },
  { ...card('gold-spear', 'Gold Spear', melee(2)), rune: 'gold' },
];

const deck = (...pairs: [string, number][]): string[] => pairs.flatMap(([id, n]) => Array<string>(n).fill(id));
const STANDARD = deck(['one', 3], ['two', 2], ['melee-1', 2], ['melee-2', 1], ['ranged-1', 2], ['defense-1', 2], ['defense-2', 1], ['melee-or-ranged', 1]);

// ---------------------------------------------------------------- heroes (as the first set's)

const HEROES: ContentInput['heroes'] = [
  { id: 'kratos', name: 'Kratos', deck: STANDARD,
    figures: [{ id: 'kratos', name: 'Kratos', health: 10, rage: { name: 'Fury of Sparta', track: 5, effects: [
      { do: 'boostAttack', amount: 3, who: 'self' }, { do: 'heal', amount: 3, who: 'self' }] } }] },
  { id: 'atreus', name: 'Atreus', deck: STANDARD,
    figures: [{ id: 'atreus', name: 'Atreus', health: 7, rage: { name: 'Thunder Bird', track: 4, effects: [
      { do: 'damage', amount: 2, targets: 'anyEnemy', count: 2, pierce: false }] } }] },
  { id: 'freya', name: 'Freya', deck: STANDARD,
    figures: [{ id: 'freya', name: 'Freya', health: 8, rage: { name: 'Ancient Magic', track: 4, effects: [{ do: 'ward', who: 'anyHero' }] } }] },
  { id: 'mimir', name: 'Mimir', carried: true, deck: STANDARD,
    figures: [{ id: 'mimir', name: 'Mimir', health: 6, rage: { name: 'Wisdom of the Well', track: 3, effects: [{ do: 'draw', amount: 2, who: 'ally' }] } }] },
  { id: 'brok-sindri', name: 'Brok & Sindri', deck: STANDARD,
    figures: [
      { id: 'brok', name: 'Brok', health: 6, rage: { name: 'Equip', track: 3, effects: [{ do: 'boostAttack', amount: 3, who: 'kin' }] } },
      { id: 'sindri', name: 'Sindri', health: 6, rage: { name: 'Arm', track: 3, effects: [{ do: 'boostDefense', amount: 3, who: 'kin' }] } },
    ] },
];

const SOLO: NonNullable<ContentInput['solo']> = {
  hero: 'kratos',
  companions: [
    { hero: 'atreus', abilities: [
      { name: 'Stunning Shot', options: [[{ do: 'attack', kind: 'ranged', power: 3, count: 1, stun: true }], [{ do: 'boostAttack', amount: 3, who: 'self' }]] },
      { name: 'Twin Arrows', options: [[{ do: 'attack', kind: 'ranged', power: 3, count: 2 }], [{ do: 'boostDefense', amount: 1, who: 'self' }]] },
    ] },
    { hero: 'mimir', abilities: [
      { name: 'Old Remedies', options: [[{ do: 'heal', amount: 2, who: 'self' }], [{ do: 'dieHelps' }]] },
      { name: 'Eyes on the Path', options: [[{ do: 'move' }], [{ do: 'scry', amount: 2 }]] },
    ] },
  ],
};

// ---------------------------------------------------------------- Scenarios

const M = (power: number, directions: Dir[] = ['self'], x: Hit = {}): AttackIn => ({ kind: 'melee', power, directions, ...x });
const R = (power: number, x: Hit = {}): AttackIn => ({ kind: 'ranged', power, ...x });
const foe = (name: string, health: number, attacks: EnemyIn['attacks'], x: Pick<EnemyIn, 'armor' | 'track'> = {}): EnemyIn => ({ name, health, attacks, ...x });
const at = (place: string, front: FaceIn, back: FaceIn): PlaceIn => ({ at: place, front, back });
const plain = (title: string): FaceIn => ({ title });
const DEFEATED = { when: 'defeated' } as const;

/** Attacks, sets, the die, armor, defeat, rage (4 columns; red and gold runes only). */
const DRILL: ScenarioIn = { id: 'drill', name: 'Drill Yard', cards: [
  at('t0', { title: 'Drill Archer', enemy: foe('Drill Archer', 6, { gold: R(1) }), flip: DEFEATED },
    { title: 'Empty Perch', reward: [{ do: 'draw', amount: 1, who: 'self' }] }),
  at('t1', { title: 'Drill Banner', enemy: foe('Drill Banner', 5, { gold: R(1) }) }, plain('Drill Banner')),
  at('b0', { title: 'Drill Brute', enemy: foe('Drill Brute', 8, { red: M(2) }) }, plain('Drill Brute')),
  at('b1', { title: 'Armored Draugr', enemy: foe('Armored Draugr', 10, { red: M(1) }, { armor: [5, 3] }), flip: { when: 'armorBroken' } },
    { title: 'Bare Draugr', enemy: foe('Bare Draugr', 10, { red: M(2) }) }),
  at('b2', { title: 'Drill Wolf', enemy: foe('Drill Wolf', 4, { red: M(1) }), flip: DEFEATED },
    { title: 'Wolf Den', reward: [{ do: 'rage', amount: 1, who: 'self' }] }),
  at('b3', { title: 'Drill Dummy', enemy: foe('Drill Dummy', 20, { red: M(1) }) }, plain('Drill Dummy')),
] };

/** The rulebook's Ogre (E4): 38 health; the point above it opens at 20 health left or less. */
const OGRE: ScenarioIn = { id: 'ogre', name: "The Ogre's Chain", cards: [
  at('t0', plain('Chain Winch'), plain('Winch Turned')),
  at('t1', { title: 'Hanging Chain', text: "Utilizzare solo se l'Orco sottostante ha 20 salute o meno",
    interaction: { requires: ['melee', 'ranged'], whenEnemyHealthAtMost: { at: 'b1', health: 20 }, effects: [{ do: 'flip', group: ['t0', 't1'] }] } },
  plain('Chain Dropped')),
  at('b0', { title: "Ogre's Thrall", enemy: foe("Ogre's Thrall", 3, { red: M(1) }) }, plain("Ogre's Thrall")),
  at('b1', { title: 'Ogre', enemy: foe('Ogre', 38, { red: M(3) }) }, plain('Ogre')),
] };

/** The rulebook's Helheim (E8): every enemy defeated turns the four top cards and the two middle bottom ones. */
const HEL_GATE = ['t0', 't1', 't2', 't3', 'b1', 'b2'];
const HELHEIM: ScenarioIn = { id: 'helheim', name: 'Helheim', cards: [
  at('t0', { title: 'Gate of Hel', flip: { when: 'allDefeated', group: HEL_GATE } }, plain('Open Gate')),
  at('t1', { title: 'Hel Crow', enemy: foe('Hel Crow', 3, { gold: R(1) }) }, plain('Empty Roost')),
  at('t2', plain('Cold Mist'), plain('Thinning Mist')),
  at('t3', { title: 'Hel Archer', enemy: foe('Hel Archer', 3, { gold: R(1) }) }, plain('Empty Ledge')),
  at('b0', { title: 'Hel-Walker', enemy: foe('Hel-Walker', 4, { red: M(1) }) }, plain('Hel-Walker')),
  at('b1', plain('Frozen Gate'), { title: 'Hel Reaver', enemy: foe('Hel Reaver', 6, { red: M(2) }) }),
  at('b2', { title: 'Draugr Pit', enemy: foe('Pit Draugr', 3, { red: M(1) }) }, { title: 'Hel Knight', enemy: foe('Hel Knight', 9, { red: M(2) }) }),
  at('b3', { title: 'Hel-Walker', enemy: foe('Hel-Walker', 4, { red: M(1) }) }, plain('Hel-Walker')),
] };

/** Alfheim (3 columns), for the Mission choice example (E9). */
const ALFHEIM: ScenarioIn = { id: 'alfheim', name: 'Alfheim', cards: [
  at('t1', { title: 'Dark Elf Archer', enemy: foe('Dark Elf', 4, { green: R(1, { poison: true }) }) }, plain('Dark Elf Archer')),
  at('b0', { title: 'Hive Guard', enemy: foe('Hive Guard', 5, { red: M(1) }) }, plain('Hive Guard')),
  at('b1', { title: 'Light Warden', enemy: foe('Light Warden', 5, { gold: M(2) }) }, plain('Light Warden')),
  at('b2', { title: 'Hive Guard', enemy: foe('Hive Guard', 5, { blue: M(1) }) }, plain('Hive Guard')),
] };

/** The Scenario activation (3 columns): blue = the E5/E6 column, gold = a ranged tie, green = a rune flip and
 *  poison, red = a stunning attack that turns its card after attacking. */
const AMBUSH: ScenarioIn = { id: 'ambush', name: 'Ambush', cards: [
  at('t0', { title: 'Cliff Archer', enemy: foe('Cliff Archer', 5, { blue: R(1) }) }, plain('Cliff Archer')),
  at('t1', { title: 'Slinger Ledge', enemy: foe('Slinger', 4, { gold: R(1) }) }, plain('Slinger Ledge')),
  at('t2', { title: 'Rune Totem', flip: { when: 'rune', rune: 'green' } }, { title: 'Toppled Totem', reward: [{ do: 'draw', amount: 1, who: 'self' }] }),
  at('b0', { title: 'Ambush Brute', enemy: foe('Ambush Brute', 6, { blue: M(2, ['self', 'right']) }) }, plain('Ambush Brute')),
  at('b1', { title: 'Venom Spitter', enemy: foe('Venom Spitter', 5, { green: M(1, ['self'], { poison: true }) }) }, plain('Venom Spitter')),
  at('b2', { title: 'Shieldbreaker', enemy: foe('Shieldbreaker', 6, { red: M(2, ['self'], { stun: true }) }), flip: { when: 'attacked' } },
    { title: 'Enraged Shieldbreaker', enemy: foe('Enraged Shieldbreaker', 6, { red: M(3) }) }),
] };

/** A Mission lost after its rounds (2 columns); green pours oil on the heroes of column 1 (an element
 *  targeting a column: only its front hero takes it, R6). */
const SIEGE: ScenarioIn = { id: 'siege', name: 'Siege', cards: [
  at('t1', { title: 'Boiling Oil', boxes: { green: [{ do: 'hurt', amount: 1, who: 'column' }] } }, plain('Boiling Oil')),
  at('b0', { title: 'Siege Tower', enemy: foe('Siege Tower', 30, { red: M(1) }) }, plain('Siege Tower')),
  at('b1', { title: 'Siege Guard', enemy: foe('Siege Guard', 30, { gold: M(1) }) }, plain('Siege Guard')),
] };

/** A Boss spanning two cards, its damage on a trace card (2 columns). */
const JOTUNN: ScenarioIn = { id: 'jotunn', name: 'The Jotunn', cards: [
  at('t0', { title: "Jotunn's Trace", trace: 'jotunn' }, plain("Jotunn's Trace")),
  at('b0', { title: "Jotunn's Left Hand", enemy: foe('Jotunn', 12, { red: M(2) }, { track: 'jotunn' }) }, plain("Jotunn's Left Hand")),
  at('b1', { title: "Jotunn's Right Hand", enemy: foe('Jotunn', 12, { gold: M(2) }, { track: 'jotunn' }) }, plain("Jotunn's Right Hand")),
] };

const SCENARIOS: ScenarioIn[] = [DRILL, OGRE, HELHEIM, ALFHEIM, AMBUSH, SIEGE, JOTUNN];

const none = { text: 'No obstacle.' };
const MISSIONS: MissionIn[] = [
  { id: 'drill', number: 1, name: 'Drill Yard', scenario: 'drill', victory: { kind: 'allDefeated' }, obstacle: none },
  { id: 'ogre', number: 2, name: "The Ogre's Chain", scenario: 'ogre', victory: { kind: 'defeat', enemies: ['Ogre'] },
    obstacle: { text: 'The top 2 upgrade cards leave the game.', atStart: [{ do: 'burnUpgrades', amount: 2 }] } },
  { id: 'helheim', number: 3, name: 'Helheim', scenario: 'helheim', victory: { kind: 'allDefeated' },
    obstacle: { text: "Hel's chill: every enemy attack has +1 power.", enemyPower: 1 } },
  { id: 'alfheim', number: 4, name: 'Alfheim', scenario: 'alfheim', victory: { kind: 'allDefeated' },
    obstacle: { text: 'Every player shuffles a Poison card into their deck.', atStart: [{ do: 'status', status: 'poison', who: 'allHeroes', where: 'shuffle' }] } },
  { id: 'ambush', number: 5, name: 'Ambush', scenario: 'ambush', victory: { kind: 'allDefeated' },
    obstacle: { text: 'Every hero holds one card fewer during this Mission.', atStart: [{ do: 'handLimit', delta: -1, who: 'allHeroes', until: 'missionEnd' }] } },
  { id: 'siege', number: 6, name: 'Siege', scenario: 'siege', victory: { kind: 'allDefeated' }, defeat: { kind: 'roundsPlayed', rounds: 1 },
    obstacle: { text: 'Every hero takes 1 damage.', atStart: [{ do: 'hurt', amount: 1, who: 'allHeroes' }] } },
];

const BOSSES: MissionIn[] = [
  { id: 'jotunn', number: 7, name: 'The Jotunn', scenario: 'jotunn', victory: { kind: 'defeat', enemies: ['Jotunn'] },
    obstacle: { text: 'Every enemy attack has +1 power.', enemyPower: 1 } },
  { id: 'wyrm', number: 8, name: 'The Wyrm', scenario: 'siege', victory: { kind: 'allDefeated' },
    obstacle: { text: 'Every hero puts a Poison card on top of their deck.', atStart: [{ do: 'status', status: 'poison', who: 'allHeroes', where: 'top' }] } },
  { id: 'hag', number: 9, name: 'The Hag', scenario: 'siege', victory: { kind: 'allDefeated' },
    obstacle: { text: 'Every hero takes 1 damage.', atStart: [{ do: 'hurt', amount: 1, who: 'allHeroes' }] } },
];

export const RULES_SET: ContentInput = {
  id: 'rules-set',
  name: 'Rulebook examples (tests)',
  ours: true,
  runes: [
    { id: 'red', name: 'Red', colour: '#c2452d' },
    { id: 'blue', name: 'Blue', colour: '#5d9cc9' },
    { id: 'green', name: 'Green', colour: '#5e7f3b' },
    { id: 'gold', name: 'Gold', colour: '#d2a53a' },
  ],
  die: [0, 0, 1, 1, 2, 3],
  cards: [...PLAIN, ...STATUS_CARDS, ...UPGRADE_CARDS],
  heroes: HEROES,
  upgrades: UPGRADE_CARDS.map((c) => ({ card: c.id, copies: 2 })),
  status: { stun: 'stun-card', poison: 'poison-card', crystal: 'crystal', supply: 10 },
  scenarios: SCENARIOS,
  missions: MISSIONS,
  bosses: BOSSES,
  solo: SOLO,
};

// The First Weave, part 3: nine Scenarios (six Missions, three Final Bosses). Layouts, enemies, numbers
// and texts are ours; the rulebook gives only Mission 1's name, Alfheim's obstacle, Helheim's flip and
// the Ogre's interaction point, which we follow. Damage stays on a card when it turns (G-FLIP): a card
// that turns on defeat to a new enemy gives it the front's health plus its own (a second phase).
import type { ScenarioIn, PlaceIn, FaceIn, EnemyIn, AttackIn, MissionIn, Dir, Hit } from './authoring';


const ALL: Dir[] = ['left', 'self', 'right'];
const M = (power: number, directions: Dir[] = ['self'], x: Hit = {}): AttackIn => ({ kind: 'melee', power, directions, ...x });
const R = (power: number, x: Hit = {}): AttackIn => ({ kind: 'ranged', power, ...x });
const foe = (name: string, health: number, attacks: EnemyIn['attacks'], x: Pick<EnemyIn, 'armor' | 'track'> = {}): EnemyIn =>
  ({ name, health, attacks, ...x });
const at = (place: string, front: FaceIn, back: FaceIn): PlaceIn => ({ at: place, front, back });
/** A face that never shows (the card does not turn) or shows nothing left to fight. */
const plain = (title: string, text: string): FaceIn => ({ title, text });
const DEFEATED = { when: 'defeated' } as const;

// ---------------------------------------------------------------- Mission 1: I Viandanti (3 columns)

const WANDERERS: ScenarioIn = { id: 'wanderers', name: 'I Viandanti', cards: [
  at('t0', { title: 'Raven-Picked Cairn', enemy: foe('Carrion Raven', 5, { gold: R(1) }), flip: DEFEATED,
    text: 'A raven pecks from above (gold). Defeated: the card turns.' },
  { title: 'Quiet Cairn', reward: [{ do: 'draw', amount: 1, who: 'self' }], text: 'Reward: draw 1 card.' }),
  at('t1', { title: 'Mist on the Road', boxes: { blue: [{ do: 'mend', amount: 1, targets: 'allEnemies' }] },
    text: 'Blue: the mist closes wounds: every enemy heals 1.' }, plain('Mist on the Road', 'This card does not turn.')),
  at('t2', { title: 'Ridge Bowman', enemy: foe('Draugr Bowman', 8, { red: R(1) }), flip: DEFEATED,
    text: 'A dead archer on the ridge (red, ranged 1). Defeated: the card turns.' },
  { title: 'Abandoned Quiver', reward: [{ do: 'crystal', who: 'self' }], text: 'Reward: take an Explosive Crystal.' }),
  at('b0', { title: 'The Grey Wanderer', enemy: foe('Grey Wanderer', 15, { red: M(1, ['self', 'right']), green: M(1) }),
    text: 'Red: strikes its column and the one to its right for 1. Green: strikes its column for 1.' },
  plain('The Grey Wanderer', 'This card does not turn.')),
  at('b1', { title: 'Roadside Draugr', enemy: foe('Roadside Draugr', 10, { blue: M(1, ALL) }), flip: DEFEATED,
    text: 'Blue: a wide swing, 1 to each of the three columns. Defeated: the card turns.' },
  { title: 'Trampled Verge', reward: [{ do: 'rage', amount: 1, who: 'self' }], text: 'Reward: gain 1 rage.' }),
  at('b2', { title: 'The Hooded Wanderer', enemy: foe('Hooded Wanderer', 15, { gold: R(1), blue: M(1) }), flip: { when: 'attacked' },
    text: 'Gold: throws a knife (ranged 1). Blue: strikes its column for 1. After it attacks, its hood falls: the card turns.' },
  { title: 'The Hood Falls', enemy: foe('Hooded Wanderer', 15, { gold: R(1), green: M(1, ['left', 'self']) }),
    text: 'Unmasked and angrier; its wounds stay. Gold: ranged 1. Green: strikes its column and the left one for 1.' }),
] };

// ---------------------------------------------------------------- Mission 2: Alfheim (4 columns)

const ALFHEIM: ScenarioIn = { id: 'alfheim', name: 'Alfheim', cards: [
  at('t0', { title: 'Gloam Archer', enemy: foe('Gloam Archer', 8, { green: R(1, { poison: true }) }), flip: DEFEATED,
    text: 'Green: a poisoned arrow (ranged 1, Poison). Defeated: the card turns.' },
  { title: 'Empty Bough', reward: [{ do: 'heal', amount: 2, who: 'self' }], text: 'Reward: heal 2.' }),
  at('t1', { title: 'Temple Lens', boxes: { gold: [{ do: 'mend', amount: 2, targets: 'allEnemies' }] },
    interaction: { requires: ['crystal'], effects: [{ do: 'flip', group: ['t1'] }] },
    text: 'Gold: the lens pours light on the foes: every enemy heals 2. Interact (an Explosive Crystal): shatter it.' },
  { title: 'Shattered Lens', reward: [{ do: 'rage', amount: 1, who: 'self' }], text: 'Reward: gain 1 rage. The light is gone.' }),
  at('t2', { title: 'Light-Warden Spire', enemy: foe('Sun Sentinel', 10, { gold: R(1) }), flip: DEFEATED,
    text: 'Gold: a lance of light (ranged 1). Defeated: the card turns.' },
  { title: 'Fallen Spire', reward: [{ do: 'crystal', who: 'self' }], text: 'Reward: take an Explosive Crystal.' }),
  at('t3', { title: 'Hanging Gardens', boxes: { red: [{ do: 'status', status: 'poison', who: 'anyHero', where: 'top' }] },
    text: 'Red: sweet, deadly pollen: one hero puts a Poison card on top of their deck.' }, plain('Hanging Gardens', 'This card does not turn.')),
  at('b0', { title: 'Dusk Stalker', enemy: foe('Dusk Stalker', 10, { red: M(1, ['self', 'right'], { poison: true }) }),
    text: 'Red: a venomed blade, its column and the right one (1, Poison).' }, plain('Dusk Stalker', 'This card does not turn.')),
  at('b1', { title: 'Thorn Warden', enemy: foe('Thorn Warden', 12, { green: M(1) }, { armor: [3] }), flip: { when: 'armorBroken' },
    text: 'Armor 3. Green: strikes its column for 1. When its armor breaks, the card turns.' },
  { title: 'Bark Split', enemy: foe('Thorn Warden', 12, { green: M(2), blue: M(1, ['left', 'self']) }),
    text: 'Its bark split, the warden lashes out. Green: 2 to its column. Blue: 1 to its column and the left one.' }),
  at('b2', { title: 'Dusk Stalker', enemy: foe('Dusk Stalker', 10, { blue: M(1, ['left', 'self']) }),
    text: 'Blue: a short blade, its column and the left one (1).' }, plain('Dusk Stalker', 'This card does not turn.')),
  at('b3', { title: 'Radiant Guardian', enemy: foe('Radiant Guardian', 11, { red: M(1, ['left', 'self']) }),
    text: 'Red: a shining blow, its column and the left one (1).' }, plain('Radiant Guardian', 'This card does not turn.')),
] };

// ---------------------------------------------------------------- Mission 3: The Troll's Crossing (3 columns)

const TROLL: ScenarioIn = { id: 'troll-crossing', name: "The Troll's Crossing", cards: [
  at('t0', { title: 'Cliff Slinger', enemy: foe('Troll-Kin Slinger', 8, { green: R(1) }), flip: DEFEATED,
    text: 'Green: slings a stone (ranged 1). Defeated: the card turns.' },
  { title: 'Rope Ladder', reward: [{ do: 'draw', amount: 1, who: 'self' }], text: 'Reward: draw 1 card.' }),
  at('t1', { title: 'Loose Keystone',
    interaction: { requires: ['melee', 'ranged'], whenEnemyHealthAtMost: { at: 'b1', health: 20 }, effects: [{ do: 'flip', group: ['t1', 'b1'] }] },
    text: 'Use only while the troll below has 20 health or less: discard a Melee card and a Ranged card to drop the keystone on it (turn this card and the one below).' },
  plain('Fallen Keystone', 'The arch has come down on the troll.')),
  at('t2', { title: 'Troll-Kin Lookout', enemy: foe('Troll-Kin Lookout', 8, { blue: R(1, { stun: true }) }), flip: DEFEATED,
    text: 'Blue: a thrown club (ranged 1, Stun). Defeated: the card turns.' },
  { title: "Lookout's Cache", reward: [{ do: 'crystal', who: 'self' }], text: 'Reward: take an Explosive Crystal.' }),
  at('b0', { title: 'Troll Whelp', enemy: foe('Troll Whelp', 11, { blue: M(1, ['self', 'right']) }),
    text: 'Blue: its column and the right one (1).' }, plain('Troll Whelp', 'This card does not turn.')),
  at('b1', { title: 'The Bridge Troll', enemy: foe('Bridge Troll', 40, { red: M(1, ALL), gold: M(2, ['self'], { stun: true }) }),
    text: 'Red: sweeps all three columns (1). Gold: crushes its column (2, Stun).' },
  { title: 'Pinned Under Stone', enemy: foe('Bridge Troll', 40, { gold: M(1) }),
    text: 'The keystone pins the troll: its wounds stay, and it can barely swing (gold: 1 to its column).' }),
  at('b2', { title: 'Troll Whelp', enemy: foe('Troll Whelp', 11, { green: M(1, ['left', 'self']) }),
    text: 'Green: its column and the left one (1).' }, plain('Troll Whelp', 'This card does not turn.')),
] };

// ---------------------------------------------------------------- Mission 4: Helheim (4 columns)

const HEL_GATE = ['t0', 't1', 't2', 't3', 'b1', 'b2'];
const HELHEIM: ScenarioIn = { id: 'helheim', name: 'Helheim', cards: [
  at('t0', { title: 'Gate of Hel', boxes: { blue: [{ do: 'status', status: 'stun', who: 'anyHero', where: 'top' }] },
    flip: { when: 'allDefeated', group: HEL_GATE },
    text: 'Blue: the cold numbs: one hero puts a Stun card on top of their deck. When every enemy is defeated, the gate opens: turn the four top cards and the two middle bottom cards.' },
  plain('The Gate Stands Open', 'What waited behind it comes out.')),
  at('t1', { title: 'Frozen Wraith', enemy: foe('Frozen Wraith', 8, { blue: R(1) }), text: 'Blue: a cold breath (ranged 1).' },
  { title: 'Drifting Ash', reward: [{ do: 'heal', amount: 2, who: 'self' }], text: 'Reward: heal 2.' }),
  at('t2', { title: 'Bone Heap', boxes: { green: [{ do: 'mend', amount: 1, targets: 'allEnemies' }] },
    text: 'Green: the dead knit their bones: every enemy heals 1.' },
  { title: 'Mourning Shade', enemy: foe('Mourning Shade', 11, { blue: R(1), green: R(1, { stun: true }) }),
    text: 'Blue: a wail (ranged 1). Green: a chilling touch (ranged 1, Stun).' }),
  at('t3', { title: 'Frozen Wraith', enemy: foe('Frozen Wraith', 8, { gold: R(1) }), text: 'Gold: a cold breath (ranged 1).' },
  { title: 'Silent Ice', reward: [{ do: 'crystal', who: 'self' }], text: 'Reward: take an Explosive Crystal.' }),
  at('b0', { title: 'Draugr Sentry', enemy: foe('Draugr Sentry', 11, { red: M(1, ['self', 'right']) }),
    text: 'Red: its column and the right one (1).' }, plain('Draugr Sentry', 'This card does not turn.')),
  at('b1', { title: 'Gjallar Bridge', boxes: { red: [{ do: 'hurt', amount: 1, who: 'anyHero' }] },
    text: 'Red: the bridge sways: one hero takes 1 damage.' },
  { title: 'Warden of the Bridge', enemy: foe('Bridge Warden', 22, { red: M(2, ALL), gold: M(1, ['self'], { poison: true }) }),
    text: 'Red: sweeps three columns (2). Gold: its column (1, Poison).' }),
  at('b2', { title: 'Corpse-Eater', enemy: foe('Corpse-Eater', 10, { gold: M(1, ['left', 'self'], { poison: true }) }),
    text: 'Gold: its column and the left one (1, Poison).' }, plain('Gnawed Bones', 'Nothing is left to fight here.')),
  at('b3', { title: 'Draugr Sentry', enemy: foe('Draugr Sentry', 11, { green: M(1, ['left', 'self']) }),
    text: 'Green: its column and the left one (1).' }, plain('Draugr Sentry', 'This card does not turn.')),
] };

// ---------------------------------------------------------------- Mission 5: The Mists of Niflheim (3 columns)

const NIFLHEIM: ScenarioIn = { id: 'niflheim', name: 'The Mists of Niflheim', cards: [
  at('t0', { title: 'Frozen Spring', boxes: { blue: [{ do: 'mend', amount: 2, targets: 'allEnemies' }] },
    interaction: { requires: ['crystal'], effects: [{ do: 'flip', group: ['t0'] }] },
    text: 'Blue: the spring mends the foes: every enemy heals 2. Interact (an Explosive Crystal): shatter it.' },
  { title: 'Shattered Spring', reward: [{ do: 'rage', amount: 1, who: 'self' }], text: 'Reward: gain 1 rage.' }),
  at('t1', { title: 'Drifting Mist', flip: { when: 'rune', rune: 'gold' },
    text: 'When a gold rune is revealed, the mist parts and the card turns.' },
  { title: 'The Frost Hag', enemy: foe('Frost Hag', 11, { blue: R(1, { stun: true }) }), text: 'Blue: a hail of ice (ranged 1, Stun).' }),
  at('t2', { title: 'Rime Archer', enemy: foe('Rime Archer', 8, { red: R(1) }), flip: DEFEATED,
    text: 'Red: an ice arrow (ranged 1). Defeated: the card turns.' },
  { title: 'Frozen Quiver', reward: [{ do: 'crystal', who: 'self' }], text: 'Reward: take an Explosive Crystal.' }),
  at('b0', { title: 'Frost Wolf', enemy: foe('Frost Wolf', 10, { green: M(1, ['self', 'right']) }),
    text: 'Green: its column and the right one (1).' }, plain('Frost Wolf', 'This card does not turn.')),
  at('b1', { title: 'Frost Wyrm', enemy: foe('Frost Wyrm', 22, { blue: M(2), gold: R(1) }, { armor: [4] }), flip: { when: 'armorBroken' },
    text: 'Armor 4. Blue: bites its column (2). Gold: spits ice (ranged 1). When its armor breaks, the card turns.' },
  { title: 'Scales Cracked', enemy: foe('Frost Wyrm', 22, { blue: M(1, ALL) }),
    text: 'Scales cracked, it thrashes: blue, 1 to all three columns.' }),
  at('b2', { title: 'Frost Wolf', enemy: foe('Frost Wolf', 10, { red: M(1, ['left', 'self']) }),
    text: 'Red: its column and the left one (1).' }, plain('Frost Wolf', 'This card does not turn.')),
] };

// ---------------------------------------------------------------- Mission 6: The Ember Fields (3 columns)

const EMBERS: ScenarioIn = { id: 'ember-fields', name: 'The Ember Fields', cards: [
  at('t0', { title: 'Cinder Vent', boxes: { red: [{ do: 'hurt', amount: 1, who: 'anyHero' }] },
    text: 'Red: a burst of cinders: one hero takes 1 damage.' }, plain('Cinder Vent', 'This card does not turn.')),
  at('t1', { title: 'Cinder Sprite', enemy: foe('Cinder Sprite', 5, { gold: R(1) }), flip: DEFEATED,
    text: 'Gold: a spark (ranged 1). Defeated: the card turns.' },
  { title: 'Cooling Ash', reward: [{ do: 'crystal', who: 'self' }], text: 'Reward: take an Explosive Crystal.' }),
  at('t2', { title: 'Cinder Vent', boxes: { green: [{ do: 'hurt', amount: 1, who: 'anyHero' }] },
    text: 'Green: a burst of cinders: one hero takes 1 damage.' }, plain('Cinder Vent', 'This card does not turn.')),
  at('b0', { title: 'Muspel Raider', enemy: foe('Muspel Raider', 11, { red: M(1, ['self', 'right']) }),
    text: 'Red: its column and the right one (1).' }, plain('Muspel Raider', 'This card does not turn.')),
  at('b1', { title: 'Ember Brute', enemy: foe('Ember Brute', 19, { green: M(1, ALL) }), flip: DEFEATED,
    text: 'Green: sweeps all three columns (1). Defeated: it bursts into flame, the card turns.' },
  { title: 'Ablaze', enemy: foe('Ember Brute', 30, { green: M(2, ALL), gold: M(1) }),
    text: 'Second phase: its 15 wounds stay; 9 more put it out. Green: 2 to all three columns. Gold: 1 to its column.' }),
  at('b2', { title: 'Muspel Raider', enemy: foe('Muspel Raider', 11, { blue: M(1, ['left', 'self'], { stun: true }) }),
    text: 'Blue: its column and the left one (1, Stun).' }, plain('Muspel Raider', 'This card does not turn.')),
] };

// ---------------------------------------------------------------- Boss: Hrungnir (3 columns)

const HRUNGNIR: ScenarioIn = { id: 'hrungnir', name: 'Hrungnir the Stone-Hearted', cards: [
  at('t0', { title: 'Stone Cairn', trace: 'hrungnir', text: "Trace: holds Hrungnir's damage (40 defeats him)." },
  { title: 'Stone Cairn', trace: 'hrungnir', text: "Trace: holds Hrungnir's damage." }),
  at('t1', { title: "Hrungnir's Head", enemy: foe('Hrungnir', 40, { gold: R(2) }, { track: 'hrungnir' }),
    text: 'Gold: a hurled whetstone (ranged 2). Shares its damage with the body below.' }, plain("Hrungnir's Head", 'This card does not turn.')),
  at('t2', { title: 'Whetstone Ledge', boxes: { blue: [{ do: 'status', status: 'stun', who: 'anyHero', where: 'top' }] },
    interaction: { requires: ['crystal'], effects: [{ do: 'damage', amount: 5, targets: 'anyEnemy', count: 1, pierce: true }] },
    text: 'Blue: falling shards: one hero puts a Stun card on top of their deck. Interact once (an Explosive Crystal): 5 damage to any enemy, armor ignored.' },
  plain('Whetstone Ledge', 'This card does not turn.')),
  at('b0', { title: 'Mokkurkalfi', enemy: foe('Mokkurkalfi', 19, { green: M(1, ['self', 'right']) }), flip: DEFEATED,
    text: 'The clay giant. Green: its column and the right one (1). Defeated: the card turns.' },
  { title: 'Crumbled Clay', reward: [{ do: 'heal', amount: 2, who: 'self' }], text: 'Reward: heal 2.' }),
  at('b1', { title: "Hrungnir's Stone Body", enemy: foe('Hrungnir', 40, { red: M(3, ALL), blue: M(2, ['self'], { stun: true }) }, { armor: [5], track: 'hrungnir' }),
    text: 'Armor 5. Red: sweeps all three columns (3). Blue: its column (2, Stun). Shares its damage with the head above.' },
  plain("Hrungnir's Stone Body", 'This card does not turn.')),
  at('b2', { title: 'Stone Thrall', enemy: foe('Stone Thrall', 10, { gold: M(1, ['left', 'self']) }), flip: DEFEATED,
    text: 'Gold: its column and the left one (1). Defeated: the card turns.' },
  { title: 'Rubble', reward: [{ do: 'crystal', who: 'self' }], text: 'Reward: take an Explosive Crystal.' }),
] };

// ---------------------------------------------------------------- Boss: Nidhogg (4 columns)

const NIDHOGG: ScenarioIn = { id: 'nidhogg', name: 'Nidhogg the Root-Gnawer', cards: [
  at('t0', { title: 'Gnawed Root', boxes: { gold: [{ do: 'mend', amount: 2, targets: 'allEnemies' }] },
    interaction: { requires: ['special'], effects: [{ do: 'flip', group: ['t0'] }] },
    text: 'Gold: Nidhogg feeds on the root: every enemy heals 2. Interact (a Special card): bind the root.' },
  { title: 'Bound Root', reward: [{ do: 'draw', amount: 1, who: 'self' }], text: 'Reward: draw 1 card. The root no longer feeds him.' }),
  at('t1', { title: "Nidhogg's Trail", trace: 'nidhogg', text: "Trace: holds Nidhogg's damage (40 defeats him)." },
  { title: "Nidhogg's Trail", trace: 'nidhogg', text: "Trace: holds Nidhogg's damage." }),
  at('t2', { title: 'Root Wyrmling', enemy: foe('Root Wyrmling', 8, { green: R(1, { poison: true }) }), flip: DEFEATED,
    text: 'Green: spits venom (ranged 1, Poison). Defeated: the card turns.' },
  { title: 'Empty Hollow', reward: [{ do: 'crystal', who: 'self' }], text: 'Reward: take an Explosive Crystal.' }),
  at('t3', { title: 'Dripping Venom', boxes: { red: [{ do: 'status', status: 'poison', who: 'anyHero', where: 'top' }] },
    text: 'Red: venom drips from above: one hero puts a Poison card on top of their deck.' }, plain('Dripping Venom', 'This card does not turn.')),
  at('b0', { title: 'Corpse-Serpent', enemy: foe('Corpse-Serpent', 10, { gold: M(1, ['self', 'right'], { poison: true }) }), flip: DEFEATED,
    text: 'Gold: its column and the right one (1, Poison). Defeated: the card turns.' },
  { title: 'Shed Skin', reward: [{ do: 'rage', amount: 1, who: 'self' }], text: 'Reward: gain 1 rage.' }),
  at('b1', { title: "Nidhogg's Jaws", enemy: foe('Nidhogg', 40, { red: M(3, ['left', 'self'], { poison: true }) }, { track: 'nidhogg' }),
    text: 'Red: bites its column and the left one (3, Poison). Shares its damage with the coils.' }, plain("Nidhogg's Jaws", 'This card does not turn.')),
  at('b2', { title: "Nidhogg's Coils", enemy: foe('Nidhogg', 40, { blue: M(2, ['self', 'right'], { stun: true }) }, { track: 'nidhogg' }),
    text: 'Blue: crushes its column and the right one (2, Stun). Shares its damage with the jaws.' }, plain("Nidhogg's Coils", 'This card does not turn.')),
  at('b3', { title: 'Corpse-Serpent', enemy: foe('Corpse-Serpent', 10, { green: M(1, ['left', 'self'], { poison: true }) }), flip: DEFEATED,
    text: 'Green: its column and the left one (1, Poison). Defeated: the card turns.' },
  { title: 'Shed Skin', reward: [{ do: 'heal', amount: 2, who: 'self' }], text: 'Reward: heal 2.' }),
] };

// ---------------------------------------------------------------- Boss: Hyrrokkin (3 columns)

const HYRROKKIN: ScenarioIn = { id: 'hyrrokkin', name: 'Hyrrokkin the Wolf-Rider', cards: [
  at('t0', { title: "Hringhorni's Keel", trace: 'hyrrokkin', text: "Trace: holds Hyrrokkin's damage (38 defeats her)." },
  { title: "Hringhorni's Keel", trace: 'hyrrokkin', text: "Trace: holds Hyrrokkin's damage." }),
  at('t1', { title: 'Viper Reins', enemy: foe('Viper Reins', 10, { green: R(1, { poison: true }) }), flip: DEFEATED,
    text: 'Green: the vipers strike (ranged 1, Poison). Defeated: the card turns.' },
  { title: 'Reins Cut', reward: [{ do: 'crystal', who: 'self' }], text: 'Reward: take an Explosive Crystal.' }),
  at('t2', { title: 'Funeral Pyre', boxes: { blue: [{ do: 'hurt', amount: 1, who: 'anyHero' }] },
    text: 'Blue: the pyre flares: one hero takes 1 damage.' }, plain('Funeral Pyre', 'This card does not turn.')),
  at('b0', { title: 'Great Grey Wolf', enemy: foe('Great Grey Wolf', 15, { blue: M(1, ['self', 'right']) }), flip: DEFEATED,
    text: 'Blue: its column and the right one (1). Defeated: the card turns.' },
  { title: 'The Wolf Falls', reward: [{ do: 'rage', amount: 1, who: 'self' }], text: 'Reward: gain 1 rage.' }),
  at('b1', { title: 'Hyrrokkin', enemy: foe('Hyrrokkin', 38, { red: M(2, ALL) }, { track: 'hyrrokkin' }), flip: { when: 'attacked' },
    text: 'Red: sweeps all three columns (2). After she attacks, she leaps from her wolf: the card turns.' },
  { title: 'Hyrrokkin Unbridled', enemy: foe('Hyrrokkin', 38, { red: M(3, ALL), gold: R(2) }, { track: 'hyrrokkin' }),
    text: 'Red: sweeps all three columns (3). Gold: hurls a boulder (ranged 2).' }),
  at('b2', { title: 'Rime Thrall', enemy: foe('Rime Thrall', 11, { gold: M(1, ['left', 'self']) }),
    text: 'Gold: its column and the left one (1).' }, plain('Rime Thrall', 'This card does not turn.')),
] };

export const SCENARIOS: ScenarioIn[] = [WANDERERS, ALFHEIM, TROLL, HELHEIM, NIFLHEIM, EMBERS, HRUNGNIR, NIDHOGG, HYRROKKIN];

// ---------------------------------------------------------------- Missions and Final Bosses

export const MISSIONS: MissionIn[] = [
  { id: 'wanderers', number: 1, name: 'I Viandanti', scenario: 'wanderers',
    text: 'Two strangers walk the old road, and the dead walk with them.',
    victory: { kind: 'defeat', enemies: ['Grey Wanderer', 'Hooded Wanderer'] },
    obstacle: { text: 'The long road: every hero puts a Stun card on top of their deck.', atStart: [{ do: 'status', status: 'stun', who: 'allHeroes', where: 'top' }] } },
  { id: 'alfheim', number: 2, name: 'Alfheim', scenario: 'alfheim',
    text: 'The temple light is guarded by thorn and dusk.', victory: { kind: 'allDefeated' },
    obstacle: { text: 'Elven thorns: every hero shuffles a Poison card into their deck.', atStart: [{ do: 'status', status: 'poison', who: 'allHeroes', where: 'shuffle' }] } },
  { id: 'troll-crossing', number: 3, name: "The Troll's Crossing", scenario: 'troll-crossing',
    text: 'The bridge troll takes its toll in blood. Bring it down before the old bridge gives way.',
    victory: { kind: 'defeat', enemies: ['Bridge Troll'] }, defeat: { kind: 'roundsPlayed', rounds: 12 },
    obstacle: { text: "The troll's toll: the top 3 upgrade cards leave the game.", atStart: [{ do: 'burnUpgrades', amount: 3 }] } },
  { id: 'helheim', number: 4, name: 'Helheim', scenario: 'helheim',
    text: 'Clear the road to the gate of Hel, then face what comes through it.', victory: { kind: 'allDefeated' },
    obstacle: { text: "Hel's chill: every enemy attack has +1 power.", atStart: [], enemyPower: 1 } },
  { id: 'niflheim', number: 5, name: 'The Mists of Niflheim', scenario: 'niflheim',
    text: 'Cross the mist before it swallows you.', victory: { kind: 'allDefeated' }, defeat: { kind: 'roundsPlayed', rounds: 12 },
    obstacle: { text: 'Numb fingers: every hero holds one card fewer during this Mission.',
      atStart: [{ do: 'handLimit', delta: -1, who: 'allHeroes', until: 'missionEnd' }] } },
  { id: 'ember-fields', number: 6, name: 'The Ember Fields', scenario: 'ember-fields',
    text: 'Raiders from Muspelheim burn the fields; their brute burns brightest.', victory: { kind: 'allDefeated' },
    obstacle: { text: 'Scorched: every hero begins with 2 damage.', atStart: [{ do: 'hurt', amount: 2, who: 'allHeroes' }] } },
];

export const BOSSES: MissionIn[] = [
  { id: 'hrungnir', number: 7, name: 'Hrungnir the Stone-Hearted', scenario: 'hrungnir',
    text: 'The giant with a heart of stone, and his clay companion.', victory: { kind: 'defeat', enemies: ['Hrungnir'] },
    obstacle: { text: 'Heavy stone: every enemy attack has +1 power.', atStart: [], enemyPower: 1 } },
  { id: 'nidhogg', number: 8, name: 'Nidhogg the Root-Gnawer', scenario: 'nidhogg',
    text: 'The dragon at the roots of the world-tree.', victory: { kind: 'defeat', enemies: ['Nidhogg'] },
    obstacle: { text: 'Venom in the roots: every hero puts a Poison card on top of their deck.',
      atStart: [{ do: 'status', status: 'poison', who: 'allHeroes', where: 'top' }] } },
  { id: 'hyrrokkin', number: 9, name: 'Hyrrokkin the Wolf-Rider', scenario: 'hyrrokkin',
    text: 'The giantess who rides a wolf with vipers for reins.', victory: { kind: 'defeat', enemies: ['Hyrrokkin'] },
    obstacle: { text: 'The wolf howls: every hero takes 1 damage and shuffles a Stun card into their deck.',
      atStart: [{ do: 'hurt', amount: 1, who: 'allHeroes' }, { do: 'status', status: 'stun', who: 'allHeroes', where: 'shuffle' }] } },
];

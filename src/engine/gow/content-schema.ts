// The God of War content format: every card, hero, Scenario, Mission and Boss as data, checked by zod, so
// that a player who owns the box could enter the printed cards in one file (docs/gow/content-format.md).
// The rulebook lists none of them: our first set (content/first-set.ts) is ours.
import { z } from '../../cards/zod';

/** The five action types (rulebook: Mischia, Distanza, Difesa, Speciale, Numero). */
export const KINDS = ['melee', 'ranged', 'defense', 'special', 'number'] as const;
export type Kind = (typeof KINDS)[number];

/** A Scenario place: its row (t = the top row, b = the bottom row) and column from the left, "t0".."b5". */
export const position = z.string().check(z.regex(/^[tb][0-5]$/, 'a place is "t" or "b" and a column 0-5, e.g. "b2"'));
export type Position = z.infer<typeof position>;

/** An integer from `min` to `max`. */
const int = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
const text = (min = 1, max = 200) => z.string().check(z.minLength(min), z.maxLength(max));
const amount = int(0, 30);
const runeId = text(1, 24);
const count = (max: number) => z._default(int(1, max), 1);
const list = <T extends z.ZodMiniType>(item: T, min = 0, max = 500) => z.array(item).check(z.minLength(min), z.maxLength(max));

/** Who an effect reaches: the acting figure, one of its hero's figures (Brok or Sindri: "kin"), any one
 *  hero, every hero, the heroes in the actor's column, any one hero but the actor. */
const heroTarget = z.enum(['self', 'kin', 'anyHero', 'allHeroes', 'column', 'ally']);
/** Which enemies: one in the actor's column, any one (any row, any column), or every enemy. */
const enemyTarget = z.enum(['columnEnemy', 'anyEnemy', 'allEnemies']);

/** The small effect language cards, rage abilities, boxes, rewards and obstacles speak. */
export const effect = z.discriminatedUnion('do', [
  /** Damage to enemies that is not an Attack: no die, no rage, armor ignored only if `pierce`. */
  z.strictObject({ do: z.literal('damage'), amount, targets: enemyTarget, count: count(4), pierce: z.optional(z.boolean()) }),
  z.strictObject({ do: z.literal('stun'), targets: enemyTarget, count: count(4) }),
  z.strictObject({ do: z.literal('heal'), amount, who: heroTarget }),
  z.strictObject({ do: z.literal('hurt'), amount, who: heroTarget }),
  z.strictObject({ do: z.literal('draw'), amount, who: heroTarget }),
  z.strictObject({ do: z.literal('rage'), amount, who: heroTarget }),
  /** Adds to the next Attack (or the next Defense) of the hero, however late it comes. */
  z.strictObject({ do: z.literal('boostAttack'), amount, who: heroTarget }),
  z.strictObject({ do: z.literal('boostDefense'), amount, who: heroTarget }),
  /** Freya's token: the next enemy attack on that hero does no damage (2 tokens in all). */
  z.strictObject({ do: z.literal('ward'), who: heroTarget }),
  /** An Explosive Crystal card on top of the deck (rulebook p.13). */
  z.strictObject({ do: z.literal('crystal'), who: heroTarget }),
  /** Stun or Poison cards into decks: on top, or shuffled in. */
  z.strictObject({ do: z.literal('status'), status: z.enum(['stun', 'poison']), who: heroTarget, where: z.enum(['top', 'shuffle']) }),
  /** A hand-limit token (+1 or −1), for the Mission or for the rest of the game. */
  z.strictObject({ do: z.literal('handLimit'), delta: z.union([z.literal(1), z.literal(-1)]), who: heroTarget, until: z.enum(['missionEnd', 'gameEnd']) }),
  /** Turns Scenario cards to their other face (the listed places; none listed: this card). */
  z.strictObject({ do: z.literal('flip'), group: z._default(z.array(position), []) }),
  /** Heals an enemy (removes damage tokens): the one on this card or every enemy. */
  z.strictObject({ do: z.literal('mend'), amount, targets: z.enum(['thisEnemy', 'allEnemies']) }),
  /** Puts upgrade cards out of the game from the top of their deck (a permanent obstacle). */
  z.strictObject({ do: z.literal('burnUpgrades'), amount }),
  /** An Attack by the acting hero, with no card (solo companions): the die, rage, armor as any Attack. */
  z.strictObject({ do: z.literal('attack'), kind: z.enum(['melee', 'ranged']), power: amount, count: count(2), stun: z.optional(z.boolean()) }),
  /** The hero's next Attack adds the die's result instead of losing it (Mimir's solo gift). */
  z.strictObject({ do: z.literal('dieHelps') }),
  /** One more move this turn. */
  z.strictObject({ do: z.literal('move') }),
  /** Look at the top upgrade cards and send any of them to the bottom. */
  z.strictObject({ do: z.literal('scry'), amount }),
]);
export type Effect = z.infer<typeof effect>;


const opt = z.optional;
const flag = opt(z.boolean());
const id = (pattern: RegExp) => z.string().check(z.regex(pattern));

/**
 * One way to play a card. A plain card has one option; a wildcard has several ("Mischia OPPURE
 * Distanza"), one named when played. `kinds` may combine (Melee + Number); `value` is its Number.
 */
export const option = z.strictObject({
  kinds: list(z.enum(KINDS), 1, 5),
  value: opt(int(0, 9)),
  /** The rage icon: playing this option adds 1 rage. */
  rage: flag,
  /** An attack played with this option stuns its target, damage or not (rulebook p.9). */
  stun: flag,
  /** What a Special does, or what an attack or defense adds once it is resolved. */
  effects: opt(list(effect)),
}).check(z.superRefine((o, ctx) => {
  if (o.kinds.includes('number') && o.value === undefined) ctx.addIssue({ code: 'custom', message: 'a Number option needs its value' });
  if (o.kinds.includes('special') && o.kinds.length > 1) ctx.addIssue({ code: 'custom', message: 'a Special option is played alone (no other kind with it)' });
}));
export type CardOption = z.infer<typeof option>;

export const card = z.strictObject({
  id: id(/^[a-z0-9-]+$/),
  name: text(1, 40),
  options: list(option, 1, 3),
  /** The rune an upgrade card shows (it activates the Scenario when revealed). */
  rune: opt(runeId),
  /** Status and resource cards: removed between Missions and sent back to their supply. */
  role: opt(z.enum(['stun', 'poison', 'crystal'])),
});
export type CardDef = z.infer<typeof card>;

export const rageAbility = z.strictObject({ name: text(), track: int(1, 8), effects: list(effect, 1) });

/** A pawn on the Scenario: one per hero, two for Brok & Sindri, none of its own for Mimir (carried). */
export const figure = z.strictObject({ id: id(/^[a-z-]+$/), name: text(), health: int(1, 30), rage: rageAbility });

export const hero = z.strictObject({
  id: id(/^[a-z-]+$/),
  name: text(),
  figures: list(figure, 1, 2),
  /** Mimir: rides with an ally (the carrier), never attacks, skips the hero activation. */
  carried: flag,
  /** The 14 starting cards (card ids, repeated for copies). */
  deck: list(text(1, 40), 14, 14),
});
export type HeroDef = z.infer<typeof hero>;

const attack = z.strictObject({
  kind: z.enum(['melee', 'ranged']),
  power: int(0, 20),
  /** Melee: the columns it strikes, from the enemy's own (default: its own). */
  directions: opt(list(z.enum(['left', 'self', 'right']), 1, 3)),
  stun: flag,
  poison: flag,
  /** What a hit (damage through) also does. */
  effects: opt(list(effect)),
});
export type EnemyAttack = z.infer<typeof attack>;

export const enemy = z.strictObject({
  name: text(),
  health: int(1, 99),
  /** Armor values, destroyed highest first by a single attack at least as strong (no die). */
  armor: opt(list(int(1, 20), 1, 4)),
  /** Enemies sharing a track share one damage pool (a trace card holds it, rulebook p.13). */
  track: opt(text()),
  attacks: z.record(runeId, attack),
});
export type EnemyDef = z.infer<typeof enemy>;

const flipWhen = z.strictObject({
  when: z.enum(['defeated', 'attacked', 'armorBroken', 'rune', 'allDefeated']),
  rune: opt(runeId),
  /** The flip group: the places turned (none listed: this card alone). */
  group: z._default(list(position, 0, 12), []),
}).check(z.refine((f) => f.when !== 'rune' || f.rune !== undefined, 'a rune flip names its rune'));

export const interaction = z.strictObject({
  /** The cards discarded to use it: one card of each kind listed ("crystal": an Explosive Crystal). */
  requires: list(z.enum([...KINDS, 'crystal']), 1, 4),
  /** Only while the enemy at `at` has at most `health` left (the Ogre's point, rulebook p.8). */
  whenEnemyHealthAtMost: opt(z.strictObject({ at: position, health: int(0, 99) })),
  effects: list(effect, 1),
  /** Usable once per Scenario (default) or every turn. */
  repeat: flag,
});

export const face = z.strictObject({
  title: text(),
  enemy: opt(enemy),
  /** Instruction boxes: what a rune of that colour does to the table when it activates this card. */
  boxes: opt(z.record(runeId, list(effect))),
  flip: opt(flipWhen),
  /** Done at once by the hero who made the card turn to this face. */
  reward: opt(list(effect)),
  interaction: opt(interaction),
  /** A trace card: holds the damage of the track it names. */
  trace: opt(text()),
  /** Rules text shown on the card (our words). */
  text: opt(text(1, 400)),
});
export type FaceDef = z.infer<typeof face>;

export const scenarioCard = z.strictObject({ at: position, front: face, back: face });

export const scenario = z.strictObject({ id: text(), name: text(), cards: list(scenarioCard, 1, 12) })
  .check(z.superRefine((s, ctx) => {
    const seen = new Set<string>();
    for (const c of s.cards) { if (seen.has(c.at)) ctx.addIssue({ code: 'custom', message: `two cards at ${c.at}` }); seen.add(c.at); }
    if (![...seen].some((p) => p.startsWith('b'))) ctx.addIssue({ code: 'custom', message: 'a Scenario needs a bottom row (pawns face it)' });
  }));
export type ScenarioDef = z.infer<typeof scenario>;

/** What wins or loses a Mission. */
export const goal = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('allDefeated') }),
  z.strictObject({ kind: z.literal('defeat'), enemies: list(text(), 1) }),
  z.strictObject({ kind: z.literal('flipped'), at: position }),
  z.strictObject({ kind: z.literal('roundsPlayed'), rounds: int(1, 99) }),
]);
export type Goal = z.infer<typeof goal>;

export const obstacle = z.strictObject({
  text: text(1, 400),
  /** Done when the Mission it weighs on begins. */
  atStart: z._default(list(effect), []),
  /** Added to every enemy attack's power while it weighs. */
  enemyPower: opt(int(0, 5)),
});

export const mission = z.strictObject({
  id: text(),
  number: int(1, 99),
  name: text(),
  scenario: text(),
  text: opt(text(1, 400)),
  special: z._default(list(effect), []),
  victory: goal,
  defeat: opt(goal),
  obstacle,
});
export type MissionDef = z.infer<typeof mission>;

export const content = z.strictObject({
  id: text(),
  name: text(),
  /** Ours (shown as such in the game) or entered from a printed box. */
  ours: z.boolean(),
  runes: list(z.strictObject({ id: runeId, name: text(), colour: id(/^#[0-9a-f]{6}$/) }), 2, 8),
  /** The enemy die's faces. */
  die: list(int(0, 6), 6, 6),
  cards: list(card, 1),
  heroes: list(hero, 1),
  /** The upgrade deck: card ids with their copies (each must carry a rune). */
  upgrades: list(z.strictObject({ card: text(), copies: int(1, 10) }), 1),
  status: z.strictObject({ stun: text(), poison: text(), crystal: text(), supply: z._default(int(0, 30), 10) }),
  scenarios: list(scenario, 1),
  missions: list(mission, 3),
  bosses: list(mission, 1),
  /** Solo: the hero the player is, and the companions' once-per-Mission abilities. */
  solo: opt(z.strictObject({
    hero: text(),
    /** The set's own solo difficulty: Scenario activations added after Kratos's each round (the
     *  rulebook's solo has none: 0). */
    extraReveals: z._default(int(0, 3), 0),
    companions: list(z.strictObject({
      hero: text(),
      abilities: list(z.strictObject({ name: text(), options: list(list(effect, 1), 1, 2) }), 1, 2),
    }), 0, 2),
  })),
});
export type ContentInput = z.input<typeof content>;
export type Content = z.infer<typeof content>;

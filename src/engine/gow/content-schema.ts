// The God of War content format: every card, hero, Scenario, Mission and Boss as data, checked by zod, so
// that a player who owns the box could enter the printed cards in one file (docs/gow/content-format.md).
// The rulebook lists none of them: our first set (content/first-set.ts) is ours.
import { z } from 'zod';

/** The five action types (rulebook: Mischia, Distanza, Difesa, Speciale, Numero). */
export const KINDS = ['melee', 'ranged', 'defense', 'special', 'number'] as const;
export type Kind = (typeof KINDS)[number];

/** A Scenario place: its row (t = the top row, b = the bottom row) and column from the left, "t0".."b5". */
export const position = z.string().regex(/^[tb][0-5]$/, 'a place is "t" or "b" and a column 0-5, e.g. "b2"');
export type Position = z.infer<typeof position>;

const amount = z.number().int().min(0).max(30);
const runeId = z.string().min(1).max(24);

/** Who an effect reaches: the acting figure, one of its hero's figures (Brok or Sindri: "kin"), any one
 *  hero, every hero, the heroes in the actor's column, any one hero but the actor. */
const heroTarget = z.enum(['self', 'kin', 'anyHero', 'allHeroes', 'column', 'ally']);
/** Which enemies: one in the actor's column, any one (any row, any column), or every enemy. */
const enemyTarget = z.enum(['columnEnemy', 'anyEnemy', 'allEnemies']);

/** The small effect language cards, rage abilities, boxes, rewards and obstacles speak. */
export const effect = z.discriminatedUnion('do', [
  /** Damage to enemies that is not an Attack: no die, no rage, armor ignored only if `pierce`. */
  z.object({ do: z.literal('damage'), amount, targets: enemyTarget, count: z.number().int().min(1).max(4).default(1), pierce: z.boolean().optional() }).strict(),
  z.object({ do: z.literal('stun'), targets: enemyTarget, count: z.number().int().min(1).max(4).default(1) }).strict(),
  z.object({ do: z.literal('heal'), amount, who: heroTarget }).strict(),
  z.object({ do: z.literal('hurt'), amount, who: heroTarget }).strict(),
  z.object({ do: z.literal('draw'), amount, who: heroTarget }).strict(),
  z.object({ do: z.literal('rage'), amount, who: heroTarget }).strict(),
  /** Adds to the next Attack (or the next Defense) of the hero, however late it comes. */
  z.object({ do: z.literal('boostAttack'), amount, who: heroTarget }).strict(),
  z.object({ do: z.literal('boostDefense'), amount, who: heroTarget }).strict(),
  /** Freya's token: the next enemy attack on that hero does no damage (2 tokens in all). */
  z.object({ do: z.literal('ward'), who: heroTarget }).strict(),
  /** An Explosive Crystal card on top of the deck (rulebook p.13). */
  z.object({ do: z.literal('crystal'), who: heroTarget }).strict(),
  /** Stun or Poison cards into decks: on top, or shuffled in. */
  z.object({ do: z.literal('status'), status: z.enum(['stun', 'poison']), who: heroTarget, where: z.enum(['top', 'shuffle']) }).strict(),
  /** A hand-limit token (+1 or −1), for the Mission or for the rest of the game. */
  z.object({ do: z.literal('handLimit'), delta: z.union([z.literal(1), z.literal(-1)]), who: heroTarget, until: z.enum(['missionEnd', 'gameEnd']) }).strict(),
  /** Turns Scenario cards to their other face (the listed places; none listed: this card). */
  z.object({ do: z.literal('flip'), group: z.array(position).default([]) }).strict(),
  /** Heals an enemy (removes damage tokens): the one on this card or every enemy. */
  z.object({ do: z.literal('mend'), amount, targets: z.enum(['thisEnemy', 'allEnemies']) }).strict(),
  /** Puts upgrade cards out of the game from the top of their deck (a permanent obstacle). */
  z.object({ do: z.literal('burnUpgrades'), amount }).strict(),
  /** An Attack by the acting hero, with no card (solo companions): the die, rage, armor as any Attack. */
  z.object({ do: z.literal('attack'), kind: z.enum(['melee', 'ranged']), power: amount, count: z.number().int().min(1).max(2).default(1), stun: z.boolean().optional() }).strict(),
  /** The hero's next Attack adds the die's result instead of losing it (Mimir's solo gift). */
  z.object({ do: z.literal('dieHelps') }).strict(),
  /** One more move this turn. */
  z.object({ do: z.literal('move') }).strict(),
  /** Look at the top upgrade cards and send any of them to the bottom. */
  z.object({ do: z.literal('scry'), amount }).strict(),
]);
export type Effect = z.infer<typeof effect>;

/**
 * One way to play a card. A plain card has one option; a wildcard has several ("Mischia OPPURE
 * Distanza"), one named when played. `kinds` may combine (Melee + Number); `value` is its Number.
 */
export const option = z.object({
  kinds: z.array(z.enum(KINDS)).min(1),
  value: z.number().int().min(0).max(9).optional(),
  /** The rage icon: playing this option adds 1 rage. */
  rage: z.boolean().optional(),
  /** An attack played with this option stuns its target, damage or not (rulebook p.9). */
  stun: z.boolean().optional(),
  /** What a Special does, or what an attack or defense adds once it is resolved. */
  effects: z.array(effect).optional(),
}).strict().superRefine((o, ctx) => {
  if (o.kinds.includes('number') && o.value === undefined) ctx.addIssue({ code: 'custom', message: 'a Number option needs its value' });
  if (o.kinds.includes('special') && o.kinds.length > 1) ctx.addIssue({ code: 'custom', message: 'a Special option is played alone (no other kind with it)' });
});
export type CardOption = z.infer<typeof option>;

export const card = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: z.string().min(1).max(40),
  options: z.array(option).min(1).max(3),
  /** The rune an upgrade card shows (it activates the Scenario when revealed). */
  rune: runeId.optional(),
  /** Status and resource cards: removed between Missions and sent back to their supply. */
  role: z.enum(['stun', 'poison', 'crystal']).optional(),
}).strict();
export type CardDef = z.infer<typeof card>;

export const rageAbility = z.object({ name: z.string(), track: z.number().int().min(1).max(8), effects: z.array(effect).min(1) }).strict();

/** A pawn on the Scenario: one per hero, two for Brok & Sindri, none of its own for Mimir (carried). */
export const figure = z.object({ id: z.string().regex(/^[a-z-]+$/), name: z.string(), health: z.number().int().min(1).max(30), rage: rageAbility }).strict();

export const hero = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  name: z.string(),
  figures: z.array(figure).min(1).max(2),
  /** Mimir: rides with an ally (the carrier), never attacks, skips the hero activation. */
  carried: z.boolean().optional(),
  /** The 14 starting cards (card ids, repeated for copies). */
  deck: z.array(z.string()).length(14),
}).strict();
export type HeroDef = z.infer<typeof hero>;

const attack = z.object({
  kind: z.enum(['melee', 'ranged']),
  power: z.number().int().min(0).max(20),
  /** Melee: the columns it strikes, from the enemy's own (default: its own). */
  directions: z.array(z.enum(['left', 'self', 'right'])).optional(),
  stun: z.boolean().optional(),
  poison: z.boolean().optional(),
  /** What a hit (damage through) also does. */
  effects: z.array(effect).optional(),
}).strict();
export type EnemyAttack = z.infer<typeof attack>;

export const enemy = z.object({
  name: z.string(),
  health: z.number().int().min(1).max(99),
  /** Armor values, destroyed highest first by a single attack at least as strong (no die). */
  armor: z.array(z.number().int().min(1).max(20)).optional(),
  /** Enemies sharing a track share one damage pool (a trace card holds it, rulebook p.13). */
  track: z.string().optional(),
  attacks: z.record(runeId, attack),
}).strict();
export type EnemyDef = z.infer<typeof enemy>;

const flipWhen = z.object({
  when: z.enum(['defeated', 'attacked', 'armorBroken', 'rune', 'allDefeated']),
  rune: runeId.optional(),
  /** The flip group: the places turned (none listed: this card alone). */
  group: z.array(position).default([]),
}).strict().refine((f) => f.when !== 'rune' || f.rune !== undefined, 'a rune flip names its rune');

export const interaction = z.object({
  /** The cards discarded to use it: one card of each kind listed ("crystal": an Explosive Crystal). */
  requires: z.array(z.enum([...KINDS, 'crystal'])).min(1).max(4),
  /** Only while the enemy at `at` has at most `health` left (the Ogre's point, rulebook p.8). */
  whenEnemyHealthAtMost: z.object({ at: position, health: z.number().int().min(0) }).strict().optional(),
  effects: z.array(effect).min(1),
  /** Usable once per Scenario (default) or every turn. */
  repeat: z.boolean().optional(),
}).strict();

export const face = z.object({
  title: z.string(),
  enemy: enemy.optional(),
  /** Instruction boxes: what a rune of that colour does to the table when it activates this card. */
  boxes: z.record(runeId, z.array(effect)).optional(),
  flip: flipWhen.optional(),
  /** Done at once by the hero who made the card turn to this face. */
  reward: z.array(effect).optional(),
  interaction: interaction.optional(),
  /** A trace card: holds the damage of the track it names. */
  trace: z.string().optional(),
  /** Rules text shown on the card (our words). */
  text: z.string().optional(),
}).strict();
export type FaceDef = z.infer<typeof face>;

export const scenarioCard = z.object({ at: position, front: face, back: face }).strict();

export const scenario = z.object({ id: z.string(), name: z.string(), cards: z.array(scenarioCard).min(1).max(12) }).strict()
  .superRefine((s, ctx) => {
    const seen = new Set<string>();
    for (const c of s.cards) { if (seen.has(c.at)) ctx.addIssue({ code: 'custom', message: `two cards at ${c.at}` }); seen.add(c.at); }
    if (![...seen].some((p) => p.startsWith('b'))) ctx.addIssue({ code: 'custom', message: 'a Scenario needs a bottom row (pawns face it)' });
  });
export type ScenarioDef = z.infer<typeof scenario>;

/** What wins or loses a Mission. */
export const goal = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('allDefeated') }).strict(),
  z.object({ kind: z.literal('defeat'), enemies: z.array(z.string()).min(1) }).strict(),
  z.object({ kind: z.literal('flipped'), at: position }).strict(),
  z.object({ kind: z.literal('roundsPlayed'), rounds: z.number().int().min(1) }).strict(),
]);
export type Goal = z.infer<typeof goal>;

export const obstacle = z.object({
  text: z.string(),
  /** Done when the Mission it weighs on begins. */
  atStart: z.array(effect).default([]),
  /** Added to every enemy attack's power while it weighs. */
  enemyPower: z.number().int().min(0).max(5).optional(),
}).strict();

export const mission = z.object({
  id: z.string(),
  number: z.number().int().min(1),
  name: z.string(),
  scenario: z.string(),
  text: z.string().optional(),
  special: z.array(effect).default([]),
  victory: goal,
  defeat: goal.optional(),
  obstacle,
}).strict();
export type MissionDef = z.infer<typeof mission>;

export const content = z.object({
  id: z.string(),
  name: z.string(),
  /** Ours (shown as such in the game) or entered from a printed box. */
  ours: z.boolean(),
  runes: z.array(z.object({ id: runeId, name: z.string(), colour: z.string().regex(/^#[0-9a-f]{6}$/) }).strict()).min(2).max(8),
  /** The enemy die's faces. */
  die: z.array(z.number().int().min(0).max(6)).length(6),
  cards: z.array(card).min(1),
  heroes: z.array(hero).min(1),
  /** The upgrade deck: card ids with their copies (each must carry a rune). */
  upgrades: z.array(z.object({ card: z.string(), copies: z.number().int().min(1).max(10) }).strict()).min(1),
  status: z.object({ stun: z.string(), poison: z.string(), crystal: z.string(), supply: z.number().int().min(0).max(30).default(10) }).strict(),
  scenarios: z.array(scenario).min(1),
  missions: z.array(mission).min(3),
  bosses: z.array(mission).min(1),
  /** Solo: the hero the player is, and the companions' once-per-Mission abilities. */
  solo: z.object({
    hero: z.string(),
    companions: z.array(z.object({ hero: z.string(), abilities: z.array(z.object({ name: z.string(), options: z.array(z.array(effect).min(1)).min(1).max(2) }).strict()).min(1).max(2) }).strict()).max(2),
  }).strict().optional(),
}).strict();
export type ContentInput = z.input<typeof content>;
export type Content = z.infer<typeof content>;

// God of War scenario files (docs/scenarios.md, "God of War scenarios"): the moment of a game, the
// steps (the engine's actions, cards named by their content id, "id/1" for a wildcard's second
// option) and what must then be true.
import { z } from 'zod';

const place = z.string().regex(/^[tb][0-5]$/, 'a place is "t" or "b" and a column 0-5');
const seatKey = z.string().regex(/^[0-3]$/, 'a seat is 0 to 3');
const cardIds = z.array(z.string().min(1));
const nat = z.number().int().min(0);

const figureSetup = z.object({ damage: nat, rage: nat, wards: nat, attackBoost: nat, defenseBoost: nat, exhausted: z.boolean() }).partial().strict();
const slotSetup = z.object({ damage: nat, face: z.enum(['front', 'back']), stunned: z.boolean(), dead: z.boolean(), armorBroken: nat, used: z.boolean() }).partial().strict();

export const gowStateSchema = z.object({
  heroes: z.array(z.string()).min(1).max(4),
  /** The Mission (or Boss) whose Scenario is on the table; default: the set's Mission 1. */
  mission: z.string().optional(),
  seed: z.number().int().default(1),
  content: z.string().optional(),
  /** Where the game stands: a hero's activation (default), pawns to place, the upgrade phase, the next Mission to choose. */
  at: z.enum(['hero', 'placing', 'upgrade', 'next']).default('hero'),
  first: z.number().int().min(0).max(3).default(0),
  active: z.number().int().min(0).max(3).optional(),
  round: z.number().int().min(1).default(1),
  /** Pawns: a column, or [column, "back"]. */
  places: z.record(z.string(), z.union([nat, z.tuple([nat, z.literal('back')])])).optional(),
  carriers: z.record(z.string(), z.string()).optional(),
  hands: z.record(seatKey, cardIds).optional(),
  /** Top first. */
  decks: z.record(seatKey, cardIds).optional(),
  discards: z.record(seatKey, cardIds).optional(),
  upgradeDeck: cardIds.optional(),
  revealed: cardIds.optional(),
  /** The die's next faces. */
  dice: z.array(z.number().int().min(0).max(6)).optional(),
  figures: z.record(z.string(), figureSetup).optional(),
  slots: z.record(place, slotSetup).optional(),
  tracks: z.record(z.string(), nat).optional(),
  missions: z.array(z.string()).length(3).optional(),
  bosses: z.array(z.string()).min(1).max(3).optional(),
  /** Missions completed before this one (the pyramid's climb so far). */
  played: z.array(z.string()).optional(),
  obstacles: z.array(z.string()).optional(),
  /** Hand-limit tokens by seat (+1 / −1 each), for the game. */
  limitTokens: z.record(seatKey, z.number().int().min(-6).max(6)).optional(),
  /** The Stun, Poison and Crystal cards left in their supplies (the cards the file puts in play come
   *  out of them otherwise). */
  supply: z.object({ stun: nat, poison: nat, crystal: nat }).partial().strict().optional(),
  /** Rounds already played on this Scenario (its defeat conditions count them). */
  scenarioRounds: nat.optional(),
}).strict();

export const gowDoStep = z.object({
  do: z.enum(['place', 'carry', 'move', 'attack', 'special', 'rage', 'interact', 'companion', 'endTurn', 'absorb', 'defend', 'choose', 'upgrade']),
  seat: z.number().int().min(0).max(3).optional(),
  figure: z.string().optional(),
  column: z.number().int().optional(),
  back: z.boolean().optional(),
  cards: cardIds.optional(),
  card: z.string().optional(),
  target: place.optional(),
  at: place.optional(),
  targets: z.array(z.string()).optional(),
  yes: z.boolean().optional(),
  pick: z.string().optional(),
  take: z.string().optional(),
  remove: z.string().optional(),
  ability: z.string().optional(),
  option: z.number().int().optional(),
  carrier: z.string().optional(),
  expectError: z.enum(['refused', 'malformed']).optional(),
  note: z.string().optional(),
}).strict();

const figureExpect = z.object({ damage: nat, rage: nat, exhausted: z.boolean(), column: nat.nullable(), back: z.boolean(), wards: nat, attackBoost: nat, carrier: z.string().nullable() }).partial().strict();
const slotExpect = z.object({ left: nat, dead: z.boolean(), face: z.enum(['front', 'back']), stunned: z.boolean(), armor: nat, title: z.string(), enemy: z.string().nullable() }).partial().strict();
const seatExpect = z.object({ hand: cardIds, handSize: nat, deckTop: cardIds, deckSize: nat, discard: cardIds, handLimit: nat }).partial().strict();

export const gowExpectSchema = z.object({
  figures: z.record(z.string(), figureExpect),
  slots: z.record(place, slotExpect),
  seats: z.record(seatKey, seatExpect),
  pending: z.object({ kind: z.string(), seat: z.number().int().optional(), options: z.array(z.string()).optional() }).strict().nullable(),
  stage: z.string(),
  round: nat,
  first: nat,
  revealed: cardIds,
  upgradeDeck: nat,
  /** The upgrade deck's bottom cards, bottom first. */
  upgradeBottom: cardIds,
  /** Solo companions' abilities spent this Mission ("atreus:0"…). */
  soloUsed: z.array(z.string()),
  played: z.array(z.string()),
  obstacles: z.array(z.string()),
  supply: z.object({ stun: nat, poison: nat, crystal: nat }).partial().strict(),
  result: z.object({ win: z.boolean(), by: z.string(), missions: nat }).partial().strict().nullable(),
  /** Events that must occur, in this order (others may come between), each with the fields given. */
  events: z.array(z.object({ type: z.string() }).passthrough()),
  /** Event types that must not occur. */
  noEvents: z.array(z.string()),
  /** Steps the engine must list for their seat now (legalActions), and steps it must not. */
  listed: z.array(gowDoStep),
  unlisted: z.array(gowDoStep),
}).partial().strict();

export type GowStateSpec = z.infer<typeof gowStateSchema>;
export type GowDoStep = z.infer<typeof gowDoStep>;
export type GowExpectation = z.infer<typeof gowExpectSchema>;
export type GowStep = GowDoStep | { expect: GowExpectation; note?: string };

export interface GowScenario {
  mode: 'gow';
  name: string;
  rule: string;
  description?: string;
  state: GowStateSpec;
  steps: GowStep[];
  expect?: GowExpectation;
}

const step = z.union([gowDoStep, z.object({ expect: gowExpectSchema, note: z.string().optional() }).strict()]);

export const gowScenarioParts = z.object({ state: gowStateSchema, steps: z.array(step).default([]), expect: gowExpectSchema.optional() });

// The scenario file format (docs/scenarios.md) as zod schemas, and the types they give. A scenario is
// plain JSON: cards are named by printed number, decks and the reserve are listed top first, and
// actions name cards by reference ("hand:69", "field:2"; refs.ts).
import { z } from 'zod';
import { CARD_TYPES, type HeroName } from '../../cards';
import { HEROES, MODES, type Mode } from '../../engine';
import type { ErrorCode, GameEvent } from '../../engine/classic/types';
import { CLOCK_FLAMES, EXPANSION_SETS, FIELD_SIZE } from '../../engine/classic/types';
import { LIBRA_WEAPONS } from '../../cards/pillars';
import { parseRef, REF_HELP, TABLE_REF_ZONES } from './refs';
import type { CoopExpectation, CoopScenario, CoopStep } from './schema-coop';

// ——— vocabulary ———

export const ERROR_CODES = [
  'malformed', 'gameOver', 'notYourTurn', 'decisionPending', 'noDecision', 'notInHand', 'notOnField',
  'cannotFace', 'notArmor', 'notCharacter', 'notInPlay', 'noActivation', 'cannotAcquire', 'notEnough',
  'noHeal', 'badTargets', 'badAnswer', 'healingForbidden', 'internal', 'cannotBeWounded',
  'notRelic', 'noLibra', 'cannotUse', 'cannotEquip',
] as const satisfies readonly ErrorCode[];
export const EVENT_TYPES = [
  'gameStarted', 'turnStarted', 'cardMoved', 'shuffled', 'played', 'acquired', 'activated', 'triggered',
  'flamesRemoved', 'finalRound', 'fieldShifted', 'decision', 'answered', 'gameOver',
  'marked', 'unmarked', 'vpCollected', 'vpGained', 'sapphireAdded', 'pillarRevealed', 'pillarDestroyed',
  'libraTaken', 'libraUsed', 'epicRevealed', 'hourglassAdded', 'epicEnded', 'energyGained', 'eliminated', 'used',
  'upkeepStep',
] as const satisfies readonly GameEvent['type'][];
// Both lists must name every code and event of the engine: a new one fails the type check here.
type Exhaustive<T extends never> = T;
export type MissingErrorCodes = Exhaustive<Exclude<ErrorCode, (typeof ERROR_CODES)[number]>>;
export type MissingEventTypes = Exhaustive<Exclude<GameEvent['type'], (typeof EVENT_TYPES)[number]>>;

// ——— schema ———

export const typeId = z.number().int().refine((id) => CARD_TYPES.has(id), {
  error: (issue) => `unknown card type ${String(issue.input)} (cards are named by their printed number)`,
});
export const cards = z.array(typeId);
/** A field slot: 0 to 5 in the classic game (0 to 6, one per pile, in the cooperative mode). */
export const slotOf = (size: number) => z.number().int().min(0).max(size - 1);
const slot = slotOf(FIELD_SIZE);
export const seatNo = z.number().int().min(0).max(4);
/** A card reference (refs.ts) on a field of `size` slots. */
export const refOf = (size: number) => z.string().superRefine((text, ctx) => {
  const r = parseRef(text);
  if (!r) ctx.addIssue({ code: 'custom', message: `"${text}" is not ${REF_HELP}` });
  else if (r.kind === 'field' && r.slot >= size) ctx.addIssue({ code: 'custom', message: `"${text}": field slots are 0 to ${size - 1}` });
  else if (r.kind === 'zone' && !CARD_TYPES.has(r.type)) ctx.addIssue({ code: 'custom', message: `"${text}": unknown card type ${r.type}` });
  else if (r.kind === 'zone' && r.seat !== undefined && TABLE_REF_ZONES.includes(r.zone)) {
    ctx.addIssue({ code: 'custom', message: `"${text}": the ${r.zone} belongs to no seat, drop the "@${r.seat}"` });
  }
});
export type RefSchema = ReturnType<typeof refOf>;
const ref = refOf(FIELD_SIZE);
type SlotSchema = ReturnType<typeof slotOf>;

const playedOn = (slot: SlotSchema) => z.object({
  card: typeId,
  facing: slot.nullable(),
  /** Instead of a field slot: the index of the revealed pillar it faces (in `pillarsInPlay`). */
  facingPillar: z.number().int().min(0).max(6).optional(),
  /** This-turn changes to its values already made by an effect. */
  force: z.number().int().optional(),
  cosmos: z.number().int().optional(),
}).strict();

export const vpTokens = z.array(z.union([z.literal(1), z.literal(-1)]));
/** A card of the marked area with its markers. */
export const markedCard = z.object({
  card: typeId,
  wound: z.boolean().optional(),
  freeze: z.union([z.literal(1), z.literal(2)]).optional(),
  vp: vpTokens.optional(),
}).strict();
/** A player of a table whose field has slots `slot` (the classic 0–5, or the cooperative piles 0–6). */
export const playerOn = (slot: SlotSchema) => z.object({
  hero: z.enum(HEROES as unknown as [HeroName, ...HeroName[]]),
  hand: cards.default([]),
  deck: cards.default([]),
  discard: cards.default([]),
  /** Marked area: wounded cards, frozen cards (a fresh freeze), or any markers. */
  wounded: cards.default([]),
  frozen: cards.default([]),
  marked: z.array(markedCard).default([]),
  destroyed: cards.default([]),
  armor: typeId.nullable().default(null),
  setAside: cards.default([]),
  relics: cards.default([]),
  pillars: cards.default([]),
  vpTokens: vpTokens.default([]),
  libra: z.number().int().min(0).max(LIBRA_WEAPONS).default(0),
  energy: z.number().int().min(0).default(0),
  play: z.array(playedOn(slot)).default([]),
}).strict();
const player = playerOn(slot);

/** The Epics: the current one, its hourglasses, the deck (top first) and those done. */
export const epicState = z.object({
  current: typeId.nullable(),
  hourglasses: z.number().int().min(0).default(0),
  deck: cards.default([]),
  done: cards.default([]),
}).strict();

export const stateSchema = z.object({
  seed: z.number().int().default(1),
  clock: z.number().int().min(0).max(CLOCK_FLAMES).default(CLOCK_FLAMES),
  active: seatNo.default(0),
  firstSeat: seatNo.default(0),
  turn: z.number().int().min(1).default(1),
  finalRound: z.boolean().optional(),
  field: z.array(typeId.nullable()).length(FIELD_SIZE).default(Array(FIELD_SIZE).fill(null)),
  reserve: cards.default([]),
  fieldDiscard: cards.default([]),
  /** This-turn changes to the cost of field cards already made by an effect. */
  costModifiers: z.array(z.object({ slot, force: z.number().int().optional(), cosmos: z.number().int().optional() }).strict()).default([]),
  /** The optional sets in the game (base is always in): "asgard", "poseidon", "promo". */
  sets: z.array(z.enum(EXPANSION_SETS as unknown as ['asgard', 'poseidon', 'promo'])).default([]),
  /** VP tokens on cards that stay where they are (field cards, relics in play, revealed pillars), by
   *  card reference: { "card": "field:2", "vp": [1] }, { "card": "relics:2027@1", "vp": [-1, -1] }. */
  tokens: z.array(z.object({ card: ref, vp: vpTokens.min(1) }).strict()).default([]),
  pillarsAside: cards.default([]),
  pillarsInPlay: cards.default([]),
  /** Libra weapons left in the supply (default: 6 with Poseidon, else 0). */
  libra: z.number().int().min(0).max(LIBRA_WEAPONS).optional(),
  sapphires: z.number().int().min(0).default(0),
  epic: epicState.optional(),
  players: z.array(player).min(2, { error: 'a classic game takes 2 to 5 players' }).max(5, { error: 'a classic game takes 2 to 5 players' }),
}).strict();

/** A multiset of card types by default; { ordered } for an exact order (top first); { contains } for a part. */
export const zoneExpect = z.preprocess(
  (v) => (Array.isArray(v) ? { exactly: v } : v),
  z.object({ exactly: cards.optional(), ordered: cards.optional(), contains: cards.optional() }).strict()
    .refine((o) => Object.keys(o).length === 1, { error: 'give a list of card types, or { "ordered": [...] }, or { "contains": [...] }' }),
);
export const count = z.number().int().min(0).optional();
const playerExpectOn = (slot: SlotSchema) => z.object({
  hand: zoneExpect.optional(), deck: zoneExpect.optional(), discard: zoneExpect.optional(),
  wounded: zoneExpect.optional(), destroyed: zoneExpect.optional(), setAside: zoneExpect.optional(),
  frozen: zoneExpect.optional(), marked: zoneExpect.optional(), relics: zoneExpect.optional(), pillars: zoneExpect.optional(),
  /** The cards under the seat's relics (Urne d'Athéna). */
  under: zoneExpect.optional(),
  armor: typeId.nullable().optional(),
  play: z.array(z.object({ card: typeId, facing: slot.nullable() }).strict()).optional(),
  handCount: count, deckCount: count, discardCount: count, woundedCount: count, destroyedCount: count, setAsideCount: count,
  vp: z.number().int().optional(),
  vpTokens: z.array(z.number().int()).optional(),
  libra: count, energy: count,
  eliminated: z.boolean().optional(),
}).strict();
/** Markers expected on some card of this type (anywhere): each key given must match. */
const markExpect = z.object({
  card: typeId,
  wound: z.boolean().optional(),
  freeze: z.number().int().min(0).max(2).optional(),
  vp: z.array(z.number().int()).optional(),
}).strict();
type Names = readonly [string, ...string[]];
const eventExpectOf = <T extends Names>(types: T) => z.preprocess(
  (v) => (typeof v === 'string' ? { type: v } : v),
  z.object({ type: z.enum(types) }).catchall(z.unknown()),
);
const pendingExpect = z.object({
  kind: z.enum(['cards', 'seat', 'yesNo']).optional(),
  seat: seatNo.optional(),
  options: z.array(z.number().int()).optional(),
  min: count, max: count,
  prompt: z.string().optional(),
}).strict();
/** A list by index (null to skip one) read as an object keyed by index. */
export const byIndex = (v: unknown) => (Array.isArray(v) ? Object.fromEntries(v.map((p, i) => [String(i), p]).filter(([, p]) => p !== null)) : v);
/** The expectation keys of a table whose field has `size` slots, with these event types. */
export const expectShapeOf = <T extends Names>(size: number, eventTypes: T) => ({
  players: z.preprocess(byIndex, z.record(z.string().regex(/^[0-4]$/, { error: 'players are seats 0 to 4' }), playerExpectOn(slotOf(size)))).optional(),
  field: z.array(typeId.nullable()).length(size).optional(),
  reserve: zoneExpect.optional(),
  reserveCount: count,
  fieldDiscard: zoneExpect.optional(),
  clock: z.number().int().min(0).max(CLOCK_FLAMES).optional(),
  finalRound: z.boolean().optional(),
  phase: z.enum(['main', 'gameOver']).optional(),
  active: seatNo.optional(),
  turn: z.number().int().min(1).optional(),
  pending: pendingExpect.nullable().optional(),
  winners: z.array(seatNo).optional(),
  sapphires: count,
  libraLeft: count,
  pillarsInPlay: zoneExpect.optional(),
  pillarsAside: zoneExpect.optional(),
  /** The cards offered to be faced outside the field (op offerTarget). */
  targets: zoneExpect.optional(),
  epic: z.object({ current: typeId.nullable().optional(), hourglasses: count, done: zoneExpect.optional(), deckCount: count }).strict().optional(),
  marks: z.array(markExpect).optional(),
  events: z.array(eventExpectOf(eventTypes)).optional(),
  noEvents: z.array(z.enum(eventTypes)).optional(),
  /** Events that happened in this order (others may come between them). */
  eventOrder: z.array(eventExpectOf(eventTypes)).min(2).optional(),
});

/** The keys every step may carry, with the error codes of its game. */
export const stepCommonOf = <C extends Names>(codes: C) => ({
  seat: seatNo.optional(),
  expectError: z.enum(codes).optional(),
  note: z.string().optional(),
});
/** The classic actions as steps, naming cards with `ref`. */
export const doVariantsOf = <C extends Names>(ref: RefSchema, codes: C) => {
  const common = stepCommonOf(codes);
  return [
    z.object({ do: z.literal('play'), card: ref, facing: ref, effect: z.boolean().optional(), ...common }).strict(),
    z.object({ do: z.literal('equip'), card: ref, effect: z.boolean().optional(), ...common }).strict(),
    z.object({ do: z.literal('activate'), card: ref, ...common }).strict(),
    z.object({ do: z.literal('acquire'), target: ref, by: z.enum(['force', 'cosmos']), armor: z.boolean().optional(), ...common }).strict(),
    z.object({ do: z.literal('heal'), card: ref, targets: z.array(ref), ...common }).strict(),
    z.object({ do: z.literal('playRelic'), card: ref, effect: z.boolean().optional(), ...common }).strict(),
    z.object({ do: z.literal('libra'), card: ref, ...common }).strict(),
    z.object({ do: z.literal('use'), card: ref, index: z.number().int().min(0).default(0), ...common }).strict(),
    z.object({ do: z.literal('endTurn'), discard: z.array(ref).optional(), ...common }).strict(),
  ] as const;
};
export const doStep = z.discriminatedUnion('do', doVariantsOf(ref, ERROR_CODES));
/** Actions the seat may take now, as `do` steps: each must be listed by the engine's legalActions (legal.ts). */
export const legalExpect = <T extends z.ZodType>(step: T) => z.array(step).min(1).optional();
export const expectSchema = z.object({ ...expectShapeOf(FIELD_SIZE, EVENT_TYPES), legal: legalExpect(doStep) }).strict();
export const answerStepOf = <C extends Names>(ref: RefSchema, codes: C) => z.object({ answer: z.array(ref), ...stepCommonOf(codes) }).strict();
export const answerStep = answerStepOf(ref, ERROR_CODES);
export const expectStep = z.object({ expect: expectSchema, note: z.string().optional() }).strict();

export const header = z.object({
  name: z.string().min(1),
  rule: z.string().min(1),
  description: z.string().optional(),
  /** The mode (scenario-modes.ts): "coop", a cooperative game against Poseidon (schema-coop.ts); absent
   *  or "classic": the classic game. Read from MODES at each parse, so a registered mode is known. */
  mode: z.lazy(() => z.enum(MODES as [Mode, ...Mode[]])).optional(),
  state: z.unknown(),
  steps: z.array(z.unknown()).default([]),
  expect: z.unknown().optional(),
}).strict();

export type ScenarioState = z.infer<typeof stateSchema>;
export type DoStep = z.infer<typeof doStep>;
export type AnswerStep = z.infer<typeof answerStep>;
export type Expectation = z.infer<typeof expectSchema>;
export type ZoneExpect = z.infer<typeof zoneExpect>;
export type Step = DoStep | AnswerStep | { expect: Expectation; note?: string };
/** A scenario of the classic game. */
export interface ClassicScenario {
  mode?: 'classic';
  name: string;
  rule: string;
  description?: string;
  state: ScenarioState;
  steps: Step[];
  expect?: Expectation;
}
/** A scenario of either game: `mode` tells which. */
export type Scenario = ClassicScenario | CoopScenario;
export type AnyStep = Step | CoopStep;
export type AnyExpectation = Expectation | CoopExpectation;

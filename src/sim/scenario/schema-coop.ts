// The cooperative scenario format (docs/scenarios.md, "Cooperative scenarios") as zod schemas, and the
// types they give: `"mode": "coop"`, a state that is either a dealt game (`setup`) or an arranged board
// (piles, pillars, flood pawn, water, Main Breadwinner, heroes' pawns), the cooperative actions as steps,
// and the board's facts as expectations. The classic pieces come from schema.ts.
import { z } from 'zod';
import { CARD_TYPES, type HeroName } from '../../cards';
import { LIBRA_WEAPONS } from '../../cards/pillars';
import { GENERALS, PILLARS } from '../../cards/sets';
import { HEROES } from '../../engine';
import type { CoopErrorCode } from '../../engine/coop/actions';
import { DIFFICULTIES, PILES, type CoopEvent } from '../../engine/coop/types';
import {
  answerStepOf, byIndex, cards, count, doVariantsOf, epicState, ERROR_CODES, EVENT_TYPES, expectShapeOf, legalExpect, markedCard, playerOn,
  refOf, seatNo, slotOf, stepCommonOf, typeId, vpTokens, zoneExpect,
} from './schema';

// ——— vocabulary ———

const COOP_ERROR_CODES = [...ERROR_CODES, 'notAdjacent', 'cannotGive', 'notYourPile', 'poseidonPlays'] as const satisfies readonly CoopErrorCode[];
const COOP_EVENT_TYPES = [
  ...EVENT_TYPES, 'coopStarted', 'phaseStarted', 'heroTurn', 'heroMoved', 'cardsGiven', 'floodMoved', 'floodAt',
  'waterChanged', 'pileRevealed', 'poseidonReveals', 'poseidonStep', 'poseidonChose', 'coopOver',
] as const satisfies readonly CoopEvent['type'][];
type Exhaustive<T extends never> = T;
export type MissingCoopErrorCodes = Exhaustive<Exclude<CoopErrorCode, (typeof COOP_ERROR_CODES)[number]>>;
export type MissingCoopEventTypes = Exhaustive<Exclude<CoopEvent['type'], (typeof COOP_EVENT_TYPES)[number]>>;

const nameOf = (id: unknown) => `${CARD_TYPES.get(id as number)?.name ?? 'card'} (${String(id)})`;
const int = () => z.number().int();
/** A pile of the board, 0 to 6 clockwise (interval i lies just before pile i; 0 is the start). */
const pile = z.number({ error: 'a pile number, 0 to 6' }).int().min(0, { error: 'piles are numbered 0 to 6' }).max(PILES - 1, { error: 'piles are numbered 0 to 6' });
const ref = refOf(PILES);
const generalId = typeId.refine((id) => GENERALS.includes(id), { error: (issue) => `${nameOf(issue.input)} is not a Mariner General (2013–2019)` });
const pillarId = typeId.refine((id) => CARD_TYPES.get(id)?.kind === 'pillar', { error: (issue) => `${nameOf(issue.input)} is not a pillar (2038–2044)` });
/** A card type id, null (none), or "general": the pile's own General. */
const topOf = <T extends z.ZodType<number>>(id: T) => z.union([z.literal('general'), z.null(), id], { error: 'a card type id, null, or "general"' });

// ——— the state ———

/** The pillar of a pile's side: hidden under it (a type id), revealed there, or destroyed by a seat. */
const pillarSpec = z.preprocess(
  (v) => (typeof v === 'number' ? { card: v } : v),
  z.object({ card: pillarId, revealed: z.literal(true).optional(), destroyedBy: seatNo.optional() }).strict()
    .refine((p) => !(p.revealed && p.destroyedBy !== undefined), { error: 'a pillar is revealed or destroyed, not both' }),
);
const pileSpec = z.object({
  /** The General guarding the pile, at its bottom (default: a General no other pile names); null: gone. */
  general: generalId.nullable().optional(),
  /** The face-down cards above the General, bottom first (the last listed is the next to be revealed). */
  down: cards.default([]),
  /** The face-up top (the pile's field slot); null: face down; "general": the General, alone and face up. */
  top: topOf(typeId).default(null),
  /** +1 VP tokens the flood put on the General alone face up (each +1 Force and +1 Cosmos to his cost). */
  generalTokens: int().min(0).default(0),
  /** The pillar of this side (default: a pillar no other pile names, hidden). */
  pillar: pillarSpec.optional(),
}).strict();
type PileInput = z.infer<typeof pileSpec>;
/** A pile with its General and pillar settled: those a pile does not name are the ones no pile names,
 *  in order (2013… and 2038…), so that a scenario names only those that matter. */
export type PileSpec = Omit<PileInput, 'general' | 'pillar'> & { general: number | null; pillar: { card: number; revealed?: true; destroyedBy?: number } };
function settlePiles(piles: PileInput[]): PileSpec[] {
  const freeGenerals = GENERALS.filter((g) => !piles.some((p) => p.general === g));
  const freePillars = PILLARS.filter((id) => !piles.some((p) => p.pillar?.card === id));
  return piles.map((p) => ({
    ...p,
    general: p.general === undefined ? freeGenerals.shift() ?? null : p.general,
    pillar: p.pillar ?? { card: freePillars.shift()! },
  }));
}

const coopPlayer = playerOn(slotOf(PILES)).omit({ pillars: true }).extend({
  /** The pile the hero's pawn faces. */
  at: pile,
}).strict();

export const coopSetup = z.object({
  seed: int().default(1),
  heroes: z.array(z.enum(HEROES as unknown as [HeroName, ...HeroName[]])).min(2, { error: 'the cooperative mode takes 2 to 5 heroes' }).max(5, { error: 'the cooperative mode takes 2 to 5 heroes' }),
  difficulty: z.enum(DIFFICULTIES).optional(),
  start: z.array(pile).optional(),
  asgard: z.boolean().optional(),
  epics: z.boolean().optional(),
}).strict();

export const coopState = z.object({
  seed: int().default(1),
  difficulty: z.enum(DIFFICULTIES).default('normal'),
  /** The water level (default: 3, 2, 1, 0 for 2 to 5 heroes) and its top (default: the difficulty's). */
  water: int().min(0).optional(),
  waterTop: int().min(1).optional(),
  /** The interval the flood pawn stands on (0: the start interval). */
  pawn: pile.default(0),
  round: int().min(1).default(1),
  phase: z.literal('players', { error: 'a scenario starts in the players\' phase (end the last hero\'s turn in a step to play Poseidon\'s)' }).default('players'),
  active: seatNo.default(0),
  /** Whether `active` is in their turn (false: the table is picking who plays next). */
  inTurn: z.boolean().default(true),
  /** The heroes who have played in this phase, in order. */
  played: z.array(seatNo).default([]),
  /** The heroes at an adjacent pile given a card this turn. */
  givenTo: z.array(seatNo).default([]),
  turn: int().min(1).default(1),
  piles: z.array(pileSpec).length(PILES, { error: 'the board has 7 piles: give 7 entries, pile 0 first' }).transform(settlePiles)
    .prefault(() => Array.from({ length: PILES }, () => ({}))),
  /** The Main Breadwinner, bottom first (the last listed is its top). */
  breadwinner: cards.default([]),
  poseidon: z.object({
    marked: z.array(markedCard).default([]),
    vpTokens: vpTokens.default([]),
    libra: int().min(0).max(LIBRA_WEAPONS).default(0),
  }).strict().default({ marked: [], vpTokens: [], libra: 0 }),
  reserve: cards.default([]),
  /** The Abyss. */
  fieldDiscard: cards.default([]),
  costModifiers: z.array(z.object({ slot: pile, force: int().optional(), cosmos: int().optional() }).strict()).default([]),
  tokens: z.array(z.object({ card: ref, vp: vpTokens.min(1) }).strict()).default([]),
  libra: int().min(0).max(LIBRA_WEAPONS).optional(),
  sapphires: int().min(0).default(0),
  /** The Asgard cards in the game (default in, as the setup's default). */
  asgard: z.boolean().default(true),
  epic: epicState.optional(),
  players: z.array(coopPlayer).min(2, { error: 'the cooperative mode takes 2 to 5 heroes' }).max(5, { error: 'the cooperative mode takes 2 to 5 heroes' }),
}).strict();

// ——— expectations ———

const pileExpect = z.object({
  /** The face-down cards above the General (bottom first for "ordered"). */
  down: zoneExpect.optional(),
  downCount: count,
  top: topOf(typeId).optional(),
  /** Whether the pile shows a face-up top (whatever it is). */
  faceUp: z.boolean().optional(),
  /** The General still guarding the pile (face down at its bottom or alone face up), or null. */
  general: generalId.nullable().optional(),
  pillar: z.enum(['hidden', 'revealed', 'destroyed']).optional(),
}).strict();

// ——— steps (and the expectation, whose `legal` names actions as steps do) ———

const common = stepCommonOf(COOP_ERROR_CODES);
export const coopDoStep = z.discriminatedUnion('do', [
  ...doVariantsOf(ref, COOP_ERROR_CODES),
  z.object({ do: z.literal('takeTurn'), ...common, seat: seatNo }).strict(),
  z.object({ do: z.literal('move'), discard: ref, to: pile, ...common }).strict(),
  z.object({ do: z.literal('give'), to: seatNo, cards: z.array(ref).min(1, { error: 'give one card or more' }), ...common }).strict(),
]);

export const coopExpectSchema = z.object(expectShapeOf(PILES, COOP_EVENT_TYPES))
  .omit({ clock: true, finalRound: true, pillarsAside: true, phase: true })
  .extend({
    phase: z.enum(['players', 'poseidon', 'gameOver']).optional(),
    piles: z.preprocess(byIndex, z.record(z.string().regex(/^[0-6]$/, { error: 'piles are 0 to 6' }), pileExpect)).optional(),
    generals: zoneExpect.optional(),
    pawn: pile.optional(),
    water: count, waterTop: count,
    round: int().min(1).optional(),
    breadwinner: zoneExpect.optional(),
    breadwinnerCount: count,
    heroAt: z.array(pile).optional(),
    played: z.array(seatNo).optional(),
    givenTo: z.array(seatNo).optional(),
    inTurn: z.boolean().optional(),
    poseidon: z.object({ marked: zoneExpect.optional(), vpTokens: z.array(int()).optional(), libra: count, vp: int().optional() }).strict().optional(),
    result: z.object({ heroesWin: z.boolean().optional(), heroes: int().optional(), poseidon: int().optional(), reason: z.enum(['pillars', 'water']).optional() }).strict().optional(),
    legal: legalExpect(coopDoStep),
  }).strict();
export const coopAnswerStep = answerStepOf(ref, COOP_ERROR_CODES);
export const coopExpectStep = z.object({ expect: coopExpectSchema, note: z.string().optional() }).strict();

export type CoopSetupSpec = z.infer<typeof coopSetup>;
export type CoopScenarioState = z.infer<typeof coopState>;
export type CoopExpectation = z.infer<typeof coopExpectSchema>;
export type CoopDoStep = z.infer<typeof coopDoStep>;
export type CoopStep = CoopDoStep | z.infer<typeof coopAnswerStep> | { expect: CoopExpectation; note?: string };
export interface CoopScenario {
  mode: 'coop';
  name: string;
  rule: string;
  description?: string;
  /** A dealt game, or an arranged board. */
  state: { setup: CoopSetupSpec } | CoopScenarioState;
  steps: CoopStep[];
  expect?: CoopExpectation;
}

// Rules scenarios: a mid-game state written by hand, the actions to take, and what must hold after.
// A scenario is plain JSON (docs/scenarios.md): cards are named by printed number, decks and the
// reserve are listed top first, and actions name cards by reference ("hand:69", "field:2").
// Pure functions only: no fs here (the CLI in scenario-cli.ts reads the files).
import { z } from 'zod';
import { CARD_TYPES, type HeroName } from '../cards';
import { apply, HEROES, scoreSeat, stateHash } from '../engine';
import { seedToRng } from '../engine/rng';
import type {
  Action, CardMarkers, ErrorCode, GameEvent, GameState, Modifier, PlayedCard, PlayerState, Seat, Uid,
} from '../engine/types';
import { CLOCK_FLAMES, EXPANSION_SETS, FIELD_SIZE } from '../engine/types';
import { LIBRA_WEAPONS } from '../cards/pillars';
import { hasMarker } from '../engine/markers';

// ——— vocabulary ———

const ERROR_CODES = [
  'malformed', 'gameOver', 'notYourTurn', 'decisionPending', 'noDecision', 'notInHand', 'notOnField',
  'cannotFace', 'notArmor', 'notCharacter', 'notInPlay', 'noActivation', 'cannotAcquire', 'notEnough',
  'noHeal', 'badTargets', 'badAnswer', 'healingForbidden', 'internal', 'cannotBeWounded',
  'notRelic', 'noLibra', 'cannotUse', 'cannotEquip',
] as const satisfies readonly ErrorCode[];
const EVENT_TYPES = [
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

/** Zones a card reference can name by card type: "hand:69", "wounded:69@1". 'marked' is the whole marked
 *  area ('wounded' names the same area), 'pillarsInPlay' the revealed pillars, 'epic' the current Epic. */
const REF_ZONES = [
  'hand', 'deck', 'discard', 'wounded', 'marked', 'destroyed', 'setAside', 'play', 'relics', 'pillars', 'reserve', 'fieldDiscard',
  'pillarsInPlay', 'epic',
  'under', // the cards under a seat's relics (Urne d'Athéna)
] as const;
const TABLE_REF_ZONES: readonly string[] = ['reserve', 'fieldDiscard', 'pillarsInPlay', 'epic'];
type RefZone = (typeof REF_ZONES)[number];
const REF_RE = new RegExp(
  `^(?:(yes|no)|seat:(\\d)|field:(\\d)|armor(?:@(\\d))?|(${REF_ZONES.join('|')}):(\\d+)(?:@(\\d))?)$`,
);
const REF_HELP = 'a card reference such as "hand:69", "field:2", "play:58", "armor", "discard:30@1", "pillarsInPlay:2040", "epic:2906", or "seat:1", "yes", "no"';

export type Ref =
  | { kind: 'yes' }
  | { kind: 'no' }
  | { kind: 'seat'; seat: Seat }
  | { kind: 'field'; slot: number }
  | { kind: 'armor'; seat?: Seat }
  | { kind: 'zone'; zone: RefZone; type: number; seat?: Seat };

export function parseRef(text: string): Ref | null {
  const m = REF_RE.exec(text);
  if (!m) return null;
  const seat = (s: string | undefined) => (s === undefined ? undefined : Number(s));
  if (m[1]) return m[1] === 'yes' ? { kind: 'yes' } : { kind: 'no' };
  if (m[2] !== undefined) return { kind: 'seat', seat: Number(m[2]) };
  if (m[3] !== undefined) return { kind: 'field', slot: Number(m[3]) };
  if (m[5] === undefined) return { kind: 'armor', seat: seat(m[4]) };
  return { kind: 'zone', zone: m[5] as RefZone, type: Number(m[6]), seat: seat(m[7]) };
}

// ——— schema ———

const typeId = z.number().int().refine((id) => CARD_TYPES.has(id), {
  error: (issue) => `unknown card type ${String(issue.input)} (cards are named by their printed number)`,
});
const cards = z.array(typeId);
const slot = z.number().int().min(0).max(FIELD_SIZE - 1);
const seatNo = z.number().int().min(0).max(4);
const ref = z.string().superRefine((text, ctx) => {
  const r = parseRef(text);
  if (!r) ctx.addIssue({ code: 'custom', message: `"${text}" is not ${REF_HELP}` });
  else if (r.kind === 'field' && r.slot >= FIELD_SIZE) ctx.addIssue({ code: 'custom', message: `"${text}": field slots are 0 to 5` });
  else if (r.kind === 'zone' && !CARD_TYPES.has(r.type)) ctx.addIssue({ code: 'custom', message: `"${text}": unknown card type ${r.type}` });
  else if (r.kind === 'zone' && r.seat !== undefined && TABLE_REF_ZONES.includes(r.zone)) {
    ctx.addIssue({ code: 'custom', message: `"${text}": the ${r.zone} belongs to no seat, drop the "@${r.seat}"` });
  }
});

const played = z.object({
  card: typeId,
  facing: slot.nullable(),
  /** Instead of a field slot: the index of the revealed pillar it faces (in `pillarsInPlay`). */
  facingPillar: z.number().int().min(0).max(6).optional(),
  /** This-turn changes to its values already made by an effect. */
  force: z.number().int().optional(),
  cosmos: z.number().int().optional(),
}).strict();

const vpTokens = z.array(z.union([z.literal(1), z.literal(-1)]));
/** A card of the marked area with its markers. */
const markedCard = z.object({
  card: typeId,
  wound: z.boolean().optional(),
  freeze: z.union([z.literal(1), z.literal(2)]).optional(),
  vp: vpTokens.optional(),
}).strict();
const player = z.object({
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
  play: z.array(played).default([]),
}).strict();

const stateSchema = z.object({
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
  /** The expansions in the game (base is always in). */
  sets: z.array(z.enum(EXPANSION_SETS as unknown as ['asgard', 'poseidon'])).default([]),
  /** VP tokens on cards that stay where they are (field cards, relics in play, revealed pillars), by
   *  card reference: { "card": "field:2", "vp": [1] }, { "card": "relics:2027@1", "vp": [-1, -1] }. */
  tokens: z.array(z.object({ card: ref, vp: vpTokens.min(1) }).strict()).default([]),
  pillarsAside: cards.default([]),
  pillarsInPlay: cards.default([]),
  /** Libra weapons left in the supply (default: 6 with Poseidon, else 0). */
  libra: z.number().int().min(0).max(LIBRA_WEAPONS).optional(),
  sapphires: z.number().int().min(0).default(0),
  /** The Epics: the current one, its hourglasses, the deck (top first) and those done. */
  epic: z.object({
    current: typeId.nullable(),
    hourglasses: z.number().int().min(0).default(0),
    deck: cards.default([]),
    done: cards.default([]),
  }).strict().optional(),
  players: z.array(player).min(2, { error: 'a classic game takes 2 to 5 players' }).max(5, { error: 'a classic game takes 2 to 5 players' }),
}).strict();

/** A multiset of card types by default; { ordered } for an exact order (top first); { contains } for a part. */
const zoneExpect = z.preprocess(
  (v) => (Array.isArray(v) ? { exactly: v } : v),
  z.object({ exactly: cards.optional(), ordered: cards.optional(), contains: cards.optional() }).strict()
    .refine((o) => Object.keys(o).length === 1, { error: 'give a list of card types, or { "ordered": [...] }, or { "contains": [...] }' }),
);
const count = z.number().int().min(0).optional();
const playerExpect = z.object({
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
const eventExpect = z.preprocess(
  (v) => (typeof v === 'string' ? { type: v } : v),
  z.object({ type: z.enum(EVENT_TYPES) }).catchall(z.unknown()),
);
const pendingExpect = z.object({
  kind: z.enum(['cards', 'seat', 'yesNo']).optional(),
  seat: seatNo.optional(),
  options: z.array(z.number().int()).optional(),
  min: count, max: count,
  prompt: z.string().optional(),
}).strict();
const expectSchema = z.object({
  players: z.preprocess(
    (v) => (Array.isArray(v) ? Object.fromEntries(v.map((p, i) => [String(i), p]).filter(([, p]) => p !== null)) : v),
    z.record(z.string().regex(/^[0-4]$/, { error: 'players are seats 0 to 4' }), playerExpect),
  ).optional(),
  field: z.array(typeId.nullable()).length(FIELD_SIZE).optional(),
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
  events: z.array(eventExpect).optional(),
  noEvents: z.array(z.enum(EVENT_TYPES)).optional(),
}).strict();

const stepCommon = {
  seat: seatNo.optional(),
  expectError: z.enum(ERROR_CODES).optional(),
  note: z.string().optional(),
};
const doStep = z.discriminatedUnion('do', [
  z.object({ do: z.literal('play'), card: ref, facing: ref, effect: z.boolean().optional(), ...stepCommon }).strict(),
  z.object({ do: z.literal('equip'), card: ref, effect: z.boolean().optional(), ...stepCommon }).strict(),
  z.object({ do: z.literal('activate'), card: ref, ...stepCommon }).strict(),
  z.object({ do: z.literal('acquire'), target: ref, by: z.enum(['force', 'cosmos']), armor: z.boolean().optional(), ...stepCommon }).strict(),
  z.object({ do: z.literal('heal'), card: ref, targets: z.array(ref), ...stepCommon }).strict(),
  z.object({ do: z.literal('playRelic'), card: ref, effect: z.boolean().optional(), ...stepCommon }).strict(),
  z.object({ do: z.literal('libra'), card: ref, ...stepCommon }).strict(),
  z.object({ do: z.literal('use'), card: ref, index: z.number().int().min(0).default(0), ...stepCommon }).strict(),
  z.object({ do: z.literal('endTurn'), discard: z.array(ref).optional(), ...stepCommon }).strict(),
]);
const answerStep = z.object({ answer: z.array(ref), ...stepCommon }).strict();
const expectStep = z.object({ expect: expectSchema, note: z.string().optional() }).strict();

const header = z.object({
  name: z.string().min(1),
  rule: z.string().min(1),
  description: z.string().optional(),
  state: z.unknown(),
  steps: z.array(z.unknown()).default([]),
  expect: z.unknown().optional(),
}).strict();

export type ScenarioState = z.infer<typeof stateSchema>;
export type DoStep = z.infer<typeof doStep>;
export type AnswerStep = z.infer<typeof answerStep>;
export type Expectation = z.infer<typeof expectSchema>;
export type Step = DoStep | AnswerStep | { expect: Expectation; note?: string };
export interface Scenario {
  name: string;
  rule: string;
  description?: string;
  state: ScenarioState;
  steps: Step[];
  expect?: Expectation;
}

export class ScenarioError extends Error {
  constructor(readonly field: string, readonly detail: string) {
    super(field ? `field "${field}": ${detail}` : detail);
  }
}

function parse<T>(schema: z.ZodType<T>, value: unknown, at: (string | number)[]): T {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = [...at, ...issue.path.map(String)].join('.');
  const missing = 'input' in issue && issue.input === undefined && issue.code !== 'custom';
  throw new ScenarioError(path, missing ? 'missing' : issue.message);
}

/** Validates a parsed JSON value as a scenario; throws a ScenarioError naming the bad field. */
export function loadScenario(json: unknown): Scenario {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ScenarioError('', 'a scenario is a JSON object with "name", "rule", "state", "steps" and "expect"');
  }
  const head = parse(header, json, []);
  const state = parse(stateSchema, head.state, ['state']);
  const steps = head.steps.map((raw, i): Step => {
    const at = ['steps', i];
    if (typeof raw !== 'object' || raw === null) throw new ScenarioError(at.join('.'), 'a step is an object with "do", "answer" or "expect"');
    const keys = ['do', 'answer', 'expect'].filter((k) => k in raw);
    if (keys.length !== 1) throw new ScenarioError(at.join('.'), 'a step has exactly one of "do", "answer" or "expect"');
    if (keys[0] === 'do') return parse(doStep, raw, at);
    if (keys[0] === 'answer') return parse(answerStep, raw, at);
    return parse(expectStep, raw, at);
  });
  const expect = head.expect === undefined ? undefined : parse(expectSchema, head.expect, ['expect']);
  const scenario: Scenario = { name: head.name, rule: head.rule, state, steps, ...(expect ? { expect } : {}) };
  if (head.description !== undefined) scenario.description = head.description;
  checkConsistency(scenario);
  return scenario;
}

/** What the schema cannot see alone: seats that exist, slots that hold a card, the right kinds. */
function checkConsistency(s: Scenario): void {
  const st = s.state;
  const n = st.players.length;
  const seatOk = (seat: number | undefined) => seat === undefined || seat < n;
  const bad = (field: string, detail: string): never => { throw new ScenarioError(field, detail); };
  if (!seatOk(st.active)) bad('state.active', `there are only ${n} players (seats 0 to ${n - 1})`);
  if (!seatOk(st.firstSeat)) bad('state.firstSeat', `there are only ${n} players (seats 0 to ${n - 1})`);
  st.players.forEach((p, seat) => {
    const at = `state.players.${seat}`;
    if (st.players.findIndex((q) => q.hero === p.hero) !== seat) bad(`${at}.hero`, `each player needs a different hero ("${p.hero}" is taken)`);
    if (p.armor !== null && CARD_TYPES.get(p.armor)!.kind !== 'armor') bad(`${at}.armor`, `${CARD_TYPES.get(p.armor)!.name} (${p.armor}) is not an armor`);
    p.play.forEach((c, i) => {
      if (CARD_TYPES.get(c.card)!.kind !== 'character') bad(`${at}.play.${i}.card`, `${CARD_TYPES.get(c.card)!.name} (${c.card}) is not a character; an armor goes in "armor"`);
      if (c.facing !== null && st.field[c.facing] === null) bad(`${at}.play.${i}.facing`, `field slot ${c.facing} is empty`);
      if (c.facingPillar !== undefined && (c.facing !== null || c.facingPillar >= st.pillarsInPlay.length)) {
        bad(`${at}.play.${i}.facingPillar`, `give "facing": null and the index of a pillar of "pillarsInPlay" (there are ${st.pillarsInPlay.length})`);
      }
    });
  });
  st.costModifiers.forEach((m, i) => {
    if (st.field[m.slot] === null) bad(`state.costModifiers.${i}.slot`, `field slot ${m.slot} is empty`);
  });
  const poseidonParts = st.pillarsAside.length + st.pillarsInPlay.length + st.players.reduce((n, p) => n + p.pillars.length + p.libra, 0);
  if (st.sets.length === 0 && (poseidonParts > 0 || st.sapphires > 0 || (st.libra ?? 0) > 0)) {
    bad('state.sets', 'pillars, Libra weapons and sapphires need "sets": ["poseidon"] (or "asgard" for sapphires)');
  }
  for (const [k, list] of [['pillarsAside', st.pillarsAside], ['pillarsInPlay', st.pillarsInPlay]] as const) {
    list.forEach((t, i) => { if (CARD_TYPES.get(t)!.kind !== 'pillar') bad(`state.${k}.${i}`, `${CARD_TYPES.get(t)!.name} (${t}) is not a pillar`); });
  }
  if (st.epic) {
    for (const t of [...(st.epic.current === null ? [] : [st.epic.current]), ...st.epic.deck, ...st.epic.done]) {
      if (CARD_TYPES.get(t)!.kind !== 'epic') bad('state.epic', `${CARD_TYPES.get(t)!.name} (${t}) is not an Epic`);
    }
  }
  const refOk = (text: string, at: string) => {
    const r = parseRef(text)!;
    const seat = r.kind === 'seat' || r.kind === 'armor' || r.kind === 'zone' ? r.seat : undefined;
    if (!seatOk(seat)) bad(at, `"${text}" names seat ${seat}, but there are only ${n} players`);
  };
  const refsOk = (refs: string[], at: string) => refs.forEach((text, i) => refOk(text, `${at}.${i}`));
  st.tokens.forEach((m, i) => refOk(m.card, `state.tokens.${i}.card`));
  const expectOk = (e: Expectation, at: string) => {
    for (const key of Object.keys(e.players ?? {})) if (!seatOk(Number(key))) bad(`${at}.players.${key}`, `there are only ${n} players`);
    if (!seatOk(e.active)) bad(`${at}.active`, `there are only ${n} players`);
  };
  s.steps.forEach((step, i) => {
    const at = `steps.${i}`;
    if ('expect' in step) return expectOk(step.expect, `${at}.expect`);
    if (!seatOk(step.seat)) bad(`${at}.seat`, `there are only ${n} players`);
    if ('answer' in step) return refsOk(step.answer, `${at}.answer`);
    for (const k of ['card', 'facing', 'target'] as const) {
      if (k in step) refOk((step as unknown as Record<string, string>)[k], `${at}.${k}`);
    }
    if (step.do === 'heal') refsOk(step.targets, `${at}.targets`);
    if (step.do === 'endTurn') refsOk(step.discard ?? [], `${at}.discard`);
  });
  if (s.expect) expectOk(s.expect, 'expect');
}

// ——— the state ———

/**
 * The GameState a scenario describes: only the cards it lists, uids given in the order the file
 * lists them (each player's hand, deck, discard, wounded, destroyed, armor, setAside, play; then the
 * field, the reserve and the field discard). Phase 'main', nothing pending, the rng from the seed.
 */
export function buildState(scenario: Scenario): GameState {
  // "+ 0" turns a -0 from the JSON into 0, which is what a saved state would hold.
  const st = { ...scenario.state, seed: scenario.state.seed + 0, active: scenario.state.active + 0, firstSeat: scenario.state.firstSeat + 0 };
  const cardsOf: number[] = [];
  const make = (type: number): Uid => cardsOf.push(type) - 1;
  const makeAll = (types: number[]) => types.map(make);
  const play: PlayedCard[] = [];
  const modifiers: Modifier[] = [];
  const pendingPlay: { uid: Uid; seat: Seat; facingSlot: number | null; facingPillar?: number }[] = [];
  const markers: Record<number, CardMarkers> = {};
  const players: PlayerState[] = st.players.map((p, seat) => {
    const wounded = makeAll(p.wounded);
    for (const uid of wounded) markers[uid] = { wound: true };
    const frozen = makeAll(p.frozen);
    for (const uid of frozen) markers[uid] = { freeze: 2 };
    const marked = p.marked.map((m) => {
      const uid = make(m.card);
      const marks: CardMarkers = {};
      if (m.wound) marks.wound = true;
      if (m.freeze) marks.freeze = m.freeze;
      if (m.vp?.length) marks.vp = [...m.vp];
      markers[uid] = marks;
      return uid;
    });
    const ps: PlayerState = {
      seat, hero: p.hero,
      hand: makeAll(p.hand),
      deck: makeAll(p.deck).reverse(), // the file lists the top first; the engine keeps the top last
      discard: makeAll(p.discard),
      wounded: [...wounded, ...frozen, ...marked],
      destroyed: makeAll(p.destroyed),
      armor: p.armor === null ? null : make(p.armor),
      setAside: makeAll(p.setAside),
      relics: makeAll(p.relics),
      pillars: makeAll(p.pillars),
      vpTokens: [...p.vpTokens], libra: p.libra, energy: p.energy,
    };
    for (const c of p.play) {
      const uid = make(c.card);
      pendingPlay.push({ uid, seat, facingSlot: c.facing, facingPillar: c.facingPillar });
      if (c.force || c.cosmos) modifiers.push({ uid, force: c.force ?? 0, cosmos: c.cosmos ?? 0, kind: 'value' });
    }
    return ps;
  });
  const field = st.field.map((t) => (t === null ? null : make(t)));
  const reserve = makeAll(st.reserve).reverse();
  const fieldDiscard = makeAll(st.fieldDiscard);
  const pillarsAside = makeAll(st.pillarsAside);
  const pillarsInPlay = makeAll(st.pillarsInPlay);
  const epic = st.epic ? {
    deck: makeAll(st.epic.deck).reverse(),
    current: st.epic.current === null ? null : make(st.epic.current),
    hourglasses: st.epic.hourglasses,
    done: makeAll(st.epic.done),
  } : null;
  for (const c of pendingPlay) {
    const facing = c.facingPillar !== undefined ? pillarsInPlay[c.facingPillar] : c.facingSlot === null ? null : field[c.facingSlot];
    play.push({ uid: c.uid, seat: c.seat, facing });
  }
  for (const m of st.costModifiers) modifiers.push({ uid: field[m.slot]!, force: m.force ?? 0, cosmos: m.cosmos ?? 0, kind: 'cost' });
  const sets = EXPANSION_SETS.filter((x) => st.sets.includes(x));
  const state: GameState = {
    schema: 1, seed: st.seed, rng: seedToRng(st.seed),
    setup: { seed: st.seed, heroes: players.map((p) => p.hero), firstSeat: st.firstSeat, ...(sets.length ? { sets } : {}), ...(epic ? { epics: true } : {}) },
    cards: cardsOf, players, active: st.active, firstSeat: st.firstSeat, turn: st.turn, phase: 'main',
    clock: st.clock, finalRound: st.finalRound ?? st.clock === 0,
    reserve, field, fieldDiscard, play, modifiers,
    pending: null, stack: [], nextDecisionId: 1, result: null,
    markers, used: [],
    expansion: sets.length ? {
      sapphires: st.sapphires, libra: st.libra ?? (sets.includes('poseidon') ? LIBRA_WEAPONS : 0), pillarsAside, pillarsInPlay,
    } : null,
    epic,
  };
  for (const t of st.tokens) {
    const [uid] = resolveRefs(state, [t.card], 0, true);
    (state.markers[uid] ??= {}).vp = [...(state.markers[uid]?.vp ?? []), ...t.vp];
  }
  return state;
}

// ——— references ———

class RefError extends Error {}

/** The cards of a zone in the order the scenario vocabulary reads them (decks and reserve top first). */
function zoneUids(state: GameState, zone: RefZone, seat: Seat): Uid[] {
  switch (zone) {
    case 'play': return state.play.filter((c) => c.seat === seat).map((c) => c.uid);
    case 'reserve': return [...state.reserve].reverse();
    case 'fieldDiscard': return [...state.fieldDiscard];
    case 'pillarsInPlay': return [...(state.expansion?.pillarsInPlay ?? [])];
    case 'epic': return state.epic?.current === null || !state.epic ? [] : [state.epic.current];
    case 'deck': return [...state.players[seat].deck].reverse();
    case 'marked': return [...state.players[seat].wounded];
    case 'under': return state.players[seat].relics.flatMap((r) => state.under?.[r] ?? []);
    default: return [...state.players[seat][zone]];
  }
}

/**
 * Resolves references against the state, for the acting seat. Within one list, each reference
 * takes the first matching card not already taken, so ["hand:1", "hand:1"] names two Seiya.
 */
export function resolveRefs(state: GameState, texts: string[], seat: Seat, cardsOnly: boolean): number[] {
  const taken = new Set<Uid>();
  return texts.map((text) => {
    const r = parseRef(text);
    if (!r) throw new RefError(`"${text}" is not ${REF_HELP}`);
    if (r.kind === 'yes' || r.kind === 'no' || r.kind === 'seat') {
      if (cardsOnly) throw new RefError(`"${text}" names no card`);
      return r.kind === 'seat' ? r.seat : r.kind === 'yes' ? 1 : 0;
    }
    let uid: Uid | null | undefined;
    if (r.kind === 'field') {
      uid = state.field[r.slot];
      if (uid === null) throw new RefError(`"${text}": field slot ${r.slot} is empty`);
    } else if (r.kind === 'armor') {
      uid = state.players[r.seat ?? seat].armor;
      if (uid === null) throw new RefError(`"${text}": seat ${r.seat ?? seat} has no armor equipped`);
    } else {
      const owner = r.seat ?? seat;
      uid = zoneUids(state, r.zone, owner).find((u) => state.cards[u] === r.type && !taken.has(u));
      if (uid === undefined) {
        const where = TABLE_REF_ZONES.includes(r.zone) ? `the ${r.zone}` : `seat ${owner}'s ${r.zone}`;
        throw new RefError(`"${text}": no${taken.size ? ' other' : ''} card ${r.type} (${CARD_TYPES.get(r.type)!.name}) in ${where}`);
      }
    }
    taken.add(uid);
    return uid;
  });
}

function toAction(state: GameState, step: DoStep, seat: Seat): Action {
  const one = (text: string) => resolveRefs(state, [text], seat, true)[0];
  const many = (texts: string[]) => resolveRefs(state, texts, seat, true);
  switch (step.do) {
    case 'play': return { type: 'play', seat, card: one(step.card), facing: one(step.facing), ...(step.effect === undefined ? {} : { effect: step.effect }) };
    case 'equip': return { type: 'equip', seat, card: one(step.card), ...(step.effect === undefined ? {} : { effect: step.effect }) };
    case 'activate': return { type: 'activate', seat, card: one(step.card) };
    case 'acquire': return { type: 'acquire', seat, target: one(step.target), by: step.by, ...(step.armor === undefined ? {} : { armor: step.armor }) };
    case 'heal': {
      // A card named twice takes two Heal points (a freeze): the same card, not another copy.
      const targets: Uid[] = [];
      const named = new Map<string, Uid>();
      const fresh = step.targets.filter((t) => { if (named.has(t)) return false; named.set(t, -1); return true; });
      many(fresh).forEach((uid, i) => named.set(fresh[i], uid));
      for (const t of step.targets) targets.push(named.get(t)!);
      return { type: 'heal', seat, card: one(step.card), targets };
    }
    case 'endTurn': return { type: 'endTurn', seat, discard: many(step.discard ?? []) };
    case 'playRelic': return { type: 'playRelic', seat, card: one(step.card), ...(step.effect === undefined ? {} : { effect: step.effect }) };
    case 'libra': return { type: 'libra', seat, card: one(step.card) };
    case 'use': return { type: 'use', seat, card: one(step.card), index: step.index };
  }
}

export function describeStep(step: Step): string {
  if ('expect' in step) return 'expect';
  const who = step.seat === undefined ? '' : ` (seat ${step.seat})`;
  if ('answer' in step) return `answer [${step.answer.join(', ')}]${who}`;
  switch (step.do) {
    case 'play': return `play ${step.card} facing ${step.facing}${step.effect === false ? ' without its effect' : ''}${who}`;
    case 'equip': return `equip ${step.card}${step.effect === false ? ' without its effect' : ''}${who}`;
    case 'activate': return `activate ${step.card}${who}`;
    case 'acquire': return `acquire ${step.target} by ${step.by}${step.armor ? ' with the armor' : ''}${who}`;
    case 'heal': return `heal [${step.targets.join(', ')}] with ${step.card}${who}`;
    case 'endTurn': return `end the turn${step.discard?.length ? ` discarding [${step.discard.join(', ')}]` : ''}${who}`;
    case 'playRelic': return `play the relic ${step.card}${step.effect === false ? ' without its effect' : ''}${who}`;
    case 'libra': return `give a Libra weapon to ${step.card}${who}`;
    case 'use': return `use ${step.card}'s action ${step.index}${who}`;
  }
}

// ——— expectations ———

export interface Check {
  label: string;
  ok: boolean;
  expected: unknown;
  actual: unknown;
}
export interface ScenarioResult {
  passed: boolean;
  checks: Check[];
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function compareZone(label: string, expected: z.infer<typeof zoneExpect>, actual: number[]): Check {
  if (expected.ordered) return { label: `${label} (in order)`, ok: same(expected.ordered, actual), expected: expected.ordered, actual };
  if (expected.contains) {
    const left = [...actual];
    const ok = expected.contains.every((t) => { const i = left.indexOf(t); if (i < 0) return false; left.splice(i, 1); return true; });
    return { label: `${label} contains`, ok, expected: expected.contains, actual: sorted(actual) };
  }
  return { label, ok: same(sorted(expected.exactly!), sorted(actual)), expected: sorted(expected.exactly!), actual: sorted(actual) };
}

/** Partial match: every key of `expected` matches in `actual`, recursively; arrays match in full. */
function partialMatch(expected: unknown, actual: unknown): boolean {
  if (typeof expected !== 'object' || expected === null) return Object.is(expected, actual);
  if (typeof actual !== 'object' || actual === null) return false;
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && expected.length === actual.length && expected.every((e, i) => partialMatch(e, actual[i]));
  }
  return Object.entries(expected).every(([k, v]) => partialMatch(v, (actual as Record<string, unknown>)[k]));
}

function checkExpectation(state: GameState, e: Expectation, events: GameEvent[], where: string): Check[] {
  const out: Check[] = [];
  const types = (uids: Uid[]) => uids.map((u) => state.cards[u]);
  const value = (label: string, expected: unknown, actual: unknown) => out.push({ label: `${where}${label}`, ok: same(expected, actual), expected, actual });
  const zone = (label: string, expected: z.infer<typeof zoneExpect> | undefined, uids: Uid[]) => {
    if (expected) out.push(compareZone(`${where}${label}`, expected, types(uids)));
  };

  for (const [key, pe] of Object.entries(e.players ?? {})) {
    const seat = Number(key);
    const p = state.players[seat];
    const at = `seat ${seat} `;
    zone(`${at}hand`, pe.hand, p.hand);
    zone(`${at}deck`, pe.deck, [...p.deck].reverse());
    zone(`${at}discard`, pe.discard, p.discard);
    zone(`${at}wounded`, pe.wounded, p.wounded.filter((u) => hasMarker(state, u, 'wound')));
    zone(`${at}frozen`, pe.frozen, p.wounded.filter((u) => hasMarker(state, u, 'freeze')));
    zone(`${at}marked`, pe.marked, p.wounded);
    zone(`${at}destroyed`, pe.destroyed, p.destroyed);
    zone(`${at}setAside`, pe.setAside, p.setAside);
    zone(`${at}relics`, pe.relics, p.relics);
    zone(`${at}pillars`, pe.pillars, p.pillars);
    zone(`${at}under`, pe.under, p.relics.flatMap((r) => state.under?.[r] ?? []));
    if (pe.vpTokens !== undefined) value(`${at}vpTokens`, sorted(pe.vpTokens), sorted(p.vpTokens));
    if (pe.libra !== undefined) value(`${at}libra`, pe.libra, p.libra);
    if (pe.energy !== undefined) value(`${at}energy`, pe.energy, p.energy);
    if (pe.eliminated !== undefined) value(`${at}eliminated`, pe.eliminated, !!p.eliminated);
    if (pe.armor !== undefined) value(`${at}armor`, pe.armor, p.armor === null ? null : state.cards[p.armor]);
    if (pe.play) {
      const key = (c: { card: number; facing: number | null }) => `${c.card}@${c.facing}`;
      const actual = state.play.filter((c) => c.seat === seat)
        .map((c) => ({ card: state.cards[c.uid], facing: c.facing === null ? null : state.field.indexOf(c.facing) }));
      const ok = same(pe.play.map(key).sort(), actual.map(key).sort());
      out.push({ label: `${where}${at}play`, ok, expected: pe.play, actual });
    }
    const counts = { handCount: p.hand, deckCount: p.deck, discardCount: p.discard, woundedCount: p.wounded.filter((u) => hasMarker(state, u, 'wound')), destroyedCount: p.destroyed, setAsideCount: p.setAside };
    for (const [k, list] of Object.entries(counts)) {
      const n = pe[k as keyof typeof counts];
      if (n !== undefined) value(`${at}${k}`, n, list.length);
    }
    if (pe.vp !== undefined) value(`${at}vp`, pe.vp, scoreSeat(state, seat).vp);
  }
  if (e.field) value('field', e.field, state.field.map((u) => (u === null ? null : state.cards[u])));
  zone('reserve', e.reserve, [...state.reserve].reverse());
  if (e.reserveCount !== undefined) value('reserveCount', e.reserveCount, state.reserve.length);
  zone('fieldDiscard', e.fieldDiscard, state.fieldDiscard);
  if (e.clock !== undefined) value('clock', e.clock, state.clock);
  if (e.finalRound !== undefined) value('finalRound', e.finalRound, state.finalRound);
  if (e.phase !== undefined) value('phase', e.phase, state.phase);
  if (e.active !== undefined) value('active', e.active, state.active);
  if (e.turn !== undefined) value('turn', e.turn, state.turn);
  if (e.winners !== undefined) value('winners', sorted(e.winners), state.result ? sorted(state.result.winners) : null);
  if (e.sapphires !== undefined) value('sapphires', e.sapphires, state.expansion?.sapphires ?? 0);
  if (e.libraLeft !== undefined) value('libraLeft', e.libraLeft, state.expansion?.libra ?? 0);
  zone('pillarsInPlay', e.pillarsInPlay, state.expansion?.pillarsInPlay ?? []);
  zone('pillarsAside', e.pillarsAside, state.expansion?.pillarsAside ?? []);
  zone('targets', e.targets, (state.targets ?? []).map((t) => t.uid));
  if (e.epic) {
    const ep = state.epic;
    if (e.epic.current !== undefined) value('epic current', e.epic.current, ep?.current === null || !ep ? null : state.cards[ep.current]);
    if (e.epic.hourglasses !== undefined) value('epic hourglasses', e.epic.hourglasses, ep?.hourglasses ?? 0);
    if (e.epic.deckCount !== undefined) value('epic deckCount', e.epic.deckCount, ep?.deck.length ?? 0);
    zone('epics done', e.epic.done, ep?.done ?? []);
  }
  for (const mark of e.marks ?? []) {
    const candidates = Object.entries(state.markers)
      .filter(([uid]) => typeof mark === 'object' && mark !== null && state.cards[Number(uid)] === mark.card)
      .map(([, m]) => ({ wound: !!m.wound, freeze: m.freeze ?? 0, vp: sorted(m.vp ?? []) }));
    const want = typeof mark === 'object' && mark !== null ? { ...mark, ...(mark.vp ? { vp: sorted(mark.vp) } : {}) } : mark;
    const ok = candidates.some((c) => Object.entries(want).every(([k, v]) => k === 'card' || same(v, c[k as keyof typeof c])));
    out.push({ label: `${where}markers on ${JSON.stringify(mark)}`, ok, expected: mark, actual: candidates });
  }
  if (e.pending !== undefined) {
    const d = state.pending;
    if (e.pending === null || d === null) {
      value('pending', e.pending, d === null ? null : { kind: d.kind, seat: d.seat });
    } else {
      const options = d.kind === 'cards' ? sorted(types(d.options)) : sorted(d.options);
      const actual = { kind: d.kind, seat: d.seat, options, min: d.min, max: d.max, prompt: d.prompt };
      const expected = { ...e.pending, ...(e.pending.options ? { options: sorted(e.pending.options) } : {}) };
      const ok = Object.entries(expected).every(([k, v]) => same(v, actual[k as keyof typeof actual]));
      out.push({ label: `${where}pending`, ok, expected, actual });
    }
  }
  const seen = events.map((ev) => ev.type);
  for (const ev of e.events ?? []) {
    const ok = events.some((actual) => partialMatch(ev, actual));
    const shown = Object.keys(ev).length > 1 ? JSON.stringify(ev) : ev.type;
    out.push({ label: `${where}event ${shown}`, ok, expected: ev, actual: ok ? ev : events.filter((a) => a.type === ev.type).length ? events.filter((a) => a.type === ev.type) : seen });
  }
  for (const type of e.noEvents ?? []) {
    const hits = events.filter((ev) => ev.type === type);
    out.push({ label: `${where}no event ${type}`, ok: hits.length === 0, expected: [], actual: hits });
  }
  return out;
}

/** Every card in exactly one place: a scenario step must never create or lose a card. */
function conservation(state: GameState): string | null {
  const seen = new Map<Uid, number>();
  const add = (uids: (Uid | null)[]) => uids.forEach((u) => { if (u !== null) seen.set(u, (seen.get(u) ?? 0) + 1); });
  for (const p of state.players) { add(p.hand); add(p.deck); add(p.discard); add(p.wounded); add(p.destroyed); add(p.setAside); add([p.armor]); add(p.relics); add(p.pillars); }
  add(state.play.map((c) => c.uid)); add(state.field); add(state.reserve); add(state.fieldDiscard);
  if (state.expansion) { add(state.expansion.pillarsAside); add(state.expansion.pillarsInPlay); }
  if (state.epic) { add(state.epic.deck); add([state.epic.current]); add(state.epic.done); }
  for (const uids of Object.values(state.under ?? {})) add(uids); // Urne d'Athéna
  for (let uid = 0; uid < state.cards.length; uid++) {
    const n = seen.get(uid) ?? 0;
    if (n !== 1) return `card ${uid} (${state.cards[uid]}) is in ${n} places`;
  }
  return null;
}

// ——— running ———

/** Runs the steps and checks every expectation. Stops at the first step that does not go as written. */
export function runScenario(scenario: Scenario): ScenarioResult {
  const checks: Check[] = [];
  let state: GameState;
  try {
    state = buildState(scenario);
  } catch (e) {
    checks.push({ label: 'build the state', ok: false, expected: 'a valid state', actual: (e as Error).message });
    return { passed: false, checks };
  }
  let window: GameEvent[] = [];
  let stopped = false;
  for (const [i, step] of scenario.steps.entries()) {
    const where = `step ${i + 1}: `;
    if ('expect' in step) {
      checks.push(...checkExpectation(state, step.expect, window, where));
      window = [];
      continue;
    }
    const seat = step.seat ?? ('answer' in step ? state.pending?.seat ?? state.active : state.active);
    const label = `${where}${describeStep(step)}${step.note ? ` (${step.note})` : ''}`;
    let action: Action;
    try {
      action = 'answer' in step
        ? { type: 'answer', seat, decision: state.pending?.id ?? state.nextDecisionId, picks: resolveRefs(state, step.answer, seat, false) }
        : toAction(state, step, seat);
    } catch (e) {
      if (!(e instanceof RefError)) throw e;
      checks.push({ label, ok: false, expected: 'a card that is there', actual: e.message });
      stopped = true;
      break;
    }
    const before = stateHash(state);
    const result = apply(state, action);
    if (step.expectError) {
      const actual = result.ok ? 'accepted' : `rejected (${result.error.code}): ${result.error.message}`;
      const ok = !result.ok && result.error.code === step.expectError;
      checks.push({ label: `${label} is rejected (${step.expectError})`, ok, expected: `rejected (${step.expectError})`, actual });
      if (!ok) { stopped = true; break; }
      const after = stateHash(state);
      if (after !== before) {
        checks.push({ label: `${where}the state is unchanged after the rejection`, ok: false, expected: before, actual: after });
        stopped = true;
        break;
      }
      continue;
    }
    if (!result.ok) {
      checks.push({ label, ok: false, expected: 'accepted', actual: `rejected (${result.error.code}): ${result.error.message}` });
      stopped = true;
      break;
    }
    checks.push({ label, ok: true, expected: 'accepted', actual: 'accepted' });
    state = result.state;
    window.push(...result.events);
    const lost = conservation(state);
    if (lost) {
      checks.push({ label: `${where}every card is in exactly one place`, ok: false, expected: 'each card once', actual: lost });
      stopped = true;
      break;
    }
  }
  if (stopped) {
    checks.push({ label: 'the remaining steps and expectations', ok: false, expected: 'run', actual: 'not run: the scenario stopped at the step above' });
  } else if (scenario.expect) {
    checks.push(...checkExpectation(state, scenario.expect, window, 'final: '));
  }
  return { passed: checks.every((c) => c.ok), checks };
}

// ——— printing ———

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

export function formatCheck(c: Check): string {
  if (c.ok) return `  ✓ ${c.label}`;
  return `  ✗ ${c.label}\n      expected ${show(c.expected)}\n      actual   ${show(c.actual)}`;
}

/** The failed checks, one per line: for a test failure message. */
export function formatFailures(result: ScenarioResult): string {
  return result.checks.filter((c) => !c.ok).map(formatCheck).join('\n');
}

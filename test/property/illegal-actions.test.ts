// Fuzzing rules('classic').apply() with wrong, stale and malformed actions, from states reached by random walks:
// apply must either accept the action — only when it is well-formed and equivalent to a listed
// legal action, leaving a sound state — or refuse it with a known error code and a message; either
// way the state it was given stays untouched.
//
// Environment: SSDB_PROPERTY_RUNS=N walks N games to build the pool of states (capped at 300) and
// tries 250·N random actions (default N = 12, so 3,000 actions); SSDB_PROPERTY_SEED and
// SSDB_PROPERTY_PATH replay a failure that fast-check reports (shrunk to a small action).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardType } from '../../src/cards';
import { scriptOf } from '../../src/cards/scripts';
import { parseAction } from '../../src/engine/classic/action-schema';
import { fieldCost, healNeeded, healValue, HEROES, rules, type Action, type ApplyResult, type ErrorCode, type GameState, type SetupOptions, type Uid } from '../../src/engine';
import { checkInvariants } from './invariants';
import { propertyPath, propertyRuns, propertySeed, randomStream, walk, type WalkSetup } from './walk';

const GAMES = propertyRuns(12);
const ACTIONS = 250 * GAMES;
// Every error code but 'internal' (the engine failing). Typed as a record so that a new code in
// types.ts fails the type check here until it is listed.
const KNOWN: Record<Exclude<ErrorCode, 'internal'>, true> = {
  malformed: true, gameOver: true, notYourTurn: true, decisionPending: true, noDecision: true, notInHand: true,
  notOnField: true, cannotFace: true, notArmor: true, notCharacter: true, notInPlay: true, noActivation: true,
  cannotAcquire: true, notEnough: true, noHeal: true, badTargets: true, badAnswer: true, healingForbidden: true,
  cannotBeWounded: true, notRelic: true, noLibra: true, cannotUse: true, cannotEquip: true,
};
const KNOWN_CODES = Object.keys(KNOWN) as ErrorCode[];

interface Sample { state: GameState; json: string }

/** JSON that shows what JSON.stringify would hide: -0, NaN, ±Infinity, undefined. */
const show = (x: unknown): string => JSON.stringify(x, (_k, v: unknown) =>
  Object.is(v, -0) ? '-0' : typeof v === 'number' && !Number.isFinite(v) ? String(v) : v === undefined ? 'undefined' : v) ?? String(x);
/** A pooled state as fast-check prints it in a counterexample: short, with what identifies it. */
const sample = (state: GameState, where: string): Sample => ({
  state, json: JSON.stringify(state),
  [fc.toStringMethod]: () => `<${where}: seed ${state.seed}, ${state.players.length} players, turn ${state.turn}, seat ${state.active}, ${state.phase}${state.pending ? `, decision ${state.pending.id} for seat ${state.pending.seat}` : ''}>`,
} as Sample);

/** States met on random walks: some of every game, every pending decision, every final state. */
function buildPool(games: number): Sample[] {
  const pool: Sample[] = [];
  for (let g = 0; g < Math.min(games, 300); g++) {
    const random = randomStream(0x5eed + g);
    const n = 2 + (g % 4);
    const heroes = [...HEROES].sort(() => random() - 0.5).slice(0, n);
    // One game in two with every set and the Epics.
    const expansions = g % 2 === 1 ? { sets: ['asgard', 'poseidon'] as const, epics: true } : {};
    const setup: WalkSetup = { seed: g * 7_919 + 1, heroes, walkSeed: g, endTurnPercent: 5 + (g % 30), ...expansions } as WalkSetup;
    const keep = (state: GameState) => pool.push(sample(state, `pool[${pool.length}]`));
    keep(rules('classic').setup({ seed: setup.seed, heroes, ...expansions } as SetupOptions).state);
    const result = walk(setup, 20_000, ({ after }) => {
      if (after.pending || random() < 0.015) keep(after);
    });
    keep(result.state);
  }
  return pool;
}

const hasPlayEffect = (state: GameState, uid: Uid) => !!scriptOf(state.cards[uid])?.play?.length;
const distinctSubset = (items: unknown[], of: unknown[]) => new Set(items).size === items.length && items.every((x) => of.includes(x));

/**
 * Whether a well-formed action is one that legalActions lists, up to what the listing leaves out on
 * purpose: one uid per card type in hand, the plain end of turn, a sample of many-card answers, and
 * the play-effect flag of a card that has no play effect.
 */
export function listedEquivalent(state: GameState, a: Action): boolean {
  const listed = rules('classic').legal(state, a.seat);
  const p = state.players[a.seat];
  switch (a.type) {
    case 'play': case 'equip': {
      if (!p?.hand.includes(a.card)) return false;
      const effect = (a.effect ?? true) && hasPlayEffect(state, a.card);
      return listed.some((l) => l.type === a.type && state.cards[l.card] === state.cards[a.card] &&
        (l.type !== 'play' || a.type !== 'play' || l.facing === a.facing) && ((l.effect ?? true) && hasPlayEffect(state, l.card)) === effect);
    }
    case 'activate': return listed.some((l) => l.type === 'activate' && l.card === a.card);
    case 'acquire': return listed.some((l) => l.type === 'acquire' && l.target === a.target && l.by === a.by && !!l.armor === !!a.armor);
    case 'heal': {
      // One Heal point per entry: a card at most as often as the points it needs (a freeze takes 2).
      const counts = new Map<Uid, number>();
      for (const t of a.targets) counts.set(t, (counts.get(t) ?? 0) + 1);
      const marked = state.players.flatMap((q) => q.marked);
      return listed.some((l) => l.type === 'heal' && l.card === a.card) &&
        [...counts].every(([t, n]) => marked.includes(t) && n <= healNeeded(state, t)) &&
        a.targets.length <= healValue(state, a.card) && cardType(state.cards[a.card]).kind === 'character';
    }
    case 'playRelic': {
      if (!p?.hand.includes(a.card)) return false;
      const effect = (a.effect ?? true) && hasPlayEffect(state, a.card);
      return listed.some((l) => l.type === 'playRelic' && state.cards[l.card] === state.cards[a.card] && ((l.effect ?? true) && hasPlayEffect(state, l.card)) === effect);
    }
    case 'libra': return listed.some((l) => l.type === 'libra' && l.card === a.card);
    case 'use': return listed.some((l) => l.type === 'use' && l.card === a.card && l.index === a.index);
    case 'endTurn': return listed.some((l) => l.type === 'endTurn') && distinctSubset(a.discard ?? [], p.hand);
    case 'answer': {
      const d = state.pending;
      return !!d && listed.some((l) => l.type === 'answer' && l.decision === a.decision) &&
        distinctSubset(a.picks, d.options) && a.picks.length >= d.min && a.picks.length <= d.max;
    }
  }
}
/** Checks one rules('classic').apply() call against the contract; returns the result for further checks. */
function checkApply(sample: Sample, input: unknown): ApplyResult {
  const r = rules('classic').apply(sample.state, input);
  const label = `${show(input)} → ${show(r.ok ? 'ok' : r.error)}`;
  expect(JSON.stringify(sample.state), `apply changed its input state: ${label}`).toBe(sample.json);
  const parsed = parseAction(input);
  if (!parsed.ok) {
    expect(r.ok, `malformed input accepted: ${label}`).toBe(false);
  }
  if (r.ok) {
    expect(parsed.ok && listedEquivalent(sample.state, parsed.action), `accepted an action that is not legal: ${label}`).toBe(true);
    expect(checkInvariants(r.state), `after ${label}`).toEqual([]);
  } else {
    expect(KNOWN_CODES, `unknown or internal error code: ${label}`).toContain(r.error.code);
    expect(typeof r.error.message === 'string' && r.error.message.length > 0, `empty message: ${label}`).toBe(true);
    expect(r.error.key, label).toMatch(/^error\.\w+$/);
    if (!parsed.ok) expect(r.error.code, label).toBe('malformed');
    else expect(listedEquivalent(sample.state, parsed.action), `refused a legal action: ${label}`).toBe(false);
  }
  return r;
}

// ——— arbitraries ———
const weird: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 6 }), fc.constant(null), fc.constant(undefined), fc.boolean(), fc.double(),
  fc.array(fc.nat(300), { maxLength: 3 }), fc.object({ maxDepth: 1 }),
  fc.constantFrom(-1, -0, 0.5, 2 ** 31, 2 ** 32 + 1, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2, 1e300, NaN, Infinity, -Infinity, '0', '1'),
);
const pickFrom = <T>(items: T[], fallback: fc.Arbitrary<T>): fc.Arbitrary<T> => (items.length ? fc.constantFrom(...items) : fallback);

function actionArb(state: GameState): fc.Arbitrary<unknown> {
  const total = state.cards.length;
  const actor = state.pending?.seat ?? state.active;
  const p = state.players[actor];
  const anyUid = fc.integer({ min: -2, max: total + 2 });
  const field = state.field.filter((u): u is Uid => u !== null);
  const seen = [...p.hand, ...field, ...state.play.map((c) => c.uid), ...(p.armor === null ? [] : [p.armor]),
    ...state.players.flatMap((q) => q.marked), ...p.discard, ...state.fieldDiscard, ...state.reserve.slice(-3)];
  const uid = fc.oneof({ weight: 6, arbitrary: pickFrom(seen, anyUid) }, { weight: 2, arbitrary: anyUid }, { weight: 1, arbitrary: weird });
  // -0 is a whole number ≥ 0 to the schema and equal to 0 for ===, but not to Object.is or JSON.
  const seat = fc.oneof({ weight: 6, arbitrary: fc.constant(actor) }, { weight: 3, arbitrary: fc.nat(5) }, { weight: 1, arbitrary: weird }, { weight: 1, arbitrary: fc.constant(-0) });
  const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
  const uids = (from: Uid[]) => fc.oneof(
    { weight: 4, arbitrary: fc.subarray(from) },
    { weight: 2, arbitrary: fc.array(fc.oneof(pickFrom(from, anyUid), anyUid), { maxLength: 4 }) },
    { weight: 1, arbitrary: weird },
  );
  const d = state.pending;
  const options = d?.options ?? [];
  const decisionId = fc.oneof(
    fc.constant(d?.id ?? 1), fc.constant((d?.id ?? 1) - 1), fc.constant((d?.id ?? 1) + 1), fc.nat(state.nextDecisionId + 2), weird,
  );
  const structured = fc.oneof(
    fc.record({ type: fc.constant('play'), seat, card: uid, facing: fc.oneof(pickFrom(field, anyUid), uid), effect: opt(fc.oneof(fc.boolean(), weird)) }),
    fc.record({ type: fc.constant('equip'), seat, card: uid, effect: opt(fc.boolean()) }),
    fc.record({ type: fc.constant('activate'), seat, card: uid }),
    fc.record({ type: fc.constant('acquire'), seat, target: fc.oneof(pickFrom(field, anyUid), uid), by: fc.oneof(fc.constantFrom('force', 'cosmos'), weird), armor: opt(fc.oneof(fc.boolean(), weird)) }),
    fc.record({ type: fc.constant('heal'), seat, card: uid, targets: uids(state.players.flatMap((q) => [...q.marked, ...q.marked])) }),
    fc.record({ type: fc.constant('playRelic'), seat, card: uid, effect: opt(fc.boolean()) }),
    fc.record({ type: fc.constant('libra'), seat, card: uid }),
    fc.record({ type: fc.constant('use'), seat, card: fc.oneof(uid, fc.constant(state.epic?.current ?? 0)), index: fc.oneof(fc.nat(3), weird) }),
    fc.record({ type: fc.constant('endTurn'), seat, discard: opt(uids(p.hand)) }),
    fc.record({ type: fc.constant('answer'), seat, decision: decisionId, picks: fc.oneof(uids(options), fc.constant(options), fc.constant([...options, ...options])) }),
  );
  // Damage a well-shaped action: drop a field, add one, or change the type.
  const damaged = fc.tuple(structured, fc.nat(9), fc.string({ maxLength: 8 }), weird).map(([a, how, key, value]) => {
    const copy: Record<string, unknown> = { ...(a as Record<string, unknown>) };
    const keys = Object.keys(copy);
    if (how === 0) delete copy[keys[key.length % keys.length]];
    else if (how === 1) copy[key || 'extra'] = value;
    else if (how === 2) copy.type = key;
    else if (how === 3) copy.type = value;
    return copy;
  });
  return fc.oneof(
    { weight: 10, arbitrary: structured },
    { weight: 3, arbitrary: damaged },
    { weight: 1, arbitrary: fc.anything() },
  );
}

// ——— the properties ———
describe('apply() with random and malformed actions', () => {
  let pool: Sample[] = [];
  beforeAll(() => { pool = buildPool(GAMES); }, 120_000 + GAMES * 2_000);

  it('the pool holds states of every kind', () => {
    expect(pool.some((s) => s.state.pending)).toBe(true);
    expect(pool.some((s) => s.state.phase === 'gameOver')).toBe(true);
    expect(pool.some((s) => s.state.play.length > 0)).toBe(true);
  });

  it(`accepts only listed-equivalent actions and otherwise refuses cleanly (${ACTIONS} actions)`, () => {
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.nat().chain((i) => {
          const sample = pool[i % pool.length];
          return fc.tuple(fc.constant(sample), actionArb(sample.state));
        }),
        ([sample, input]) => { if (checkApply(sample, input).ok) accepted++; },
      ),
      { numRuns: ACTIONS, seed: propertySeed(), path: propertyPath() },
    );
    // The fuzz must reach the accepting side too, not only the errors.
    expect(accepted).toBeGreaterThan(ACTIONS / 200);
  }, 60_000 + ACTIONS * 20);

  it('every listed action of every pooled state is accepted and keeps the invariants', () => {
    for (const sample of pool) {
      const seat = sample.state.pending?.seat ?? sample.state.active;
      for (const action of rules('classic').legal(sample.state, seat)) {
        expect(checkApply(sample, action).ok, JSON.stringify(action)).toBe(true);
      }
    }
  }, 120_000);
});

// ——— targeted cases ———
/** A fresh game and the sample of it. */
function fresh(seed = 11, heroes = ['seiya', 'shiryu', 'hyoga'] as typeof HEROES[number][]): Sample {
  const state = rules('classic').setup({ seed, heroes, firstSeat: 0 }).state;
  return sample(state, 'fresh game');
}
const sampleOf = (state: GameState): Sample => sample(state, 'state');
function refused(sample: Sample, action: unknown, code: ErrorCode, key?: string): void {
  const r = checkApply(sample, action);
  expect(r.ok, JSON.stringify(action)).toBe(false);
  if (!r.ok) {
    expect(r.error.code).toBe(code);
    if (key) expect(r.error.key).toBe(key);
  }
}
/** Walks seeded games until a state after some step satisfies the predicate. */
function findState(pred: (s: GameState) => boolean): GameState {
  for (let g = 0; g < 200; g++) {
    let found: GameState | null = null;
    try {
      walk({ seed: g, heroes: ['seiya', 'shiryu', 'hyoga', 'shun'], walkSeed: g, endTurnPercent: 10 }, 20_000, ({ after }) => {
        if (pred(after)) { found = after; throw new Error('found'); }
      });
    } catch (e) {
      if (!found) throw e;
    }
    if (found) return found;
  }
  throw new Error('no walk reached such a state');
}

describe('apply() refuses, by name', () => {
  it('any action after the game is over (gameOver)', () => {
    const over = sampleOf(walk({ seed: 5, heroes: ['ikki', 'shun'], walkSeed: 5, endTurnPercent: 15 }, 20_000).state);
    expect(over.state.phase).toBe('gameOver');
    for (const seat of [0, 1]) {
      refused(over, { type: 'endTurn', seat }, 'gameOver');
      refused(over, { type: 'play', seat, card: over.state.players[seat].hand[0] ?? 0, facing: 0 }, 'gameOver');
      refused(over, { type: 'answer', seat, decision: 1, picks: [] }, 'gameOver');
    }
  });

  it('an action by a seat whose turn it is not (notYourTurn)', () => {
    const s = fresh();
    const hand1 = s.state.players[1].hand;
    refused(s, { type: 'endTurn', seat: 1 }, 'notYourTurn');
    refused(s, { type: 'endTurn', seat: 4 }, 'notYourTurn'); // not even a seat of this 3-player game
    refused(s, { type: 'play', seat: 1, card: hand1[0], facing: s.state.field[0]! }, 'notYourTurn');
  });

  it('an acquisition that is not paid for (notEnough)', () => {
    const s = fresh();
    const state = s.state;
    // Nobody faces the card: nothing is brought, whatever it costs.
    const target = state.field.find((u) => u !== null && fieldCost(state, u, 'force', 0) !== null)!;
    refused(s, { type: 'acquire', seat: 0, target, by: 'force' }, 'notEnough');
    // A hero (Force 1, Cosmos 0) facing a card that costs 2 or more Force.
    const dear = state.field.find((u) => u !== null && (fieldCost(state, u, 'force', 0) ?? 0) >= 2)!;
    const hero = state.players[0].hand.find((u) => state.cards[u] === 1)!;
    expect(dear).not.toBeUndefined();
    expect(hero).not.toBeUndefined();
    const played = rules('classic').apply(state, { type: 'play', seat: 0, card: hero, facing: dear });
    if (!played.ok) throw new Error(played.error.message);
    refused(sampleOf(played.state), { type: 'acquire', seat: 0, target: dear, by: 'force' }, 'notEnough');
    // And the armor is not there to help: equipping it is needed first.
    refused(sampleOf(played.state), { type: 'acquire', seat: 0, target: dear, by: 'force', armor: true }, 'notArmor');
  });

  it('a field card that is not on the field (notOnField)', () => {
    const s = fresh();
    const inHand = s.state.players[0].hand[0];
    const inReserve = s.state.reserve[0];
    refused(s, { type: 'acquire', seat: 0, target: inHand, by: 'force' }, 'notOnField');
    refused(s, { type: 'acquire', seat: 0, target: inReserve, by: 'cosmos' }, 'notOnField');
    refused(s, { type: 'acquire', seat: 0, target: 10_000, by: 'cosmos' }, 'notOnField');
    const hero = s.state.players[0].hand.find((u) => s.state.cards[u] === 1)!;
    refused(s, { type: 'play', seat: 0, card: hero, facing: inReserve }, 'notOnField');
    // A card that has left the field (here: one on the field discard) cannot be faced any more.
    const left = findState((st) => st.fieldDiscard.length > 0 && !st.pending && st.phase === 'main');
    const handCard = left.players[left.active].hand.find((u) => left.cards[u] <= 5 || (left.cards[u] >= 11 && left.cards[u] <= 15));
    if (handCard !== undefined) refused(sampleOf(left), { type: 'play', seat: left.active, card: handCard, facing: left.fieldDiscard[0] }, 'notOnField');
    refused(sampleOf(left), { type: 'acquire', seat: left.active, target: left.fieldDiscard[0], by: 'force' }, 'notOnField');
  });

  it('an answer when no decision is pending (noDecision)', () => {
    const s = fresh();
    refused(s, { type: 'answer', seat: 0, decision: 1, picks: [] }, 'noDecision');
    refused(s, { type: 'answer', seat: 0, decision: s.state.nextDecisionId, picks: [s.state.players[0].hand[0]] }, 'noDecision');
  });

  describe('with a decision pending', () => {
    let pending: Sample;
    beforeAll(() => { pending = sampleOf(findState((st) => st.pending !== null)); }, 120_000);

    it('an answer to a stale or future decision id (badAnswer, error.staleDecision)', () => {
      const d = pending.state.pending!;
      const picks = d.options.slice(0, Math.max(d.min, 1));
      if (d.id > 1) refused(pending, { type: 'answer', seat: d.seat, decision: d.id - 1, picks }, 'badAnswer', 'error.staleDecision');
      refused(pending, { type: 'answer', seat: d.seat, decision: d.id + 1, picks }, 'badAnswer', 'error.staleDecision');
      // The right id is accepted with the same picks.
      expect(checkApply(pending, { type: 'answer', seat: d.seat, decision: d.id, picks }).ok).toBe(true);
    });

    it('an answer by another seat (notYourTurn, error.notYourChoice)', () => {
      const d = pending.state.pending!;
      const other = (d.seat + 1) % pending.state.players.length;
      refused(pending, { type: 'answer', seat: other, decision: d.id, picks: d.options.slice(0, d.min) }, 'notYourTurn', 'error.notYourChoice');
    });

    it('picks that are not among the options, repeated, or too many or too few (badAnswer)', () => {
      const d = pending.state.pending!;
      const outside = [...Array(pending.state.cards.length + 2).keys()].find((u) => !d.options.includes(u))!;
      refused(pending, { type: 'answer', seat: d.seat, decision: d.id, picks: [outside] }, 'badAnswer', 'error.badAnswer');
      refused(pending, { type: 'answer', seat: d.seat, decision: d.id, picks: [...d.options, ...d.options] }, 'badAnswer');
      if (d.min > 0) refused(pending, { type: 'answer', seat: d.seat, decision: d.id, picks: [] }, 'badAnswer');
    });

    it('any other action before the decision is answered (decisionPending)', () => {
      refused(pending, { type: 'endTurn', seat: pending.state.active }, 'decisionPending');
    });
  });

  it('cards that are in the wrong place or of the wrong kind', () => {
    const s = fresh();
    const hand = s.state.players[0].hand;
    const hero = hand.find((u) => s.state.cards[u] === 1)!;
    const facing = s.state.field.find((u) => u !== null && fieldCost(s.state, u, 'force', 0) !== null)!;
    refused(s, { type: 'play', seat: 0, card: s.state.players[1].hand[0], facing }, 'notInHand');
    refused(s, { type: 'play', seat: 0, card: s.state.players[0].deck[0], facing }, 'notInHand');
    refused(s, { type: 'equip', seat: 0, card: hero }, 'notArmor');
    refused(s, { type: 'activate', seat: 0, card: hero }, 'notInPlay');
    refused(s, { type: 'heal', seat: 0, card: hero, targets: [hero] }, 'notInPlay');
    refused(s, { type: 'endTurn', seat: 0, discard: [s.state.players[1].hand[0]] }, 'badTargets');
    refused(s, { type: 'endTurn', seat: 0, discard: [hand[0], hand[0]] }, 'badTargets');
    const played = rules('classic').apply(s.state, { type: 'play', seat: 0, card: hero, facing });
    if (!played.ok) throw new Error(played.error.message);
    const after = sampleOf(played.state);
    refused(after, { type: 'activate', seat: 0, card: hero }, 'noActivation');
    refused(after, { type: 'heal', seat: 0, card: hero, targets: [hand[1]] }, 'badTargets'); // not wounded
  });

  it('facing a card with no cost (cannotFace) and acquiring by a cost it has not (cannotAcquire)', () => {
    const noCost = findState((st) => !st.pending && st.phase === 'main' && st.field.some((u) => u !== null && [17, 87].includes(st.cards[u])));
    const pope = noCost.field.find((u) => u !== null && [17, 87].includes(noCost.cards[u]))!;
    const me = noCost.players[noCost.active];
    const character = me.hand.find((u) => [1, 2, 3, 4, 5].includes(noCost.cards[u]));
    if (character !== undefined) refused(sampleOf(noCost), { type: 'play', seat: noCost.active, card: character, facing: pope }, 'cannotFace');
    refused(sampleOf(noCost), { type: 'acquire', seat: noCost.active, target: pope, by: 'force' }, 'cannotAcquire');
  });

  it('nothing: -0 where a seat, uid or pick is expected is taken as 0 and leaves a JSON-exact state', () => {
    const s = fresh();
    const hero = s.state.players[0].hand.find((u) => s.state.cards[u] === 1)!;
    const facing = s.state.field.find((u) => u !== null && fieldCost(s.state, u, 'force', 0) !== null)!;
    const played = checkApply(s, { type: 'play', seat: -0, card: hero, facing });
    expect(played.ok).toBe(true);
    if (played.ok) expect(Object.is(played.state.play[0].seat, 0)).toBe(true);
    expect(checkApply(s, { type: 'endTurn', seat: -0, discard: [] }).ok).toBe(true);
  });

  it('malformed input of every kind (malformed)', () => {
    const s = fresh();
    const hero = s.state.players[0].hand[0];
    const facing = s.state.field[2]!;
    const cases: Record<string, unknown> = {
      null: null, undefined, number: 42, string: 'endTurn', array: [], 'empty object': {},
      'unknown type': { type: 'fly', seat: 0 }, 'type of wrong kind': { type: 3, seat: 0 },
      'missing seat': { type: 'endTurn' }, 'seat as string': { type: 'endTurn', seat: '0' }, 'seat null': { type: 'endTurn', seat: null },
      'fractional seat': { type: 'endTurn', seat: 0.5 }, 'negative seat': { type: 'endTurn', seat: -1 }, 'seat 5': { type: 'endTurn', seat: 5 },
      'seat NaN': { type: 'endTurn', seat: NaN }, 'seat Infinity': { type: 'endTurn', seat: Infinity },
      'extra field': { type: 'endTurn', seat: 0, please: true }, 'discard not an array': { type: 'endTurn', seat: 0, discard: hero },
      'discard of strings': { type: 'endTurn', seat: 0, discard: [String(hero)] },
      'missing facing': { type: 'play', seat: 0, card: hero }, 'facing null': { type: 'play', seat: 0, card: hero, facing: null },
      'huge card': { type: 'play', seat: 0, card: 2 ** 60, facing }, 'card beyond safe integers': { type: 'activate', seat: 0, card: Number.MAX_SAFE_INTEGER + 2 },
      'effect as string': { type: 'play', seat: 0, card: hero, facing, effect: 'yes' },
      'acquire by gold': { type: 'acquire', seat: 0, target: facing, by: 'gold' }, 'armor as 1': { type: 'acquire', seat: 0, target: facing, by: 'force', armor: 1 },
      'heal with no targets': { type: 'heal', seat: 0, card: hero, targets: [] }, 'picks missing': { type: 'answer', seat: 0, decision: 1 },
      'picks not an array': { type: 'answer', seat: 0, decision: 1, picks: 1 }, 'decision 0': { type: 'answer', seat: 0, decision: 0, picks: [] },
      'decision as string': { type: 'answer', seat: 0, decision: '1', picks: [] }, 'picks of floats': { type: 'answer', seat: 0, decision: 1, picks: [0.5] },
      'too many picks': { type: 'answer', seat: 0, decision: 1, picks: Array(201).fill(0) },
      'prototype pollution': JSON.parse('{"type":"endTurn","seat":0,"__proto__":{"polluted":true}}'),
      'nested action': { type: 'endTurn', seat: { seat: 0 } }, date: new Date(0), map: new Map([['type', 'endTurn']]),
    };
    for (const [name, input] of Object.entries(cases)) {
      const r = checkApply(s, input);
      expect(r.ok, name).toBe(false);
      if (!r.ok) expect(r.error.code, name).toBe('malformed');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('input that throws when it is read: a getter, a proxy (malformed, not an exception)', () => {
    const s = fresh();
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    const cases: Record<string, unknown> = {
      'throwing getter': { type: 'endTurn', get seat(): number { throw new Error('boom'); } },
      'throwing proxy': new Proxy({}, { get() { throw new Error('trap'); }, ownKeys() { throw new Error('keys'); } }),
      'revoked proxy': revoked.proxy,
      'throwing a non-Error': { type: 'endTurn', get seat(): number { throw 42; } }, // eslint-disable-line no-throw-literal
    };
    for (const [name, input] of Object.entries(cases)) {
      let r: ApplyResult | undefined;
      expect(() => { r = rules('classic').apply(s.state, input); }, name).not.toThrow();
      expect(r?.ok, name).toBe(false);
      if (r && !r.ok) {
        expect(r.error.code, name).toBe('malformed');
        expect(r.error.message.length, name).toBeGreaterThan(0);
      }
      expect(JSON.stringify(s.state)).toBe(s.json);
    }
  });
});

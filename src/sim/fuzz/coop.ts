// One random cooperative game walked action by action, checking the engine after every step: each
// listed action accepted (all of them at sampled steps, tried on copies), wrong actions refused, apply
// pure (its input unchanged, accepted or not), the invariants of coop-invariants.ts. Shared by
// `npm run fuzz:coop` (the cooperative mode's fuzzer in fuzz/index.ts, run by fuzz-cli.ts) and
// test/property/coop-invariants.test.ts.
import { DIFFICULTIES, HEROES, seededRandom, rules, type CoopAction, type CoopSetupOptions, type CoopState, type Difficulty, type Side } from '../../engine';
import { checkCoopInvariants, coopMemory, generalsMovedByEffect, lastGeneralsOnField } from './coop-invariants';

export interface CoopFuzzOptions {
  seed: number;
  /** Force the team size or the difficulty (otherwise drawn from the seed). */
  players?: number;
  difficulty?: Difficulty;
  /** Chance (0..1) that a step tries every listed action on a copy, not only the one played. */
  tryAllListed?: number;
  maxActions?: number;
}

export interface CoopFuzzResult {
  setup: CoopSetupOptions;
  steps: number;
  /** Wrong actions tried (each had to be refused, leaving the state as it was). */
  probes: number;
  violations: string[];
  over: boolean;
}

/** The setup a fuzz seed plays: 2–5 heroes in any order and seats, any difficulty, Asgard and Epics or not. */
export function fuzzSetup(seed: number, players?: number, forced?: Difficulty): CoopSetupOptions {
  const random = seededRandom(seed ^ 0x51ed);
  const heroes = [...HEROES].sort(() => random() - 0.5).slice(0, players ?? 2 + Math.floor(random() * 4));
  const drawn: Difficulty = DIFFICULTIES[Math.floor(random() * 3)];
  const difficulty = forced ?? drawn;
  const start = random() < 0.3 ? [0, 1, 2, 3, 4, 5, 6].sort(() => random() - 0.5).slice(0, heroes.length) : undefined;
  return { seed, heroes, difficulty, ...(start ? { start } : {}), asgard: random() < 0.8, epics: random() < 0.5 };
}

/** Actions that must be refused now, built from the state (each names why it is wrong). */
export function wrongActions(state: CoopState, side: Side, random: () => number): { why: string; action: CoopAction }[] {
  const out: { why: string; action: CoopAction }[] = [];
  const b = state.board;
  const seat = typeof side === 'number' ? side : state.active;
  const mine = state.players[seat];
  const other = state.players.find((p) => p.seat !== seat && p.hand.length);
  const facing = state.field[b.heroAt[seat]];
  if (other && facing !== null) out.push({ why: 'a card from another hand', action: { type: 'play', seat, card: other.hand[0], facing } });
  if (mine.hand.length) {
    const far = (b.heroAt[seat] + 2 + Math.floor(random() * 4)) % 7;
    out.push({ why: 'a move to a pile not next to it', action: { type: 'move', seat, discard: mine.hand[0], to: far } });
    out.push({ why: 'a gift to oneself', action: { type: 'give', seat, to: seat, cards: [mine.hand[0]] } });
  }
  const offered = new Set((state.targets ?? []).map((t) => t.uid));
  const elsewhere = state.field.findIndex((u, pile) => u !== null && pile !== b.heroAt[seat] && !offered.has(u) && !(b.heroAt[seat] === pile));
  if (elsewhere >= 0 && side !== 'team') out.push({ why: 'a card on another pile', action: { type: 'acquire', seat, target: state.field[elsewhere]!, by: 'force' } });
  if (b.inTurn || state.pending) out.push({ why: 'a pick while a hero plays', action: { type: 'takeTurn', seat } });
  const notActive = state.players.find((p) => p.seat !== (state.pending?.seat ?? state.active));
  if (notActive && (b.inTurn || state.pending)) out.push({ why: 'an end of turn out of turn', action: { type: 'endTurn', seat: notActive.seat } });
  if (b.played.length && !b.inTurn && !state.pending) out.push({ why: 'a hero who has played', action: { type: 'takeTurn', seat: b.played[0] } });
  return out;
}

/** A random listed action, biased so that games look like games (cards bought, turns ending). */
function pick(listed: CoopAction[], random: () => number, endPercent: number): CoopAction {
  const at = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  const end = listed.find((a) => a.type === 'endTurn');
  const others = listed.filter((a) => a.type !== 'endTurn');
  if (end && (others.length === 0 || random() * 100 < endPercent)) {
    return end.type === 'endTurn' && random() < 0.3 ? { ...end, discard: [] } : end;
  }
  const acquire = others.filter((a) => a.type === 'acquire');
  if (acquire.length && random() < 0.5) return at(acquire);
  return at(others.length ? others : listed);
}

export function fuzzCoopGame(options: CoopFuzzOptions): CoopFuzzResult {
  const setup = fuzzSetup(options.seed, options.players, options.difficulty);
  const random = seededRandom(options.seed * 7919 + 1);
  const endPercent = 5 + Math.floor(random() * 40);
  let state = rules('coop').setup(setup).state;
  const memory = coopMemory(state);
  const violations = checkCoopInvariants(state, memory);
  const limit = options.maxActions ?? 20_000;
  let steps = 0;
  let probes = 0;
  const fail = (what: string) => violations.push(`step ${steps}: ${what}`);
  while (state.phase !== 'gameOver' && violations.length === 0) {
    if (steps >= limit) { fail(`no end after ${limit} actions`); break; }
    const side = rules('coop').toAct(state);
    if (side === null || side === 'poseidon') { fail(`nobody can act (${String(side)})`); break; }
    const listed = rules('coop').legal(state, side);
    if (listed.length === 0) { fail(`${String(side)} must act but has no legal action`); break; }
    const snapshot = JSON.stringify(state);
    if (random() < (options.tryAllListed ?? 0)) {
      for (const a of listed) {
        const r = rules('coop').applyAction(state, a);
        if (!r.ok) fail(`listed action ${JSON.stringify(a)} refused: ${r.error.code} ${r.error.message}`);
      }
    }
    for (const { why, action } of wrongActions(state, side, random)) {
      probes++;
      const r = rules('coop').applyAction(state, action);
      if (r.ok) fail(`${why} was accepted: ${JSON.stringify(action)}`);
    }
    const action = pick(listed, random, endPercent);
    const lastGenerals = lastGeneralsOnField(state);
    const r = rules('coop').applyAction(state, action);
    if (JSON.stringify(state) !== snapshot) { fail(`apply changed the state it was given (${JSON.stringify(action)} or a refused one)`); break; }
    if (!r.ok) { fail(`listed action ${JSON.stringify(action)} refused: ${r.error.code} ${r.error.message}`); break; }
    state = r.state as CoopState;
    steps++;
    for (const v of [...checkCoopInvariants(state, memory), ...generalsMovedByEffect(lastGenerals, state, action)]) fail(`after ${JSON.stringify(action)}: ${v}`);
  }
  return { setup, steps, probes, violations, over: state.phase === 'gameOver' };
}

// checkInvariants, checkView and checkEvents must be able to fail: each check is shown a hand-broken state.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEROES, rules, type Action, type Decision, type GameEvent, type GameState, type Seat } from '../../src/engine';
import { checkEvents, checkInvariants, checkView } from './invariants';

// A seam for the checks about who may act: legalActions can be swapped for a broken one.
const broken = vi.hoisted(() => ({ legal: null as null | ((state: unknown, seat: number) => unknown[]) }));
vi.mock('../../src/engine/classic/legal', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/engine/classic/legal')>();
  return { ...real, legalActions: (state: GameState, seat: Seat) => (broken.legal ? broken.legal(state, seat) : real.legalActions(state, seat)) };
});
afterEach(() => { broken.legal = null; });

const game = (players = 3, seed = 7): GameState =>
  rules('classic').setup({ seed, heroes: HEROES.slice(0, players), firstSeat: 0 }).state;
const decision = (state: GameState, over: Partial<Decision> = {}): Decision => ({
  id: state.nextDecisionId, seat: state.active, kind: 'cards', options: state.players[state.active].hand.slice(0, 2),
  min: 1, max: 1, prompt: 'prompt.test', source: state.players[state.active].hand[0], bind: 'x', ...over,
});
/** A state waiting for an answer, as an effect would leave it. */
function pendingState(over: Partial<Decision> = {}): GameState {
  const s = game();
  s.pending = decision(s, over);
  s.nextDecisionId += 1;
  s.stack = [{ ops: [], pc: 0, ctx: { seat: s.active, source: s.pending.source, vars: {} } }];
  return s;
}
const violations = (s: GameState) => checkInvariants(s).join('\n');

describe('checkInvariants', () => {
  it('passes fresh games of 2 to 5 players, and a sound pending decision', () => {
    for (let n = 2; n <= 5; n++) for (let seed = 0; seed < 5; seed++) expect(checkInvariants(game(n, seed), { applyListed: 'all' })).toEqual([]);
    expect(checkInvariants(pendingState())).toEqual([]);
  });

  it('finds a duplicated uid', () => {
    const s = game();
    s.players[1].discard.push(s.players[0].hand[0]);
    expect(violations(s)).toMatch(new RegExp(`card ${s.players[0].hand[0]} is in 2 places: players\\[0\\]\\.hand, players\\[1\\]\\.discard`));
  });

  it('finds a lost uid', () => {
    const s = game();
    const lost = s.reserve.pop()!;
    expect(violations(s)).toMatch(new RegExp(`card ${lost} is lost`));
  });

  it('finds a created card: a uid beyond state.cards, or not a number', () => {
    const s = game();
    s.players[0].hand.push(s.cards.length);
    expect(violations(s)).toMatch(/players\[0\]\.hand holds \d+, which is not a card uid/);
    const t = game();
    (t.field as unknown[])[0] = '3';
    expect(violations(t)).toMatch(/field holds "3"/);
    const u = game();
    u.play.push({ uid: u.players[0].hand[0], seat: 0, facing: null });
    expect(violations(u)).toMatch(/is in 2 places: players\[0\]\.hand, play/);
  });

  it('finds an unknown card type', () => {
    const s = game();
    s.cards[0] = 9999;
    expect(violations(s)).toMatch(/card 0 has unknown type 9999/);
  });

  it('finds counters out of range', () => {
    const cases: [string, (s: GameState) => void, RegExp][] = [
      ['clock 13', (s) => { s.clock = 13; }, /clock 13 is outside 0\.\.12/],
      ['clock -1', (s) => { s.clock = -1; }, /clock -1 is outside/],
      ['clock 2.5', (s) => { s.clock = 2.5; }, /clock 2\.5 is outside/],
      ['clock 0 without the final round', (s) => { s.clock = 0; }, /clock is at 0 but finalRound is not set/],
      ['a field of 5 slots', (s) => { s.reserve.push(s.field.pop()!); }, /field has 5 slots/],
      ['active seat 3 of 3', (s) => { s.active = 3; }, /active seat 3 is not a seat/],
      ['firstSeat -1', (s) => { s.firstSeat = -1; }, /firstSeat -1 is not a seat/],
      ['turn 0', (s) => { s.turn = 0; }, /turn 0 is not ≥ 1/],
      ['an unknown phase', (s) => { (s as { phase: string }).phase = 'upkeep'; }, /unknown phase upkeep/],
      ['a seat number out of place', (s) => { s.players[1].seat = 2; }, /players\[1\]\.seat is 2/],
      ['a modifier that is not whole', (s) => { s.modifiers.push({ uid: 0, force: 0.5, cosmos: 0, kind: 'value' }); }, /modifier .* is not whole numbers/],
    ];
    for (const [name, breakIt, expected] of cases) {
      const s = game();
      breakIt(s);
      expect(violations(s), name).toMatch(expected);
    }
  });

  it('finds a played card facing a card that is not on the field', () => {
    const s = game();
    const uid = s.players[0].hand.shift()!;
    s.play.push({ uid, seat: 0, facing: s.reserve[0] });
    expect(violations(s)).toMatch(new RegExp(`played card ${uid} faces ${s.reserve[0]}, which is neither on the field nor a revealed pillar`));
    s.play[0].facing = null;
    expect(checkInvariants(s)).toEqual([]);
  });

  it('finds a state that does not round-trip through JSON', () => {
    const cases: [string, (s: GameState) => void, RegExp][] = [
      ['an undefined field', (s) => { (s.setup as { firstSeat?: number }).firstSeat = undefined; }, /\$\.setup\.firstSeat: present \(undefined\) vs absent/],
      ['negative zero', (s) => { s.players[0].seat = -0; }, /\$\.players\.0\.seat: -0 \(number\) vs 0/],
      ['NaN', (s) => { s.modifiers.push({ uid: 0, force: NaN, cosmos: 0, kind: 'value' }); }, /round-trip.*NaN/],
      ['a Date', (s) => { (s as unknown as { when: Date }).when = new Date(0); }, /round-trip/],
      ['a BigInt', (s) => { (s as unknown as { big: bigint }).big = 1n; }, /cannot be written as JSON/],
    ];
    for (const [name, breakIt, expected] of cases) {
      const s = game();
      breakIt(s);
      expect(violations(s), name).toMatch(expected);
    }
  });

  it('finds a pending decision with no options, so no legal answer', () => {
    expect(violations(pendingState({ options: [] }))).toMatch(/pending decision \d+ \(prompt\.test\) has no legal answer/);
    expect(violations(pendingState({ min: 3, max: 3 }))).toMatch(/has no legal answer/);
  });

  it('finds a pending decision that apply cannot take an answer for', () => {
    const s = pendingState();
    s.stack = [];
    expect(violations(s)).toMatch(/no effect waits for its answer/);
    // A listed answer that apply refuses (tried by default when a decision is pending).
    const t = pendingState();
    broken.legal = (_s, seat) => (seat === t.active ? [{ type: 'answer', seat, decision: t.pending!.id, picks: [t.reserve[0]] }] : []);
    expect(violations(t)).toMatch(/listed action .* is refused: badAnswer/);
  });

  it('finds malformed decisions', () => {
    expect(violations(pendingState({ min: 2, max: 1 }))).toMatch(/min 2 > max 1/);
    expect(violations(pendingState({ seat: 7 }))).toMatch(/decision is for seat 7/);
    expect(violations(pendingState({ id: 999 }))).toMatch(/id 999 is not below nextDecisionId/);
    const s = pendingState();
    s.pending!.options = [s.pending!.options[0], s.pending!.options[0]];
    expect(violations(s)).toMatch(/lists an option twice/);
    expect(violations(pendingState({ kind: 'yesNo', options: [0, 1] }))).toMatch(/yes\/no decision does not offer \[1, 0\]/);
    expect(violations(pendingState({ kind: 'seat', options: [0, 5] }))).toMatch(/offers a non-seat/);
  });

  it('finds frames left on the stack with nothing pending', () => {
    const s = game();
    s.stack = [{ ops: [{ op: 'draw', n: 1 }], pc: 0, ctx: { seat: 0, source: 0, vars: {} } }];
    expect(violations(s)).toMatch(/1 effect frame\(s\) are left on the stack/);
  });

  it('finds a game over without a result, a result before the end, and a decision after it', () => {
    const s = game();
    s.phase = 'gameOver';
    expect(violations(s)).toMatch(/the game is over but result is not set/);
    const t = game();
    t.result = { scores: [], winners: [0] };
    expect(violations(t)).toMatch(/result is set but the game is not over/);
    const u = pendingState();
    u.phase = 'gameOver';
    u.result = { scores: [], winners: [0] };
    expect(violations(u)).toMatch(/the game is over but a decision is pending/);
    expect(violations(u)).toMatch(/the game is over but 1 effect frame\(s\) are left on the stack/);
  });

  it('finds legal actions where there should be none, and a turn that cannot end', () => {
    const end = (seat: Seat): Action => ({ type: 'endTurn', seat, discard: [] });
    // After the end of the game.
    const over = game();
    over.phase = 'gameOver';
    over.result = { scores: [], winners: [0] };
    expect(checkInvariants(over)).toEqual([]);
    broken.legal = (_s, seat) => [end(seat)];
    expect(violations(over)).toMatch(/the game is over but seat 0 has legal actions/);
    // For a seat that does not have to act.
    broken.legal = (_s, seat) => [end(seat)];
    expect(violations(game())).toMatch(/seat 1 has legal actions while seat 0 must act/);
    // No way to end the turn.
    broken.legal = () => [];
    expect(violations(game())).toMatch(/the active seat 0 cannot end its turn/);
    // A listed action that apply refuses.
    broken.legal = (s, seat) => (seat === 0 ? [{ type: 'play', seat, card: (s as GameState).reserve[0], facing: 0 }] : []);
    expect(checkInvariants(game(), { applyListed: 'all' }).join('\n')).toMatch(/listed action .* is refused: notInHand/);
  });
});

describe('checkView', () => {
  it('passes the real views of every seat and the audience', () => {
    const s = game(4);
    for (const viewer of [0, 1, 2, 3, 'audience'] as const) expect(checkView(s, viewer)).toEqual([]);
    const p = pendingState();
    for (const viewer of [0, 1, 2, 'audience'] as const) expect(checkView(p, viewer)).toEqual([]);
  });

  it('finds another seat\'s hand, a deck card or a reserve card shown as a card', () => {
    const s = game();
    // Cards seen in the seat's own hand are fine; the same uids are hidden from the others.
    expect(checkView(s, 0)).toEqual([]);
    s.players[1].marked.push(s.players[1].hand.pop()!); // legal move: seat 1's wounded is public
    expect(checkView(s, 0)).toEqual([]);
    // Now break the state the view is made from: a deck card shown on the field discard.
    const leak = game();
    leak.fieldDiscard.push(leak.players[1].deck[0]);
    expect(checkView(leak, 0).join('\n')).toMatch(new RegExp(`shows hidden card ${leak.players[1].deck[0]} at \\$\\.fieldDiscard`));
  });

  it('allows hidden cards only among the viewer\'s own decision options', () => {
    const s = pendingState();
    s.pending!.options = [s.players[1].hand[0], s.players[1].hand[1]];
    expect(checkView(s, 0)).toEqual([]);
    // The same decision, seen by the seat whose hand it is: its own hand. By seat 2: only who decides.
    expect(checkView(s, 2)).toEqual([]);
    // Cards revealed to the deciding seat (a look at another hand) are its to see, and only its.
    s.pending!.reveal = [...s.players[2].hand];
    expect(checkView(s, 0)).toEqual([]);
    expect(checkView(s, 1)).toEqual([]);
    // Its source too (a card whose effect began in public, since shuffled into a deck)...
    s.pending!.source = s.players[0].deck[0];
    expect(checkView(s, 0)).toEqual([]);
    // ...but not a hidden card elsewhere in the view, even that one.
    s.play.push({ uid: s.players[0].hand.pop()!, seat: 0, facing: s.players[0].deck[0] });
    expect(checkView(s, 0).join('\n')).toMatch(/shows hidden card \d+ at \$\.play\[0\]\.facing/);
  });
});

describe('checkEvents', () => {
  const step = () => {
    const before = game();
    const r = rules('classic').apply(before, { type: 'endTurn', seat: 0, discard: [] });
    if (!r.ok) throw new Error(r.error.message);
    return { before, events: r.events, after: r.state };
  };

  it('passes the events of a real step', () => {
    const { before, events, after } = step();
    expect(checkEvents(before, events, after)).toEqual([]);
  });

  it('finds a move that is not reported, or reported from the wrong place', () => {
    const { before, events, after } = step();
    const moved = events.findIndex((e) => e.type === 'cardMoved');
    const dropped = events.filter((_, i) => i !== moved);
    expect(checkEvents(before, dropped, after).join('\n')).toMatch(/moves from .* but was in|the events put it in/);
    const wrong = structuredClone(events);
    const e = wrong[moved] as Extract<GameEvent, { type: 'cardMoved' }>;
    e.from = { zone: 'reserve' };
    expect(checkEvents(before, wrong, after).join('\n')).toMatch(new RegExp(`card ${e.uid} moves from reserve but was in`));
  });

  it('finds flames that the events do not count', () => {
    const { before, events, after } = step();
    after.clock -= 1;
    expect(checkEvents(before, events, after).join('\n')).toMatch(/the events count the clock down to 12, the state says 11/);
  });

  it('finds a turn that begins unclean', () => {
    const { before, events, after } = step();
    after.play.push({ uid: after.players[1].hand.pop()!, seat: 1, facing: null });
    after.reserve.push(after.field[0]!);
    after.field[0] = null;
    const found = checkEvents(before, events, after).join('\n');
    expect(found).toMatch(/turn 2 begins with 1 card\(s\) in play/);
    expect(found).toMatch(/turn 2 begins with a gap on the field/);
  });
});

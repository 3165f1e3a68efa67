// God of War through the layers every mode shares (issue 27): its one entry registers it, and a game of
// it saves, loads, replays, undoes, travels as a share code and is shown to the audience through the
// registry, with no hand shown to anyone but its holder.
import { describe, expect, it } from 'vitest';
import { rules, stateHash, type GameState } from '../../src/engine';
import { GOW, type GowAction, type GowEvent, type GowState, type GowView } from '../../src/engine/gow';
import { loadSave } from '../../src/persist/save';
import { decodeShareCode, encodeShareCode } from '../../src/persist/share-code';
import { Replay } from '../../src/replay/replay';
import { playGowGame } from '../../src/sim/gow/play-gow';

const verbs = () => rules('gow') as unknown as {
  setup(o: unknown): { state: GowState; events: GowEvent[] };
  apply(s: GowState, a: unknown): { ok: true; state: GowState; events: GowEvent[] } | { ok: false; error: { code: string; message: string } };
  view(s: GowState, v: number | 'audience'): GowView;
  redact(s: GowState, e: GowEvent[], v: number | 'audience'): GowEvent[];
  legal(s: GowState, seat: number): GowAction[];
};
const SETUP = { seed: 11, heroes: ['kratos', 'atreus'] };
const SEATS = [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'greedy' }];

/** The greedy team's actions over a game, recorded as a save records them. */
function recordedGame(limit = Infinity): { actions: GowAction[]; final: GowState } {
  const v = verbs();
  let state = v.setup(SETUP).state;
  const actions: GowAction[] = [];
  const bot = rules('gow') as unknown as { toAct(s: GowState): number | null };
  while (!state.result && actions.length < limit) {
    const seat = bot.toAct(state)!;
    const legal = v.legal(state, seat);
    const action = legal.find((a) => a.type === 'attack') ?? legal.find((a) => a.type !== 'endTurn' && a.type !== 'move') ?? legal[legal.length - 1];
    const r = v.apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    actions.push(action);
  }
  return { actions, final: state };
}

describe('God of War through the shared layers', () => {
  it('a save of a game loads back to the same state; a refused action in it is named', () => {
    const { actions, final } = recordedGame(120);
    const loaded = loadSave(JSON.parse(JSON.stringify({ schema: 1, mode: GOW, setup: SETUP, seats: SEATS, actions })));
    if (!loaded.ok) throw new Error(loaded.message);
    expect(stateHash(loaded.state)).toBe(stateHash(final));
    const broken = loadSave({ schema: 1, mode: GOW, setup: SETUP, seats: SEATS, actions: [...actions, { type: 'endTurn', seat: 3 }] });
    expect(broken).toMatchObject({ ok: false });
    expect(loadSave({ schema: 1, mode: GOW, setup: { ...SETUP, heroes: ['zeus'] }, seats: SEATS, actions: [] })).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('a solo game saves and loads like any other (1 seat: Kratos)', () => {
    const solo = { seed: 3, heroes: ['kratos'] };
    const loaded = loadSave({ schema: 1, mode: GOW, setup: solo, seats: [{ kind: 'human' }], actions: [] });
    expect(loaded.ok).toBe(true);
    const five = ['kratos', 'atreus', 'freya', 'mimir', 'brok-sindri'];
    expect(loadSave({ schema: 1, mode: GOW, setup: { seed: 3, heroes: five }, seats: five.map(() => ({ kind: 'human' })), actions: [] })).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('a replay steps through the game and ends where it ended', () => {
    const { actions, final } = recordedGame(80);
    const replay = Replay.from({ schema: 1, mode: GOW, setup: SETUP, seats: SEATS, actions } as never);
    if (!(replay instanceof Replay)) throw new Error(replay.message);
    expect(stateHash(replay.stateAt(actions.length))).toBe(stateHash(final));
    expect((replay.stateAt(0) as unknown as GowState).round).toBe(0);
  });

  it('a share code carries the game and opens to the same state', async () => {
    const { actions } = recordedGame(40);
    const code = await encodeShareCode({ schema: 1, mode: GOW, setup: SETUP, seats: SEATS, actions } as never);
    const back = await decodeShareCode(code);
    expect(back).toMatchObject({ save: { mode: GOW, setup: SETUP, actions } });
  });

  it('an illegal action is refused with the state unchanged, and malformed input is named', () => {
    const v = verbs();
    const { state } = v.setup(SETUP);
    const before = stateHash(state as unknown as GameState);
    const r = v.apply(state, { type: 'endTurn', seat: 1 });
    expect(r).toMatchObject({ ok: false, error: { code: 'refused' } });
    expect(v.apply(state, { type: 'fly', seat: 0 })).toMatchObject({ ok: false, error: { code: 'malformed' } });
    expect(stateHash(state as unknown as GameState)).toBe(before);
  });

  it('no view or event names a hand to anyone but its holder (the audience sees counts)', () => {
    const v = verbs();
    let { state } = v.setup(SETUP);
    // Place both pawns: the first round's preparation draws the hands.
    const events: GowEvent[] = [];
    while (state.pending?.kind === 'place') {
      const r = v.apply(state, v.legal(state, state.pending.seat)[0]);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      events.push(...r.events);
    }
    const drew = events.filter((e) => e.type === 'drew');
    expect(drew.map((e) => e.type === 'drew' && e.uids.length)).toEqual([7, 7]); // « limite di mano, che è 7 a inizio partita »
    const audience = v.view(state, 'audience');
    expect(audience.seats.map((s) => s.hand)).toEqual([7, 7]);
    expect(Array.isArray(v.view(state, 0).seats[0].hand)).toBe(true);
    expect(v.view(state, 0).seats[1].hand).toBe(7);
    const seen = v.redact(state, events, 'audience').filter((e) => e.type === 'drew');
    expect(seen.every((e) => e.type === 'drew' && e.cards.every((c) => c === '') && e.uids.every((u) => u === -1))).toBe(true);
    const mine = v.redact(state, events, 0).filter((e) => e.type === 'drew');
    expect(mine.map((e) => e.type === 'drew' && e.cards.every((c) => c !== ''))).toEqual([true, false]);
  });

  it('the same seed plays the same game, whose view ends at the phase "gameOver" with its result', () => {
    const a = playGowGame(5, ['kratos', 'freya', 'mimir']);
    const b = playGowGame(5, ['kratos', 'freya', 'mimir']);
    expect(a.error).toBeNull();
    expect(stateHash(a.final)).toBe(stateHash(b.final));
    const end = verbs().view(a.final!, 'audience');
    expect(end.phase).toBe('gameOver');
    expect(end.result).toEqual(a.final!.result);
  });
});

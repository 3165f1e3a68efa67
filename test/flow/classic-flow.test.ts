// The classic flow driven by real GameSessions: after every step, the machine and the engine agree
// (deciding ⇔ state.pending !== null, gameOver ⇔ state.phase === 'gameOver').
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_TYPES, type HeroName } from '../../src/cards';
import { apply, HEROES, type Action, type ApplyResult } from '../../src/engine';
import { createClassicFlow, machineStateOf, type ClassicFlow, type FlowPhase, type FlowSession } from '../../src/flow/classic-flow';
import type { SeatConfig } from '../../src/persist/save';
import { GameSession } from '../../src/session/game-session';
import { assertAgree, disagreements } from './agree';

const PHAETON = 88;

function botSession(seed: number, players: number): GameSession {
  const seats: SeatConfig[] = Array.from({ length: players }, () => ({ kind: 'bot', bot: 'greedy' }));
  return GameSession.start({ seed, heroes: HEROES.slice(0, players) as HeroName[] }, seats);
}

interface Driven { flow: ClassicFlow; session: GameSession; trace: string[]; emitted: FlowPhase[] }
function drive(session: GameSession): Driven {
  const trace: string[] = [];
  const emitted: FlowPhase[] = [];
  const flow = createClassicFlow(session, { trace: (s) => trace.push(s) });
  flow.subscribe((p) => emitted.push(p));
  assertAgree(flow, session.state, machineStateOf(flow), 'at the start');
  return { flow, session, trace, emitted };
}

/** Sends an action that must be accepted, then checks that machine and engine agree. */
function step(d: Driven, action: Action): void {
  const before = d.emitted.length;
  const result = d.flow.send(action);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.error.message}`);
  expect(d.emitted.length).toBe(before + 1);
  assertAgree(d.flow, d.session.state, machineStateOf(d.flow), `after ${JSON.stringify(action)}`);
}

const isCharacter = (type: number) => CARD_TYPES.get(type)?.kind === 'character';

/** Plays bots until Phaeton's play effect asks which card to destroy; the first seed that gets there. */
function reachPhaetonDecision(): Driven {
  for (let seed = 1; seed <= 60; seed++) {
    const d = drive(botSession(seed, 2));
    const { session } = d;
    const typeOf = (uid: number) => session.state.cards[uid];
    for (let n = 0; n < 2000 && d.flow.phase() !== 'gameOver'; n++) {
      const hand = session.state.players[session.state.active].hand;
      const legal = session.legal();
      const wanted = session.state.pending ? undefined
        : legal.find((a) => a.type === 'play' && typeOf(a.card) === PHAETON && a.effect === true && hand.some((u) => u !== a.card && isCharacter(typeOf(u))))
          ?? legal.find((a) => a.type === 'acquire' && typeOf(a.target) === PHAETON);
      step(d, wanted ?? session.botAction()!);
      if (wanted?.type === 'play') return d;
    }
    d.flow.stop();
  }
  throw new Error('no seed from 1 to 60 let a bot play Phaeton with a character to destroy');
}

describe('classic flow over a real GameSession', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('waits in main.deciding while Phaeton asks which character to destroy, and returns to main once answered', () => {
    const d = reachPhaetonDecision();
    const pending = d.session.state.pending!;
    expect(pending.prompt).toBe('prompt.destroyFromHand');
    expect(d.session.state.cards[pending.source]).toBe(PHAETON);
    expect(d.flow.phase()).toBe('deciding');
    expect(machineStateOf(d.flow)).toBe('main.deciding');

    // While the decision waits, the engine refuses anything else and the machine does not move.
    const endTurn: Action = { type: 'endTurn', seat: d.session.state.active, discard: [] };
    const count = d.session.actionCount;
    const refused = d.flow.send(endTurn);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('decisionPending');
    expect(d.session.actionCount).toBe(count);
    expect(machineStateOf(d.flow)).toBe('main.deciding');

    const answer = d.session.legal()[0];
    expect(answer.type).toBe('answer');
    step(d, answer);
    expect(d.flow.phase()).toBe('main');
    expect(machineStateOf(d.flow)).toBe('main.acting');
  });

  it('passes through the upkeep and the next player at the end of a turn', () => {
    const d = drive(botSession(3, 3));
    const { session } = d;
    let checked = 0;
    for (let n = 0; n < 400 && checked < 5; n++) {
      const action = session.botAction()!;
      const turn = session.state.turn;
      d.trace.length = 0;
      step(d, action);
      if (action.type !== 'endTurn' || session.state.pending || session.state.phase === 'gameOver') continue;
      expect(d.trace).toEqual(['main.acting', 'upkeep.running', 'nextPlayer', 'main.acting']);
      expect(session.state.turn).toBe(turn + 1);
      checked++;
    }
    expect(checked).toBe(5);
  });

  it('plays bots-only games to the end, 2 to 5 players, agreeing after every step', () => {
    const visited = new Map<string, number>();
    for (const [seed, players] of [[11, 2], [12, 3], [13, 4], [14, 5], [15, 2], [16, 4]]) {
      const d = drive(botSession(seed, players));
      let n = 0;
      while (d.flow.phase() !== 'gameOver') {
        if (++n > 5000) throw new Error(`seed ${seed}: no end after 5000 actions`);
        const action = d.session.botAction();
        expect(action, `seed ${seed} step ${n}: a bot must have an action`).not.toBeNull();
        d.trace.length = 0;
        step(d, action!);
        const at = machineStateOf(d.flow);
        visited.set(at, (visited.get(at) ?? 0) + 1);
        if (at === 'upkeep.deciding') expect(action!.type === 'endTurn' || action!.type === 'answer').toBe(true);
        if (at === 'gameOver') expect(d.trace.slice(-2)).toEqual(['upkeep.running', 'gameOver']);
      }
      expect(d.session.state.result).not.toBeNull();
      // After the end every action gets the engine's error and nothing moves.
      const emitted = d.emitted.length;
      const late = d.flow.send({ type: 'endTurn', seat: d.session.state.active, discard: [] });
      expect(late.ok).toBe(false);
      if (!late.ok) expect(late.error.code).toBe('gameOver');
      expect(d.emitted.length).toBe(emitted);
      expect(machineStateOf(d.flow)).toBe('gameOver');
      d.flow.stop();
    }
    // Every resting state was met (the Arrival decisions of the base set make upkeep.deciding happen).
    expect([...visited.keys()].sort()).toEqual(['gameOver', 'main.acting', 'main.deciding', 'upkeep.deciding']);
  });

  it('refuses what the engine refuses with the engine\'s own error, and changes nothing', () => {
    const d = drive(botSession(5, 2));
    const { session } = d;
    const attempts: unknown[] = [
      { type: 'dance', seat: 0 },
      null,
      { type: 'endTurn', seat: 1 - session.state.active, discard: [] },
      { type: 'answer', seat: session.state.active, decision: 99, picks: [] },
      { type: 'play', seat: session.state.active, card: 9999, facing: 0 },
    ];
    for (const action of attempts) {
      const state = session.state;
      const count = session.actionCount;
      const emitted = d.emitted.length;
      const result = d.flow.send(action);
      const direct = apply(state, action);
      expect(result.ok).toBe(false);
      expect(direct.ok).toBe(false);
      if (!result.ok && !direct.ok) expect(result.error).toEqual(direct.error);
      expect(session.state).toBe(state);
      expect(session.actionCount).toBe(count);
      expect(d.emitted.length).toBe(emitted);
      expect(machineStateOf(d.flow)).toBe('main.acting');
    }
  });

  it('starts where a resumed save stands: deciding, or over', () => {
    const d = reachPhaetonDecision();
    const deciding = GameSession.resume(JSON.parse(JSON.stringify(d.session.toSave())));
    if ('error' in deciding) throw new Error(deciding.error);
    const resumed = drive(deciding);
    expect(resumed.flow.phase()).toBe('deciding');
    step(resumed, deciding.legal()[0]);
    expect(resumed.flow.phase()).toBe('main');

    const done = drive(botSession(21, 2));
    while (done.flow.phase() !== 'gameOver') step(done, done.session.botAction()!);
    const over = GameSession.resume(done.session.toSave());
    if ('error' in over) throw new Error(over.error);
    const flow = createClassicFlow(over);
    expect(flow.phase()).toBe('gameOver');
    expect(machineStateOf(flow)).toBe('gameOver');
  });

  it('follows actions sent straight to the session, and stops cleanly', () => {
    const d = reachPhaetonDecision();
    // Answered through the session, not the flow: the flow re-reads the engine and tells its listeners.
    const emitted = d.emitted.length;
    expect(d.session.send(d.session.legal()[0]).ok).toBe(true);
    expect(d.emitted.length).toBe(emitted + 1);
    assertAgree(d.flow, d.session.state, machineStateOf(d.flow));
    expect(d.flow.phase()).toBe('main');

    d.flow.stop();
    const count = d.session.actionCount;
    const after = d.flow.send(d.session.botAction()!);
    expect(after.ok).toBe(false);
    if (!after.ok) expect(after.error.key).toBe('error.flowStopped');
    expect(d.session.actionCount).toBe(count);
    expect(d.emitted.length).toBe(emitted + 1);
  });

  it('refuses an action sent from inside a session listener, and lets flow subscribers send', () => {
    const d = drive(botSession(4, 2));
    const inner: ApplyResult[] = [];
    const off = d.session.onChange(() => { inner.push(d.flow.send(d.session.botAction()!)); });
    step(d, d.session.botAction()!);
    off();
    expect(inner).toHaveLength(1);
    expect(inner[0]).toMatchObject({ ok: false, error: { key: 'error.flowBusy' } });
    expect(d.session.actionCount).toBe(1);

    // A subscriber hears the phase once the machine has settled: it may send (a bot playing on).
    let chained = 0;
    const unsubscribe = d.flow.subscribe(() => {
      if (chained++ < 3) expect(d.flow.send(d.session.botAction()!).ok).toBe(true);
    });
    expect(d.flow.send(d.session.botAction()!).ok).toBe(true);
    unsubscribe();
    expect(d.session.actionCount).toBe(5);
    expect(chained).toBe(4);
    assertAgree(d.flow, d.session.state, machineStateOf(d.flow));
  });

  it('lets a subscriber play a whole game, bot after bot, without recursing', () => {
    const d = drive(botSession(31, 5));
    const heard: FlowPhase[] = [];
    d.flow.subscribe((phase) => {
      heard.push(phase);
      assertAgree(d.flow, d.session.state, machineStateOf(d.flow));
      if (phase !== 'gameOver') expect(d.flow.send(d.session.botAction()!).ok).toBe(true);
    });
    expect(d.flow.send(d.session.botAction()!).ok).toBe(true);
    expect(d.flow.phase()).toBe('gameOver');
    expect(heard).toHaveLength(d.session.actionCount);
    expect(heard.at(-1)).toBe('gameOver');
    expect(heard.filter((p) => p === 'gameOver')).toHaveLength(1);
  });

  it('sets no timer: a whole game runs headless with fake timers and leaves none behind', () => {
    vi.useFakeTimers();
    const d = drive(botSession(8, 3));
    while (d.flow.phase() !== 'gameOver') step(d, d.session.botAction()!);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the agreement check can fail', () => {
  it('catches a flow that never says deciding', () => {
    const d = reachPhaetonDecision();
    const liar: Pick<ClassicFlow, 'phase'> = { phase: () => 'main' };
    expect(() => assertAgree(liar, d.session.state)).toThrow(/pending decision/);
    expect(disagreements(d.flow, d.session.state, machineStateOf(d.flow))).toEqual([]);
    expect(disagreements(d.flow, d.session.state, 'upkeep.running')).toEqual(['the machine rests in transient state \'upkeep.running\'', 'machine state \'upkeep.running\' but phase() says \'deciding\'']);
  });

  it('catches a flow fed a session that hides the pending decision from it', () => {
    const real = botSession(1, 2);
    // The flow sees the engine state without its pending decision; the check reads the real one.
    const blind: FlowSession = {
      get state() { return { ...real.state, pending: null }; },
      send: (a) => real.send(a),
      onChange: (l) => real.onChange(l),
    };
    const flow = createClassicFlow(blind);
    expect(() => {
      for (let n = 0; n < 3000 && real.state.phase !== 'gameOver'; n++) {
        flow.send(real.botAction()!);
        assertAgree(flow, real.state, machineStateOf(flow));
      }
    }).toThrow(/flow phase is 'main' but the engine has a pending decision/);
  });
});

// The classic flow driven by real GameSessions and the real engine: bots play whole games (base game,
// and with Asgard, Poseidon and the Epics), and after every action and every upkeep step the machine
// and the engine agree (agree.ts). Played two ways: headless (the machine runs straight through the
// upkeep) and as the table plays it (one STEP per upkeep step, the machine showing each in turn).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_TYPES, type HeroName } from '../../src/cards';
import { HEROES, rules, type Action, type ApplyResult, type ExpansionSet } from '../../src/engine';
import { classicFlowMachine, createClassicFlow, UPKEEP_STEPS, type ClassicFlow, type FlowNews, type FlowOptions, type FlowSession } from '../../src/flow/classic-flow';
import type { SeatConfig } from '../../src/persist/save';
import { GameSession } from '../../src/session/game-session';
import { assertAgree, disagreements, EngineWatch } from './agree';

const PHAETON = 88;

function botSession(seed: number, players: number, sets: ExpansionSet[] = [], epics = false): GameSession {
  const seats: SeatConfig[] = Array.from({ length: players }, () => ({ kind: 'bot', bot: 'greedy' }));
  return GameSession.start({ seed, heroes: HEROES.slice(0, players) as HeroName[], ...(sets.length ? { sets } : {}), ...(epics ? { epics } : {}) }, seats);
}

interface Driven { flow: ClassicFlow; session: GameSession; watch: EngineWatch; trace: string[]; news: FlowNews[]; table: boolean }
function drive(session: GameSession, steps: FlowOptions['steps'] = 'straight', machine?: FlowOptions['machine']): Driven {
  const trace: string[] = [];
  const news: FlowNews[] = [];
  const flow = createClassicFlow(session, { steps, trace: (s) => trace.push(s), ...(machine ? { machine } : {}) });
  const watch = new EngineWatch(session.recentEvents, session.history);
  flow.subscribe((n) => {
    news.push(n);
    if (n.move) watch.heard(n.move.action, n.move.events);
  });
  const d = { flow, session, watch, trace, news, table: steps === 'table' };
  assertAgree(flow, watch.side(session.state), 'at the start');
  return d;
}

/** Sends an action that must be accepted; as a table would, walks the upkeep one STEP at a time;
 *  checks after each that machine and engine agree. Returns the upkeep steps shown. */
function step(d: Driven, action: Action): string[] {
  const before = d.news.length;
  const result = d.flow.send(action);
  if (!result.ok) throw new Error(`refused ${JSON.stringify(action)}: ${result.error.message}`);
  expect(d.news.length).toBe(before + 1);
  const where = () => `after ${JSON.stringify(action)} (${d.session.actionCount} actions)`;
  const shown: string[] = [];
  while (d.table && d.flow.phase() === 'upkeep') {
    shown.push(d.flow.machineState());
    assertAgree(d.flow, d.watch.side(d.session.state), `${where()} while showing`, { showing: true });
    // While a step is shown the machine takes no action: the table shows the rest first.
    const early = d.flow.send(d.session.legal()[0] ?? action);
    expect(early.ok).toBe(false);
    if (!early.ok) expect(early.error.key).toBe('error.upkeepShown');
    expect(d.flow.step()).toBe(true);
  }
  assertAgree(d.flow, d.watch.side(d.session.state), where());
  expect(d.flow.step()).toBe(false); // nothing left to show
  return shown;
}

/** Bots play to the end; returns the machine states met at rest and while showing. */
function playToEnd(d: Driven, label: string): Map<string, number> {
  const visited = new Map<string, number>();
  const count = (s: string) => visited.set(s, (visited.get(s) ?? 0) + 1);
  for (let n = 0; d.flow.phase() !== 'gameOver'; n++) {
    if (n > 6000) throw new Error(`${label}: no end after 6000 actions`);
    const action = d.session.botAction();
    expect(action, `${label} step ${n}: a bot must have an action`).not.toBeNull();
    d.trace.length = 0;
    const shown = step(d, action!);
    shown.forEach(count);
    count(d.flow.machineState());
    if (action!.type === 'endTurn' && d.table) {
      // The steps are shown in the rulebook's order, from the first, as far as the engine went.
      const names = shown.map((s) => s.split('.')[1]);
      expect(names).toEqual(UPKEEP_STEPS.slice(0, names.length));
    }
  }
  expect(d.session.state.result).not.toBeNull();
  return visited;
}

const isCharacter = (type: number) => CARD_TYPES.get(type)?.kind === 'character';

/** Plays bots until Phaeton's play effect asks which card to destroy; the first seed that gets there. */
function reachPhaetonDecision(steps: FlowOptions['steps'] = 'straight'): Driven {
  for (let seed = 1; seed <= 60; seed++) {
    const d = drive(botSession(seed, 2), steps);
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

describe('classic flow over real games', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('waits in main.deciding while Phaeton asks which character to destroy, and returns to main once answered', () => {
    const d = reachPhaetonDecision();
    const pending = d.session.state.pending!;
    expect(pending.prompt).toBe('prompt.destroyFromHand');
    expect(d.session.state.cards[pending.source]).toBe(PHAETON);
    expect(d.flow.phase()).toBe('deciding');
    expect(d.flow.machineState()).toBe('main.deciding');

    // While the decision waits, the engine refuses anything else and the machine does not move.
    const endTurn: Action = { type: 'endTurn', seat: d.session.state.active, discard: [] };
    const count = d.session.actionCount;
    const refused = d.flow.send(endTurn);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('decisionPending');
    expect(d.session.actionCount).toBe(count);
    expect(d.flow.machineState()).toBe('main.deciding');

    const answer = d.session.legal()[0];
    expect(answer.type).toBe('answer');
    step(d, answer);
    expect(d.flow.phase()).toBe('main');
    expect(d.flow.machineState()).toBe('main.acting');
  });

  it('runs straight through the six upkeep steps at the end of a turn, headless', () => {
    const d = drive(botSession(3, 3));
    let checked = 0;
    for (let n = 0; n < 400 && checked < 5; n++) {
      const action = d.session.botAction()!;
      const turn = d.session.state.turn;
      d.trace.length = 0;
      step(d, action);
      if (action.type !== 'endTurn' || d.session.state.pending || d.session.state.phase === 'gameOver') continue;
      expect(d.trace).toEqual(['main.acting', ...UPKEEP_STEPS.flatMap((s) => [`upkeep.${s}.playing`, `upkeep.${s}.played`]), 'main.acting']);
      expect(d.session.state.turn).toBe(turn + 1);
      checked++;
    }
    expect(checked).toBe(5);
  });

  it('shows the upkeep one step at a time for a table: six steps, one STEP each, and each step heard', () => {
    const d = drive(botSession(3, 3), 'table');
    let checked = 0;
    for (let n = 0; n < 400 && checked < 3; n++) {
      const action = d.session.botAction()!;
      const heard = d.news.length;
      const shown = step(d, action);
      if (action.type !== 'endTurn' || d.session.state.pending || d.session.state.phase === 'gameOver') continue;
      expect(shown).toEqual(UPKEEP_STEPS.map((s) => `upkeep.${s}.playing`));
      // The action (in step 1), then each STEP: steps 2 to 6, then back to main.
      expect(d.news.slice(heard).map((x) => [x.phase, x.step, x.move !== null])).toEqual([
        ['upkeep', 1, true], ['upkeep', 2, false], ['upkeep', 3, false], ['upkeep', 4, false], ['upkeep', 5, false], ['upkeep', 6, false], ['main', null, false],
      ]);
      checked++;
    }
    expect(checked).toBe(3);
  });

  const games: [string, number, number, ExpansionSet[], boolean][] = [
    ['base', 11, 2, [], false], ['base', 12, 3, [], false], ['base', 14, 5, [], false],
    ['asgard+poseidon+epics', 21, 2, ['asgard', 'poseidon'], true], ['asgard+poseidon+epics', 22, 3, ['asgard', 'poseidon'], true],
    ['asgard+poseidon+epics', 23, 4, ['asgard', 'poseidon'], true],
  ];
  for (const steps of ['straight', 'table'] as const) {
    it(`plays bots-only games to the end (${steps === 'table' ? 'shown step by step' : 'straight through'}), base and every set, agreeing after every step`, () => {
      const visited = new Map<string, number>();
      for (const [name, seed, players, sets, epics] of games) {
        const d = drive(botSession(seed, players, sets, epics), steps);
        for (const [s, n] of playToEnd(d, `${name} seed ${seed}`)) visited.set(s, (visited.get(s) ?? 0) + n);
        // After the end every action gets the engine's error and nothing moves.
        const heard = d.news.length;
        const late = d.flow.send({ type: 'endTurn', seat: d.session.state.active, discard: [] });
        expect(late.ok).toBe(false);
        if (!late.ok) expect(late.error.code).toBe('gameOver');
        expect(d.news.length).toBe(heard);
        expect(d.flow.machineState()).toBe('gameOver');
        d.flow.stop();
      }
      const met = [...visited.keys()];
      expect(met).toEqual(expect.arrayContaining(['gameOver', 'main.acting', 'main.deciding', 'upkeep.refill.deciding']));
      if (steps === 'table') expect(met).toEqual(expect.arrayContaining(UPKEEP_STEPS.map((s) => `upkeep.${s}.playing`)));
      else expect(met.filter((s) => s.endsWith('.playing'))).toEqual([]);
    });
  }

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
      const heard = d.news.length;
      const result = d.flow.send(action);
      const direct = rules('classic').apply(state, action);
      expect(result.ok).toBe(false);
      expect(direct.ok).toBe(false);
      if (!result.ok && !direct.ok) expect(result.error).toEqual(direct.error);
      expect(session.state).toBe(state);
      expect(session.actionCount).toBe(count);
      expect(d.news.length).toBe(heard);
      expect(d.flow.machineState()).toBe('main.acting');
    }
  });

  it('starts where a resumed save stands: deciding in main or in an upkeep step, or over', () => {
    const d = reachPhaetonDecision();
    const deciding = GameSession.resume(JSON.parse(JSON.stringify(d.session.toSave())));
    if ('error' in deciding) throw new Error(deciding.error);
    const resumed = drive(deciding);
    expect(resumed.flow.machineState()).toBe('main.deciding');
    step(resumed, deciding.legal()[0]);
    expect(resumed.flow.phase()).toBe('main');

    // A game saved while an Arrival asks during the upkeep resumes in that step, deciding.
    const game = drive(botSession(21, 2, ['asgard', 'poseidon'], true));
    while (!game.flow.machineState().startsWith('upkeep.')) step(game, game.session.botAction()!);
    const inUpkeep = GameSession.resume(game.session.toSave());
    if ('error' in inUpkeep) throw new Error(inUpkeep.error);
    const again = drive(inUpkeep, 'table');
    expect(again.flow.machineState()).toBe(game.flow.machineState());
    step(again, inUpkeep.botAction()!);

    const done = drive(botSession(21, 2));
    while (done.flow.phase() !== 'gameOver') step(done, done.session.botAction()!);
    const over = GameSession.resume(done.session.toSave());
    if ('error' in over) throw new Error(over.error);
    const flow = createClassicFlow(over);
    expect(flow.phase()).toBe('gameOver');
    expect(flow.machineState()).toBe('gameOver');
  });

  it('follows actions sent straight to the session, and stops cleanly', () => {
    const d = reachPhaetonDecision();
    // Answered through the session, not the flow: the flow re-reads the engine and tells its listeners.
    const heard = d.news.length;
    expect(d.session.send(d.session.legal()[0]).ok).toBe(true);
    expect(d.news.length).toBe(heard + 1);
    expect(d.news.at(-1)!.move?.action.type).toBe('answer');
    assertAgree(d.flow, d.watch.side(d.session.state));
    expect(d.flow.phase()).toBe('main');

    d.flow.stop();
    const count = d.session.actionCount;
    const after = d.flow.send(d.session.botAction()!);
    expect(after.ok).toBe(false);
    if (!after.ok) expect(after.error.key).toBe('error.flowStopped');
    expect(d.session.actionCount).toBe(count);
    expect(d.news.length).toBe(heard + 1);
  });

  it('refuses an action sent from inside a session listener, and lets flow subscribers send and step', () => {
    const d = drive(botSession(4, 2), 'table');
    const inner: ApplyResult[] = [];
    const off = d.session.onChange(() => { inner.push(d.flow.send(d.session.botAction()!)); });
    step(d, d.session.botAction()!);
    off();
    expect(inner).toHaveLength(1);
    expect(inner[0]).toMatchObject({ ok: false, error: { key: 'error.flowBusy' } });
    expect(d.session.actionCount).toBe(1);

    // A subscriber hears the machine once it has settled: it may step and send (a table at instant speed).
    let sent = 0;
    const unsubscribe = d.flow.subscribe((n) => {
      if (n.phase === 'upkeep') expect(d.flow.step()).toBe(true);
      else if (n.phase !== 'gameOver' && sent++ < 40) expect(d.flow.send(d.session.botAction()!).ok).toBe(true);
    });
    expect(d.flow.send(d.session.botAction()!).ok).toBe(true);
    unsubscribe();
    expect(d.session.actionCount).toBe(42);
    assertAgree(d.flow, d.watch.side(d.session.state));
  });

  it('lets a subscriber play a whole game, bot after bot, without recursing', () => {
    const d = drive(botSession(31, 5));
    const heard: FlowNews[] = [];
    d.flow.subscribe((n) => {
      heard.push(n);
      assertAgree(d.flow, d.watch.side(d.session.state));
      if (n.phase !== 'gameOver') expect(d.flow.send(d.session.botAction()!).ok).toBe(true);
    });
    expect(d.flow.send(d.session.botAction()!).ok).toBe(true);
    expect(d.flow.phase()).toBe('gameOver');
    expect(heard).toHaveLength(d.session.actionCount);
    expect(heard.filter((n) => n.phase === 'gameOver')).toHaveLength(1);
  });

  it('sets no timer: a whole game runs headless with fake timers and leaves none behind', () => {
    vi.useFakeTimers();
    const d = drive(botSession(8, 3), 'table');
    while (d.flow.phase() !== 'gameOver') step(d, d.session.botAction()!);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the agreement check can fail', () => {
  it('catches a flow that never says deciding, or rests where it should not', () => {
    const d = reachPhaetonDecision();
    const side = d.watch.side(d.session.state);
    expect(disagreements(d.flow, side)).toEqual([]);
    const liar = { phase: () => 'main' as const, machineState: () => 'main.acting' };
    expect(() => assertAgree(liar, side)).toThrow(/pending decision/);
    const transient = { phase: () => 'deciding' as const, machineState: () => 'upkeep.refill.played' };
    expect(disagreements(transient, side)).toEqual([
      'the machine rests in \'upkeep.refill.played\'',
      'machine state \'upkeep.refill.played\' but phase() says \'deciding\'',
    ]);
    const misplaced = { phase: () => 'deciding' as const, machineState: () => 'upkeep.draw.deciding' };
    expect(disagreements(misplaced, side)).toEqual(['machine state \'upkeep.draw.deciding\' but the engine\'s decision was asked outside an upkeep']);
    // A table showing a step the engine has not begun.
    expect(disagreements({ phase: () => 'upkeep', machineState: () => 'upkeep.draw.playing' }, { pending: false, over: false, upkeepStep: 1 }, { showing: true }))
      .toEqual(['machine shows \'upkeep.draw.playing\' but the engine\'s upkeep began only step 1']);
  });

  it('catches a flow fed a session that hides the pending decision from it', () => {
    const real = botSession(1, 2);
    // The flow sees the engine state without its pending decision; the check reads the real one.
    const blind: FlowSession = {
      get state() { return { ...real.state, pending: null }; },
      send: (a) => real.send(a),
      onChange: (l) => real.onChange(l),
      history: real.history,
      recentEvents: [],
    };
    const flow = createClassicFlow(blind);
    const watch = new EngineWatch();
    flow.subscribe((n) => n.move && watch.heard(n.move.action, n.move.events));
    expect(() => {
      for (let n = 0; n < 3000 && real.state.phase !== 'gameOver'; n++) {
        flow.send(real.botAction()!);
        assertAgree(flow, watch.side(real.state));
      }
    }).toThrow(/flow phase is 'main' but the engine has a pending decision/);
  });

  it('catches a wrong machine: one that leaves every upkeep step for the next, whatever the engine reached', () => {
    // The wrong machine walks all six steps even when an Arrival stopped the engine in step 5, and so
    // waits for the answer in the wrong step (or leaves the upkeep with the decision unseen).
    const wrong = classicFlowMachine.provide({ guards: { reachedBeyond: () => true } });
    const d = drive(botSession(21, 2, ['asgard', 'poseidon'], true), 'table', wrong);
    expect(() => playToEnd(d, 'wrong machine')).toThrow(/flow and engine disagree/);
  });
});

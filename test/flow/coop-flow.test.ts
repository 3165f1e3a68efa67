// The coop flow, one transition a player would notice at a time, on arranged games (test/coop/helpers):
// the table picking a hero, a turn end's two upkeep steps, Poseidon's crossings in order, a hero
// deciding in the middle of Poseidon's phase, a question between two turns, the end of the game.
// Shown as a board plays it (one STEP per step) and headless (straight through).
import { describe, expect, it } from 'vitest';
import { seededRandom, type CoopAction, type CoopState, type GameEvent } from '../../src/engine';
import { createCoopFlow, type CoopFlowNews, type CoopFlowOptions, type CoopStep } from '../../src/flow/coop-flow';
import { coopGame, putDown, setHand } from '../coop/helpers';
import { assertCoopAgree, CoopEngineWatch, coopSession, type FloodAt } from './coop-agree';

const DELUGE = 2904; // Epic: whenever a Marina is revealed on the field, the active hero discards a card
const SOLDAT_MARINA = 2021;

/** A flow over the arranged game, its news, the states it passed through, and the engine watched. */
function drive(state: CoopState, steps: CoopFlowOptions['steps'] = 'table') {
  const session = coopSession(state);
  const trace: string[] = [];
  const flow = createCoopFlow(session, { steps, trace: (s) => trace.push(s) });
  const news: CoopFlowNews[] = [];
  const watch = new CoopEngineWatch();
  const floods: FloodAt[] = [];
  flow.subscribe((n) => {
    news.push(n);
    if (!n.move) return;
    watch.heard(n.move.action, n.move.events);
    floods.push(...(n.move.events as { type: string }[]).filter((e): e is FloodAt => e.type === 'floodAt'));
  });
  const send = (action: CoopAction) => {
    const r = flow.send(action);
    if (!r.ok) throw new Error(`${action.type} refused: ${r.error.message}`);
    return r.events;
  };
  /** STEPs until the machine rests, with the states shown (and the crossing they show). */
  const showAll = () => {
    const shown: string[] = [];
    while (flow.moment() === 'shown') {
      assertCoopAgree(flow, watch.side(session.state), 'while showing', { showing: true });
      shown.push(label(flow.machineState(), flow.currentStep()));
      expect(flow.step()).toBe(true);
    }
    assertCoopAgree(flow, watch.side(session.state), 'at rest');
    return shown;
  };
  /** A hero's whole turn, doing nothing: picked, then the turn ends; returns the states shown. */
  const emptyTurn = (seat: number) => {
    send(takeTurn(seat));
    send(endTurn(seat));
    return showAll();
  };
  return { session, flow, news, trace, floods, send, showAll, emptyTurn };
}

const label = (state: string, step: CoopStep | null) => (step && 'crossing' in step ? `${state}#${step.crossing}` : state);
const takeTurn = (seat: number): CoopAction => ({ type: 'takeTurn', seat });
const endTurn = (seat: number): CoopAction => ({ type: 'endTurn', seat });

/** Déluge is the current Epic: a Marina revealed on the field makes the active hero discard. */
function withDeluge(s: CoopState): CoopState {
  const e = s.epic!;
  const deluge = [...e.deck, e.current!].find((u) => s.cards[u] === DELUGE)!;
  if (e.current !== deluge) {
    e.deck.splice(e.deck.indexOf(deluge), 1, e.current!);
    e.current = deluge;
  }
  return s;
}

describe('coop flow: the players\' phase', () => {
  it('starts with the table picking a hero, and a pick starts that hero\'s turn', () => {
    const d = drive(coopGame({ start: [3, 5] }));
    expect([d.flow.machineState(), d.flow.phase(), d.flow.moment()]).toEqual(['players.picking', 'players', 'picking']);
    // Nobody plays before the table picks: the engine refuses, the machine does not move.
    const early = d.flow.send({ type: 'move', seat: 0, discard: d.session.state.players[0].hand[0], to: 4 });
    expect(early.ok).toBe(false);
    if (!early.ok) expect(early.error.key).toBe('error.pickHero');
    expect(d.news).toEqual([]);
    d.send(takeTurn(1));
    expect([d.flow.machineState(), d.flow.moment()]).toEqual(['players.turn.acting', 'turn']);
    expect(d.news.map((n) => [n.moment, n.move?.action.type])).toEqual([['turn', 'takeTurn']]);
  });

  it('shows a hero\'s turn end as upkeep steps 1 and 2, one STEP each, taking no action meanwhile, then the table picks again', () => {
    const d = drive(coopGame({ start: [3, 5] }));
    d.send(takeTurn(0));
    d.send(endTurn(0));
    expect([d.flow.machineState(), d.flow.moment(), d.flow.phase()]).toEqual(['players.upkeep.discard.playing', 'shown', 'players']);
    expect(d.flow.currentStep()).toEqual({ kind: 'upkeep', step: 1 });
    const early = d.flow.send(takeTurn(1));
    expect(early.ok).toBe(false);
    if (!early.ok) expect(early.error.key).toBe('error.stepShown');
    expect(d.showAll()).toEqual(['players.upkeep.discard.playing', 'players.upkeep.draw.playing']);
    expect(d.flow.machineState()).toBe('players.picking');
    expect(d.news.slice(1).map((n) => [n.moment, n.step, n.move !== null])).toEqual([
      ['shown', { kind: 'upkeep', step: 1 }, true], ['shown', { kind: 'upkeep', step: 2 }, false], ['picking', null, false],
    ]);
    expect(d.flow.step()).toBe(false); // nothing left to show
  });

  it('runs straight through the turn end headless', () => {
    const d = drive(coopGame({ start: [3, 5] }), 'straight');
    d.send(takeTurn(0));
    d.trace.length = 0;
    d.send(endTurn(0));
    expect(d.trace.filter((s) => s.includes('.playing'))).toEqual(['players.upkeep.discard.playing', 'players.upkeep.draw.playing']);
    expect(d.flow.machineState()).toBe('players.picking');
  });
});

describe('coop flow: Poseidon\'s phase', () => {
  it('follows the last turn end with Poseidon\'s phase: the pawn moving and Poseidon acting at each pile crossed, in order, then the round\'s reveals', () => {
    const d = drive(coopGame({ start: [3, 5] }));
    d.emptyTurn(0);
    expect(d.emptyTurn(1)).toEqual([
      'players.upkeep.discard.playing', 'players.upkeep.draw.playing',
      'poseidon.begins', 'poseidon.moving#1', 'poseidon.acting#1', 'poseidon.moving#2', 'poseidon.acting#2', 'poseidon.ends.playing',
    ]);
    expect(d.floods.map((f) => [f.pile, f.reason])).toEqual([[0, 'faceDown'], [1, 'faceDown']]);
    expect(d.flow.machineState()).toBe('players.picking');
    expect(d.session.state.board.round).toBe(2);
    // The phase() of a shown step is the phase it belongs to.
    expect(d.news.filter((n) => n.step?.kind === 'upkeep').every((n) => n.phase === 'players')).toBe(true);
    expect(d.news.filter((n) => n.step?.kind.startsWith('poseidon') || n.step?.kind === 'floodMoves').every((n) => n.phase === 'poseidon')).toBe(true);
  });

  it('waits for a hero deciding in the middle of Poseidon\'s phase, in the crossing that asked, and goes on with it once answered', () => {
    const s = withDeluge(coopGame({ start: [3, 5], epics: true }));
    s.reserve.push(...s.board.piles[1].splice(1)); // pile 1: its General alone, face down: the flood flips him
    setHand(s, 1, [86, 88, 69]);
    const d = drive(s);
    d.emptyTurn(0);
    expect(d.emptyTurn(1)).toEqual(['players.upkeep.discard.playing', 'players.upkeep.draw.playing', 'poseidon.begins', 'poseidon.moving#1', 'poseidon.acting#1', 'poseidon.moving#2', 'poseidon.acting#2']);
    expect(d.floods.map((f) => f.reason)).toEqual(['faceDown', 'generalFlipped']);
    expect([d.flow.machineState(), d.flow.phase(), d.flow.moment()]).toEqual(['poseidon.deciding', 'poseidon', 'deciding']);
    expect(d.flow.currentStep()).toEqual({ kind: 'poseidonActs', crossing: 2 });
    expect(d.session.state.pending!.seat).toBe(1);

    // A board opened on this save waits in the same crossing.
    const resumed = createCoopFlow(coopSession(d.session.state, [], [...d.session.history]));
    expect([resumed.machineState(), resumed.currentStep()]).toEqual(['poseidon.deciding', { kind: 'poseidonActs', crossing: 2 }]);
    resumed.stop();

    d.send(d.session.legal()[0]);
    expect(d.showAll()).toEqual(['poseidon.acting#2', 'poseidon.ends.playing']); // the rest of the crossing, then the reveals
    expect(d.flow.machineState()).toBe('players.picking');
  });

  it('waits in the reveals for a question a revealed card asks ("À la fin de cette phase … révélées"): a Marina revealed asks the last hero to discard', () => {
    const s = withDeluge(coopGame({ start: [0, 5], epics: true }));
    putDown(s, 0, SOLDAT_MARINA); // under pile 0's face-up top, which Poseidon takes
    setHand(s, 1, [86, 88, 69]);
    const d = drive(s, 'straight');
    d.emptyTurn(0);
    d.emptyTurn(1);
    expect([d.flow.machineState(), d.flow.phase(), d.flow.moment(), d.flow.currentStep()]).toEqual(['poseidon.ends.deciding', 'poseidon', 'deciding', { kind: 'poseidonEnds' }]);
    expect(d.session.state.phase).toBe('poseidon');
    d.send(d.session.legal()[0]);
    expect(d.trace).toContain('poseidon.ends.playing');
    expect(d.flow.machineState()).toBe('players.picking');
  });

  it('ends the game when the water reaches the top as the pawn passes the start interval, and refuses what comes after', () => {
    const s = coopGame({ start: [3, 5] });
    s.board.pawn = 6;
    s.board.water = s.board.waterTop - 1;
    const d = drive(s);
    d.emptyTurn(0);
    expect(d.emptyTurn(1)).toEqual(['players.upkeep.discard.playing', 'players.upkeep.draw.playing', 'poseidon.begins', 'poseidon.moving#1', 'poseidon.acting#1']);
    expect([d.flow.machineState(), d.flow.phase(), d.flow.moment()]).toEqual(['gameOver', 'gameOver', 'gameOver']);
    expect(d.session.state.result?.coop?.reason).toBe('water');
    const heard = d.news.length;
    const late = d.flow.send(takeTurn(0));
    expect(late.ok).toBe(false);
    if (!late.ok) expect(late.error.code).toBe('gameOver');
    expect([d.news.length, d.flow.machineState()]).toEqual([heard, 'gameOver']);
  });
});

describe('coop flow: decisions in a turn, and the session', () => {
  /** Random games until `found` holds after an action; the first seed that gets there. */
  function reach(found: (s: CoopState, action: CoopAction, events: GameEvent[]) => boolean) {
    for (let seed = 1; seed <= 40; seed++) {
      const d = drive(coopGame({ seed, heroes: ['seiya', 'shun', 'hyoga'], epics: true }), 'straight');
      const rnd = seededRandom(seed);
      for (let n = 0; n < 2000 && d.flow.moment() !== 'gameOver'; n++) {
        const legal = d.session.legal();
        const end = legal.find((a) => a.type === 'endTurn');
        const action = end && rnd() < 0.3 ? end : legal[Math.floor(rnd() * legal.length)];
        const events = d.send(action);
        if (found(d.session.state, action, events)) return d;
      }
      d.flow.stop();
    }
    throw new Error('no seed from 1 to 40 got there');
  }

  it('waits in turn.deciding while a card asks during a turn', () => {
    const d = reach((s, a) => s.pending !== null && a.type !== 'endTurn' && a.type !== 'answer' && s.board.inTurn);
    expect([d.flow.machineState(), d.flow.moment()]).toEqual(['players.turn.deciding', 'deciding']);
  });

  it('waits in the upkeep step where a turn end asks (the Epic\'s turn end: step 1), on a resumed board too', () => {
    const d = reach((s, a) => s.pending !== null && a.type === 'endTurn' && s.board.inTurn);
    expect([d.flow.machineState(), d.flow.currentStep()]).toEqual(['players.upkeep.discard.deciding', { kind: 'upkeep', step: 1 }]);
    const resumed = createCoopFlow(coopSession(d.session.state, [], [...d.session.history]));
    expect(resumed.machineState()).toBe('players.upkeep.discard.deciding');
  });

  it('follows an action sent straight to the session, and stops cleanly', () => {
    const d = drive(coopGame({ start: [3, 5] }));
    d.session.send(takeTurn(0));
    expect(d.flow.machineState()).toBe('players.turn.acting');
    expect(d.news.at(-1)!.move?.action.type).toBe('takeTurn');
    d.flow.stop();
    const after = d.flow.send(endTurn(0));
    expect(after.ok).toBe(false);
    if (!after.ok) expect(after.error.key).toBe('error.flowStopped');
    expect(d.session.history).toHaveLength(1);
  });
});

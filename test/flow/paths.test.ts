// The classic flow machine walked with xstate/graph. The model is the machine itself over an abstract
// engine: PLAY, DECIDE and END_TURN carry only an outcome (a plain move, a question, the end of the
// game, a refusal; for an endTurn, the upkeep step where a question stops the engine), and the
// abstract engine refuses what the real one refuses (anything once the game is over, a PLAY or
// END_TURN while a decision waits, a DECIDE with none). STEP is the table saying a step was shown.
// Then the paths are replayed on createClassicFlow over a stub session that behaves the same way, so
// the live wiring (callEngine, readEngine, the upkeepStep markers) is held to the model.
import { describe, expect, it } from 'vitest';
import { assign, createActor } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, getStateNodes, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import type { Action, ApplyResult, GameEvent, GameState } from '../../src/engine';
import {
  classicFlowMachine, createClassicFlow, NO_FACTS, stateName, UPKEEP_STEPS,
  type EngineFacts, type FlowContext, type FlowEvent, type FlowSession,
} from '../../src/flow/classic-flow';
import { AT_REST, assertAgree, EngineWatch, SHOWING } from './agree';

type Kind = 'PLAY' | 'DECIDE' | 'END_TURN';
/** Where the abstract engine stands: a decision waits (in upkeep step `at`, or in main when null), over. */
interface Engine { pending: boolean; over: boolean; at: number | null }
const FRESH: Engine = { pending: false, over: false, at: null };

/** The abstract engine: what the real one would do with an action of this outcome. `reached` is the
 *  last upkeep step begun in the call's events (0: none). */
function abstractEngine(e: Engine, kind: Kind, outcome: string): { ok: boolean; engine: Engine; reached: EngineFacts['reached'] } {
  if (outcome === 'refused' || e.over || (kind === 'DECIDE') !== e.pending) return { ok: false, engine: e, reached: 0 };
  if (kind === 'PLAY') return { ok: true, engine: { pending: outcome === 'asks', over: false, at: null }, reached: 0 };
  if (kind === 'END_TURN') {
    if (outcome === 'through') return { ok: true, engine: FRESH, reached: 6 };
    if (outcome === 'ends') return { ok: true, engine: { pending: false, over: true, at: null }, reached: 6 };
    const k = Number(outcome.slice('asks@'.length)); // asks@0: an Epic's end of turn, before step 1
    return { ok: true, engine: { pending: true, over: false, at: k }, reached: k as EngineFacts['reached'] };
  }
  // An answer: in main it changes only the question; in an upkeep the engine goes on with it.
  const rest = (e.at !== null && e.at < 6 ? 6 : 0) as EngineFacts['reached'];
  if (outcome === 'again') return { ok: true, engine: e, reached: 0 };
  if (outcome === 'later') return { ok: true, engine: { pending: true, over: false, at: 6 }, reached: 6 };
  if (outcome === 'ends') return { ok: true, engine: { pending: false, over: true, at: null }, reached: rest };
  return { ok: true, engine: FRESH, reached: e.at === null ? 0 : rest };
}

const factsOf = (e: Engine, reached: EngineFacts['reached'], accepted: EngineFacts['accepted']): EngineFacts => ({
  pending: e.pending, over: e.over, inUpkeep: e.pending && e.at !== null, accepted, reached,
});

/** The model's context: the machine's, plus the abstract engine's own state. */
type ModelContext = FlowContext & { engine: Engine };
const ACCEPTED = { PLAY: 'play', DECIDE: 'answer', END_TURN: 'endTurn' } as const;

const model = classicFlowMachine.provide({
  actions: {
    callEngine: () => {},
    readEngine: assign(({ context, event }) => {
      const c = context as ModelContext;
      if (event.type === 'SYNC' || event.type === 'STEP') return {};
      const r = abstractEngine(c.engine ?? FRESH, event.type, event.action as string);
      if (!r.ok) return {}; // refused: the engine did not move
      return { facts: factsOf(r.engine, r.reached, ACCEPTED[event.type]), engine: r.engine } as Partial<FlowContext>;
    }),
  },
});

const EVENTS: FlowEvent[] = [
  ...['plain', 'asks', 'refused'].map((action) => ({ type: 'PLAY' as const, action })),
  ...['done', 'again', 'later', 'ends', 'refused'].map((action) => ({ type: 'DECIDE' as const, action })),
  ...['through', 'ends', 'asks@0', 'asks@1', 'asks@2', 'asks@3', 'asks@4', 'asks@5', 'asks@6', 'refused'].map((action) => ({ type: 'END_TURN' as const, action })),
  { type: 'STEP' },
];
type Snap = ReturnType<typeof model.transition>;
const nameOf = (s: Snap) => stateName(s.value);
const engineOf = (s: Snap) => (s.context as ModelContext).engine ?? FRESH;
const traversal = (straight = false) => ({
  input: { facts: NO_FACTS, straight },
  events: EVENTS,
  // Only realistic answers: a question in a later step, or the end of the game, come from an upkeep.
  filterEvents: (s: Snap, e: FlowEvent) => {
    if (e.type !== 'DECIDE') return true;
    const at = engineOf(s).at;
    if (e.action === 'later') return at !== null && at < 6;
    if (e.action === 'ends') return at !== null;
    return true;
  },
});
const label = (e: FlowEvent) => (e.type === 'SYNC' || e.type === 'STEP' ? e.type : `${e.type}:${String(e.action)}`);
/** The steps of a path without the initial 'xstate.init' step that xstate/graph puts first. */
const stepsOf = (path: { steps: { event: { type: string }; state: Snap }[] }) =>
  path.steps.filter((s) => s.event.type !== 'xstate.init') as { event: FlowEvent; state: Snap }[];
/** One shortest path to every (state, incoming event) pair: together they take every transition. */
const edgeCoveringPaths = (straight = false) => getShortestPaths(model, {
  ...traversal(straight),
  serializeState: (s: Snap, e: FlowEvent | undefined) => `${nameOf(s)} ${JSON.stringify(s.context)} ← ${e ? label(e) : '∅'}`,
});
const DECIDING_IN_UPKEEP = UPKEEP_STEPS.map((s) => `upkeep.${s}.deciding`);
/** Every simple path to the end of the game, run straight, with one question per kind of place it
 *  can be asked (main, before step 1, an Arrival in step 5, the next turn's start in step 6). Refusals
 *  are left out: they lead back to the same vertex, so no simple path takes them. (All the events:
 *  about 155,000 paths, a minute; shown step by step: 64 vertices instead of 22, far more.) */
const SIMPLE_EVENTS = EVENTS.filter((e) => e.type === 'STEP' || e.type === 'SYNC' || ['plain', 'asks', 'done', 'again', 'later', 'ends', 'through', 'asks@0', 'asks@5', 'asks@6'].includes(e.action as string));
const simplePathsToTheEnd = () => getSimplePaths(model, { ...traversal(true), events: SIMPLE_EVENTS, toState: (s: Snap) => s.matches('gameOver') });

describe('classic flow machine: the paths (xstate/graph)', () => {
  const adjacency = getAdjacencyMap(model, traversal());
  const edges = Object.values(adjacency).flatMap((v) => (Object.values(v.transitions) as { event: FlowEvent; state: Snap }[]).map((t) => ({ from: v.state, event: t.event, to: t.state })));

  it('rests only where a game can rest, or shows an upkeep step, and reaches every such state', () => {
    const resting = new Set(Object.values(adjacency).map((v) => nameOf(v.state)));
    expect([...resting].sort()).toEqual([...AT_REST, ...SHOWING].sort());
  });

  it('run straight (headless), it never rests in a step being shown', () => {
    const straight = new Set(Object.values(getAdjacencyMap(model, traversal(true))).map((v) => nameOf(v.state)));
    expect([...straight].sort()).toEqual([...AT_REST].sort());
  });

  it('agrees with its engine in every reachable state', () => {
    for (const { state } of Object.values(adjacency)) {
      const { facts } = state.context;
      const engine = engineOf(state);
      const at = nameOf(state);
      if (state.hasTag('upkeep')) {
        // A step being shown: the engine is further on, its question (if any) asked in this step or later.
        if (engine.pending && engine.at !== null) expect(UPKEEP_STEPS.indexOf(at.split('.')[1] as never) + 1, at).toBeLessThanOrEqual(Math.max(1, engine.at));
        continue;
      }
      expect(state.hasTag('deciding'), at).toBe(engine.pending);
      expect(state.hasTag('gameOver'), at).toBe(engine.over);
      // A decision of the upkeep waits in the step where the engine asked it (before step 1: step 1).
      if (engine.pending && engine.at !== null) expect(at).toBe(`upkeep.${UPKEEP_STEPS[Math.max(1, engine.at) - 1]}.deciding`);
      if (engine.pending && engine.at === null) expect(at).toBe('main.deciding');
      expect(facts.accepted === 'endTurn', at).toBe(false);
    }
  });

  it('changes nothing when the engine refuses, never leaves gameOver, and takes no action while showing a step', () => {
    let refusals = 0;
    for (const { from, event, to } of edges) {
      if (nameOf(from) === 'gameOver') expect(nameOf(to)).toBe('gameOver');
      if (event.type === 'STEP' || event.type === 'SYNC') continue;
      if (from.hasTag('upkeep')) {
        expect(nameOf(to), `${nameOf(from)} --${label(event)}`).toBe(nameOf(from));
        expect(engineOf(to)).toEqual(engineOf(from));
      } else if (!abstractEngine(engineOf(from), event.type, event.action as string).ok) {
        refusals++;
        expect(nameOf(to), `${nameOf(from)} --${label(event)}`).toBe(nameOf(from));
        expect(to.context).toEqual(from.context);
      }
    }
    expect(refusals).toBeGreaterThan(20);
  });

  it('leaves a decision only by answering it, and a shown step only by STEP', () => {
    for (const { from, event, to } of edges) {
      const how = `${nameOf(from)} → ${nameOf(to)}`;
      if (from.hasTag('deciding') && !to.hasTag('deciding')) expect(event.type, how).toBe('DECIDE');
      if (from.hasTag('upkeep') && nameOf(to) !== nameOf(from)) expect(event.type, how).toBe('STEP');
    }
  });

  it('walks the upkeep steps in order, one STEP each, never past the step the engine reached', () => {
    for (const { from, event, to } of edges) {
      if (event.type !== 'STEP' || !from.hasTag('upkeep')) continue;
      const i = UPKEEP_STEPS.indexOf(nameOf(from).split('.')[1] as never);
      const j = UPKEEP_STEPS.indexOf(nameOf(to).split('.')[1] as never);
      if (to.hasTag('upkeep')) {
        expect(j, `${nameOf(from)} → ${nameOf(to)}`).toBe(i + 1);
        expect(from.context.facts.reached).toBeGreaterThan(i + 1 - 1);
      } else if (to.hasTag('deciding')) {
        expect(j).toBe(i); // the question waits in the step being shown
      }
    }
  });

  it('takes the shortest paths one expects', () => {
    // One path per vertex (a state with its context): keep the shortest per state.
    const shortest: Record<string, string[]> = {};
    for (const p of getShortestPaths(model, traversal())) {
      const labels = stepsOf(p).map((s) => label(s.event));
      const name = nameOf(p.state);
      if (!shortest[name] || labels.length < shortest[name].length) shortest[name] = labels;
    }
    expect(shortest['main.acting']).toEqual([]);
    expect(shortest['main.deciding']).toEqual(['PLAY:asks']); // e.g. Phaeton asks which card to destroy
    expect(shortest['upkeep.discard.playing']).toEqual(['END_TURN:through']);
    expect(shortest['upkeep.discard.deciding']).toEqual(['END_TURN:asks@0', 'STEP']); // an Epic's end of turn asks
    expect(shortest['upkeep.refill.deciding']).toEqual(['END_TURN:asks@5', 'STEP', 'STEP', 'STEP', 'STEP', 'STEP']); // an Arrival asks
    expect(shortest.gameOver).toEqual(['END_TURN:ends', 'STEP', 'STEP', 'STEP', 'STEP', 'STEP', 'STEP']); // the last turn's upkeep
  });

  it('ends the game only through an upkeep, every simple path', () => {
    const toOver = simplePathsToTheEnd();
    expect(toOver.length).toBeGreaterThan(1000);
    const longer = edgeCoveringPaths().filter((p) => p.state.matches('gameOver'));
    expect(longer.length).toBeGreaterThan(8);
    for (const path of [...toOver, ...longer]) {
      const steps = stepsOf(path);
      const labels = steps.map((s) => label(s.event));
      const entered = steps.findIndex((s) => s.state.matches('gameOver')); // then refusals may follow
      const cause = [...labels.slice(0, entered + 1)].reverse().find((l) => l !== 'STEP')!;
      const askedInUpkeep = steps.slice(0, entered).some((s) => DECIDING_IN_UPKEEP.includes(nameOf(s.state)));
      expect(cause === 'END_TURN:ends' || (cause === 'DECIDE:ends' && askedInUpkeep), labels.join(' ')).toBe(true);
      expect(steps.slice(entered).every((s) => s.state.matches('gameOver')), labels.join(' ')).toBe(true);
    }
  });

  it('routes a resumed game from setup to where the engine is', () => {
    const start = (facts: Partial<EngineFacts>) => nameOf(createActor(model, { input: { facts: { ...NO_FACTS, ...facts } } }).getSnapshot());
    expect(start({})).toBe('main.acting');
    expect(start({ pending: true })).toBe('main.deciding');
    expect(start({ pending: true, inUpkeep: true, reached: 0 })).toBe('upkeep.discard.deciding');
    expect(start({ pending: true, inUpkeep: true, reached: 5 })).toBe('upkeep.refill.deciding');
    expect(start({ pending: true, inUpkeep: true, reached: 6 })).toBe('upkeep.nextPlayer.deciding');
    expect(start({ over: true })).toBe('gameOver');
  });

  it('has no delayed transition: the machine never waits for time or animations', () => {
    const eventTypes = (node: DirectedGraphNode): string[] => [...node.edges.map((e) => e.label.text), ...node.children.flatMap(eventTypes)];
    const types = eventTypes(toDirectedGraph(classicFlowMachine));
    expect([...new Set(types)].sort()).toEqual(['DECIDE', 'END_TURN', 'PLAY', 'STEP', 'SYNC']);
    const nodes = getStateNodes(classicFlowMachine.root);
    expect(nodes.length).toBe(1 + 3 + 1 + 6 * 4 + 1); // setup, main (acting, deciding), upkeep (6 × step, playing, played, deciding), gameOver
    for (const node of nodes) expect(node.after, node.id).toEqual([]);
  });

  it('createClassicFlow over a stub session follows the model along every edge, and every simple path to the end', () => {
    for (const straight of [false, true]) {
      const paths = [...(straight ? simplePathsToTheEnd() : []), ...edgeCoveringPaths(straight)];
      expect(paths.length).toBeGreaterThan(300);
      for (const path of paths) {
        const stub = stubSession();
        const heard: string[] = [];
        const flow = createClassicFlow(stub.session, { steps: straight ? 'straight' : 'table' });
        const watch = new EngineWatch();
        flow.subscribe((n) => {
          heard.push(n.move ? 'move' : 'step');
          if (n.move) watch.heard(n.move.action, n.move.events);
        });
        let accepted = 0, stepped = 0;
        for (const step of stepsOf(path)) {
          const e = step.event;
          const where = `after ${stepsOf(path).map((s) => label(s.event)).join(' ')}${straight ? ' (straight)' : ''}`;
          if (e.type === 'STEP') {
            if (flow.step()) stepped++;
          } else if (e.type !== 'SYNC') {
            const action = { type: e.type === 'DECIDE' ? 'answer' : e.type === 'END_TURN' ? 'endTurn' : 'play', outcome: e.action };
            if (flow.send(action).ok) accepted++;
          }
          expect(flow.machineState(), where).toBe(nameOf(step.state));
          assertAgree(flow, watch.side(stub.session.state), where, { showing: true });
        }
        expect(heard.filter((h) => h === 'move')).toHaveLength(accepted); // one news per accepted action, none for a refusal
        expect(heard.filter((h) => h === 'step')).toHaveLength(stepped);
        flow.stop();
      }
    }
  });
});

/** A session whose engine is the abstract one, driven by actions that carry their outcome. */
function stubSession(): { session: FlowSession } {
  let engine: Engine = FRESH;
  const history: Action[] = [];
  const listeners: (() => void)[] = [];
  const state = () => ({ pending: engine.pending ? { id: 1 } : null, phase: engine.over ? 'gameOver' : 'main' }) as unknown as GameState;
  const session: FlowSession = {
    get state() { return state(); },
    send(action: unknown): ApplyResult {
      const a = action as { type: string; outcome: string };
      const kind: Kind = a.type === 'answer' ? 'DECIDE' : a.type === 'endTurn' ? 'END_TURN' : 'PLAY';
      const r = abstractEngine(engine, kind, a.outcome);
      if (!r.ok) return { ok: false, error: { code: 'badAnswer', key: 'stub.refused', message: 'refused by the abstract engine' } };
      // The markers of the steps the call began: from step 1 for an endTurn, after the step it stood in for an answer.
      const from = kind === 'END_TURN' ? 1 : (engine.at ?? 6) + 1;
      engine = r.engine;
      history.push({ type: a.type } as Action);
      const events: GameEvent[] = [];
      for (let k = from; k <= r.reached; k++) events.push({ type: 'upkeepStep', step: k as 1, seat: 0 });
      for (const l of listeners) l();
      return { ok: true, state: state(), events };
    },
    onChange(listener) {
      listeners.push(listener as () => void);
      return () => { listeners.splice(listeners.indexOf(listener as () => void), 1); };
    },
    history,
    recentEvents: [],
  };
  return { session };
}

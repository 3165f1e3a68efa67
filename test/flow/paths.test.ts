// The classic flow machine walked with xstate/graph. The model is the machine itself with an abstract
// engine: events are PLAY, DECIDE and END_TURN whose action is only an outcome ('plain', 'asks' a
// question, 'ends' the game, 'refused'), and the abstract engine refuses what the real one refuses
// (anything once the game is over, a PLAY or END_TURN while a decision waits, a DECIDE with none).
// Then every simple path is replayed on createClassicFlow over a stub session that behaves the same
// way, so the live wiring (callEngine, readEngine) is held to the model.
import { describe, expect, it } from 'vitest';
import { assign, createActor } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, getStateNodes, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import type { ApplyResult, GameState } from '../../src/engine';
import {
  classicFlowMachine, createClassicFlow, machineStateOf, stateName,
  type EngineFacts, type FlowEvent, type FlowSession,
} from '../../src/flow/classic-flow';
import { assertAgree, AT_REST } from './agree';

type Outcome = 'plain' | 'asks' | 'ends' | 'refused';
type Kind = 'PLAY' | 'DECIDE' | 'END_TURN';

/** The abstract engine: what the real engine would report after an action with this outcome. */
function abstractEngine(facts: EngineFacts, kind: Kind, outcome: Outcome): { facts: EngineFacts; ok: boolean } {
  const refused = outcome === 'refused' || facts.over || (kind === 'DECIDE') !== facts.pending;
  if (refused) return { facts: { ...facts, endedTurn: false }, ok: false };
  return { facts: { pending: outcome === 'asks', over: outcome === 'ends', endedTurn: kind === 'END_TURN' }, ok: true };
}

const model = classicFlowMachine.provide({
  actions: {
    callEngine: () => {},
    readEngine: assign(({ context, event }: { context: { facts: EngineFacts }; event: FlowEvent }) => (
      event.type === 'SYNC' ? context : { facts: abstractEngine(context.facts, event.type, event.action as Outcome).facts }
    )),
  },
});

const EVENTS: FlowEvent[] = [
  ...(['plain', 'asks', 'refused'] as const).map((action) => ({ type: 'PLAY' as const, action })),
  ...(['plain', 'asks', 'ends', 'refused'] as const).map((action) => ({ type: 'DECIDE' as const, action })),
  ...(['plain', 'asks', 'ends', 'refused'] as const).map((action) => ({ type: 'END_TURN' as const, action })),
];
type Snap = ReturnType<typeof model.transition>;
const nameOf = (s: Snap) => stateName(s.value);
const FRESH: EngineFacts = { pending: false, over: false, endedTurn: false };
const traversal = (facts: EngineFacts = FRESH) => ({
  input: { facts },
  events: EVENTS,
  // The engine ends a game only in the upkeep: after an endTurn, or after answering an Arrival's question.
  filterEvents: (s: Snap, e: FlowEvent) => e.type === 'SYNC' || e.action !== 'ends' || e.type === 'END_TURN' || s.matches({ upkeep: 'deciding' }),
});
const label = (e: FlowEvent) => (e.type === 'SYNC' ? 'SYNC' : `${e.type}:${String(e.action)}`);
/** The steps of a path without the initial 'xstate.init' step that xstate/graph puts first. */
const stepsOf = (path: { steps: { event: { type: string }; state: Snap }[] }) =>
  path.steps.filter((s) => s.event.type !== 'xstate.init') as { event: FlowEvent; state: Snap }[];
/** One shortest path to every (state, incoming event) pair: together they take every transition. */
const edgeCoveringPaths = () => getShortestPaths(model, {
  ...traversal(),
  serializeState: (s: Snap, e: FlowEvent | undefined) => `${nameOf(s)} ${JSON.stringify(s.context)} ← ${e ? label(e) : '∅'}`,
});

describe('classic flow machine: the paths (xstate/graph)', () => {
  const adjacency = getAdjacencyMap(model, traversal());
  const edges = Object.values(adjacency).flatMap((v) => (Object.values(v.transitions) as { event: FlowEvent; state: Snap }[]).map((t) => ({ from: v.state, event: t.event, to: t.state })));

  it('rests only in main.acting, main.deciding, upkeep.deciding and gameOver, and reaches them all', () => {
    const resting = new Set(Object.values(adjacency).map((v) => nameOf(v.state)));
    expect([...resting].sort()).toEqual([...AT_REST].sort());
  });

  it('agrees with its engine in every reachable state', () => {
    for (const { state } of Object.values(adjacency)) {
      const { facts } = state.context;
      expect(state.hasTag('deciding'), nameOf(state)).toBe(facts.pending);
      expect(state.hasTag('gameOver'), nameOf(state)).toBe(facts.over);
      expect(facts.endedTurn, nameOf(state)).toBe(false);
    }
  });

  it('changes nothing when the engine refuses, and never leaves gameOver', () => {
    let refusals = 0;
    for (const { from, event, to } of edges) {
      if (event.type === 'SYNC') continue;
      if (!abstractEngine(from.context.facts, event.type, event.action as Outcome).ok) {
        refusals++;
        expect(nameOf(to), `${nameOf(from)} --${label(event)}`).toBe(nameOf(from));
        expect(to.context).toEqual(from.context);
      }
      if (nameOf(from) === 'gameOver') expect(nameOf(to)).toBe('gameOver');
    }
    expect(refusals).toBeGreaterThan(10);
  });

  it('leaves a decision only by answering it', () => {
    for (const { from, event, to } of edges) {
      if (from.hasTag('deciding') && !to.hasTag('deciding')) expect(event.type, `${nameOf(from)} → ${nameOf(to)}`).toBe('DECIDE');
    }
  });

  it('takes the shortest paths one expects', () => {
    const shortest = Object.fromEntries(getShortestPaths(model, traversal()).map((p) => [nameOf(p.state), stepsOf(p).map((s) => label(s.event))]));
    expect(shortest['main.acting']).toEqual([]);
    expect(shortest['main.deciding']).toEqual(['PLAY:asks']); // e.g. Phaeton asks which card to destroy
    expect(shortest['upkeep.deciding']).toEqual(['END_TURN:asks']); // an Arrival asks during the upkeep
    expect(shortest.gameOver).toEqual(['END_TURN:ends']); // the end of the last turn of the final round
  });

  it('ends the game only through an accepted end of turn, every simple path', () => {
    const toOver = getSimplePaths(model, { ...traversal(), toState: (s: Snap) => s.matches('gameOver') });
    expect(toOver.map((p) => stepsOf(p).map((s) => label(s.event)).join(' ')).sort())
      .toEqual(['END_TURN:asks DECIDE:ends', 'END_TURN:ends']);
    // With the vertices split by the event that reached them there are many more ways to the end.
    const longer = edgeCoveringPaths().filter((p) => p.state.matches('gameOver'));
    expect(longer.length).toBeGreaterThan(3);
    for (const path of [...toOver, ...longer]) {
      const steps = stepsOf(path);
      const labels = steps.map((s) => label(s.event));
      const entered = steps.findIndex((s) => s.state.matches('gameOver')); // then refusals may follow
      const how = labels[entered];
      const upkeepAsked = steps.slice(0, entered).some((s) => s.state.matches({ upkeep: 'deciding' }));
      expect(how === 'END_TURN:ends' || (how === 'DECIDE:ends' && upkeepAsked), labels.join(' ')).toBe(true);
      expect(steps.slice(entered).every((s) => s.state.matches('gameOver')), labels.join(' ')).toBe(true);
    }
  });

  it('routes a resumed game from setup to where the engine is', () => {
    const start = (facts: EngineFacts) => nameOf(createActor(model, { input: { facts } }).getSnapshot());
    expect(start(FRESH)).toBe('main.acting');
    expect(start({ ...FRESH, pending: true })).toBe('main.deciding');
    expect(start({ ...FRESH, over: true })).toBe('gameOver');
  });

  it('has no delayed transition: the machine never waits for time or animations', () => {
    const eventTypes = (node: DirectedGraphNode): string[] => [...node.edges.map((e) => e.label.text), ...node.children.flatMap(eventTypes)];
    const types = eventTypes(toDirectedGraph(classicFlowMachine));
    expect([...new Set(types)].sort()).toEqual(['DECIDE', 'END_TURN', 'PLAY', 'SYNC']);
    const nodes = getStateNodes(classicFlowMachine.root);
    expect(nodes.length).toBe(9);
    for (const node of nodes) expect(node.after, node.id).toEqual([]);
  });

  it('createClassicFlow over a stub session follows the model along every simple path and every edge', () => {
    const paths = [...getSimplePaths(model, traversal()), ...edgeCoveringPaths()];
    expect(paths.length).toBeGreaterThan(edges.length);
    for (const path of paths) {
      const stub = stubSession();
      const seen: string[] = [];
      const flow = createClassicFlow(stub.session);
      flow.subscribe((p) => seen.push(p));
      let accepted = 0;
      for (const step of stepsOf(path)) {
        const e = step.event;
        if (e.type === 'SYNC') continue;
        const action = { type: e.type === 'DECIDE' ? 'answer' : e.type === 'END_TURN' ? 'endTurn' : 'play', outcome: e.action };
        const result = flow.send(action);
        if (result.ok) accepted++;
        const where = `after ${stepsOf(path).map((s) => label(s.event)).join(' ')}`;
        expect(machineStateOf(flow), where).toBe(nameOf(step.state));
        assertAgree(flow, stub.session.state, machineStateOf(flow), where);
      }
      expect(seen.length).toBe(accepted); // one emit per accepted action, none for a refusal
      flow.stop();
    }
  });
});

/** A session whose engine is the abstract one, driven by actions that carry their outcome. */
function stubSession(): { session: FlowSession } {
  let facts: EngineFacts = FRESH;
  const listeners: (() => void)[] = [];
  const state = () => ({ pending: facts.pending ? { id: 1 } : null, phase: facts.over ? 'gameOver' : 'main' }) as unknown as GameState;
  const session: FlowSession = {
    get state() { return state(); },
    send(action: unknown): ApplyResult {
      const a = action as { type: string; outcome: Outcome };
      const kind: Kind = a.type === 'answer' ? 'DECIDE' : a.type === 'endTurn' ? 'END_TURN' : 'PLAY';
      const next = abstractEngine(facts, kind, a.outcome);
      if (!next.ok) return { ok: false, error: { code: 'badAnswer', key: 'stub.refused', message: 'refused by the abstract engine' } };
      facts = { ...next.facts, endedTurn: false };
      for (const l of listeners) l();
      return { ok: true, state: state(), events: [] };
    },
    onChange(listener) {
      listeners.push(listener as () => void);
      return () => { listeners.splice(listeners.indexOf(listener as () => void), 1); };
    },
  };
  return { session };
}

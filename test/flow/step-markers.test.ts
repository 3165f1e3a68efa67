// The flow and the board follow the engine's step markers (upkeepStep, poseidonStep): the steps the
// coop machine shows one STEP at a time are the steps the engine marked, in its order, and the board's
// animation puts a mark where each begins, numbered as the flow's step (markOf), so that the board
// steps the flow as its animations reach each mark. The chronicle tells the events, not the markers.
import { describe, expect, it } from 'vitest';
import type { CoopEvent, GameEvent } from '../../src/engine';
import { createCoopFlow, type CoopStep } from '../../src/flow/coop-flow';
import { coopEventsToSteps, markOf } from '../../scenes/presenter/coop/coop-anim';
import { eventsToLog } from '../../scenes/presenter/log';
import { coopGame } from '../coop/helpers';
import { coopSession } from './coop-agree';

/** The steps the engine marked in a batch of events, as the flow names them. */
const markedSteps = (events: readonly GameEvent[]): CoopStep[] => (events as CoopEvent[]).flatMap((e): CoopStep[] =>
  e.type === 'upkeepStep' ? [{ kind: 'upkeep', step: e.step as 1 | 2 }] : e.type === 'poseidonStep' ? [e.step] : []);

/** Heroes at piles 0 and 5 (seat 0 ends first): a last turn end, shown as a board shows it. */
function lastTurnEndShown(start: [number, number]) {
  const session = coopSession(coopGame({ start }));
  const flow = createCoopFlow(session, { steps: 'table' });
  const send = (action: Parameters<typeof flow.send>[0]) => {
    const r = flow.send(action);
    if (!r.ok) throw new Error(r.error.message);
    return r.events;
  };
  send({ type: 'takeTurn', seat: 0 });
  send({ type: 'endTurn', seat: 0 });
  while (flow.step());
  send({ type: 'takeTurn', seat: 1 });
  const events = send({ type: 'endTurn', seat: 1 });
  const shown: CoopStep[] = [];
  for (let at = flow.currentStep(); flow.moment() === 'shown' && at !== null; at = flow.currentStep()) {
    shown.push(at);
    flow.step();
  }
  return { session, flow, events, shown };
}

describe('the flow and the board follow the engine\'s step markers', () => {
  it.each([[[3, 5]], [[0, 5]]] as const)('heroes at piles %j: the flow shows exactly the steps the engine marked, in order', (start) => {
    const { events, shown, flow } = lastTurnEndShown([...start]);
    expect(shown.length).toBeGreaterThanOrEqual(7); // upkeep 1–2, the phase beginning, two crossings, its end
    expect(shown).toEqual(markedSteps(events));
    expect(flow.machineState()).toBe('players.picking');
  });

  it('the animation marks each step where the engine marked it, numbered as the flow\'s step, in increasing order', () => {
    const { session, events, shown } = lastTurnEndShown([3, 5]);
    const steps = coopEventsToSteps(events, 0, Array(7).fill(null), session.state.board.pillars);
    const marks = steps.flatMap((s) => (s.upkeep ?? s.mark) ?? []);
    expect(marks).toEqual(shown.map(markOf));
    expect(marks.every((m, i) => i === 0 || m > marks[i - 1])).toBe(true);
    // A marker is a mark with no motion: the pawn's glide and Poseidon's callout come after their marks.
    expect(steps.filter((s) => s.mark !== undefined).every((s) => s.jobs.length === 0)).toBe(true);
    const moves = steps.findIndex((s) => s.mark === markOf({ kind: 'floodMoves', crossing: 1 }));
    expect(steps[moves + 1].jobs.map((j) => j.kind)).toEqual(['flood']);
  });

  it('the chronicle writes no line for a marker', () => {
    const marker = { type: 'poseidonStep', step: { kind: 'floodMoves', crossing: 1 } } as CoopEvent as GameEvent;
    expect(eventsToLog([marker], [])).toEqual([]);
  });
});

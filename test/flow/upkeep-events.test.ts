// The engine marks where each step of the upkeep begins (event upkeepStep), so that the table can show
// the upkeep one step at a time: six markers in order, each followed by what that step does.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../src/engine';
import { eventsToLog } from '../../scenes/presenter/log';
import { eventsToSteps } from '../../scenes/presenter/anim-jobs';
import { session } from '../presenter/helpers';

/** The events of a batch cut at the markers: what happened in each step. */
function byStep(events: GameEvent[]): Map<number, GameEvent[]> {
  const out = new Map<number, GameEvent[]>();
  let step = 0;
  for (const e of events) {
    if (e.type === 'upkeepStep') step = e.step;
    else out.set(step, [...(out.get(step) ?? []), e]);
  }
  return out;
}

describe('upkeepStep events', () => {
  it('mark the six steps of an upkeep in order, each with its own moves', () => {
    const s = session();
    const hand = s.state.players[0].hand;
    const r = s.send({ type: 'endTurn', seat: 0, discard: [hand[0]] });
    if (!r.ok) throw new Error(r.error.message);
    const markers = r.events.filter((e) => e.type === 'upkeepStep');
    expect(markers).toEqual([1, 2, 3, 4, 5, 6].map((step) => ({ type: 'upkeepStep', step, seat: 0 })));
    const steps = byStep(r.events);
    expect(steps.get(1)!.some((e) => e.type === 'cardMoved' && e.from.zone === 'hand' && e.to.zone === 'discard')).toBe(true);
    expect(steps.get(2)!.every((e) => e.type === 'cardMoved' && e.to.zone === 'hand' || e.type === 'shuffled')).toBe(true);
    expect(steps.get(3)!.map((e) => e.type === 'cardMoved' && `${e.from.zone}>${e.to.zone}`)).toEqual(['field>fieldDiscard']);
    expect(steps.get(4)!.map((e) => e.type)).toEqual(['fieldShifted']);
    expect(steps.get(5)!.some((e) => e.type === 'cardMoved' && e.from.zone === 'reserve' && e.to.zone === 'field')).toBe(true);
    expect(steps.get(6)!.map((e) => e.type)).toContain('turnStarted');
  });

  it('are no line of the chronicle, and a mark with no motion among the animation steps', () => {
    const marker: GameEvent = { type: 'upkeepStep', step: 2, seat: 1 };
    expect(eventsToLog([marker], [])).toEqual([]);
    expect(eventsToSteps([marker], 0, [])).toEqual([{ jobs: [], stagger: 0, upkeep: 2 }]);
  });
});

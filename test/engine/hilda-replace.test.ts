// The named handler of Hilda's Arrival (1014): reserve cards go to the field discard until a rare
// character comes up; it takes Hilda's slot (its Arrival resolving) and Hilda is shuffled into the reserve.
import { describe, expect, it } from 'vitest';
import { drain } from '../../src/engine/classic/effects';
import { pushEffect } from '../../src/engine/effects/stack';
import { hildaReplace } from '../../src/engine/classic/handlers/hilda-replace';
import { handlers, HANDLER_READS } from '../../src/engine/classic/handlers';
import type { GameEvent, GameState } from '../../src/engine';
import { buildState, loadScenario } from '../../src/sim/scenario';

function start(field: (number | null)[], reserve: number[]): GameState {
  return buildState(loadScenario({ name: 't', rule: 't', state: { sets: ['asgard'], field, reserve, players: [{ hero: 'seiya' }, { hero: 'shiryu' }] } }));
}
/** Runs the handler with Hilda (the first card of type 1014 in the game) as the source. */
function run(state: GameState): GameEvent[] {
  const events: GameEvent[] = [];
  pushEffect(state, [{ op: 'call', handler: 'hildaReplace' }], { seat: 0, source: state.cards.indexOf(1014), vars: {} });
  drain(state, events);
  return events;
}
const types = (state: GameState, uids: (number | null)[]) => uids.map((u) => (u === null ? null : state.cards[u]));

describe('hildaReplace', () => {
  it('is registered under its name and reads no variable', () => {
    expect(handlers.hildaReplace).toBe(hildaReplace);
    expect(HANDLER_READS.hildaReplace).toBeUndefined();
  });

  it('discards until a rare character, which takes her slot; she goes into the reserve, shuffled', () => {
    const s = start([80, 1014, 82, 83, 84, 89], [85, 52, 30, 86]); // top first
    const events = run(s);
    expect(types(s, s.field)).toEqual([80, 30, 82, 83, 84, 89]);
    expect(types(s, s.fieldDiscard)).toEqual([85, 52]);
    expect(types(s, s.reserve).sort()).toEqual([1014, 86]);
    expect(events.some((e) => e.type === 'shuffled' && e.what === 'reserve')).toBe(true);
    expect(events.some((e) => e.type === 'triggered' && e.trigger === 'exit')).toBe(false);
  });

  it('queues the Arrival of the card that replaces her (Aiolos beside a Gold Saint takes a flame)', () => {
    const s = start([31, 1014, null, null, null, null], [38]);
    run(s);
    expect(types(s, s.field)).toEqual([31, 38, null, null, null, null]);
    expect(s.clock).toBe(11);
  });

  it('with no rare character in the reserve, every card goes to the field discard and she stays', () => {
    const s = start([80, 1014, 82, 83, 84, 89], [85, 52]);
    run(s);
    expect(types(s, s.field)).toEqual([80, 1014, 82, 83, 84, 89]);
    expect(s.reserve).toEqual([]);
    expect(types(s, s.fieldDiscard)).toEqual([85, 52]);
  });

  it('does nothing once Hilda has left the field', () => {
    const s = start([80, 81, 82, 83, 84, 89], [1014, 30, 85]);
    const reserve = [...s.reserve];
    run(s);
    expect(s.reserve).toEqual(reserve);
    expect(s.fieldDiscard).toEqual([]);
  });
});

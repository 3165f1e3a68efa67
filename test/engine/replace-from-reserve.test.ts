// The named handler of Gigas's Discard (87): remove the chosen field card, reveal the reserve's top
// card in that very slot, and let its Arrival resolve.
import { describe, expect, it } from 'vitest';
import { drain } from '../../src/engine/classic/effects';
import { pushEffect } from '../../src/engine/effects/stack';
import { replaceFromReserve } from '../../src/engine/classic/handlers/replace-from-reserve';
import { handlers, HANDLER_READS } from '../../src/engine/classic/handlers';
import type { GameEvent, GameState } from '../../src/engine';
import { buildState, loadScenario } from '../../src/sim/scenario';

function start(field: (number | null)[], reserve: number[]): GameState {
  return buildState(loadScenario({ name: 'test', rule: 'test', state: { field, reserve, players: [{ hero: 'seiya' }, { hero: 'shiryu' }] } }));
}
function run(state: GameState, targets: number[]): GameEvent[] {
  const events: GameEvent[] = [];
  pushEffect(state, [{ op: 'call', handler: 'replaceFromReserve' }], { seat: 0, source: -1, vars: { target: targets } });
  drain(state, events);
  return events;
}
const types = (state: GameState) => state.field.map((u) => (u === null ? null : state.cards[u]));

describe('replaceFromReserve', () => {
  it('is registered under its name and declares the variable it reads', () => {
    expect(handlers.replaceFromReserve).toBe(replaceFromReserve);
    expect(HANDLER_READS.replaceFromReserve).toEqual(['target']);
  });

  it('reveals the top of the reserve in the slot of the removed card, leaving other empty slots alone', () => {
    const s = start([80, 81, null, 82, 83, 84], [86, 88]);
    run(s, [s.field[3]!]);
    expect(types(s)).toEqual([80, 81, null, 86, 83, 84]);
    expect(s.fieldDiscard.map((u) => s.cards[u])).toEqual([82]);
    expect(s.reserve.map((u) => s.cards[u])).toEqual([88]);
  });

  it('takes a flame for a Gold Saint removed (RULING-3), and the revealed card\'s Arrival resolves (Ptolemy: another flame)', () => {
    const s = start([80, 30, 81, 82, 83, 84], [52]);
    const events = run(s, [s.field[1]!]);
    expect(types(s)).toEqual([80, 52, 81, 82, 83, 84]);
    expect(s.clock).toBe(10);
    expect(events.filter((e) => e.type === 'flamesRemoved')).toHaveLength(2);
  });

  it('with an empty reserve the slot stays empty (RULING-4)', () => {
    const s = start([80, 81, 82, 83, 84, 89], []);
    run(s, [s.field[0]!]);
    expect(types(s)).toEqual([null, 81, 82, 83, 84, 89]);
  });

  it('does nothing without a target, or for a card no longer on the field', () => {
    const s = start([80, 81, 82, 83, 84, 89], [86]);
    run(s, []);
    expect(types(s)).toEqual([80, 81, 82, 83, 84, 89]);
    const reserveCard = s.reserve[0];
    run(s, [reserveCard]);
    expect(types(s)).toEqual([80, 81, 82, 83, 84, 89]);
    expect(s.reserve).toEqual([reserveCard]);
  });
});

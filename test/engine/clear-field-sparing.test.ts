// The named handler of Robe Divine Eta's Freeze (1020): every field card is removed, and the Exits so
// queued spare the controller (EffectContext.spare); the spare itself is read by the interpreter and
// the selectors (forEach, chooseSeat, cards of that seat, draws, gains).
import { describe, expect, it } from 'vitest';
import { drain } from '../../src/engine/classic/effects';
import { pushEffect } from '../../src/engine/effects/stack';
import { clearFieldSparing } from '../../src/engine/classic/handlers/clear-field-sparing';
import { handlers, HANDLER_READS } from '../../src/engine/classic/handlers';
import type { GameEvent, GameState } from '../../src/engine';
import type { Op } from '../../src/cards';
import { buildState, loadScenario } from '../../src/sim/scenario';

function start(field: (number | null)[], players: object[]): GameState {
  return buildState(loadScenario({ name: 't', rule: 't', state: { sets: ['asgard'], field, players } }));
}
function run(state: GameState, ops: Op[], spare?: number): GameEvent[] {
  const events: GameEvent[] = [];
  pushEffect(state, ops, { seat: 0, source: -1, vars: {}, ...(spare === undefined ? {} : { spare }) });
  drain(state, events);
  return events;
}
const types = (state: GameState, uids: number[]) => uids.map((u) => state.cards[u]);

describe('clearFieldSparing', () => {
  it('is registered under its name and reads no variable', () => {
    expect(handlers.clearFieldSparing).toBe(clearFieldSparing);
    expect(HANDLER_READS.clearFieldSparing).toBeUndefined();
  });

  it('removes every field card to the field discard, in slot order, and does not refill', () => {
    const s = start([80, null, 82, 83, 84, 89], [{ hero: 'seiya' }, { hero: 'shiryu' }]);
    run(s, [{ op: 'call', handler: 'clearFieldSparing' }]);
    expect(s.field).toEqual([null, null, null, null, null, null]);
    expect(types(s, s.fieldDiscard)).toEqual([80, 82, 83, 84, 89]);
  });

  it('the Exits of the removed cards resolve for the opponents only (Siegfried: each player freezes their deck top)', () => {
    const s = start([1023, 81, 82, 83, 84, 89], [{ hero: 'seiya', deck: [1] }, { hero: 'shiryu', deck: [2] }, { hero: 'hyoga', deck: [3] }]);
    const events = run(s, [{ op: 'call', handler: 'clearFieldSparing' }]);
    expect(events.some((e) => e.type === 'triggered' && e.trigger === 'exit')).toBe(true);
    expect(types(s, s.players[0].deck)).toEqual([1]);
    expect(types(s, s.players[1].marked)).toEqual([2]);
    expect(types(s, s.players[2].marked)).toEqual([3]);
    expect(s.expansion?.sapphires).toBe(1);
  });

  it('a spared seat: no forEach turn, none of its cards selected, no draw or VP gain for it, not offered as a seat', () => {
    const s = start([80, 81, 82, 83, 84, 89], [{ hero: 'seiya', hand: [1], deck: [11] }, { hero: 'shiryu', hand: [2], deck: [12] }]);
    run(s, [
      { op: 'forEach', players: 'all', ops: [{ op: 'draw', n: 1, who: 'each' }] },
      { op: 'discard', cards: { zone: 'hand', of: 'all', where: { typeIds: [1, 2] } } },
      { op: 'gainVp', n: 1, value: 1 },
      { op: 'chooseSeat', among: 'players', as: 'who', prompt: 'prompt.choosePlayer' },
      { op: 'gainVp', n: 1, value: 1, who: { seatVar: 'who' } },
    ], 0);
    expect(s.pending).toBeNull();
    expect(types(s, s.players[0].hand)).toEqual([1]);
    expect(types(s, s.players[1].hand)).toEqual([12]);
    expect(types(s, s.players[1].discard)).toEqual([2]);
    expect(s.players[0].vpTokens).toEqual([]);
    expect(s.players[1].vpTokens).toEqual([1]);
  });
});

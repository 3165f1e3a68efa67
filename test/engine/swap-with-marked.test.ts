// The named handler of Soldat Marina 2023's Marqué: the Soldat (the source, in its owner's marked area)
// trades places with another player's marked card (variable `other`); the markers stay on the spot,
// and the card gained is acquired (a Mariner General gives a Libra weapon).
import { describe, expect, it } from 'vitest';
import { drain } from '../../src/engine/classic/effects';
import { pushEffect } from '../../src/engine/effects/stack';
import { swapWithMarked } from '../../src/engine/classic/handlers/swap-with-marked';
import { handlers, HANDLER_READS } from '../../src/engine/classic/handlers';
import type { GameEvent, GameState } from '../../src/engine';
import { buildState, loadScenario } from '../../src/sim/scenario';

function start(mine: { wounded?: number[]; hand?: number[] }, theirs: { wounded?: number[]; frozen?: number[] }): GameState {
  return buildState(loadScenario({
    name: 'test', rule: 'test',
    state: { sets: ['poseidon'], players: [{ hero: 'seiya', ...mine }, { hero: 'shiryu', ...theirs }] },
  }));
}
function run(state: GameState, source: number, other: number[]): GameEvent[] {
  const events: GameEvent[] = [];
  pushEffect(state, [{ op: 'call', handler: 'swapWithMarked' }], { seat: 0, source, vars: { other } });
  drain(state, events);
  return events;
}
const types = (state: GameState, uids: number[]) => uids.map((u) => state.cards[u]);

describe('swapWithMarked', () => {
  it('is registered under its name and declares the variable it reads', () => {
    expect(handlers.swapWithMarked).toBe(swapWithMarked);
    expect(HANDLER_READS.swapWithMarked).toEqual(['other']);
  });

  it('trades the two marked cards between the marked areas, each place keeping its markers', () => {
    const s = start({ wounded: [2023] }, { frozen: [2022] });
    const soldier = s.players[0].marked[0];
    const other = s.players[1].marked[0];
    run(s, soldier, [other]);
    expect(types(s, s.players[0].marked)).toEqual([2022]);
    expect(types(s, s.players[1].marked)).toEqual([2023]);
    expect(s.markers[other]).toEqual({ wound: true });
    expect(s.markers[soldier]).toEqual({ freeze: 2 });
  });

  it('acquires the card gained: a Mariner General brings a Libra weapon', () => {
    const s = start({ wounded: [2023] }, { frozen: [2015] });
    const events = run(s, s.players[0].marked[0], [s.players[1].marked[0]]);
    expect(events.some((e) => e.type === 'acquired' && e.card === 2015 && e.seat === 0 && e.by === 'effect')).toBe(true);
    expect(s.players[0].libra).toBe(1);
    expect(s.expansion!.libra).toBe(5);
  });

  it('does nothing without a card chosen, or when a card is no longer in a marked area', () => {
    const s = start({ wounded: [2023], hand: [2021] }, { frozen: [2022] });
    const soldier = s.players[0].marked[0];
    run(s, soldier, []);
    expect(types(s, s.players[0].marked)).toEqual([2023]);
    run(s, s.players[0].hand[0], [s.players[1].marked[0]]);
    expect(types(s, s.players[1].marked)).toEqual([2022]);
    expect(s.players[0].libra).toBe(0);
  });
});

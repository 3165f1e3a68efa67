// The op chooseRandom (Robes Divines Delta 1018 / Epsilon 1019, Écaille du Dragon des Mers): binds a
// variable to n cards drawn with the state's PRNG, fewer when fewer exist, and nothing is asked.
import { describe, expect, it } from 'vitest';
import { drain } from '../../src/engine/classic/effects';
import { pushEffect } from '../../src/engine/effects/stack';
import type { GameEvent, GameState } from '../../src/engine';
import type { Op } from '../../src/cards';
import { buildState, loadScenario } from '../../src/sim/scenario';

function start(hand: number[], seed = 1): GameState {
  return buildState(loadScenario({ name: 't', rule: 't', state: { seed, players: [{ hero: 'seiya', hand }, { hero: 'shiryu' }] } }));
}
/** Runs the pick then moves the picked cards to the discard, so that the binding can be read. */
function run(state: GameState, n: number): GameEvent[] {
  const events: GameEvent[] = [];
  const ops: Op[] = [
    { op: 'chooseRandom', from: { zone: 'hand', of: 'me' }, n, as: 'luck' },
    { op: 'move', cards: { var: 'luck' }, to: { zone: 'discard' } },
  ];
  pushEffect(state, ops, { seat: 0, source: -1, vars: {} });
  drain(state, events);
  return events;
}

describe('chooseRandom', () => {
  it('picks n distinct cards of the selection without asking, and advances the PRNG', () => {
    const s = start([80, 81, 82, 83, 84]);
    const rng = s.rng;
    const events = run(s, 2);
    expect(s.pending).toBeNull();
    expect(events.some((e) => e.type === 'decision')).toBe(false);
    expect(s.players[0].discard).toHaveLength(2);
    expect(s.players[0].hand).toHaveLength(3);
    expect(new Set(s.players[0].discard).size).toBe(2);
    expect(s.rng).not.toBe(rng);
  });

  it('is reproducible from the state: same seed, same pick; the picks vary with the seed', () => {
    const picks = (seed: number) => { const s = start([80, 81, 82, 83, 84], seed); run(s, 1); return s.cards[s.players[0].discard[0]]; };
    expect(picks(7)).toBe(picks(7));
    expect(new Set([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(picks)).size).toBeGreaterThan(1);
  });

  it('takes fewer when fewer exist, and nothing from an empty selection', () => {
    const s = start([80, 81]);
    run(s, 5);
    expect(s.players[0].discard).toHaveLength(2);
    const empty = start([]);
    const rng = empty.rng;
    run(empty, 1);
    expect(empty.players[0].discard).toHaveLength(0);
    expect(empty.rng).toBe(rng);
  });
});

// God of War walked at random (src/sim/fuzz/gow.ts): every listed action accepted, wrong ones refused
// with the state unchanged, apply pure, the invariants held after every action, every game ended.
// `npm run fuzz:gow -- --games 10000` walks many more.
import { describe, expect, it } from 'vitest';
import { fuzzGowGame, gowFuzzTeam } from '../../src/sim/fuzz/gow';

describe('God of War random legal games', () => {
  it('the fuzz seeds cover every team size and every hero', () => {
    const teams = Array.from({ length: 60 }, (_, i) => gowFuzzTeam(i + 1));
    expect(new Set(teams.map((t) => t.length))).toEqual(new Set([1, 2, 3, 4]));
    expect(new Set(teams.flat())).toEqual(new Set(['kratos', 'atreus', 'freya', 'mimir', 'brok-sindri']));
  });

  it.each(Array.from({ length: 60 }, (_, i) => i + 1))('seed %i holds every invariant to the end', (seed) => {
    const r = fuzzGowGame({ seed, tryAllListed: 0.1 });
    expect(r.violations).toEqual([]);
    expect(r.over).toBe(true);
    expect(r.probes).toBeGreaterThan(0);
  });
});

// Issue 24: the sims, the scenario runner, the fuzzers and the bots dispatch on the mode through one
// table each; every mode the engine runs has its entry, and an unknown mode is refused naming the modes.
import { describe, expect, it } from 'vitest';
import { BOTS } from '../../src/bots';
import { MODES } from '../../src/engine';
import { ArgError } from '../../src/sim/args';
import { fuzzedModes, FUZZERS } from '../../src/sim/fuzz';
import { SCENARIO_MODES, scenarioModeOf } from '../../src/sim/scenario/scenario-modes';
import { SIM_MODES, simModeNamed } from '../../src/sim/sim-modes';

describe('the sim side of the mode tables', () => {
  it.each(MODES)('%s has a sim, a scenario part and bots', (mode) => {
    expect(simModeNamed(mode)).toBe(SIM_MODES[mode]);
    expect(SCENARIO_MODES[mode].mode).toBe(mode);
    expect(scenarioModeOf(mode)).toBe(SCENARIO_MODES[mode]);
    const family = BOTS[mode];
    for (const kind of family.kinds) expect((family.create as (k: string, seed: number) => { kind: string })(kind, 1).kind).toBe(kind);
  });

  it('a file without a mode is a classic scenario', () => {
    expect(scenarioModeOf(undefined)).toBe(SCENARIO_MODES.classic);
  });

  it('an unknown mode is refused, naming the modes', () => {
    expect(() => simModeNamed('chaos')).toThrow(ArgError);
    expect(() => simModeNamed('chaos')).toThrow(`(${MODES.join(' or ')})`);
    expect(() => scenarioModeOf('chaos')).toThrow(MODES.join(', '));
  });

  it('each fuzzer walks a game of its mode', () => {
    for (const mode of fuzzedModes()) {
      const r = FUZZERS[mode].game({ seed: 1, tryAllListed: 0 });
      expect(r.violations).toEqual([]);
      expect(r.steps).toBeGreaterThan(0);
    }
  });
});

// Issue 9, "Done when — Same games": `npm run sim -- --mode classic --players 2|4 --seed 3 --bots greedy
// --json` prints the same completed, errors, winsBySeat, vp, avgTurns and avgActions as commit b5e1d55,
// so that making the engine faster changes no game. The figures below were printed by b5e1d55's own
// sim; the action hashes are those of the 100 games' action lists under b5e1d55's engine (the same
// bots choosing the same moves, one by one), a far finer check than the averages.
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../src/engine';
import { playGame } from '../../src/sim/play-game';
import { summarise } from '../../src/sim/stats';

const B5E1D55 = {
  2: { completed: 100, errors: 0, winsBySeat: [67, 35], vp: { mean: 48.27, min: 22, max: 85 }, avgTurns: 50.38, avgActions: 336.43, actions: '5a2a8013' },
  4: { completed: 100, errors: 0, winsBySeat: [32, 16, 26, 31], vp: { mean: 22.17, min: 7, max: 43 }, avgTurns: 52.24, avgActions: 353.03, actions: 'e109346f' },
} as const;

describe('npm run sim --seed 3 --bots greedy plays the games of b5e1d55', () => {
  it.each([2, 4] as const)('%i players: the same 100 games, move for move', (players) => {
    const records = Array.from({ length: 100 }, (_, g) => playGame({ seed: 3 + g, players, bots: 'greedy' }));
    const r = summarise(records, { players, bots: 'greedy', seed: 3, seconds: 1 });
    const { actions, ...figures } = B5E1D55[players];
    expect({ completed: r.completed, errors: r.errors, winsBySeat: r.winsBySeat, vp: r.vp, avgTurns: r.avgTurns, avgActions: r.avgActions }).toEqual(figures);
    expect(stateHash(records.map((g) => g.actions))).toBe(actions);
  }, 120_000);
});

// `npm run sim` shares its games among worker threads (src/sim/parallel-sim.ts): the games, and so the
// report, must be those one thread plays, in seed order, whatever the number of threads.
import { describe, expect, it } from 'vitest';
import { playInWorkers } from '../../src/sim/parallel-sim';
import { playCoopGame } from '../../src/sim/play-coop';
import { playGame } from '../../src/sim/play-game';
import { outcomeOf, summarise } from '../../src/sim/stats';

describe('the sim on several threads', () => {
  it('plays the games one thread plays, and reports them the same', async () => {
    const options = { players: 3, bots: 'greedy' as const, sets: ['asgard' as const], epics: true };
    const alone = Array.from({ length: 10 }, (_, g) => outcomeOf(playGame({ ...options, seed: 7 + g })));
    let reported = 0;
    const shared = await playInWorkers({ mode: 'classic', options }, 7, 10, 3, () => reported++);
    expect(shared).toEqual(alone);
    expect(reported).toBe(10);
    const meta = { players: 3, bots: 'greedy', seed: 7, seconds: 1, sets: ['asgard'], epics: true };
    expect(summarise(shared, { ...meta, threads: 3 })).toEqual({ ...summarise(alone, meta), threads: 3 });
  }, 60_000);

  it('plays coop games too, the records one thread makes (the report reads their states)', async () => {
    const options = { players: 2, bots: 'planner' as const, difficulty: 'hard' as const, knobs: { pileSize: 4, waterTop: 6 } };
    const alone = [3, 4, 5].map((seed) => playCoopGame({ ...options, seed }));
    const shared = await playInWorkers({ mode: 'coop', options }, 3, 3, 2);
    expect(shared.map((r) => r.actions)).toEqual(alone.map((r) => r.actions));
    expect(shared.map((r) => r.state.result)).toEqual(alone.map((r) => r.state.result));
    expect(alone[0].state.board.waterTop).toBe(6); // the knobs given replace the difficulty's
  }, 60_000);
});

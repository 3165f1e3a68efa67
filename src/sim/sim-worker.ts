// One worker thread of `npm run sim` (parallel-sim.ts): plays every `stride`-th game of the run from
// `first`, and sends back, game by game, what the report needs of it.
import { parentPort, workerData } from 'node:worker_threads';
import { playCoopGame } from './play-coop';
import { playGame } from './play-game';
import { outcomeOf } from './stats';
import type { WorkerGame, WorkerJob } from './parallel-sim';

const job = workerData as WorkerJob;
type Options<M extends WorkerGame['mode']> = Extract<WorkerGame, { mode: M }>['options'];
/** Each threaded mode's game, by the mode the job names. */
const PLAYERS: { [M in WorkerGame['mode']]: (options: Options<M>, seed: number) => unknown } = {
  classic: (options, seed) => outcomeOf(playGame({ ...options, seed })),
  coop: (options, seed) => playCoopGame({ ...options, seed }),
};
const player = PLAYERS[job.game.mode] as (options: WorkerGame['options'], seed: number) => unknown;
const play = (seed: number) => player(job.game.options, seed);
for (let i = job.first; i < job.games; i += job.stride) parentPort!.postMessage({ index: i, result: play(job.seed + i) });

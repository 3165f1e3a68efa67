// One worker thread of `npm run sim` (parallel-sim.ts): plays every `stride`-th game of the run from
// `first`, and sends back, game by game, what the report needs of it.
import { parentPort, workerData } from 'node:worker_threads';
import { playGame } from './play-game';
import { outcomeOf } from './stats';
import type { WorkerJob } from './parallel-sim';

const job = workerData as WorkerJob;
for (let i = job.first; i < job.games; i += job.stride) {
  parentPort!.postMessage({ index: i, outcome: outcomeOf(playGame({ ...job.options, seed: job.seed + i })) });
}

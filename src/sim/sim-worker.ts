// One worker thread of `npm run sim` (parallel-sim.ts): plays every `stride`-th game of the run from
// `first`, and sends back, game by game, what the report needs of it.
import { parentPort, workerData } from 'node:worker_threads';
import { playCoopGame } from './play-coop';
import { playGame } from './play-game';
import { outcomeOf } from './stats';
import type { WorkerJob } from './parallel-sim';

const job = workerData as WorkerJob;
const play = (seed: number) => (job.game.mode === 'coop'
  ? playCoopGame({ ...job.game.options, seed })
  : outcomeOf(playGame({ ...job.game.options, seed })));
for (let i = job.first; i < job.games; i += job.stride) parentPort!.postMessage({ index: i, result: play(job.seed + i) });

// `npm run sim` on every core: the games of a run are shared among worker threads, each playing every
// n-th seed with its own copy of the engine, and the outcomes are put back in seed order, so the report
// is the one a single thread prints (test/sim/parallel-sim.test.ts). The worker is bundled by esbuild
// first (the engine as plain JavaScript: tsx cannot load TypeScript in a worker thread).
import { buildSync } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CoopGameRecord, CoopPlayOptions } from './play-coop';
import type { PlayOptions } from './play-game';
import type { GameOutcome } from './stats';

/** A classic game's options, or a coop game's (its record comes back whole: the report reads its state). */
export type WorkerGame =
  | { mode: 'classic'; options: Omit<PlayOptions, 'seed' | 'onStep'> }
  | { mode: 'coop'; options: Omit<CoopPlayOptions, 'seed' | 'onStep'> };

/** What one worker plays: games first, first + stride, … below `games`, seeds from `seed`. */
export interface WorkerJob {
  game: WorkerGame;
  seed: number;
  games: number;
  first: number;
  stride: number;
}

const here = dirname(fileURLToPath(import.meta.url));

type Result<G extends WorkerGame> = G['mode'] extends 'coop' ? CoopGameRecord : GameOutcome;

/** Plays `games` games from seed `seed` on `threads` worker threads; the results in seed order. */
export async function playInWorkers<G extends WorkerGame>(game: G, seed: number, games: number, threads: number, onGame?: (done: number) => void): Promise<Result<G>[]> {
  const dir = mkdtempSync(join(tmpdir(), 'ssdb-sim-'));
  try {
    const bundle = join(dir, 'sim-worker.mjs');
    buildSync({ entryPoints: [resolve(here, 'sim-worker.ts')], bundle: true, platform: 'node', format: 'esm', target: 'es2022', outfile: bundle, logLevel: 'error' });
    const results: Result<G>[] = new Array(games);
    let done = 0;
    const n = Math.max(1, Math.min(threads, games));
    await Promise.all(Array.from({ length: n }, (_, first) => new Promise<void>((finish, fail) => {
      const worker = new Worker(bundle, { workerData: { game, seed, games, first, stride: n } satisfies WorkerJob });
      worker.on('message', (m: { index: number; result: Result<G> }) => { results[m.index] = m.result; onGame?.(++done); });
      worker.on('error', fail);
      worker.on('exit', (code) => (code === 0 ? finish() : fail(new Error(`a sim worker stopped with code ${code}`))));
    })));
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

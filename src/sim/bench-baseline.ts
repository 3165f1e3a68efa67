// The engines the bench compares, built and run the same way so that the ratio measures the engines
// alone: this checkout's working tree and an earlier commit are each bundled by esbuild (the bundler
// Vite ships) into one module under the system temp directory, and each bundle plays its games in a
// plain node child process of its own (no tsx, no heap or compiled code shared with the other engine).
// Before, the baseline was imported through tsx from node_modules/.cache beside the checkout's code:
// tsx compiled that copy differently (b5e1d55 ran ~25% slower from there than from a plain copy) and
// the two engines shared one heap, so the order they ran in moved the figures.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const benchDir = () => join(tmpdir(), `ssdb-bench-${process.pid}`);

/** Bundles src/sim/play-game.ts of the source tree at `root` into `out`. */
function bundle(root: string, out: string): string {
  const esbuild = join(resolve('.'), 'node_modules', '.bin', 'esbuild');
  execFileSync(esbuild, [
    'src/sim/play-game.ts', '--bundle', '--platform=node', '--format=esm', '--target=es2022',
    `--outfile=${out}`, '--log-level=error',
  ], { cwd: root });
  return out;
}

/** This checkout's engine (the working tree, committed or not), bundled like the baseline. */
export function buildCurrent(): { bundle: string } | { error: string } {
  try {
    mkdirSync(benchDir(), { recursive: true });
    return { bundle: bundle(resolve('.'), join(benchDir(), 'now.mjs')) };
  } catch (e) {
    return { error: `this checkout could not be bundled (${(e as Error).message.split('\n')[0]})` };
  }
}

/** An earlier commit's engine: its src extracted with `git archive`, then bundled. */
export function buildBaseline(commit: string): { bundle: string } | { error: string } {
  if (!/^[0-9a-f]{7,40}$/i.test(commit)) return { error: `--baseline takes a commit hash, not "${commit}"` };
  const root = resolve('.');
  const dir = join(benchDir(), commit);
  try {
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync('git', ['archive', '--format=tar', commit, 'src', 'tsconfig.json'], { cwd: root, maxBuffer: 1 << 28 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    if (!existsSync(join(dir, 'node_modules'))) symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    return { bundle: bundle(dir, join(benchDir(), `${commit}.mjs`)) };
  } catch (e) {
    return { error: `baseline ${commit} could not be loaded (${(e as Error).message.split('\n')[0]})` };
  }
}

// The child: the games played once to warm up (the optimising compiler keeps working for some 70 games,
// and its threads count in the CPU time), then the best of `runs` runs of the same games, each timed by
// the child's CPU time (user + system), seeds 3… as `npm run sim -- --seed 3`. Plain JavaScript, run
// by node itself.
const CHILD = `const [bundle, players, games, runs] = process.argv.slice(2).map((a, i) => (i ? Number(a) : a));
const { playGame } = await import(bundle);
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const run = (n) => { const t = cpu(); for (let g = 0; g < n; g++) { const r = playGame({ seed: 3 + g, players, bots: 'greedy' });
  if (r.error) throw new Error('bench game ' + g + ' failed: ' + r.error); } return n / (cpu() - t); };
run(Math.max(games, 40));
let best = 0;
for (let r = 0; r < runs; r++) best = Math.max(best, run(games));
console.log(JSON.stringify(best));
`;

/** Greedy games per second of a bundle, warm, in a child process of its own: the best of `runs`. */
export function childGamesPerSecond(bundlePath: string, players: number, games: number, runs: number): number {
  const child = join(benchDir(), 'child.mjs');
  if (!existsSync(child)) writeFileSync(child, CHILD);
  const out = execFileSync(process.execPath, ['--max-semi-space-size=64', child, pathToFileURL(bundlePath).href, String(players), String(games), String(runs)], { encoding: 'utf8' });
  return JSON.parse(out.trim()) as number;
}

// The same games the way `npm run sim` plays them: on `threads` worker threads at once (parallel-sim.ts),
// each warmed up first, then all started together; games per second of wall time until the last one
// is done. A commit whose sim had no workers (b5e1d55) is measured on one thread.
const THREADS_CHILD = `import { Worker } from 'node:worker_threads';
const [bundle, players, games, threads, rounds] = process.argv.slice(2).map((a, i) => (i ? Number(a) : a));
const WORKER = \`import { parentPort, workerData } from 'node:worker_threads';
const { playGame } = await import(workerData.bundle);
const play = (n) => { for (let g = 0; g < n; g++) { const r = playGame({ seed: 3 + g, players: workerData.players, bots: 'greedy' }); if (r.error) throw new Error(r.error); } };
play(Math.max(workerData.games, 80));
parentPort.on('message', (m) => { if (m === 'stop') process.exit(0); play(workerData.games); parentPort.postMessage('done'); });
parentPort.postMessage('ready');\`;
const workers = Array.from({ length: threads }, () => new Worker(WORKER, { eval: true, workerData: { bundle, players, games } }));
const all = (what) => Promise.all(workers.map((w) => new Promise((ok, fail) => { w.once('error', fail); const on = (m) => { if (m === what) { w.off('message', on); ok(); } }; w.on('message', on); })));
await all('ready');
let best = 0;
for (let r = 0; r < rounds; r++) {
  const started = performance.now();
  const done = all('done');
  for (const w of workers) w.postMessage('go');
  await done;
  best = Math.max(best, (threads * games) / ((performance.now() - started) / 1000));
}
for (const w of workers) w.postMessage('stop');
console.log(JSON.stringify(best));
`;

/** Greedy games per second of wall time of a bundle playing on `threads` worker threads at once, warm:
 *  the best of `rounds` rounds of `games` games per thread. */
export function threadsGamesPerSecond(bundlePath: string, players: number, games: number, threads: number, rounds = 3): number {
  const child = join(benchDir(), 'threads-child.mjs');
  if (!existsSync(child)) writeFileSync(child, THREADS_CHILD);
  const out = execFileSync(process.execPath, ['--max-semi-space-size=64', child, pathToFileURL(bundlePath).href, String(players), String(games), String(threads), String(rounds)], { encoding: 'utf8' });
  return JSON.parse(out.trim()) as number;
}

/** Removes the bundles and extracted sources. */
export function cleanBenchFiles(): void {
  rmSync(benchDir(), { recursive: true, force: true });
}

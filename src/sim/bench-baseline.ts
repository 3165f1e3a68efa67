// The engines the bench compares, built the same way so that the ratio measures the engines alone:
// this checkout's working tree and an earlier commit are each bundled by esbuild (the bundler Vite
// ships) into one module under the system temp directory, and both bundles are imported by this
// process. Loading one side through tsx and the other from node_modules/.cache was unfair: tsx
// compiled the cached copy differently (b5e1d55 ran ~25% slower from there than from a plain copy).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PlayOptions } from './play-game';

export type BaselinePlay = (options: PlayOptions) => { error: string | null };

const benchDir = () => join(tmpdir(), `ssdb-bench-${process.pid}`);

/** Bundles src/sim/play-game.ts of the source tree at `root` into `out` and imports its playGame. */
async function bundle(root: string, out: string): Promise<BaselinePlay> {
  const esbuild = join(resolve('.'), 'node_modules', '.bin', 'esbuild');
  execFileSync(esbuild, [
    'src/sim/play-game.ts', '--bundle', '--platform=node', '--format=esm', '--target=es2022',
    `--outfile=${out}`, '--log-level=error',
  ], { cwd: root });
  const module = await import(pathToFileURL(out).href);
  return module.playGame as BaselinePlay;
}

/** This checkout's engine (the working tree, committed or not), bundled like the baseline. */
export async function loadCurrent(): Promise<{ playGame: BaselinePlay } | { error: string }> {
  try {
    mkdirSync(benchDir(), { recursive: true });
    return { playGame: await bundle(resolve('.'), join(benchDir(), 'now.mjs')) };
  } catch (e) {
    return { error: `this checkout could not be bundled (${(e as Error).message.split('\n')[0]})` };
  }
}

/** An earlier commit's engine: its src extracted with `git archive`, bundled, imported. */
export async function loadBaseline(commit: string): Promise<{ playGame: BaselinePlay } | { error: string }> {
  if (!/^[0-9a-f]{7,40}$/i.test(commit)) return { error: `--baseline takes a commit hash, not "${commit}"` };
  const root = resolve('.');
  const dir = join(benchDir(), commit);
  try {
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync('git', ['archive', '--format=tar', commit, 'src', 'tsconfig.json'], { cwd: root, maxBuffer: 1 << 28 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    if (!existsSync(join(dir, 'node_modules'))) symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    return { playGame: await bundle(dir, join(benchDir(), `${commit}.mjs`)) };
  } catch (e) {
    return { error: `baseline ${commit} could not be loaded (${(e as Error).message.split('\n')[0]})` };
  }
}

/** Removes the bundles and extracted sources (once both are imported they are no longer read). */
export function cleanBenchFiles(): void {
  rmSync(benchDir(), { recursive: true, force: true });
}

// The engine of an earlier commit, loaded beside the current one so that the bench measures both in
// the same run: its source is extracted with `git archive` into node_modules/.cache (once per commit)
// and shares this checkout's node_modules.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PlayOptions } from './play-game';

export type BaselinePlay = (options: PlayOptions) => { error: string | null };

export async function loadBaseline(commit: string): Promise<{ playGame: BaselinePlay } | { error: string }> {
  if (!/^[0-9a-f]{7,40}$/i.test(commit)) return { error: `--baseline takes a commit hash, not "${commit}"` };
  const root = resolve('.');
  const dir = join(root, 'node_modules', '.cache', 'ssdb-baseline', commit);
  try {
    if (!existsSync(join(dir, 'src', 'sim', 'play-game.ts'))) {
      mkdirSync(dir, { recursive: true });
      const archive = execFileSync('git', ['archive', '--format=tar', commit, 'src'], { cwd: root, maxBuffer: 1 << 28 });
      execFileSync('tar', ['-x', '-C', dir], { input: archive });
    }
    if (!existsSync(join(dir, 'node_modules'))) symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const module = await import(pathToFileURL(join(dir, 'src', 'sim', 'play-game.ts')).href);
    return { playGame: module.playGame as BaselinePlay };
  } catch (e) {
    return { error: `baseline ${commit} could not be loaded (${(e as Error).message.split('\n')[0]})` };
  }
}

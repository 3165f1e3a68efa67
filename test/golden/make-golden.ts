// Writes the pinned games of issue 24's safety nets: test/golden/coop-<commit>.json.gz (coop-games.ts)
// and classic-<commit>.json.gz (classic-games.ts), as the engine of the pinning commit plays them. Run
// once, at that commit (`npx tsx test/golden/make-golden.ts`); afterwards the tests hold every later
// engine to them.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { CLASSIC_PINNED_AT, pinAllClassic } from './classic-games';
import { pinAll, PINNED_AT } from './coop-games';

function write(name: string, pinnedAt: string, games: { actions: unknown[] }[]): void {
  const file = new URL(`./${name}-${pinnedAt}.json.gz`, import.meta.url);
  writeFileSync(file, gzipSync(JSON.stringify({ pinnedAt, games })));
  console.log(`${games.length} games, ${games.reduce((n, g) => n + g.actions.length, 0)} actions → ${file.pathname}`);
}

const which = process.argv[2];
if (!which || which === 'coop') write('coop', PINNED_AT, pinAll());
if (!which || which === 'classic') write('classic', CLASSIC_PINNED_AT, pinAllClassic());

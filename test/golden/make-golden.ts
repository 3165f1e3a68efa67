// Writes the pinned games of issue 24's safety nets: test/golden/coop-<commit>.json.gz (coop-games.ts)
// and classic-<commit>.json.gz (classic-games.ts), as the engine of the pinning commit plays them. Run
// once, at that commit (`npx tsx test/golden/make-golden.ts [coop|classic|coop-saves]`); afterwards the tests hold every later
// engine to them.
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { CLASSIC_PINNED_AT, pinAllClassic } from './classic-games';
import { pinAll, PINNED_AT, type PinnedGame } from './coop-games';
import { readBack, savesOf, SAVES_PINNED_AT } from './coop-saves';

function write(name: string, pinnedAt: string, games: { actions: unknown[] }[]): void {
  const file = new URL(`./${name}-${pinnedAt}.json.gz`, import.meta.url);
  writeFileSync(file, gzipSync(JSON.stringify({ pinnedAt, games })));
  console.log(`${games.length} games, ${games.reduce((n, g) => n + g.actions.length, 0)} actions → ${file.pathname}`);
}

const which = process.argv[2];
if (!which || which === 'coop') write('coop', PINNED_AT, pinAll());
if (!which || which === 'classic') write('classic', CLASSIC_PINNED_AT, pinAllClassic());
if (which === 'coop-saves') {
  const games = (JSON.parse(gunzipSync(readFileSync(new URL(`./coop-${PINNED_AT}.json.gz`, import.meta.url))).toString('utf8')) as { games: PinnedGame[] }).games;
  const saves = savesOf(games).map(({ name, save }) => ({ name, save, ...readBack(save) }));
  const file = new URL(`./coop-saves-${SAVES_PINNED_AT}.json.gz`, import.meta.url);
  writeFileSync(file, gzipSync(JSON.stringify({ pinnedAt: SAVES_PINNED_AT, saves })));
  console.log(`${saves.length} saves → ${file.pathname}`);
}

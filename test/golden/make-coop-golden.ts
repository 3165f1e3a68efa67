// Writes test/golden/coop-5164df1.json.gz: the cooperative games of coop-games.ts as the engine of the
// pinning commit plays them. Run once, at that commit (`npx tsx test/golden/make-coop-golden.ts`);
// afterwards the test holds every later engine to them.
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { pinAll, PINNED_AT } from './coop-games';

const games = pinAll();
const file = new URL(`./coop-${PINNED_AT}.json.gz`, import.meta.url);
writeFileSync(file, gzipSync(JSON.stringify({ pinnedAt: PINNED_AT, games })));
console.log(`${games.length} games, ${games.reduce((n, g) => n + g.actions.length, 0)} actions → ${file.pathname}`);

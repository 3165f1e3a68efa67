#!/usr/bin/env node
// The production JavaScript's size: every .js file of dist/assets gzipped, summed, within the budget
// (issue 11: "the production JS stays within 500 KB gzip in all"; issue 25 moved it to 520: every card
// face's own text in two languages, the coop lesson, the score statistics and the deck viewer took
// 13 KB; the runtime schemas moved to zod/mini, zod's tree-shakable API, then gave 14 KB back:
// 520.7 -> 506.3; issue 28 moved it to 600: the second game, God of War, its engine and content set, its
// table's procedural pieces, its words and rules in two languages, its music and cues, about 73 KB;
// loading it on demand, as the bots' worker is, is the way back under 520; issue 29 moved it to 640:
// Italian, a third language for every screen and card (about 36 KB), and the screen-reader layer and
// the display settings (about 9 KB): loading the languages not in use on demand is the way back).
// Reads the production build's dist/
// (`npm test` builds it just before; builds it when absent, or with --build). Prints each file and the
// total; exits 1 over budget. A step of `npm test` (test/run-all.mjs).
// The bots' worker (issue 26: src/app/bot.worker.ts, the engine and the bots again, about 79 KB; with
// God of War's engine and bots, issue 28, about 104 KB) has a budget of its own: the page fetches it
// only when a hard bot or a hint is first asked.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 640;
const ON_DEMAND = { pattern: /^bot\.worker-/, budgetKb: 110 };
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const assets = join(root, 'dist', 'assets');
if (!existsSync(assets) || process.argv.includes('--build')) {
  const build = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
let total = 0, onDemand = 0;
for (const f of files) {
  const kb = gzipSync(readFileSync(join(assets, f)), { level: 9 }).length / 1024;
  if (ON_DEMAND.pattern.test(f)) onDemand += kb;
  else total += kb;
  console.log(`${f.padEnd(40)} ${kb.toFixed(1)} KB gzip${ON_DEMAND.pattern.test(f) ? ' (on demand)' : ''}`);
}
console.log(`total ${total.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB); the bots' worker, on demand: ${onDemand.toFixed(1)} KB (budget ${ON_DEMAND.budgetKb} KB)`);
process.exit(files.length > 0 && total <= BUDGET_KB && onDemand <= ON_DEMAND.budgetKb ? 0 : 1);

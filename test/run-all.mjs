#!/usr/bin/env node
// `npm test`: type-check, lint, then Vitest (unit, property, arch…), then Playwright (the game in
// Chromium). Every step runs even if an earlier one failed, so one run shows everything. The last line
// printed is exactly `N passed, N failed` (with `, N skipped` when some were), computed from the two
// runners' JSON reports; each type-check (three tsconfigs) and the lint count as one test each (passed
// when clean), and a runner that leaves no report counts as one failed test. Exits non-zero on any
// failure. The production build is one more test, its size another (test/build-size.mjs), its locked
// page a third (test/build-locked.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.ci-reports');
const VITEST_JSON = join(reports, 'vitest.json');
const PLAYWRIGHT_JSON = join(reports, 'playwright.json');
const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

const startedAt = Date.now();
mkdirSync(reports, { recursive: true });
for (const f of [VITEST_JSON, PLAYWRIGHT_JSON]) rmSync(f, { force: true });

function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}: ${[cmd.replace(root + '/', ''), ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.error) console.error(`could not run ${title}: ${r.error.message}`);
  return r.status ?? 1;
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

/** A step that is one test: passed when it exits 0, failed otherwise. */
function step(title, cmd, args) {
  const status = run(title, cmd, args);
  if (status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    problems.push(`${title} failed`);
  }
  return status;
}

// tsconfig.json: everything, with the DOM; tsconfig.headless.json: the rules, cards, bots and saves
// with ECMAScript alone; tsconfig.cli.json: the node tools, without the DOM.
const tscStatus = [
  step('typecheck', bin('tsc'), ['--noEmit']),
  step('typecheck headless (no DOM, no node)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.headless.json']),
  step('typecheck cli (node, no DOM)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.cli.json']),
].find((s) => s !== 0) ?? 0;
const lintStatus = step('lint', bin('eslint'), ['--max-warnings=0']);

const vitestStatus = run('unit tests', bin('vitest'), [
  'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`,
]);
const vitest = existsSync(VITEST_JSON) ? readJson(VITEST_JSON) : null;
if (!vitest) {
  totals.failed += 1;
  problems.push(`vitest left no report (exit ${vitestStatus})`);
} else {
  totals.passed += vitest.numPassedTests ?? 0;
  totals.failed += vitest.numFailedTests ?? 0;
  totals.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  // A test file that fails to load has no tests but is a failure all the same.
  const brokenFiles = (vitest.testResults ?? []).filter((f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'));
  totals.failed += brokenFiles.length;
  if (brokenFiles.length) problems.push(`${brokenFiles.length} test file(s) failed to run`);
  if (vitestStatus !== 0 && !vitest.numFailedTests && !brokenFiles.length) {
    totals.failed += 1;
    problems.push(`vitest exited ${vitestStatus}`);
  }
}

// playwright.config.ts writes its JSON report to .ci-reports/playwright.json.
const pwStatus = run('browser tests', bin('playwright'), ['test']);
const pw = existsSync(PLAYWRIGHT_JSON) ? readJson(PLAYWRIGHT_JSON) : null;
if (!pw) {
  totals.failed += 1;
  problems.push(`playwright left no report (exit ${pwStatus})`);
} else {
  const s = pw.stats ?? {};
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totals.failed += s.unexpected ?? 0;
  totals.skipped += s.skipped ?? 0;
  // Errors outside any test (the web server did not start, a spec failed to load…).
  const globalErrors = (pw.errors ?? []).length;
  totals.failed += globalErrors;
  if (globalErrors) problems.push(`${globalErrors} Playwright error(s) outside tests`);
  if (pwStatus !== 0 && !s.unexpected && !globalErrors) {
    totals.failed += 1;
    problems.push(`playwright exited ${pwStatus}`);
  }
}

// The production build (the browser tests ran the e2e one, in dist-e2e/): its JS within the gzip
// budget, and its page locked (the Content-Security-Policy, nothing inline, nothing from elsewhere, no
// code of the full test hook).
// The browser tests' second server built it already (playwright.config.ts) when dist/ is newer than this
// run: a minute saved; else it is built here.
const builtThisRun = existsSync(join(root, 'dist', 'index.html')) && statSync(join(root, 'dist', 'index.html')).mtimeMs > startedAt;
if (builtThisRun) {
  console.log('\n▶ production build: built by the browser tests\' server in this run (dist/)');
  totals.passed += 1;
} else step('production build', bin('vite'), ['build', '--logLevel', 'error']);
step('build size', process.execPath, [join(root, 'test', 'build-size.mjs')]);
step('locked page', process.execPath, [join(root, 'test', 'build-locked.mjs')]);

if (problems.length) console.log(`\n${problems.map((p) => `✗ ${p}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 || tscStatus !== 0 || lintStatus !== 0 || vitestStatus !== 0 || pwStatus !== 0 ? 1 : 0);

#!/usr/bin/env node
// npm run bench:frames — frame times of the game in headless Chromium (Debian's, SwiftShader WebGL):
// builds the game, previews it on a free port, then measures requestAnimationFrame intervals on
//   (a) an empty Phaser scene           /?scene=empty&fast=1
//   (b) a bots-only table playing       /?new=1&seats=bot,bot,bot,bot&speed=fast&seed=1&fast=1
//       (fast, not instant: at instant speed the engine now ends the whole game before the measure)
//   (c) the cooperative board during a Poseidon phase at normal speed, every effect on (the caustics,
//       the water's surface, the pawn's glide and wake, the callouts, the cards flying into the column):
//       five heroes end their turns through the hook, then the frames are measured while the phase plays
//   (d) the audience window (issue 15) at 1920×1080 following that same kind of game, in the same browser
//       context as the game's page (the channel is per context), measured while it shows Poseidon's
//       phase; read against (e) an empty scene at 1920×1080
//   (f) a table of two hard bots (classic, normal speed), its frames while the bots' worker is busy with
//       a question (the hard bot shown thinking) read against (a), and (g) each hard decision's time in the worker,
//       question to answer, over ~10 decisions of that game and ~10 of a cooperative game of three hard
//       bots (frame-bench-hard.mjs; --decisions N)
//   (h) God of War's busiest moment (issue 28): a hero's end of turn whose Scenario activation has an
//       enemy attack and a card turning, at normal speed; three heroes are played through the hook
//       (attack when they can, else end the turn) until that action comes (seed 26: the 18th), and its
//       frames are measured from the action until the table is still again, read against (a)
// in the same run, so (b) is read against (a) on the same machine and load. Prints one JSON line.
// Each page must set window.__SSDB_TEST__.ready (the hook is on with ?test=1, which is added here);
// a page that never gets ready is reported by URL instead of waited on forever.
// The build is the browser tests' (`--mode e2e`, into dist-e2e/): the hook drives the cooperative board.
// Options: --seconds N (default 5), --no-build (reuse dist-e2e/), --timeout N (seconds to get ready, 30),
// --only a,b (measure only these targets by name, e.g. --only emptyScene1080,audiencePoseidonPhase).
// Exit code 1 when a page did not come up or the build/server failed. Not part of `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { decisionStats, framesWithDecisions, recordWorkerDecisions, splitByThinking } from './frame-bench-hard.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] !== undefined ? Number(argv[i + 1]) : fallback;
};
const SECONDS = option('seconds', 5);
const READY_TIMEOUT_S = option('timeout', 30);
const BUILD = !argv.includes('--no-build');
const WARMUP_MS = 1000;
const DECISIONS = option('decisions', 10);
const VIEWPORT = { width: 1280, height: 720 };
const CHROMIUM = '/usr/bin/chromium';
// /work/shared/STACK.md: never --use-gl=swiftshader (it turns WebGL off), never --user-data-dir.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

const TARGETS = [
  { name: 'emptyScene', path: '/?scene=empty&fast=1' },
  { name: 'botsTable', path: '/?new=1&seats=bot,bot,bot,bot&speed=fast&seed=1&fast=1' },
  { name: 'coopPoseidonPhase', path: '/?new=1&mode=coop&seats=human,human,human,human,human&difficulty=easy&speed=normal&seed=1&fast=1', poseidon: true },
  { name: 'emptyScene1080', path: '/?scene=empty&fast=1', viewport: { width: 1920, height: 1080 } },
  {
    name: 'audiencePoseidonPhase', path: '/?audience=1&fast=1', viewport: { width: 1920, height: 1080 },
    game: '/?new=1&mode=coop&seats=human,human,human,human,human&difficulty=easy&speed=normal&seed=1&fast=1',
  },
  { name: 'hardBotClassic', path: '/?new=1&seats=hard,hard&speed=normal&seed=1&fast=1', hardBot: true },
  { name: 'hardBotCoop', path: '/?new=1&mode=coop&seats=hard,hard,hard&speed=normal&seed=1&fast=1', hardBot: true },
  { name: 'gowActivation', path: '/?new=1&mode=gow&seats=human,human,human&heroes=kratos,atreus,freya&mission=1&hands=open&speed=normal&seed=26&fast=1', gowActivation: true },
];

/** (h) In the page: plays until an action's events hold an enemy attack and a flip, and returns the
 *  frames from that action until the table is still (null: none within `max` actions). */
function gowActivationFrames({ max }) {
  const h = window.__SSDB_TEST__;
  const still = () => new Promise((ok) => { const f = () => (h.idle() ? ok() : setTimeout(f, 20)); f(); });
  const framesUntilStill = () => new Promise((ok) => {
    const frames = [];
    let last = null;
    const f = (t) => {
      if (last !== null) frames.push(t - last);
      last = t;
      if (frames.length < 3 || !h.idle()) requestAnimationFrame(f); else ok(frames);
    };
    requestAnimationFrame(f);
  });
  return (async () => {
    for (let i = 0; i < max; i++) {
      await still();
      const legal = h.legal();
      if (!legal.length) return null;
      const pick = legal.find((a) => a.type === 'attack') ?? legal.find((a) => a.type === 'endTurn') ?? legal[0];
      const measured = framesUntilStill();
      const res = h.send(pick);
      const frames = await measured;
      const types = res?.ok ? res.events.map((e) => e.type) : [];
      if (types.includes('flipped') && types.includes('enemyAttacks')) return { frames, action: i + 1, events: types.length };
    }
    return null;
  })();
}

/** The cooperative board: every hero takes a turn and ends it at once, until Poseidon's phase begins. */
async function intoPoseidonPhase(page, waitForPhase = true) {
  const idle = () => page.waitForFunction(() => window.__SSDB_TEST__.idle(), null, { timeout: 60_000, polling: 50 });
  for (let i = 0; i < 5; i++) {
    await idle();
    await page.evaluate(() => {
      const h = window.__SSDB_TEST__;
      const pick = h.legal().find((a) => a.type === 'takeTurn');
      h.send(pick);
      h.send({ type: 'endTurn', seat: pick.seat, discard: [] });
    });
  }
  if (waitForPhase) await page.waitForFunction(() => window.__SSDB_TEST__.phase()?.phase === 'poseidon', null, { timeout: 60_000, polling: 20 });
}

const NOISE = /GPU stall due to ReadPixels/;
const log = (msg) => process.stderr.write(`[bench:frames] ${msg}\n`);

function freePort() {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => ok(port));
    });
  });
}

async function waitForHttp(url, timeoutMs, server) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with code ${server.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not answer on ${url} within ${timeoutMs / 1000} s`);
}

/** Starts `vite preview` in its own process group (vite itself, not npx: killing npx leaves vite). */
function startPreview(port) {
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const child = spawn(process.execPath, [vite, 'preview', '--mode', 'e2e', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    cwd: root, detached: true, stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  child.stop = () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ }
  };
  child.stderrText = () => stderr.trim();
  return child;
}

const round = (x) => Math.round(x * 100) / 100;
function stats(deltas) {
  const sorted = [...deltas].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = deltas.reduce((s, d) => s + d, 0) / deltas.length;
  return {
    frames: deltas.length,
    p50: round(at(0.5)), p95: round(at(0.95)), mean: round(mean), max: round(sorted.at(-1)),
    fps: round(1000 / mean),
  };
}

async function measure(browser, base, target) {
  const url = `${base}${target.path}&test=1`;
  const context = await browser.newContext({ viewport: target.viewport ?? VIEWPORT });
  if (target.hardBot) await context.addInitScript(recordWorkerDecisions);
  // The audience window follows a game played in another page of its context: that page first, at
  // the size of a player's window; it is driven into Poseidon's phase once the audience is up.
  const gamePage = target.game ? await context.newPage() : null;
  if (gamePage) {
    await gamePage.setViewportSize(VIEWPORT);
    await gamePage.goto(`${base}${target.game}&test=1`, { waitUntil: 'load', timeout: READY_TIMEOUT_S * 1000 });
    await gamePage.waitForFunction(() => window.__SSDB_TEST__?.ready === true, null, { timeout: READY_TIMEOUT_S * 1000, polling: 100 });
  }
  const page = await context.newPage();
  const consoleErrors = [];
  let softwareGlNotes = 0;
  page.on('console', (m) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return;
    // SwiftShader's note when the frame is read back (test/e2e filters it too): counted, not listed.
    if (NOISE.test(m.text())) softwareGlNotes++;
    else consoleErrors.push(`${m.type()}: ${m.text()}`.slice(0, 300));
  });
  page.on('pageerror', (e) => consoleErrors.push(`pageerror: ${e.message}`.slice(0, 300)));
  try {
    await page.goto(url, { waitUntil: 'load', timeout: READY_TIMEOUT_S * 1000 });
    try {
      await page.waitForFunction(() => window.__SSDB_TEST__?.ready === true, null, { timeout: READY_TIMEOUT_S * 1000, polling: 100 });
    } catch {
      const hook = await page.evaluate(() => (window.__SSDB_TEST__ ? `present, ready=${String(window.__SSDB_TEST__.ready)}` : 'absent')).catch(() => 'unknown');
      return { url: target.path, error: `did not come up: window.__SSDB_TEST__.ready not true after ${READY_TIMEOUT_S} s (hook ${hook})`, consoleErrors };
    }
    if (target.poseidon) await intoPoseidonPhase(page);
    if (target.hardBot) return { ...(await measureHardBot(page, target)), softwareGlNotes, consoleErrors };
    if (target.gowActivation) {
      const run = await page.evaluate(gowActivationFrames, { max: 80 });
      if (!run) return { url: target.path, error: 'no action with an enemy attack and a flip', consoleErrors };
      return { url: target.path, action: run.action, events: run.events, ...stats(run.frames), softwareGlNotes, consoleErrors };
    }
    if (gamePage) {
      // The audience window plays the phase as soon as it hears it (it comes with the last end of turn,
      // while the game's table still shows the turn's end): not waiting for the game's table.
      await intoPoseidonPhase(gamePage, false);
      await page.waitForFunction(() => window.__SSDB_TEST__.showing() === 'poseidon', null, { timeout: 30_000, polling: 20 });
    }
    const audience = !!gamePage;
    // Frame intervals, each with the time it ended; a slow poll (not every frame, to stay out of the
    // measure) notes when a game, if any, reaches its end, so that the table's frames can be told
    // from the score screen's.
    const run = await page.evaluate(({ warmup, duration, poseidon, audience }) => new Promise((done) => {
      const hook = window.__SSDB_TEST__;
      // A Poseidon phase is measured from its start (no warm-up) for as long as it lasts (the audience
      // window: as long as it shows it).
      if (poseidon || audience) warmup = 0;
      const inPhase = () => (audience ? hook.showing() === 'poseidon' : hook.phase()?.phase === 'poseidon');
      const look = () => { try { const v = hook?.view?.(); return v ? { phase: v.phase, turn: v.turn } : null; } catch { return null; } };
      const frames = [];
      let start = null;
      let last = null;
      let measuring = null;
      let overAt = null;
      const poll = setInterval(() => { if (overAt === null && look()?.phase === 'gameOver') overAt = performance.now(); }, 100);
      const frame = (t) => {
        if (start === null) start = t;
        if (t - start >= warmup) {
          if (measuring === null) measuring = look();
          if (last !== null) frames.push([t - last, t]);
          last = t;
        }
        if (t - start < warmup + duration && (!(poseidon || audience) || inPhase())) requestAnimationFrame(frame);
        else { clearInterval(poll); done({ frames, before: measuring, after: look(), overAt }); }
      };
      requestAnimationFrame(frame);
    }), { warmup: WARMUP_MS, duration: target.poseidon || audience ? 60_000 : SECONDS * 1000, poseidon: !!target.poseidon, audience });
    const deltas = run.frames.map(([d]) => d);
    if (deltas.length < 2) return { url: target.path, error: 'requestAnimationFrame hardly ran', consoleErrors };
    const out = { url: target.path, ...stats(deltas) };
    if (run.before || run.after) {
      out.game = { atStart: run.before, atEnd: run.after };
      if (run.overAt !== null) {
        // The game ended during the measure: the frames before it are the table playing.
        const playing = run.frames.filter(([, t]) => t <= run.overAt).map(([d]) => d);
        out.game.endedAfterMs = round(run.overAt - (run.frames[0][1] - run.frames[0][0]));
        out.whilePlaying = playing.length >= 2 ? stats(playing) : null;
      }
    }
    return { ...out, softwareGlNotes, consoleErrors };
  } catch (e) {
    return { url: target.path, error: `did not come up: ${e.message.split('\n')[0]}`, consoleErrors };
  } finally {
    await context.close().catch(() => {});
  }
}

/** (f) and (g): the frames while a hard bot thinks, apart from the table's others, and its decisions. */
async function measureHardBot(page, target) {
  const run = await page.evaluate(framesWithDecisions, { decisions: DECISIONS, maxMs: 120_000 });
  const out = { url: target.path, measuredMs: Math.round(run.ms), gameEnded: run.ended, decisions: decisionStats(run.decisions, round) };
  const split = splitByThinking(run.frames, run.decisions, run.frames[0][1] + WARMUP_MS);
  for (const [name, deltas] of Object.entries(split)) out[`${name}Thinking`] = deltas.length >= 2 ? stats(deltas) : { frames: deltas.length };
  out.dotsFrames = run.dotsFrames;
  return out;
}

async function main() {
  const result = { bench: 'frames', seconds: SECONDS, viewport: `${VIEWPORT.width}x${VIEWPORT.height}`, chromium: CHROMIUM };
  if (!existsSync(CHROMIUM)) {
    console.log(JSON.stringify({ ...result, error: `${CHROMIUM} not found (apt-get install -y chromium)` }));
    return 1;
  }
  if (BUILD) {
    log('vite build…');
    const build = spawnSync('npx', ['vite', 'build', '--mode', 'e2e', '--logLevel', 'error'], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    if (build.status !== 0) {
      // eslint-disable-next-line no-control-regex -- ESC (\x1b) opens the ANSI colour codes removed here
      const why = (build.stderr ?? '').replace(/\x1b\[[0-9;]*m/g, '').split('\n')
        .filter((l) => l.trim() && !l.startsWith('npm warn')).slice(0, 6).join(' | ');
      console.log(JSON.stringify({ ...result, error: `vite build failed (exit ${build.status}): ${why.slice(0, 600)}` }));
      return 1;
    }
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  log(`vite preview on ${base}…`);
  const server = startPreview(port);
  const stopAll = () => server.stop();
  process.once('SIGINT', () => { stopAll(); process.exit(130); });
  process.once('SIGTERM', () => { stopAll(); process.exit(143); });
  let browser = null;
  try {
    await waitForHttp(`${base}/`, 30_000, server);
    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
    result.chromiumVersion = browser.version();
    let failed = false;
    const onlyAt = argv.indexOf('--only');
    const only = onlyAt >= 0 ? (argv[onlyAt + 1] ?? '').split(',') : null;
    for (const target of TARGETS.filter((t) => !only || only.includes(t.name))) {
      log(`measuring ${target.path} for ${SECONDS} s…`);
      const m = await measure(browser, base, target);
      if (m.error) failed = true;
      result[target.name] = m;
    }
    const empty = result.emptyScene ?? { error: 'not measured' };
    const table = result.botsTable ?? { error: 'not measured' };
    if (!empty.error && !table.error) {
      const t = table.whilePlaying ?? table;
      result.tableOverEmptyMs = { p50: round(t.p50 - empty.p50), p95: round(t.p95 - empty.p95), mean: round(t.mean - empty.mean) };
    }
    const coop = result.coopPoseidonPhase;
    if (!empty.error && coop && !coop.error) {
      result.poseidonPhaseOverEmptyMs = { p50: round(coop.p50 - empty.p50), p95: round(coop.p95 - empty.p95), mean: round(coop.mean - empty.mean) };
    }
    const gow = result.gowActivation;
    if (!empty.error && gow && !gow.error) {
      result.gowActivationOverEmptyMs = { p50: round(gow.p50 - empty.p50), p95: round(gow.p95 - empty.p95), mean: round(gow.mean - empty.mean) };
    }
    const empty1080 = result.emptyScene1080;
    const aud = result.audiencePoseidonPhase;
    if (empty1080 && !empty1080.error && aud && !aud.error) {
      result.audienceOverEmptyMs = { p50: round(aud.p50 - empty1080.p50), p95: round(aud.p95 - empty1080.p95), mean: round(aud.mean - empty1080.mean) };
    }
    const hard = result.hardBotClassic;
    if (!empty.error && hard && !hard.error && hard.touchingThinking?.mean) {
      // Within 10% of idle (issue 26): these ratios at most 1.1.
      const t = hard.touchingThinking;
      result.thinkingOverEmpty = { meanRatio: round(t.mean / empty.mean), p95Ratio: round(t.p95 / empty.p95) };
      // The same table's frames while no bot thinks: what the search itself costs the frame.
      const r = hard.restThinking;
      if (r?.mean) result.thinkingOverTableRest = { meanRatio: round(t.mean / r.mean), p95Ratio: round(t.p95 / r.p95) };
    }
    console.log(JSON.stringify(result));
    return failed ? 1 : 0;
  } catch (e) {
    console.log(JSON.stringify({ ...result, error: `${e.message.split('\n')[0]}${server.stderrText() ? ` — vite: ${server.stderrText().slice(0, 300)}` : ''}` }));
    return 1;
  } finally {
    if (browser) await browser.close().catch(() => {});
    stopAll();
  }
}

process.exitCode = await main();

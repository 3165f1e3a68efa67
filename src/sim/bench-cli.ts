// npm run bench:engine [-- --baseline <commit>] [--games N] [--json]: engine figures on this machine,
// warm (classic games, and cooperative games with greedy heroes). Speed is measured here, never in timed
// tests. Games per second are CPU time (the machine is shared) of esbuild bundles, each engine run alone
// in a child process (bench-baseline.ts); with --baseline, that commit's engine plays the same games in
// the same run, alternated, so the ratio holds even when the machine is busy. The parts of a step, the
// bytes per action and the cooperative figures are measured in this process, on this checkout via tsx.
import { createBot } from '../bots';
import { HEROES, lazyClassicView, rules, type GameState } from '../engine';
import { cloneState } from '../engine/table/clone';
import { noteChanged } from '../engine/core/read-cache';
import { ArgError, readArgs } from './args';
import { availableParallelism } from 'node:os';
import { buildBaseline, buildCurrent, childGamesPerSecond, cleanBenchFiles, threadsGamesPerSecond } from './bench-baseline';
import { allocatedBytesPer, cpuSeconds } from './bench-measure';
import { playGame } from './play-game';
import { playCoopGame } from './play-coop';
import { searchSpeed } from './bench-search';

/** Best of `rounds` alternated child processes of each engine, each the best of 3 runs once warm (the
 *  best is the least disturbed by other jobs on the machine). */
function compareGamesPerSecond(engines: Record<string, string>, players: number, games: number, rounds = 2) {
  const best: Record<string, number> = {};
  for (let r = 0; r < rounds; r++) {
    for (const [name, bundle] of Object.entries(engines)) best[name] = Math.max(best[name] ?? 0, childGamesPerSecond(bundle, players, games, 3));
  }
  return best;
}

/** Cooperative games per second, greedy heroes at normal difficulty: best of `rounds` runs after a warm-up. */
function coopGamesPerSecond(players: number, games: number, rounds = 3): number {
  const run = (n: number) => {
    const started = cpuSeconds();
    for (let g = 0; g < n; g++) {
      const r = playCoopGame({ seed: 3 + g, players, bots: 'greedy', difficulty: 'normal' });
      if (r.error) throw new Error(`coop bench game ${g} failed: ${r.error}`);
    }
    return n / (cpuSeconds() - started);
  };
  run(Math.max(5, games / 4));
  let best = 0;
  for (let r = 0; r < rounds; r++) best = Math.max(best, run(games));
  return best;
}

type Part = 'legalActions' | 'view' | 'botDecision' | 'botDecisionOnState' | 'apply';
const PARTS: readonly Part[] = ['legalActions', 'view', 'botDecision', 'botDecisionOnState', 'apply'];

/**
 * Mean microseconds of each part of a bots' game step, timed inside the game loop itself (so that what
 * the engine keeps per state works as in a real game), over the first and the last tenth of each game.
 * `apply` is applyInPlace, as simulations use it; `apply (pure)` adds the copy that apply() makes.
 * `view` is the lazy view the table's bots are handed: the parts it reads are built inside `botDecision`.
 * `botDecisionOnState` is the same bot asked on the state, as headless games ask it (no legal list, no
 * view): what a simulation's step costs is `botDecisionOnState` + `apply`.
 */
function partCosts(players: number, games: number) {
  const sums = { early: {} as Record<string, number>, late: {} as Record<string, number> };
  const counts = { early: 0, late: 0 };
  for (let g = 0; g < games; g++) {
    const bots = Array.from({ length: players }, (_, seat) => createBot('greedy', seat));
    const onState = Array.from({ length: players }, (_, seat) => createBot('greedy', seat));
    const state = rules('classic').setup({ seed: 2000 + g, heroes: HEROES.slice(0, players) as GameState['setup']['heroes'] }).state;
    const times: Record<Part | 'copy', number>[] = [];
    while (state.phase !== 'gameOver') {
      const seat = state.pending ? state.pending.seat : state.active;
      const t: Record<Part | 'copy', number> = { legalActions: 0, view: 0, botDecision: 0, botDecisionOnState: 0, apply: 0, copy: 0 };
      // The bot's two ways choose the same (test/bots/greedy-on-state.test.ts): each is timed from scratch
      // (what the other kept is dropped), and each goes first every other step, as the first pays for
      // reading the rules in force again after the field moved.
      const onStateFirst = times.length % 2 === 0;
      const timeOnState = () => {
        noteChanged();
        const t0 = performance.now();
        onState[seat].decideOnState!(state, seat);
        t.botDecisionOnState = performance.now() - t0;
      };
      if (onStateFirst) timeOnState();
      noteChanged();
      let t0 = performance.now();
      const legal = rules('classic').legal(state, seat);
      let t1 = performance.now(); t.legalActions = t1 - t0; t0 = t1;
      const seen = lazyClassicView(state, seat);
      t1 = performance.now(); t.view = t1 - t0; t0 = t1;
      const action = bots[seat].decide(seen, legal);
      t1 = performance.now(); t.botDecision = t1 - t0;
      if (!onStateFirst) timeOnState();
      t0 = performance.now();
      cloneState(state);
      t1 = performance.now(); t.copy = t1 - t0; t0 = t1;
      const result = rules('classic').applyInPlace(state, action);
      t1 = performance.now(); t.apply = t1 - t0;
      if (!result.ok) throw new Error(`bench game ${g}: ${result.error.message}`);
      times.push(t);
    }
    const tenth = Math.max(1, Math.floor(times.length / 10));
    for (const [when, slice] of [['early', times.slice(0, tenth)], ['late', times.slice(-tenth)]] as const) {
      for (const t of slice) for (const [k, v] of Object.entries(t)) sums[when][k] = (sums[when][k] ?? 0) + v;
      counts[when] += slice.length;
    }
  }
  const mean = (when: 'early' | 'late') => {
    const m = Object.fromEntries([...PARTS, 'copy'].map((k) => [k, (sums[when][k] * 1000) / counts[when]]));
    return { ...Object.fromEntries(PARTS.map((k) => [k, m[k]])), 'apply (pure)': m.apply + m.copy };
  };
  return { early: mean('early'), late: mean('late') };
}

async function main() {
  let args;
  try {
    args = readArgs(process.argv.slice(2), { baseline: 'string', games: 'number', json: 'flag' });
  } catch (e) {
    if (e instanceof ArgError) { console.error(`bench: ${e.message}`); process.exit(2); }
    throw e;
  }
  const games = (args.games as number | undefined) ?? 60;
  const current = buildCurrent();
  if ('error' in current) { console.error(`bench: ${current.error}`); process.exit(1); }
  const engines: Record<string, string> = { now: current.bundle };
  let baselineNote = 'none';
  if (args.baseline) {
    const built = buildBaseline(String(args.baseline));
    if ('error' in built) baselineNote = built.error;
    else { engines.baseline = built.bundle; baselineNote = String(args.baseline); }
  }
  let players2: Record<string, number>, players4: Record<string, number>;
  // `npm run sim`'s own way: this checkout on every core (worker threads), the baseline on the one
  // thread its sim had; wall time, 2 players.
  const threads = availableParallelism();
  let sim: { now: number; baseline?: number };
  try {
    players2 = compareGamesPerSecond(engines, 2, games);
    players4 = compareGamesPerSecond(engines, 4, Math.ceil(games / 2));
    sim = { now: threadsGamesPerSecond(engines.now, 2, games, threads) };
    if (engines.baseline) sim.baseline = threadsGamesPerSecond(engines.baseline, 2, games, 1);
  } finally {
    cleanBenchFiles();
  }
  partCosts(4, 5); // warm-up
  const costs = partCosts(4, 40);
  const bytesPerAction = await allocatedBytesPer(() => playGame({ seed: 99, players: 2, bots: 'greedy', maxActions: 120 }).actions.length);
  // Measured last, so that the classic figures above are taken exactly as before.
  const coop2 = coopGamesPerSecond(2, games);
  const coop4 = coopGamesPerSecond(4, Math.ceil(games / 2));
  const search = searchSpeed();
  const round = (x: number) => Math.round(x * 10) / 10;
  const report = {
    baseline: baselineNote,
    /** How games per second were measured: both engines alike. */
    gamesMeasured: 'per core: esbuild bundles, each run alone in a node child process, CPU time once warm, best of 2 alternated processes × 3 runs',
    gamesPerSecond: { players2: round(players2.now), players4: round(players4.now) },
    ...(engines.baseline ? {
      baselineGamesPerSecond: { players2: round(players2.baseline), players4: round(players4.baseline) },
      speedup: { players2: round(players2.now / players2.baseline), players4: round(players4.now / players4.baseline) },
    } : {}),
    /** `npm run sim`, 2 players, as each engine's sim plays: worker threads, wall time once warm. */
    simGamesPerSecond: {
      measured: `wall time once warm, the best of 3 rounds: this checkout on ${threads} worker threads (every core, as npm run sim plays), the baseline on 1 (its sim had no workers)`,
      players2: round(sim.now),
      ...(sim.baseline ? { baselinePlayers2: round(sim.baseline), speedup: round(sim.now / sim.baseline) } : {}),
    },
    microseconds: Object.fromEntries(Object.entries(costs).map(([when, c]) => [when, Object.fromEntries(Object.entries(c).map(([k, v]) => [k, round(v)]))])),
    bytesAllocatedPerAction: bytesPerAction === null ? 'unmeasured: a garbage collection ran during every attempt' : Math.round(bytesPerAction),
    /** The cooperative mode: greedy heroes against Poseidon, normal difficulty, warm. */
    coopGamesPerSecond: { players2: round(coop2), players4: round(coop4) },
    /** The hard bots' search (issue 26), CPU time per core: playouts per second, ms per decision. */
    search,
  };
  if (args.json) console.log(JSON.stringify(report));
  else console.log(JSON.stringify(report, null, 2));
}

void main();

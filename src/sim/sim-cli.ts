// npm run sim -- --mode classic --players 4 --games 500 --seed 1 --bots greedy [--sets base,asgard,poseidon,promo] [--epics] [--json] [--threads N]
// npm run sim -- --mode coop --players 2..5 [--difficulty easy|normal|hard] --games 500 --seed 1 --bots greedy|planner [--json]
import { BOT_KINDS, type BotKind } from '../bots';
import { EXPANSION_SETS, type ExpansionSet } from '../engine';
import { ArgError, readArgs } from './args';
import { runCoop } from './coop-cli';
import { availableParallelism } from 'node:os';
import { playInWorkers } from './parallel-sim';
import { playGame } from './play-game';
import { outcomeOf, summarise, type GameOutcome, type SimReport } from './stats';

const SPEC = { mode: 'string', players: 'number', games: 'number', seed: 'number', bots: 'string', sets: 'string', epics: 'flag', json: 'flag', difficulty: 'string', threads: 'number' } as const;

/** Below this many games a run stays on one thread: bundling the engine for the workers and warming
 *  each of them up costs more than they save (measured on 2 cores: even at about 1,000 games). */
const GAMES_FOR_WORKERS = 1000;

function parse(argv: string[]) {
  const args = readArgs(argv, SPEC);
  const mode = (args.mode ?? 'classic') as string;
  if (mode !== 'classic') throw new ArgError(`--mode ${mode} is not known (classic or coop)`);
  if (args.difficulty !== undefined) throw new ArgError('--difficulty is for the cooperative mode (--mode coop)');
  const players = (args.players ?? 4) as number;
  if (players < 2 || players > 5) throw new ArgError('--players must be 2 to 5');
  const games = (args.games ?? 100) as number;
  if (games < 1) throw new ArgError('--games must be at least 1');
  const bots = String(args.bots ?? 'greedy').split(',') as BotKind[];
  for (const b of bots) if (!BOT_KINDS.includes(b)) throw new ArgError(`unknown bot "${b}" (known: ${BOT_KINDS.join(', ')})`);
  if (bots.length !== 1 && bots.length !== players) throw new ArgError('--bots takes one kind, or one per player separated by commas');
  // --sets names the sets in; base is always in (naming it is allowed).
  const named = String(args.sets ?? 'base').split(',').map((x) => x.trim()).filter(Boolean);
  for (const x of named) if (x !== 'base' && !EXPANSION_SETS.includes(x as ExpansionSet)) throw new ArgError(`unknown set "${x}" (known: base, ${EXPANSION_SETS.join(', ')})`);
  const sets = EXPANSION_SETS.filter((x) => named.includes(x));
  // Every core by default; the games are the same whichever thread plays them.
  const threads = (args.threads ?? (games >= GAMES_FOR_WORKERS ? availableParallelism() : 1)) as number;
  if (threads < 1 || threads > 64) throw new ArgError('--threads must be 1 to 64');
  return { players, games, seed: (args.seed ?? 1) as number, bots, sets, epics: !!args.epics, json: !!args.json, threads };
}

function progress(done: number, total: number) {
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games`);
  if (done === total) process.stderr.write('\n');
}

function describe(r: SimReport): string {
  return [
    `classic, ${r.players} players, sets ${['base', ...r.sets].join(',')}${r.epics ? ' with Epics' : ''}, bots ${r.bots}, seeds ${r.seed}..${r.seed + r.games - 1}`,
    `games ${r.games}, completed ${r.completed}, errors ${r.errors}`,
    ...r.errorSamples.map((e) => `  seed ${e.seed}: ${e.error}`),
    `average turns ${r.avgTurns} (${r.avgActions} actions), ${r.gamesPerSecond} games/s on ${r.threads} thread${r.threads > 1 ? 's' : ''}`,
    `wins by seat ${r.winsBySeat.join(' / ')}`,
    `VP mean ${r.vp.mean}, min ${r.vp.min}, max ${r.vp.max}`,
    `final state hash ${r.finalStateHash}`,
  ].join('\n');
}

async function main() {
  const argv = process.argv.slice(2);
  if (isCoop(argv) && !argv.includes('--threads')) return runCoop(argv, SPEC, progress);
  let opts;
  try {
    if (isCoop(argv)) throw new ArgError('--threads is for the classic mode');
    opts = parse(argv);
  } catch (e) {
    if (e instanceof ArgError) { console.error(`sim: ${e.message}`); process.exit(2); }
    throw e;
  }
  const options = { players: opts.players, bots: opts.bots.length === 1 ? opts.bots[0] : opts.bots, sets: opts.sets, epics: opts.epics };
  const shown = (done: number) => { if (!opts.json && (done % 10 === 0 || done === opts.games)) progress(done, opts.games); };
  const started = performance.now();
  let outcomes: GameOutcome[];
  if (opts.threads > 1) outcomes = await playInWorkers(options, opts.seed, opts.games, opts.threads, shown);
  else {
    outcomes = [];
    for (let g = 0; g < opts.games; g++) {
      outcomes.push(outcomeOf(playGame({ ...options, seed: opts.seed + g })));
      shown(g + 1);
    }
  }
  const report = summarise(outcomes, { players: opts.players, bots: opts.bots.join(','), seed: opts.seed, seconds: (performance.now() - started) / 1000, sets: opts.sets, epics: opts.epics, threads: opts.threads });
  console.log(opts.json ? JSON.stringify(report) : describe(report));
  process.exit(report.errors ? 1 : 0);
}

/** Whether the arguments ask for the cooperative mode (`--mode coop`). */
const isCoop = (argv: string[]) => argv.some((a, i) => a === '--mode' && argv[i + 1] === 'coop');

void main();

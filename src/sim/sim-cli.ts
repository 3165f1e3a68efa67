// npm run sim -- --mode classic --players 4 --games 500 --seed 1 --bots greedy [--sets base,asgard,poseidon,promo] [--epics] [--json] [--threads N]
// npm run sim -- --mode coop --players 2..5 [--difficulty easy|normal|hard] [--pile-size N] [--water-top N] --games 500 --seed 1 --bots greedy|planner|hard [--json] [--threads N]
// npm run sim -- --mode gow --players 1..4 --games 100 --seed 1 --bots greedy [--json]
// The mode's part (sim-modes.ts) reads its options, plays and reports; this file prints.
import { ArgError, readArgs, type Args } from './args';
import { DEFAULT_SIM_MODE, simModeNamed, SIM_MODES, threadedModes, type SimRun } from './sim-modes';

const SPEC = { mode: 'string', players: 'number', games: 'number', seed: 'number', bots: 'string', sets: 'string', epics: 'flag', json: 'flag', difficulty: 'string', threads: 'number', 'pile-size': 'number', 'water-top': 'number' } as const;

function progress(done: number, total: number) {
  const width = 30;
  const filled = Math.round((done / total) * width);
  process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games`);
  if (done === total) process.stderr.write('\n');
}

/** A mode that plays on one thread refuses `--threads` before reading anything else. */
function refuseThreads(argv: string[]) {
  let asked: string | undefined; // the last --mode wins, as in readArgs
  for (let i = 1; i < argv.length; i++) if (argv[i - 1] === '--mode') asked = argv[i];
  const entry = asked !== undefined && asked in SIM_MODES ? SIM_MODES[asked as keyof typeof SIM_MODES] : undefined;
  if (entry && !entry.threads && argv.includes('--threads')) throw new ArgError(`--threads is for the ${threadedModes().join(' or ')} mode`);
}

async function main() {
  const argv = process.argv.slice(2);
  let args: Args;
  let run: SimRun;
  try {
    refuseThreads(argv);
    args = readArgs(argv, SPEC);
    const mode = simModeNamed(String(args.mode ?? DEFAULT_SIM_MODE));
    const json = !!args.json;
    run = await mode.play(args, (done, total) => { if (!json && (done % 10 === 0 || done === total)) progress(done, total); });
  } catch (e) {
    if (e instanceof ArgError) { console.error(`sim: ${e.message}`); process.exit(2); }
    throw e;
  }
  console.log(args.json ? JSON.stringify(run.report) : run.describe());
  process.exit(run.report.errors ? 1 : 0);
}

void main();

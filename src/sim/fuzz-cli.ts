// npm run fuzz:coop -- --games 10000 [--seed 1] [--all-listed 0.1] [--json]  (= fuzz-cli.ts --mode coop),
// npm run fuzz:gow -- --games 10000 (God of War: 1–4 heroes, any team):
// random games of a mode (coop: 2–5 heroes, every difficulty, Asgard and Epics on or off) checked after
// every action by its fuzzer (fuzz/index.ts). Exit 1 when the engine broke an invariant, 2 on bad
// arguments.
import { ArgError, readArgs, type Args } from './args';
import { fuzzedModes, FUZZERS, type Fuzzer } from './fuzz';

function parse(argv: string[]): { args: Args; mode: string; fuzzer: Fuzzer } {
  const args = readArgs(argv, { mode: 'string', games: 'number', seed: 'number', 'all-listed': 'number', json: 'flag' });
  const mode = args.mode as string | undefined;
  if (mode === undefined || !(fuzzedModes() as string[]).includes(mode)) {
    throw new ArgError(`${mode === undefined ? '--mode is needed' : `--mode ${mode} has no fuzzer`} (fuzzed: ${fuzzedModes().join(', ')}; the property tests walk the others)`);
  }
  if (args.games !== undefined && (args.games as number) < 1) throw new ArgError('--games must be at least 1');
  return { args, mode, fuzzer: FUZZERS[mode as keyof typeof FUZZERS] };
}

function main() {
  const argv = process.argv.slice(2);
  let read;
  try {
    read = parse(argv);
  } catch (e) {
    if (e instanceof ArgError) { console.error(`fuzz${argv.includes('--mode') ? `:${argv[argv.indexOf('--mode') + 1]}` : ''}: ${e.message}`); process.exit(2); }
    throw e;
  }
  const { args, mode, fuzzer } = read;
  const games = (args.games as number | undefined) ?? 1000;
  const seed = (args.seed as number | undefined) ?? 1;
  // --all-listed is a percentage of the steps at which every listed action is tried on a copy.
  const allListed = ((args['all-listed'] as number | undefined) ?? 10) / 100;
  const started = performance.now();
  let steps = 0;
  let probes = 0;
  let unfinished = 0;
  const failures: { seed: number; violations: string[] }[] = [];
  for (let g = 0; g < games; g++) {
    const r = fuzzer.game({ seed: seed + g, tryAllListed: allListed });
    steps += r.steps;
    probes += r.probes;
    if (!r.over) unfinished++;
    if (r.violations.length) failures.push({ seed: seed + g, violations: r.violations.slice(0, 3) });
    if (!args.json && (g % 100 === 99 || g === games - 1)) process.stderr.write(`\r${g + 1}/${games} games, ${failures.length} failing`);
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  const report = { games, seed, steps, wrongActionsTried: probes, unfinished, failing: failures.length, failures: failures.slice(0, 10), seconds };
  if (args.json) console.log(JSON.stringify(report));
  else {
    process.stderr.write('\n');
    console.log(`${games} ${mode} games (seeds ${seed}..${seed + games - 1}), ${steps} actions, ${probes} wrong actions tried, ${seconds} s`);
    console.log(failures.length ? `${failures.length} games broke an invariant:` : 'every invariant held');
    for (const f of failures.slice(0, 10)) console.log(`  seed ${f.seed}: ${f.violations.join(' | ')}`);
  }
  process.exit(failures.length ? 1 : 0);
}

main();

// `npm run sim -- --mode coop …`: headless cooperative games by a team of bots, against Poseidon. The
// games may be shared among worker threads (parallel-sim.ts): the report is the same.
import { availableParallelism } from 'node:os';
import { COOP_BOT_KINDS, type CoopBotKind } from '../../bots/coop';
import { coopKnobs, DIFFICULTIES, DIFFICULTY, type Difficulty } from '../../engine';
import { ArgError, type Args } from '../args';
import { describeCoop, summariseCoop } from '../coop-stats';
import { playInWorkers } from '../parallel-sim';
import { playCoopGame, type CoopGameRecord, type CoopPlayOptions } from '../play-coop';
import type { SimMode } from './sim-mode';

/** From this many games a run uses every core unless told (a coop game lasts long enough). */
const GAMES_FOR_WORKERS = 50;

/** RULING-8's knobs: the difficulty's, or either replaced (`--pile-size`, `--water-top`) to calibrate. */
function knobsFrom(args: Args, difficulty: Difficulty): CoopPlayOptions['knobs'] {
  if (args['pile-size'] === undefined && args['water-top'] === undefined) return true;
  const base = { ...DIFFICULTY[difficulty], ...coopKnobs(difficulty) };
  const knobs = { pileSize: (args['pile-size'] ?? base.pileSize) as number, waterTop: (args['water-top'] ?? base.waterTop) as number };
  if (knobs.pileSize < 2 || knobs.pileSize > 26) throw new ArgError('--pile-size must be 2 to 26');
  if (knobs.waterTop < 4 || knobs.waterTop > 40) throw new ArgError('--water-top must be 4 to 40');
  return knobs;
}

function parse(args: Args) {
  if (args.sets !== undefined || args.epics !== undefined) throw new ArgError('--sets and --epics are for the classic mode (the cooperative mode plays every set)');
  const players = (args.players ?? 4) as number;
  if (players < 2 || players > 5) throw new ArgError('--players must be 2 to 5');
  const games = (args.games ?? 100) as number;
  if (games < 1) throw new ArgError('--games must be at least 1');
  const difficulty = String(args.difficulty ?? 'normal') as Difficulty;
  if (!DIFFICULTIES.includes(difficulty)) throw new ArgError(`unknown difficulty "${difficulty}" (known: ${DIFFICULTIES.join(', ')})`);
  const bots = String(args.bots ?? 'greedy') as CoopBotKind;
  if (!COOP_BOT_KINDS.includes(bots)) throw new ArgError(`unknown coop bot "${bots}" (known: ${COOP_BOT_KINDS.join(', ')}; one kind plays the whole team)`);
  const threads = (args.threads ?? (games >= GAMES_FOR_WORKERS ? availableParallelism() : 1)) as number;
  if (threads < 1 || threads > 64) throw new ArgError('--threads must be 1 to 64');
  return { players, games, difficulty, bots, seed: (args.seed ?? 1) as number, knobs: knobsFrom(args, difficulty), threads };
}

export const coopSim: SimMode = {
  threads: true,
  async play(args, shown) {
    const opts = parse(args);
    const options = { players: opts.players, difficulty: opts.difficulty, bots: opts.bots, knobs: opts.knobs };
    const started = performance.now();
    let records: CoopGameRecord[];
    if (opts.threads > 1) records = await playInWorkers({ mode: 'coop', options }, opts.seed, opts.games, opts.threads, (done) => shown(done, opts.games));
    else {
      records = [];
      for (let g = 0; g < opts.games; g++) {
        records.push(playCoopGame({ ...options, seed: opts.seed + g }));
        shown(g + 1, opts.games);
      }
    }
    const knobs = typeof opts.knobs === 'object' ? opts.knobs : undefined;
    const report = summariseCoop(records, { players: opts.players, difficulty: opts.difficulty, bots: opts.bots, seed: opts.seed, seconds: (performance.now() - started) / 1000, ...(knobs ? { knobs } : {}) });
    return { report, describe: () => describeCoop(report) };
  },
};

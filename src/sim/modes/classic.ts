// `npm run sim` for the classic game: bots in every seat, the sets and Epics asked for, on one thread
// or shared among worker threads (parallel-sim.ts) with the same report.
import { availableParallelism } from 'node:os';
import { BOT_KINDS, type BotKind } from '../../bots';
import { EXPANSION_SETS, type ExpansionSet } from '../../engine';
import { ArgError, type Args } from '../args';
import { playInWorkers } from '../parallel-sim';
import { playGame } from '../play-game';
import { describeClassic, outcomeOf, summarise, type GameOutcome } from '../stats';
import type { SimMode } from './sim-mode';

/** Below this many games a run stays on one thread: bundling the engine for the workers and warming
 *  each of them up costs more than they save (measured on 2 cores: even at about 1,000 games). */
const GAMES_FOR_WORKERS = 1000;

function parse(args: Args) {
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
  return { players, games, seed: (args.seed ?? 1) as number, bots, sets, epics: !!args.epics, threads };
}

export const classicSim: SimMode = {
  threads: true,
  async play(args, shown) {
    const opts = parse(args);
    const options = { players: opts.players, bots: opts.bots.length === 1 ? opts.bots[0] : opts.bots, sets: opts.sets, epics: opts.epics };
    const started = performance.now();
    let outcomes: GameOutcome[];
    if (opts.threads > 1) outcomes = await playInWorkers({ mode: 'classic', options }, opts.seed, opts.games, opts.threads, (done) => shown(done, opts.games));
    else {
      outcomes = [];
      for (let g = 0; g < opts.games; g++) {
        outcomes.push(outcomeOf(playGame({ ...options, seed: opts.seed + g })));
        shown(g + 1, opts.games);
      }
    }
    const report = summarise(outcomes, { players: opts.players, bots: opts.bots.join(','), seed: opts.seed, seconds: (performance.now() - started) / 1000, sets: opts.sets, epics: opts.epics, threads: opts.threads });
    return { report, describe: () => describeClassic(report) };
  },
};

// `npm run sim -- --mode coop …`: headless cooperative games by a team of bots, against Poseidon.
import { COOP_BOT_KINDS, type CoopBotKind } from '../../bots/coop';
import { DIFFICULTIES, type Difficulty } from '../../engine';
import { ArgError, type Args } from '../args';
import { describeCoop, summariseCoop } from '../coop-stats';
import { playCoopGame, type CoopGameRecord } from '../play-coop';
import type { SimMode } from './sim-mode';

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
  return { players, games, difficulty, bots, seed: (args.seed ?? 1) as number };
}

export const coopSim: SimMode = {
  threads: false,
  play(args, shown) {
    const opts = parse(args);
    const records: CoopGameRecord[] = [];
    const started = performance.now();
    for (let g = 0; g < opts.games; g++) {
      records.push(playCoopGame({ seed: opts.seed + g, players: opts.players, difficulty: opts.difficulty, bots: opts.bots, knobs: true }));
      shown(g + 1, opts.games);
    }
    const report = summariseCoop(records, { players: opts.players, difficulty: opts.difficulty, bots: opts.bots, seed: opts.seed, seconds: (performance.now() - started) / 1000 });
    return Promise.resolve({ report, describe: () => describeCoop(report) });
  },
};

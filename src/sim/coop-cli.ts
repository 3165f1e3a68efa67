// `npm run sim -- --mode coop …`: headless cooperative games by a team of bots, against Poseidon.
import { COOP_BOT_KINDS, type CoopBotKind } from '../bots/coop';
import { DIFFICULTIES, type Difficulty } from '../engine';
import { ArgError, readArgs } from './args';
import { describeCoop, summariseCoop } from './coop-stats';
import { playCoopGame, type CoopGameRecord } from './play-coop';

function parse(argv: string[], spec: Record<string, 'string' | 'number' | 'flag'>) {
  const args = readArgs(argv, spec);
  if (args.sets !== undefined || args.epics !== undefined) throw new ArgError('--sets and --epics are for the classic mode (the cooperative mode plays every set)');
  const players = (args.players ?? 4) as number;
  if (players < 2 || players > 5) throw new ArgError('--players must be 2 to 5');
  const games = (args.games ?? 100) as number;
  if (games < 1) throw new ArgError('--games must be at least 1');
  const difficulty = String(args.difficulty ?? 'normal') as Difficulty;
  if (!DIFFICULTIES.includes(difficulty)) throw new ArgError(`unknown difficulty "${difficulty}" (known: ${DIFFICULTIES.join(', ')})`);
  const bots = String(args.bots ?? 'greedy') as CoopBotKind;
  if (!COOP_BOT_KINDS.includes(bots)) throw new ArgError(`unknown coop bot "${bots}" (known: ${COOP_BOT_KINDS.join(', ')}; one kind plays the whole team)`);
  return { players, games, difficulty, bots, seed: (args.seed ?? 1) as number, json: !!args.json };
}

export function runCoop(argv: string[], spec: Record<string, 'string' | 'number' | 'flag'>, progress: (done: number, total: number) => void): void {
  let opts;
  try { opts = parse(argv, spec); } catch (e) {
    if (e instanceof ArgError) { console.error(`sim: ${e.message}`); process.exit(2); }
    throw e;
  }
  const records: CoopGameRecord[] = [];
  const started = performance.now();
  for (let g = 0; g < opts.games; g++) {
    records.push(playCoopGame({ seed: opts.seed + g, players: opts.players, difficulty: opts.difficulty, bots: opts.bots }));
    if (!opts.json && (g % 10 === 9 || g === opts.games - 1)) progress(g + 1, opts.games);
  }
  const report = summariseCoop(records, { players: opts.players, difficulty: opts.difficulty, bots: opts.bots, seed: opts.seed, seconds: (performance.now() - started) / 1000 });
  console.log(opts.json ? JSON.stringify(report) : describeCoop(report));
  process.exit(report.errors ? 1 : 0);
}

// `npm run sim -- --mode gow --players 1..4 --bots greedy …`: headless God of War games by a team of
// bots; the report counts wins, losses by cause (exhaustion, a Mission's defeat condition, stalled
// games), rounds and Missions completed.
import { GOW_BOT_KINDS, type GowBotKind } from '../../bots/gow/greedy';
import { ArgError, type Args } from '../args';
import { playGowGame, TEAMS, type GowGameRecord } from '../gow/play-gow';
import { countsOf, countLines, hashOfLast, mean, round, speedOf } from '../report';
import type { SimMode } from './sim-mode';

function parse(args: Args) {
  if (args.sets !== undefined || args.epics !== undefined || args.difficulty !== undefined) throw new ArgError('--sets, --epics and --difficulty are not God of War options');
  const players = (args.players ?? 2) as number;
  if (!(players in TEAMS)) throw new ArgError('--players must be 1 to 4');
  const games = (args.games ?? 100) as number;
  if (games < 1) throw new ArgError('--games must be at least 1');
  const bots = String(args.bots ?? 'greedy');
  if (!(GOW_BOT_KINDS as readonly string[]).includes(bots)) throw new ArgError(`unknown God of War bot "${bots}" (known: ${GOW_BOT_KINDS.join(', ')})`);
  return { players, games, bots, seed: (args.seed ?? 1) as number };
}

export function summariseGow(records: GowGameRecord[], run: { players: number; bots: string; seed: number; seconds: number }) {
  const done = records.filter((r) => r.error === null);
  const losses = (by: string) => done.filter((r) => !r.win && r.by === by).length;
  return {
    mode: 'gow',
    ...countsOf(records, done.length),
    avgActions: round(mean(records.map((r) => r.actions)), 1),
    gamesPerSecond: speedOf(records.length, run.seconds),
    finalStateHash: hashOfLast(records[records.length - 1]?.final ?? undefined),
    players: run.players,
    heroes: TEAMS[run.players],
    bots: run.bots,
    seed: run.seed,
    teamWins: done.filter((r) => r.win).length,
    winRate: round(done.length ? done.filter((r) => r.win).length / done.length : 0, 3),
    lossesBy: { exhaustion: losses('exhaustion'), defeatCondition: losses('defeatCondition'), stalled: losses('stalled') },
    avgRounds: round(mean(done.map((r) => r.rounds)), 1),
    avgMissionsCompleted: round(mean(done.map((r) => r.missions)), 2),
  };
}

export const gowSim: SimMode = {
  threads: false,
  async play(args, shown) {
    const opts = parse(args);
    const started = performance.now();
    const records: GowGameRecord[] = [];
    for (let g = 0; g < opts.games; g++) {
      records.push(playGowGame(opts.seed + g, TEAMS[opts.players], opts.bots as GowBotKind));
      shown(g + 1, opts.games);
    }
    const report = summariseGow(records, { players: opts.players, bots: opts.bots, seed: opts.seed, seconds: (performance.now() - started) / 1000 });
    const describe = () => [
      ...countLines(report),
      `${report.players} heroes (${report.heroes.join(', ')}), ${report.bots} team: ${report.teamWins} wins (${Math.round(report.winRate * 100)}%)`,
      `losses: ${report.lossesBy.exhaustion} by exhaustion, ${report.lossesBy.defeatCondition} by a Mission's defeat condition, ${report.lossesBy.stalled} stalled`,
      `average rounds ${report.avgRounds}, Missions completed ${report.avgMissionsCompleted}, ${report.gamesPerSecond} games/s`,
    ].join('\n');
    return { report, describe };
  },
};

// The classic game's figures in `npm run sim`'s report (the envelope: report.ts).
import { stateHash } from '../engine';
import type { GameRecord } from './play-game';
import { countLines, countsOf, hashOfAll, mean, round, speedOf, type ReportEnvelope } from './report';

export interface SimReport extends ReportEnvelope {
  mode: 'classic';
  players: number;
  /** The expansion sets in (base is always in) and whether Epics were on. */
  sets: string[];
  epics: boolean;
  bots: string;
  seed: number;
  avgTurns: number;
  /** The threads the games were played on (parallel-sim.ts): games/s counts them all. */
  threads: number;
  winsBySeat: number[];
  vp: { mean: number; min: number; max: number };
}

/** What the report needs of one game: small enough to come back from a worker thread (parallel-sim.ts). */
export interface GameOutcome {
  seed: number;
  error: string | null;
  turn: number;
  actions: number;
  /** Each seat's VP and the winners, when the game ended. */
  result: { vps: number[]; winners: number[] } | null;
  /** stateHash of the final state. */
  hash: string;
}

export const outcomeOf = (r: GameRecord): GameOutcome => ({
  seed: r.seed, error: r.error, turn: r.state.turn, actions: r.actions.length, hash: stateHash(r.state),
  result: r.state.result ? { vps: r.state.result.scores.map((s) => s.vp), winners: [...r.state.result.winners] } : null,
});

export function summarise(games: readonly (GameRecord | GameOutcome)[], meta: { players: number; bots: string; seed: number; seconds: number; sets?: string[]; epics?: boolean; threads?: number }): SimReport {
  const records = games.map((g) => ('state' in g ? outcomeOf(g) : g));
  const done = records.filter((r) => r.error === null && r.result);
  const vps = done.flatMap((r) => r.result!.vps);
  const winsBySeat = Array(meta.players).fill(0);
  for (const r of done) for (const w of r.result!.winners) winsBySeat[w] += 1;
  return {
    mode: 'classic', players: meta.players, sets: meta.sets ?? [], epics: !!meta.epics, bots: meta.bots, seed: meta.seed,
    ...countsOf(records, done.length),
    avgTurns: round(mean(done.map((r) => r.turn))),
    avgActions: round(mean(done.map((r) => r.actions))),
    gamesPerSecond: speedOf(records.length, meta.seconds),
    threads: meta.threads ?? 1,
    winsBySeat,
    vp: { mean: round(mean(vps)), min: vps.length ? Math.min(...vps) : 0, max: vps.length ? Math.max(...vps) : 0 },
    finalStateHash: hashOfAll(records.map((r) => r.hash)),
  };
}

/** The classic report in words. */
export function describeClassic(r: SimReport): string {
  return [
    `classic, ${r.players} players, sets ${['base', ...r.sets].join(',')}${r.epics ? ' with Epics' : ''}, bots ${r.bots}, seeds ${r.seed}..${r.seed + r.games - 1}`,
    ...countLines(r),
    `average turns ${r.avgTurns} (${r.avgActions} actions), ${r.gamesPerSecond} games/s on ${r.threads} thread${r.threads > 1 ? 's' : ''}`,
    `wins by seat ${r.winsBySeat.join(' / ')}`,
    `VP mean ${r.vp.mean}, min ${r.vp.min}, max ${r.vp.max}`,
    `final state hash ${r.finalStateHash}`,
  ].join('\n');
}

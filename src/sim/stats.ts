// Aggregates headless games into the figures `npm run sim` prints.
import { stateHash } from '../engine';
import type { GameRecord } from './play-game';

export interface SimReport {
  mode: 'classic';
  players: number;
  /** The expansion sets in (base is always in) and whether Epics were on. */
  sets: string[];
  epics: boolean;
  bots: string;
  seed: number;
  games: number;
  completed: number;
  errors: number;
  errorSamples: { seed: number; error: string }[];
  avgTurns: number;
  avgActions: number;
  gamesPerSecond: number;
  /** The threads the games were played on (parallel-sim.ts): games/s counts them all. */
  threads: number;
  winsBySeat: number[];
  vp: { mean: number; min: number; max: number };
  finalStateHash: string;
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
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
  return {
    mode: 'classic', players: meta.players, sets: meta.sets ?? [], epics: !!meta.epics, bots: meta.bots, seed: meta.seed,
    games: records.length,
    completed: done.length,
    errors: records.length - done.length,
    errorSamples: records.filter((r) => r.error).slice(0, 5).map((r) => ({ seed: r.seed, error: r.error! })),
    avgTurns: round(mean(done.map((r) => r.turn))),
    avgActions: round(mean(done.map((r) => r.actions))),
    gamesPerSecond: round(records.length / Math.max(meta.seconds, 1e-9), 1),
    threads: meta.threads ?? 1,
    winsBySeat,
    vp: { mean: round(mean(vps)), min: vps.length ? Math.min(...vps) : 0, max: vps.length ? Math.max(...vps) : 0 },
    finalStateHash: stateHash(records.map((r) => r.hash)),
  };
}

// Aggregates headless cooperative games into the figures `npm run sim -- --mode coop` prints.
import { stateHash } from '../engine';
import type { CoopGameRecord } from './play-coop';

export interface CoopSimReport {
  mode: 'coop';
  players: number;
  difficulty: string;
  bots: string;
  seed: number;
  games: number;
  completed: number;
  errors: number;
  errorSamples: { seed: number; error: string }[];
  heroWins: number;
  poseidonWins: number;
  /** Games the heroes won by destroying the seven pillars (the rest of their wins are on VP). */
  pillarWins: number;
  /** The players' phases played (board.round at the end), averaged over completed games. */
  avgPhases: number;
  avgActions: number;
  /** Pillars the heroes destroyed, per game; the team's VP and Poseidon's at the end. */
  avgPillarsDestroyed: number;
  vp: { heroes: number; poseidon: number };
  gamesPerSecond: number;
  finalStateHash: string;
}

export function summariseCoop(records: CoopGameRecord[], meta: { players: number; difficulty: string; bots: string; seed: number; seconds: number }): CoopSimReport {
  const done = records.filter((r) => r.error === null && r.state.result?.coop);
  const coop = done.map((r) => r.state.result!.coop!);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
  const last = records[records.length - 1];
  return {
    mode: 'coop', players: meta.players, difficulty: meta.difficulty, bots: meta.bots, seed: meta.seed,
    games: records.length,
    completed: done.length,
    errors: records.length - done.length,
    errorSamples: records.filter((r) => r.error).slice(0, 5).map((r) => ({ seed: r.seed, error: r.error! })),
    heroWins: coop.filter((c) => c.heroesWin).length,
    poseidonWins: coop.filter((c) => !c.heroesWin).length,
    pillarWins: coop.filter((c) => c.heroesWin && c.reason === 'pillars').length,
    avgPhases: round(mean(done.map((r) => r.state.board.round))),
    avgActions: round(mean(done.map((r) => r.actions.length))),
    avgPillarsDestroyed: round(mean(done.map((r) => r.state.players.reduce((s, p) => s + p.pillars.length, 0)))),
    vp: { heroes: round(mean(coop.map((c) => c.heroes))), poseidon: round(mean(coop.map((c) => c.poseidon))) },
    gamesPerSecond: round(records.length / Math.max(meta.seconds, 1e-9), 1),
    finalStateHash: last ? stateHash(last.state) : '',
  };
}

export function describeCoop(r: CoopSimReport): string {
  const pct = (n: number) => (r.completed ? `${Math.round((1000 * n) / r.completed) / 10}%` : '-');
  return [
    `coop, ${r.players} heroes, ${r.difficulty}, bots ${r.bots}, seeds ${r.seed}..${r.seed + r.games - 1}`,
    `games ${r.games}, completed ${r.completed}, errors ${r.errors}`,
    ...r.errorSamples.map((e) => `  seed ${e.seed}: ${e.error}`),
    `hero wins ${r.heroWins} (${pct(r.heroWins)}; ${r.pillarWins} by the seven pillars), Poseidon wins ${r.poseidonWins} (${pct(r.poseidonWins)})`,
    `average phases ${r.avgPhases} (${r.avgActions} actions), pillars destroyed ${r.avgPillarsDestroyed} per game, ${r.gamesPerSecond} games/s`,
    `VP at the end: heroes ${r.vp.heroes}, Poseidon ${r.vp.poseidon}`,
    `final state hash ${r.finalStateHash}`,
  ].join('\n');
}

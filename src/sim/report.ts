// What every mode's sim report holds (the envelope), and the rules its figures follow. A mode's figures
// (stats.ts, coop-stats.ts) put the envelope's keys among their own: the printed JSON is the oracle of
// test/sim/same-games.test.ts and the CLI tests, so each mode keeps its keys in their order.
import { stateHash } from '../engine';

/** The figures every mode reports, whatever else it counts. */
export interface ReportEnvelope {
  mode: string;
  games: number;
  completed: number;
  errors: number;
  errorSamples: { seed: number; error: string }[];
  avgActions: number;
  gamesPerSecond: number;
  finalStateHash: string;
}

/** What the envelope needs of one game. */
export interface PlayedGame {
  seed: number;
  error: string | null;
}

export const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
export const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

/** The counts, in the order every report prints them: games, completed, errors, the first errors. */
export function countsOf(records: readonly PlayedGame[], completed: number) {
  return {
    games: records.length,
    completed,
    errors: records.length - completed,
    errorSamples: records.filter((r) => r.error).slice(0, 5).map((r) => ({ seed: r.seed, error: r.error! })),
  };
}

/** Games per second over the whole run (every thread). */
/** Games per second: one decimal, or three below one a second (a searching team's coop games take ~40 s). */
export const speedOf = (games: number, seconds: number) => { const speed = games / Math.max(seconds, 1e-9); return round(speed, speed < 1 ? 3 : 1); };

/** The final state hash of a classic run: of every game's final state, in seed order. */
export const hashOfAll = (hashes: readonly string[]) => stateHash(hashes);
/** The final state hash of a cooperative run: of the last game's final state only (kept as printed
 *  since the mode began; '' for no game). */
export const hashOfLast = (state: unknown) => (state === undefined ? '' : stateHash(state));

/** The report's first lines in words: the counts and the first errors. */
export const countLines = (r: ReportEnvelope) => [
  `games ${r.games}, completed ${r.completed}, errors ${r.errors}`,
  ...r.errorSamples.map((e) => `  seed ${e.seed}: ${e.error}`),
];

// Flat Monte Carlo over a decision's candidates with successive halving (issue 26): every candidate is
// tried on the same guesses of the hidden cards (common samples: the comparison is between moves, not
// between lucky deals), the weaker half is dropped after each round, and the playouts a round saves go
// to the candidates left. The budget is a count of playouts, never time: a decision replays exactly.

export interface SearchProblem<S> {
  /** How many candidates there are (at least one). */
  readonly count: number;
  /** The guess numbered `sample` of what the deciding side cannot see: a state it owns. */
  sample(sample: number): S;
  /** The worth, for the deciding side, of candidate `index` played in `state` (which it may change). */
  value(state: S, index: number): number;
}

export interface SearchResult {
  best: number;
  /** Playouts run, and the mean value of each candidate (NaN: dropped before its first sample). */
  playouts: number;
  means: number[];
}

/** The candidate with the best mean value after `budget` playouts (the first among equals: candidate 0,
 *  the rollout policy's own choice, wins ties, so the search only departs from it for a reason). */
export function searchBest<S>(problem: SearchProblem<S>, budget: number): SearchResult {
  return drain(searchSteps(problem, budget));
}

/** The same search in steps, one playout each: a worker may pause between them (bot.worker.ts). */
export function* searchSteps<S>(problem: SearchProblem<S>, budget: number): Generator<void, SearchResult> {
  const n = problem.count;
  const sums = new Array<number>(n).fill(0);
  const runs = new Array<number>(n).fill(0);
  if (n <= 1) return { best: 0, playouts: 0, means: [NaN] };
  let alive = Array.from({ length: n }, (_, i) => i);
  const rounds = Math.max(1, Math.ceil(Math.log2(n)));
  let spent = 0;
  let next = 0; // the next sample's number: each round draws new guesses, shared by its candidates
  for (let round = 0; round < rounds && alive.length > 1; round++) {
    const per = Math.max(1, Math.floor((budget - spent) / (alive.length * (rounds - round))));
    for (let k = 0; k < per; k++, next++) {
      for (const i of alive) {
        sums[i] += problem.value(problem.sample(next), i);
        runs[i]++;
        spent++;
        yield;
      }
    }
    const mean = (i: number) => sums[i] / runs[i];
    alive = [...alive].sort((a, b) => mean(b) - mean(a) || a - b).slice(0, Math.max(1, Math.ceil(alive.length / 2)));
  }
  const means = sums.map((s, i) => (runs[i] ? s / runs[i] : NaN));
  const best = alive.reduce((b, i) => (means[i] > means[b] || (means[i] === means[b] && i < b) ? i : b), alive[0]);
  return { best, playouts: spent, means };
}

/** Runs steps to their end at once. */
export function drain<T>(steps: Generator<void, T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

// Answers the rules compute again and again about one unchanging state (what a field card costs a
// seat, what a seat brings against it), kept for that state object until the next action: the bots,
// legalActions, views and check all ask them for the same state. A state is data that apply() never
// changes; applyInPlace() changes its state, so every action (changing()) drops what was kept, and
// nothing is kept while an action runs. Kept in one typed table for the state last asked about (a
// number per key, stamped with the reading it belongs to), so keeping allocates nothing.
let running = 0;
/** Counts the actions run: a reading kept with the count it was made at holds for the same state object
 *  until the next action (the promise above). */
let epoch = 0;

/** The current count of actions run, or -1 while one runs (nothing read then may be kept). */
export const readEpoch = (): number => (running ? -1 : epoch);
/** The count, even while an action runs (it stays the same until the action ends): for readings that
 *  also follow what changes during an action (ruling.ts). */
export const rawEpoch = (): number => epoch;

/** A state was made or changed outside an action (a setup): readings kept until now are dropped. */
export function noteChanged(): void {
  epoch++;
}

/** Keys are below this (they are built from a card's uid, a seat and a few flags: see values.ts; uids
 *  under 1024 fit, and a game deals a few hundred cards): 512 KB in all. A larger key is not kept. */
export const ANSWER_KEYS = 1 << 16;
const values = new Int32Array(ANSWER_KEYS);
const stamps = new Uint32Array(ANSWER_KEYS);
let stamp = 1;
let stampedState: object | null = null;
let stampedEpoch = -1;
/** null is kept as this (answers are null, or whole numbers of at least 0). */
const NULL = -1;

/** Whether answers about `state` may be kept now; if so, the table is set to hold that state's. */
function tableFor(state: object): boolean {
  if (running) return false;
  if (state !== stampedState || epoch !== stampedEpoch) {
    stampedState = state;
    stampedEpoch = epoch;
    if (++stamp === 0xffffffff) { stamps.fill(0); stamp = 1; }
  }
  return true;
}

/** The answer kept for `key` about this state, or undefined when none is (or none may be). */
export function keptAnswer(state: object, key: number): number | null | undefined {
  if (!tableFor(state) || key >= ANSWER_KEYS || stamps[key] !== stamp) return undefined;
  const v = values[key];
  return v === NULL ? null : v;
}

/** Keeps an answer about this state until the next action (nothing while one runs). */
export function keepAnswer(state: object, key: number, answer: number | null): void {
  if (!tableFor(state) || key >= ANSWER_KEYS) return;
  if (answer !== null && !(answer >= 0 && answer <= 0x7fffffff && Number.isInteger(answer))) return; // not what the table holds
  stamps[key] = stamp;
  values[key] = answer === null ? NULL : answer;
}

/** Runs an action (it changes a state): nothing is kept meanwhile, and what was kept before is dropped. */
export function changing<T>(run: () => T): T {
  running++;
  epoch++;
  try {
    return run();
  } finally {
    running--;
    epoch++;
  }
}

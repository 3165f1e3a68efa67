// Answers the rules compute again and again about one unchanging state (what a field card costs a
// seat, what a seat brings against it), kept per state object: legalActions, view, the bots and check
// all ask them for the same state. A state is data that apply() never changes; applyInPlace() changes
// its state, so it drops that state's answers, and nothing is kept while an action runs.
const answers = new WeakMap<object, Map<number, number | null>>();
let running = 0;
/** Counts the actions run: a reading kept with the count it was made at holds for the same state object
 *  until the next action (the same promise as the answers above). */
let epoch = 0;

/** The current count of actions run, or -1 while one runs (nothing read then may be kept). */
export const readEpoch = (): number => (running ? -1 : epoch);

/** The answers kept for this state, or null while an action is running (the state is changing). */
export function answersFor(state: object): Map<number, number | null> | null {
  if (running) return null;
  let found = answers.get(state);
  if (!found) answers.set(state, (found = new Map()));
  return found;
}

/** Runs an action on `state`: nothing is kept meanwhile, and what was kept about it is dropped. */
export function changing<T>(state: object, run: () => T): T {
  answers.delete(state);
  running++;
  epoch++;
  try {
    return run();
  } finally {
    running--;
    epoch++;
    answers.delete(state);
  }
}

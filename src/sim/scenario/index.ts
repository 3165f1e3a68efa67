// Rules scenarios: a mid-game state written by hand, the actions to take, and what must hold after.
// A scenario is plain JSON (docs/scenarios.md): cards are named by printed number, decks and the
// reserve are listed top first, and actions name cards by reference ("hand:69", "field:2").
// Pure functions only: no fs here (the CLI in ../scenario-cli.ts reads the files).
//
// One job per file: schema.ts (the file format as zod schemas, and its types), refs.ts (card
// references: "hand:69"), load.ts (validation, ScenarioError), builder.ts (the GameState it
// describes), runner.ts (playing its steps), checker.ts (checking expectations and conservation,
// printing the checks). Each mode has its part, listed in scenario-modes.ts (driver.ts says what a part
// gives): mode-classic.ts (load-classic.ts, builder-classic.ts, to-action.ts) and mode-coop.ts
// (schema-coop.ts, load-coop.ts, builder-coop.ts, checker-coop.ts); parse.ts and builder-players.ts
// hold what every mode's files share.
export type { AnswerStep, AnyExpectation, AnyStep, ClassicScenario, DoStep, Expectation, MissingErrorCodes, MissingEventTypes, Scenario, ScenarioState, Step } from './schema';
export type { CoopExpectation, CoopScenario, CoopScenarioState, CoopStep, MissingCoopErrorCodes, MissingCoopEventTypes } from './schema-coop';
export { parseRef, resolveRefs, type Ref } from './refs';
export { loadScenario, ScenarioError } from './load';
export { buildState } from './builder';
export { describeStep, runScenario } from './runner';
export { conservation, formatCheck, formatFailures, tablePlaces, type Check, type ScenarioResult } from './checker';
export { placedCards } from './checker-coop';
export { DEFAULT_SCENARIO_MODE, SCENARIO_MODES, scenarioModeOf } from './scenario-modes';
export type { Driver, ScenarioHead, ScenarioMode } from './driver';

// God of War's scenarios run here too (its part is registered at run time until the mode has its table).

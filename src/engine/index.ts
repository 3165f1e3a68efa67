// The headless rules engine: pure data in, pure data out.
export * from './classic/types';
export { apply, applyAction, applyInPlace, classicRules } from './classic/ruleset';
export { redactEvents } from './classic/redact';
export { RULESETS, rulesetFor, MODES, type Mode } from './rulesets';
export type { Ruleset, Side, Viewer } from './core/ruleset';
export { legalActions } from './classic/legal';
export { view, type ViewOptions, type GameView, type PlayerView, type CardRef, type FieldCardView, type MarkerView, type EpicView } from './classic/view';
export { newGame, validateSetup, SetupError, HEROES } from './classic/setup';
export { score, scoreSeat } from './classic/scoring';
export { fieldCost, playedValue, offered, facingCards } from './classic/values';
export { locate } from './classic/zones';
export { stateHash } from './core/hash';
export { markersOf, isMarked, hasMarker, healNeeded, markedCards } from './classic/markers';
export { faceable } from './classic/acquire';
export { epicsFor, EPIC_NEEDS } from './classic/epics';
export { healValue } from './classic/values';
export { seededRandom } from './core/rng';

// The headless rules engine: pure data in, pure data out.
export * from './types';
export { apply, applyAction, applyInPlace } from './apply';
export { legalActions } from './legal';
export { view, type ViewOptions, type GameView, type PlayerView, type CardRef, type FieldCardView, type MarkerView, type EpicView } from './view';
export { newGame, validateSetup, SetupError, HEROES } from './setup';
export { score, scoreSeat } from './scoring';
export { fieldCost, playedValue, offered, facingCards } from './values';
export { locate } from './zones';
export { stateHash } from './hash';
export { markersOf, isMarked, hasMarker, healNeeded, markedCards } from './markers';
export { faceable } from './acquire';
export { epicsFor, EPIC_NEEDS } from './epics';
export { healValue } from './values';

// The headless rules engine, pure data in, pure data out: its public entry (docs/architecture.md).
// The rest of the app, the bots and the tools reach the rules through here.

// The core and the rulesets; `rules(mode)` gives every mode the same verbs (setup, apply, applyAction,
// applyInPlace, refusal, legal, toAct, view, redact, parseAction). The per-mode names below (apply…,
// applyCoop…, legalActions, coopLegalActions, coopToAct, coopView…) are kept until callers move (issue 24).
export type { Ruleset, Side, Viewer } from './core/ruleset';
export { RULESETS, rulesetFor, MODES, rules, type Mode, type ModeRules } from './rulesets';
export { stateHash } from './core/hash';
import type { ClassicPhase, GameResult as TableResult, TableState } from './classic/types';
import type { CoopBoard, CoopOutcome, CoopPhase } from './coop/types';
import type { GameView as TableView } from './classic/view';
export { seededRandom } from './core/rng';

// The classic game: its state, actions and events; setup, apply, legal moves, views and events per
// viewer, scores.
export * from './classic/types';
// The names above read the cooperative board and outcome as optional parts of any state and result,
// as before the table kit: kept until callers move (issue 24). Inside the engine, GameState is the
// table's state (table/types.ts) and CoopState the cooperative one (coop/types.ts).
export type GameResult = TableResult & { coop?: CoopOutcome };
export type GameState = TableState<string, string, GameResult> & { board?: CoopBoard };
export type Phase = ClassicPhase | CoopPhase;
export type GameView = TableView & { result: GameResult | null };
export { apply, acceptAction, applyAction, applyInPlace, refusal, classicRules } from './classic/ruleset';
export { actionSchema, parseAction } from './classic/action-schema';
export { newGame, validateSetup, SetupError, HEROES } from './classic/setup';
export { legalActions, playsFacing } from './classic/legal';
export { view, lazyView, type ViewOptions, type PlayerView, type CardRef, type FieldCardView, type MarkerView, type EpicView } from './classic/view';
export { redactEvents, seesPlace } from './classic/redact';
export { score, scoreSeat } from './classic/scoring';

// Rule readings the table and the tools show (costs, values, markers, where a card is).
export { fieldCost, playedValue, offered, facingCards, healValue } from './classic/values';
export { locate } from './table/zones';
export { markersOf, isMarked, hasMarker, healNeeded, markedCards } from './table/markers';
export { faceable } from './classic/acquire';
export { epicsFor, EPIC_NEEDS } from './classic/epics';

// The cooperative mode against Poseidon: setup, apply, legal moves, views, the flood preview.
export * from './coop/types';
export { coopRules, applyCoop, acceptCoopAction, applyCoopAction, applyCoopInPlace } from './coop/ruleset';
export { newCoopGame, validateCoopSetup, CoopSetupError, coopEpicsFor } from './coop/setup';
export { legalActions as coopLegalActions, toAct as coopToAct } from './coop/legal';
export { coopView, type CoopView, type CoopViewOptions, type BoardView, type PileView } from './coop/view';
export { previewPoseidon, type FloodPreviewStep } from './coop/preview';
export { parseCoopAction, coopActionSchema } from './coop/action-schema';
export { givable } from './coop/actions';
export { poseidonVpParts, type PoseidonVpParts } from './coop/end';

// The headless rules engine, pure data in, pure data out: its public entry (docs/architecture.md).
// The rest of the app, the bots and the tools reach the rules through here.

// The core and the rulesets; `rules(mode)` gives every mode the same verbs (setup, apply, applyAction,
// applyInPlace, accept, refusal, legal, toAct, view, redact, parseAction): callers reach a mode's rules
// through it. The few names below that belong to one mode say which in their name (classic…, coop…):
// no unprefixed name means "classic".
export type { Ruleset, Side, Viewer, ApplyResult as RulesApplyResult } from './core/ruleset';
export { RULESETS, rulesetFor, MODES, rules, registerRuleset, addModeEntry, type Mode, type ModeRules } from './rulesets';
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
/** Any mode's state and events, as the layers that hold a game without knowing its mode see them
 *  (sessions, saves, undo, the flow kit): a state names its mode; an event its type. */
export type AnyState = { readonly mode: string; readonly result?: unknown };
/** Every mode sets its state's result when its game ends, and only then. */
export const isOver = (state: AnyState): boolean => state.result !== null && state.result !== undefined;
export type AnyEvent = { readonly type: string };
export type GameView = TableView & { result: GameResult | null };
export { classicRules } from './classic/ruleset';
export { actionSchema as classicActionSchema } from './classic/action-schema';
export { validateSetup as validateClassicSetup, SetupError as ClassicSetupError, HEROES } from './classic/setup';
// The classic lister narrowed to one kind of action, and the classic view with its options (the scores
// only when asked; built part by part as read): what the classic table and bots use beyond rules(mode).
export { legalActions as classicLegalActions, playsFacing } from './classic/legal';
export { view as classicView, lazyView as lazyClassicView, type ViewOptions, type PlayerView, type CardRef, type FieldCardView, type MarkerView, type EpicView } from './classic/view';
export { seesPlace } from './classic/redact';
export { score as classicScore, scoreSeat as classicScoreSeat } from './classic/scoring';

// Rule readings the table and the tools show (costs, values, markers, where a card is).
export { fieldCost, playedValue, offered, facingCards, healValue } from './classic/values';
export { locate } from './table/zones';
export { markersOf, isMarked, hasMarker, healNeeded, markedCards } from './table/markers';
export { faceable } from './classic/acquire';
export { epicsFor, EPIC_NEEDS } from './classic/epics';

// The cooperative mode against Poseidon: setup, apply, legal moves, views, the flood preview.
export * from './coop/types';
export { coopRules } from './coop/ruleset';
export { validateCoopSetup, CoopSetupError, coopEpicsFor } from './coop/setup';
// The coop view with its options (the heroes' scores only when asked), as classicView.
export { coopView, type CoopView, type CoopViewOptions, type BoardView, type PileView } from './coop/view';
export type { CoopErrorCode } from './coop/actions';
export { previewPoseidon, type FloodPreviewStep } from './coop/preview';
/** The printed parts of a face-up card Poseidon applies when he takes it (a public fact of the card). */
export { appliedParts } from './coop/poseidon';
export { coopActionSchema } from './coop/action-schema';
export { givable } from './coop/actions';
export { poseidonVpParts, type PoseidonVpParts } from './coop/end';
export { roundsToTop, stalled } from './coop/stall';
export { QUIET_OFFER_ROUNDS, quietRounds } from './coop/quiet';

// God of War: The Card Game (its own state, no shared table): everything the layers above read of it.
export {
  GOW, gowRules, copyGow, setupGow, GowSetupError, gowActionSchema, contentSet, addContentSet, DEFAULT_CONTENT, loadContent, ContentError,
  cardById, placedCards, layScenario, ROUND_CAP,
  type GowCode, type GowState, type GowAction, type GowEvent, type GowResult, type GowPending, type PlayedCard as GowPlayedCard, type GowView, type GowSlotView,
  type GowSetup, type Content as GowContent, type CardDef as GowCardDef, type CardOption as GowCardOption, type Effect as GowEffect,
} from './gow';
export { gowView } from './gow/view';

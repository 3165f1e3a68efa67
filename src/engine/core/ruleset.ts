// A ruleset is one object the core is given (in the spirit of boardgame.io's game object): how a game
// is set up, which actions exist and when they may be taken, what they do, who may act, what each side
// may see. The core runs any of them the same way (pipeline.ts) and knows none of them.
import type { EngineError } from './errors';

export type Seat = number;
/**
 * Who acts: a seat at the table, or an actor that is not a seat and plays by the rules' own policy
 * (the cooperative mode's Poseidon). "The active player" and "an opponent" are the ruleset's words.
 */
export type Side = Seat | string;
/** Who looks: a side, or an audience that sees only what is public. */
export type Viewer = Side | 'audience';

/** The state of any game: plain data that says which ruleset it follows. */
export interface RulesetState { mode: string }

export type ApplyResult<S, E, Code extends string = string> =
  | { ok: true; state: S; events: E[] }
  | { ok: false; error: EngineError<Code> };

export interface Ruleset<S extends RulesetState, A, E, V, Options = unknown, Code extends string = string> {
  readonly mode: S['mode'];
  /** A new game, and what happened while it was dealt. */
  setup(options: Options): { state: S; events: E[] };
  /** Untrusted input (a tap, a save, a file, a network message) checked against the action schema. */
  parseAction(input: unknown): { ok: true; action: A } | { ok: false; message: string };
  /** Throws a RuleError when the action may not be taken now; changes nothing. */
  check(state: S, action: A): void;
  /** Carries out an accepted action on `state` (effects and all, until a choice is needed). */
  execute(state: S, action: A, events: E[]): void;
  /** A copy of a state that no later change of the original can reach. */
  copy(state: S): S;
  /** Every action `side` may take now: the UI highlights from it, bots choose from it. */
  legalActions(state: S, side: Side): A[];
  /** The side that must act now (a choice in progress first), or null once the game is over. */
  toAct(state: S): Side | null;
  /** What `viewer` may see. */
  view(state: S, viewer: Viewer): V;
  /** The events `viewer` may know: hidden cards are not named (a draw is named to its owner alone). */
  redactEvents(state: S, events: readonly E[], viewer: Viewer): E[];
  /** The error codes' shape, for the pipeline's own failures. */
  readonly malformedCode: Code;
  readonly internalCode: Code;
}

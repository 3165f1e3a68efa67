// Each mode's rules as saves, replays, share codes and undo use them: the engine's ruleset of the mode
// (RULESETS) with the core pipeline's verbs, typed on the table's state so that a caller holds a game
// of any mode without knowing which. A mode is one line of ENGINES (its ruleset is the engine's).
import {
  acceptAction, acceptCoopAction, applyAction, applyCoopAction, applyCoopInPlace, applyInPlace, RULESETS,
  type ApplyResult, type GameEvent, type GameState, type Mode, type Side,
} from '../engine';

/** The verbs every mode's rules answer, on any mode's state and untyped actions (parsed by the save). */
export interface ModeRules {
  readonly mode: Mode;
  /** A new game from a save's setup (throws when the setup is refused). */
  setup(options: unknown): { state: GameState; events: GameEvent[] };
  parseAction(input: unknown): { ok: true; action: unknown } | { ok: false; message: string };
  /** The edge: the input parsed into a plain action of its own fields, or apply()'s error for it. */
  accept(input: unknown): { ok: true; action: unknown } | Extract<ApplyResult, { ok: false }>;
  /** The pipeline's apply on a copy (the state given is untouched). */
  applyAction(state: GameState, action: unknown): ApplyResult;
  /** The pipeline's apply changing `state` itself (a replay that owns its state). */
  applyInPlace(state: GameState, action: unknown): ApplyResult;
  legalActions(state: GameState, side: Side): unknown[];
  toAct(state: GameState): Side | null;
}

/** The pipeline (core/pipeline.ts createEngine) each ruleset is run by, as the engine exports it. */
const ENGINES = {
  classic: { accept: acceptAction, applyAction, applyInPlace },
  coop: { accept: acceptCoopAction, applyAction: applyCoopAction, applyInPlace: applyCoopInPlace },
} satisfies Record<Mode, unknown>;

// One cast per mode, here: each ruleset is typed on its own actions and options, which the save's
// schema (save-parts.ts) has already checked before they reach these verbs.
const MODE_RULES = Object.fromEntries(Object.entries(RULESETS).map(([mode, rules]) => {
  const engine = ENGINES[mode as Mode];
  return [mode, {
    mode,
    setup: rules.setup,
    parseAction: rules.parseAction,
    accept: engine.accept,
    applyAction: engine.applyAction,
    applyInPlace: engine.applyInPlace,
    legalActions: rules.legalActions,
    toAct: rules.toAct,
  } as unknown as ModeRules];
})) as Record<Mode, ModeRules>;

/** The rules of a mode (a save's, a state's: `rulesOf(state.mode as Mode)`). */
export const rulesOf = (mode: Mode): ModeRules => MODE_RULES[mode];

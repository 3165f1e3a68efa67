// Each mode's rules as saves, replays, share codes and undo use them: the engine's ruleset of the mode
// (`rules(mode)`: its ruleset with the core pipeline's verbs), typed on the table's state so that a
// caller holds a game of any mode without knowing which. A mode needs no line here.
import { rules, type ApplyResult, type GameEvent, type GameState, type Mode, type Side, type Viewer } from '../engine';

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
  /** The events `viewer` may know of those an action made (the audience's feed, a seat's table). */
  redact(state: GameState, events: readonly GameEvent[], viewer: Viewer): GameEvent[];
}

// One cast, here: each mode's verbs are typed on its own state, actions and options, which the save's
// schema (save-parts.ts) has already checked before they reach these verbs. Made when first asked, so a
// mode registered later (registerRuleset) has its line too.
const MODE_RULES: Partial<Record<Mode, ModeRules>> = {};
function erased(mode: Mode): ModeRules {
  const verbs = rules(mode);
  return {
    mode,
    setup: verbs.setup,
    parseAction: verbs.parseAction,
    accept: verbs.accept,
    applyAction: verbs.applyAction,
    applyInPlace: verbs.applyInPlace,
    legalActions: verbs.legal,
    toAct: verbs.toAct,
    redact: verbs.redact,
  } as unknown as ModeRules;
}

/** The rules of a mode (a save's, a state's: `rulesOf(state.mode as Mode)`). */
export const rulesOf = (mode: Mode): ModeRules => (MODE_RULES[mode] ??= erased(mode));

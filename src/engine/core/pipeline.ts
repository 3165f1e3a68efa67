// The apply pipeline every ruleset shares: check, copy (unless the caller owns the state), execute,
// with the per-state answers dropped while the state changes. A refused action changes nothing.
import { changing } from './read-cache';
import { RuleError, type EngineError } from './errors';
import type { ApplyResult, Ruleset, RulesetState } from './ruleset';

export interface Engine<S, A, E, Code extends string> {
  /** The edge: untrusted input is parsed against the action schema first. The state is untouched. */
  apply(state: S, input: unknown): ApplyResult<S, E, Code>;
  /**
   * The edge's first step alone: the input parsed against the action schema, a new plain object made
   * of the action's fields only (what a log or a save must keep, never the caller's object, whose
   * inherited fields or getters JSON would not see the same way), or the error apply() gives for it.
   */
  accept(input: unknown): { ok: true; action: A } | { ok: false; error: EngineError<Code> };
  /** For an action already well-formed (listed by legalActions, or parsed at an edge). */
  applyAction(state: S, action: A): ApplyResult<S, E, Code>;
  /**
   * Changes `state` itself and returns it, for a simulation that owns its state and keeps no earlier
   * one (bots' games, fuzzing). A refused action leaves it untouched, as apply() does; an internal
   * failure halfway may leave it half-changed, which ends such a game anyway.
   */
  applyInPlace(state: S, action: A): ApplyResult<S, E, Code>;
  /** Why the rules refuse this action now (the same answer apply() would give), or null: it may be taken. */
  refusal(state: S, action: A): EngineError<Code> | null;
}

export function createEngine<S extends RulesetState, A, E, V, O, Code extends string>(
  rules: Ruleset<S, A, E, V, O, Code>,
): Engine<S, A, E, Code> {
  function run(state: S, action: A, inPlace: boolean): ApplyResult<S, E, Code> {
    try {
      rules.check(state, action);
      const next = inPlace ? state : rules.copy(state);
      const events: E[] = [];
      changing(() => rules.execute(next, action, events));
      return { ok: true, state: next, events };
    } catch (e) {
      return { ok: false, error: errorOf(e) };
    }
  }
  function errorOf(e: unknown): EngineError<Code> {
    if (e instanceof RuleError) return { code: e.code as Code, key: e.key, message: e.message, ...(e.params ? { params: { ...e.params } } : {}) };
    return { code: rules.internalCode, key: 'error.internal', message: `the rules engine failed: ${(e as Error).message}` };
  }
  function accept(input: unknown): { ok: true; action: A } | { ok: false; error: EngineError<Code> } {
    const parsed = rules.parseAction(input);
    return parsed.ok ? parsed : { ok: false, error: { code: rules.malformedCode, key: 'error.malformed', message: parsed.message } };
  }
  return {
    apply(state, input) {
      const accepted = accept(input);
      return accepted.ok ? run(state, accepted.action, false) : accepted;
    },
    accept,
    applyAction: (state, action) => run(state, action, false),
    applyInPlace: (state, action) => run(state, action, true),
    refusal(state, action) {
      try {
        rules.check(state, action);
        return null;
      } catch (e) {
        return errorOf(e);
      }
    },
  };
}

// God of War: The Card Game as one ruleset object for the core (core/ruleset.ts): its own state, no
// shared table, registered with the engine like any mode (rulesets.ts).
import { RuleError } from '../core/errors';
import type { Ruleset } from '../core/ruleset';
import { gowActionSchema } from './action-schema';
import { check, execute } from './actions';
import { legalActions } from './legal';
import { setupGow, type GowSetup } from './setup';
import { GOW, type GowAction, type GowEvent, type GowState } from './types';
import { gowView, redactGowEvents, type GowView } from './view';

export type GowCode = 'malformed' | 'internal' | 'refused';

/** A copy no later change of the original reaches (the state is plain data: a deep copy of it; the
 *  card list only grows, and no uid ever names another card, so it is copied too, for plain safety). */
export const copyGow = (state: GowState): GowState => deepCopy(state);

function deepCopy<T>(value: T): T {
  if (Array.isArray(value)) return value.map(deepCopy) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = deepCopy(v);
  return out as T;
}

export const gowRules: Ruleset<GowState, GowAction, GowEvent, GowView, GowSetup, GowCode> = {
  mode: GOW,
  setup: setupGow,
  parseAction(input) {
    const parsed = gowActionSchema.safeParse(input);
    if (!parsed.success) return { ok: false, message: parsed.error.issues.map((i) => `${i.path.join('.') || 'action'}: ${i.message}`).join('; ') };
    return { ok: true, action: parsed.data as GowAction };
  },
  check(state, action) {
    try { check(state, action); } catch (e) {
      if (e instanceof RuleError) throw e;
      throw new RuleError('refused', 'error.gow.malformed', e instanceof Error ? e.message : String(e));
    }
  },
  execute,
  copy: copyGow,
  legalActions: (state, side) => legalActions(state, side as number),
  toAct: (state) => (state.result ? null : (state.pending?.seat ?? null)),
  view: gowView,
  redactEvents: redactGowEvents,
  malformedCode: 'malformed',
  internalCode: 'internal',
};

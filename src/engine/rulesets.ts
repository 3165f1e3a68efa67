// Every ruleset the engine runs, by the mode a state and a save carry, and the same verbs for each:
// `rules(mode)` sets a game up, applies, lists, views and redacts whatever the mode.
import { createEngine, type Engine } from './core/pipeline';
import type { Ruleset, RulesetState } from './core/ruleset';
import { classicRules } from './classic/ruleset';
import { coopRules } from './coop/ruleset';

export const RULESETS = { classic: classicRules, coop: coopRules } as const;
export type Mode = keyof typeof RULESETS;
export const MODES = Object.keys(RULESETS) as Mode[];

export const rulesetFor = (mode: string): (typeof RULESETS)[Mode] | null => (mode in RULESETS ? RULESETS[mode as Mode] : null);

/** A mode's verbs: its ruleset's, named the same for every mode, and its engine's (check, copy, execute). */
export interface ModeRules<S extends RulesetState, A, E, V, O, Code extends string> extends Engine<S, A, E, Code> {
  readonly mode: S['mode'];
  setup: Ruleset<S, A, E, V, O, Code>['setup'];
  parseAction: Ruleset<S, A, E, V, O, Code>['parseAction'];
  legal: Ruleset<S, A, E, V, O, Code>['legalActions'];
  toAct: Ruleset<S, A, E, V, O, Code>['toAct'];
  view: Ruleset<S, A, E, V, O, Code>['view'];
  redact: Ruleset<S, A, E, V, O, Code>['redactEvents'];
}

function verbsOf<S extends RulesetState, A, E, V, O, Code extends string>(ruleset: Ruleset<S, A, E, V, O, Code>): ModeRules<S, A, E, V, O, Code> {
  return {
    ...createEngine(ruleset),
    mode: ruleset.mode,
    setup: (options) => ruleset.setup(options),
    parseAction: (input) => ruleset.parseAction(input),
    legal: (state, side) => ruleset.legalActions(state, side),
    toAct: (state) => ruleset.toAct(state),
    view: (state, viewer) => ruleset.view(state, viewer),
    redact: (state, events, viewer) => ruleset.redactEvents(state, events, viewer),
  };
}

type VerbsOf<R> = R extends Ruleset<infer S, infer A, infer E, infer V, infer O, infer Code> ? ModeRules<S, A, E, V, O, Code> : never;
const VERBS: { [M in Mode]: VerbsOf<(typeof RULESETS)[M]> } = { classic: verbsOf(classicRules), coop: verbsOf(coopRules) };

/** The verbs of a mode. */
export const rules = <M extends Mode>(mode: M): (typeof VERBS)[M] => VERBS[mode];

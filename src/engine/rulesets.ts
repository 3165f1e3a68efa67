// Every ruleset the engine runs, by the mode a state and a save carry, and the same verbs for each:
// `rules(mode)` sets a game up, applies, lists, views and redacts whatever the mode.
import { createEngine, type Engine } from './core/pipeline';
import type { Ruleset, RulesetState } from './core/ruleset';
import { classicRules } from './classic/ruleset';
import { coopRules } from './coop/ruleset';
import { gowRules } from './gow/ruleset';

export const RULESETS = { classic: classicRules, coop: coopRules, gow: gowRules } as const;
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
const VERBS: { [M in Mode]: VerbsOf<(typeof RULESETS)[M]> } = { classic: verbsOf(classicRules), coop: verbsOf(coopRules), gow: verbsOf(gowRules) };

/** The verbs of a mode. */
export const rules = <M extends Mode>(mode: M): (typeof VERBS)[M] => VERBS[mode];

/**
 * Adds a mode the engine runs, beside the lines above, with no line anywhere else in the engine: a
 * test's toy mode shows that a new mode is its folder and its entries (test/modes/toy). The type
 * `Mode` names the modes written above; an added one is reached by the mode its states and saves
 * carry, as every layer above reaches a mode.
 */
export function registerRuleset<S extends RulesetState, A, E, V, O, Code extends string>(ruleset: Ruleset<S, A, E, V, O, Code>): void {
  if (ruleset.mode in RULESETS) throw new Error(`the mode "${ruleset.mode}" is already registered`);
  (RULESETS as Record<string, unknown>)[ruleset.mode] = ruleset;
  (VERBS as Record<string, unknown>)[ruleset.mode] = verbsOf(ruleset);
  MODES.push(ruleset.mode as Mode);
}

/**
 * Adds a registered mode's line to one of the per-mode tables above the engine (save parts, undo
 * policies, sim and scenario parts…), each typed `Record<Mode, …>` for the modes written in it.
 */
export function addModeEntry<T>(table: Readonly<Record<Mode, T>>, mode: string, entry: T): void {
  if (!(MODES as string[]).includes(mode)) throw new Error(`the mode "${mode}" is not registered with the engine (registerRuleset)`);
  if (mode in table) throw new Error(`the mode "${mode}" already has its line in this table`);
  (table as Record<string, T>)[mode] = entry;
}

// Every ruleset the engine runs, by the mode a state and a save carry.
import { classicRules } from './classic/ruleset';
import { coopRules } from './coop/ruleset';

export const RULESETS = { classic: classicRules, coop: coopRules } as const;
export type Mode = keyof typeof RULESETS;
export const MODES = Object.keys(RULESETS) as Mode[];

export const rulesetFor = (mode: string): (typeof RULESETS)[Mode] | null => (mode in RULESETS ? RULESETS[mode as Mode] : null);

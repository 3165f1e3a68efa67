// God of War's entries in the engine and the tools' tables, added at run time (engine/rulesets.ts,
// registerRuleset and addModeEntry): the mode is its folders and this one call until its table exists
// (issue 28 gives it its line in every typed table). Idempotent.
import { MODES, registerRuleset, addModeEntry, type Mode } from '../../engine';
import { GOW, gowRules } from '../../engine/gow';
import { gowSim } from '../modes/gow';
import { SIM_MODES } from '../sim-modes';
import { SCENARIO_MODES } from '../scenario/scenario-modes';
import { gowScenario } from '../scenario/mode-gow';
import { FUZZERS, type Fuzzer } from '../fuzz';
import { fuzzGowGame } from '../fuzz/gow';
import { BOTS, type BotFamily } from '../../bots/modes';
import { GOW_BOTS } from '../../bots/gow';

export function registerGow(): void {
  if ((MODES as string[]).includes(GOW)) return;
  registerRuleset(gowRules);
  addModeEntry(SIM_MODES, GOW, gowSim);
  addModeEntry(SCENARIO_MODES, GOW, gowScenario);
  addModeEntry(BOTS as Record<Mode, BotFamily>, GOW, GOW_BOTS as BotFamily);
  addModeEntry(FUZZERS as Partial<Record<Mode, Fuzzer>> as Record<Mode, Fuzzer>, GOW, { game: fuzzGowGame });
}

// God of War's entries in the tools' tables (sim, scenario runner, fuzz), after the mode's own entry
// (modes/gow.ts: the engine, saves, undo, bots). Idempotent.
import { addModeEntry, type Mode } from '../../engine';
import { GOW } from '../../engine/gow';
import { registerGowMode } from '../../modes/gow';
import { gowSim } from '../modes/gow';
import { SIM_MODES } from '../sim-modes';
import { SCENARIO_MODES } from '../scenario/scenario-modes';
import { gowScenario } from '../scenario/mode-gow';
import { FUZZERS, type Fuzzer } from '../fuzz';
import { fuzzGowGame } from '../fuzz/gow';

export function registerGow(): void {
  if (GOW in SIM_MODES) return;
  registerGowMode();
  addModeEntry(SIM_MODES, GOW, gowSim);
  addModeEntry(SCENARIO_MODES, GOW, gowScenario);
  addModeEntry(FUZZERS as Partial<Record<Mode, Fuzzer>> as Record<Mode, Fuzzer>, GOW, { game: fuzzGowGame });
}

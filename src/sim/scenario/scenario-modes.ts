// The scenario runner's modes: one entry per mode, by the "mode" a scenario file names (a missing one
// is a type error). A new mode adds its line here and its part (mode-<name>.ts: load, build, places,
// driver).
import { MODES, type Mode } from '../../engine';
import type { ScenarioMode } from './driver';
import { classicScenario } from './mode-classic';
import { coopScenario } from './mode-coop';
import { gowScenario } from './mode-gow';

export const SCENARIO_MODES = { classic: classicScenario, coop: coopScenario, gow: gowScenario } satisfies Record<Mode, ScenarioMode>;

/** The mode of a file that names none (the format began with the classic game alone). */
export const DEFAULT_SCENARIO_MODE: Mode = 'classic';

/** The part of a scenario's mode; the schema already refused an unknown one (this names the modes). */
export function scenarioModeOf(mode: string | undefined): ScenarioMode {
  const name = mode ?? DEFAULT_SCENARIO_MODE;
  if (!(MODES as string[]).includes(name)) throw new Error(`no scenario mode "${name}" (known: ${MODES.join(', ')})`);
  return SCENARIO_MODES[name as Mode];
}

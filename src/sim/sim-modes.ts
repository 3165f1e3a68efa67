// `npm run sim`'s modes: one entry per mode, by the name `--mode` takes (a missing one is a type error).
// A new mode adds its line here and its part in modes/ (what it reads, plays and reports).
import { MODES, type Mode } from '../engine';
import { ArgError } from './args';
import { classicSim } from './modes/classic';
import { coopSim } from './modes/coop';
import { gowSim } from './modes/gow';
import type { SimMode } from './modes/sim-mode';

export type { SimMode, SimRun } from './modes/sim-mode';

export const SIM_MODES = { classic: classicSim, coop: coopSim, gow: gowSim } satisfies Record<Mode, SimMode>;

/** The mode a run plays when `--mode` is not given. */
export const DEFAULT_SIM_MODE: Mode = 'classic';

/** The modes whose games may be shared among threads, for the message refusing `--threads`. */
export const threadedModes = () => MODES.filter((m) => SIM_MODES[m].threads);

/** The entry of `--mode NAME`; an unknown name is an ArgError listing the modes. */
export function simModeNamed(name: string): SimMode {
  if (!(MODES as string[]).includes(name)) throw new ArgError(`--mode ${name} is not known (${MODES.join(' or ')})`);
  return SIM_MODES[name as Mode];
}

// The fuzzers, by mode: each walks random games of its mode from a seed and checks the engine after
// every action. A mode without one is walked by the property tests instead (test/property: the classic
// game). `npm run fuzz:<mode>` runs fuzz-cli.ts --mode <mode>.
import type { Mode } from '../../engine';
import { fuzzCoopGame } from './coop';
import { fuzzGowGame } from './gow';

export interface FuzzOptions {
  seed: number;
  /** Chance (0..1) that a step tries every listed action on a copy, not only the one played. */
  tryAllListed?: number;
}

/** One walked game: its actions, the wrong actions tried (each had to be refused), what broke. */
export interface FuzzResult {
  steps: number;
  probes: number;
  violations: string[];
  over: boolean;
}

export interface Fuzzer {
  game(options: FuzzOptions): FuzzResult;
}

export const FUZZERS = {
  coop: { game: fuzzCoopGame },
  gow: { game: fuzzGowGame },
} satisfies Partial<Record<Mode, Fuzzer>>;

/** The modes with a fuzzer (read at each call: a mode registered at run time adds its own). */
export const fuzzedModes = () => Object.keys(FUZZERS) as (keyof typeof FUZZERS)[];

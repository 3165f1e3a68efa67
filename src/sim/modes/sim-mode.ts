// What `npm run sim` asks of a mode (sim-modes.ts lists one per mode).
import type { Args } from '../args';
import type { ReportEnvelope } from '../report';

export interface SimMode {
  /** Whether the mode's games can be shared among worker threads (`--threads`). */
  readonly threads: boolean;
  /**
   * Reads the run's options from the parsed arguments (an ArgError names a wrong one), plays its games
   * (`shown(done, total)` after each) and returns the report and its words.
   */
  play(args: Args, shown: (done: number, total: number) => void): Promise<SimRun>;
}

export interface SimRun {
  report: ReportEnvelope;
  /** The report in words (without --json). */
  describe(): string;
}


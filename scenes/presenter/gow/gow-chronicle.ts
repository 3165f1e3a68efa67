// God of War's chronicle: its events are no card table's, so its lines come from its own teller
// (gow-log.ts), with the undo horizon marked as on the other tables.
import type { GameEvent, GowEvent } from '../../../src/engine';
import type { HorizonMark } from '../../../src/app/undo';
import type { LogLine } from '../log';
import type { ChronicleLike } from '../table/chronicle';
import { markAfterMove } from '../undo-marker';

/** The whole game is kept, as on the other tables; a bound only against a runaway game. */
const LOG_KEEP = 5000;

export type GowTeller = (events: readonly GowEvent[]) => LogLine[];

export class GowChronicle implements ChronicleLike {
  readonly lines: LogLine[] = [];

  constructor(recent: readonly GameEvent[], private readonly teller: GowTeller) {
    this.lines.push(...teller(recent as unknown as GowEvent[]).slice(-LOG_KEEP));
  }

  /** Names come from the content set, never learnt from what is shown. */
  learn(): void {}

  tell(events: readonly GameEvent[], mark: HorizonMark | null = null, actions = 0): void {
    this.lines.push(...this.teller(events as unknown as GowEvent[]));
    markAfterMove(this.lines, mark, actions);
    if (this.lines.length > LOG_KEEP) this.lines.splice(0, this.lines.length - LOG_KEEP);
  }
}

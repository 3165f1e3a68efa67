// The table's chronicle, in every mode: the last lines of what happened, told from the events as the
// engine redacts them for the table's eyes. A line names cards by type; the chronicle never has the
// state's uid → type table, so it learns the cards it is shown face up (in views and events), as the
// audience's captions do: a card the table never saw stays unnamed. It opens on the mode's first lines
// (the turn being played, the water and the round…); a resumed game's on its last moves.
import type { GameEvent } from '../../../src/engine';
import type { HorizonMark } from '../../../src/app/undo';
import { eventsToLog, type LogLine } from '../log';
import { linesWithMark, markAfterMove } from '../undo-marker';

// The whole game is kept (issue 25: the chronicle scrolls back to round 1); a bound only against a
// runaway game.
const LOG_KEEP = 5000;

/** The events a mode's chronicle tells (the coop board tells a hero's turn by its own event). */
export type Told = (e: GameEvent) => boolean;

/** Lines a mode adds after a run of events, e.g. a summary of each Poseidon phase they close. */
export interface Summarizer {
  see(events: readonly GameEvent[]): LogLine[];
  /** The view the table shows now (before the next move's events). */
  look?(view: unknown): void;
}

/** What a table's chronicle does, whatever its mode tells (a mode with its own events writes its own). */
export interface ChronicleLike {
  readonly lines: LogLine[];
  learn(seen: unknown): void;
  tell(events: readonly GameEvent[], mark?: HorizonMark | null, actions?: number): void;
}

export class Chronicle implements ChronicleLike {
  readonly lines: LogLine[] = [];
  /** uid → card type, for the cards seen face up. */
  private readonly known: number[] = [];

  /** `recent`: a resumed game's last events, redacted; `mark`: where undo stops (src/app/undo.ts
   *  undoInfo), marked among them; `seen`: what the table shows now. */
  constructor(recent: readonly GameEvent[], mark: HorizonMark | null, seen: unknown, private readonly told: Told = () => true, private readonly summary?: Summarizer) {
    this.learnEvents(recent);
    this.learn(seen);
    this.lines.push(...linesWithMark(recent, this.known, mark, told).slice(-LOG_KEEP));
    // A resumed game's phases are counted from here on (its recent events told no summary).
    summary?.see(recent);
  }

  /** Learns every card a view shows face up (and lets the mode's summary read it). */
  learn(seen: unknown): void {
    this.summary?.look?.(seen);
    this.learnCards(seen);
  }

  private learnCards(seen: unknown): void {
    if (Array.isArray(seen)) {
      for (const item of seen) this.learnCards(item);
      return;
    }
    if (seen === null || typeof seen !== 'object') return;
    const ref = seen as { uid?: unknown; type?: unknown };
    if (typeof ref.uid === 'number' && typeof ref.type === 'number' && ref.uid >= 0 && ref.type >= 0) this.known[ref.uid] = ref.type;
    for (const value of Object.values(seen)) if (value !== null && typeof value === 'object') this.learnCards(value);
  }

  /** A move's events (redacted for the table's eyes). `mark`, `actions`: the undo horizon now and the
   *  number of actions: the move just told may be it. */
  tell(events: readonly GameEvent[], mark: HorizonMark | null = null, actions = 0): void {
    this.learnEvents(events);
    this.lines.push(...eventsToLog(events.filter(this.told), this.known));
    if (this.summary) this.lines.push(...this.summary.see(events));
    markAfterMove(this.lines, mark, actions);
    if (this.lines.length > LOG_KEEP) this.lines.splice(0, this.lines.length - LOG_KEEP);
  }

  private learnEvents(events: readonly GameEvent[]): void {
    for (const e of events) {
      const c = e as { uid?: unknown; card?: unknown };
      if (typeof c.uid === 'number' && typeof c.card === 'number' && c.uid >= 0 && c.card >= 0) this.known[c.uid] = c.card;
    }
  }
}

// The table's chronicle: the last lines of what happened, told from the engine's events. It opens on
// the turn being played; a resumed game's opens on its last moves, replayed from the save.
import type { GameEvent, GameState } from '../../../src/engine';
import type { HorizonMark } from '../../../src/app/undo';
import { eventsToLog, type LogLine } from '../log';
import { linesWithMark, markAfterMove } from '../undo-marker';

const LOG_KEEP = 80;

export class Chronicle {
  readonly lines: LogLine[] = [];

  /** `mark`: where undo stops (src/app/undo.ts undoInfo), marked among the resumed game's lines. */
  constructor(state: GameState, recent: readonly GameEvent[], mark: HorizonMark | null = null) {
    this.lines.push(...linesWithMark(recent, state.cards, mark).slice(-LOG_KEEP));
    const { active, turn, phase } = state;
    if (phase !== 'gameOver' && !this.lines.some((l) => l.key === 'log.turn')) this.lines.unshift({ key: 'log.turn', params: { hero: { seat: active }, turn }, seat: active });
  }

  /** `mark`, `actions`: the undo horizon now and the number of actions: the move just told may be it. */
  tell(events: GameEvent[], state: GameState, mark: HorizonMark | null = null, actions = 0): void {
    this.lines.push(...eventsToLog(events, state.cards));
    markAfterMove(this.lines, mark, actions);
    if (this.lines.length > LOG_KEEP) this.lines.splice(0, this.lines.length - LOG_KEEP);
  }
}

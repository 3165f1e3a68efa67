// The table's chronicle: the last lines of what happened, told from the engine's events. It opens on
// the turn being played; a resumed game's opens on its last moves, replayed from the save.
import type { GameEvent, GameState } from '../../../src/engine';
import { eventsToLog, type LogLine } from '../log';

const LOG_KEEP = 80;

export class Chronicle {
  readonly lines: LogLine[] = [];

  constructor(state: GameState, recent: readonly GameEvent[]) {
    this.lines.push(...eventsToLog([...recent], state.cards).slice(-LOG_KEEP));
    const { active, turn, phase } = state;
    if (phase !== 'gameOver' && !this.lines.some((l) => l.key === 'log.turn')) this.lines.unshift({ key: 'log.turn', params: { hero: { seat: active }, turn }, seat: active });
  }

  tell(events: GameEvent[], state: GameState): void {
    this.lines.push(...eventsToLog(events, state.cards));
    if (this.lines.length > LOG_KEEP) this.lines.splice(0, this.lines.length - LOG_KEEP);
  }
}

// The chronicle's mark of the undo horizon (issue 13: "the log shows that horizon"): one line, after
// the last move that revealed something (or another player's), which undo cannot go back past freely.
// Only the latest is kept: an older horizon no longer matters.
import type { GameEvent } from '../../src/engine';
import type { HorizonMark } from '../../src/app/undo';
import { eventsToLog, type LogLine } from './log';

export const isHorizonLine = (line: LogLine): boolean => line.key.startsWith('log.undoStops.');

export const horizonLine = (mark: Pick<HorizonMark, 'reason'>): LogLine => ({ key: `log.undoStops.${mark.reason}`, params: {} });

/** The lines of a resumed game's last events, with the mark where it falls among them (none when it
 *  falls before them). `keep`: which events to tell (the coop board leaves some out). */
export function linesWithMark(recent: readonly GameEvent[], cards: readonly number[], mark: HorizonMark | null, keep: (e: GameEvent) => boolean = () => true): LogLine[] {
  const cut = mark && mark.eventsAfter <= recent.length ? recent.length - mark.eventsAfter : null;
  if (cut === null || !mark) return eventsToLog(recent.filter(keep), cards);
  return [...eventsToLog(recent.slice(0, cut).filter(keep), cards), horizonLine(mark), ...eventsToLog(recent.slice(cut).filter(keep), cards)];
}

/** After a move has been told: when it is the new horizon, the mark moves to the end of the log. */
export function markAfterMove(lines: LogLine[], mark: HorizonMark | null, actions: number): void {
  if (!mark || mark.after !== actions) return;
  for (let i = lines.length - 1; i >= 0; i--) if (isHorizonLine(lines[i])) lines.splice(i, 1);
  lines.push(horizonLine(mark));
}

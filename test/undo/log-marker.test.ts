// The chronicle shows the undo horizon (issue 13: "the log shows that horizon"): one line after the
// last move that revealed something, moved on when a later move reveals more, and found again among a
// resumed game's last events (a reload, or the table rebuilt after an undo).
import { describe, expect, it } from 'vitest';
import type { Action, GameEvent } from '../../src/engine';
import { GameSession } from '../../src/session/game-session';
import { UndoLedger } from '../../src/undo/ledger';
import { isHorizonLine, linesWithMark, markAfterMove } from '../../scenes/presenter/undo-marker';
import type { LogLine } from '../../scenes/presenter/log';

const HOT_SEAT = [{ kind: 'human' as const }, { kind: 'human' as const }];

describe('the undo horizon in the chronicle', () => {
  it('marks the turn end that drew, once, and keeps it while the next player plays freely', () => {
    const session = GameSession.start({ seed: 1, heroes: ['seiya', 'ikki'] }, HOT_SEAT);
    const ledger = new UndoLedger(session);
    const lines: LogLine[] = [];
    const events: GameEvent[] = [];
    const play = (pick: (a: Action) => boolean) => {
      const result = session.send(session.legal().find(pick)!);
      if (!result.ok) throw new Error('refused');
      events.push(...result.events);
      lines.push({ key: 'log.x', params: {} });
      markAfterMove(lines, ledger.marker(), session.actionCount);
    };
    play((a) => a.type === 'play');
    expect(lines.filter(isHorizonLine)).toHaveLength(0); // nothing revealed yet
    play((a) => a.type === 'endTurn');
    expect(lines.at(-1)!.key).toMatch(/^log\.undoStops\./);
    play((a) => a.type === 'play');
    expect(lines.filter(isHorizonLine)).toHaveLength(1);
    expect(isHorizonLine(lines.at(-2)!)).toBe(true); // still after the turn end, not after the free play
    play((a) => a.type === 'endTurn');
    expect(lines.filter(isHorizonLine)).toHaveLength(1); // moved on: only the latest
    expect(isHorizonLine(lines.at(-1)!)).toBe(true);

    // A resumed game: the mark stands where the last reveal was among its recent events.
    const back = GameSession.resume({ ...session.toSave(), actions: session.history.slice(0, 3) }) as GameSession;
    const mark = new UndoLedger(back).marker()!;
    expect(mark.after).toBe(2);
    const resumed = linesWithMark(back.recentEvents, back.state.cards, mark);
    const at = resumed.findIndex(isHorizonLine);
    expect(at).toBeGreaterThan(0);
    expect(resumed.slice(at + 1).length).toBeGreaterThan(0); // the free play after it is told below it
  });
});

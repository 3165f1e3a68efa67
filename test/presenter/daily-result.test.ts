// The result of a daily game as a text to share (issue 13: "its result shareable as text with the
// share code"): the date, the mode, the score or the outcome, the turns, then the code.
import { describe, expect, it } from 'vitest';
import { dailyClassic, dailyCoop } from '../../src/app/daily';
import { GameSession } from '../../src/session/game-session';
import { CoopSession } from '../../src/session/coop-session';
import { dailyResultText } from '../../scenes/presenter/daily-result';

describe('the daily result text', () => {
  it('tells the date, the mode, the player’s score and rank, the turns and the code (classic)', () => {
    const d = dailyClassic('2026-11-24');
    const session = GameSession.start(d.setup, d.seats.map(() => ({ kind: 'bot' as const, bot: 'greedy' as const })));
    while (session.state.phase !== 'gameOver') session.send(session.botAction());
    const save = { ...session.toSave(), seats: d.seats };
    const text = dailyResultText(save, session.view('audience'), '2026-11-24', 'SSDB1-abc', 'en');
    const mine = session.state.result!.scores.find((s) => s.seat === 0)!;
    const lines = text.split('\n');
    expect(lines[0]).toBe('Saint Seiya Deck Building · daily game 2026-11-24');
    expect(lines[1]).toContain(`Classic, ${d.seats.length} players`);
    expect(lines[1]).toContain(`${mine.vp} VP, rank `);
    expect(lines[1]).toContain(`${session.state.turn} turns`);
    expect(lines[2]).toBe('Share code: SSDB1-abc');
    expect(dailyResultText(save, session.view('audience'), '2026-11-24', 'SSDB1-abc', 'fr')).toContain('partie du jour 2026-11-24');
  });

  it('tells the team’s outcome and the rounds (coop), and leaves the code out until it is made', () => {
    const d = dailyCoop('2026-11-24');
    const session = CoopSession.start(d.setup, d.seats.map(() => ({ kind: 'bot' as const, bot: 'greedy' as const })));
    for (let i = 0; i < 5000 && session.state.phase !== 'gameOver'; i++) session.send(session.botAction());
    const text = dailyResultText(session.toSave(), session.view('audience'), '2026-11-24', null, 'en');
    expect(text.split('\n')).toHaveLength(2);
    expect(text).toMatch(/Cooperative, \d heroes \((Easy|Normal)\) · Poseidon (defeated|won) \(\d+ – \d+\) · \d+ rounds/);
  });
});

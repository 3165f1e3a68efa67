// `npm run sim -- --mode gow`: the greedy team's games reported in the shared envelope, with the mode's
// figures (issue 27): wins, losses by cause, rounds. Same seed, same report.
import { describe, expect, it } from 'vitest';
import { simModeNamed } from '../../src/sim/sim-modes';
import { ArgError } from '../../src/sim/args';

describe('the God of War sim', () => {
  it.each([1, 2, 3, 4])('%i heroes: every game ends, none stalls, the report carries its figures', async (players) => {
    const { report } = await simModeNamed('gow').play({ mode: 'gow', players, games: 6, seed: 3 }, () => {});
    const r = report as unknown as Record<string, unknown> & { lossesBy: Record<string, number>; teamWins: number; completed: number };
    expect(r).toMatchObject({ mode: 'gow', games: 6, completed: 6, errors: 0, players, bots: 'greedy' });
    expect(Object.keys(r.lossesBy)).toEqual(['exhaustion', 'defeatCondition', 'stalled']);
    expect(r.lossesBy.stalled).toBe(0);
    expect(r.teamWins + r.lossesBy.exhaustion + r.lossesBy.defeatCondition).toBe(6);
    expect(r.avgRounds).toBeGreaterThan(2);
  });

  it('the same seed gives the same report', async () => {
    const run = () => simModeNamed('gow').play({ mode: 'gow', players: 2, games: 3, seed: 9 }, () => {});
    const [a, b] = [await run(), await run()];
    expect(a.report.finalStateHash).toBe(b.report.finalStateHash);
    expect({ ...a.report, gamesPerSecond: 0 }).toEqual({ ...b.report, gamesPerSecond: 0 });
  });

  it('the searching team (hard) plays whole games, the same from the same seed', async () => {
    const run = () => simModeNamed('gow').play({ mode: 'gow', players: 2, games: 2, seed: 4, bots: 'hard' }, () => {});
    const [a, b] = [await run(), await run()];
    expect(a.report).toMatchObject({ completed: 2, errors: 0, bots: 'hard' });
    expect(a.report.finalStateHash).toBe(b.report.finalStateHash);
  });

  it('refuses a team size or a bot it does not know, naming them', async () => {
    await expect(simModeNamed('gow').play({ mode: 'gow', players: 5 }, () => {})).rejects.toThrow(ArgError);
    await expect(simModeNamed('gow').play({ mode: 'gow', bots: 'planner' }, () => {})).rejects.toThrow('known: greedy, hard');
  });
});

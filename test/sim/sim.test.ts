// Whole games played headless by bots: they finish, without errors, and replay identically.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../src/engine';
import { playGame } from '../../src/sim/play-game';
import { summarise } from '../../src/sim/stats';

describe('headless games', () => {
  it('greedy bots finish 4-player games with no error, and the same seeds give the same final hash', () => {
    const run = () => Array.from({ length: 12 }, (_, g) => playGame({ seed: 1 + g, players: 4, bots: 'greedy' }));
    const first = summarise(run(), { players: 4, bots: 'greedy', seed: 1, seconds: 1 });
    const second = summarise(run(), { players: 4, bots: 'greedy', seed: 1, seconds: 1 });
    expect(first.errorSamples).toEqual([]);
    expect(first.completed).toBe(12);
    expect(first.finalStateHash).toBe(second.finalStateHash);
    expect(first.vp.max).toBeGreaterThan(10);
  });

  it('different seeds give different games', () => {
    const a = playGame({ seed: 1, players: 3, bots: 'greedy' });
    const b = playGame({ seed: 2, players: 3, bots: 'greedy' });
    expect(stateHash(a.state)).not.toBe(stateHash(b.state));
  });

  it.each([2, 3, 4, 5])('greedy and random bots finish %i-player games with every set and the Epics on', (players) => {
    for (let seed = 1; seed <= 3; seed++) {
      for (const bots of ['greedy', 'random'] as const) {
        const r = playGame({ seed, players, bots, sets: ['asgard', 'poseidon'], epics: true });
        expect(r.error, `${bots} seed ${seed}`).toBeNull();
        expect(r.state.phase).toBe('gameOver');
        expect(r.state.epic!.done.length + (r.state.epic!.current === null ? 0 : 1)).toBeGreaterThan(0);
      }
    }
  });

  it.each([2, 3, 4, 5])('random bots finish %i-player games', (players) => {
    for (let seed = 1; seed <= 3; seed++) {
      const r = playGame({ seed, players, bots: 'random' });
      expect(r.error).toBeNull();
      expect(r.state.phase).toBe('gameOver');
      // Rulebook "Fin de partie": everyone has played the same number of turns.
      expect(r.state.turn % players).toBe(0);
    }
  });
});

describe('npm run sim with the expansions', () => {
  const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/sim/sim-cli.ts', ...args], { encoding: 'utf8' });

  it('--sets base,asgard,poseidon --epics plays those games and says so', () => {
    const run = cli('--players', '3', '--games', '2', '--sets', 'base,asgard,poseidon', '--epics', '--json');
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as { sets: string[]; epics: boolean; errors: number; completed: number };
    expect(report).toMatchObject({ sets: ['asgard', 'poseidon'], epics: true, errors: 0, completed: 2 });
  });

  it('an unknown set is a usage error (exit 2)', () => {
    const run = cli('--games', '1', '--sets', 'base,hades');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('unknown set "hades"');
  });
});

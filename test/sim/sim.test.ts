// Whole games played headless by bots: they finish, without errors, and replay identically.
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

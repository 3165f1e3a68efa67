// Whole cooperative games played headless by the teammate bots, and `npm run sim -- --mode coop`.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../src/engine';
import { summariseCoop } from '../../src/sim/coop-stats';
import { playCoopGame } from '../../src/sim/play-coop';

describe('headless coop games', () => {
  it.each([2, 3, 4, 5])('greedy, planner and random teams of %i finish their games at every difficulty, without errors', (players) => {
    for (const difficulty of ['easy', 'normal', 'hard'] as const) {
      for (const bots of ['greedy', 'planner', 'random'] as const) {
        const r = playCoopGame({ seed: players * 10 + 1, players, bots, difficulty });
        expect(r.error, `${bots} ${difficulty}`).toBeNull();
        expect(r.state.phase).toBe('gameOver');
        expect(r.state.result!.coop).toBeDefined();
      }
    }
  });

  it('the same seeds give the same games, and the report counts them', () => {
    const run = () => Array.from({ length: 4 }, (_, g) => playCoopGame({ seed: 1 + g, players: 3, bots: 'planner' }));
    const meta = { players: 3, difficulty: 'normal', bots: 'planner', seed: 1, seconds: 1 };
    const first = summariseCoop(run(), meta);
    const second = summariseCoop(run(), meta);
    expect(first.finalStateHash).toBe(second.finalStateHash);
    expect(first).toMatchObject({ games: 4, completed: 4, errors: 0 });
    expect(first.heroWins + first.poseidonWins).toBe(4);
    expect(first.avgPhases).toBeGreaterThan(1);
    expect(stateHash(playCoopGame({ seed: 1, players: 3, bots: 'greedy' }).state)).not.toBe(stateHash(playCoopGame({ seed: 2, players: 3, bots: 'greedy' }).state));
  });

  it('follows the last Generals: a pillar falls only after its General was seen in the open and beaten', () => {
    for (const seed of [1, 2, 3]) {
      const r = playCoopGame({ seed, players: 4, bots: 'planner', difficulty: 'easy', knobs: true });
      const beaten = r.generals.exposed.filter((g) => g.beaten !== null);
      const down = r.state.players.reduce((n, p) => n + p.pillars.length, 0);
      expect(beaten.length, `seed ${seed}`).toBeGreaterThanOrEqual(down);
      expect(r.generals.exposed.length).toBeLessThanOrEqual(7);
      for (const g of beaten) expect(g.beaten!).toBeGreaterThanOrEqual(g.round);
    }
    const report = summariseCoop([playCoopGame({ seed: 1, players: 4, bots: 'planner', difficulty: 'easy', knobs: true })], { players: 4, difficulty: 'easy', bots: 'planner', seed: 1, seconds: 1 });
    expect(report.generals.beaten).toBeLessThanOrEqual(report.generals.exposed);
  });

  it('an engine refusal is recorded as an error, not thrown', () => {
    const r = playCoopGame({ seed: 1, players: 2, bots: 'greedy', maxActions: 3 });
    expect(r.error).toMatch(/no end after 3 actions/);
  });
});

describe('npm run sim -- --mode coop', () => {
  const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/sim/sim-cli.ts', ...args], { encoding: 'utf8' });

  it('--json prints the counts, the phases, the speed and the final hash', () => {
    const run = cli('--mode', 'coop', '--players', '2', '--difficulty', 'hard', '--games', '2', '--seed', '5', '--bots', 'planner', '--json');
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(report).toMatchObject({ mode: 'coop', players: 2, difficulty: 'hard', bots: 'planner', completed: 2, errors: 0 });
    for (const key of ['heroWins', 'poseidonWins', 'avgPhases', 'gamesPerSecond', 'finalStateHash']) expect(report).toHaveProperty(key);
    expect(report.finalStateHash).toBe(stateHash(playCoopGame({ seed: 6, players: 2, bots: 'planner', difficulty: 'hard' }).state));
  });

  it('--pile-size and --water-top replace the difficulty\'s knobs, and the report says so', () => {
    const run = cli('--mode', 'coop', '--players', '2', '--difficulty', 'normal', '--pile-size', '4', '--water-top', '6', '--games', '1', '--seed', '3', '--bots', 'planner', '--json');
    expect(run.status, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(report.knobs).toEqual({ pileSize: 4, waterTop: 6 });
    const game = playCoopGame({ seed: 3, players: 2, bots: 'planner', difficulty: 'normal', knobs: { pileSize: 4, waterTop: 6 } });
    expect(game.state.board.waterTop).toBe(6);
    expect(report.finalStateHash).toBe(stateHash(game.state));
  });

  it('says it in words without --json', () => {
    const run = cli('--mode', 'coop', '--players', '3', '--games', '1', '--bots', 'greedy');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/completed 1, errors 0/);
    expect(run.stdout).toMatch(/hero wins \d+/);
    expect(run.stdout).toMatch(/Poseidon wins \d+/);
  });

  it.each([
    [['--mode', 'coop', '--players', '6'], '--players must be 2 to 5'],
    [['--mode', 'coop', '--difficulty', 'legendary'], 'unknown difficulty "legendary"'],
    [['--mode', 'coop', '--bots', 'oracle'], 'unknown coop bot "oracle"'],
    [['--mode', 'coop', '--epics'], 'for the classic mode'],
    [['--mode', 'coop', '--pile-size', '30'], '--pile-size must be 2 to 26'],
    [['--mode', 'coop', '--water-top', '3'], '--water-top must be 4 to 40'],
    [['--mode', 'chaos'], '--mode chaos is not known'],
    [['--difficulty', 'easy'], 'for the cooperative mode'],
  ])('bad arguments %j are a usage error (exit 2)', (args, message) => {
    const run = cli(...args);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(message);
  });
});

describe('npm run fuzz:coop', () => {
  const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/sim/fuzz-cli.ts', '--mode', 'coop', ...args], { encoding: 'utf8' });

  it('plays random games checked after every action and says none broke an invariant', () => {
    const run = cli('--games', '3', '--seed', '11', '--json');
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ games: 3, failing: 0 });
  });

  it('a bad argument is a usage error (exit 2)', () => {
    const run = cli('--games', '0');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--games must be at least 1');
  });

  it('a mode without a fuzzer is a usage error naming the fuzzed modes (exit 2)', () => {
    const run = cli('--mode', 'classic');
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--mode classic has no fuzzer (fuzzed: coop');
  });
});

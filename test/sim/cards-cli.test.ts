// `npm run cards -- --coverage [--json]`: per set, card types, scripted, missing ids; `--lint`: the card lint.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CARD_TYPES, type CardType } from '../../src/cards';
import { coverage, formatCoverage, ranges } from '../../src/sim/card-coverage';

const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/sim/cards-cli.ts', ...args], { encoding: 'utf8' });

describe('card coverage report', () => {
  it('writes consecutive ids as ranges', () => {
    expect(ranges([1, 2, 3, 7, 9, 10])).toBe('1–3, 7, 9–10');
    expect(ranges([])).toBe('');
  });

  it('counts a set from sample cards: scripted when every trigger is answered, or when there is no trigger', () => {
    const card = (id: number, triggers: CardType['triggers']) => ({ ...CARD_TYPES.get(80)!, id, set: 'promo' as const, triggers });
    const rows = coverage([card(1, []), card(2, ['play']), card(3, ['discard', 'arrival'])], (id) =>
      id === 2 ? { id, play: [{ op: 'draw', n: 1 }] } : id === 3 ? { id, arrival: [{ op: 'removeFlames', n: 1 }] } : undefined);
    expect(rows.find((r) => r.set === 'promo')).toEqual({ set: 'promo', types: 3, scripted: 2, noEffect: 1, missing: [3] });
    expect(formatCoverage(rows)).toContain('promo missing: 3');
  });

  it('--coverage --json prints every set; the base set is complete', () => {
    const run = cli('--coverage', '--json');
    expect(run.status).toBe(0);
    const { sets } = JSON.parse(run.stdout) as { sets: { set: string; types: number; scripted: number; missing: number[] }[] };
    expect(sets.map((s) => s.set)).toEqual(['base', 'asgard', 'poseidon', 'epic', 'promo']);
    expect(sets[0]).toMatchObject({ types: 90, scripted: 90, missing: [] });
  });

  it('--coverage prints a table; no option is a usage error (exit 2)', () => {
    const table = cli('--coverage');
    expect(table.status).toBe(0);
    expect(table.stdout).toMatch(/base\s+90\s+90\/90\s+0/);
    const bad = cli();
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--coverage');
  });

  it('--lint runs the whole card lint (scripts, and a worth guess for every VP rule): no issue', () => {
    const run = cli('--lint');
    expect(run.stdout).toContain('card lint: no issue');
    expect(run.status).toBe(0);
  });
});

// Issue 25: the easy setting made shorter with RULING-8's two knobs (the water's top, the pile size),
// written in each new game's setup so that a save made before (its setup naming only "easy") still
// replays the deal it was played with.
import { describe, expect, it } from 'vitest';
import { coopKnobs, DIFFICULTY, EASY_SHORT, rules } from '../../src/engine';
import { loadSave } from '../../src/persist/save';
import { CoopSession } from '../../src/session/coop-session';
import { coopGame } from './helpers';

/** Cards in a pile at the deal: its General, the pile's cards face down and its face-up top. */
const pileSizes = (s: ReturnType<typeof coopGame>) => s.board.piles.map((p, i) => p.length + (s.field[i] === null ? 0 : 1));

describe('the easy setting', () => {
  it('deals shorter games to new tables: a lower water\'s top and smaller piles', () => {
    expect(coopKnobs('easy')).toEqual(EASY_SHORT);
    expect(coopKnobs('normal')).toEqual({});
    const s = coopGame({ difficulty: 'easy', ...coopKnobs('easy') });
    expect(s.board.waterTop).toBe(EASY_SHORT.waterTop);
    expect(pileSizes(s)).toEqual(Array(7).fill(EASY_SHORT.pileSize + 1));
    expect(EASY_SHORT.waterTop).toBeLessThan(DIFFICULTY.easy.waterTop);
    expect(EASY_SHORT.waterTop).toBeGreaterThan(DIFFICULTY.normal.waterTop); // still easier than normal
  });

  it('keeps the deal of an easy game saved before (its setup names no knobs)', () => {
    const before = CoopSession.start({ seed: 5, heroes: ['seiya', 'shun'], difficulty: 'easy' }, [{ kind: 'bot', bot: 'planner' }, { kind: 'bot', bot: 'planner' }]);
    for (let i = 0; i < 60; i++) before.send(before.botAction());
    const loaded = loadSave(before.toSave());
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect((loaded.state as typeof before.state).board.waterTop).toBe(DIFFICULTY.easy.waterTop);
    const sum = (n: number[]) => n.reduce((a, b) => a + b, 0);
    expect(sum(pileSizes(coopGame({ difficulty: 'easy' })))).toBeGreaterThan(sum(pileSizes(coopGame({ difficulty: 'easy', ...coopKnobs('easy') }))));
  });

  it('refuses one knob without the other, or out of range', () => {
    expect(() => rules('coop').setup({ seed: 1, heroes: ['seiya', 'shun'], difficulty: 'easy', waterTop: 16 })).toThrow(/both/);
    expect(() => rules('coop').setup({ seed: 1, heroes: ['seiya', 'shun'], waterTop: 99, pileSize: 20 })).toThrow(/top/);
    expect(() => rules('coop').setup({ seed: 1, heroes: ['seiya', 'shun'], waterTop: 16, pileSize: 40 })).toThrow(/pile/);
  });
});

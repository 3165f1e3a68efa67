// Random cooperative games, 2–5 heroes at every difficulty, checked after every action (src/sim/fuzz/coop.ts):
// every card in exactly one place and their count conserved, the water and the flood pawn in range, a
// destroyed pillar never back, every listed action accepted, wrong actions (a card from another hand, a
// move to a pile not next to the hero's, a gift to oneself, a card on another pile, a pick or an end of
// turn out of turn) refused, and apply pure (its input unchanged either way). `npm run fuzz:coop` runs the
// same checks at scale. SSDB_PROPERTY_RUNS=N plays N games per team size and difficulty (default 5).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, rules } from '../../src/engine';
import { fuzzCoopGame, wrongActions } from '../../src/sim/fuzz/coop';
import { checkCoopInvariants, coopMemory } from '../../src/sim/fuzz/coop-invariants';
import { propertyRuns, propertySeed } from './walk';

const RUNS = propertyRuns(5);

describe('cooperative games keep the invariants after every action', () => {
  const cases = [2, 3, 4, 5].flatMap((players) => DIFFICULTIES.map((difficulty) => [players, difficulty] as const));
  it.each(cases)('%i heroes, %s', (players, difficulty) => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 2 ** 30 }), (seed) => {
      const r = fuzzCoopGame({ seed, players, difficulty, tryAllListed: 0.3 });
      expect(r.violations, `seed ${seed}, setup ${JSON.stringify(r.setup)}`).toEqual([]);
      expect(r.over).toBe(true);
      expect(r.probes).toBeGreaterThan(0);
    }), { numRuns: RUNS, seed: propertySeed() });
  });
});

describe('the checks themselves', () => {
  it('see a card in two places, a lost card, the water too high and a destroyed pillar coming back', () => {
    const s = rules('coop').setup({ seed: 3, heroes: ['seiya', 'ikki'] }).state;
    const memory = coopMemory(s);
    expect(checkCoopInvariants(s, memory)).toEqual([]);
    s.players[0].pillars.push(s.board.pillarSide[2].pop()!);
    expect(checkCoopInvariants(s, memory)).toEqual([]);
    s.board.pillarSide[2].push(s.players[0].pillars.pop()!);
    s.players[1].hand.push(s.players[0].hand[0]);
    s.reserve.pop();
    s.board.water = s.board.waterTop + 1;
    const found = checkCoopInvariants(s, memory).join('\n');
    expect(found).toMatch(/pillar \d+ was destroyed and has come back/);
    expect(found).toMatch(/is in 2 places/);
    expect(found).toMatch(/is lost/);
    expect(found).toMatch(/the water \d+ is outside/);
  });

  it('build wrong actions of every kind in a hero\'s turn', () => {
    const s = rules('coop').setup({ seed: 5, heroes: ['shun', 'hyoga', 'seiya'] }).state;
    s.board.inTurn = true;
    s.active = 0;
    const kinds = wrongActions(s, 0, () => 0.5).map((w) => w.action.type);
    expect(new Set(kinds)).toEqual(new Set(['play', 'move', 'give', 'acquire', 'takeTurn', 'endTurn']));
  });
});

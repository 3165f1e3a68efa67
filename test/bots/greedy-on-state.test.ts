// Issue 9: headless games ask the greedy bot on the state (bots/greedy-on-state.ts), without a view or
// the whole legal list. It must be the same bot: at every move of games with every set, the Epics and
// 2–5 seats, it chooses exactly the action (same fields, same order) that greedy.ts chooses from the
// seat's view and legalActions, the way the table asks it. Since issue 24 both ways are one decision
// (bots/greedy-choose.ts) over two adapters, so this proves the adapters read the same.
import { describe, expect, it } from 'vitest';
import { greedyBot } from '../../src/bots';
import { HEROES, rules, type ExpansionSet } from '../../src/engine';

// The last: every set, the promo cards (issue 22) included.
const SETS: ExpansionSet[][] = [[], ['asgard'], ['poseidon'], ['asgard', 'poseidon', 'promo']];

describe('the greedy bot read from the state', () => {
  it('chooses at every move what it chooses from the view and the legal list', () => {
    const chosen = new Map<string, number>();
    for (let seed = 1; seed <= 40; seed++) {
      const players = 2 + (seed % 4);
      const { state } = rules('classic').setup({ seed, heroes: HEROES.slice(0, players), sets: SETS[seed % 4], epics: seed % 3 !== 0 });
      const fromView = state.players.map(() => greedyBot());
      const fromState = state.players.map(() => greedyBot());
      for (let step = 0; step < 3000 && state.phase !== 'gameOver'; step++) {
        const seat = state.pending ? state.pending.seat : state.active;
        const expected = fromView[seat].decide(rules('classic').view(state, seat), rules('classic').legal(state, seat));
        const got = fromState[seat].decideOnState!(state, seat);
        if (JSON.stringify(got) !== JSON.stringify(expected)) expect({ seed, step, got }).toEqual({ seed, step, got: expected });
        chosen.set(expected.type, (chosen.get(expected.type) ?? 0) + 1);
        const r = rules('classic').applyInPlace(state, expected);
        if (!r.ok) throw new Error(r.error.message);
      }
      expect(state.phase, `seed ${seed}`).toBe('gameOver');
    }
    // Every branch of the choice was met: buying, each kind of play, heals, answers, ending turns.
    for (const type of ['acquire', 'play', 'equip', 'activate', 'heal', 'answer', 'endTurn', 'libra', 'playRelic']) expect(chosen.get(type) ?? 0, type).toBeGreaterThan(0);
  }, 120_000);
});

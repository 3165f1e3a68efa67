// The bots' loop hands them lazyClassicView() (issue 9: "view() when bots do not need it"): each part is built
// when read. A bot must see exactly what view() shows its seat (hidden cards stay hidden, costs and
// offers are the same), at every step of real games, classic with every set and the Epics.
import { describe, expect, it } from 'vitest';
import { lazyClassicView, rules, type GameView } from '../../src/engine';
import { playGame } from '../../src/sim/play-game';

const asPlain = (lazy: GameView, keys: string[]) => Object.fromEntries(keys.map((k) => [k, (lazy as unknown as Record<string, unknown>)[k]]));

describe('lazyView', () => {
  it.each([2, 4])('shows each seat and the audience what view() shows, at every step (%i players, every set, Epics)', (players) => {
    let steps = 0;
    for (let seed = 1; seed <= 2; seed++) {
      playGame({
        seed, players, bots: 'greedy', sets: ['asgard', 'poseidon'], epics: true,
        onStep: (state) => {
          steps++;
          for (const viewer of [...state.players.map((p) => p.seat), 'audience' as const]) {
            const full = rules('classic').view(state, viewer);
            // Parts read in another order than rules('classic').view() builds them, some twice: the answers stay put.
            const lazy = lazyClassicView(state, viewer);
            expect(lazy.field).toBe(lazy.field);
            expect(JSON.stringify(asPlain(lazy, Object.keys(full)))).toBe(JSON.stringify(full));
          }
        },
      });
    }
    expect(steps).toBeGreaterThan(200);
  }, 60_000);
});

// Issue 25: the score screen's statistics (cards acquired, Force and Cosmos spent, turns), counted over
// a saved game's public record (src/replay/game-stats.ts). Rulebook "Acquérir une carte du terrain": a
// card is won by Force or by Cosmos, paying its cost.
import { describe, expect, it } from 'vitest';
import { HEROES, rules, type Action, type SetupOptions } from '../../src/engine';
import { SAVE_SCHEMA, type SaveFile } from '../../src/persist/save';
import { gameStats } from '../../src/replay/game-stats';
import { playGame } from '../../src/sim/play-game';
import { playCoopGame } from '../../src/sim/play-coop';
import { FIRST_GAME_SETUP } from '../../src/tutorial/first-game';

const human = { kind: 'human' as const, name: 'Alex' }, bot = { kind: 'bot' as const, bot: 'greedy' as const };

describe('game statistics', () => {
  it('counts Léda won by Force 2 with two Seiya: one card acquired, 2 Force spent, for seat 0 only', () => {
    let s = rules('classic').setup(FIRST_GAME_SETUP).state;
    const leda = s.field[0]!;
    const actions: Action[] = [];
    const play = (pick: (a: Action) => boolean) => {
      const a = rules('classic').legal(s, 0).find(pick)!;
      const r = rules('classic').applyAction(s, a);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      actions.push(a);
    };
    play((a) => a.type === 'play' && a.facing === leda);
    play((a) => a.type === 'play' && a.facing === leda);
    play((a) => a.type === 'acquire' && a.target === leda && a.by === 'force');
    const save = { schema: SAVE_SCHEMA, mode: 'classic', setup: FIRST_GAME_SETUP, seats: [human, bot], actions } as SaveFile;
    const stats = gameStats(save, 2)!;
    expect(stats.sides[0]).toMatchObject({ acquired: 1, byForce: 1, byCosmos: 0, forceSpent: 2, cosmosSpent: 0, turns: 1 });
    expect(stats.sides[1]).toMatchObject({ acquired: 0, forceSpent: 0, turns: 0 });
    expect(stats.actions).toBe(3);
  });

  it('over a whole classic game: every card a seat owns beyond its starting deck was acquired', () => {
    const g = playGame({ seed: 5, players: 2, bots: 'greedy' });
    const save = { schema: SAVE_SCHEMA, mode: 'classic', setup: { seed: 5, heroes: HEROES.slice(0, 2) }, seats: [human, bot], actions: g.actions } as SaveFile;
    const stats = gameStats(save, 2)!;
    const start = rules('classic').setup(save.setup as SetupOptions).state;
    g.state.players.forEach((p, seat) => {
      const owned = (pl: typeof p) => pl.hand.length + pl.deck.length + pl.discard.length;
      expect(stats.sides[seat].acquired).toBeGreaterThanOrEqual(owned(p) - owned(start.players[seat]));
      expect(stats.sides[seat].forceSpent + stats.sides[seat].cosmosSpent).toBeGreaterThan(0);
      expect(stats.sides[seat].turns).toBeGreaterThan(5);
    });
  });

  it('gives Poseidon his own line in a cooperative game, and the heroes theirs', () => {
    const g = playCoopGame({ seed: 3, players: 2, bots: 'greedy', difficulty: 'easy' });
    const save = { schema: SAVE_SCHEMA, mode: 'coop', setup: { seed: 3, heroes: g.state.setup.heroes, difficulty: 'easy' }, seats: [human, { kind: 'bot', bot: 'planner' }], actions: g.actions } as SaveFile;
    const stats = gameStats(save, 3)!;
    expect(stats.sides).toHaveLength(3);
    expect(stats.sides[0].acquired + stats.sides[1].acquired).toBeGreaterThan(0);
    expect(stats.sides[2].acquired).toBeGreaterThan(0); // Poseidon takes cards
  });
});

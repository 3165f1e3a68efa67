// Rulebook 003 "Mise en place": what a new classic game looks like before anyone plays.
import { describe, expect, it } from 'vitest';
import { CARD_TYPES } from '../../src/cards';
import { HEROES, ClassicSetupError, rules, type GameState } from '../../src/engine';

const types = (state: GameState, uids: number[]) => uids.map((u) => state.cards[u]).sort((a, b) => a - b);
const repeat = (id: number, n: number) => Array<number>(n).fill(id);

describe('setup (003 Mise en place)', () => {
  it.each([2, 3, 4, 5])('%i players: each has a 10-card game of 9 Heroes + 1 Bronze armor, 5 in hand, 5 Bronze Saints set aside', (n) => {
    const { state } = rules('classic').setup({ seed: 7, heroes: HEROES.slice(0, n) });
    expect(state.players).toHaveLength(n);
    state.players.forEach((p, seat) => {
      const id = seat + 1; // Seiya 1/6/11, Shiryu 2/7/12, …
      expect(p.hero).toBe(HEROES[seat]);
      expect(p.hand).toHaveLength(5);
      expect(p.deck).toHaveLength(5);
      expect(types(state, [...p.hand, ...p.deck])).toEqual([...repeat(id, 9), id + 5]);
      expect(types(state, p.setAside)).toEqual(repeat(id + 10, 5));
      expect(p.discard).toEqual([]);
      expect(p.marked).toEqual([]);
      expect(p.destroyed).toEqual([]);
      expect(p.armor).toBeNull();
    });
  });

  it('the 125 remaining cards form the reserve, of which 6 are revealed on the field; 12 flames on the clock', () => {
    const { state } = rules('classic').setup({ seed: 3, heroes: ['seiya', 'ikki'] });
    expect(state.field).toHaveLength(6);
    expect(state.field.every((u) => u !== null)).toBe(true);
    expect(state.reserve).toHaveLength(125 - 6);
    const table = [...state.reserve, ...(state.field as number[])];
    const expected = [...CARD_TYPES.values()].filter((c) => c.set === 'base' && c.zone === 'reserve').flatMap((c) => repeat(c.id, c.copies));
    expect(types(state, table)).toEqual(expected.sort((a, b) => a - b));
    expect(state.clock).toBe(12);
    expect(state.finalRound).toBe(false);
    expect(state.fieldDiscard).toEqual([]);
    expect(state.phase).toBe('main');
    expect(state.pending).toBeNull();
    expect(state.turn).toBe(1);
  });

  it('the cards of the heroes not chosen are not in the game', () => {
    const { state } = rules('classic').setup({ seed: 1, heroes: ['shun', 'hyoga'] });
    const used = new Set(state.cards);
    for (const unused of [1, 2, 5, 6, 7, 10, 11, 12, 15]) expect(used.has(unused), `card ${unused}`).toBe(false);
    expect(state.cards).toHaveLength(2 * 15 + 125);
  });

  it('the decks and the reserve are shuffled by the seed: same seed, same game; another seed, another game', () => {
    const a = rules('classic').setup({ seed: 11, heroes: ['seiya', 'shiryu', 'hyoga'] }).state;
    const b = rules('classic').setup({ seed: 11, heroes: ['seiya', 'shiryu', 'hyoga'] }).state;
    const c = rules('classic').setup({ seed: 12, heroes: ['seiya', 'shiryu', 'hyoga'] }).state;
    expect(b).toEqual(a);
    expect(c.reserve.map((u) => c.cards[u])).not.toEqual(a.reserve.map((u) => a.cards[u]));
  });

  it('the first player is the one chosen, else one drawn by the seed (RULING-16)', () => {
    expect(rules('classic').setup({ seed: 5, heroes: ['seiya', 'shiryu', 'hyoga'], firstSeat: 2 }).state).toMatchObject({ active: 2, firstSeat: 2 });
    const seats = new Set(Array.from({ length: 40 }, (_, seed) => rules('classic').setup({ seed, heroes: ['seiya', 'shiryu', 'hyoga'] }).state.firstSeat));
    expect([...seats].sort()).toEqual([0, 1, 2]);
  });

  it('card effects do not apply during setup: an Arrival card on the first field takes no flame and deals nothing', () => {
    // Ptolemy (52) removes a flame on Arrival, Athéna (16) makes everyone draw, Aiolos (38) may take a flame.
    const arrivals = [52, 16, 38];
    let found = 0;
    for (let seed = 0; seed < 400 && found < 5; seed++) {
      const { state } = rules('classic').setup({ seed, heroes: ['seiya', 'shiryu'] });
      if (!state.field.some((u) => u !== null && arrivals.includes(state.cards[u]))) continue;
      found++;
      expect(state.clock, `seed ${seed}`).toBe(12);
      for (const p of state.players) expect(p.hand, `seed ${seed}`).toHaveLength(5);
    }
    expect(found).toBeGreaterThan(0);
  });

  it('refuses a game of 1 or 6 players, twice the same hero, or an unknown hero', () => {
    expect(() => rules('classic').setup({ seed: 1, heroes: ['seiya'] })).toThrow(ClassicSetupError);
    expect(() => rules('classic').setup({ seed: 1, heroes: ['seiya', 'shiryu', 'hyoga', 'shun', 'ikki', 'seiya'] })).toThrow(ClassicSetupError);
    expect(() => rules('classic').setup({ seed: 1, heroes: ['seiya', 'seiya'] })).toThrow(ClassicSetupError);
    expect(() => rules('classic').setup({ seed: 1, heroes: ['seiya', 'saga' as never] })).toThrow(ClassicSetupError);
  });
});

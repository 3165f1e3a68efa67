// The cooperative setup (Poseidon rulebook "Mode coopératif — Mise en place", RULINGS 8, 9, 14).
import { describe, expect, it } from 'vitest';
import { cardType } from '../../src/cards';
import { CoopSetupError, DIFFICULTY, rules } from '../../src/engine';
import { coopGame, HEROES4, placesOf } from './helpers';

const GENERALS = [2013, 2014, 2015, 2016, 2017, 2018, 2019];

describe('cooperative setup', () => {
  it('"La mise en place de départ pour les joueurs est identique": each hero has the classic deck and a hand of 5', () => {
    const s = coopGame({ heroes: [...HEROES4] });
    for (const p of s.players) {
      expect(p.hand).toHaveLength(5);
      expect(p.hand.length + p.deck.length).toBe(10);
    }
  });

  it('Zone de jeu 2 and RULING-8: the water starts at 3, 2, 1, 0 for 2 to 5 heroes, the top at 8 by default', () => {
    const heroes = ['seiya', 'shiryu', 'hyoga', 'shun', 'ikki'] as const;
    expect([2, 3, 4, 5].map((n) => coopGame({ heroes: heroes.slice(0, n) as never }).board.water)).toEqual([3, 2, 1, 0]);
    expect(coopGame().board.waterTop).toBe(8);
  });

  it('RULING-8: the difficulty sets the water top and the pile size', () => {
    for (const difficulty of ['easy', 'normal', 'hard'] as const) {
      const s = coopGame({ difficulty });
      expect(s.board.waterTop).toBe(DIFFICULTY[difficulty].waterTop);
      // Each pile: its General and the pile size (the faced top revealed onto the field).
      for (let pile = 0; pile < 7; pile++) expect(s.board.piles[pile].length + (s.field[pile] === null ? 0 : 1)).toBe(1 + DIFFICULTY[difficulty].pileSize);
    }
    expect(DIFFICULTY.hard.pileSize).toBeLessThan(DIFFICULTY.normal.pileSize);
    // Easy: more cards and a higher top (the simulated teams need both to win a fair share).
    expect(DIFFICULTY.easy.pileSize).toBeGreaterThan(DIFFICULTY.normal.pileSize);
    expect(DIFFICULTY.easy.waterTop).toBeGreaterThan(DIFFICULTY.normal.waterTop);
    expect(DIFFICULTY.hard.waterTop).toBeLessThanOrEqual(DIFFICULTY.normal.waterTop);
  });

  it('Zone de jeu 3–5: seven pillars, one per side, each under a different Mariner General, under 7 piles of 11 cards', () => {
    const s = coopGame();
    expect(new Set(s.board.pillars.map((u) => s.cards[u])).size).toBe(7);
    expect(s.board.pillars.every((u) => cardType(s.cards[u]).kind === 'pillar')).toBe(true);
    expect(s.board.pillarSide.map((side) => side.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect(s.board.piles.map((pile) => s.cards[pile[0]]).sort()).toEqual(GENERALS);
    expect(s.board.generals).toEqual(s.board.piles.map((pile) => pile[0]));
  });

  it('Zone de jeu 5: Pope, Hilda, Poseidon and every relic are out of the piles and the reserve', () => {
    const s = coopGame();
    const inGame = [...s.reserve, ...s.board.piles.flat(), ...s.field.filter((u) => u !== null)] as number[];
    expect(inGame.filter((u) => [17, 1014, 2012].includes(s.cards[u]) || cardType(s.cards[u]).kind === 'relic')).toEqual([]);
    expect(s.reserve.length).toBeGreaterThan(0); // "Laissez la Réserve … près de l'espace de jeu"
  });

  it('Zone de jeu 7–8: the flood pawn on the start interval; each hero faces a different pile, whose top is revealed', () => {
    const s = coopGame({ heroes: [...HEROES4], start: [6, 2, 4, 0] });
    expect(s.board.pawn).toBe(0);
    expect(s.board.heroAt).toEqual([6, 2, 4, 0]);
    for (let pile = 0; pile < 7; pile++) expect(s.field[pile] !== null).toBe([6, 2, 4, 0].includes(pile));
  });

  it('refuses a setup it cannot play, saying why', () => {
    expect(() => rules('coop').setup({ seed: 1, heroes: ['seiya'] })).toThrow(CoopSetupError);
    expect(() => rules('coop').setup({ seed: 1, heroes: ['seiya', 'shun'], start: [3, 3] })).toThrow(/different pile/);
    expect(() => rules('coop').setup({ seed: 1, heroes: ['seiya', 'shun'], difficulty: 'deadly' as never })).toThrow(/difficulty/);
  });

  it('RULING-14: with Epics, only those playable in the cooperative mode are dealt, one revealed', () => {
    const s = coopGame({ epics: true });
    const all = [...s.epic!.deck, s.epic!.current!].map((u) => s.cards[u]);
    expect(all).not.toContain(2908); // Épuisement d'Athéna: about the clock
    expect(all).not.toContain(2909);
    expect(s.epic!.current).not.toBeNull();
  });

  it('is the same game from the same seed, every card in one place, and the view says mode coop', () => {
    const a = coopGame({ seed: 9 } as never), b = coopGame({ seed: 9 } as never);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const places = placesOf(a);
    expect(new Set(places).size).toBe(places.length);
    const v = rules('coop').view(a, 0);
    expect(v.mode).toBe('coop');
    expect(v.phase).toBe('players');
    expect(v.board.piles[0].pillar.status).toBe('hidden');
  });
});

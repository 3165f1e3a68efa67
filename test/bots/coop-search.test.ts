// Issue 26: the cooperative searching bot (`hard`). The team talks (hands open), but decks and the
// face-down piles stay hidden: its guesses keep everything the team sees (the Generals at the bottom of
// the piles included, placed at setup in view) and deal the rest again. Its move is legal and the same
// from the same seed.
import { describe, expect, it } from 'vitest';
import { coopPlannerBot, viewFor } from '../../src/bots/coop';
import { coopSearchBot } from '../../src/bots/search/coop-bot';
import { determinize } from '../../src/bots/search/determinize';
import { teamJudge } from '../../src/bots/search/team-judge';
import { coopView, HEROES, RULESETS, rules, type CoopSetupOptions, type CoopState } from '../../src/engine';

function midGame(seed: number, steps: number): CoopState {
  const { state } = rules('coop').setup({ seed, heroes: HEROES.slice(0, 3) as CoopSetupOptions['heroes'], difficulty: 'normal' });
  const planner = coopPlannerBot();
  for (let i = 0; i < steps && state.phase !== 'gameOver'; i++) {
    const side = rules('coop').toAct(state)!;
    rules('coop').applyInPlace(state, planner.decide(viewFor(state, side, true), rules('coop').legal(state, side), side));
  }
  return state;
}

describe('the cooperative hard bot', () => {
  it('guesses only what the team cannot see: the team\'s view of a guess is its view of the game', () => {
    for (const seed of [2, 5]) {
      const state = midGame(seed, 30);
      const guess = RULESETS.coop.copy(state);
      determinize(guess, 0, 99, true);
      for (const seat of [0, 1, 2]) expect(coopView(guess, seat, { openHands: true })).toEqual(coopView(state, seat, { openHands: true }));
      expect(guess.board.piles.map((p) => p[0])).toEqual(state.board.piles.map((p) => p[0])); // the Generals stay
      expect(guess.board.piles).not.toEqual(state.board.piles);
    }
  });

  it('plays a legal move, the same one from the same seed', () => {
    const state = midGame(4, 12);
    const side = rules('coop').toAct(state)!;
    const ask = () => coopSearchBot(3, { playouts: 8 }).decideOnState!(state, side as number);
    const move = ask();
    expect(rules('coop').legal(state, side)).toContainEqual(move);
    expect(ask()).toEqual(move);
  });

  it('judges a won game above any game under way, and a lost one below (Poseidon rulebook "Fin de partie")', () => {
    const state = midGame(6, 40);
    const now = teamJudge(state);
    expect(now).toBeGreaterThan(0);
    expect(now).toBeLessThan(1);
    const won = { ...state, phase: 'gameOver', result: { scores: [], winners: [0, 1, 2], coop: { heroesWin: true, heroes: 1, poseidon: 0, reason: 'pillars' } } } as CoopState;
    expect(teamJudge(won)).toBe(1);
    const lost = { ...won, result: { scores: [], winners: [], coop: { heroesWin: false, heroes: 1, poseidon: 9, reason: 'water' } } } as CoopState;
    expect(teamJudge(lost)).toBe(0);
  });
});

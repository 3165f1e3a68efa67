// God of War's searching bot (hard): it guesses only what the team cannot see (deck orders, the upgrade
// deck, the dice), so a hidden order never changes its move; its move is always legal; its team value
// puts a won game above any other state and a lost one below.
import { describe, expect, it } from 'vitest';
import { gowSearchBot, teamWorth } from '../../src/bots/search/gow-bot';
import { copyGow, gowRules, type GowState } from '../../src/engine/gow';

/** A game played by the greedy table to its first hero turn with a hand. */
function atFirstHeroTurn(seed: number): GowState {
  const state = gowRules.setup({ seed, heroes: ['kratos', 'atreus'] }).state;
  while (state.pending?.kind !== 'hero') {
    const a = gowRules.legalActions(state, state.pending!.seat)[0];
    gowRules.check(state, a);
    gowRules.execute(state, a, []);
  }
  return state;
}

describe('the God of War searching bot', () => {
  it('chooses a legal move, the same one again from the same seed', () => {
    const state = atFirstHeroTurn(2);
    const seat = state.pending!.seat;
    const a = gowSearchBot(7).decideOnState!(copyGow(state), seat);
    const b = gowSearchBot(7).decideOnState!(copyGow(state), seat);
    expect(a).toEqual(b);
    expect(gowRules.legalActions(state, seat)).toContainEqual(a);
  });

  it('never reads a hidden order: the decks and the upgrade deck shuffled otherwise, the same move', () => {
    const state = atFirstHeroTurn(3);
    const seat = state.pending!.seat;
    const other = copyGow(state);
    for (const s of other.seats) s.deck.reverse();
    other.upgradeDeck.reverse();
    other.rng = 12345;
    expect(gowSearchBot(9).decideOnState!(other, seat)).toEqual(gowSearchBot(9).decideOnState!(copyGow(state), seat));
  });

  it('values a won game above any state of play, and a lost one below', () => {
    const state = atFirstHeroTurn(4);
    const won = { ...copyGow(state), result: { win: true, by: 'boss' as const, round: 9, missions: 3 } };
    const lost = { ...copyGow(state), result: { win: false, by: 'exhaustion' as const, round: 9, missions: 1 } };
    expect(teamWorth(won)).toBeGreaterThan(teamWorth(state));
    expect(teamWorth(lost)).toBeLessThan(teamWorth(state));
  });
});

// Issue 26: the levels mean something. The easy bot is the greedy bot letting one buy in five go: a
// player can beat it, and the normal (greedy) bot beats it more often than not over a series of games.
import { describe, expect, it } from 'vitest';
import { playGame } from '../../src/sim/play-game';

describe('the easy bot', () => {
  it('loses most games to the normal bot, in both seatings, yet wins some', () => {
    let easyWins = 0, games = 0;
    for (let seed = 1; seed <= 30; seed++) {
      for (const easySeat of [0, 1]) {
        const { state, error } = playGame({ seed, players: 2, bots: easySeat === 0 ? ['easy', 'greedy'] : ['greedy', 'easy'] });
        expect(error).toBeNull();
        games++;
        if (state.result!.winners.length === 1 && state.result!.winners[0] === easySeat) easyWins++;
      }
    }
    expect(easyWins, `${easyWins} of ${games}`).toBeLessThan(games / 2);
    expect(easyWins).toBeGreaterThan(0);
  });
});

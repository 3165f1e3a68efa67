// Issue 26: the searching bot (`hard`). It never sees a hidden card: every guess it searches is drawn
// from what its side's view allows (bots/search/determinize.ts), so two games that its side sees alike
// get the same move. Its randomness comes from its seed and what it sees: the same game, the same moves.
// And it plays better than the greedy bot it searches with.
import { describe, expect, it } from 'vitest';
import { greedyBot } from '../../src/bots';
import { classicSearchBot, searchMove } from '../../src/bots/search/classic-bot';
import { determinize } from '../../src/bots/search/determinize';
import { searchBest } from '../../src/bots/search/flat';
import { HEROES, RULESETS, rules, type GameState, type Seat } from '../../src/engine';
import type { Bot } from '../../src/bots';

/** A 2-seat game to its end, each seat asked on the state; the actions played. */
function play(seed: number, bots: Bot[]): { state: GameState; actions: unknown[] } {
  const { state } = rules('classic').setup({ seed, heroes: HEROES.slice(0, bots.length) });
  const actions: unknown[] = [];
  while (state.phase !== 'gameOver' && actions.length < 3000) {
    const seat = state.pending ? state.pending.seat : state.active;
    const action = bots[seat].decideOnState!(state, seat);
    if (!rules('classic').applyInPlace(state, action).ok) throw new Error(`refused: ${JSON.stringify(action)}`);
    actions.push(action);
  }
  return { state, actions };
}

/** A classic game played `steps` actions by greedy bots, with the Poseidon box (pillars, Epics). */
function midGame(seed: number, steps: number, players = 3): GameState {
  const { state } = rules('classic').setup({ seed, heroes: HEROES.slice(0, players), sets: ['poseidon'], epics: true });
  const bots = state.players.map(() => greedyBot());
  for (let i = 0; i < steps && state.phase !== 'gameOver'; i++) {
    const seat = state.pending ? state.pending.seat : state.active;
    rules('classic').applyInPlace(state, bots[seat].decideOnState!(state, seat));
  }
  return state;
}

/** The same game with every card `seat` cannot see dealt again differently: what a cheat would see. */
function hiddenShuffled(state: GameState, seat: Seat): GameState {
  const other = RULESETS.classic.copy(state);
  for (const p of other.players) {
    if (p.seat === seat) p.deck.reverse();
    else { const all = [...p.deck, ...p.hand].reverse(); p.hand = all.slice(0, p.hand.length); p.deck = all.slice(p.hand.length); }
  }
  other.reserve.reverse();
  other.rng = (other.rng ^ 0x5a5a5a5a) | 0;
  return other;
}

describe('the hard bot\'s guesses of the hidden cards', () => {
  it('keep everything the seat sees: its view of a guess is its view of the game', () => {
    for (const seed of [3, 8, 21]) {
      const state = midGame(seed, 60 + seed);
      const seat = state.active;
      const guess = RULESETS.classic.copy(state);
      determinize(guess, seat, 1234);
      expect(rules('classic').view(guess, seat)).toEqual(rules('classic').view(state, seat));
      // …and change what it does not see (else the search would be reading the true cards).
      const opponent = state.players.find((p) => p.seat !== seat)!;
      expect(guess.players[opponent.seat].hand).not.toEqual(opponent.hand);
      expect(guess.reserve).not.toEqual(state.reserve);
    }
  });

  it('make its move depend only on what it sees: the same move in two games it sees alike', () => {
    for (const seed of [4, 9]) {
      const state = midGame(seed, 40 + seed);
      const seat = state.active;
      const a = searchMove(state, seat, 7, 24, 2);
      const b = searchMove(hiddenShuffled(state, seat), seat, 7, 24, 2);
      expect(b).toEqual(a);
    }
  });
});

describe('the hard bot\'s choice', () => {
  it('is the same from the same seed: a whole game replays move for move', () => {
    const game = () => play(12, [classicSearchBot(5, { playouts: 12 }), greedyBot()]);
    expect(game().actions).toEqual(game().actions);
  });

  it('is always one of the legal moves, the greedy one when nothing else is worth searching', () => {
    const state = midGame(5, 30, 2);
    const seat = state.active;
    const move = classicSearchBot(1, { playouts: 16 }).decideOnState!(state, seat);
    expect(rules('classic').legal(state, seat)).toContainEqual(move);
  });

  it('beats the greedy bot it searches with (rulebook "Fin de la partie": the most VP wins)', () => {
    // Small budget and few games, both seatings: the search wins clearly more than half.
    let wins = 0, games = 0;
    for (const seed of [1, 2, 3]) {
      for (const hardSeat of [0, 1]) {
        const hard = classicSearchBot(seed, { playouts: 32 });
        const { state } = play(seed, hardSeat === 0 ? [hard, greedyBot()] : [greedyBot(), hard]);
        games++;
        if (state.result!.winners.length === 1 && state.result!.winners[0] === hardSeat) wins++;
      }
    }
    expect(wins, `${wins} wins in ${games}`).toBeGreaterThanOrEqual(5);
  }, 240_000);
});

describe('flat Monte Carlo with successive halving', () => {
  it('finds the best candidate on noisy values, and keeps the first among equals', () => {
    const truth = [0.5, 0.4, 0.7, 0.45, 0.5];
    let noise = 1;
    const next = () => ((noise = (noise * 48271) % 2147483647) / 2147483647 - 0.5) * 0.3;
    expect(searchBest({ count: 5, sample: () => null, value: (_s, i) => truth[i] + next() }, 200).best).toBe(2);
    expect(searchBest({ count: 3, sample: () => null, value: () => 0.5 }, 30).best).toBe(0);
  });
});

// No bot loops within its turn (issue 12, "A game that never ends": with an empty deck and discard,
// seat 1 activated Armure du Cancer, whose discard cost reshuffled it back into the hand, equipped it
// again, and so on forever; "a bot must never loop through a position it has already been in during its
// turn, and the sims must end every game").
import { describe, expect, it } from 'vitest';
import { guardLoops, position, positionOnState } from '../../src/bots/loop-guard';
import { rules, type Action, type GameView } from '../../src/engine';
import { playGame } from '../../src/sim/play-game';

const viewAt = (turn: number, hand: number[]): GameView => ({
  viewer: 0, active: 0, turn, play: [], field: [null],
  players: [{ seat: 0, hand: hand.map((uid) => ({ uid, type: 1 })), armor: null, deckCount: 0, discard: [], marked: [] }],
} as unknown as GameView);

describe('the bots\' loop guard', () => {
  const equip: Action = { type: 'equip', seat: 0, card: 9 };
  const endTurn: Action = { type: 'endTurn', seat: 0, discard: [] };

  it('ends the turn rather than act again from a position it already acted from this turn', () => {
    const decide = guardLoops(() => equip);
    expect(decide(viewAt(1, [9]), [equip, endTurn])).toBe(equip);
    expect(decide(viewAt(1, [8]), [equip, endTurn])).toBe(equip); // another position: fine
    expect(decide(viewAt(1, [9]), [equip, endTurn])).toBe(endTurn); // back where it was: the turn ends
    expect(decide(viewAt(2, [9]), [equip, endTurn])).toBe(equip); // a new turn starts afresh
  });

  it('ends the game of seed 222 (every set, the Epics, four greedy bots) that used to loop forever', () => {
    const game = playGame({ seed: 222, players: 4, bots: 'greedy', sets: ['asgard', 'poseidon'], epics: true });
    expect(game.error).toBeNull();
    expect(game.state.phase).toBe('gameOver');
  });

  it('reads the same position from the state as from the view (the headless bots read the state)', () => {
    let compared = 0;
    const game = playGame({
      seed: 9, players: 3, bots: 'greedy', sets: ['asgard', 'poseidon'], epics: true,
      onStep: (state) => {
        for (const seat of [0, 1, 2]) expect(positionOnState(state, seat)).toBe(position(rules('classic').view(state, seat)));
        compared++;
      },
    });
    expect(game.error).toBeNull();
    expect(compared).toBeGreaterThan(200);
  });
});

// Issue 25, "no dead rounds": the predicate that no hero can change a cooperative game's outcome any
// more (src/engine/coop/stall.ts), on games arranged by hand. The heroes win only by the seventh pillar
// or by out-scoring Poseidon when the water reaches the top (Poseidon rulebook "Fin de partie"); the
// field is refilled only from a pile with cards left ("Compléter le terrain"); a pillar is revealed when
// its pile is empty ("Pilier et Main Breadwinner" A).
import { describe, expect, it } from 'vitest';
import type { CoopState } from '../../src/engine';
import { roundsToTop, stalled, teamCeiling } from '../../src/engine/coop/stall';
import { coopGame, outOfReach } from './helpers';

/** Every pile down to its last General, face up and out of reach (VP tokens raise his costs), no Libra
 *  weapon left: the heroes hold their starting decks. */
const deadEnd = (): CoopState => outOfReach(coopGame({ difficulty: 'easy' }));

describe('stalled: no hero can change the outcome any more', () => {
  it('holds when nothing is left face down, nothing on the board is within the team\'s reach, and Poseidon\'s lead cannot turn', () => {
    const s = deadEnd();
    expect(teamCeiling(s)).not.toBeNull();
    expect(stalled(s)).toBe(true);
  });

  it('does not hold while a card is still face down in a pile: it may come up for a hero to take', () => {
    const s = deadEnd();
    s.board.piles[3].push(s.reserve.pop()!);
    expect(stalled(s)).toBe(false);
  });

  it('does not hold while a General is within what the team could bring together', () => {
    const s = deadEnd();
    s.board.tokenCost[s.field[2]!] = 0;
    expect(stalled(s)).toBe(false);
  });

  it('does not hold while a revealed pillar is within reach (destroying the seventh one wins)', () => {
    const s = deadEnd();
    const pillar = s.board.pillarSide[4].pop()!;
    s.expansion!.pillarsInPlay.push(pillar);
    expect(stalled(s)).toBe(false);
  });

  it('counts the Libra weapons left: +4 each against a pillar may bring a General within reach', () => {
    const s = deadEnd();
    const ceiling = teamCeiling(s)!;
    s.expansion!.libra = 3;
    expect(teamCeiling(s)!.force).toBe(ceiling.force + 12);
  });

  it('does not hold when a card the heroes own may raise values (its ceiling cannot be stated)', () => {
    const s = deadEnd();
    s.players[0].deck.push(s.reserve.find((u) => s.cards[u] === 64)!); // a card with a static bonus
    s.reserve.splice(s.reserve.indexOf(s.players[0].deck.at(-1)!), 1);
    expect(teamCeiling(s)).toBeNull();
    expect(stalled(s)).toBe(false);
  });

  it('does not hold when the heroes lead on VP: their outcome is still theirs to keep', () => {
    const s = deadEnd();
    s.players[0].vpTokens.push(500);
    expect(stalled(s)).toBe(false);
  });

  it('does not hold once the game is over', () => {
    const s = deadEnd();
    s.phase = 'gameOver';
    expect(stalled(s)).toBe(false);
  });
});

describe('roundsToTop', () => {
  it('counts the Poseidon phases until the pawn has passed the start interval often enough', () => {
    const s = coopGame({ difficulty: 'easy' }); // two heroes: the pawn crosses two piles a phase
    s.board.water = s.board.waterTop - 1;
    s.board.pawn = 6;
    expect(roundsToTop(s)).toBe(1); // its first step lands on the start interval
    s.board.pawn = 0;
    expect(roundsToTop(s)).toBe(4); // 7 steps to come round: the fourth phase
    s.board.water = s.board.waterTop - 2;
    expect(roundsToTop(s)).toBe(7); // 14 steps
  });
});

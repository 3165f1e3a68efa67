// Issue 25, "no dead rounds": the count of full rounds in which the heroes changed nothing (src/engine/
// coop/quiet.ts; docs/coop.md "No dead rounds"). A round is a players' phase and the Poseidon phase
// after that one (Poseidon rulebook "Déroulement de la partie": the two alternate); what matters is
// what can still decide "Fin de partie": a card or pillar the heroes take, a pillar uncovered, either
// side of the final count moving the heroes' way. Beside it the sound stall rule (stall.ts) stays what it was: it says no hero CAN
// change the outcome, the count only that none DID lately.
import { describe, expect, it } from 'vitest';
import { QUIET_OFFER_ROUNDS, type CoopAction, type CoopEvent, type CoopState, type GameEvent } from '../../src/engine';
import { countQuietRounds, quietRounds } from '../../src/engine/coop/quiet';
import { coopView } from '../../src/engine/coop/view';
import { CoopSession } from '../../src/session/coop-session';
import { coopGame, outOfReach, play } from './helpers';

/** Every hero takes a turn and ends it at once: a round in which the heroes do nothing at all. */
function idleRound(s: CoopState): CoopState {
  const actions: CoopAction[] = s.players.flatMap((p) => [{ type: 'takeTurn', seat: p.seat }, { type: 'endTurn', seat: p.seat }] as CoopAction[]);
  return play(s, ...actions).state;
}

/** A round closed by hand: these events, then the next players' phase. */
function closeRound(s: CoopState, events: GameEvent[] = []): void {
  const next: CoopEvent = { type: 'phaseStarted', phase: 'players', round: s.board.round + 1 };
  countQuietRounds(s, [...events, next as unknown as GameEvent]);
}

/** A game whose count stands at `n` quiet rounds. */
function quietFor(n: number): CoopState {
  const s = coopGame({ difficulty: 'easy' });
  closeRound(s);
  for (let i = 0; i < n; i++) closeRound(s);
  return s;
}

describe('the quiet rounds: full rounds in which the heroes changed nothing', () => {
  it('counts each round the heroes only pass, from the second: the first round of a game is never quiet', () => {
    let s = coopGame({ difficulty: 'easy' });
    expect(quietRounds(s)).toBe(0);
    const seen: number[] = [];
    for (let round = 1; round <= 4; round++) { s = idleRound(s); seen.push(quietRounds(s)); }
    expect(seen).toEqual([0, 1, 2, 3]);
    // The board's view carries it for everyone (the hook's view(), the table's offer).
    expect(coopView(s, 0).board.quietRounds).toBe(3);
  });

  it('a card a hero acquires (or wins by an effect) makes the round count again from 0', () => {
    const s = quietFor(4);
    countQuietRounds(s, [{ type: 'acquired', seat: 1, uid: 0, card: 1, by: 'effect', cost: 0, paid: 0 }]);
    expect(quietRounds(s)).toBe(4); // the round under way is stirred; it is counted when it ends
    closeRound(s);
    expect(quietRounds(s)).toBe(0);
  });

  it('what Poseidon "acquires" (his seat) is not the heroes\' doing', () => {
    const s = quietFor(2);
    closeRound(s, [{ type: 'acquired', seat: s.players.length, uid: 0, card: 1, by: 'effect', cost: 0, paid: 0 } as GameEvent]);
    expect(quietRounds(s)).toBe(3);
  });

  it('a pillar uncovered ("Pilier et Main Breadwinner" A: a new target) or destroyed is a change', () => {
    for (const e of [{ type: 'pillarRevealed', uid: 1, card: 2038, by: 2 }, { type: 'pillarDestroyed', seat: 0, uid: 1, card: 2038 }] as GameEvent[]) {
      const s = quietFor(3);
      closeRound(s, [e]);
      expect(quietRounds(s), e.type).toBe(0);
    }
  });

  it('the final count moving the heroes\' way is a change: their VP up ("Fin de partie": summed classic scores), or Poseidon\'s down', () => {
    const up = quietFor(3);
    up.players[0].vpTokens.push(2);
    closeRound(up);
    expect(quietRounds(up)).toBe(0);
    const down = quietFor(3);
    down.board.poseidon.vpTokens.push(5);
    closeRound(down); // his VP rose: Poseidon's doing, still quiet
    expect(quietRounds(down)).toBe(4);
    down.board.poseidon.vpTokens.pop();
    closeRound(down); // and fell back: a change the heroes' way
    expect(quietRounds(down)).toBe(0);
  });

  it('a state saved before the count existed starts it afresh: its next round is not counted quiet', () => {
    const s = quietFor(5);
    delete s.board.quiet;
    closeRound(s);
    expect(quietRounds(s)).toBe(0);
    closeRound(s);
    expect(quietRounds(s)).toBe(1);
  });
});

describe('the offer to skip and the sound stall rule differ as intended', () => {
  const seats = [{ kind: 'human' as const, name: 'A' }, { kind: 'bot' as const, bot: 'planner' as const }];
  const sessionAt = (s: CoopState) => {
    const start = CoopSession.start({ seed: 1, heroes: ['seiya', 'shun'], difficulty: 'easy' }, seats);
    return CoopSession.at(start.toSave() as Parameters<typeof CoopSession.at>[0], s, []);
  };

  it(`after ${QUIET_OFFER_ROUNDS} quiet rounds, with cards still face down (not stalled), the table offers to skip: the rounds and the phases left`, () => {
    expect(QUIET_OFFER_ROUNDS).toBe(3);
    const below = sessionAt(quietFor(QUIET_OFFER_ROUNDS - 1));
    expect(below.quiet()).toBeNull();
    const s = quietFor(QUIET_OFFER_ROUNDS);
    const session = sessionAt(s);
    expect(session.stall()).toBeNull(); // the piles still hold cards: a hero may yet change the outcome
    expect(session.quiet()).toEqual({ quiet: 3, rounds: expect.any(Number) as number });
    expect(session.quiet()!.rounds).toBeGreaterThan(0);
  });

  it('a stalled game says the stronger thing (no hero can change the outcome) even with no quiet round counted', () => {
    const s = outOfReach(coopGame({ difficulty: 'easy' }));
    const session = sessionAt(s);
    expect(session.stall()).not.toBeNull();
    expect(session.quiet()).toBeNull();
    closeRound(s); closeRound(s); closeRound(s); closeRound(s);
    const later = sessionAt(s);
    expect(quietRounds(s)).toBe(3);
    expect(later.quiet()).toBeNull(); // the stall's message stands, not the softer one
    expect(later.stall()).not.toBeNull();
  });
});

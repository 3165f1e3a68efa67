// Issue 26's frame goal: the worker paces a search (it rests between bursts of playouts, PACE) so that
// the table's renderer keeps its share of a small machine. Pacing changes when the answer comes, never
// what it is: the paced reply is askBot's move, and the worker did rest while it searched.
import { describe, expect, it } from 'vitest';
import { botAnswerer, botStepper, pacedReply, PACE } from '../../src/app/bot-answers';
import { askBot } from '../../src/bots/ask';
import { botsOf } from '../../src/bots/modes';
import { CoopSession } from '../../src/session/coop-session';
import { GameSession } from '../../src/session/game-session';

/** A clock that moves 1 ms each time it is read, and counts the rests asked of it. */
function fakePacer() {
  let t = 0;
  const rests: number[] = [];
  return { rests, now: () => t++, rest: async (ms: number) => { rests.push(ms); t += ms; } };
}

describe('the worker\'s paced search', () => {
  it('answers what askBot answers, resting between bursts (classic and coop hard bots)', async () => {
    const classic = GameSession.start({ seed: 21, heroes: ['seiya', 'shiryu'] }, [{ kind: 'bot', bot: 'hard' }, { kind: 'bot', bot: 'hard' }]);
    const coop = CoopSession.start({ seed: 5, heroes: ['seiya', 'ikki'], difficulty: 'normal' }, [{ kind: 'bot', bot: 'hard' }, { kind: 'bot', bot: 'hard' }]);
    for (const [mode, state, side] of [['classic', classic.state, classic.seatToAct], ['coop', coop.state, coop.toAct!]] as const) {
      const pacer = fakePacer();
      const reply = await pacedReply(botStepper(), { id: 1, mode, kind: 'hard', seed: 3, state: structuredClone(state), side }, pacer);
      const expected = askBot(mode, botsOf(mode).create('hard' as never, 3), state, side);
      expect(reply).toEqual({ id: 1, action: expected });
      expect(botAnswerer()({ mode, kind: 'hard', seed: 3, state: structuredClone(state), side })).toEqual(expected);
      if (mode === 'classic') expect(pacer.rests.length, 'rests during a classic search').toBeGreaterThan(0);
      expect(pacer.rests.every((ms) => ms === PACE.restMs)).toBe(true);
    }
  }, 60_000);

  it('turns a bad question into an error reply, never a dead worker', async () => {
    const reply = await pacedReply(botStepper(), { id: 9, mode: 'classic', kind: 'chess', seed: 1, state: GameSession.start({ seed: 1, heroes: ['seiya', 'shiryu'] }, [{ kind: 'human' }, { kind: 'human' }]).state, side: 0 }, fakePacer());
    expect(reply).toMatchObject({ id: 9, error: expect.stringContaining('chess') });
  });
});

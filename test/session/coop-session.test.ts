// A cooperative game as the board will hold it: seats (people or bots), the action log, saves that
// replay to the identical game, and refusals that change nothing.
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../src/engine';
import { createCoopFlow } from '../../src/flow/coop-flow';
import { loadSave } from '../../src/persist/save';
import { CoopSession } from '../../src/session/coop-session';
import { GameSession } from '../../src/session/game-session';

const botsOnly = () => CoopSession.start({ seed: 11, heroes: ['seiya', 'shun', 'ikki'], difficulty: 'easy' },
  [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'planner' }, { kind: 'bot', bot: 'greedy' }]);

describe('CoopSession', () => {
  it('plays a bots-only game to its end through the coop flow, and its save replays to the identical game', () => {
    const session = botsOnly();
    const flow = createCoopFlow(session);
    for (let n = 0; flow.moment() !== 'gameOver'; n++) {
      if (n > 20_000) throw new Error('no end');
      const action = session.botAction();
      expect(action, `someone must act (${String(session.toAct)})`).not.toBeNull();
      const r = flow.send(action);
      if (!r.ok) throw new Error(r.error.message);
    }
    expect(session.state.result?.coop).toBeDefined();
    const resumed = CoopSession.resume(JSON.parse(JSON.stringify(session.toSave())));
    if ('error' in resumed) throw new Error(resumed.error);
    expect(stateHash(resumed.state)).toBe(stateHash(session.state));
    flow.stop();
  });

  it('resumes in the middle of a Poseidon phase where a hero must choose, the same game', () => {
    const session = botsOnly();
    // Play until the game waits on a hero's choice inside Poseidon's phase, or a few rounds.
    for (let n = 0; n < 5000 && session.state.phase !== 'gameOver'; n++) {
      if (session.state.phase === 'poseidon' && session.state.pending) break;
      const r = session.send(session.botAction());
      if (!r.ok) throw new Error(r.error.message);
    }
    const resumed = CoopSession.resume(session.toSave());
    if ('error' in resumed) throw new Error(resumed.error);
    expect(JSON.stringify(resumed.state)).toBe(JSON.stringify(session.state));
    expect(resumed.recentEvents.length).toBeGreaterThan(0);
  });

  it('refuses an illegal action, a corrupted save and the other mode\'s save, saying why and changing nothing', () => {
    const session = CoopSession.start({ seed: 2, heroes: ['seiya', 'hyoga'] }, [{ kind: 'human' }, { kind: 'bot' }]);
    const before = JSON.stringify(session.state);
    const r = session.send({ type: 'move', seat: 0, discard: 0, to: 3 });
    expect(r.ok).toBe(false);
    expect(JSON.stringify(session.state)).toBe(before);
    expect(session.isBot()).toBe(false); // the table (a person among them) picks who plays
    session.send({ type: 'takeTurn', seat: 0 });
    const save = session.toSave();
    const bad = { ...save, actions: [...save.actions, { type: 'give', seat: 0, to: 0, cards: [1] }] };
    const loaded = loadSave(bad);
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.message).toMatch(/action 2 is refused/);
    expect(loadSave({ ...save, setup: { ...save.setup, difficulty: 'deadly' } }).ok).toBe(false);
    const asClassic = GameSession.resume(save);
    expect('error' in asClassic && asClassic.error).toMatch(/cooperative game/);
    const classic = GameSession.start({ seed: 1, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'human' }]);
    const asCoop = CoopSession.resume(classic.toSave());
    expect('error' in asCoop && asCoop.error).toMatch(/classic game/);
  });

  it('records the action as parsed, not the caller\'s object, so that its save reloads', () => {
    const session = CoopSession.start({ seed: 2, heroes: ['seiya', 'hyoga'] }, [{ kind: 'human' }, { kind: 'human' }]);
    const pick = session.legal().find((a) => a.type === 'takeTurn')!;
    expect(session.send(Object.create(pick)).ok).toBe(true);
    const save = JSON.parse(JSON.stringify(session.toSave())) as ReturnType<CoopSession['toSave']>;
    expect(save.actions).toEqual([{ ...pick }]);
    const resumed = CoopSession.resume(save);
    if ('error' in resumed) throw new Error(resumed.error);
    expect(stateHash(resumed.state)).toBe(stateHash(session.state));
  });
});


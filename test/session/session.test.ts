// A session records every action; its save replays to the identical game, and a bad save is refused.
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../src/engine';
import { GameSession } from '../../src/session/game-session';

const bots = [{ kind: 'bot' as const, bot: 'greedy' as const }, { kind: 'bot' as const, bot: 'greedy' as const }];

function playSome(session: GameSession, n: number) {
  for (let i = 0; i < n; i++) {
    const action = session.botAction();
    if (!action) break;
    expect(session.send(action).ok).toBe(true);
  }
}

describe('game session', () => {
  it('resumes a save mid-game to the identical state (DESIGN "Saves": seed + setup + actions)', () => {
    const session = GameSession.start({ seed: 5, heroes: ['seiya', 'ikki'] }, bots);
    playSome(session, 40);
    const resumed = GameSession.resume(JSON.parse(JSON.stringify(session.toSave())));
    expect('error' in resumed).toBe(false);
    expect(stateHash((resumed as GameSession).state)).toBe(stateHash(session.state));
  });

  it('refuses an illegal action and keeps the state and the log as they were', () => {
    const session = GameSession.start({ seed: 5, heroes: ['seiya', 'ikki'] }, bots);
    const before = stateHash(session.state);
    const result = session.send({ type: 'acquire', seat: session.state.active, target: 9999, by: 'force' });
    expect(result.ok).toBe(false);
    expect(stateHash(session.state)).toBe(before);
    expect(session.actionCount).toBe(0);
  });

  it('reports a corrupted save with a message and builds no game', () => {
    const good = GameSession.start({ seed: 5, heroes: ['seiya', 'ikki'] }, bots);
    playSome(good, 5);
    const save = good.toSave();
    expect(GameSession.resume({ ...save, schema: 99 })).toEqual({ error: expect.stringContaining('schema') });
    expect(GameSession.resume('garbage')).toEqual({ error: expect.any(String) });
    const tampered = { ...save, actions: [{ type: 'endTurn', seat: 4 }, ...save.actions] };
    expect(GameSession.resume(tampered)).toEqual({ error: expect.stringContaining('action 1') });
  });

  it('records the action as parsed, not the caller\'s object: inherited fields and getters are saved as plain fields, and the save reloads', () => {
    const session = GameSession.start({ seed: 5, heroes: ['seiya', 'ikki'] }, [{ kind: 'human' }, { kind: 'human' }]);
    // Fields on the prototype: JSON.stringify would write {} for the object itself.
    const play = session.legal().find((a) => a.type === 'play')!;
    const inherited = Object.create(play) as object;
    expect(JSON.stringify(inherited)).toBe('{}');
    expect(session.send(inherited).ok).toBe(true);
    // A getter that answers differently the second time it is read.
    let reads = 0;
    const fickle = { type: 'endTurn', get seat() { reads += 1; return reads === 1 ? play.seat : 4; } };
    expect(session.send(fickle).ok).toBe(true);

    const save = JSON.parse(JSON.stringify(session.toSave())) as ReturnType<GameSession['toSave']>;
    expect(save.actions).toEqual([{ ...play }, { type: 'endTurn', seat: play.seat }]);
    expect(session.history.every((a) => Object.getPrototypeOf(a) === Object.prototype)).toBe(true);
    const resumed = GameSession.resume(save);
    if ('error' in resumed) throw new Error(resumed.error);
    expect(stateHash(resumed.state)).toBe(stateHash(session.state));
  });
});

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
});

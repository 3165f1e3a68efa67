// Replays (issue 13: "step through any finished or saved game forwards and backwards"): every position
// of a replay is the game as it stood after that many actions, whichever way it is reached, and a
// replay plays nobody's moves: it reads the save and changes nothing.
import { describe, expect, it } from 'vitest';
import { HEROES, stateHash, type GameState } from '../../src/engine';
import { SAVE_SCHEMA, type ClassicSaveFile } from '../../src/persist/save';
import { CHECKPOINT, Replay } from '../../src/replay/replay';
import { CoopSession } from '../../src/session/coop-session';
import { GameSession } from '../../src/session/game-session';

/** A whole game of greedy bots, with the hash of the state after each action. */
function botGame(seed: number, players: number): { save: ClassicSaveFile; hashes: string[] } {
  const session = GameSession.start({ seed, heroes: HEROES.slice(0, players) as ClassicSaveFile['setup']['heroes'] }, Array.from({ length: players }, () => ({ kind: 'bot' as const, bot: 'greedy' as const })));
  const hashes = [stateHash(session.state)];
  while (session.state.phase !== 'gameOver') {
    const result = session.send(session.botAction());
    if (!result.ok) throw new Error(result.error.message);
    hashes.push(stateHash(result.state));
  }
  return { save: session.toSave() as ClassicSaveFile, hashes };
}

describe('a replay', () => {
  const { save, hashes } = botGame(7, 3);
  const replay = Replay.from(save) as Replay;

  it('has a position for the deal and one after each action, each the game as it stood then', () => {
    expect(replay).toBeInstanceOf(Replay);
    expect(replay.steps).toBe(save.actions.length);
    expect(replay.steps).toBeGreaterThan(2 * CHECKPOINT);
    for (let k = 0; k <= replay.steps; k++) expect(stateHash(replay.stateAt(k)), `step ${k}`).toBe(hashes[k]);
  });

  it('steps back, jumps to the start and to the end, in any order, to the same states', () => {
    const order = [replay.steps, 0, 63, 62, 61, CHECKPOINT, CHECKPOINT - 1, replay.steps - 1, 1, replay.steps];
    for (const k of order) expect(stateHash(replay.stateAt(k))).toBe(hashes[k]);
    expect(replay.stateAt(replay.steps).phase).toBe('gameOver');
  });

  it('clamps a position outside 0..n to the nearest end', () => {
    expect(stateHash(replay.stateAt(-5))).toBe(hashes[0]);
    expect(stateHash(replay.stateAt(replay.steps + 10))).toBe(hashes[replay.steps]);
  });

  it('gives the events of the actions just before a position, for the log in step', () => {
    const pos = replay.position(40, 3);
    expect(pos.step).toBe(40);
    const events = [37, 38, 39].flatMap((i) => {
      const before = replay.stateAt(i);
      const s = GameSession.resume({ ...save, actions: save.actions.slice(0, i) }) as GameSession;
      expect(stateHash(s.state)).toBe(stateHash(before));
      const r = s.send(save.actions[i]);
      return r.ok ? r.events : [];
    });
    expect(pos.recent).toEqual(events);
  });

  it('never changes the save it reads, nor a state it gave', () => {
    const text = JSON.stringify(save);
    const s: GameState = replay.stateAt(30);
    const h = stateHash(s);
    replay.stateAt(31); replay.stateAt(0); replay.position(30, 10);
    expect(stateHash(s)).toBe(h);
    expect(JSON.stringify(replay.save)).toBe(text);
  });

  it('refuses a save that does not load, with its reason', () => {
    const bad = { ...save, actions: [...save.actions.slice(0, 5), { type: 'endTurn', seat: 4 }] };
    expect(Replay.from(bad)).toMatchObject({ ok: false, reason: 'refused', params: { n: 6 } });
    expect(Replay.from({ schema: SAVE_SCHEMA, mode: 'chess' })).toMatchObject({ ok: false, reason: 'unknownMode' });
  });

  it('replays a cooperative game too', () => {
    const session = CoopSession.start({ seed: 3, heroes: ['seiya', 'hyoga'], difficulty: 'hard' }, [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'greedy' }]);
    const coopHashes = [stateHash(session.state)];
    for (let i = 0; i < 5000 && session.state.phase !== 'gameOver'; i++) {
      const r = session.send(session.botAction());
      if (!r.ok) throw new Error(r.error.message);
      coopHashes.push(stateHash(r.state));
    }
    const coop = Replay.from(session.toSave()) as Replay;
    expect(coop.mode).toBe('coop');
    for (const k of [coop.steps, 0, Math.floor(coop.steps / 2), 1]) expect(stateHash(coop.stateAt(k))).toBe(coopHashes[k]);
  });

  it('jumps to the start or the end of a long game in a few milliseconds (measured)', () => {
    const long = botGame(11, 5);
    const r = Replay.from(long.save) as Replay;
    const time = (k: number) => { const t0 = performance.now(); for (let i = 0; i < 20; i++) r.position(k, 40); return (performance.now() - t0) / 20; };
    const start = time(0), end = time(r.steps), build = (() => { const t0 = performance.now(); Replay.from(long.save); return performance.now() - t0; })();
    console.log(`replay of ${r.steps} actions: built in ${build.toFixed(1)} ms; jump to start ${start.toFixed(2)} ms, to end (with 40 actions of log) ${end.toFixed(2)} ms`);
    expect(end).toBeLessThan(250);
  });
});

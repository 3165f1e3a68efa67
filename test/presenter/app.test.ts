// The application: a new game is saved at once, the menu offers to continue it and resumes the very
// same state, a corrupted save is set aside and reported, and the settings are remembered.
import { describe, expect, it } from 'vitest';
import { GameApp } from '../../scenes/presenter/app';
import { DEFAULT_SAVE_KEY } from '../../src/persist/store';
import { memory } from './helpers';

describe('GameApp', () => {
  it('resumes the saved game exactly', () => {
    const storage = memory();
    const app = new GameApp(storage, memory());
    const ctl = app.newGame({ seed: 11, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }]);
    const play = ctl.session.legal(ctl.session.seatToAct).find((a) => a.type !== 'endTurn')!;
    expect(ctl.send(play).ok).toBe(true);
    const state = ctl.session.state;
    app.closeTable();

    const again = new GameApp(storage, memory());
    expect(again.savedGame()).toEqual({ turn: state.turn, players: 2 });
    const resumed = again.continueGame()!;
    expect(resumed.session.state).toEqual(state);
  });

  it('sets a corrupted save aside, says so, and still starts new games', () => {
    const storage = memory();
    storage.setItem(DEFAULT_SAVE_KEY, '{"schema":1,"mode":"classic"');
    const app = new GameApp(storage, null);
    expect(app.savedGame()).toBeNull();
    expect(app.notice).toMatch(/set aside/);
    expect(storage.getItem(`${DEFAULT_SAVE_KEY}.setAside.1`)).toBe('{"schema":1,"mode":"classic"');
    const ctl = app.newGame({ seed: 1, heroes: ['seiya', 'ikki'] }, [{ kind: 'human' }, { kind: 'human' }]);
    expect(ctl.session.state.players).toHaveLength(2);
    expect(storage.getItem(DEFAULT_SAVE_KEY)).not.toBeNull();
  });

  it('remembers the speed and the language, and knows when a reload interrupted a game', () => {
    const storage = memory(), tab = memory();
    const app = new GameApp(storage, tab);
    app.setSpeed('fast');
    app.setLang('en');
    expect(app.wasPlaying).toBe(false);
    app.newGame({ seed: 2, heroes: ['seiya', 'hyoga'] }, [{ kind: 'human' }, { kind: 'bot' }]);
    const reloaded = new GameApp(storage, tab);
    expect(reloaded.settings).toEqual({ speed: 'fast', lang: 'en' });
    expect(reloaded.wasPlaying).toBe(true);
    reloaded.closeTable();
    expect(new GameApp(storage, tab).wasPlaying).toBe(false);
  });
});

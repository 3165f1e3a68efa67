// The application: a new game is saved at once and after every action its actor accepts, the menu
// offers to continue it and resumes the very same state, a finished game is no longer offered, a
// corrupted save is set aside and reported, the settings are remembered, and the table that shows a
// game is made by the function given (the scenes' TableController in the browser).
import { describe, expect, it } from 'vitest';
import { GameApp, type AppTable } from '../../src/app/game-app';
import type { PlayedGame } from '../../src/app/game-actor';
import { audioLevels, DEFAULT_SETTINGS, type Speed } from '../../src/app/settings';
import { DEFAULT_SAVE_KEY } from '../../src/persist/store';
import { memory } from '../presenter/helpers';

const SOUND_DEFAULTS = audioLevels(DEFAULT_SETTINGS);

describe('GameApp', () => {
  it('saves after every accepted action and resumes the saved game exactly', () => {
    const storage = memory();
    const app = new GameApp(storage, memory());
    const game = app.newGame({ seed: 11, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }]);
    expect(JSON.parse(storage.getItem(DEFAULT_SAVE_KEY)!).actions).toEqual([]);
    const play = game.session.legal(game.session.seatToAct).find((a) => a.type !== 'endTurn')!;
    expect(game.actor.send(play).ok).toBe(true);
    expect(JSON.parse(storage.getItem(DEFAULT_SAVE_KEY)!).actions).toEqual([play]);
    const state = game.session.state;
    app.closeTable();
    expect(game.actor.send(game.session.legal()[0]).ok).toBe(false); // the closed game's actor is stopped

    const again = new GameApp(storage, memory());
    expect(again.savedGame()).toEqual({ mode: 'classic', turn: state.turn, players: 2 });
    const resumed = again.continueGame()!;
    expect(resumed.session.state).toEqual(state);
  });

  it('clears the save of a finished game (headless: the actor runs the upkeep straight through)', () => {
    const storage = memory();
    const app = new GameApp(storage, null);
    const { session, actor } = app.newGame({ seed: 4, heroes: ['seiya', 'hyoga'] }, [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'greedy' }]);
    while (actor.phase() !== 'gameOver') expect(actor.send(session.botAction()!).ok).toBe(true);
    expect(storage.getItem(DEFAULT_SAVE_KEY)).toBeNull();
    expect(new GameApp(storage, null).savedGame()).toBeNull();
  });

  it('sets a corrupted save aside, says so, and still starts new games', () => {
    const storage = memory();
    storage.setItem(DEFAULT_SAVE_KEY, '{"schema":1,"mode":"classic"');
    const app = new GameApp(storage, null);
    expect(app.savedGame()).toBeNull();
    expect(app.notice).toEqual({ kind: 'setAside', reason: 'notJson', storage: null, params: {} });
    expect(storage.getItem(`${DEFAULT_SAVE_KEY}.setAside.1`)).toBe('{"schema":1,"mode":"classic"');
    const game = app.newGame({ seed: 1, heroes: ['seiya', 'ikki'] }, [{ kind: 'human' }, { kind: 'human' }]);
    expect(game.session.state.players).toHaveLength(2);
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
    expect(reloaded.settings).toEqual({ ...SOUND_DEFAULTS, speed: 'fast', lang: 'en', openHands: true });
    expect(reloaded.wasPlaying).toBe(true);
    reloaded.closeTable();
    expect(new GameApp(storage, tab).wasPlaying).toBe(false);
  });

  it('has the given function make the table of each game, passes it the speed, and stops it with the game', () => {
    const made: { game: PlayedGame; speeds: Speed[]; stopped: boolean }[] = [];
    const present = (game: PlayedGame, settings: { speed: Speed }): AppTable & { speeds: Speed[] } => {
      const table = { game, speeds: [settings.speed], stopped: false, setSpeed: (s: Speed) => { table.speeds.push(s); }, stop: () => { table.stopped = true; } };
      made.push(table);
      return table;
    };
    const app = new GameApp(memory(), null, { settings: { speed: 'slow' }, present });
    const first = app.newGame({ seed: 3, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'human' }]);
    expect(app.table).toBe(made[0]);
    expect(made[0].game).toBe(first);
    app.setSpeed('instant');
    expect(made[0].speeds).toEqual(['slow', 'instant']);
    // With a table, the actor waits for it to show each upkeep step.
    first.actor.send({ type: 'endTurn', seat: first.session.state.active, discard: [] });
    expect(first.actor.phase()).toBe('upkeep');
    app.newGame({ seed: 4, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'human' }]);
    expect(made[0].stopped).toBe(true);
    expect(app.table).toBe(made[1]);
  });
});

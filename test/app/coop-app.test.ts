// The application with a cooperative game (Poseidon rulebook "Mode coopératif"; docs/coop.md "Saves"):
// a new coop game is saved at once and after every action its coop actor accepts, the menu names the
// saved game's mode and offers to continue it (a coop game by its round and its heroes), a reload
// resumes the very same coop game on a coop table, a finished one is no longer offered, and the
// open-hands setting (on by default: table talk is normal in a cooperative game) is remembered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app/create-app';
import { GameApp, type AppTable } from '../../src/app/game-app';
import type { PlayedGame } from '../../src/app/game-actor';
import { audioLevels, DEFAULT_SETTINGS, type Settings, type Speed } from '../../src/app/settings';
import type { CoopAction } from '../../src/engine';
import { DEFAULT_SAVE_KEY, memoryStorage } from '../../src/persist/store';
import { kept, load, memorySlots } from './slots-helpers';

const SOUND_DEFAULTS = audioLevels(DEFAULT_SETTINGS);

const THREE_HEROES = { seed: 21, heroes: ['seiya', 'shun', 'ikki'] as const, difficulty: 'normal' as const };
const PEOPLE_AND_BOTS = [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'planner' as const }, { kind: 'bot' as const, bot: 'greedy' as const }];

/** The first thing the table may do: pick the first hero to play (rulebook "Phase des joueurs"). */
const pickFirst = (legal: CoopAction[]) => legal.find((a) => a.type === 'takeTurn')!;

describe('GameApp, a cooperative game', () => {
  it('saves a new coop game at once and after every accepted action, and resumes exactly that game as a coop game', async () => {
    const storage = memoryStorage(), tab = memoryStorage(), slots = memorySlots();
    const app = await load(storage, tab, slots);
    const game = app.newGame('coop', { ...THREE_HEROES, heroes: [...THREE_HEROES.heroes] }, PEOPLE_AND_BOTS);
    expect(game.mode).toBe('coop');
    const first = await kept(app, slots);
    expect(first).toMatchObject({ mode: 'coop', setup: { seed: 21, difficulty: 'normal' }, actions: [] });

    const pick = pickFirst(game.session.legal());
    expect(game.actor.send(pick).ok).toBe(true);
    const play = game.session.legal().find((a) => a.type !== 'endTurn')!;
    expect(game.actor.send(play).ok).toBe(true);
    expect((await kept(app, slots))!.actions).toEqual([pick, play]);
    const state = game.session.state;
    app.closeTable();
    await app.flush();
    expect(game.actor.send(game.session.legal()[0]).ok).toBe(false); // the closed game's actor is stopped

    // A reload: the menu names the mode, the round and the heroes, and "continue" opens a coop game.
    const again = await load(storage, tab, slots);
    expect(again.savedGame()).toEqual({ mode: 'coop', turn: 1, players: 3 });
    const resumed = (await again.continueGame())!;
    expect(resumed.mode).toBe('coop');
    expect(resumed.session.state).toEqual(state);
    expect(resumed.actor.phase()).toBe('players');
  });

  it('tells the round of the board as the saved game\'s turn (one Poseidon phase later: round 2)', async () => {
    const storage = memoryStorage(), slots = memorySlots();
    const app = await load(storage, null, slots);
    const { session, actor } = app.newGame('coop', { seed: 5, heroes: ['seiya', 'hyoga'], difficulty: 'easy' }, [{ kind: 'bot', bot: 'planner' }, { kind: 'bot', bot: 'planner' }]);
    while (session.state.board.round < 2 && actor.phase() !== 'gameOver') expect(actor.send(session.botAction()!).ok).toBe(true);
    await app.flush();
    expect((await load(storage, null, slots)).savedGame()).toEqual({ mode: 'coop', turn: 2, players: 2 });
  });

  it('clears the save of a finished coop game (the water at its top or the seven pillars down)', async () => {
    const storage = memoryStorage(), slots = memorySlots();
    const app = await load(storage, null, slots);
    const { session, actor } = app.newGame('coop', { seed: 4, heroes: ['seiya', 'hyoga'], difficulty: 'hard' }, [{ kind: 'bot', bot: 'planner' }, { kind: 'bot', bot: 'greedy' }]);
    for (let n = 0; actor.phase() !== 'gameOver'; n++) {
      expect(n).toBeLessThan(5000);
      expect(actor.send(session.botAction()!).ok).toBe(true);
    }
    expect(session.state.result?.coop).toBeDefined();
    await app.flush();
    expect(await slots.list()).toEqual([]);
    expect((await load(storage, null, slots)).savedGame()).toBeNull();
  });

  it('offers a classic save as a classic game and a coop save as a coop game, whichever was played last', async () => {
    const storage = memoryStorage(), slots = memorySlots();
    let now = 1000;
    const app = await load(storage, null, slots, { now: () => now++ });
    app.newGame('coop', { seed: 3, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'human' }]);
    app.newGame('classic', { seed: 3, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'human' }]);
    await app.flush();
    expect((await load(storage, null, slots)).savedGame()).toEqual({ mode: 'classic', turn: 1, players: 2 });
    expect((await (await load(storage, null, slots)).continueGame())!.mode).toBe('classic');
    app.newGame('coop', { seed: 3, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'human' }]);
    await app.flush();
    expect((await load(storage, null, slots, { now: () => now++ })).savedGame()).toMatchObject({ mode: 'coop' });
    expect(await slots.list()).toHaveLength(3);
  });

  it('sets a corrupted coop save aside, says so, and still starts new games', async () => {
    const storage = memoryStorage(), slots = memorySlots();
    const app = await load(storage, null, slots);
    const save = app.newGame('coop', { seed: 8, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'human' }]).session.toSave();
    const bad = JSON.stringify({ ...save, actions: [{ type: 'give', seat: 0, to: 0, cards: [1] }] });
    storage.setItem(DEFAULT_SAVE_KEY, bad);
    const again = await load(storage, null, slots);
    expect(again.savedGame()).toMatchObject({ mode: 'coop' }); // the good one, in its slot
    expect(again.notice).toEqual({ kind: 'setAside', reason: 'refused', storage: null, params: { n: 1 } });
    expect(again.setAsideList.map((e) => e.text)).toEqual([bad]);
    expect(storage.getItem(DEFAULT_SAVE_KEY)).toBeNull();
    expect(again.newGame('coop', { seed: 9, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'human' }]).session.state.players).toHaveLength(2);
  });

  it('has the given function make a coop table with the speed and open hands, tells it a change of either, and the coop actor waits for it to show each step', () => {
    const made: { game: PlayedGame; open: boolean[]; speeds: Speed[]; stopped: boolean }[] = [];
    const present = (game: PlayedGame, settings: Readonly<Settings>): AppTable => {
      const table = {
        game, open: [settings.openHands], speeds: [settings.speed], stopped: false,
        setSpeed: (s: Speed) => { table.speeds.push(s); },
        setOpenHands: (o: boolean) => { table.open.push(o); },
        stop: () => { table.stopped = true; },
      };
      made.push(table);
      return table;
    };
    const app = new GameApp(memoryStorage(), null, { settings: { speed: 'fast' }, present });
    const game = app.newGame('coop', { seed: 6, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'human' }]);
    expect(made[0].game).toBe(game);
    expect(made[0].open).toEqual([true]);
    app.setOpenHands(false);
    app.setSpeed('instant');
    expect(made[0]).toMatchObject({ open: [true, false], speeds: ['fast', 'instant'] });
    // With a table, a turn end's upkeep (RULING-7) is shown step by step before the next pick.
    expect(game.actor.send({ type: 'takeTurn', seat: 0 }).ok).toBe(true);
    expect(game.actor.send({ type: 'endTurn', seat: 0, discard: [] }).ok).toBe(true);
    expect(game.actor.moment()).toBe('shown');
    app.newGame('classic', { seed: 6, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'human' }]);
    expect(made[0].stopped).toBe(true);
    expect(made[1].game.mode).toBe('classic');
  });
});

describe('the open-hands setting', () => {
  afterEach(() => { vi.unstubAllGlobals(); });

  it('is on by default, remembered between visits, and a bad stored value falls back to on', () => {
    const storage = memoryStorage();
    expect(new GameApp(storage, null).settings.openHands).toBe(true);
    new GameApp(storage, null).setOpenHands(false);
    expect(new GameApp(storage, null).settings).toEqual({ ...SOUND_DEFAULTS, speed: 'normal', lang: 'fr', openHands: false, streamer: false, reveal: { when: 'never' }, botPace: 'normal', botReview: false, motion: 'system', textScale: 1 });
    storage.setItem('ssdb.settings.v1', JSON.stringify({ speed: 'fast', openHands: 'maybe' }));
    expect(new GameApp(storage, null).settings).toEqual({ ...SOUND_DEFAULTS, speed: 'fast', lang: 'fr', openHands: true, streamer: false, reveal: { when: 'never' }, botPace: 'normal', botReview: false, motion: 'system', textScale: 1 });
  });

  it('is turned off by ?hands=closed for this visit without forgetting the remembered one', () => {
    const stored = memoryStorage();
    vi.stubGlobal('localStorage', stored);
    const { app } = createApp({ search: '?new=1&mode=coop&hands=closed', tab: null }, undefined);
    expect(app.settings.openHands).toBe(false);
    expect(createApp({ search: '', tab: null }, undefined).app.settings.openHands).toBe(true);
  });
});

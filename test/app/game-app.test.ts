// The application: a new game gets its own slot, saved at once and after every action its actor
// accepts; the menu offers to continue it and resumes the very same state; a second game keeps the
// first; a finished game is no longer offered; a corrupted save is set aside and reported; a write
// the storage refuses is tried again, then reported at once, with nothing saved lost; two tabs on one
// game: the later one is read-only; the settings are remembered, and the table that shows a game is
// made by the function given (the scenes' TableController in the browser).
import { describe, expect, it } from 'vitest';
import type { AppTable } from '../../src/app/game-app';
import type { ClassicGame, PlayedGame } from '../../src/app/game-actor';
import { audioLevels, DEFAULT_SETTINGS, type Speed } from '../../src/app/settings';
import { DEFAULT_SAVE_KEY } from '../../src/persist/store';
import { memory } from '../presenter/helpers';
import { kept, load, memorySlots } from './slots-helpers';

const TWO = [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'greedy' as const }];

const SOUND_DEFAULTS = audioLevels(DEFAULT_SETTINGS);

describe('GameApp', () => {
  it('saves after every accepted action and resumes the saved game exactly', async () => {
    const storage = memory(), slots = memorySlots();
    const app = await load(storage, memory(), slots);
    const game = app.newGame('classic', { seed: 11, heroes: ['seiya', 'shun'] }, TWO);
    expect((await kept(app, slots))!.actions).toEqual([]);
    const play = game.session.legal(game.session.seatToAct).find((a) => a.type !== 'endTurn')!;
    expect(game.actor.send(play).ok).toBe(true);
    expect((await kept(app, slots))!.actions).toEqual([play]);
    expect(app.saving).toEqual({ state: 'ok', reason: null, saved: 1, actions: 1 });
    const state = game.session.state;
    app.closeTable();
    expect(game.actor.send(game.session.legal()[0]).ok).toBe(false); // the closed game's actor is stopped
    await app.flush();

    const again = await load(storage, memory(), slots);
    expect(again.savedGame()).toEqual({ mode: 'classic', turn: state.turn, players: 2 });
    expect(again.slotList).toHaveLength(1);
    const resumed = (await again.continueGame())!;
    expect(resumed.session.state).toEqual(state);
  });

  it('gives every new game its own slot: starting a second game keeps the first, named and listed', async () => {
    const storage = memory(), slots = memorySlots();
    let now = 1000;
    const app = await load(storage, memory(), slots, { now: () => now++ });
    const first = app.newGame('classic', { seed: 1, heroes: ['seiya', 'shun'] }, TWO);
    first.actor.send(first.session.legal(first.session.seatToAct).find((a) => a.type !== 'endTurn')!);
    const firstId = app.slotId!;
    app.newGame('coop', { seed: 2, heroes: ['hyoga', 'ikki'] }, [{ kind: 'human' }, { kind: 'human' }]);
    await app.flush();
    expect(app.slotList.map((m) => [m.mode, m.actions])).toEqual([['coop', 0], ['classic', 1]]);
    expect(await app.renameSlot(firstId, '  Sunday game  ')).toBe(true);
    const reloaded = await load(storage, memory(), slots);
    expect(reloaded.slotList.find((m) => m.id === firstId)).toMatchObject({ name: 'Sunday game', seats: [{ kind: 'human', hero: 'seiya' }, { kind: 'bot', hero: 'shun' }] });
    expect(JSON.parse((await reloaded.exportSlot(firstId))!).actions).toHaveLength(1);
    const game = (await reloaded.continueGame(firstId))!;
    expect(game.session.setup.seed).toBe(1);
    reloaded.closeTable();
    await reloaded.deleteSlot(firstId);
    expect(reloaded.slotList.map((m) => m.mode)).toEqual(['coop']);
  });

  it('resumes the slot the tab was playing after a reload, not merely the last one', async () => {
    const storage = memory(), slots = memorySlots(), tabA = memory(), tabB = memory();
    let now = 1000;
    const a = await load(storage, tabA, slots, { now: () => now++ });
    a.newGame('classic', { seed: 5, heroes: ['seiya', 'shun'] }, TWO);
    await a.flush();
    const b = await load(storage, tabB, slots, { now: () => now++ });
    b.newGame('classic', { seed: 6, heroes: ['seiya', 'shun'] }, TWO);
    await b.flush();
    const reloadedA = await load(storage, tabA, slots, { now: () => now++ });
    expect(reloadedA.wasPlaying).toBe(true);
    expect((await reloadedA.continueGame())!.session.setup.seed).toBe(5);
  });

  it('tries a refused write again, then reports it at once; what was saved stays, and the next write catches up', async () => {
    const slots = memorySlots();
    const app = await load(memory(), null, slots);
    const game = app.newGame('classic', { seed: 3, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'human' }]);
    const act = () => expect(game.actor.send(game.session.legal(game.session.seatToAct).find((a) => a.type !== 'endTurn') ?? game.session.legal(game.session.seatToAct)[0]).ok).toBe(true);
    act();
    await app.flush();
    let tries = 0;
    const write = slots.write.bind(slots);
    slots.write = async (...args) => { tries++; return write(...args); };
    slots.fail = 'full';
    act();
    act();
    await app.flush();
    expect(tries).toBe(3); // one write (the latest save: the one before it was dropped), tried three times
    expect(app.saving).toEqual({ state: 'failing', reason: 'full', saved: 1, actions: 3 });
    expect((await kept(app, slots))!.actions).toHaveLength(1);
    slots.fail = null;
    act();
    await app.flush();
    expect(app.saving).toEqual({ state: 'ok', reason: null, saved: 4, actions: 4 });
    expect((await kept(app, slots))!.actions).toHaveLength(4);
  });

  it('makes the later of two tabs on one game read-only: it writes nothing over the first', async () => {
    const storage = memory(), slots = memorySlots();
    const a = await load(storage, memory(), slots);
    const game = a.newGame('classic', { seed: 8, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'human' }]);
    await a.flush();
    const b = await load(storage, memory(), slots);
    const other = (await b.continueGame()) as ClassicGame;
    await b.flush();
    expect(b.saving.state).toBe('readOnly');
    // Read-only: its moves are refused.
    expect(other.actor.send(other.session.legal(other.session.seatToAct)[0])).toMatchObject({ ok: false, error: { key: 'error.flowStopped' } });
    expect(game.actor.send(game.session.legal(game.session.seatToAct).find((x) => x.type !== 'endTurn')!).ok).toBe(true);
    await Promise.all([a.flush(), b.flush()]);
    expect(a.saving.state).toBe('ok');
    expect((await kept(a, slots))!.actions).toEqual(game.session.toSave().actions);
  });

  it('clears the save of a finished game (headless: the actor runs the upkeep straight through)', async () => {
    const storage = memory(), slots = memorySlots();
    const app = await load(storage, null, slots);
    const { session, actor } = app.newGame('classic', { seed: 4, heroes: ['seiya', 'hyoga'] }, [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'greedy' }]);
    while (actor.phase() !== 'gameOver') expect(actor.send(session.botAction()!).ok).toBe(true);
    await app.flush();
    expect(await slots.list()).toEqual([]);
    expect((await load(storage, null, slots)).savedGame()).toBeNull();
  });

  it('sets a corrupted save aside, says so, and still starts new games', async () => {
    const storage = memory(), slots = memorySlots();
    storage.setItem(DEFAULT_SAVE_KEY, '{"schema":1,"mode":"classic"');
    const app = await load(storage, null, slots);
    expect(app.savedGame()).toBeNull();
    expect(app.notice).toEqual({ kind: 'setAside', reason: 'notJson', storage: null, params: {} });
    expect(app.setAsideList.map((e) => e.text)).toEqual(['{"schema":1,"mode":"classic"']);
    const game = app.newGame('classic', { seed: 1, heroes: ['seiya', 'ikki'] }, [{ kind: 'human' }, { kind: 'human' }]);
    expect(game.session.state.players).toHaveLength(2);
    await app.flush();
    expect(await slots.list()).toHaveLength(1);
    await app.deleteSetAside(app.setAsideList[0].id);
    expect(app.setAsideList).toEqual([]);
  });

  it('remembers the speed and the language, and knows when a reload interrupted a game', async () => {
    const storage = memory(), tab = memory(), slots = memorySlots();
    const app = await load(storage, tab, slots);
    app.setSpeed('fast');
    app.setLang('en');
    expect(app.wasPlaying).toBe(false);
    app.newGame('classic', { seed: 2, heroes: ['seiya', 'hyoga'] }, [{ kind: 'human' }, { kind: 'bot' }]);
    const reloaded = await load(storage, tab, slots);
    expect(reloaded.settings).toEqual({ ...SOUND_DEFAULTS, speed: 'fast', lang: 'en', openHands: true, streamer: false, reveal: { when: 'never' }, botPace: 'normal', botReview: false, motion: 'system', textScale: 1 });
    expect(reloaded.wasPlaying).toBe(true);
    reloaded.closeTable();
    expect((await load(storage, tab, slots)).wasPlaying).toBe(false);
  });

  it('has the given function make the table of each game, passes it the speed, and stops it with the game', async () => {
    const made: { game: PlayedGame; speeds: Speed[]; stopped: boolean }[] = [];
    const present = (game: PlayedGame, settings: { speed: Speed }): AppTable & { speeds: Speed[] } => {
      const table = { game, speeds: [settings.speed], stopped: false, setSpeed: (s: Speed) => { table.speeds.push(s); }, stop: () => { table.stopped = true; } };
      made.push(table);
      return table;
    };
    const app = await load(memory(), null, memorySlots(), { settings: { speed: 'slow' }, present });
    const first = app.newGame('classic', { seed: 3, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'human' }]);
    expect(app.table).toBe(made[0]);
    expect(made[0].game).toBe(first);
    app.setSpeed('instant');
    expect(made[0].speeds).toEqual(['slow', 'instant']);
    // With a table, the actor waits for it to show each upkeep step.
    first.actor.send({ type: 'endTurn', seat: first.session.state.active, discard: [] });
    expect(first.actor.phase()).toBe('upkeep');
    app.newGame('classic', { seed: 4, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'human' }]);
    expect(made[0].stopped).toBe(true);
    expect(app.table).toBe(made[1]);
    app.closeTable();
  });
});

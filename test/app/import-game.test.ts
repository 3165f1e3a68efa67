// A game brought in from a share code or a file (issue 13: "Export and import as a file, and as a short
// share code … from the menu and from the score screen"; "A new game never overwrites another"): it goes
// into a new slot beside the others, plays on from the very same state, and a finished one opens for
// its score screen, kept in a slot marked finished (issue 25). The score screen shares the
// finished game from memory.
import { describe, expect, it } from 'vitest';
import { stateHash, type GameState } from '../../src/engine';
import { decodeShareCode, encodeShareCode } from '../../src/persist/share-code';
import { saveFromFileText, saveToFileText } from '../../src/persist/transfer';
import { memory } from '../presenter/helpers';
import { kept, load, memorySlots } from './slots-helpers';

const TWO = [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'greedy' as const }];

describe('GameApp.importGame', () => {
  it('stores a loaded game in a new slot, never over another, and plays on from the same state', async () => {
    const storage = memory(), tab = memory(), slots = memorySlots();
    const app = await load(storage, tab, slots);
    const game = app.newGame('classic', { seed: 9, heroes: ['seiya', 'shun'] }, TWO);
    for (let k = 0; k < 3; k++) expect(game.actor.send(game.session.legal(game.session.seatToAct)[0]).ok).toBe(true);
    const firstId = app.slotId!;
    const original = game.session.toSave();
    const hash = stateHash(game.session.state);
    app.closeTable();

    const got = await decodeShareCode(await encodeShareCode(original));
    if ('error' in got) throw new Error(got.error.message);
    const copy = app.importGame(got.save)!;
    if (copy.mode !== 'classic') throw new Error('a classic game opens on the classic table');
    expect(stateHash(copy.session.state)).toBe(hash);
    expect(app.slotId).not.toBe(firstId);
    expect((await kept(app, slots))!.actions).toEqual(original.actions);
    // The first game is untouched, and a reload in this tab resumes the loaded one.
    expect((await kept(app, slots, firstId))!.actions).toEqual(original.actions);
    expect(app.slotList.map((m) => m.id).sort()).toEqual([firstId, app.slotId].sort());
    expect(tab.getItem('ssdb.playing')).toBe(app.slotId);
    // It plays on, saved in its own slot only.
    expect(copy.actor.send(copy.session.legal(copy.session.seatToAct)[0]).ok).toBe(true);
    expect((await kept(app, slots))!.actions).toHaveLength(original.actions.length + 1);
    expect((await kept(app, slots, firstId))!.actions).toHaveLength(original.actions.length);
  });

  it('opens a finished game for its score screen, kept in a slot marked finished that Continue passes by (issue 25), and shares it from memory', async () => {
    const storage = memory(), tab = memory(), slots = memorySlots();
    const app = await load(storage, tab, slots);
    const { session, actor } = app.newGame('classic', { seed: 4, heroes: ['seiya', 'hyoga'] }, [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'greedy' }]);
    while (actor.phase() !== 'gameOver') expect(actor.send(session.botAction()!).ok).toBe(true);
    await app.flush();
    expect(await slots.list()).toEqual([]);
    // The score screen's Save file: the session is still on the table.
    const text = saveToFileText(app.currentSave()!);
    app.closeTable();
    expect(app.currentSave()).toBeNull();

    const got = saveFromFileText(text);
    if ('error' in got) throw new Error(got.error.message);
    const shown = app.importGame(got.save)!;
    expect((shown.session.state as GameState).phase).toBe('gameOver');
    expect(stateHash(shown.session.state)).toBe(stateHash(session.state));
    await app.flush();
    const kept = (await slots.list()) as { id: string; finished?: boolean }[];
    expect(kept).toHaveLength(1);
    expect(kept[0].finished).toBe(true);
    expect(app.currentSave()).toEqual(got.save);
    // The menu's Continue passes a finished game by; opened from the list, it shows its end again.
    app.closeTable();
    await app.refresh();
    expect(app.savedGame()).toBeNull();
    const again = (await app.continueGame(kept[0].id))!;
    expect((again.session.state as GameState).phase).toBe('gameOver');
    await app.flush();
    expect(await slots.list()).toHaveLength(1);
  });

  it('opens a cooperative game on its own board, in a new slot', async () => {
    const slots = memorySlots();
    const app = await load(memory(), memory(), slots);
    const game = app.newGame('coop', { seed: 3, heroes: ['hyoga', 'ikki'] }, [{ kind: 'human' }, { kind: 'human' }]);
    expect(game.actor.send(game.session.legal()[0]).ok).toBe(true);
    const save = game.session.toSave();
    app.closeTable();
    const copy = app.importGame(save)!;
    expect(copy.mode).toBe('coop');
    expect(copy.session.state).toEqual(game.session.state);
    await app.flush();
    expect(await slots.list()).toHaveLength(2);
  });
});

// Undo at the table (issue 13 "Done when": "undo inside a turn works and is refused across a draw in
// classic"): the game is replaced by its save without the last action, replayed as a reload would, in
// the same slot, which then holds the shorter list; past a draw, refused between people, allowed
// against bots with the game marked "assisted" (kept by its save and by a reload).
import { describe, expect, it } from 'vitest';
import { undo, undoInfo } from '../../src/app/undo';
import { stateHash } from '../../src/engine';
import { UndoLedger } from '../../src/undo/ledger';
import { memory } from '../presenter/helpers';
import { kept, load, memorySlots } from './slots-helpers';

const HOT_SEAT = [{ kind: 'human' as const }, { kind: 'human' as const }];
const SOLO = [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'greedy' as const }];

describe('undo in the application', () => {
  it('takes back a card played: same slot, shorter save, the card back in the hand; then refuses past a draw', async () => {
    const slots = memorySlots();
    const app = await load(memory(), memory(), slots);
    const game = app.newGame('classic', { seed: 1, heroes: ['seiya', 'ikki'] }, HOT_SEAT);
    const slot = app.slotId;
    const start = stateHash(game.session.state);
    const play = game.session.legal().find((a) => a.type === 'play')!;
    expect(game.actor.send(play).ok).toBe(true);
    expect(undoInfo(app.game)).toMatchObject({ free: 1, can: true, assisted: false });

    expect(undo(app)).toEqual({ ok: true, undone: 1, assisted: false });
    expect(app.slotId).toBe(slot);
    expect(app.game).not.toBe(game);
    expect(stateHash(app.game!.session.state)).toBe(start);
    expect((await kept(app, slots))!.actions).toEqual([]);
    expect(app.slotList).toHaveLength(1);
    // The new game's actor plays on.
    const end = app.game!.session.legal().find((a) => a.type === 'endTurn')!;
    expect(app.game!.actor.send(end).ok).toBe(true);
    const after = stateHash(app.game!.session.state);
    const refused = undo(app);
    expect(refused).toEqual({ ok: false, key: 'undo.refused.reveal' });
    expect(stateHash(app.game!.session.state)).toBe(after);
    expect((await kept(app, slots))!.actions).toEqual([end]);
    expect(undoInfo(app.game)).toMatchObject({ free: 0, can: false, marker: { after: 1, reason: 'reveal' } });
  });

  it('against a bot: past the draw it goes back to the player\'s turn end, and the game stays marked assisted', async () => {
    const slots = memorySlots(), storage = memory(), tab = memory();
    const app = await load(storage, tab, slots);
    const game = app.newGame('classic', { seed: 3, heroes: ['seiya', 'ikki'], firstSeat: 0 }, SOLO);
    const end = game.session.legal().find((a) => a.type === 'endTurn')!;
    expect(game.actor.send(end).ok).toBe(true); // headless: the bot's turn is driven below
    for (let bot = game.session.botAction(); bot; bot = game.session.botAction()) expect(game.actor.send(bot).ok).toBe(true);
    expect(undoInfo(app.game)).toMatchObject({ free: 0, can: true, assisted: false });
    expect(undo(app)).toMatchObject({ ok: true, assisted: true });
    expect(app.game!.session.actionCount).toBe(0);
    expect(app.game!.session.assisted).toBe(true);
    const save = (await kept(app, slots))!;
    expect(save).toMatchObject({ actions: [], assisted: true });
    await app.flush();
    const again = await load(storage, tab, slots);
    expect((await again.continueGame())!.session.assisted).toBe(true);
  });

  it('the table rebuilt after an undo reads what the undo knew, without replaying the game again, and agrees with a replay', async () => {
    const seen: number[] = [];
    const app = await load(memory(), memory(), memorySlots(), {
      present: (game) => { seen.push(undoInfo(game).free); return { setSpeed: () => undefined, stop: () => undefined }; },
    });
    const game = app.newGame('classic', { seed: 4, heroes: ['seiya', 'ikki'], firstSeat: 0 }, HOT_SEAT);
    // A turn of free moves (the table's actor waits on the table to show an upkeep: no turn end here).
    for (let i = 0; i < 30; i++) {
      const move = game.session.legal().find((a) => a.type !== 'endTurn');
      if (!move) break;
      expect(game.actor.send(move).ok).toBe(true);
    }
    expect(game.session.actionCount).toBeGreaterThan(2);
    const played = [...game.session.history];
    for (let plan = undoInfo(app.game); plan.free > 0; plan = undoInfo(app.game)) expect(undo(app).ok).toBe(true);
    expect(seen.length).toBeGreaterThan(1);
    const fresh = new UndoLedger(app.game!.session);
    expect(undoInfo(app.game)).toEqual({ free: fresh.free(), can: fresh.can(), assisted: false, marker: fresh.marker() });
    expect(app.game!.session.history).toEqual(played.slice(0, app.game!.session.actionCount));
  });

  it('says there is nothing to undo at the start of a game', async () => {
    const app = await load(memory(), memory(), memorySlots());
    app.newGame('classic', { seed: 1, heroes: ['seiya', 'ikki'] }, HOT_SEAT);
    expect(undo(app)).toEqual({ ok: false, key: 'undo.nothing' });
  });
});

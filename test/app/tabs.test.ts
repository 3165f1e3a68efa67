// Issue 23, points 1–3 and 10: a saved game belongs to one live tab. A duplicated tab (which copies
// the tab's storage) is read-only and offered "play here"; a closed tab's game opens playable at once;
// a reload never loses a move the table showed (the write-ahead copy); the other tabs' lists follow.
// Pages are GameApps over one set of slots and one lock registry, as the tabs of one browser.
import { describe, expect, it } from 'vitest';
import type { GameApp } from '../../src/app/game-app';
import type { ClassicGame } from '../../src/app/game-actor';
import { memoryLocks, type LockRegistry } from '../../src/app/tab-locks';
import { readAhead } from '../../src/app/write-ahead';
import type { SlotBackend } from '../../src/persist/slots';
import type { StorageLike } from '../../src/persist/store';
import { memory } from '../presenter/helpers';
import { kept, load, memorySlots } from './slots-helpers';

const SEATS = [{ kind: 'human' as const }, { kind: 'human' as const }];

/** A browser: its storage, its slots and its locks; `page` opens a page in a tab (its own storage). */
function browser() {
  const storage = memory(), slots = memorySlots(), registry: LockRegistry = new Map();
  const page = async (tab: StorageLike, slotsOf: SlotBackend = slots) => {
    const locks = memoryLocks(registry);
    const app = await load(storage, tab, slotsOf, { locks });
    // close: the page goes with its pagehide; vanish: without it (a crash): its lock dies, its lease stays.
    return { app, close: () => { app.leave(); locks.close(); }, vanish: () => locks.close() };
  };
  return { storage, slots, page };
}

/** A copy of a tab's storage, as "Duplicate tab" and window.open make. */
function duplicate(tab: StorageLike): StorageLike {
  const copy = memory();
  for (const key of ['ssdb.playing', 'ssdb.writeAhead', 'ssdb.guided']) {
    const v = tab.getItem(key);
    if (v !== null) copy.setItem(key, v);
  }
  return copy;
}

/** One move by the seat to act (not ending the turn, when it can). */
function move(game: ClassicGame): void {
  const legal = game.session.legal(game.session.seatToAct);
  expect(game.actor.send(legal.find((a) => a.type !== 'endTurn') ?? legal[0]).ok).toBe(true);
}

const tick = () => new Promise((r) => setTimeout(r, 0));
const actionsOf = (app: GameApp) => app.game!.session.toSave().actions.length;

describe('one live tab per saved game (issue 23)', () => {
  it('a duplicated tab is read-only, loses nothing of the first, and "play here" takes the game over', async () => {
    const b = browser(), tabA = memory();
    const a = await b.page(tabA);
    const game = a.app.newGame('classic', { seed: 7, heroes: ['seiya', 'shun'] }, SEATS);
    move(game);
    await a.app.flush();

    const dup = await b.page(duplicate(tabA));
    expect(dup.app.wasPlaying).toBe(true);
    const shown = (await dup.app.continueGame()) as ClassicGame;
    expect(dup.app.saving.state).toBe('readOnly');
    expect(shown.actor.send(shown.session.legal(shown.session.seatToAct)[0]).ok).toBe(false);
    move(game);
    move(game);
    await Promise.all([a.app.flush(), dup.app.flush()]);
    expect((await kept(a.app, b.slots))!.actions).toEqual(game.session.toSave().actions);

    // Play here: the duplicate takes the game as the first tab left it; the first turns read-only.
    const taken = (await dup.app.playHere()) as ClassicGame;
    expect(taken.session.toSave().actions).toEqual(game.session.toSave().actions);
    expect(dup.app.saving.state).toBe('ok');
    expect(a.app.saving.state).toBe('readOnly');
    expect(game.actor.send(game.session.legal(game.session.seatToAct)[0]).ok).toBe(false);
    move(taken);
    await Promise.all([a.app.flush(), dup.app.flush()]);
    expect((await kept(dup.app, b.slots))!.actions).toEqual(taken.session.toSave().actions);
  });

  it('a closed tab lets its game go at once: opened again, it is playable, not read-only', async () => {
    const b = browser();
    const a = await b.page(memory());
    const game = a.app.newGame('classic', { seed: 8, heroes: ['seiya', 'shun'] }, SEATS);
    move(game);
    await a.app.flush();
    a.close();
    const again = await b.page(memory());
    const resumed = (await again.app.continueGame()) as ClassicGame;
    expect(again.app.saving.state).toBe('ok');
    move(resumed);
    await again.app.flush();
    expect((await kept(again.app, b.slots))!.actions).toHaveLength(2);
  });

  it('a tab closed without a word (its lease still running) does not make its game read-only', async () => {
    const b = browser();
    const a = await b.page(memory());
    a.app.newGame('classic', { seed: 9, heroes: ['seiya', 'shun'] }, SEATS);
    await a.app.flush();
    a.vanish();
    expect(b.slots.leases.size).toBe(1);
    const again = await b.page(memory());
    await again.app.continueGame();
    expect(again.app.saving.state).toBe('ok');
  });
});

describe('no move shown is lost at reload (issue 23, point 3)', () => {
  it('each save is kept in the tab before the slot is written; a reload plays on from the newer copy', async () => {
    const b = browser(), tab = memory();
    const a = await b.page(tab);
    const game = a.app.newGame('classic', { seed: 5, heroes: ['seiya', 'shun'] }, SEATS);
    move(game);
    await a.app.flush();
    // From now on the slot's writes never land (the page goes before IndexedDB commits).
    const slowWrite = b.slots.write.bind(b.slots);
    b.slots.write = () => new Promise(() => undefined);
    move(game);
    move(game);
    expect(readAhead(tab)!.meta.actions).toBe(3);
    expect(JSON.parse((await b.slots.read(a.app.slotId!))!).actions).toHaveLength(1);
    a.close();
    await tick(); // the page is gone: its pending write never lands
    b.slots.write = slowWrite;
    const reloaded = await b.page(tab);
    const resumed = (await reloaded.app.continueGame())!;
    expect(resumed.session.toSave().actions).toEqual(game.session.toSave().actions);
    await reloaded.app.flush();
    expect((await kept(reloaded.app, b.slots))!.actions).toHaveLength(3);
  });

  it('a new game whose first write never landed is still there after the reload', async () => {
    const b = browser(), tab = memory();
    const write = b.slots.write.bind(b.slots);
    b.slots.write = () => new Promise(() => undefined);
    const a = await b.page(tab);
    const game = a.app.newGame('classic', { seed: 6, heroes: ['seiya', 'shun'] }, SEATS);
    move(game);
    a.close();
    await tick();
    expect(await b.slots.list()).toEqual([]);
    b.slots.write = write;
    const reloaded = await b.page(tab);
    expect(reloaded.app.wasPlaying).toBe(true);
    expect((await reloaded.app.continueGame())!.session.toSave().actions).toHaveLength(1);
  });

  it('an older copy in a tab never overwrites moves another tab played since', async () => {
    const b = browser(), tabA = memory();
    const a = await b.page(tabA);
    const game = a.app.newGame('classic', { seed: 4, heroes: ['seiya', 'shun'] }, SEATS);
    move(game);
    await a.app.flush();
    a.close();
    const other = await b.page(memory());
    const there = (await other.app.continueGame()) as ClassicGame;
    move(there);
    move(there);
    await other.app.flush();
    other.close();
    const back = await b.page(tabA); // its copy holds 1 move; the slot holds 3
    expect((await back.app.continueGame())!.session.toSave().actions).toHaveLength(3);
    expect(actionsOf(back.app)).toBe(3);
  });
});

describe('the saved games across tabs (issue 23, point 10)', () => {
  it('a tab hears that another saved a new game, or removed one, and lists it without a reload', async () => {
    const storage = memory(), slots = memorySlots();
    const listeners: (() => void)[] = [];
    const news = () => ({ post: () => { for (const l of listeners) l(); }, listen: (heard: () => void) => { listeners.push(heard); } });
    const menu = await load(storage, memory(), slots, { slotNews: news() });
    const player = await load(storage, memory(), slots, { slotNews: news() });
    let redrawn = 0;
    menu.onSlots(() => { redrawn++; });
    player.newGame('classic', { seed: 2, heroes: ['seiya', 'shun'] }, SEATS);
    await player.flush();
    await new Promise((r) => setTimeout(r, 0));
    expect(menu.slotList.map((m) => m.id)).toEqual([player.slotId]);
    expect(redrawn).toBeGreaterThan(0);
    await player.deleteSlot(player.slotId!);
    await new Promise((r) => setTimeout(r, 0));
    expect(menu.slotList).toEqual([]);
  });
});

describe('without Web Locks (issue 23)', () => {
  it('the lease alone decides, and "play here" takes it over', async () => {
    const storage = memory(), slots = memorySlots();
    const a = await load(storage, memory(), slots);
    const game = a.newGame('classic', { seed: 3, heroes: ['seiya', 'shun'] }, SEATS);
    await a.flush();
    const b = await load(storage, memory(), slots);
    await b.continueGame();
    expect(b.saving.state).toBe('readOnly');
    const here = (await b.playHere()) as ClassicGame;
    expect(b.saving.state).toBe('ok');
    move(here);
    await b.flush();
    expect((await kept(b, slots))!.actions).toHaveLength(1);
    // The first page's next write finds the lease gone: it turns read-only, writing nothing over.
    move(game);
    await a.flush();
    expect(a.saving.state).toBe('readOnly');
    expect((await kept(b, slots))!.actions).toEqual(here.session.toSave().actions);
  });
});

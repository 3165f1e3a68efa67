// Issue 23, point 4: one slot record that is not whole (here `seats: null`, as another version or a
// broken write could leave it) must not keep the other saved games from the menu: it is set aside with
// its save's text, with a notice, and the others are listed and resumed.
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../src/persist/store';
import { load, memorySlots } from './slots-helpers';

describe('a bad slot record (issue 23)', () => {
  it('is set aside with its text and a notice, and the good game is still listed and resumed', async () => {
    const storage = memoryStorage(), slots = memorySlots();
    const app = await load(storage, null, slots);
    const { session, actor } = app.newGame('classic', { seed: 3, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }]);
    expect(actor.send(session.legal()[0]).ok).toBe(true);
    await app.flush();
    const [good] = await slots.list();
    await slots.write({ ...good, id: 'broken', seats: null as never, updatedAt: good.updatedAt + 1 }, '{"not":"a save"}');

    const again = await load(storage, null, slots);
    expect(again.savedGame()).toEqual({ mode: 'classic', turn: good.turn, players: 2 });
    expect(again.notice).toMatchObject({ kind: 'setAside', reason: 'invalid' });
    expect((await slots.list()).map((m) => m.id)).toEqual([good.id]);
    const aside = await slots.setAsideList();
    expect(aside).toHaveLength(1);
    expect(aside[0]).toMatchObject({ from: 'slot:broken', text: '{"not":"a save"}' });
    expect((await again.continueGame())?.session.actionCount).toBe(1);
  });

  it('Continue on a game another tab has removed says so, and lists the games again (issue 23, point 10)', async () => {
    const storage = memoryStorage(), slots = memorySlots();
    const app = await load(storage, null, slots);
    const { session, actor } = app.newGame('classic', { seed: 3, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }]);
    expect(actor.send(session.legal()[0]).ok).toBe(true);
    await app.flush();
    const menu = await load(storage, null, slots);
    expect(menu.savedGame()).not.toBeNull();
    for (const m of await slots.list()) await slots.remove(m.id); // another tab deletes it
    expect(await menu.continueGame()).toBeNull();
    expect(menu.notice).toMatchObject({ kind: 'gone' });
    expect(menu.savedGame()).toBeNull();
  });
});

// Issue 23, point 5: when the browser refuses its storage the games live in memory only; a game opened
// by a link (no menu, so no menu notice) must say from its first move that it is not being kept.
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../src/persist/store';
import { savingText } from '../../scenes/presenter/slots-model';
import { load, memorySlots } from './slots-helpers';

describe('storage refused (issue 23)', () => {
  it('the table says from the first move that the game is not kept, and how to keep it', async () => {
    const app = await load(memoryStorage(), null, memorySlots());
    app.storageRefused = true;
    const { session, actor } = app.newGame('classic', { seed: 3, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }]);
    expect(app.saving.state).toBe('notKept');
    expect(actor.send(session.legal()[0]).ok).toBe(true);
    await app.flush();
    expect(app.saving).toMatchObject({ state: 'notKept', saved: 1 });
    expect(savingText(app.saving, 'en')).toMatch(/not being kept.*Share code or Save file/);
    expect(savingText(app.saving, 'fr')).toMatch(/n’est pas conservée/);
  });

  it('says nothing while the storage keeps the games', async () => {
    const app = await load(memoryStorage(), null, memorySlots());
    app.newGame('classic', { seed: 3, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }]);
    await app.flush();
    expect(savingText(app.saving, 'en')).toBeNull();
  });
});

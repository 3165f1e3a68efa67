// Save slots (issue 13): CRUD on both backends (memory, IndexedDB through fake-indexeddb), a write
// retried then reported with nothing lost, the bounded set-aside list, the two-tab lease, and the
// migration of the old localStorage autosave.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SAVE_KEY, memoryStorage, setAsidePrefix } from '../../src/persist/store';
import { idbSlots } from '../../src/persist/slots-idb';
import { MAX_SET_ASIDE, memorySlots, metaOf, migrateLocalStorage, setAside, writeWithRetry, type SlotBackend } from '../../src/persist/slots';
import { GameSession } from '../../src/session/game-session';

function session(actions: number, seed = 7): GameSession {
  const s = GameSession.start({ seed, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }]);
  for (let i = 0; i < actions; i++) if (!s.send(s.botAction() ?? s.legal()[0]).ok) throw new Error('refused');
  return s;
}
const slotOf = (s: GameSession, id: string, at = 1000) => ({ meta: metaOf(s.toSave(), s.state.turn, id, { createdAt: at, updatedAt: at }), text: JSON.stringify(s.toSave()) });

let dbs = 0;
const backends: [string, () => Promise<SlotBackend>][] = [
  ['memory', async () => memorySlots()],
  ['IndexedDB', () => idbSlots(`test-${++dbs}`)],
];

describe.each(backends)('save slots in %s', (_, make) => {
  it('creates, lists, reads, renames and deletes slots; a new game never overwrites another', async () => {
    const b = await make();
    expect(await b.list()).toEqual([]);
    const one = slotOf(session(6), 'a'), two = slotOf(session(0, 9), 'b');
    await b.write(one.meta, one.text);
    await b.write(two.meta, two.text);
    expect((await b.list()).map((m) => m.id).sort()).toEqual(['a', 'b']);
    expect(await b.read('a')).toBe(one.text);
    expect((await b.list()).find((m) => m.id === 'a')).toMatchObject({ mode: 'classic', actions: 6, seats: [{ kind: 'human', hero: 'seiya' }, { kind: 'bot', hero: 'shun' }] });
    await b.write({ ...one.meta, name: 'Sunday' }, one.text);
    expect((await b.list()).find((m) => m.id === 'a')!.name).toBe('Sunday');
    await b.remove('a');
    expect((await b.list()).map((m) => m.id)).toEqual(['b']);
    expect(await b.read('a')).toBeNull();
    expect(await b.read('b')).toBe(two.text);
  });

  it('lets one tab at a time write a slot; a crashed tab\'s lease expires', async () => {
    const b = await make();
    const one = slotOf(session(2), 'a');
    expect(await b.claim({ slot: 'a', tab: 'T1', expires: 15_000 }, 0)).toBe(true);
    await b.write(one.meta, one.text, { id: 'T1', now: 1 });
    expect(await b.claim({ slot: 'a', tab: 'T2', expires: 16_000 }, 1000)).toBe(false);
    const later = slotOf(session(4), 'a');
    await expect(b.write(later.meta, later.text, { id: 'T2', now: 1000 })).rejects.toMatchObject({ reason: 'taken' });
    expect(await b.read('a')).toBe(one.text);
    expect(await writeWithRetry(b, later.meta, later.text, { id: 'T2', now: 1000 }, [])).toMatchObject({ ok: false, reason: 'taken' });
    // T1 stops renewing (crashed): past its expiry T2 may take the game.
    expect(await b.claim({ slot: 'a', tab: 'T2', expires: 31_000 }, 16_000)).toBe(true);
    await b.write(later.meta, later.text, { id: 'T2', now: 16_001 });
    await expect(b.write(one.meta, one.text, { id: 'T1', now: 16_002 })).rejects.toMatchObject({ reason: 'taken' });
    await b.release('a', 'T2');
    expect(await b.claim({ slot: 'a', tab: 'T1', expires: 40_000 }, 17_000)).toBe(true);
  });

  it('keeps at most MAX_SET_ASIDE damaged saves, each exportable and deletable', async () => {
    const b = await make();
    for (let i = 0; i < MAX_SET_ASIDE; i++) expect(await setAside(b, { at: i, from: `slot:${i}`, reason: 'notJson', params: {}, text: `bad ${i}` })).toMatchObject({ ok: true });
    expect(await setAside(b, { at: 99, from: 'slot:x', reason: 'notJson', params: {}, text: 'one more' })).toEqual({ ok: false, reason: 'tooMany' });
    const list = await b.setAsideList();
    expect(list.map((e) => e.text)).toEqual(Array.from({ length: MAX_SET_ASIDE }, (_, i) => `bad ${i}`));
    await b.removeSetAside(list[0].id);
    expect(await b.setAsideList()).toHaveLength(MAX_SET_ASIDE - 1);
    expect(await setAside(b, { at: 99, from: 'slot:x', reason: 'notJson', params: {}, text: 'one more' })).toMatchObject({ ok: true });
  });

  it('migrates the old localStorage autosave and its set-aside saves once, losing none', async () => {
    const b = await make();
    const old = session(5);
    const storage = memoryStorage({
      [DEFAULT_SAVE_KEY]: JSON.stringify(old.toSave()),
      [`${setAsidePrefix(DEFAULT_SAVE_KEY)}1`]: '{"broken',
      [`${setAsidePrefix(DEFAULT_SAVE_KEY)}2`]: '{"schema":1}',
      'ssdb.settings.v1': '{"speed":"fast"}',
    });
    const done = await migrateLocalStorage(storage, b, 5000);
    expect(done.slot).toMatchObject({ mode: 'classic', actions: 5, updatedAt: 5000 });
    expect(await b.read(done.slot!.id)).toBe(JSON.stringify(old.toSave()));
    expect((await b.setAsideList()).map((e) => [e.from, e.reason, e.text])).toEqual([
      [`localStorage:${setAsidePrefix(DEFAULT_SAVE_KEY)}1`, 'notJson', '{"broken'],
      [`localStorage:${setAsidePrefix(DEFAULT_SAVE_KEY)}2`, 'invalid', '{"schema":1}'],
    ]);
    expect(storage.dump()).toEqual({ 'ssdb.settings.v1': '{"speed":"fast"}' });
    // Once: a second run finds nothing to move.
    expect(await migrateLocalStorage(storage, b, 6000)).toEqual({ slot: null, setAside: [], left: [] });
    expect(await b.list()).toHaveLength(1);
  });
});

describe('save slots when the storage fails', () => {
  it('retries a failed write, then reports it, and keeps what was saved before', async () => {
    const b = memorySlots();
    const first = slotOf(session(3), 'a');
    expect(await writeWithRetry(b, first.meta, first.text, undefined, [1, 1])).toEqual({ ok: true });
    let tries = 0;
    const write = b.write.bind(b);
    b.write = async (...args) => { tries++; return write(...args); };
    b.fail = 'full';
    const next = slotOf(session(5), 'a');
    expect(await writeWithRetry(b, next.meta, next.text, undefined, [1, 1])).toMatchObject({ ok: false, reason: 'full' });
    expect(tries).toBe(3);
    expect(await b.read('a')).toBe(first.text);
    expect((await b.list())[0].actions).toBe(3);
    // A passing failure: the retry saves it.
    tries = 0;
    b.write = async (...args) => { if (++tries === 1) throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' }); return write(...args); };
    b.fail = null;
    expect(await writeWithRetry(b, next.meta, next.text, undefined, [1, 1])).toEqual({ ok: true });
    expect(await b.read('a')).toBe(next.text);
  });

  it('leaves in localStorage what it could not migrate', async () => {
    const b = memorySlots();
    b.fail = 'full';
    const storage = memoryStorage({ [DEFAULT_SAVE_KEY]: JSON.stringify(session(2).toSave()), [`${setAsidePrefix(DEFAULT_SAVE_KEY)}1`]: 'x' });
    const before = storage.dump();
    const done = await migrateLocalStorage(storage, b, 1);
    expect(done.left).toEqual([DEFAULT_SAVE_KEY, `${setAsidePrefix(DEFAULT_SAVE_KEY)}1`]);
    expect(storage.dump()).toEqual(before);
  });

  it('an IndexedDB put that throws (a full disk) commits nothing of the write', async () => {
    const b = await idbSlots(`test-${++dbs}`);
    const first = slotOf(session(3), 'a');
    await b.write(first.meta, first.text);
    const put = IDBObjectStore.prototype.put;
    let calls = 0;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      // The text goes in first; the metadata's put fails after it.
      if (++calls === 2) throw new DOMException('full', 'QuotaExceededError');
      return put.apply(this, args);
    };
    try {
      const next = slotOf(session(5), 'a');
      await expect(b.write(next.meta, next.text)).rejects.toMatchObject({ name: 'QuotaExceededError' });
    } finally {
      IDBObjectStore.prototype.put = put;
    }
    expect(await b.read('a')).toBe(first.text);
    expect((await b.list())[0].actions).toBe(3);
  });
});

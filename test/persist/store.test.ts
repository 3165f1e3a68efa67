// The autosave store over an in-memory Storage that can be made to fail like a browser's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stateHash } from '../../src/engine';
import { loadSaveText, type SaveFile } from '../../src/persist/save';
import { createSaveStore, DEFAULT_SAVE_KEY, memoryStorage, setAsidePrefix, type SaveNotice, type StorageLike } from '../../src/persist/store';
import { GameSession } from '../../src/session/game-session';

const KEY = DEFAULT_SAVE_KEY;
const aside = (n: number) => `${setAsidePrefix(KEY)}${n}`;

/** A game a few actions in, played by two greedy bots. */
function sessionAfter(actions: number, seed = 7): GameSession {
  const session = GameSession.start({ seed, heroes: ['seiya', 'shun'] }, [{ kind: 'human', name: 'Ana' }, { kind: 'bot', bot: 'greedy' }]);
  for (let i = 0; i < actions; i++) {
    // Seat 0 is "human" for the session; play it with the engine's first legal action.
    const action = session.botAction() ?? session.legal()[0];
    if (!session.send(action).ok) throw new Error('bot action refused');
  }
  return session;
}

type Failure = 'get' | 'set' | 'remove';
/** Memory storage with a journal of writes and switchable failures (quota, private mode). */
function faultyStorage(initial: Record<string, string> = {}) {
  const inner = memoryStorage(initial);
  const failing = new Set<Failure>();
  const journal: { op: 'set' | 'remove'; key: string; before: string | null; value?: string }[] = [];
  const quota = () => Object.assign(new Error('Setting the value exceeded the quota.'), { name: 'QuotaExceededError', code: 22 });
  const security = () => Object.assign(new Error('The operation is insecure.'), { name: 'SecurityError', code: 18 });
  const storage: StorageLike = {
    getItem(k) {
      if (failing.has('get')) throw security();
      return inner.getItem(k);
    },
    setItem(k, v) {
      if (failing.has('set')) throw quota();
      journal.push({ op: 'set', key: k, before: inner.getItem(k), value: v });
      inner.setItem(k, v);
    },
    removeItem(k) {
      if (failing.has('remove')) throw security();
      journal.push({ op: 'remove', key: k, before: inner.getItem(k) });
      inner.removeItem(k);
    },
  };
  return { storage, inner, failing, journal };
}

describe('autosave store', () => {
  it('round-trips a save: the game read back replays to the identical state', () => {
    const session = sessionAfter(40);
    const { storage, inner } = faultyStorage();
    const store = createSaveStore(storage);
    expect(store.read()).toBeNull();
    expect(store.write(session.toSave())).toEqual({ ok: true });
    expect(Object.keys(inner.dump())).toEqual([KEY]);

    const read = createSaveStore(storage).read(); // a new page load
    expect(read && 'save' in read).toBe(true);
    const save = (read as { save: SaveFile }).save;
    expect(save).toEqual(session.toSave());
    const resumed = GameSession.resume(save);
    if ('error' in resumed) throw new Error(resumed.error);
    expect(stateHash(resumed.state)).toBe(stateHash(session.state));

    // Autosave after every further action overwrites the slot, its own previous write.
    for (let i = 0; i < 5; i++) {
      session.send(session.botAction() ?? session.legal()[0]);
      expect(store.write(session.toSave())).toEqual({ ok: true });
    }
    expect((createSaveStore(storage).read() as { save: SaveFile }).save.actions).toHaveLength(45);
    expect(store.clear()).toEqual({ ok: true });
    expect(store.read()).toBeNull();
  });

  const valid = () => JSON.stringify(sessionAfter(12).toSave());
  const tampered = () => {
    const save = sessionAfter(12).toSave();
    const i = save.actions.findIndex((a) => a.type === 'play');
    // The same card played again: it is no longer in the hand, so the engine refuses the replay.
    save.actions.splice(i + 1, 0, save.actions[i]);
    return JSON.stringify(save);
  };
  const cases: [string, () => string, RegExp, SaveNotice['reason']][] = [
    ['corrupted JSON', () => valid().slice(0, 200), /not valid JSON/, 'notJson'],
    ['an empty string', () => '', /not valid JSON/, 'notJson'],
    ['a wrong schema version', () => valid().replace('"schema":1', '"schema":2'), /not valid \(field "schema"/, 'invalid'],
    ['a foreign object', () => JSON.stringify({ hello: 'world' }), /not valid/, 'invalid'],
    ['a game mode it does not know', () => JSON.stringify({ ...JSON.parse(valid()), mode: 'godOfWar' }), /mode this version does not know/, 'unknownMode'],
    ['a seat count unlike the heroes', () => JSON.stringify({ ...JSON.parse(valid()), seats: [{ kind: 'human' }, { kind: 'bot' }, { kind: 'bot' }] }), /different number of seats/, 'seats'],
    ['a tampered action list', tampered, /action \d+ is refused/, 'refused'],
  ];

  for (const [name, make, message, reason] of cases) {
    it(`sets aside ${name}, byte for byte, and reports it`, () => {
      const raw = make();
      const { storage, inner } = faultyStorage({ [KEY]: raw });
      const store = createSaveStore(storage);
      const read = store.read();
      expect(read).toMatchObject({ setAsideKey: aside(1) });
      const { error, notice } = read as { error: string; notice: SaveNotice };
      expect(error).toMatch(message);
      expect(error).toContain(aside(1));
      // The same as codes, for the menu to phrase in the player's language.
      expect(notice).toMatchObject({ kind: 'setAside', reason, storage: null });
      expect(inner.dump()).toEqual({ [aside(1)]: raw });
      // The menu goes on: no save now, a new game can be written, the bad one stays where it is.
      expect(store.read()).toBeNull();
      expect(store.write(sessionAfter(3).toSave())).toEqual({ ok: true });
      expect(inner.getItem(aside(1))).toBe(raw);
    });
  }

  it('reads a save whose text starts with a UTF-8 byte order mark (a file saved by a Windows editor)', () => {
    const session = sessionAfter(12);
    const text = `\uFEFF${JSON.stringify(session.toSave(), null, 2)}`;
    const loaded = loadSaveText(text);
    if (!loaded.ok) throw new Error(loaded.message);
    expect(stateHash(loaded.state)).toBe(stateHash(session.state));

    const { storage, inner } = faultyStorage({ [KEY]: text });
    const read = createSaveStore(storage).read();
    expect(read && 'save' in read && read.save).toEqual(session.toSave());
    expect(inner.dump()).toEqual({ [KEY]: text }); // nothing set aside
    // A mark alone, or one in the middle, is still no save.
    expect(loadSaveText('\uFEFF').ok).toBe(false);
    expect(loadSaveText(`{"schema":1,\uFEFF"mode":"classic"}`).ok).toBe(false);
  });

  it('numbers set-aside saves with the first free counter and never overwrites one', () => {
    const { storage, inner, journal } = faultyStorage({ [aside(1)]: 'older', [aside(2)]: 'not ours at all' });
    const store = createSaveStore(storage);
    const bad = ['{', '[]', 'null'];
    for (const [i, raw] of bad.entries()) {
      inner.setItem(KEY, raw);
      expect(store.read()).toMatchObject({ setAsideKey: aside(3 + i) });
    }
    expect(inner.dump()).toEqual({ [aside(1)]: 'older', [aside(2)]: 'not ours at all', [aside(3)]: '{', [aside(4)]: '[]', [aside(5)]: 'null' });
    for (const entry of journal) if (entry.key !== KEY) expect(entry).toMatchObject({ op: 'set', before: null });
  });

  it('sets aside a damaged save it finds when writing or clearing without having read it first', () => {
    const { storage, inner } = faultyStorage({ [KEY]: '{"schema":1' });
    expect(createSaveStore(storage).write(sessionAfter(2).toSave())).toEqual({ ok: true });
    expect(inner.getItem(aside(1))).toBe('{"schema":1');

    inner.setItem(KEY, 'garbage');
    expect(createSaveStore(storage).clear()).toEqual({ ok: true });
    expect(inner.dump()).toEqual({ [aside(1)]: '{"schema":1', [aside(2)]: 'garbage' });
  });

  it('overwrites a valid save it did not write (a new game replaces the old one)', () => {
    const { storage, inner } = faultyStorage({ [KEY]: valid() });
    const next = sessionAfter(1, 99).toSave();
    expect(createSaveStore(storage).write(next)).toEqual({ ok: true });
    expect(inner.dump()).toEqual({ [KEY]: JSON.stringify(next) });
  });

  describe('storage that throws', () => {
    it('reports a full storage on write, and keeps the previous save', () => {
      const { storage, inner, failing } = faultyStorage();
      const store = createSaveStore(storage);
      const first = sessionAfter(5).toSave();
      expect(store.write(first)).toEqual({ ok: true });
      failing.add('set');
      const result = store.write(sessionAfter(6).toSave());
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatch(/storage is full/);
      expect(inner.getItem(KEY)).toBe(JSON.stringify(first));
    });

    it('reports a storage it may not read (private mode) without crashing', () => {
      const { storage, failing } = faultyStorage({ [KEY]: valid() });
      failing.add('get');
      const store = createSaveStore(storage);
      const read = store.read();
      expect(read).toMatchObject({ setAsideKey: null, notice: { kind: 'unreadable', reason: null, storage: 'blocked' } });
      expect((read as { error: string }).error).toMatch(/cannot be read.*private mode or blocked/);
      expect(store.write(sessionAfter(1).toSave()).ok).toBe(false);
      expect(store.clear().ok).toBe(false);
    });

    it('leaves a damaged save in place when it cannot be set aside, and refuses to overwrite it until it can', () => {
      const { storage, inner, failing } = faultyStorage({ [KEY]: 'damaged' });
      failing.add('set');
      const store = createSaveStore(storage);
      const read = store.read();
      expect(read).toMatchObject({ setAsideKey: null, notice: { kind: 'leftInPlace', reason: 'notJson', storage: 'full' } });
      expect((read as { error: string }).error).toMatch(/not valid JSON.*could not be set aside.*storage is full.*left in place/);
      expect(inner.dump()).toEqual({ [KEY]: 'damaged' });

      failing.delete('set');
      failing.add('remove');
      // Copied but the slot cannot be emptied: still nothing lost, still not overwritten.
      expect(store.write(sessionAfter(1).toSave()).ok).toBe(false);
      expect(inner.getItem(KEY)).toBe('damaged');
      expect(inner.getItem(aside(1))).toBe('damaged');

      failing.clear();
      expect(store.read()).toMatchObject({ setAsideKey: aside(2) });
      expect(store.write(sessionAfter(1).toSave())).toEqual({ ok: true });
      expect(inner.getItem(aside(1))).toBe('damaged');
      expect(inner.getItem(aside(2))).toBe('damaged');
    });

    it('never throws, and never loses a damaged save, whatever happens in whatever order', () => {
      const saves = [sessionAfter(2).toSave(), sessionAfter(8, 3).toSave()];
      const damaged = ['{', '{"schema":9}', tampered(), ''];
      type Op =
        | { kind: 'read' } | { kind: 'write'; save: number } | { kind: 'clear' }
        | { kind: 'tamper'; raw: number } | { kind: 'otherTab'; save: number } | { kind: 'fail'; what: Failure; on: boolean };
      const op: fc.Arbitrary<Op> = fc.oneof(
        fc.constant({ kind: 'read' as const }),
        fc.record({ kind: fc.constant('write' as const), save: fc.integer({ min: 0, max: 1 }) }),
        fc.constant({ kind: 'clear' as const }),
        fc.record({ kind: fc.constant('tamper' as const), raw: fc.integer({ min: 0, max: damaged.length - 1 }) }),
        fc.record({ kind: fc.constant('otherTab' as const), save: fc.integer({ min: 0, max: 1 }) }),
        fc.record({ kind: fc.constant('fail' as const), what: fc.constantFrom<Failure>('get', 'set', 'remove'), on: fc.boolean() }),
      );
      fc.assert(fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
        const { storage, inner, failing, journal } = faultyStorage();
        const store = createSaveStore(storage);
        /** Damaged texts placed in the slot: each must stay somewhere in the storage. */
        const placed = new Set<string>();
        for (const o of ops) {
          switch (o.kind) {
            case 'read': store.read(); break;
            case 'write': store.write(saves[o.save]); break;
            case 'clear': store.clear(); break;
            case 'tamper': {
              // What the user sees: a damaged slot. A damaged slot that was overwritten by the
              // tampering itself was never seen by the store, so only the last one must survive.
              const before = inner.getItem(KEY);
              if (before !== null && placed.has(before) && !Object.entries(inner.dump()).some(([k, v]) => k !== KEY && v === before)) placed.delete(before);
              inner.setItem(KEY, damaged[o.raw]);
              placed.add(damaged[o.raw]);
              break;
            }
            case 'otherTab': {
              const before = inner.getItem(KEY);
              if (before !== null && placed.has(before) && !Object.entries(inner.dump()).some(([k, v]) => k !== KEY && v === before)) placed.delete(before);
              inner.setItem(KEY, JSON.stringify(saves[o.save]));
              break;
            }
            case 'fail': if (o.on) failing.add(o.what); else failing.delete(o.what); break;
          }
          const values = Object.values(inner.dump());
          for (const raw of placed) expect(values).toContain(raw);
        }
        // A set-aside key is written once, into an empty key, and never removed.
        for (const entry of journal) if (entry.key !== KEY) expect(entry).toMatchObject({ op: 'set', before: null });
      }), { numRuns: 150, seed: 20240604 });
    });
  });
});

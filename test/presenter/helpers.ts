// Shared helpers for the presenter tests: real games from the engine, fake timers, a greedy driver.
import { GameSession } from '../../src/session/game-session';
import type { SeatConfig } from '../../src/persist/save';
import type { HeroName } from '../../src/cards';
import type { Timers } from '../../scenes/presenter/AnimationQueue';

export function session(seats: SeatConfig[] = [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }], seed = 7, firstSeat = 0): GameSession {
  const heroes: HeroName[] = (['seiya', 'shiryu', 'hyoga', 'shun', 'ikki'] as HeroName[]).slice(0, seats.length);
  return GameSession.start({ seed, heroes, firstSeat }, seats);
}

/** Timers that only fire when the test says so. */
export function fakeTimers(): Timers & { run(): number; pending(): number; delays(): number[] } {
  let queue: { fn: () => void; ms: number; id: number }[] = [];
  let next = 1;
  return {
    setTimeout(fn, ms) { const id = next++; queue.push({ fn, ms, id }); return id; },
    clearTimeout(h) { queue = queue.filter((q) => q.id !== h); },
    /** Fires every timer due (and those they set), returns how many fired. */
    run() {
      let n = 0;
      while (queue.length && n < 100_000) {
        const q = queue.shift()!;
        q.fn();
        n++;
      }
      return n;
    },
    pending: () => queue.length,
    /** The delays of the timers set and not yet fired, in ms. */
    delays: () => queue.map((q) => q.ms),
  };
}

export function memory(): Storage {
  const m = new Map<string, string>();
  return {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => { m.set(k, String(v)); },
    removeItem: (k: string) => { m.delete(k); },
    clear: () => m.clear(),
    key: (i: number) => [...m.keys()][i] ?? null,
    get length() { return m.size; },
  } as Storage;
}

// Shared helpers for the presenter tests: real games from the engine, fake timers, a greedy driver.
import { GameSession } from '../../src/session/game-session';
import type { SeatConfig } from '../../src/persist/save';
import type { HeroName } from '../../src/cards';
import type { Timers } from '../../scenes/presenter/AnimationQueue';
import type { GameState, Seat } from '../../src/engine';

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

/** The state with the types of `seat`'s hand and deck cards exchanged pairwise where they differ:
 *  the same cards in the same hands (scores unchanged), others' hidden cards no longer the same. */
export function swapHidden<S extends GameState>(state: S, seat: Seat): { twin: S; swapped: number } {
  const twin = structuredClone(state);
  const { hand, deck } = twin.players[seat];
  const free = [...deck];
  let swapped = 0;
  for (const a of hand) {
    const at = free.findIndex((b) => twin.cards[b] !== twin.cards[a]);
    if (at < 0) continue;
    const [b] = free.splice(at, 1);
    [twin.cards[a], twin.cards[b]] = [twin.cards[b], twin.cards[a]];
    swapped++;
  }
  return { twin, swapped };
}

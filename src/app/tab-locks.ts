// Which live tab plays a saved game (issue 23). The store's lease (src/persist/slots.ts) says who may
// write a slot, but it outlives a tab that closed without releasing it, and a duplicated tab copied
// the old per-tab id. A lock of the browser's Web Locks API belongs to one page and dies with it, so
// a tab that gets a slot's lock knows that no live tab plays that game: it may take the lease over.
// `memoryLocks` stands in for it in unit tests (several "tabs" sharing one registry).

/** The slot locks of one page. */
export interface SlotLocks {
  /** Holds the slot's lock: true once held, false when another live tab holds it (still, after
   *  `waitMs`: a reloading page's old self lets go a moment after the new one asks). `steal` takes it
   *  from that tab, which hears `onLost`. */
  hold(slot: string, options?: { steal?: boolean; waitMs?: number }): Promise<boolean>;
  /** Lets the slot's lock go (nothing when this page does not hold it). */
  release(slot: string): void;
  /** Whether any live tab, this one included, holds the slot's lock. */
  busy(slot: string): Promise<boolean>;
  /** Another tab took a lock this page held ("play here" there). */
  onLost: ((slot: string) => void) | null;
}

const lockName = (slot: string) => `ssdb.slot.${slot}`;

/** The page's slot locks over `navigator.locks`. */
export function webLocks(locks: LockManager): SlotLocks {
  /** The slots this page holds, with what lets each lock go. */
  const mine = new Map<string, () => void>();
  const api: SlotLocks = {
    onLost: null,
    hold(slot, { steal = false, waitMs = 0 } = {}) {
      if (mine.has(slot)) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const abort = new AbortController();
        const timer = !steal && waitMs > 0 ? setTimeout(() => abort.abort(), waitMs) : null;
        const options: LockOptions = steal ? { steal: true } : waitMs > 0 ? { signal: abort.signal } : { ifAvailable: true };
        let letGo!: () => void;
        const kept = new Promise<void>((r) => { letGo = r; });
        locks.request(lockName(slot), options, async (lock) => {
          if (timer) clearTimeout(timer);
          if (!lock) return resolve(false);
          mine.set(slot, letGo);
          resolve(true);
          await kept;
        }).catch(() => {
          if (timer) clearTimeout(timer);
          // Stolen by another tab, or the wait ran out before it was granted.
          if (mine.get(slot) === letGo) {
            mine.delete(slot);
            api.onLost?.(slot);
          } else resolve(false);
        });
      });
    },
    release(slot) {
      const letGo = mine.get(slot);
      mine.delete(slot);
      letGo?.();
    },
    async busy(slot) {
      const state = await locks.query();
      return (state.held ?? []).some((l) => l.name === lockName(slot));
    },
  };
  return api;
}

/** The locks of a browser in memory, shared by the pages (`memoryLocks(registry)`) of one test. */
export type LockRegistry = Map<string, SlotLocks>;

/** One page's locks over a shared registry; `close()` is the page going away (its locks freed). */
export function memoryLocks(registry: LockRegistry): SlotLocks & { close(): void } {
  const api: SlotLocks & { close(): void } = {
    onLost: null,
    async hold(slot, { steal = false } = {}) {
      const holder = registry.get(slot);
      if (holder === api) return true;
      if (holder && !steal) return false;
      registry.set(slot, api);
      holder?.onLost?.(slot);
      return true;
    },
    release(slot) { if (registry.get(slot) === api) registry.delete(slot); },
    async busy(slot) { return registry.has(slot); },
    close() { for (const [slot, holder] of registry) if (holder === api) registry.delete(slot); },
  };
  return api;
}

// The line between the game's page and its audience windows: a BroadcastChannel on the same device
// (no server), seen through a small port so that the publisher and the follower are plain TS that
// unit-tests with a fake (test/stream/). Anything may arrive on it (another tab, another version of
// the game, junk): the receivers validate every message (messages.ts) and ignore what fails. The
// channel is named after the game page's pairing key (pairing.ts): pages that do not know it are not on it.

/** What a sender and a receiver need of a channel. */
export interface Port {
  post(message: unknown): void;
  /** Listens to what others post (never one's own messages, as with BroadcastChannel). */
  listen(listener: (message: unknown) => void): () => void;
  close(): void;
}

/** The start of the channel's name (one per major version of the messages), the pairing key after it. */
export const AUDIENCE_CHANNEL = 'ssdb.audience.v1';

/** The browser's BroadcastChannel as a port; null where the browser has none (then no audience). */
export function broadcastPort(name: string): Port | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => {
      // A message that cannot be cloned (never ours) or a closed channel: nothing to do about it.
      try { channel.postMessage(message); } catch { /* ignore */ }
    },
    listen: (listener) => {
      const on = (e: MessageEvent) => listener(e.data);
      channel.addEventListener('message', on);
      return () => channel.removeEventListener('message', on);
    },
    close: () => channel.close(),
  };
}

/** Ports that talk to each other in memory, in order, asynchronously like a real channel (tests). */
export function memoryChannel(): { port(): Port; flush(): Promise<void> } {
  const ports: { listeners: Set<(m: unknown) => void>; open: boolean }[] = [];
  let pending: Promise<void> = Promise.resolve();
  return {
    port() {
      const me = { listeners: new Set<(m: unknown) => void>(), open: true };
      ports.push(me);
      return {
        post: (message) => {
          if (!me.open) return;
          const copy = structuredClone(message);
          pending = pending.then(() => {
            for (const p of ports) if (p !== me && p.open) for (const l of p.listeners) l(structuredClone(copy));
          });
        },
        listen: (l) => { me.listeners.add(l); return () => me.listeners.delete(l); },
        close: () => { me.open = false; me.listeners.clear(); },
      };
    },
    async flush() {
      // Messages answered while flushing queue more: wait until nothing new was queued.
      for (let last: Promise<void> | null = null; last !== pending;) { last = pending; await last; }
    },
  };
}

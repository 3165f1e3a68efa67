// What a flow tells its subscribers, one piece of news at a time. Subscribers may send or step from
// inside a listener: what they cause is queued and heard after them, in order, from one loop rather
// than from ever deeper recursion.
export interface Newsroom<N> {
  tell(news: N): void;
  subscribe(listener: (news: N) => void): () => void;
  /** Nobody hears anything more. */
  close(): void;
}

export function createNewsroom<N>(): Newsroom<N> {
  let listeners: ((news: N) => void)[] = [];
  const queued: N[] = [];
  let telling = false;
  return {
    tell(news) {
      queued.push(news);
      if (telling) return;
      telling = true;
      try {
        while (queued.length) {
          const next = queued.shift()!;
          for (const listener of [...listeners]) listener(next);
        }
      } finally {
        telling = false;
        queued.length = 0;
      }
    },
    subscribe(listener) {
      listeners.push(listener);
      return () => { listeners = listeners.filter((l) => l !== listener); };
    },
    close() { listeners = []; },
  };
}

// The main thread's side of the bots' worker (issue 26): a table asks a searching bot here and gets a
// promise, so the frame never waits on the search. A worker that cannot start, fails or takes far too
// long answers "failed": the table then asks the bot on the spot, as headless games always do.
import type { AnyAction } from '../bots/ask';
import type { BotQuestion, BotReply } from './bot-answers';

/** The worker's answer: the action (null: nothing legal), or failed (ask the bot synchronously). */
export type Thought = { ok: true; action: AnyAction | null } | { ok: false };

export interface Thinker { ask(question: BotQuestion): Promise<Thought> }

/** What the thinker needs of a Worker (a test gives a fake). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((e: MessageEvent<BotReply>) => void) | null;
  onerror: ((e: unknown) => void) | null;
}

/** Longer than any search should take: past it the answer counts as failed. */
const GIVE_UP_MS = 15_000;

const makeWorker = (): WorkerLike => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' }) as unknown as WorkerLike;

export class WorkerThinker implements Thinker {
  private worker: WorkerLike | null | undefined;
  private next = 1;
  private readonly waiting = new Map<number, { resolve: (t: Thought) => void; timer: ReturnType<typeof setTimeout> }>();

  constructor(private readonly make: () => WorkerLike = makeWorker) {}

  ask(question: BotQuestion): Promise<Thought> {
    const worker = this.started();
    if (!worker) return Promise.resolve({ ok: false });
    const id = this.next++;
    return new Promise<Thought>((resolve) => {
      const timer = setTimeout(() => this.settle(id, { ok: false }), GIVE_UP_MS);
      this.waiting.set(id, { resolve, timer });
      try {
        worker.postMessage({ ...question, id });
      } catch {
        this.fail(); // a state that cannot be cloned: the bot answers on the spot
      }
    });
  }

  /** Starts the worker now, so that the first question does not wait for it to load. */
  warm(): this {
    this.started();
    return this;
  }

  private started(): WorkerLike | null {
    if (this.worker !== undefined) return this.worker;
    try {
      const worker = (this.worker = this.make());
      worker.onmessage = (e) => this.settle(e.data.id, 'error' in e.data ? { ok: false } : { ok: true, action: e.data.action });
      worker.onerror = () => this.fail();
    } catch {
      this.worker = null;
    }
    return this.worker;
  }

  private settle(id: number, thought: Thought): void {
    const w = this.waiting.get(id);
    if (!w) return;
    this.waiting.delete(id);
    clearTimeout(w.timer);
    w.resolve(thought);
  }

  /** The worker is gone for good: every question waiting fails, and later ones fail at once. */
  private fail(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const id of [...this.waiting.keys()]) this.settle(id, { ok: false });
  }
}

let shared: Thinker | null = null;
/** The page's one bots' worker, started with the first table (its first answer then comes as soon as the
 *  others); none where there are no workers (node: headless tables keep asking their bots on the spot). */
export const browserThinker = (): Thinker | undefined => (typeof Worker === 'function' ? (shared ??= new WorkerThinker().warm()) : undefined);

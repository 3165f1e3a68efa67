// The installed, offline game (issue 29): the page registers the service worker the production build
// generates (vite.config.ts: dist/sw.js precaches the whole build), once the page has loaded so that
// it never competes with the first screen. A new version installs in the background and waits: the
// player takes it from the menu (src/app/update-prompt.ts), never in the middle of a game, and only the
// tab that asked reloads. Registered from here, a module of the page: index.html's policy allows no
// inline script, and none is needed.

/** Set by vite.config.ts: true in the builds that have a service worker (production), false in the
 *  dev server (no worker there) and the browser tests' build. */
declare const __SSDB_SERVICE_WORKER__: boolean;

/** What the page needs of a ServiceWorkerRegistration (tests give a fake). */
export interface Registration extends EventTarget {
  readonly waiting: Pick<ServiceWorker, 'postMessage'> | null;
  readonly installing: (EventTarget & { readonly state: string }) | null;
}

/** What the page needs of navigator.serviceWorker. */
export interface WorkerContainer extends EventTarget {
  readonly controller: unknown;
  register(url: string, options: { scope: string }): Promise<Registration>;
  getRegistration(scope: string): Promise<Registration | undefined>;
}

type Listener = () => void;

/** A version waiting to take over, and a way to take it: the prompt's whole view of the worker. */
export class UpdateWatch {
  private registration: Registration | null = null;
  private listeners = new Set<Listener>();
  private asked = false;

  constructor(private readonly container: WorkerContainer, private readonly reload: () => void) {
    // The first worker takes the page at once (clientsClaim): that is no new version, and no reload.
    container.addEventListener('controllerchange', () => { if (this.asked) this.reload(); });
  }

  /** Registers the worker and follows its updates. Never throws: a page without it still plays online. */
  async start(url = './sw.js'): Promise<void> {
    try {
      // The registration the page already has is followed at once: register() waits in the same queue
      // as the browser's own check for a new version, started as the page loaded, and resolves after it.
      const known = await this.container.getRegistration('./');
      if (known) this.watch(known);
      const registration = await this.container.register(url, { scope: './' });
      if (registration !== known) this.watch(registration);
    } catch {
      // A refused registration (a private window, storage off): the game plays on, online only.
    }
  }

  /** Follows a registration: a worker already waiting, one already installing (the browser checks for
   *  a new version as the page loads, before this runs), or one found later, is a new version once
   *  installed, and only while another controls the page (the very first install is not). */
  watch(registration: Registration): void {
    this.registration = registration;
    const follow = (worker: Registration['installing']) => worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && this.container.controller) this.changed();
    });
    if (registration.waiting && this.container.controller) this.changed();
    follow(registration.installing);
    registration.addEventListener('updatefound', () => follow(registration.installing));
  }

  /** True when a new version is installed and waiting for the player. */
  get ready(): boolean {
    return !!this.registration?.waiting && !!this.container.controller;
  }

  /** Tells when a new version starts waiting; returns the way to stop listening. */
  onReady(fn: Listener): () => void {
    this.listeners.add(fn);
    return () => { this.listeners.delete(fn); };
  }

  /** The player asked for the new version: it takes over (the generated worker skips waiting on this
   *  message), then this tab reloads on it. */
  takeUpdate(): void {
    const waiting = this.registration?.waiting;
    if (!waiting) return;
    this.asked = true;
    waiting.postMessage({ type: 'SKIP_WAITING' });
  }

  private changed(): void {
    for (const fn of this.listeners) fn();
  }
}

/** The page's watch, once registered (null in builds without a worker and in browsers without one). */
let pageWatch: UpdateWatch | null = null;
export const offlineWatch = (): UpdateWatch | null => pageWatch;

/** Registers the game's service worker after the page's load event, in the builds that have one. */
export function registerOffline(win: Window): void {
  if (!__SSDB_SERVICE_WORKER__ || !('serviceWorker' in win.navigator)) return;
  const watch = new UpdateWatch(win.navigator.serviceWorker as unknown as WorkerContainer, () => win.location.reload());
  pageWatch = watch;
  const start = () => { void watch.start(); };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
}

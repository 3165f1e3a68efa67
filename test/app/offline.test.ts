// The offline worker's updates (issue 29, src/app/offline.ts): the very first install is no new
// version; one that installs while another worker controls the page is, and waits for the player; a
// tap on Reload tells it to take over, and only then does the tab reload. The words exist in every
// language file.
import { describe, expect, it } from 'vitest';
import { UpdateWatch, type Registration, type WorkerContainer } from '../../src/app/offline';
import { OFFLINE_EN } from '../../src/i18n/offline-en';
import { OFFLINE_FR } from '../../src/i18n/offline-fr';
import { OFFLINE_IT } from '../../src/i18n/offline-it';

class FakeWorker extends EventTarget {
  state = 'installing';
  readonly messages: unknown[] = [];
  postMessage(m: unknown): void { this.messages.push(m); }
  become(state: string): void { this.state = state; this.dispatchEvent(new Event('statechange')); }
}

class FakeRegistration extends EventTarget implements Registration {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  /** A new worker is found, installs, and waits. */
  install(): FakeWorker {
    const w = new FakeWorker();
    this.installing = w;
    this.dispatchEvent(new Event('updatefound'));
    this.installing = null;
    this.waiting = w;
    w.become('installed');
    return w;
  }
}

class FakeContainer extends EventTarget implements WorkerContainer {
  controller: unknown = null;
  readonly registration = new FakeRegistration();
  readonly urls: string[] = [];
  refuse = false;
  registered = false;
  getRegistration(): Promise<Registration | undefined> {
    return Promise.resolve(this.registered ? this.registration : undefined);
  }
  register(url: string): Promise<Registration> {
    this.urls.push(url);
    this.registered = !this.refuse;
    return this.refuse ? Promise.reject(new Error('refused')) : Promise.resolve(this.registration);
  }
  /** The waiting worker activates and controls the page. */
  takeOver(): void {
    this.controller = this.registration.waiting;
    this.registration.waiting = null;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function setup() {
  const container = new FakeContainer();
  let reloads = 0;
  const watch = new UpdateWatch(container, () => { reloads++; });
  let offers = 0;
  watch.onReady(() => { offers++; });
  return { container, watch, reloads: () => reloads, offers: () => offers };
}

describe('the offline worker\'s updates', () => {
  it('registers the root worker; its first install is no new version and reloads nothing', async () => {
    const s = setup();
    await s.watch.start();
    expect(s.container.urls).toEqual(['./sw.js']);
    s.container.registration.install();
    s.container.takeOver(); // clientsClaim: the first worker takes the page
    expect(s.watch.ready).toBe(false);
    expect(s.offers()).toBe(0);
    expect(s.reloads()).toBe(0);
  });

  it('a version installed under a controlling worker waits, is offered, and reloads only when taken', async () => {
    const s = setup();
    s.container.controller = {};
    await s.watch.start();
    const next = s.container.registration.install();
    expect(s.watch.ready).toBe(true);
    expect(s.offers()).toBe(1);
    expect(next.messages).toEqual([]);
    expect(s.reloads()).toBe(0);
    s.watch.takeUpdate();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    s.container.takeOver();
    expect(s.reloads()).toBe(1);
  });

  it('a version already waiting when the page opens is offered at once', async () => {
    const s = setup();
    s.container.controller = {};
    s.container.registration.waiting = new FakeWorker();
    await s.watch.start();
    expect(s.watch.ready).toBe(true);
  });

  it('a version the browser found as the page loaded, still installing when the page looks, is offered once installed', async () => {
    const s = setup();
    s.container.controller = {};
    const next = new FakeWorker();
    s.container.registration.installing = next;
    await s.watch.start();
    expect(s.watch.ready).toBe(false);
    s.container.registration.installing = null;
    s.container.registration.waiting = next;
    next.become('installed');
    expect(s.offers()).toBe(1);
    expect(s.watch.ready).toBe(true);
  });

  it('a refused registration leaves the page playing online, with nothing to offer', async () => {
    const s = setup();
    s.container.refuse = true;
    await expect(s.watch.start()).resolves.toBeUndefined();
    expect(s.watch.ready).toBe(false);
    s.watch.takeUpdate();
    expect(s.reloads()).toBe(0);
  });

  it('has its words in English, French and Italian', () => {
    expect(Object.keys(OFFLINE_FR).sort()).toEqual(Object.keys(OFFLINE_EN).sort());
    expect(Object.keys(OFFLINE_IT).sort()).toEqual(Object.keys(OFFLINE_EN).sort());
  });
});

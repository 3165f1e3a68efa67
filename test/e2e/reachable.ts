// What a script typed into a player's console can reach from `window` (issue 23): a bounded walk of
// every object reachable from what the page added to the browser's globals, from expandos on the
// document's elements and the canvas's context, and from the exports of the page's own module chunks
// (a console can import() them again and gets the same module instances). It reports every object
// that would give the game away: a Phaser.Game or a scene (scene → game → registry → the app and its
// session), the Phaser namespace itself (its classes' prototypes can be patched to catch the live
// objects), an actor of the game, the application, a full game state (every deck) or a player's
// hidden cards. Closures are out of its reach as they are out of any script's.
import type { Browser, Page } from '@playwright/test';

export interface Reached {
  /** Where the walk found something that gives the game away, and what. */
  findings: { path: string; what: string }[];
  /** Where the walk started: the page's own globals, expandos and module exports. */
  roots: string[];
  /** Objects visited (the walk stops at `limit`). */
  visited: number;
}

/** The names a blank page of the same browser and origin (a secure context as the game's, with the
 *  same features) has on `window`: the browser's own globals. */
export async function browserGlobals(browser: Browser, origin: string): Promise<string[]> {
  const context = await browser.newContext();
  const blank = await context.newPage();
  await blank.route(`${origin}/blank.html`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>blank</title>' }));
  await blank.goto(`${origin}/blank.html`);
  const names = await blank.evaluate(() => Reflect.ownKeys(window).map(String));
  await context.close();
  return names;
}

export function reachableFromWindow(page: Page, browserOwn: string[], limit = 300_000): Promise<Reached> {
  return page.evaluate(async ({ browserOwn, limit }) => {
    const findings: { path: string; what: string }[] = [];
    const roots: string[] = [];
    const seen = new Set<unknown>([window]);
    const queue: [object, string][] = [];
    const add = (value: unknown, path: string) => {
      if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value)) return;
      seen.add(value);
      queue.push([value, path]);
    };
    const native = (f: unknown) => typeof f === 'function' && /\{\s*\[native code\]\s*\}\s*$/.test(Function.prototype.toString.call(f));
    const root = (value: unknown, path: string) => { roots.push(path); add(value, path); };

    // The page's globals: what a blank page does not have, and page functions in the browser's slots
    // (window.onblur…).
    const own = new Set(browserOwn);
    for (const key of Reflect.ownKeys(window)) {
      let value: unknown;
      try { value = (window as unknown as Record<PropertyKey, unknown>)[key]; } catch { continue; }
      if (!own.has(String(key)) || (typeof value === 'function' && !native(value))) root(value, `window.${String(key)}`);
    }
    // Expandos: a DOM object has no own property of its own (but the document's location).
    for (const node of [document, ...document.querySelectorAll('*')]) {
      for (const key of Reflect.ownKeys(node)) {
        if (node === document && key === 'location') continue;
        root((node as unknown as Record<PropertyKey, unknown>)[key], `${node.nodeName}.${String(key)}`);
      }
    }
    // A canvas hands out its drawing context again (Phaser adds WebGL 1's instancing to the game's).
    for (const canvas of document.querySelectorAll('canvas')) {
      const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl') ?? canvas.getContext('2d');
      for (const key of Reflect.ownKeys(context ?? {})) root((context as unknown as Record<PropertyKey, unknown>)[key], `canvas.getContext().${String(key)}`);
    }
    // The page's module chunks, imported again: the same instances, so their exports are the page's.
    const urls = new Set<string>();
    document.querySelectorAll('script[type=module][src]').forEach((s) => urls.add((s as HTMLScriptElement).src));
    document.querySelectorAll('link[rel=modulepreload][href]').forEach((l) => urls.add((l as HTMLLinkElement).href));
    for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
      if (e.initiatorType === 'script' && e.name.startsWith(location.origin) && e.name.endsWith('.js')) urls.add(e.name);
    }
    for (const url of urls) {
      const chunk = url.slice(url.lastIndexOf('/') + 1);
      let exports: Record<string, unknown>;
      try { exports = await import(url); } catch { continue; }
      for (const [name, value] of Object.entries(exports)) {
        root(value, `import(${chunk}).${name}`);
        // A bundler's CommonJS wrapper is a function of no argument that hands the module out.
        if (typeof value === 'function' && value.length === 0 && !/^class\b/.test(Function.prototype.toString.call(value))) {
          try { root(value(), `import(${chunk}).${name}()`); } catch { /* spent, or not that kind */ }
        }
      }
    }

    const has = (o: object, key: string) => { try { return key in o; } catch { return false; } };
    const get = (o: object, key: string): unknown => { try { return (o as Record<string, unknown>)[key]; } catch { return undefined; } };
    const what = (o: object): string | null => {
      if (has(o, 'registry') && has(o, 'scene') && has(o, 'loop')) return 'a Phaser.Game';
      const sys = get(o, 'sys');
      if (sys && typeof sys === 'object' && has(sys, 'game')) return 'a Phaser scene';
      if (typeof get(o, 'Game') === 'function' && has(o, 'Scenes') && has(o, 'VERSION')) return 'the Phaser namespace';
      if (typeof get(o, 'getSnapshot') === 'function' && typeof get(o, 'send') === 'function') return 'an actor';
      const players = get(o, 'players');
      if (Array.isArray(players) && players.some((p) => p && typeof p === 'object' && Array.isArray((p as { deck?: unknown }).deck))) return 'a game state (every deck)';
      if (Array.isArray(get(o, 'deck')) && Array.isArray(get(o, 'hand'))) return 'a player\'s hand and deck';
      if (has(o, 'game') && has(o, 'table') && has(o, 'slotList')) return 'the application';
      const session = get(o, 'session');
      if (session && typeof session === 'object') return 'an object holding a session';
      return null;
    };

    let visited = 0;
    for (let i = 0; i < queue.length && visited < limit; i++) {
      const [o, path] = queue[i];
      visited++;
      const found = what(o);
      if (found) { findings.push({ path, what: found }); continue; }
      if (ArrayBuffer.isView(o) || o instanceof ArrayBuffer) continue;
      if (o instanceof Map) o.forEach((v, k) => { add(k, `${path}.keys()`); add(v, `${path}.get(…)`); });
      if (o instanceof Set) o.forEach((v) => add(v, `${path}.values()`));
      let keys: PropertyKey[];
      try { keys = Reflect.ownKeys(o); } catch { continue; }
      for (const key of keys) {
        let d: PropertyDescriptor | undefined;
        try { d = Reflect.getOwnPropertyDescriptor(o, key); } catch { continue; }
        if (!d) continue;
        const at = `${path}.${String(key)}`;
        if ('value' in d) add(d.value, at);
        else {
          add(d.get, `${at}[get]`);
          add(d.set, `${at}[set]`);
          // A page's getter is read as a console would read it; the browser's are left alone.
          if (d.get && !native(d.get)) { try { add(d.get.call(o), at); } catch { /* throws: nothing to read */ } }
        }
      }
      try { add(Object.getPrototypeOf(o), `${path}.__proto__`); } catch { /* a proxy that refuses */ }
    }
    return { findings, roots, visited };
  }, { browserOwn, limit });
}

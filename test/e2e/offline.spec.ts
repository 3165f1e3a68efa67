// Issue 29: the game installs and opens offline. The production page (dist/, helpers.ts PROD_BASE)
// names its manifest and registers its service worker, which precaches the whole build (the bots' and
// the synth's workers too) and takes the page; then, with the network cut, the page reloads from the
// cache, a game starts from the menu and a turn is played. A new version (the worker changed on the
// server) waits while a game is on the table, and is offered on the menu: Reload takes it.
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { test, type Page } from '@playwright/test';
import { expect, PROD_BASE, tap, watchConsole } from './helpers';

const MENU = `${PROD_BASE}/?test=1&fast=1&speed=instant`;

async function ready(page: Page, screen: string): Promise<void> {
  await page.waitForFunction((s) => window.__SSDB_TEST__?.ready === true && window.__SSDB_TEST__.screen() === s, screen, { timeout: 30_000 });
}

/** Waits until the service worker controls the page (it claims the page on its first install). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

test('the production page installs, then plays offline', async ({ page, context }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'the service worker does not depend on the window');
  const problems = watchConsole(page);
  await page.goto(MENU);
  await ready(page, 'Menu');
  await controlled(page);

  // The manifest: the game's name, standalone, its three icons (each one served).
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href');
    return href ? (await fetch(href)).json() as Promise<{ name: string; display: string; start_url: string; icons: { src: string; purpose: string }[] }> : null;
  });
  expect(manifest).toMatchObject({ name: 'Saint Seiya Deck Building', display: 'standalone', start_url: '.' });
  expect(manifest!.icons.map((i) => i.purpose).sort()).toEqual(['any', 'any', 'maskable']);
  // The precache holds the page, its scripts, both workers, the fonts and the icons.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });
  for (const want of [/\/index\.html$/, /\/assets\/index-.*\.js$/, /\/assets\/phaser-.*\.js$/, /\/assets\/bot\.worker-.*\.js$/, /\/assets\/synth\.worker-.*\.js$/, /\.woff2$/, /\/icons\/icon-512\.png$/]) {
    expect(cached.some((u) => want.test(u)), `${want} is precached`).toBe(true);
  }

  // Offline: the page comes back from the cache, a game starts from the menu and the player ends a turn.
  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await ready(page, 'Menu');
  // Nothing the page asks for reaches the network now (the server would answer it).
  const network: string[] = [];
  const own = (url: string) => !url.startsWith('data:') && !url.startsWith('blob:');
  page.on('response', (r) => { if (!r.fromServiceWorker() && own(r.url())) network.push(r.url()); });
  page.on('requestfailed', (r) => { if (own(r.url())) network.push(`failed: ${r.url()}`); });
  await tap(page, 'menu:start', info);
  await ready(page, 'ClassicTable');
  await page.waitForFunction(() => {
    const h = window.__SSDB_TEST__!, v = h.view() as { active: number; viewer: number; pending: unknown } | null;
    return h.idle() && !!v && v.active === v.viewer && v.pending === null && h.target('endTurn') !== null;
  }, undefined, { timeout: 60_000, polling: 100 });
  const turn = await page.evaluate(() => (window.__SSDB_TEST__!.view() as { turn: number }).turn);
  await tap(page, 'endTurn', info);
  // Ending a turn with cards in hand asks which to keep or discard: confirm as it stands.
  await page.waitForFunction((t) => window.__SSDB_TEST__!.target('confirm') !== null || (window.__SSDB_TEST__!.view() as { turn: number }).turn > t, turn, { timeout: 15_000 });
  if (await page.evaluate(() => window.__SSDB_TEST__!.target('confirm') !== null)) await tap(page, 'confirm', info);
  // The bot plays its turn and the player's comes back.
  await page.waitForFunction((t) => {
    const h = window.__SSDB_TEST__!, v = h.view() as { turn: number; active: number; viewer: number };
    return v.turn > t && v.active === v.viewer && h.idle();
  }, turn, { timeout: 60_000, polling: 200 });
  // The bots' worker comes from the cache too.
  const worker = await page.evaluate(async () => {
    const url = performance.getEntriesByType('resource').map((e) => e.name).find((u) => /bot\.worker-/.test(u))
      ?? (await (await caches.open((await caches.keys())[0])).keys()).map((r) => r.url).find((u) => /bot\.worker-/.test(u))!;
    return (await fetch(url)).ok;
  });
  expect(worker).toBe(true);
  expect(network).toEqual([]);
  expect(problems).toEqual([]);
});

const TYPES: Record<string, string> = {
  '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** dist/ served again on a port of its own (a fresh origin), where a deploy changes the service
 *  worker's script under the page (a route cannot: the browser fetches that script itself). */
async function serveDist(): Promise<{ base: string; deploy(): void; close(): void }> {
  let version = 0;
  const root = join(process.cwd(), 'dist');
  const server: Server = createServer((req, res) => {
    const path = normalize(new URL(req.url ?? '/', 'http://x').pathname);
    const file = join(root, path.endsWith('/') ? `${path}index.html` : path);
    readFile(file).then((body) => {
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
      res.end(path === '/sw.js' && version > 0 ? `${body}\n// deploy ${version}\n` : body);
    }, () => { res.writeHead(404); res.end(); });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deploy: () => { version++; },
    close: () => { server.closeAllConnections(); server.close(); },
  };
}

test('a new version waits while a game is on the table, is offered on the menu, and Reload takes it', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'the service worker does not depend on the window');
  // Chromium under Playwright takes 10 to 70 s to start a second version of a worker: too slow and too
  // uneven for every run (the update's logic is test/app/offline.test.ts's); SSDB_SLOW=1 runs it.
  test.skip(process.env.SSDB_SLOW !== '1', 'slow: run with SSDB_SLOW=1');
  const site = await serveDist();
  try {
    const problems = watchConsole(page);
    await page.goto(`${site.base}/?test=1&fast=1&speed=instant`);
    await ready(page, 'Menu');
    await controlled(page);
    await expect(page.locator('#ssdb-update')).toHaveCount(0);

    // A new version is deployed; the player opens a game by a link and the browser, on that load, finds
    // the new worker and installs it (under Playwright its start is late: from 10 s to over a minute). It waits, and
    // nothing shows over the game.
    site.deploy();
    await page.goto(`${site.base}/?test=1&fast=1&speed=instant&new=1&seats=human,bot`);
    await ready(page, 'ClassicTable');
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => { (window as { swRegistration?: unknown }).swRegistration = r; }));
    await page.waitForFunction(() => !!(window as { swRegistration?: ServiceWorkerRegistration }).swRegistration?.waiting, undefined, { timeout: 120_000, polling: 500 });
    await expect(page.locator('#ssdb-update')).toHaveCount(0);

    // Back on the menu, the offer; Reload takes the new version and the page comes back on it.
    await page.waitForFunction(() => window.__SSDB_TEST__!.idle() && window.__SSDB_TEST__!.target('hud:menu') !== null, undefined, { timeout: 30_000, polling: 100 });
    await tap(page, 'hud:menu', info);
    await ready(page, 'Menu');
    const offer = page.locator('#ssdb-update');
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('role', 'status');
    await Promise.all([page.waitForEvent('load'), offer.locator('#ssdb-update-reload').click()]);
    await ready(page, 'Menu');
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting))).toBe(false);
    await expect(page.locator('#ssdb-update')).toHaveCount(0);
    expect(problems).toEqual([]);
  } finally {
    site.close();
  }
});

// Save slots (issue 13): a second game keeps the first in the menu's list; with the storage full the
// table warns at once and a reload loses nothing (not even the move the storage refused: the tab's
// write-ahead copy); two tabs on one game do not
// lose moves (the later tab is read-only). Screens of the list and the warning at the three sizes.
import fs from 'node:fs';
import { test, type Page } from '@playwright/test';
import { expect, idle, open, shot, tap, watchConsole } from './helpers';

const SIZES = [[1280, 720], [1024, 768], [768, 1024]] as const;

/** Plays one of seat 0's characters through the hook (its turn: `first=0`); the action count after. */
async function playOne(page: Page): Promise<number> {
  return page.evaluate(() => {
    const h = window.__SSDB_TEST__!;
    const play = h.legal(0).find((a) => a.type === 'play');
    if (!play || !h.send(play)?.ok) throw new Error('no play');
    return h.save()!.actions.length;
  });
}

const saving = (page: Page) => page.evaluate(() => window.__SSDB_TEST__!.saving());

/** Every tappable target on screen is at least 44 px high and wide. */
async function fingerSized(page: Page, prefix: string): Promise<void> {
  const small = await page.evaluate((p) => window.__SSDB_TEST__!.targets().filter((t) => t.id.startsWith(p) && (t.w < 44 || t.h < 44)), prefix);
  expect(small).toEqual([]);
}

test('a second game keeps the first: the menu lists both, and plays either', async ({ page }, info) => {
  test.skip(info.project.name === 'portrait-768x1024', 'desktop and the landscape tablet (touch); the screens at every size');
  const problems = watchConsole(page);
  await open(page, 'new=1&seats=human,bot&seed=12&first=0&speed=instant');
  await idle(page);
  const played = await playOne(page);
  await page.waitForFunction((n) => window.__SSDB_TEST__!.saving().saved === n, played);
  await tap(page, 'hud:menu', info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.screen() === 'Menu');
  const [first] = await page.evaluate(() => window.__SSDB_TEST__!.saves());
  expect(first).toMatchObject({ mode: 'classic', turn: 1 });

  await tap(page, 'menu:start', info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.screen() === 'ClassicTable');
  await page.waitForFunction(() => window.__SSDB_TEST__!.saves().length === 2);
  // A third, cooperative, from a link: a link starts a new game too, never over another.
  await page.goto('/?test=1&fast=1&new=1&mode=coop&seats=human,bot&speed=instant');
  await page.waitForFunction(() => window.__SSDB_TEST__?.ready === true && window.__SSDB_TEST__.screen() === 'CoopBoard');
  await page.waitForFunction(() => window.__SSDB_TEST__!.saves().length === 3);
  await tap(page, 'hud:menu', info).catch(async () => page.evaluate(() => undefined));
  await page.goto('/?test=1&fast=1');
  await page.waitForFunction(() => window.__SSDB_TEST__?.ready === true);
  if (await page.evaluate(() => window.__SSDB_TEST__!.screen()) !== 'Menu') {
    await tap(page, 'hud:menu', info);
    await page.waitForFunction(() => window.__SSDB_TEST__!.screen() === 'Menu');
  }
  const saves = await page.evaluate(() => window.__SSDB_TEST__!.saves());
  expect(saves.map((s) => s.mode)).toEqual(['coop', 'classic', 'classic']);
  expect(saves.map((s) => s.id)).toContain(first.id);
  await idle(page);
  // The screens at the three sizes once, the desktop's window resized; the tablet taps at its own size.
  const desktop = info.project.name === 'desktop-1280x720';
  const sizes = desktop ? SIZES : [];
  if (!desktop) await fingerSized(page, 'menu:');
  for (const [w, h] of sizes) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForFunction((ww) => window.innerWidth === ww, w);
    await page.waitForTimeout(300);
    await fingerSized(page, 'menu:');
    await shot(page, `slots-menu-${w}x${h}`);
  }
  if (desktop) {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.waitForTimeout(300);
  }

  await tap(page, 'menu:saves', info);
  await page.waitForFunction((id) => window.__SSDB_TEST__!.target(`slots:play:${id}`) !== null, first.id);
  if (!desktop) await fingerSized(page, 'slots:');
  for (const [w, h] of sizes) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForFunction(([ww, id]) => window.innerWidth === ww && (window.__SSDB_TEST__!.target(`slots:play:${id}`)?.w ?? 0) > 0, [w, first.id] as const);
    await page.waitForTimeout(300);
    await fingerSized(page, 'slots:');
    await shot(page, `slots-list-${w}x${h}`);
  }
  if (desktop) {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.waitForTimeout(300);
  }
  // Save file: a JSON file downloaded from the page (a Blob), the game's file (docs/share-codes.md).
  const [download] = await Promise.all([page.waitForEvent('download'), tap(page, `slots:file:${first.id}`, info)]);
  expect(download.suggestedFilename()).toBe('ssdb-classic-seed-12.json');
  expect(JSON.parse(fs.readFileSync((await download.path())!, 'utf8'))).toMatchObject({ game: 'Saint Seiya Deck Building', mode: 'classic', setup: { seed: 12 } });
  // Delete asks again; the second tap deletes that slot only.
  const other = saves.find((s) => s.mode === 'classic' && s.id !== first.id)!;
  await tap(page, `slots:delete:${other.id}`, info);
  expect(await page.evaluate(() => window.__SSDB_TEST__!.saves().length)).toBe(3);
  await tap(page, `slots:delete:${other.id}`, info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.saves().length === 2);
  expect(await page.evaluate(() => window.__SSDB_TEST__!.saves().map((s) => s.id))).toContain(first.id);
  await tap(page, `slots:play:${first.id}`, info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.screen() === 'ClassicTable');
  expect(await page.evaluate(() => window.__SSDB_TEST__!.save()!)).toMatchObject({ setup: { seed: 12 } });
  expect(await page.evaluate(() => window.__SSDB_TEST__!.save()!.actions.length)).toBe(played);
  expect(problems).toEqual([]);
});

test('with the storage full the table warns at once, and a reload loses nothing reported saved', async ({ page }, info) => {
  // No tap in it: storage, and the warning's screens at the three sizes by resizing the one window.
  test.skip(info.project.name !== 'desktop-1280x720', 'storage, not touch: one window, resized for the screens');
  const problems = watchConsole(page);
  // The browser's storage is full while window.__FULL__ is set: putting a save throws at once.
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
      if ((window as { __FULL__?: boolean }).__FULL__ && this.name === 'saves') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  await open(page, 'new=1&seats=human,bot&seed=31&first=0&speed=instant');
  await idle(page);
  const saved = await playOne(page);
  await page.waitForFunction((n) => window.__SSDB_TEST__!.saving().saved === n, saved);
  expect((await saving(page)).warning).toBeNull();

  await page.evaluate(() => { (window as { __FULL__?: boolean }).__FULL__ = true; });
  const unsaved = await playOne(page);
  await page.waitForFunction(() => window.__SSDB_TEST__!.saving().warning !== null, undefined, { timeout: 5000 });
  const status = await saving(page);
  expect(status).toMatchObject({ state: 'failing', reason: 'full', saved, actions: unsaved });
  expect(status.warning).toMatch(/storage is full|stockage du navigateur est plein/);
  expect(status.warning).toContain(String(saved));
  for (const [w, h] of SIZES) {
    await page.setViewportSize({ width: w, height: h });
    await page.waitForTimeout(400);
    await shot(page, `slots-warning-${w}x${h}`);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  // A reload now comes back with every move, even the one the full storage refused: the tab kept its
  // write-ahead copy (issue 23), which is written to the slot as soon as the storage takes it.
  await page.reload();
  await page.waitForFunction(() => window.__SSDB_TEST__?.ready === true);
  await idle(page);
  expect(await page.evaluate(() => window.__SSDB_TEST__!.save()!.actions.length)).toBe(unsaved);
  await page.waitForFunction((n) => window.__SSDB_TEST__!.saving().saved === n, unsaved);
  expect((await saving(page)).warning).toBeNull();
  // Space again: every move is saved, and a reload resumes the very same state.
  await playOne(page);
  const after = await playOne(page);
  await page.waitForFunction((n) => window.__SSDB_TEST__!.saving().saved === n, after);
  const state = await page.evaluate(() => window.__SSDB_TEST__!.state());
  await page.reload();
  await page.waitForFunction(() => window.__SSDB_TEST__?.ready === true);
  await idle(page);
  expect(await page.evaluate(() => window.__SSDB_TEST__!.state())).toEqual(state);
  expect(problems).toEqual([]);
});

test('two tabs on one game do not lose moves: the later one is told and is read-only', async ({ context }, info) => {
  // Tabs and storage: the menu's and the table's taps are the touch screens' in the other tests.
  test.skip(info.project.name !== 'desktop-1280x720', 'tabs and storage, not layout: one size is enough');
  const a = await context.newPage();
  const problems = watchConsole(a);
  await open(a, 'new=1&seats=human,bot&seed=44&first=0&speed=instant');
  await idle(a);
  const one = await playOne(a);
  await a.waitForFunction((n) => window.__SSDB_TEST__!.saving().saved === n, one);

  const b = await context.newPage();
  await open(b, 'speed=instant');
  expect(await b.evaluate(() => window.__SSDB_TEST__!.screen())).toBe('Menu');
  await idle(b);
  await tap(b, 'menu:continue', info);
  await b.waitForFunction(() => window.__SSDB_TEST__!.screen() === 'ClassicTable');
  await b.waitForFunction(() => window.__SSDB_TEST__!.saving().state === 'readOnly');
  await b.waitForFunction(() => window.__SSDB_TEST__!.saving().warning !== null, undefined, { timeout: 5000 });
  expect((await saving(b)).warning).toMatch(/another tab|autre onglet/);
  await shot(b, 'slots-read-only');
  // Read-only: a move here is refused, with a line that says why.
  expect(await b.evaluate(() => { const h = window.__SSDB_TEST__!; return h.send(h.legal(0).find((a) => a.type === 'play'))?.ok; })).toBe(false);
  const play = await b.evaluate(() => window.__SSDB_TEST__!.legal(0).find((a) => a.type === 'play') as { card: number; facing: number });
  await tap(b, `hand:${play.card}`, info);
  await tap(b, `field:${play.facing}`, info);
  await b.waitForTimeout(300);
  await shot(b, 'slots-read-only-refused');
  const two = await playOne(a);
  await a.waitForFunction((n) => window.__SSDB_TEST__!.saving().saved === n, two);
  const state = await a.evaluate(() => window.__SSDB_TEST__!.state());
  await b.waitForTimeout(500);
  expect((await saving(a)).state).toBe('ok');

  await a.reload();
  await a.waitForFunction(() => window.__SSDB_TEST__?.ready === true);
  await idle(a);
  expect(await a.evaluate(() => window.__SSDB_TEST__!.state())).toEqual(state);
  expect(await a.evaluate(() => window.__SSDB_TEST__!.saving().state)).toBe('ok');
  expect(problems).toEqual([]);
});

test('a slot record that is not whole is set aside: the page still loads and lists the other games (issue 23)', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'storage, not layout: one size is enough');
  const problems = watchConsole(page);
  await open(page, 'new=1&seats=human,bot&seed=12&first=0&speed=instant');
  await idle(page);
  const played = await playOne(page);
  await page.waitForFunction((n) => window.__SSDB_TEST__!.saving().saved === n, played);
  // A record another version or a broken write could leave: its seats are null.
  await page.evaluate(() => new Promise<void>((done, fail) => {
    const req = indexedDB.open('ssdb-saves');
    req.onerror = () => fail(req.error);
    req.onsuccess = () => {
      const tx = req.result.transaction(['slots', 'saves'], 'readwrite');
      tx.objectStore('slots').put({ id: 'broken', mode: 'classic', seats: null, turn: 1, actions: 1, createdAt: 1, updatedAt: Date.now() + 1 });
      tx.objectStore('saves').put({ id: 'broken', text: 'not a save' });
      tx.oncomplete = () => { req.result.close(); done(); };
      tx.onerror = () => fail(tx.error);
    };
  }));
  await page.goto('/?test=1&fast=1');
  await page.waitForFunction(() => window.__SSDB_TEST__?.ready === true, undefined, { timeout: 20_000 });
  const saves = await page.evaluate(() => window.__SSDB_TEST__!.saves());
  expect(saves.map((s) => s.id)).not.toContain('broken');
  expect(saves).toHaveLength(1);
  expect(problems).toEqual([]);
});

test('storage refused, a game opened by a link says from its first move that it is not being kept (issue 23)', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'storage, not layout: one size is enough');
  await page.addInitScript(() => {
    // A browser that refuses IndexedDB (some private modes): opening it throws.
    indexedDB.open = () => { throw new DOMException('refused', 'SecurityError'); };
  });
  await page.goto('/?test=1&fast=1&lang=en&new=1&seats=human,bot&seed=12&first=0&speed=instant');
  await page.waitForFunction(() => window.__SSDB_TEST__?.ready === true && window.__SSDB_TEST__.screen() === 'ClassicTable', undefined, { timeout: 30_000 });
  await page.waitForFunction(() => /not being kept/.test(window.__SSDB_TEST__!.saving().warning ?? ''));
  await playOne(page);
  expect((await saving(page)).warning).toMatch(/not being kept/);
});

// Issue 15: "a read-only card gallery page for viewers (?gallery=1, every card drawn with our text, by
// set and rank, searchable, linkable to one card)". In the built page under its Content-Security-Policy:
// it opens with every card of the sets in play, scrolls by wheel or finger to the last one, a search
// narrows it, a tap zooms a card, a `card=` link opens zoomed on it and its "copy link" gives that link;
// a link to no card says so. Read-only: no save opened, no request outside the page's origin, no error.
import fs from 'node:fs';
import { test, type Page, type TestInfo } from '@playwright/test';
import cardData from '../../src/cards/card-data.json' with { type: 'json' };
import { expect, open, tap, watchConsole } from './helpers';

/** Every card of the catalogue, the three promo cards included (issue 22). */
const CATALOGUE = (cardData as { set: string }[]).length;

const gallery = (page: Page) => page.evaluate(() => window.__SSDB_TEST__!.gallery());

/** Requests the page makes outside its own origin (none allowed). */
function watchRequests(page: Page, info: TestInfo): string[] {
  const outside: string[] = [];
  const origin = new URL(info.project.use.baseURL!).origin;
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== origin) outside.push(r.url());
  });
  return outside;
}

/** Waits until the cards in the window are all painted. */
const settled = (page: Page) => page.waitForFunction(() => window.__SSDB_TEST__!.gallery()?.pending === 0, undefined, { timeout: 30_000 });

async function shoot(page: Page, info: TestInfo, name: string): Promise<void> {
  fs.mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: `test-results/screens/gallery-${name}-${info.project.name}.png` });
}

/** Scrolls the page down by about `dy`: the wheel on a computer, a finger's drags on a touch screen. */
async function scrollBy(page: Page, info: TestInfo, dy: number): Promise<void> {
  const { width, height } = page.viewportSize()!;
  if (!info.project.use.hasTouch) {
    await page.mouse.move(width / 2, height * 0.7);
    await page.mouse.wheel(0, dy);
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  const x = width / 2, y0 = height * 0.92, y1 = height * 0.3;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  for (let moved = 0; moved < dy; moved += y0 - y1) {
    await touch('touchStart', y0);
    for (let k = 1; k <= 6; k++) await touch('touchMove', y0 - ((y0 - y1) * k) / 6);
    await page.waitForTimeout(150); // stop before lifting: no fling, the page stops where the finger did
    await touch('touchEnd', y1);
  }
  await cdp.detach();
}

test.describe('the card gallery', () => {
  test('shows every card, and scrolls to the last one', async ({ page }, info) => {
    const problems = watchConsole(page);
    const outside = watchRequests(page, info);
    await open(page, 'gallery=1&lang=en');
    expect(await page.evaluate(() => window.__SSDB_TEST__!.screen())).toBe('Gallery');
    await settled(page);
    const first = (await gallery(page))!;
    expect(first).toMatchObject({ shown: CATALOGUE, query: '', zoomed: null, set: null });
    expect(first.firstScreenMs).not.toBeNull();
    console.log(`${info.project.name}: first window of cards painted ${first.firstScreenMs} ms after navigation`);
    // The first card (Pegasus Seiya, base game, very common) is drawn and can be tapped.
    expect(await page.evaluate(() => window.__SSDB_TEST__!.target('gallery:card:1'))).not.toBeNull();
    await shoot(page, info, 'top');

    // The wheel or a finger scrolls the page: the first row goes under the header, later cards come.
    await scrollBy(page, info, 900);
    await page.waitForFunction(() => window.__SSDB_TEST__!.target('gallery:card:1') === null);
    await settled(page);
    await shoot(page, info, 'scrolled');
    // The End key goes to the end of the page: the last card, a promo (issue 22: Seiya du Sagittaire, 7 Cosmos), shows, painted.
    await page.keyboard.press('End');
    await page.waitForFunction(() => window.__SSDB_TEST__!.target('gallery:card:9001') !== null);
    await settled(page);
    await shoot(page, info, 'end');
    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a search narrows it, a set filter too; no save is opened', async ({ page }, info) => {
    const problems = watchConsole(page);
    const outside = watchRequests(page, info);
    await open(page, 'gallery=1&lang=en');
    await settled(page);
    // A search for a name (typed without its accent) keeps that hero's cards only.
    await tap(page, 'gallery:search', info);
    await page.keyboard.type('pegase');
    await page.waitForFunction(() => window.__SSDB_TEST__!.gallery()!.query === 'pegase');
    const found = (await gallery(page))!;
    expect(found.shown).toBeGreaterThan(0);
    expect(found.shown).toBeLessThan(CATALOGUE / 10);
    await settled(page);
    expect(await page.evaluate(() => window.__SSDB_TEST__!.target('gallery:card:1'))).not.toBeNull();
    await shoot(page, info, 'search');
    // Nothing matches: the page says so; emptied, every card is back.
    await page.keyboard.type('zzz');
    await page.waitForFunction(() => window.__SSDB_TEST__!.gallery()!.shown === 0);
    expect((await gallery(page))!.message).toContain('pegasezzz');
    await page.locator('#ssdb-gallery-search').fill('');
    await page.waitForFunction((n) => window.__SSDB_TEST__!.gallery()!.shown === n, CATALOGUE);
    await settled(page);

    // A set filter.
    await tap(page, 'gallery:set:epic', info);
    await page.waitForFunction(() => window.__SSDB_TEST__!.gallery()!.set === 'epic');
    expect((await gallery(page))!.shown).toBe((cardData as { set: string }[]).filter((c) => c.set === 'epic').length);

    // Read-only: no save database was opened, nothing asked of another origin, no error.
    expect(await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).toEqual([]);
    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a card= link opens zoomed on that card, and its link can be copied', async ({ page, context }, info) => {
    const problems = watchConsole(page);
    const outside = watchRequests(page, info);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, 'gallery=1&lang=en&card=38');
    await page.waitForFunction(() => window.__SSDB_TEST__!.gallery()?.zoomed === 38);
    await page.waitForTimeout(300);
    await shoot(page, info, 'zoom');
    // The link copied and the link to no card are words and addresses, not layout: on the desktop only
    // (the second is a whole gallery painted again, seconds on the touch screens).
    const desktop = info.project.name === 'desktop-1280x720';
    if (desktop) {
      await tap(page, 'gallery:copy', info);
      await page.waitForFunction(() => window.__SSDB_TEST__!.gallery()!.toast !== '');
      expect((await gallery(page))!.toast).toBe('Link copied');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(new URL(copied).search).toBe('?gallery=1&card=38');
    }
    // The next card, then close: the page is back, on the card last shown.
    await tap(page, 'gallery:next', info);
    const next = (await gallery(page))!.zoomed;
    expect(next).not.toBe(38);
    expect(new URL(page.url()).searchParams.get('card')).toBe(String(next));
    await tap(page, 'gallery:close', info);
    await page.waitForFunction(() => window.__SSDB_TEST__!.gallery()!.zoomed === null);
    expect(new URL(page.url()).searchParams.get('card')).toBeNull();
    await settled(page);

    // A tap on a card zooms it.
    await tap(page, `gallery:card:${next}`, info);
    await page.waitForFunction((id) => window.__SSDB_TEST__!.gallery()!.zoomed === id, next);
    if (info.project.use.hasTouch) {
      // A finger swiped leftwards over the zoom turns to the card after.
      const { width, height } = page.viewportSize()!;
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
        cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: height / 2 }] });
      await touch('touchStart', width * 0.7);
      for (let k = 1; k <= 4; k++) await touch('touchMove', width * (0.7 - 0.1 * k));
      await touch('touchEnd', width * 0.3);
      await cdp.detach();
      await page.waitForFunction((id) => ![id, null].includes(window.__SSDB_TEST__!.gallery()!.zoomed), next);
    }
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => window.__SSDB_TEST__!.gallery()!.zoomed === null);

    // A link naming no card in the gallery says so, and shows the gallery.
    if (desktop) {
      await open(page, 'gallery=1&lang=en&card=9999');
      const bad = (await gallery(page))!;
      expect(bad).toMatchObject({ zoomed: null, shown: CATALOGUE });
      expect(bad.message).toBe('There is no card “9999” in the gallery.');
    }
    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the menu opens the gallery in a tab of its own, in French too', async ({ page, context }, info) => {
    test.skip(info.project.name !== 'desktop-1280x720', 'one window is enough for the link');
    await open(page, 'seed=3&lang=fr');
    const [tab] = await Promise.all([context.waitForEvent('page'), tap(page, 'menu:gallery', info)]);
    await tab.waitForFunction(() => window.__SSDB_TEST__?.ready === true || document.readyState === 'complete');
    expect(new URL(tab.url()).searchParams.get('gallery')).toBe('1');
    expect(new URL(tab.url()).searchParams.get('lang')).toBe('fr');
    // The tab has no ?test=1: it shows the gallery, titled in the menu's language.
    await tab.waitForFunction(() => document.title.startsWith('Galerie des cartes'), undefined, { timeout: 30_000 });
    expect(await page.evaluate(() => window.__SSDB_TEST__!.screen())).toBe('Menu');
  });
});

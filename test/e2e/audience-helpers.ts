// Shared steps for the audience window's browser tests: its hook, the game page's pairing key and
// channel (src/stream/pairing.ts), an audience window paired with a game page, and blank pages of the
// game's origin standing for other apps on the same host.
import type { BrowserContext, Page } from '@playwright/test';

/** The audience window's hook (scenes/audience-hook.ts). */
export interface AudienceHook {
  ready: boolean;
  status(): string;
  view(): { turn: number; players: { hand: unknown }[]; board?: { round: number } } | null;
  actions(): number | null;
  captions(): string[];
  reveal(): { seat: number; turn: number; cards: { uid: number; type: number }[] } | null;
  refused(): number;
  lags(): number[];
}

export const aud = (p: Page) => p.evaluate(() => {
  const h = (window as unknown as { __SSDB_TEST__: AudienceHook }).__SSDB_TEST__;
  return { status: h.status(), view: h.view(), actions: h.actions(), captions: h.captions(), reveal: h.reveal(), refused: h.refused(), lags: h.lags() };
});

/** The game page's pairing key, as its tab keeps it. */
async function keyOf(gamePage: Page): Promise<string> {
  const key = await gamePage.evaluate(() => sessionStorage.getItem('ssdb.audience.key'));
  if (!key) throw new Error('the game page has no pairing key');
  return key;
}

/** The channel a game page publishes on: named after its tab's pairing key. */
export const channelOf = async (gamePage: Page): Promise<string> => `ssdb.audience.v1.${await keyOf(gamePage)}`;

/** An audience window paired with the game page, as the menu's button opens it (its key in the hash),
 *  at 1920×1080; `__heard` holds everything said on its channel. */
export async function openAudience(gamePage: Page): Promise<Page> {
  const key = await keyOf(gamePage);
  const channel = await channelOf(gamePage);
  const page = await gamePage.context().newPage();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.addInitScript((name) => {
    const w = window as unknown as { __heard: unknown[] };
    w.__heard = [];
    new BroadcastChannel(name).addEventListener('message', (e) => w.__heard.push(e.data));
  }, channel);
  await page.goto(`/?audience=1&test=1&fast=1&lang=en#pair=${key}`);
  await page.waitForFunction(() => (window as unknown as { __SSDB_TEST__?: AudienceHook }).__SSDB_TEST__?.ready === true, undefined, { timeout: 30_000 });
  return page;
}

/** A blank page of the game's origin that runs none of the game (another app on the same host). */
export async function strangerPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.route('**/stranger.html', (r) => r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stranger</title>' }));
  await page.goto('/stranger.html');
  return page;
}

/** Starts keeping, in `page`, every message said on these channels (`heard()` reads them). */
export async function listen(page: Page, channels: string[]): Promise<void> {
  await page.evaluate((names) => {
    const w = window as unknown as { heard: unknown[] };
    w.heard = [];
    for (const name of names) new BroadcastChannel(name).addEventListener('message', (e) => w.heard.push(e.data));
  }, channels);
}

export const heard = <T = { kind: string }>(page: Page) => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard) as Promise<T[]>;

/** Posts `message` on each channel from `page`. */
export async function post(page: Page, channels: string[], message: unknown): Promise<void> {
  await page.evaluate(([names, m]) => { for (const name of names as string[]) new BroadcastChannel(name).postMessage(m); }, [channels, message] as const);
}

/** Hidden piles named in a JSON value: a hand's, a deck's or the reserve's cards as a list. */
export function hiddenLists(x: unknown, path = ''): string[] {
  if (Array.isArray(x)) return x.flatMap((v, i) => hiddenLists(v, `${path}[${i}]`));
  if (x && typeof x === 'object') {
    return Object.entries(x).flatMap(([k, v]) => (['hand', 'deck', 'reserve', 'setAside', 'pillarSide'].includes(k) && Array.isArray(v) ? [`${path}.${k}`] : hiddenLists(v, `${path}.${k}`)));
  }
  return [];
}

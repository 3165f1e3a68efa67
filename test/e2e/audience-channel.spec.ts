// The audience channel against other pages of the same origin (issue 23, points 7 and 8): a forged
// `ask` shows no hand, whatever it asks and even on the game's own channel; the player's own setting
// still shows a hand once its turn is over; an audience window shows only the game page it was opened
// from, and drops a message naming a card it does not know without an error, following on.
import { test, type Page } from '@playwright/test';
import { aud, channelOf, heard, hiddenLists, listen, openAudience, post, strangerPage } from './audience-helpers';
import { expect, open, tap, watchConsole } from './helpers';

/** The game page's turn (the audience view's, which every seat's view agrees on) and its actions. */
const turnOf = (p: Page) => p.evaluate(() => (window.__SSDB_TEST__!.view('audience') as { turn: number } | null)?.turn ?? 0);
const actionsOf = (p: Page) => p.evaluate(() => window.__SSDB_TEST__!.save()?.actions.length ?? 0);

/** A bots-only classic game, quick. */
const BOTS = 'new=1&seats=bot,bot&seed=15&lang=en&speed=instant';

// The channel is the same at every size.
test.skip(({ viewport }) => viewport?.width !== 1280, 'the desktop project only');

test('a forged ask from another page of the origin shows no hand, even on the game\'s own channel', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, BOTS);
  const channel = await channelOf(page);
  // A listener on both the old shared name and the game's channel (a page that learnt the key).
  const ear = await strangerPage(page.context());
  await listen(ear, ['ssdb.audience.v1', channel]);
  const forger = await strangerPage(page.context());
  const turn = await turnOf(page);
  // Every hand at the end of its turn, asked as an audience window of the previous version did.
  await post(forger, ['ssdb.audience.v1', channel], { v: 1, kind: 'ask', reveal: { when: 'turnEnd' } });
  // The game page heard it (the game sent again, whole) ...
  await expect.poll(async () => (await heard<{ kind: string; fresh?: boolean }>(ear)).some((m) => m.kind === 'game' && m.fresh), { timeout: 10_000 }).toBe(true);
  // ... and over two turn changes (a hand kept when the first begins would go out at the next) no hand.
  await expect.poll(() => turnOf(page), { timeout: 60_000, intervals: [250] }).toBeGreaterThanOrEqual(turn + 2);
  await ear.waitForTimeout(500);
  const all = await heard(ear);
  expect(all.filter((m) => m.kind === 'reveal')).toEqual([]);
  for (const m of all) expect(hiddenLists(m)).toEqual([]);
});

test('the player\'s setting on the game page shows a hand to the audience once its turn is over', async ({ page }, info) => {
  test.setTimeout(180_000);
  const problems = watchConsole(page);
  await open(page, 'lang=en');
  // The menu's control, by a tap: never → after the turn, kept with the settings.
  const control = await page.evaluate(() => window.__SSDB_TEST__!.target('menu:reveal'));
  expect(control!.w).toBeGreaterThanOrEqual(44);
  expect(control!.h).toBeGreaterThanOrEqual(44);
  await tap(page, 'menu:reveal', info);
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('ssdb.settings.v1') ?? '{}').reveal)).toEqual({ when: 'turnEnd' });
  await open(page, BOTS);
  const audience = await openAudience(page);
  const audProblems = watchConsole(audience);
  await expect.poll(async () => (await aud(audience)).status, { timeout: 30_000 }).toBe('live');
  await expect.poll(async () => (await aud(audience)).reveal, { timeout: 90_000, intervals: [250] }).not.toBeNull();
  const { reveal, view } = await aud(audience);
  // A turn already over, its hand's cards shown; the view drawn still holds no hand.
  expect(reveal!.turn).toBeLessThan(await turnOf(page));
  expect(reveal!.cards.length).toBeGreaterThan(0);
  for (const p of view?.players ?? []) expect(p.hand).toBeNull();
  expect(problems).toEqual([]);
  expect(audProblems).toEqual([]);
});

test('an audience window shows only the game page it was opened from', async ({ page }, info) => {
  test.setTimeout(180_000);
  await open(page, BOTS);
  const channel = await channelOf(page);
  const audience = await openAudience(page);
  const audProblems = watchConsole(audience);
  await expect.poll(async () => (await aud(audience)).status, { timeout: 30_000 }).toBe('live');
  // A real game message, as an ear that knows the key hears it, then the game page goes to its menu.
  const ear = await strangerPage(page.context());
  await listen(ear, [channel]);
  await expect.poll(async () => (await heard(ear)).some((m) => m.kind === 'game'), { timeout: 30_000 }).toBe(true);
  const real = (await heard<{ kind: string; actions: number }>(ear)).filter((m) => m.kind === 'game').at(-1)!;
  await tap(page, 'hud:menu', info);
  await expect.poll(async () => (await aud(audience)).status, { timeout: 30_000 }).toBe('waiting');
  // A window opened by hand, without a key, follows nothing and says how to open it.
  const byHand = await page.context().newPage();
  await byHand.goto('/?audience=1&test=1&fast=1&lang=en');
  await byHand.waitForFunction(() => (window as unknown as { __SSDB_TEST__?: { ready: boolean } }).__SSDB_TEST__?.ready === true, undefined, { timeout: 30_000 });
  // Another page of the origin, without the key, posts that game and a hand: nothing shows.
  const forger = await strangerPage(page.context());
  const forged = { ...real, fresh: true, actions: real.actions + 1000 };
  const elsewhere = ['ssdb.audience.v1', `ssdb.audience.v1.${'0'.repeat(32)}`];
  await post(forger, elsewhere, forged);
  await post(forger, elsewhere, { v: 1, kind: 'reveal', seat: 0, turn: 1, cards: [{ uid: 1, type: 1 }] });
  await audience.waitForTimeout(1500);
  const after = await aud(audience);
  expect(after.status).toBe('waiting');
  expect(after.view).toBeNull();
  expect(after.reveal).toBeNull();
  expect(await aud(byHand)).toMatchObject({ status: 'unpaired', view: null, actions: null });
  // The same message on the game page's channel would be shown: the pairing is what kept it out.
  await post(forger, [channel], forged);
  await expect.poll(async () => (await aud(audience)).actions, { timeout: 15_000 }).toBe(forged.actions);
  expect(audProblems).toEqual([]);
});

test('a game message naming an unknown card type is dropped quietly, and the window follows on', async ({ page }) => {
  test.setTimeout(180_000);
  await open(page, BOTS);
  const channel = await channelOf(page);
  const audience = await openAudience(page);
  const errors: string[] = [];
  audience.on('pageerror', (e) => errors.push(e.message));
  const audProblems = watchConsole(audience);
  await expect.poll(async () => (await aud(audience)).status, { timeout: 30_000 }).toBe('live');
  const ear = await strangerPage(page.context());
  await listen(ear, [channel]);
  await expect.poll(async () => (await heard(ear)).some((m) => m.kind === 'game'), { timeout: 30_000 }).toBe(true);
  // The latest real message, a field card turned into a type this build does not know, one action on.
  const real = (await heard<{ kind: string; actions: number; view: { field: ({ type: number } | null)[] } }>(ear)).filter((m) => m.kind === 'game').at(-1)!;
  const forged = structuredClone(real);
  forged.view.field.find((c) => c !== null)!.type = 99_999;
  forged.actions = real.actions + 1000;
  const refused = (await aud(audience)).refused;
  await post(ear, [channel], forged);
  await expect.poll(async () => (await aud(audience)).refused, { timeout: 10_000 }).toBeGreaterThan(refused);
  expect((await aud(audience)).actions).not.toBe(forged.actions);
  // It follows the real game on: to a later action, or, when the bots (at instant speed) have already
  // finished on a slow machine, to the last one.
  const now = await actionsOf(page);
  const over = await page.evaluate(() => window.__SSDB_TEST__!.view()?.phase === 'gameOver');
  await expect.poll(async () => (await aud(audience)).actions ?? -1, { timeout: 30_000, intervals: [200] }).toBeGreaterThanOrEqual(over ? now : now + 1);
  expect((await aud(audience)).status).toBe('live');
  expect(errors).toEqual([]);
  expect(audProblems).toEqual([]);
});

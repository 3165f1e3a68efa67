// The audience window (issue 15, "Done when"): the game and the audience window side by side in one
// browser; bots-only classic and cooperative games; the audience follows within a second or two, and
// neither its view nor anything on the channel holds a hand, a deck's order or an unrevealed card; an
// audience window opened mid-game catches up; the game page reloads and the audience reconnects; the
// game page at its menu shows a waiting card. Screenshots of both at 1920×1080 (test-results/screens/).
import { test, type Page } from '@playwright/test';
import { aud, hiddenLists, openAudience } from './audience-helpers';
import { expect, open, shot, tap, watchConsole } from './helpers';

/** The game page's own count of actions (its action log) and its turn and round. */
const game = (p: Page) => p.evaluate(() => {
  const h = window.__SSDB_TEST__!;
  const v = h.view('audience') as { turn: number; board?: { round: number } } | null;
  return { actions: h.save()?.actions.length ?? 0, turn: v?.turn ?? 0, round: v?.board?.round ?? 0, screen: h.screen() };
});

/** Neither the view drawn nor any message heard names a card the audience may not see. */
async function expectNothingHidden(page: Page): Promise<void> {
  const { view } = await aud(page);
  expect(hiddenLists(view)).toEqual([]);
  for (const p of view?.players ?? []) expect(p.hand).toBeNull();
  const heard = await page.evaluate(() => (window as unknown as { __heard: unknown[] }).__heard);
  expect(heard.length).toBeGreaterThan(0);
  for (const m of heard) {
    expect(hiddenLists(m)).toEqual([]);
    expect((m as { kind: string }).kind).not.toBe('reveal');
    // A card moved between places the audience cannot see (deck, hand, reserve) is never named.
    for (const e of (m as { events?: { type: string; uid: number; from: { zone: string }; to: { zone: string } }[] }).events ?? []) {
      if (e.type === 'cardMoved' && ['deck', 'hand', 'reserve'].includes(e.from.zone) && ['deck', 'hand', 'reserve'].includes(e.to.zone)) expect(e.uid).toBe(-1);
    }
  }
}

/** The audience reaches the game's count of actions, and its turn or round. */
async function follows(gamePage: Page, audPage: Page, coop: boolean): Promise<void> {
  const now = await game(gamePage);
  await expect.poll(async () => (await aud(audPage)).actions ?? -1, { timeout: 10_000, intervals: [100] }).toBeGreaterThanOrEqual(now.actions);
  const seen = await aud(audPage);
  const later = await game(gamePage);
  if (coop) expect(seen.view?.board?.round).toBeGreaterThanOrEqual(now.round); else expect(seen.view?.turn).toBeGreaterThanOrEqual(now.turn);
  if (coop) expect(seen.view?.board?.round).toBeLessThanOrEqual(later.round); else expect(seen.view?.turn).toBeLessThanOrEqual(later.turn);
  expect(seen.captions.length).toBeGreaterThan(0);
}

/** "Within a second or two" (issue 15): how long after the game's page accepted each action the
 *  audience window drew it, by the wall clock of both pages. The median is held to 2 s; the slowest
 *  is reported (this machine draws a few frames a second in software WebGL under load). */
async function expectPrompt(audPage: Page, info: { annotations: { type: string; description?: string }[] }): Promise<void> {
  const lags = (await aud(audPage)).lags;
  expect(lags.length).toBeGreaterThan(2);
  const sorted = [...lags].sort((a, b) => a - b);
  info.annotations.push({ type: 'audience lag (ms)', description: `median ${sorted[Math.floor(sorted.length / 2)]}, max ${sorted[sorted.length - 1]}, ${lags.length} actions` });
  expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(2000);
}

test('the audience window follows a bots-only classic game, reconnects after a reload, waits at the menu', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'the audience window is a 1920×1080 capture');
  // Two pages drawing 1920×1080 in software WebGL on a shared machine: slow.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  const problems = watchConsole(page);
  await open(page, 'new=1&seats=bot,bot,bot&seed=15&lang=en');
  // Opened mid-game: it catches up with the game in progress.
  await expect.poll(async () => (await game(page)).actions, { timeout: 30_000 }).toBeGreaterThan(3);
  const audience = await openAudience(page);
  const audProblems = watchConsole(audience);
  await expect.poll(async () => (await aud(audience)).status).toBe('live');
  for (let i = 0; i < 3; i++) {
    await follows(page, audience, false);
    await page.waitForTimeout(1500);
  }
  await expectPrompt(audience, info);
  await expectNothingHidden(audience);
  await shot(page, 'audience-classic-game');
  await shot(audience, 'audience-classic-window');

  // The game's page reloads: the audience says so, then reconnects to the same game.
  await page.reload();
  await page.waitForFunction(() => window.__SSDB_TEST__?.ready === true, undefined, { timeout: 30_000 });
  await expect.poll(async () => (await aud(audience)).status, { timeout: 15_000 }).toBe('live');
  await follows(page, audience, false);

  // Back to the menu: the audience shows its waiting card.
  await tap(page, 'hud:menu', info);
  await expect.poll(async () => (await aud(audience)).status, { timeout: 15_000 }).toBe('waiting');
  expect((await aud(audience)).view).toBeNull();
  expect((await aud(audience)).refused).toBe(0);
  expect(problems).toEqual([]);
  expect(audProblems).toEqual([]);
});

test('the audience window follows a bots-only cooperative game: the board, the water, the round', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'the audience window is a 1920×1080 capture');
  // Two pages drawing 1920×1080 in software WebGL on a shared machine: slow.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1920, height: 1080 });
  const problems = watchConsole(page);
  // Opened from the menu before the game: it waits for it (the game starts in the same tab).
  await open(page, 'lang=en');
  const audience = await openAudience(page);
  await expect.poll(async () => (await aud(audience)).status).not.toBe('live');
  await open(page, 'new=1&mode=coop&seats=bot,bot,bot&seed=4&lang=en&speed=fast');
  await expect.poll(async () => (await aud(audience)).status, { timeout: 30_000 }).toBe('live');
  for (let i = 0; i < 3; i++) {
    await page.waitForTimeout(2000);
    await follows(page, audience, true);
  }
  await expectPrompt(audience, info);
  await expectNothingHidden(audience);
  // A Poseidon phase on both screens, if the game has reached one.
  await shot(page, 'audience-coop-game');
  await shot(audience, 'audience-coop-window');
  expect(problems).toEqual([]);
});

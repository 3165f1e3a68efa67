// Bots only, at instant speed, all the way to the score screen.
import { test } from '@playwright/test';
import { expect, open, shot, watchConsole } from './helpers';

test('three bots play a whole game to the score screen', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'one size is enough for a game of bots');
  const problems = watchConsole(page);
  await open(page, 'new=1&seats=bot,random,bot&seed=21&speed=instant');
  await page.waitForFunction(() => window.__SSDB_TEST__!.screen() === 'GameOver', undefined, { timeout: 120_000, polling: 250 });
  const result = await page.evaluate(() => window.__SSDB_TEST__!.view()!.result);
  expect(result!.scores).toHaveLength(3);
  expect(result!.winners.length).toBeGreaterThanOrEqual(1);
  // The finished game is no longer offered to continue.
  expect(await page.evaluate(() => window.localStorage.getItem('ssdb.classic.autosave'))).toBeNull();
  await page.waitForTimeout(300);
  await shot(page, 'score');
  expect(problems).toEqual([]);
});

// The hard bot in the browser (issue 26): a hard bot's seat shows it thinking while the bots' worker
// searches (the worker's script is held back a little, so the search is long enough to be seen), then
// it plays; the Hint button shows the hard bot's move for the person and marks the game assisted.
import { test } from '@playwright/test';
import { expect, humanToAct, open, shot, tap, watchConsole } from './helpers';

test.beforeEach(({ browserName: _browser }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'the hard bot: desktop only (CI time)');
});

test('a hard bot thinks on its panel, then plays; the hint suggests a move and marks the game assisted', async ({ page }, info) => {
  const problems = watchConsole(page);
  // The worker's first answer waits for its script: 1.5 s more than it would.
  await page.route('**/*bot.worker*', async (route) => { await new Promise((r) => setTimeout(r, 1500)); await route.continue(); });
  await open(page, 'new=1&seats=human,hard&seed=7&first=1&speed=instant&lang=en');
  const hook = () => page.evaluate(() => ({ thinking: window.__SSDB_TEST__!.thinking(), actions: window.__SSDB_TEST__!.save()!.actions.length }));

  await expect.poll(hook).toEqual({ thinking: 1, actions: 0 });
  await shot(page, 'hard-bot-thinking');
  await humanToAct(page); // the bot has played its turn
  expect(await hook()).toMatchObject({ thinking: null });
  expect((await hook()).actions).toBeGreaterThan(0);

  expect(await page.evaluate(() => window.__SSDB_TEST__!.hint())).toEqual({ offered: true, line: null });
  expect(await page.evaluate(() => window.__SSDB_TEST__!.assisted().game)).toBe(false);
  await tap(page, 'hint', info);
  await expect.poll(() => page.evaluate(() => window.__SSDB_TEST__!.hint().line)).toMatch(/^Hint: (play|acquire|equip|end your turn)/);
  expect(await page.evaluate(() => window.__SSDB_TEST__!.assisted())).toEqual({ game: true, badge: 'ASSISTED' });
  await shot(page, 'hard-bot-hint');
  expect(problems).toEqual([]);
});

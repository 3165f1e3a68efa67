// Issue 22: the menu's Extensions row offers the promo cards, off by default and remembered like the
// other switches; a game started with them has the three promo cards in its deal and "promo" among the
// sets of its save.
import { test } from '@playwright/test';
import { expect, idle, open, shot, tap, watchConsole } from './helpers';

test('the Promos switch of the menu puts the promo cards in the game, and is remembered', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'the switch does not depend on the window');
  const problems = watchConsole(page);
  await open(page, 'seed=31&speed=instant');
  expect(await page.evaluate(() => window.__SSDB_TEST__!.screen())).toBe('Menu');
  await tap(page, 'menu:set:promo', info);
  await shot(page, 'menu-promos-on');
  await tap(page, 'menu:start', info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.screen() === 'ClassicTable');
  const save = await page.evaluate(() => window.__SSDB_TEST__!.save());
  expect(save).toMatchObject({ setup: { seed: 31, heroes: ['seiya', 'shiryu'], sets: ['promo'] } });
  const cards = await page.evaluate(() => window.__SSDB_TEST__!.state()!.cards);
  expect(cards.filter((t) => t > 9000).sort()).toEqual([9001, 9002, 9003]);

  // Back to the menu and a reload: the switch is still on; the next game has the promo cards too.
  await tap(page, 'hud:menu', info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.screen() === 'Menu');
  await idle(page);
  await page.reload();
  await page.waitForFunction(() => window.__SSDB_TEST__?.ready === true);
  await tap(page, 'menu:start', info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.screen() === 'ClassicTable');
  expect(await page.evaluate(() => window.__SSDB_TEST__!.save()!.setup)).toMatchObject({ sets: ['promo'] });
  expect(problems).toEqual([]);
});

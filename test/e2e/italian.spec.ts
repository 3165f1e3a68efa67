// Issue 29: `?lang=it` shows every screen in Italian. One walk through the menu, a classic table, the
// cooperative board, its rules book and a bots game's score screen: each screen's button labels and
// status line are Italian (no label is an English or a French message that Italian writes otherwise),
// no text is a raw message key, and the page's <html lang> says "it".
import { test } from '@playwright/test';
import { messages } from '../../src/i18n';
import { expect, idle, open, shot, tap, watchConsole } from './helpers';
import type { Page } from '@playwright/test';

const RAW_KEY = /^[a-z]+\.[a-zA-Z.]+$/;
const italian = new Set(Object.values(messages('it')));
/** The English and French messages that are not also Italian ("Menu", "Asgard" are all three). */
const foreign = new Set([...Object.values(messages('en')), ...Object.values(messages('fr'))].filter((m) => !italian.has(m)));

/** What the screen shows in words: its buttons' labels and the status line. */
async function wordsOn(page: Page): Promise<string[]> {
  const { labels, status } = await page.evaluate(() => {
    const h = window.__SSDB_TEST__!;
    return { labels: h.targets().map((t) => t.label ?? '').filter((l) => l.trim() !== ''), status: h.status() };
  });
  return status ? [...labels, status] : labels;
}

/** Every word on screen is Italian, at least `least` of them a whole Italian message. */
async function expectItalian(page: Page, where: string, least = 1): Promise<void> {
  const words = await wordsOn(page);
  expect(words.filter((w) => RAW_KEY.test(w)), `${where}: raw keys`).toEqual([]);
  expect(words.filter((w) => foreign.has(w)), `${where}: English or French`).toEqual([]);
  expect(words.filter((w) => italian.has(w)).length, `${where}: ${words.join(' | ')}`).toBeGreaterThanOrEqual(least);
  expect(await page.evaluate(() => document.documentElement.lang), `${where}: <html lang>`).toBe('it');
}

test.beforeEach(({ page: _page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'words, not layout: one size is enough');
});

test('?lang=it: the menu, a classic table, the coop board, its rules and a score screen speak Italian', async ({ page }, info) => {
  test.setTimeout(60_000);
  const problems = watchConsole(page);

  await open(page, 'lang=it');
  await idle(page);
  expect(await page.evaluate(() => window.__SSDB_TEST__!.screen())).toBe('Menu');
  await expectItalian(page, 'menu', 5);
  const picker = await page.evaluate(() => window.__SSDB_TEST__!.target('menu:lang')?.label);
  expect(picker).toContain('Italiano');
  await shot(page, 'italian-menu');
  // The picker goes on round the languages: Italian → French, and <html lang> follows (every later
  // page names ?lang=it, which wins over the saved setting).
  await tap(page, 'menu:lang', info);
  await expect.poll(() => page.evaluate(() => window.__SSDB_TEST__!.target('menu:lang')?.label)).toContain('Français');
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');

  await open(page, 'lang=it&new=1&seats=human,bot&seed=3&speed=instant');
  await idle(page);
  expect(await page.evaluate(() => window.__SSDB_TEST__!.screen())).toBe('ClassicTable');
  await expectItalian(page, 'classic table');
  // The table's language button names the next language in the cycle: French.
  expect(await page.evaluate(() => window.__SSDB_TEST__!.target('hud:lang')?.label)).toBe('FR');
  await shot(page, 'italian-table');

  await open(page, 'lang=it&new=1&mode=coop&seats=human,human&heroes=seiya,shiryu&difficulty=easy&seed=8&speed=instant');
  await idle(page);
  expect(await page.evaluate(() => window.__SSDB_TEST__!.screen())).toBe('CoopBoard');
  await expectItalian(page, 'coop board');
  await shot(page, 'italian-coop');
  await tap(page, 'hud:rules', info);
  await expect.poll(() => page.evaluate(() => window.__SSDB_TEST__!.rules())).toBe('coop');
  await expectItalian(page, 'rules', 3);
  await shot(page, 'italian-rules');

  await open(page, 'lang=it&new=1&seats=bot,bot&seed=21&speed=instant');
  await page.waitForFunction(() => window.__SSDB_TEST__!.screen() === 'GameOver', undefined, { timeout: 40_000, polling: 250 });
  await idle(page);
  await expectItalian(page, 'score screen', 2);
  // The columns' statistics are Italian too.
  const lines = (await page.evaluate(() => window.__SSDB_TEST__!.score()))!.flatMap((side) => side.lines.map((l) => l.label));
  expect(lines).toContain(messages('it')['ends.stat.acquired']);
  expect(lines.filter((l) => foreign.has(l) || RAW_KEY.test(l))).toEqual([]);
  await shot(page, 'italian-score');

  expect(problems).toEqual([]);
});

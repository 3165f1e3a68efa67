// Issue 12: on a computer, Esc closes the card zoom and backs out of a choice, Enter confirms it. Real
// key presses on the page, read back through what the screen offers (the hook's tap targets).
import { test } from '@playwright/test';
import { expect, humanToAct, idle, open, watchConsole } from './helpers';

const shown = (page: import('@playwright/test').Page, id: string) => page.evaluate((id) => window.__SSDB_TEST__!.target(id) !== null, id);

test('Esc closes the zoom and cancels the discard choice; Enter ends the turn', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'keys: one size is enough');
  const problems = watchConsole(page);
  await open(page, 'new=1&seats=human,bot&seed=7&first=0&speed=instant');
  await humanToAct(page);
  // Right-click a field card: the zoom opens; Esc closes it.
  const field = (await page.evaluate(() => window.__SSDB_TEST__!.targets().find((t) => t.id.startsWith('field:'))))!;
  await page.mouse.click(field.x + field.w / 2, field.y + field.h / 2, { button: 'right' });
  await expect.poll(() => shown(page, 'zoom:close')).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => shown(page, 'zoom:close')).toBe(false);
  // End the turn: the discard choice opens; Esc cancels it (the End turn button is back).
  await page.mouse.click(...(await centre(page, 'endTurn')));
  await expect.poll(() => shown(page, 'confirm')).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => shown(page, 'confirm')).toBe(false);
  expect(await shown(page, 'endTurn')).toBe(true);
  // Again, and Enter confirms: the bot's turn begins.
  await page.mouse.click(...(await centre(page, 'endTurn')));
  await expect.poll(() => shown(page, 'confirm')).toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.__SSDB_TEST__!.view()!.turn), { timeout: 30_000 }).toBeGreaterThan(1);
  await idle(page);
  expect(problems).toEqual([]);
});

async function centre(page: import('@playwright/test').Page, id: string): Promise<[number, number]> {
  const r = (await page.evaluate((id) => window.__SSDB_TEST__!.target(id), id))!;
  return [r.x + r.w / 2, r.y + r.h / 2];
}

// Issue 29: a whole turn of a classic game with the keyboard only. Tab reaches the screen reader's
// layer beside the canvas (src/a11y), Enter plays a card from it, Space ends the turn; the engine's
// view, read back through the hook, says both happened.
import { expect, test, type Page } from '@playwright/test';
import { humanToAct, open, watchConsole } from './helpers';

/** Tabs (at most `most` times) until the focused button's words match; false if none did. */
async function tabTo(page: Page, words: RegExp, most = 40): Promise<boolean> {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const e = document.activeElement;
      return e instanceof HTMLButtonElement && e.closest('#a11y-mirror') ? e.textContent ?? '' : null;
    });
    if (focused !== null && words.test(focused)) return true;
  }
  return false;
}

test('a classic turn played with Tab, Enter and Space on the screen reader\'s layer', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'the keyboard: one size is enough');
  const problems = watchConsole(page);
  await open(page, 'new=1&seats=human,bot&seed=7&first=0&speed=instant');
  await humanToAct(page);
  // The layer lists the hand and what may be done, as real buttons.
  await expect(page.locator('#a11y-mirror')).toContainText('Pegasus Seiya');
  await expect(page.locator('#a11y-mirror button', { hasText: /^Play / }).first()).toBeAttached();
  // Tab from the page's start: the canvas first, then the layer's buttons; Enter plays the card.
  expect(await tabTo(page, /^Play /)).toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.__SSDB_TEST__!.view()!.play.length), { timeout: 20_000 }).toBeGreaterThan(0);
  // The focus stays in the layer (on its first button) while the table re-syncs; on to End your turn.
  await humanToAct(page);
  await expect(page.locator('#a11y-mirror button', { hasText: /^End your turn/ })).toBeAttached();
  expect(await tabTo(page, /^End your turn/)).toBe(true);
  await page.keyboard.press('Space');
  await expect.poll(() => page.evaluate(() => window.__SSDB_TEST__!.view()!.turn), { timeout: 30_000 }).toBeGreaterThan(1);
  // The chronicle's new lines were said in the polite live region.
  await expect(page.locator('#a11y-mirror [aria-live="polite"] p').first()).toBeAttached();
  expect(problems).toEqual([]);
});

test('the menu\'s buttons are reached with Tab and pressed with Enter', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'the keyboard: one size is enough');
  const problems = watchConsole(page);
  await open(page, '');
  const coop = page.locator('#a11y-mirror button', { hasText: /^Cooperative$/ });
  await expect(coop).toHaveAttribute('aria-pressed', 'false');
  expect(await tabTo(page, /^Cooperative$/)).toBe(true);
  await page.keyboard.press('Enter');
  // The menu's own button was tapped: the cooperative game is chosen, the switch says so.
  await expect(coop).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#a11y-mirror button', { hasText: /^Classic$/ })).toHaveAttribute('aria-pressed', 'false');
  expect(problems).toEqual([]);
});

// Issue 29: an accessibility audit (axe-core) of the menu and of a table with its screen reader's
// layer shown (a keyboard focus in it, so its colours are checked as a player sees them): no serious
// or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { humanToAct, open } from './helpers';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the menu and a table have no serious or critical axe violation', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'the audit: one size is enough');
  await open(page, '');
  await expect(page.locator('#a11y-mirror button').first()).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);

  await open(page, 'new=1&seats=human,bot&seed=7&first=0&speed=instant');
  await humanToAct(page);
  await expect(page.locator('#a11y-mirror button', { hasText: /^Play / }).first()).toBeAttached();
  await page.locator('#a11y-mirror button').first().focus();
  expect(await seriousViolations(page)).toEqual([]);
});

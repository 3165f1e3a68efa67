// Issue 29: an accessibility audit (axe-core) of the menu and of each mode's table with its screen
// reader's layer shown (a keyboard focus in it, so its colours are checked as a player sees them): no serious
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

test('the menu and every mode\'s table have no serious or critical axe violation', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'the audit: one size is enough');
  await open(page, '');
  await expect(page.locator('#a11y-mirror button').first()).toBeAttached();
  expect(await seriousViolations(page)).toEqual([]);

  await open(page, 'new=1&seats=human,bot&seed=7&first=0&speed=instant');
  await humanToAct(page);
  await expect(page.locator('#a11y-mirror button', { hasText: /^Play / }).first()).toBeAttached();
  await page.locator('#a11y-mirror button').first().focus();
  expect(await seriousViolations(page)).toEqual([]);

  // The other modes' tables: the cooperative board, God of War's (the layer shown likewise).
  for (const query of ['new=1&mode=coop&seats=human,bot&start=0,3&speed=instant', 'new=1&mode=gow&seats=human,bot&speed=instant']) {
    await open(page, query);
    await expect(page.locator('#a11y-mirror h2')).toHaveText('Table');
    await expect(page.locator('#a11y-mirror button').first()).toBeAttached();
    await page.locator('#a11y-mirror button').first().focus();
    expect(await seriousViolations(page), query).toEqual([]);
  }
});

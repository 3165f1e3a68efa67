// The classic table as a player sees it: the field dealt for a seed, drawn without console noise.
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { newGame } from '../../src/engine';
import { DEFAULT_HEROES } from '../../scenes/setup';

// Software WebGL reports this when a screenshot reads the frame back; it is not the game's.
const NOISE = /GPU stall due to ReadPixels/;

test('deals the seeded field of six cards, cleanly', async ({ page }, testInfo) => {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !NOISE.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));

  await page.goto('/?test=1&seed=7');
  await page.waitForFunction(() => window.__SSDB_TEST__?.ready === true, undefined, { timeout: 30_000 });

  const shown = await page.evaluate(() => ({ seed: window.__SSDB_TEST__!.seed, cards: window.__SSDB_TEST__!.fieldCards() }));
  const { state } = newGame({ seed: 7, heroes: DEFAULT_HEROES });
  const dealt = state.field.filter((uid): uid is number => uid !== null).map((uid) => state.cards[uid]);

  expect(shown.seed).toBe(7);
  expect(shown.cards).toHaveLength(6);
  expect(shown.cards).toEqual(dealt);

  const name = testInfo.project.name === 'desktop-1280x720' ? 'table' : `table-${testInfo.project.name}`;
  await page.screenshot({ path: `test-results/screens/${name}.png` });
  expect(problems).toEqual([]);
});

// Field effects visible without a long press (issue 12): a field card whose rule changes what may be
// done carries a short caption on the table, in the player's language. The game is resumed where
// Kuraggu (66) is on the field (seed 1, the 69th action, as in refusal.spec.ts).
import { test } from '@playwright/test';
import { rules } from '../../src/engine';
import { kuragguPosition } from './kuraggu-position';
import { expect, idle, open, resumeOnLoad, shot, watchConsole } from './helpers';

test('Kuraggu on the field says, on the card, that no other Saint can be acquired', async ({ page }, info) => {
  const problems = watchConsole(page);
  const session = kuragguPosition();
  const slot = rules('classic').view(session.state, 0).field.findIndex((f) => f?.type === 66);
  expect(slot).toBeGreaterThanOrEqual(0);
  await resumeOnLoad(page, session);
  await open(page, 'lang=en');
  await idle(page);
  const captions = await page.evaluate(() => window.__SSDB_TEST__!.captions());
  expect(captions).toContainEqual({ slot, line: 'No other Saint can be acquired' });
  await shot(page, `field-captions-${info.project.name}`);
  expect(problems).toEqual([]);
});

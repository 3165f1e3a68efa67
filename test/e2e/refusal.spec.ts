// Every refusal explained on the table (issue 12): when the cards facing a field card bring enough but
// a field rule forbids acquiring it, the table says why, naming the card responsible, in the player's
// language. The game is resumed where it happens (seed 1, the 69th action: Kuraggu 66 on the field
// forbids acquiring Jabu 81, which Seiya's cards could pay for).
import { test } from '@playwright/test';
import { kuragguPosition } from './kuraggu-position';
import { expect, idle, open, resumeOnLoad, shot, watchConsole } from './helpers';

test('a refused acquisition shows its reason on the field card', async ({ page }, info) => {
  test.skip(info.project.name === 'portrait-768x1024', 'checked in landscape: desktop and tablet');
  const problems = watchConsole(page);
  const session = kuragguPosition();
  await resumeOnLoad(page, session);
  await open(page, 'lang=en');
  await idle(page);
  const refusals = await page.evaluate(() => window.__SSDB_TEST__!.refusals());
  expect(refusals).toEqual([expect.objectContaining({ line: expect.stringMatching(/^Kuraggu forbids acquiring .+ now$/) })]);
  await shot(page, `refusal-${info.project.name}`);
  expect(problems).toEqual([]);
});

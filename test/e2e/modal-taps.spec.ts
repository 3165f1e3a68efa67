// A panel redrawn by a tap answers the very next tap (scenes/objects/hit-testable.ts). Phaser hit-tests
// new objects only from its next frame: two quick taps on the rules book's Next (or any tap on a machine
// whose frames come late) lost the second. The two clicks here are dispatched in one go, before any frame.
import { test } from '@playwright/test';
import { expect, open, tap, watchConsole } from './helpers';

test('two quick taps on the rules book’s Next turn two pages', async ({ page }, info) => {
  test.skip(!info.project.name.startsWith('desktop'), 'the mouse path is the same at every size');
  const problems = watchConsole(page);
  await open(page, 'lang=en');
  await page.waitForFunction(() => window.__SSDB_TEST__!.target('menu:rules') !== null);
  await tap(page, 'menu:rules', info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.target('rules:next') !== null);
  const first = await page.evaluate(() => window.__SSDB_TEST__!.rules());
  await page.evaluate(() => {
    const h = window.__SSDB_TEST__!;
    const canvas = document.querySelector('canvas')!;
    for (let k = 0; k < 2; k++) {
      // The button as drawn now: the second time, the one the first tap's redraw made.
      const r = h.target('rules:next')!;
      const at = { clientX: r.x + r.w / 2, clientY: r.y + r.h / 2, bubbles: true, button: 0 };
      canvas.dispatchEvent(new MouseEvent('mousedown', at));
      canvas.dispatchEvent(new MouseEvent('mouseup', at));
    }
  });
  // One page back from where two Nexts lead is not the first page.
  await page.waitForFunction(() => window.__SSDB_TEST__!.target('rules:prev') !== null);
  await tap(page, 'rules:prev', info);
  await page.waitForTimeout(100);
  expect(await page.evaluate(() => window.__SSDB_TEST__!.rules())).not.toBe(first);
  expect(problems).toEqual([]);
});

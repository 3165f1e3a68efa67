// A human against a greedy bot, played with real taps (mouse on the desktop, fingers on tablets):
// cards played facing field cards, acquisitions, turns ended; every target big enough to touch.
import { test } from '@playwright/test';
import { expect, humanToAct, idle, open, playHumanTurn, shot, tap, watchConsole } from './helpers';

const DESKTOP = 'desktop-1280x720';

test('a human plays several turns against a greedy bot', async ({ page }, info) => {
  const problems = watchConsole(page);
  const desktop = info.project.name === DESKTOP;
  // The desktop game shows the animations (fast); the tablets play the same game at once.
  await open(page, `new=1&seats=human,bot&seed=7&first=0&speed=${desktop ? 'fast' : 'instant'}`);
  expect(await page.evaluate(() => window.__SSDB_TEST__!.screen())).toBe('ClassicTable');

  const totals = { played: 0, acquired: 0 };
  const turns = desktop ? 3 : 2;
  for (let t = 0; t < turns; t++) {
    await humanToAct(page);
    const before = await page.evaluate(() => window.__SSDB_TEST__!.view()!.turn);
    if (t === 0) {
      // Every target on screen is at least 44 CSS px: a finger can hit it.
      const small = await page.evaluate(() => window.__SSDB_TEST__!.targets().filter((r) => r.w < 44 || r.h < 44));
      expect(small).toEqual([]);
      if (desktop) await shot(page, 'table');
      else await shot(page, `table-${info.project.name}`);
    }
    const done = await playHumanTurn(page, info, { dragFirst: desktop && t === 0 });
    // The first turn is animated; then the game goes on at once (software WebGL is slow here).
    if (t === 0) await page.evaluate(() => window.__SSDB_TEST__!.setSpeed('instant'));
    totals.played += done.played;
    totals.acquired += done.acquired;
    // The end-of-turn tap is handled on the table's next frame: wait for the turn to pass, then for the
    // table to settle (the turn must pass within the minute, or the test fails here).
    await page.waitForFunction((b) => window.__SSDB_TEST__!.view()!.turn > b, before, { timeout: 60_000, polling: 100 });
    await idle(page);
  }
  expect(totals.played).toBeGreaterThanOrEqual(turns);
  expect(totals.acquired).toBeGreaterThanOrEqual(1);
  const view = await page.evaluate(() => window.__SSDB_TEST__!.view()!);
  expect(view.players[0].discard.length + view.players[0].deckCount + view.players[0].handCount).toBeGreaterThan(10);

  if (desktop) {
    // A long press (here a right-click) opens the card large beside the board, the field still shown.
    await humanToAct(page);
    const card = await page.evaluate(() => window.__SSDB_TEST__!.targets().find((r) => r.id.startsWith('field:'))!);
    await page.mouse.click(card.x + card.w / 2, card.y + card.h / 2, { button: 'right' });
    await page.waitForFunction(() => window.__SSDB_TEST__!.target('zoom:close') !== null);
    expect(await page.evaluate(() => window.__SSDB_TEST__!.targets().filter((r) => r.id.startsWith('field:')).length)).toBeGreaterThanOrEqual(5);
    await shot(page, 'zoom');
    await tap(page, 'zoom:close', info);
    await page.waitForFunction(() => window.__SSDB_TEST__!.target('zoom:close') === null);
  }
  expect(problems).toEqual([]);
});

// The end of a turn as a player sees it: the table shows the upkeep one rulebook step at a time (the
// game's actor walks its steps as their animations play), names the step, takes no action meanwhile,
// and hands over to the next player once the sixth step has been shown.
import { test } from '@playwright/test';
import { expect, humanToAct, idle, open, shot, tap, watchConsole } from './helpers';

test('the upkeep is shown step by step, in the rulebook’s order', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'one size is enough');
  const problems = watchConsole(page);
  await open(page, 'new=1&seats=human,bot&seed=7&first=0&speed=normal');
  await humanToAct(page);
  // Record, frame by frame, where the actor is and what the status line says.
  await page.evaluate(() => {
    const seen: { state: string; step: number | null }[] = [];
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const look = () => {
      const p = window.__SSDB_TEST__!.phase();
      if (p && seen.at(-1)?.state !== p.state) seen.push({ state: p.state, step: p.upkeepStep });
      requestAnimationFrame(look);
    };
    look();
  });
  // A card played, so that every step has something to show (the discard, the draw…).
  const play = await page.evaluate(() => {
    const h = window.__SSDB_TEST__!;
    return h.legal(h.viewer()!).find((a) => a.type === 'play') as { card: number; facing: number };
  });
  await tap(page, `hand:${play.card}`, info);
  await tap(page, `field:${play.facing}`, info);
  await idle(page);
  await tap(page, 'endTurn', info);
  await tap(page, 'confirm', info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.phase()?.upkeepStep === 2, undefined, { timeout: 15_000, polling: 'raf' });
  await shot(page, 'upkeep');
  // Nothing to tap while a step is shown.
  expect(await page.evaluate(() => window.__SSDB_TEST__!.targets().filter((t) => t.id === 'endTurn' || t.id.startsWith('acquire:')))).toEqual([]);
  await page.waitForFunction(() => window.__SSDB_TEST__!.view()!.active === 1 && window.__SSDB_TEST__!.phase()!.phase !== 'upkeep', undefined, { timeout: 30_000 });
  const seen = await page.evaluate(() => (window as unknown as { __seen: { state: string; step: number | null }[] }).__seen);
  const steps = seen.filter((s) => s.state.startsWith('upkeep.')).map((s) => s.step);
  expect(steps).toEqual([1, 2, 3, 4, 5, 6]);
  expect(seen.slice(0, 2).map((s) => s.state)).toEqual(['main.acting', 'upkeep.discard.playing']);
  await page.evaluate(() => window.__SSDB_TEST__!.setSpeed('instant'));
  await idle(page);
  expect(problems).toEqual([]);
});

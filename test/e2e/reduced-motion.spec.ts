// Reduced motion (issue 29): with the OS's prefers-reduced-motion (Playwright emulates it) and the
// setting left on 'system', a bots-only game at normal speed shows every step within the 150 ms fade
// (the animation queue's own trace, the hook's anims()), in the classic and the cooperative game:
// nothing flies, slides or shakes. The setting
// 'full' overrides the OS: the same game animates at its normal lengths again.
import { test, type Page } from '@playwright/test';
import { expect, open, watchConsole } from './helpers';

const FADE_MS = 150;
const ONE_SIZE = (name: string) => test.skip(name !== 'desktop-1280x720', 'motion does not depend on the size');

test.use({ reducedMotion: 'reduce' });

/** The steps started once at least n have, with their lengths in ms. */
async function steps(page: Page, n: number): Promise<{ kinds: string[]; ms: number }[]> {
  await page.waitForFunction((k) => window.__SSDB_TEST__!.anims().length >= k, n, { timeout: 40_000, polling: 200 });
  return page.evaluate(() => window.__SSDB_TEST__!.anims().map((a) => ({ kinds: a.kinds, ms: a.ms })));
}

test.describe('reduced motion', () => {
  test('the OS asks for it: a classic game of bots at normal speed keeps every step within the fade', async ({ page }, info) => {
    ONE_SIZE(info.project.name);
    const problems = watchConsole(page);
    await open(page, 'new=1&seats=bot,bot&speed=normal&seed=6');
    expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
    const seen = await steps(page, 12);
    const longest = Math.max(...seen.map((s) => s.ms));
    console.log(`classic, reduced: ${seen.length} steps (${[...new Set(seen.flatMap((s) => s.kinds))].join(', ')}), longest ${longest.toFixed(0)} ms`);
    expect(seen.flatMap((s) => s.kinds)).toContain('fly');
    expect(longest).toBeLessThanOrEqual(FADE_MS);
    expect(problems).toEqual([]);
  });

  test('the OS asks for it: a cooperative game of bots keeps every step within the fade', async ({ page }, info) => {
    ONE_SIZE(info.project.name);
    const problems = watchConsole(page);
    await open(page, 'new=1&mode=coop&seats=bot,bot&speed=normal&seed=9');
    const seen = await steps(page, 12);
    const longest = Math.max(...seen.map((s) => s.ms));
    console.log(`coop, reduced: ${seen.length} steps (${[...new Set(seen.flatMap((s) => s.kinds))].join(', ')}), longest ${longest.toFixed(0)} ms`);
    expect(longest).toBeLessThanOrEqual(FADE_MS);
    expect(problems).toEqual([]);
  });

  test('the setting Full overrides the OS: the cards fly at their normal pace again', async ({ page }, info) => {
    ONE_SIZE(info.project.name);
    const problems = watchConsole(page);
    await page.addInitScript(() => {
      const key = 'ssdb.settings.v1';
      const kept = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      localStorage.setItem(key, JSON.stringify({ ...kept, motion: 'full' }));
    });
    await open(page, 'new=1&seats=bot,bot&speed=normal&seed=6');
    const seen = await steps(page, 6);
    const longest = Math.max(...seen.map((s) => s.ms));
    console.log(`classic, full: ${seen.length} steps, longest ${longest.toFixed(0)} ms`);
    expect(longest).toBeGreaterThan(FADE_MS);
    expect(problems).toEqual([]);
  });
});

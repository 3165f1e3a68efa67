// A newcomer's first game (issue 12): the guided game runs to its end with real taps (each lesson
// asks for one move and points at it; a move elsewhere is refused with the guide's message), and the
// rules reference opens from the menu and the table, turns its pages and closes (on the desktop; the
// tablet walks the guide to its first move with a finger).
import { test, type Page, type TestInfo } from '@playwright/test';
import { expect, idle, open, shot, tap, watchConsole } from './helpers';

type Guide = { lesson: string; step: number; total: number; focus: string[] } | null;
const guideOf = (page: Page): Promise<Guide> => page.evaluate(() => window.__SSDB_TEST__!.guide());

/** Waits until the table is still and the guide shows a lesson other than `from`. */
async function lessonAfter(page: Page, from: string | null): Promise<Guide> {
  await page.waitForFunction((from) => {
    const h = window.__SSDB_TEST__!;
    const g = h.guide();
    return h.idle() && (g === null || g.lesson !== from);
  }, from, { timeout: 90_000, polling: 100 });
  return guideOf(page);
}

/** Taps the first target the lesson points at that is on screen now. */
async function tapFocus(page: Page, info: TestInfo, prefix = ''): Promise<void> {
  const id = await page.evaluate((prefix) => {
    const h = window.__SSDB_TEST__!;
    return h.guide()!.focus.find((f) => f.startsWith(prefix) && h.target(f) !== null) ?? null;
  }, prefix);
  if (!id) throw new Error(`nothing to tap for ${prefix || 'the lesson'}`);
  await tap(page, id, info);
}

test('the guided first game runs to its end with taps', async ({ page }, info) => {
  test.skip(info.project.name === 'portrait-768x1024', 'checked in landscape: desktop and tablet');
  const problems = watchConsole(page);
  await open(page, 'lang=en');
  await tap(page, 'menu:guide', info);
  await idle(page);
  let g = await guideOf(page);
  expect(g).toMatchObject({ lesson: 'welcome', step: 1 });
  await shot(page, `guide-welcome-${info.project.name}`);
  const seen: string[] = [];
  // The tablet walks the lessons up to the first move with a finger (a card played facing another, a
  // move off the lesson refused) and stops there, as the coop lesson's tablet test does: the rest is the
  // same guide, walked on the desktop (the tablet's whole walk took 41 s).
  const whole = info.project.name === 'desktop-1280x720';
  for (let turn = 0; g && turn < 30; turn++) {
    if (seen[seen.length - 1] !== g.lesson) seen.push(g.lesson);
    const lesson = g.lesson;
    if (!whole && lesson === 'addForce') break;
    switch (lesson) {
      case 'playFacing': {
        // Off the lesson first: the guide refuses a Seiya played facing another card, and says so.
        const other = await page.evaluate(() => window.__SSDB_TEST__!.view()!.field[1]!.uid);
        await tapFocus(page, info, 'hand:');
        await tap(page, `field:${other}`, info);
        await idle(page);
        await expect.poll(() => page.evaluate(() => window.__SSDB_TEST__!.view()!.play.length)).toBe(0);
        await shot(page, `guide-refused-${info.project.name}`);
        await tapFocus(page, info, 'hand:');
        await tapFocus(page, info, 'field:');
        break;
      }
      case 'addForce':
        await tapFocus(page, info, 'hand:');
        await tapFocus(page, info, 'field:');
        break;
      case 'armor':
        await tapFocus(page, info, 'hand:');
        await tapFocus(page, info, 'equip');
        break;
      case 'endTurn':
        await tap(page, 'endTurn', info);
        await tap(page, 'confirm', info);
        break;
      case 'botTurn':
        // The bot plays; a decision its cards ask of the player is answered as offered.
        await page.waitForFunction(() => {
          const h = window.__SSDB_TEST__!;
          return h.guide()?.lesson !== 'botTurn' || (h.idle() && h.legal(0).length > 0);
        }, undefined, { timeout: 90_000 });
        if ((await guideOf(page))?.lesson === 'botTurn') {
          const yes = await page.evaluate(() => window.__SSDB_TEST__!.target('yes') !== null);
          if (yes) await tap(page, 'no', info);
          else await page.evaluate(() => { const h = window.__SSDB_TEST__!; h.send(h.legal(0)[0]); });
        }
        break;
      case 'acquireForce': case 'sixthPlace':
        await tapFocus(page, info, 'acquire:');
        break;
      default:
        if (lesson === 'field' || lesson === 'sixthPlace') await shot(page, `guide-${lesson}-${info.project.name}`);
        await tap(page, 'guide:next', info);
    }
    if (lesson === 'cosmos') await shot(page, `guide-cosmos-${info.project.name}`);
    g = lesson === 'botTurn' ? await guideOf(page) : await lessonAfter(page, lesson);
  }
  if (!whole) {
    expect(seen).toEqual(['welcome', 'field', 'clock', 'playFacing', 'addForce']);
    expect(await page.evaluate(() => window.__SSDB_TEST__!.view()!.play.length)).toBe(1);
    expect(problems).toEqual([]);
    return;
  }
  expect(g).toBeNull();
  expect(seen).toEqual(['welcome', 'field', 'clock', 'playFacing', 'addForce', 'acquireForce', 'armor', 'sixthPlace', 'cosmos', 'wounds', 'endTurn', 'botTurn', 'finish']);
  // The guide is over; the game goes on: Seiya's second turn, Léda and Ushio his.
  const view = await page.evaluate(() => window.__SSDB_TEST__!.view()!);
  expect(view.turn).toBe(3);
  expect(view.players[0].vp).toBeGreaterThanOrEqual(0);
  await expect.poll(() => page.evaluate(() => window.__SSDB_TEST__!.target('guide:next'))).toBeNull();
  expect(problems).toEqual([]);
});

test('the rules reference opens, turns its pages and closes, from the menu and from the table', async ({ page }, info) => {
  // Where the book opens and how it closes do not depend on the window; the book's pages with a finger,
  // everything inside the book, at the three sizes: rules-coop.spec.ts.
  test.skip(info.project.name !== 'desktop-1280x720', 'the ways in and out at one size; the pages at three in rules-coop');
  const problems = watchConsole(page);
  await open(page, 'lang=en');
  await tap(page, 'menu:rules', info);
  await expect.poll(() => page.evaluate(() => window.__SSDB_TEST__!.rules())).toBe('goal');
  await shot(page, `rules-goal-${info.project.name}`);
  await tap(page, 'rules:next', info);
  await expect.poll(() => page.evaluate(() => window.__SSDB_TEST__!.rules())).toBe('turn');
  await tap(page, 'rules:page:icons', info);
  await expect.poll(() => page.evaluate(() => window.__SSDB_TEST__!.rules())).toBe('icons');
  await shot(page, `rules-icons-${info.project.name}`);
  await tap(page, 'rules:page:acquire', info);
  await shot(page, `rules-acquire-${info.project.name}`);
  await tap(page, 'rules:close', info);
  await expect.poll(() => page.evaluate(() => window.__SSDB_TEST__!.rules())).toBeNull();
  // From the table: the ? button; Esc closes it, and the table takes taps again.
  await tap(page, 'menu:start', info);
  await idle(page);
  await tap(page, 'hud:rules', info);
  await expect.poll(() => page.evaluate(() => window.__SSDB_TEST__!.rules())).toBe('acquire');
  await shot(page, `rules-table-${info.project.name}`);
  await page.keyboard.press('Escape');
  await expect.poll(() => page.evaluate(() => window.__SSDB_TEST__!.rules())).toBeNull();
  expect(await page.evaluate(() => window.__SSDB_TEST__!.screen())).toBe('ClassicTable');
  expect(problems).toEqual([]);
});

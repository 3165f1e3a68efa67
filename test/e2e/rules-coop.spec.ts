// The rules book against Poseidon (issue 25: "a full coop rules page with pictures"): the coop board's
// ? opens the book on its chapter against Poseidon; every page turns with Next, and on each one every
// word, card and picture lies inside the book, no text under 15 px, none over a button; the classic
// chapter is a tap away and ends on the card keywords. At the three sizes.
import { test, type Page, type TestInfo } from '@playwright/test';
import { expect, idle, open, shot, tap, watchConsole } from './helpers';

type Drawn = NonNullable<ReturnType<NonNullable<Window['__SSDB_TEST__']>['rulesDrawn']>>;
type Box = { x: number; y: number; w: number; h: number };

const inside = (a: Box, b: Box) => a.x >= b.x - 1 && a.y >= b.y - 1 && a.x + a.w <= b.x + b.w + 1 && a.y + a.h <= b.y + b.h + 1;
const overlap = (a: Box, b: Box) => a.x < b.x + b.w - 1 && b.x < a.x + a.w - 1 && a.y < b.y + b.h - 1 && b.y < a.y + a.h - 1;

/** What is wrong with the page drawn: parts outside the book, text too small, words or pictures over a button. */
function faults(d: Drawn): string[] {
  const out: string[] = [];
  const buttons = d.parts.filter((p) => p.kind === 'button');
  for (const p of d.parts) {
    const at = `${d.page} ${p.kind} ${Math.round(p.x)},${Math.round(p.y)} ${Math.round(p.w)}×${Math.round(p.h)}`;
    if (!inside(p, d.panel)) out.push(`${at} outside the book`);
    if (p.px !== undefined && p.px < 15) out.push(`${at} text ${p.px} px`);
    if (p.kind === 'button' && Math.min(p.w, p.h) < 44) out.push(`${at} button under 44 px`);
    if (p.kind !== 'button' && buttons.some((b) => overlap(p, b))) out.push(`${at} over a button`);
  }
  return out;
}

/** Taps target id, then reads the book once it shows `page` (a redrawn book answers the next tap at
 *  once: scenes/objects/hit-testable.ts). */
async function turnTo(page: Page, id: string, expected: string, info: TestInfo): Promise<Drawn> {
  await page.waitForFunction((id) => window.__SSDB_TEST__!.target(id) !== null, id);
  await tap(page, id, info);
  await expect.poll(() => page.evaluate(() => window.__SSDB_TEST__!.rules())).toBe(expected);
  const d = (await page.evaluate(() => window.__SSDB_TEST__!.rulesDrawn()))!;
  return d;
}

test('rules book: from the coop board it opens against Poseidon, turns its pages, all inside the book', async ({ page }, info) => {
  const problems = watchConsole(page);
  await open(page, 'new=1&mode=coop&seats=human,human&heroes=seiya,shiryu&difficulty=easy&seed=8&speed=instant&lang=en');
  await idle(page);
  let drawn = await turnTo(page, 'hud:rules', 'coop', info);
  expect(drawn.chapter).toBe('coop');
  // The coop chapter's tabs: the rulebook's coop mode part by part.
  const tabs = await page.evaluate(() => window.__SSDB_TEST__!.targets().filter((t) => t.id.startsWith('rules:page:')).map((t) => t.id.slice('rules:page:'.length)));
  expect(tabs).toEqual(['coop', 'coopBoard', 'coopTurn', 'coopMove', 'coopPhase', 'coopCross', 'coopHim', 'coopPillars', 'coopWater', 'coopSigns']);
  const seen: string[] = [];
  for (let i = 0; ; i++) {
    expect(faults(drawn)).toEqual([]);
    seen.push(drawn.page);
    // A page with a picture shows it: the board's pieces are drawn, not only words.
    expect(drawn.parts.some((p) => p.kind === 'picture' || p.kind === 'card'), drawn.page).toBe(true);
    if (i === 0 || drawn.page === 'coopPhase') await shot(page, `rules-coop-${drawn.page}-${info.project.name}`);
    if (i === tabs.length - 1) break;
    drawn = await turnTo(page, 'rules:next', tabs[i + 1], info);
  }
  expect(seen).toEqual(tabs);
  expect(await page.evaluate(() => window.__SSDB_TEST__!.target('rules:next'))).toBeNull();
  // The classic chapter, a tap away, ends on the card keywords: all sixteen glyphs, a line each.
  await turnTo(page, 'rules:chapter:classic', 'goal', info);
  drawn = await turnTo(page, 'rules:page:keywords', 'keywords', info);
  expect(faults(drawn)).toEqual([]);
  expect(drawn.parts.filter((p) => p.kind === 'picture').length).toBe(16);
  await shot(page, `rules-keywords-${info.project.name}`);
  // Closed, the board takes taps again; opened again from the board, the book is back on its chapter.
  await tap(page, 'rules:close', info);
  await expect.poll(() => page.evaluate(() => window.__SSDB_TEST__!.rules())).toBeNull();
  expect(await page.evaluate(() => window.__SSDB_TEST__!.screen())).toBe('CoopBoard');
  drawn = await turnTo(page, 'hud:rules', 'coopSigns', info);
  expect(drawn.chapter).toBe('coop');
  expect(problems).toEqual([]);
});

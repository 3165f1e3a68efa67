// Cards a player reads at arm's length (issue 25), read through the test hook as the screen draws them:
// the hand and field cards print their rules text at 12 CSS px at least on a desktop (1280×720) and a
// tablet (1024×768), every card one taps is 44 CSS px on its short side, the hand's cards lie side by
// side (no value covered), and on a desktop resting the mouse on a card shows it enlarged with its
// full text at 16 px. The figures are logged for the closing note.
import { expect, test, type Page } from '@playwright/test';
import { humanToAct, idle, open, watchConsole } from './helpers';

interface Drawn { uid: number; type: number; role: string; x: number; y: number; w: number; h: number; visible: boolean; rulesPx: number | null }

const cards = (page: Page) => page.evaluate(() => window.__SSDB_TEST__!.cards() as unknown as Drawn[]);
const isLandscapeType = (c: Drawn) => c.w > c.h;

/** The smallest rules text drawn on the hand's and the field's portrait cards (armors lie on their long
 *  side in the field's portrait boxes, smaller: the hover card and the zoom read them). */
function smallestRead(shown: Drawn[]): number {
  const read = shown.filter((c) => c.visible && (c.role === 'hand' || c.role === 'field') && c.rulesPx !== null && !isLandscapeType(c));
  return Math.min(...read.map((c) => c.rulesPx!));
}

function overlapping(hand: Drawn[]): string[] {
  const out: string[] = [];
  hand.forEach((a, i) => hand.forEach((b, j) => {
    if (i < j && Math.abs(a.x - b.x) < (a.w + b.w) / 2 - 1 && Math.abs(a.y - b.y) < (a.h + b.h) / 2 - 1) out.push(`${a.uid}/${b.uid}`);
  }));
  return out;
}

test('classic: readable faces, whole hand cards, 44 px targets', async ({ page }, info) => {
  const problems = watchConsole(page);
  await open(page, 'new=1&seats=human,bot&seed=8&lang=en&speed=fast');
  await humanToAct(page);
  await idle(page);
  const shown = await cards(page);
  const hand = shown.filter((c) => c.role === 'hand' && c.visible);
  expect(hand.length).toBeGreaterThanOrEqual(5);
  expect(overlapping(hand)).toEqual([]);
  const targets = await page.evaluate(() => window.__SSDB_TEST__!.targets());
  const small = targets.filter((r) => /^(hand|field|played|armor|card):/.test(r.id) && Math.min(r.w, r.h) < 44).map((r) => `${r.id} ${Math.round(r.w)}×${Math.round(r.h)}`);
  expect(small).toEqual([]);
  const smallest = smallestRead(shown);
  const smallestTarget = Math.min(...targets.filter((r) => /^(hand|field|played|armor|card):/.test(r.id)).map((r) => Math.min(r.w, r.h)));
  console.log(`[card-faces] ${info.project.name} classic: smallest rules text on hand/field faces ${smallest} px, smallest card target ${Math.round(smallestTarget)} px, hand card ${hand[0].w}×${hand[0].h}`);
  console.log(`[card-faces] ${info.project.name} classic, smallest text by role (armors included):`, JSON.stringify(await page.evaluate(() => window.__SSDB_TEST__!.smallestText())));
  await page.screenshot({ path: `test-results/card-faces-classic-${info.project.name}.png` });
  if (!info.project.name.startsWith('portrait')) expect(smallest).toBeGreaterThanOrEqual(12);
  expect(problems).toEqual([]);
});

test('classic on a desktop: the hover card shows a face-up card enlarged with its full text', async ({ page }, info) => {
  test.skip(!!info.project.use.hasTouch, 'touch keeps its long press');
  await open(page, 'new=1&seats=human,bot&seed=8&lang=en&speed=fast');
  await humanToAct(page);
  await idle(page);
  const field = (await cards(page)).find((c) => c.role === 'field' && c.visible && !isLandscapeType(c))!;
  await page.mouse.move(field.x, field.y);
  await page.waitForFunction(() => window.__SSDB_TEST__!.hoverCard() !== null, undefined, { timeout: 5_000 });
  const hover = (await page.evaluate(() => window.__SSDB_TEST__!.hoverCard()))!;
  expect(hover.type).toBe(field.type);
  expect(hover.textPx).toBeGreaterThanOrEqual(16);
  expect(hover.text.length).toBeGreaterThan(0);
  // Beside the card, on screen.
  expect(hover.x + hover.w).toBeLessThanOrEqual(1280);
  expect(hover.y + hover.h).toBeLessThanOrEqual(720);
  await page.screenshot({ path: `test-results/card-faces-hover-${info.project.name}.png` });
  await page.mouse.move(5, 700);
  await page.waitForFunction(() => window.__SSDB_TEST__!.hoverCard() === null, undefined, { timeout: 5_000 });
});

test('coop: readable hand faces, played cards 44 px to tap', async ({ page }, info) => {
  const problems = watchConsole(page);
  await open(page, 'new=1&mode=coop&seats=human,human&heroes=seiya,shiryu&difficulty=easy&seed=8&start=0,1&speed=fast&lang=en');
  await idle(page);
  // The team picks the first hero to play.
  await page.evaluate(() => { const h = window.__SSDB_TEST__!; const take = h.legal(0).find((a) => (a.type as string) === 'takeTurn'); if (take) h.send(take); });
  await humanToAct(page);
  await idle(page);
  // Play two cards facing the pile, as a player who taps them would.
  for (let k = 0; k < 2; k++) {
    const play = await page.evaluate(() => window.__SSDB_TEST__!.legal().find((a) => a.type === 'play') ?? null);
    if (!play) break;
    await page.evaluate((a) => window.__SSDB_TEST__!.send(a), play);
    await humanToAct(page);
    await idle(page);
  }
  const shown = await cards(page);
  // The viewer's hand (a teammate's open hand is drawn small by their panel, as a glance).
  const widest = Math.max(...shown.filter((c) => c.role === 'hand' && c.visible).map((c) => c.w));
  const hand = shown.filter((c) => c.role === 'hand' && c.visible && c.w >= widest - 1);
  expect(overlapping(hand)).toEqual([]);
  const targets = await page.evaluate(() => window.__SSDB_TEST__!.targets());
  const played = targets.filter((r) => r.id.startsWith('played:'));
  const small = targets.filter((r) => /^(hand|played|marked|card):/.test(r.id) && Math.min(r.w, r.h) < 44).map((r) => `${r.id} ${Math.round(r.w)}×${Math.round(r.h)}`);
  const handPx = Math.min(...hand.filter((c) => c.rulesPx !== null).map((c) => c.rulesPx!));
  console.log(`[card-faces] ${info.project.name} coop: smallest hand rules text ${handPx} px, played targets ${played.map((r) => `${Math.round(r.w)}×${Math.round(r.h)}`).join(' ')}`);
  console.log(`[card-faces] ${info.project.name} coop, smallest text by role:`, JSON.stringify(await page.evaluate(() => window.__SSDB_TEST__!.smallestText())));
  await page.screenshot({ path: `test-results/card-faces-coop-${info.project.name}.png` });
  expect(small).toEqual([]);
  if (!info.project.name.startsWith('portrait')) expect(handPx).toBeGreaterThanOrEqual(12);
  expect(problems).toEqual([]);
});

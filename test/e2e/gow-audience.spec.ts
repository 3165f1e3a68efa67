// The audience window follows a God of War game (issue 28, §7): bots play from the URL, the audience
// window opened beside it receives action after action, draws the Scenario (its cards, the pawns, the
// heroes' boards) and tells the table's chronicle in its captions; nothing said on the channel and no
// view the window drew ever holds a hand's cards (every hand a count, every draw unnamed).
// Screenshot: test-results/screens/gow-audience.png.
import { test, type Page } from '@playwright/test';
import { aud, openAudience } from './audience-helpers';
import { expect, shot, watchConsole } from './helpers';

interface Target { id: string; x: number; y: number; w: number; h: number }
const targets = (p: Page) => p.evaluate(() => (window as unknown as { __SSDB_TEST__: { targets(): Target[] } }).__SSDB_TEST__.targets());

/** Every place in a JSON value where a `hand` is a list, and every draw naming its cards. */
function handsShown(x: unknown, path = ''): string[] {
  if (Array.isArray(x)) return x.flatMap((v, i) => handsShown(v, `${path}[${i}]`));
  if (!x || typeof x !== 'object') return [];
  const o = x as Record<string, unknown>;
  const own = o.type === 'drew' && Array.isArray(o.cards) && o.cards.some((c) => c !== '') ? [`${path}: a draw naming ${String(o.cards)}`] : [];
  return [...own, ...Object.entries(o).flatMap(([k, v]) => (k === 'hand' && Array.isArray(v) ? [`${path}.${k}`] : handsShown(v, `${path}.${k}`)))];
}

test('the audience window follows a God of War game of bots and never shows a hand', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'the audience window is a 1920×1080 capture');
  test.setTimeout(60_000);
  const problems = watchConsole(page);
  await page.goto('/?test=1&fast=1&new=1&mode=gow&seats=bot,bot&heroes=kratos,atreus&mission=1&seed=3&speed=fast&lang=en');
  // The game's page publishes from its start (src/main.ts): its pairing key is kept once it is up.
  await page.waitForFunction(() => sessionStorage.getItem('ssdb.audience.key') !== null, undefined, { timeout: 30_000 });
  const audience = await openAudience(page);
  const audienceProblems = watchConsole(audience);
  // Several actions received and drawn, and the window keeps up with the game.
  await expect.poll(async () => (await aud(audience)).actions ?? -1, { timeout: 30_000, intervals: [250] }).toBeGreaterThanOrEqual(8);
  const seen = await aud(audience);
  const view = seen.view as unknown as { mode: string; viewer: string; seats: { hand: unknown }[]; scenario: { slots: { at: string }[] } | null };
  expect(view.mode).toBe('gow');
  expect(view.viewer).toBe('audience');
  for (const s of view.seats) expect(typeof s.hand).toBe('number');
  expect(handsShown(view)).toEqual([]);
  // Every message on the channel: no hand's cards, no draw named.
  const heard = await audience.evaluate(() => (window as unknown as { __heard: unknown[] }).__heard);
  const games = heard.filter((m) => (m as { kind: string }).kind === 'game');
  expect(games.length).toBeGreaterThanOrEqual(8);
  expect(handsShown(heard)).toEqual([]);
  expect(heard.some((m) => (m as { kind: string }).kind === 'reveal')).toBe(false);
  expect(seen.refused).toBe(0);
  // The Scenario is drawn: a card at each of its places, inside the 1920×1080 canvas above the captions,
  // the heroes' boards and pawns beside it.
  const drawn = await targets(audience);
  const slots = drawn.filter((t) => t.id.startsWith('gow:slot:'));
  expect(slots.map((t) => t.id.slice('gow:slot:'.length)).sort()).toEqual((view.scenario?.slots ?? []).map((s) => s.at).sort());
  expect(slots.length).toBeGreaterThan(0);
  for (const t of slots) expect(t.x >= 0 && t.y >= 0 && t.x + t.w <= 1920 && t.y + t.h <= 900, `${t.id} at ${t.x},${t.y} ${t.w}×${t.h}`).toBe(true);
  expect(drawn.filter((t) => t.id.startsWith('gow:hero:')).length).toBe(2);
  expect(drawn.some((t) => t.id.startsWith('gow:figure:'))).toBe(true);
  // No hand drawn: no hand card's target, no card of the card pool.
  expect(drawn.filter((t) => t.id.startsWith('gow:hand:'))).toEqual([]);
  expect(await audience.evaluate(() => (window as unknown as { __SSDB_TEST__: { cards(): unknown[] } }).__SSDB_TEST__.cards().length)).toBe(0);
  // The captions tell the table's chronicle.
  await expect.poll(async () => (await aud(audience)).captions.length, { timeout: 10_000 }).toBeGreaterThan(1);
  await shot(audience, 'gow-audience');
  expect(problems).toEqual([]);
  expect(audienceProblems).toEqual([]);
});

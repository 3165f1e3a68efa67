// Issue 25, the ends of a game: a finished game's share code opens on its score screen (every player's
// line with statistics, the replay, a slot), a rematch on the same deal, the replay's scrubber, the
// deck viewer. Finished games are played in node by bots (finished-games.ts) and pasted as a player does.
import { test, type Page } from '@playwright/test';
import { expect, humanToAct, loadPasted, open, shot, tap, watchConsole } from './helpers';
import { finishedClassic, finishedCoop, shareCodeOf } from './finished-games';
import { dailyClassic, utcDate } from '../../src/app/daily';

const hook = <T>(page: Page, read: string): Promise<T> => page.evaluate((r) => (new Function('h', `return h.${r}`))(window.__SSDB_TEST__) as T, read);

async function screen(page: Page, name: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction((n) => window.__SSDB_TEST__!.screen() === n, name, { timeout });
}

type Column = { name: string; vp: number; lines: { label: string; value: string }[] };

for (const mode of ['classic', 'coop'] as const) {
  test(`a finished ${mode} game's share code opens on its score screen with every line and its statistics, kept in a slot; rematch deals the same`, async ({ page }, info) => {
    test.setTimeout(120_000);
    const problems = watchConsole(page);
    const save = mode === 'classic' ? finishedClassic() : finishedCoop();
    const code = await shareCodeOf(save);
    await open(page, 'lang=en&speed=instant');
    await screen(page, 'Menu');
    await loadPasted(page, info, code);
    await screen(page, mode === 'classic' ? 'GameOver' : 'CoopOver');
    // Kept in a slot, marked finished (issue 25).
    await page.waitForFunction(() => window.__SSDB_TEST__!.saves().length === 1);
    const saves = await hook<{ id: string; finished: boolean }[]>(page, 'saves()');
    expect(saves[0].finished).toBe(true);
    const columns = (await hook<Column[]>(page, 'score()'))!;
    await shot(page, `ends-score-${mode}-${info.project.name}`);
    if (mode === 'classic') {
      expect(columns).toHaveLength(2);
      for (const c of columns) {
        const figure = (label: string) => Number(c.lines.find((l) => l.label === label)?.value);
        expect(figure('Cards acquired')).toBeGreaterThan(0);
        expect(figure('Force spent') + figure('Cosmos spent')).toBeGreaterThan(0);
        // Every line is there: the VP by source add up to the player's VP.
        const vpLines = c.lines.slice(c.lines.findIndex((l) => l.label === 'Turns played') + 1);
        expect(vpLines.reduce((v, l) => v + Number(l.value), 0)).toBe(c.vp);
      }
    } else {
      expect(columns.map((c) => c.name)).toEqual(['POSEIDON', 'THE HEROES']);
      expect(columns[0].lines.some((l) => l.label === 'Cards taken from the piles' && Number(l.value) > 0)).toBe(true);
      expect(columns[1].lines.filter((l) => /cards? acquired · \d+ Force/.test(l.label))).toHaveLength(2);
    }
    // Every button on the screen is at least 44 px on its short side.
    for (const id of ['over:share', 'over:file', 'over:replay', 'over:rematch', 'over:menu']) {
      const r = (await hook<{ w: number; h: number } | null>(page, `target('${id}')`))!;
      expect(Math.min(r.w, r.h), id).toBeGreaterThanOrEqual(44);
    }
    // The same deal again: the same seed, a new game at its start, in a slot of its own. A deal does not
    // depend on the window: on the desktop only (the button's size is checked above at every size).
    if (info.project.name !== 'desktop-1280x720') { expect(problems).toEqual([]); return; }
    await tap(page, 'over:rematch', info);
    await screen(page, mode === 'classic' ? 'ClassicTable' : 'CoopBoard');
    expect(await hook<number>(page, 'seed()')).toBe(save.setup.seed);
    expect(await hook<unknown>(page, 'save().setup')).toEqual(save.setup);
    expect(await hook<number>(page, 'save().actions.length')).toBeLessThan(save.actions.length / 4);
    await page.waitForFunction(() => window.__SSDB_TEST__!.saves().length === 2);
    expect(problems).toEqual([]);
  });
}

test('the replay\'s scrubber: a tap on its track jumps there, a drag moves the step with the finger', async ({ page }, info) => {
  const save = finishedClassic();
  const n = save.actions.length;
  await open(page, `lang=en&speed=instant&replay=${encodeURIComponent(await shareCodeOf(save))}`);
  await page.waitForFunction(() => window.__SSDB_TEST__!.replay() !== null && window.__SSDB_TEST__!.idle(), undefined, { timeout: 30_000 });
  expect((await hook<{ step: number }>(page, 'replay()')).step).toBe(0);
  const track = (await hook<{ x: number; y: number; w: number; h: number }>(page, "target('replay:scrub')"))!;
  expect(track.h).toBeGreaterThanOrEqual(44);
  // A tap in the middle of the track: the middle of the game.
  await tap(page, 'replay:scrub', info);
  await page.waitForFunction((k) => Math.abs(window.__SSDB_TEST__!.replay()!.step - k) <= 2 && window.__SSDB_TEST__!.idle(), Math.round(n / 2), { timeout: 30_000 });
  await shot(page, `ends-scrub-${info.project.name}`);
  if (info.project.use.hasTouch) return;
  // A drag from the knob to a quarter of the way: the step follows, the table jumps when let go.
  const y = track.y + track.h / 2;
  await page.mouse.move(track.x + track.w / 2, y);
  await page.mouse.down();
  await page.mouse.move(track.x + track.w * 0.4, y, { steps: 4 });
  await page.mouse.move(track.x + 14 + (track.w - 28) / 4, y, { steps: 4 });
  await page.mouse.up();
  await page.waitForFunction((k) => Math.abs(window.__SSDB_TEST__!.replay()!.step - k) <= 2 && window.__SSDB_TEST__!.idle(), Math.round(n / 4), { timeout: 30_000 });
});

test('the daily game says its date and what it is before it starts', async ({ page }, info) => {
  // The page's clock is held on a known day (the deal is the UTC day's).
  const day = Date.parse('2026-11-29T12:00:00Z');
  await page.clock.setFixedTime(day);
  await open(page, 'speed=instant&lang=en');
  await screen(page, 'Menu');
  await tap(page, 'menu:daily', info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.daily() !== null);
  const intro = (await hook<{ title: string; intro: string }>(page, 'daily()'))!;
  expect(intro.title).toMatch(/^Daily game of Sunday,? (29 November|November 29,) 2026$/);
  expect(intro.intro).toContain('one deal for everyone today');
  for (const id of ['daily:play', 'daily:back']) {
    const r = (await hook<{ w: number; h: number }>(page, `target('${id}')`))!;
    expect(Math.min(r.w, r.h)).toBeGreaterThanOrEqual(44);
  }
  await shot(page, `ends-daily-${info.project.name}`);
  await tap(page, 'daily:play', info);
  await screen(page, 'ClassicTable');
  expect(await hook<unknown>(page, 'save().setup')).toEqual(dailyClassic(utcDate(day)).setup);
});

type Pile = { kind: string; title: string; lines: { type: number; label: string; count: number }[] };

for (const mode of ['classic', 'coop'] as const) {
  test(`the deck viewer (${mode}): my discard pile top first, my deck by name with counts`, async ({ page }, info) => {
    const problems = watchConsole(page);
    await open(page, mode === 'classic' ? 'new=1&seats=human,bot&seed=12&first=0&speed=instant&lang=en' : 'new=1&mode=coop&seats=human,bot&difficulty=easy&seed=8&speed=instant&lang=en');
    await humanToAct(page);
    if (mode === 'coop') {
      await page.evaluate(() => window.__SSDB_TEST__!.send({ type: 'takeTurn', seat: 0 })); // the team lets seat 0 play first
      await humanToAct(page);
    }
    // Seat 0 plays and acquires until its discard pile holds something (a card won by Force goes there).
    await page.waitForFunction(() => {
      const h = window.__SSDB_TEST__!;
      if (!h.idle()) return false;
      if ((h.view(0)?.players[0].discard.length ?? 0) > 0) return true;
      const legal = h.legal(0);
      const pick = legal.find((a) => a.type === 'acquire') ?? legal.find((a) => a.type === 'play') ?? legal.find((a) => a.type === 'endTurn') ?? legal[0];
      if (pick) h.send(pick);
      return false;
    }, undefined, { timeout: 90_000, polling: 100 });
    await humanToAct(page).catch(() => undefined);
    const view = (await hook<{ players: { discard: { type: number }[]; deckCount: number }[] }>(page, 'view(0)'))!;
    await tap(page, 'pile:discard:0', info);
    await page.waitForFunction(() => window.__SSDB_TEST__!.pile() !== null);
    const discard = (await hook<Pile>(page, 'pile()'))!;
    expect(discard.kind).toBe('discard');
    expect(discard.lines.map((l) => l.type)).toEqual(view.players[0].discard.map((c) => c.type).reverse());
    await shot(page, `ends-discard-${mode}-${info.project.name}`);
    await tap(page, 'pile:tab:deck', info);
    await page.waitForFunction(() => window.__SSDB_TEST__!.pile()?.kind === 'deck');
    const deck = (await hook<Pile>(page, 'pile()'))!;
    expect(deck.lines.reduce((n, l) => n + l.count, 0)).toBe(view.players[0].deckCount);
    expect(new Set(deck.lines.map((l) => l.label)).size).toBe(deck.lines.length); // each name once
    // Nobody else's piles are offered.
    expect(await hook<unknown>(page, "target('pile:deck:1')")).toBeNull();
    const close = (await hook<{ w: number; h: number }>(page, "target('pile:close')"))!;
    expect(Math.min(close.w, close.h)).toBeGreaterThanOrEqual(44);
    // The panel redrawn for its tab answers the next tap at once (scenes/objects/hit-testable.ts).
    await tap(page, 'pile:close', info);
    await page.waitForFunction(() => window.__SSDB_TEST__!.pile() === null, undefined, { timeout: 5_000 });
    expect(await hook<unknown>(page, 'pile()')).toBeNull();
    expect(problems).toEqual([]);
  });
}

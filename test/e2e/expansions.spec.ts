// Every set and the Epics in the browser (issue 5): the table shows the current Epic with its
// hourglasses, a revealed pillar with what it costs, Odin's statue and the Libra weapons, and the
// markers on cards (VP tokens, frost); a player faces the pillar by tapping; bots play such a game
// to the score screen.
import { test } from '@playwright/test';
import { expect, humanToAct, idle, open, shot, tap, watchConsole, resumeOnLoad } from './helpers';
import { findPosition, showsExpansions } from './positions';

test('the table shows the Epic, a pillar, Odin, the Libra weapons and the tokens', async ({ page }, info) => {
  const problems = watchConsole(page);
  const save = findPosition(showsExpansions);
  // A game in progress, as the autosave keeps it, and this tab was playing it: the page resumes it.
  await resumeOnLoad(page, { toSave: () => save });
  await open(page, 'speed=instant');
  expect(await page.evaluate(() => window.__SSDB_TEST__!.screen())).toBe('ClassicTable');
  await humanToAct(page);

  const v = (await page.evaluate(() => window.__SSDB_TEST__!.view()))!;
  const shown = await page.evaluate(() => window.__SSDB_TEST__!.cards());
  const drawn = (uid: number) => shown.find((c) => c.uid === uid && c.visible && c.alpha > 0.5);
  // The current Epic and every revealed pillar are drawn, big enough to tap.
  expect(drawn(v.epic!.uid), 'the Epic').toBeTruthy();
  for (const p of v.pillars!) {
    const card = drawn(p.uid);
    expect(card, `pillar ${p.type}`).toBeTruthy();
    expect(Math.min(card!.w, card!.h)).toBeGreaterThanOrEqual(44);
  }
  await shot(page, `expansions-${info.project.name}`);

  // A card that may face the pillar goes there by two taps, like facing a field card.
  const pillar = v.pillars![0].uid;
  const play = await page.evaluate((pillar) => {
    const h = window.__SSDB_TEST__!;
    return h.legal(0).find((a) => a.type === 'play' && a.facing === pillar) as { card: number } | undefined;
  }, pillar);
  if (play) {
    await tap(page, `hand:${play.card}`, info);
    await tap(page, `field:${pillar}`, info);
    await idle(page);
    const after = (await page.evaluate(() => window.__SSDB_TEST__!.view()))!;
    expect(after.play.some((c) => c.uid === play.card && c.facing === pillar)).toBe(true);
    expect(after.pillars!.find((p) => p.uid === pillar)!.offered.force).toBeGreaterThan(0);
  }
  expect(problems).toEqual([]);
});

test('bots play a game with every set and the Epics to the score screen', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'one size is enough for a game of bots');
  test.setTimeout(300_000);
  const problems = watchConsole(page);
  await open(page, 'new=1&seats=bot,bot,random&sets=asgard,poseidon&epics=1&seed=4&speed=instant');
  const setup = await page.evaluate(() => window.__SSDB_TEST__!.save()!.setup);
  expect(setup).toMatchObject({ sets: ['asgard', 'poseidon'], epics: true });
  await page.waitForFunction(() => window.__SSDB_TEST__!.screen() === 'GameOver', undefined, { timeout: 280_000, polling: 500 });
  const v = (await page.evaluate(() => window.__SSDB_TEST__!.view()))!;
  expect(v.result!.scores).toHaveLength(3);
  expect((v.epicsDone?.length ?? 0) + (v.epic ? 1 : 0)).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  await shot(page, 'expansions-score');
  expect(problems).toEqual([]);
});

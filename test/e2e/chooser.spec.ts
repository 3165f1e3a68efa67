// Issue 12: a decision panel shows the card that asks and the cards concerned, and leaves the hand in
// sight. Games are resumed where a human seat must decide (bots play both seats in node until then),
// and the choice is made as a player would, with taps: on the hand, in the panel, then Confirm.
import { test, type Page } from '@playwright/test';
import { createBot } from '../../src/bots';
import { rules } from '../../src/engine';
import { GameSession } from '../../src/session/game-session';
import { expect, humanToAct, idle, open, resumeOnLoad, shot, tap, watchConsole } from './helpers';

interface Box { x: number; y: number; w: number; h: number }
const overlap = (a: Box, b: Box) => a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;

/** Seed `seed`, seat 0 a human (played by a greedy bot in node) against a greedy bot, after `actions` actions. */
function gameAt(seed: number, actions: number): GameSession {
  const session = GameSession.start({ seed, heroes: ['seiya', 'shiryu'], firstSeat: 0 }, [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }]);
  const me = createBot('greedy', 5);
  for (let i = 0; i < actions; i++) {
    const seat = session.state.pending ? session.state.pending.seat : session.state.active;
    session.send(seat === 0 ? me.decide(rules('classic').view(session.state, 0), rules('classic').legal(session.state, 0)) : session.botAction()!);
  }
  return session;
}

const panel = (page: Page) => page.evaluate(() => window.__SSDB_TEST__!.chooser());
const targetsNow = (page: Page) => page.evaluate(() => Object.fromEntries(window.__SSDB_TEST__!.targets().map((t) => [t.id, t])));

/** Every card of the viewer's hand can be tapped, on screen and clear of the open panel. */
async function handInSight(page: Page): Promise<number[]> {
  const hand = (await page.evaluate(() => window.__SSDB_TEST__!.view()!.players[0].hand!.map((c) => c.uid)));
  const rect = (await panel(page))!.rect;
  const size = page.viewportSize()!;
  const targets = await targetsNow(page);
  for (const uid of hand) {
    const t = targets[`hand:${uid}`];
    expect(t, `hand:${uid} can be tapped`).toBeTruthy();
    expect(overlap(t, rect), `hand:${uid} clear of the panel`).toBe(false);
    expect(t.y + t.h).toBeLessThanOrEqual(size.height + 0.5);
    expect(Math.min(t.w, t.h)).toBeGreaterThanOrEqual(44);
  }
  return hand;
}

test('a decision shows the card that asks, keeps the hand in sight, and is answered with taps', async ({ page }, info) => {
  const problems = watchConsole(page);
  // Seed 7, 54 actions in: Phaeton (played this turn) makes Seiya destroy a card of his hand.
  const session = gameAt(7, 54);
  const pending = session.state.pending!;
  expect(pending).toMatchObject({ seat: 0, kind: 'cards', prompt: 'prompt.destroyFromHand', min: 1, max: 1 });
  await resumeOnLoad(page, session);
  await open(page, 'lang=en&speed=instant');
  await humanToAct(page);

  // The panel draws the card that asks, and a tap on it opens its zoom.
  const shown = (await panel(page))!;
  expect(shown).toMatchObject({ kind: 'cards', source: session.state.cards[pending.source], options: pending.options, picks: [] });
  const targets = await targetsNow(page);
  expect(Math.min(targets['chooser:source'].w, targets['chooser:source'].h)).toBeGreaterThanOrEqual(44);
  for (const o of pending.options) {
    expect(Math.min(targets[`option:${o}`].w, targets[`option:${o}`].h), `option:${o}`).toBeGreaterThanOrEqual(44);
    expect(overlap(targets[`option:${o}`], shown.rect) && targets[`option:${o}`].y >= shown.rect.y).toBe(true);
  }
  await shot(page, `chooser-${info.project.name}`);
  await tap(page, 'chooser:source', info);
  await expect.poll(async () => (await targetsNow(page))['zoom:close'] !== undefined).toBe(true);
  await shot(page, `chooser-zoom-${info.project.name}`);
  await tap(page, 'zoom:close', info);
  await expect.poll(async () => (await targetsNow(page))['zoom:close'] === undefined).toBe(true);

  // The hand stays in sight, its cards to pick lit on the hand itself.
  const hand = await handInSight(page);
  const lit = await page.evaluate(() => window.__SSDB_TEST__!.cards().filter((c) => c.role === 'hand' && c.halo).map((c) => c.uid));
  expect(lit.sort()).toEqual(pending.options.filter((o) => hand.includes(o)).sort());

  // A tap on a hand card picks it; a tap on another in the panel picks that one instead; Confirm.
  const [first, second] = pending.options;
  await tap(page, `hand:${first}`, info);
  await expect.poll(async () => (await panel(page))?.picks).toEqual([first]);
  await shot(page, `chooser-picked-${info.project.name}`);
  await tap(page, `option:${second}`, info);
  await expect.poll(async () => (await panel(page))?.picks).toEqual([second]);
  await tap(page, 'confirm', info);
  await expect.poll(() => page.evaluate(() => window.__SSDB_TEST__!.view()!.players[0].destroyed.map((c) => c.uid))).toContain(second);
  await idle(page);
  expect(await page.evaluate(() => window.__SSDB_TEST__!.view()!.players[0].hand!.map((c) => c.uid))).not.toContain(second);
  expect(problems).toEqual([]);
});

// Seed 4, 19 in: "wound a card to draw?" (the hand holds uids 0 and 1, which a yes/no must not take for
// its answers); seed 3, 126 in: choose a player; seed 1, 120 in: take a card back from the discard.
for (const [seed, actions, kind] of [[4, 19, 'yesNo'], [3, 126, 'seat'], [1, 120, 'cards']] as const) {
  test(`a ${kind} decision (seed ${seed}) shows the card that asks, and the hand`, async ({ page }, info) => {
    const problems = watchConsole(page);
    const session = gameAt(seed, actions);
    const pending = session.state.pending!;
    expect(pending).toMatchObject({ seat: 0, kind });
    await resumeOnLoad(page, session);
    await open(page, 'lang=en&speed=instant');
    await humanToAct(page);
    expect(await panel(page)).toMatchObject({ kind, source: session.state.cards[pending.source] });
    const hand = await handInSight(page);
    await shot(page, `chooser-${kind}-${info.project.name}`);
    if (kind === 'yesNo') {
      // A hand card tapped is not an answer to a yes/no.
      await tap(page, `hand:${hand.find((uid) => uid === 1 || uid === 0)!}`, info);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.__SSDB_TEST__!.view()!.pending !== null)).toBe(true);
      await tap(page, 'no', info);
    } else if (kind === 'seat') {
      await tap(page, `seat:${pending.options[0]}`, info);
    } else {
      // The cards to pick are in the discard: drawn in the panel; no hand card is lit.
      expect(await page.evaluate(() => window.__SSDB_TEST__!.cards().filter((c) => c.role === 'hand' && c.halo).length)).toBe(0);
      await tap(page, `option:${pending.options[0]}`, info);
      await tap(page, 'confirm', info);
    }
    await expect.poll(() => page.evaluate((id) => (window.__SSDB_TEST__!.view()!.pending as { id?: number } | null)?.id !== id, pending.id)).toBe(true);
    await idle(page);
    expect(problems).toEqual([]);
  });
}

test('the end-of-turn discard keeps the hand in sight, its cards lit', async ({ page }, info) => {
  const problems = watchConsole(page);
  await open(page, 'new=1&seats=human,bot&seed=7&first=0&speed=instant&lang=en');
  await humanToAct(page);
  await tap(page, 'endTurn', info);
  await expect.poll(async () => (await panel(page))?.kind).toBe('cards');
  const shown = (await panel(page))!;
  expect(shown.source).toBeNull();
  const hand = await handInSight(page);
  expect(shown.options.sort()).toEqual([...hand].sort());
  await shot(page, `chooser-discard-${info.project.name}`);
  await tap(page, `hand:${hand[0]}`, info);
  await expect.poll(async () => (await panel(page))?.picks).toEqual([hand[0]]);
  await tap(page, 'confirm', info);
  await expect.poll(() => page.evaluate(() => window.__SSDB_TEST__!.view()!.turn), { timeout: 30_000 }).toBeGreaterThan(1);
  await idle(page);
  expect(problems).toEqual([]);
});

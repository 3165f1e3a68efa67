// God of War in the browser (issue 28): bots play a game from the URL to its end screen; a person plays
// a whole round by taps only on a 1024×768 touch screen (placing the pawn, picking cards and striking
// an enemy, answering the Scenario's attacks, taking an upgrade), through the enemies' activation.
import { test, type Page, type TestInfo } from '@playwright/test';
import type { GowAction, GowView } from '../../src/engine';
import { expect, idle, open, shot, tap, watchConsole } from './helpers';

test('bots play a God of War game from the URL to its end screen', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'a game of bots does not depend on the window');
  test.setTimeout(240_000);
  const problems = watchConsole(page);
  await open(page, 'new=1&mode=gow&seats=bot,bot&heroes=kratos,atreus&mission=1&seed=3&speed=instant');
  await page.waitForFunction(() => window.__SSDB_TEST__!.screen() === 'GowOver', undefined, { timeout: 200_000, polling: 250 });
  await idle(page);
  const view = await page.evaluate(() => window.__SSDB_TEST__!.view() as unknown as GowView);
  expect(view.mode).toBe('gow');
  expect(view.phase).toBe('gameOver');
  expect(view.result).not.toBeNull();
  expect(await page.evaluate(() => window.__SSDB_TEST__!.phase()?.phase)).toBe('gameOver');
  await shot(page, `gow-over-${info.project.name}`);
  expect(problems).toEqual([]);
});

interface Turn { view: GowView; legal: GowAction[] }

/** Waits until the person may act on a still table, and reads what they would look at. */
async function toAct(page: Page): Promise<Turn> {
  const handle = await page.waitForFunction(() => {
    const h = window.__SSDB_TEST__!;
    if (!h.idle() || h.handoff() !== null) return false;
    const view = h.view() as unknown as GowView;
    if (view.phase === 'gameOver') return { view, legal: [] };
    const legal = h.legal() as unknown as GowAction[];
    return legal.length ? { view, legal } : false;
  }, undefined, { timeout: 60_000, polling: 100 });
  return (await handle.jsonValue()) as Turn;
}

/** Taps the hand cards of an attack (each tap picks a card with its first option that fits; a second
 *  tap its next option) until the selection plays them, then the enemy. */
async function attackByTaps(page: Page, info: TestInfo, attack: Extract<GowAction, { type: 'attack' }>, view: GowView): Promise<void> {
  const hand = view.seats[0].hand as { uid: number; card: string }[];
  for (const played of attack.cards) {
    const at = hand.findIndex((c) => c.uid === played.uid);
    for (let k = 0; k <= played.option; k++) await tap(page, `gow:hand:${at}`, info);
  }
  await tap(page, `gow:slot:${attack.target}`, info);
}

test('a person plays a round of God of War by taps only, on a touch screen', async ({ page }, info) => {
  test.skip(info.project.name !== 'tablet-1024x768', 'the round by touch, at 1024×768');
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  await open(page, 'new=1&mode=gow&seats=human&heroes=kratos&mission=1&seed=5&speed=fast');
  const done = { placed: 0, attacks: 0, answers: 0, ended: 0 };
  for (let step = 0; step < 60; step++) {
    const { view, legal } = await toAct(page);
    if (view.phase === 'gameOver' || view.round >= 2) break;
    const kind = view.pending?.kind;
    if (kind === 'place') {
      const place = legal[0] as Extract<GowAction, { type: 'place' }>;
      await tap(page, `gow:move:${place.column}:${place.back ? 'back' : 'front'}`, info);
      done.placed++;
    } else if (kind === 'hero') {
      const attack = legal.find((a): a is Extract<GowAction, { type: 'attack' }> => a.type === 'attack' && a.cards.every((c) => c.option === 0));
      if (attack && done.attacks < 2) { await attackByTaps(page, info, attack, view); done.attacks++; }
      else { await tap(page, 'gow:endTurn', info); done.ended++; }
    } else {
      // The Scenario's questions (a defense, an upgrade, the next Mission…): the first listed choice.
      await tap(page, 'gow:choice:0', info);
      done.answers++;
    }
    if (step === 3) await shot(page, `gow-turn-${info.project.name}`);
  }
  const view = (await toAct(page)).view;
  expect(view.round).toBeGreaterThanOrEqual(2);
  expect(done.placed).toBe(1);
  expect(done.attacks).toBeGreaterThan(0);
  expect(done.ended).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

// Issue 25, "no dead rounds": when the heroes have changed nothing for 3 rounds the board says so in
// words and offers Skip to the end (an offer: a person may play on); tapped, the table plays the rest at
// once and the end screen says why the game ended, from the engine's outcome (Poseidon rulebook "Fin de
// partie": the seventh pillar, or the water at the top and the final count). The games are played in
// node by the planner team (dead-games.ts) and opened as the autosave a reload would open.
import { test, type Page } from '@playwright/test';
import { expect, open, resumeOnLoad, shot, tap, watchConsole } from './helpers';
import { pillarsCoop, quietCoop } from './dead-games';
import { shareCodeOf } from './finished-games';

const hook = <T>(page: Page, read: string): Promise<T> => page.evaluate((r) => (new Function('h', `return h.${r}`))(window.__SSDB_TEST__) as T, read);
const screen = (page: Page, name: string, timeout = 30_000) => page.waitForFunction((n) => window.__SSDB_TEST__!.screen() === n, name, { timeout });

type Ended = { round: number; heroes: number; poseidon: number; standing: number };

test('after 3 rounds in which the heroes changed nothing, the board says so and offers Skip to the end; the end screen says why', async ({ page }, info) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  const game = quietCoop();
  await resumeOnLoad(page, { toSave: () => game.save });
  await open(page, 'lang=en&speed=instant');
  await screen(page, 'CoopBoard');
  await page.waitForFunction(() => window.__SSDB_TEST__!.target('pace:skipToEnd') !== null, undefined, { timeout: 30_000 });
  expect(await hook<number>(page, 'view().board.quietRounds')).toBe(game.quiet);
  const phases = game.left === 1 ? '1 Poseidon phase' : `${game.left} Poseidon phases`;
  expect(await hook<string>(page, 'status()')).toBe(`Nothing has changed for ${game.quiet} rounds: ${phases} left until the water reaches the top.`);
  const button = (await hook<{ w: number; h: number }>(page, "target('pace:skipToEnd')"));
  expect(Math.min(button.w, button.h)).toBeGreaterThanOrEqual(44);
  await shot(page, `dead-offer-${info.project.name}`);
  // Only an offer: nothing is played for the person until they tap it.
  expect(await hook<string>(page, 'screen()')).toBe('CoopBoard');
  await tap(page, 'pace:skipToEnd', info);
  await screen(page, 'CoopOver', 60_000);
  const end = await page.evaluate((): Ended => {
    const v = window.__SSDB_TEST__!.view() as unknown as { result: { coop: { heroes: number; poseidon: number } }; board: { round: number; piles: { pillar: { status: string } }[] } };
    return { round: v.board.round, ...v.result.coop, standing: v.board.piles.filter((p) => p.pillar.status !== 'destroyed').length };
  });
  expect(end.poseidon).toBeGreaterThan(end.heroes); // this game is lost on the count (seed 1's team is far behind)
  const pillars = end.standing === 1 ? '1 pillar' : `${end.standing} pillars`;
  expect(await hook<string>(page, 'ending()')).toBe(`The water reached the top in round ${end.round}. Poseidon's ${end.poseidon} VP beat the heroes' ${end.heroes}: ${pillars} still stood.`);
  await shot(page, `dead-over-water-${info.project.name}`);
  expect(problems).toEqual([]);
});

test('a game won by the seventh pillar: the end screen names the round it fell in (in French)', async ({ page }, info) => {
  // The sentence is the engine's outcome in words: one size. The end screen's reason at every size is
  // the test above's.
  test.skip(info.project.name !== 'desktop-1280x720', 'the sentence at one size; the end screen at three above');
  const problems = watchConsole(page);
  const game = pillarsCoop();
  await open(page, 'lang=fr&speed=instant');
  await screen(page, 'Menu');
  // Its share code pasted into Load a game, as a player does (a finished game opens on its end screen).
  await tap(page, 'menu:load', info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.entry()?.kind === 'load');
  await tap(page, 'entry:field', info);
  await page.keyboard.insertText(await shareCodeOf(game.save));
  await tap(page, 'entry:load', info);
  await screen(page, 'CoopOver');
  expect(await hook<string>(page, 'ending()')).toBe(`Le septième pilier est tombé à la manche ${game.round} : le sanctuaire sous-marin s'effondre.`);
  await shot(page, `dead-over-pillars-${info.project.name}`);
  expect(problems).toEqual([]);
});

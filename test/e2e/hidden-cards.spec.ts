// Hidden cards on a production page (issue 23, point 6: its hook's cards() listed the cards flying face
// down into a bot's hand, by type). A production build with ?test=1 has only the restricted hook, which
// reports what the screen shows; every animation frame the test reads every card drawn and the view the
// screen is of. Every card it names must be face up on screen, and one the viewer truly may see: the
// same game is played again in node from the same save (hidden-twin.ts), which knows, for each view the
// page can show, the cards its viewer may see while the action that led there is shown. A whole game of
// animations takes minutes in software WebGL: the tests watch its opening, and its end (with every
// set and the Epics) from a few moves before the last flame to the score screen; and a cooperative game
// of bots around a card given from hand to hand.
import { test, type Page } from '@playwright/test';
import type { Action, CoopAction } from '../../src/engine';
import type { CoopSeatConfig, SaveFile, SeatConfig } from '../../src/persist/save';
import { CoopSession } from '../../src/session/coop-session';
import { GameSession } from '../../src/session/game-session';
import { expect, PROD_BASE, resumeOnLoad, watchConsole } from './helpers';
import { playPerson } from './hidden-person';
import { saveBefore, twinOf, type Twin } from './hidden-twin';

interface Sampled { frames: number; backs: number; flights: number; views: string[]; named: string[][] }

/** Reads, every animation frame from now on, the view shown and the cards drawn (hook.cards()). */
function sample(page: Page, stopAt: string[] = []): Promise<void> {
  return page.evaluate((stopAt) => {
    type Card = { uid: number; type: number; role: string; plate: unknown };
    const h = (window as unknown as { __SSDB_TEST__: { view(): unknown; cards(): Card[] } }).__SSDB_TEST__;
    const views = new Map<string, number>();
    const named: Set<string>[] = [];
    const stop = new Set(stopAt);
    const out = { frames: 0, backs: 0, flights: 0, reached: false, on: true, views, named };
    (window as unknown as { __hidden: typeof out }).__hidden = out;
    const frame = () => {
      if (!out.on) return;
      const v = h.view();
      if (v) {
        const json = JSON.stringify(v);
        let k = views.get(json);
        if (k === undefined) { k = views.size; views.set(json, k); named.push(new Set()); }
        if (stop.has(json)) out.reached = true;
        out.frames++;
        for (const c of h.cards()) {
          if (c.type < 0) { out.backs++; continue; }
          if (c.role === 'flight') out.flights++;
          named[k].add(`${c.uid}:${c.type}:${c.plate ? 'up' : 'down'}:${c.role}`);
        }
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, stopAt);
}

const collect = (page: Page): Promise<Sampled> => page.evaluate(() => {
  const out = (window as unknown as { __hidden: { frames: number; backs: number; flights: number; on: boolean; views: Map<string, number>; named: Set<string>[] } }).__hidden;
  out.on = false;
  return { frames: out.frames, backs: out.backs, flights: out.flights, views: [...out.views.keys()], named: out.named.map((s) => [...s]) };
});

/** Every card the page named: face up, and seen by its viewer in the true game at that moment. */
function judge(s: Sampled, twin: Twin): void {
  const unknown = s.views.filter((json) => !twin.may.has(json)).length;
  const faceDown: string[] = [], unseen: string[] = [];
  s.views.forEach((json, k) => {
    const may = twin.may.get(json);
    for (const name of s.named[k]) {
      const [uid, type, face] = name.split(':');
      if (face !== 'up') faceDown.push(name);
      if (may && !may.has(`${uid}:${type}`)) unseen.push(name);
    }
  });
  // The page played the twin's game (else the comparison says nothing), and drew hidden moves.
  expect(unknown, 'views the twin game never showed').toBe(0);
  expect(faceDown.slice(0, 5), 'cards named face down ("uid:type:face:role")').toEqual([]);
  expect(unseen.slice(0, 5), 'cards named that the viewer may not see').toEqual([]);
  expect(s.flights, 'frames of named cards in flight').toBeGreaterThan(0);
  expect(s.backs, 'frames of nameless backs in flight').toBeGreaterThan(0);
}

async function openProduction(page: Page, save: SaveFile, query = ''): Promise<void> {
  await resumeOnLoad(page, { toSave: () => save });
  await page.goto(`${PROD_BASE}/?test=1&fast=1&speed=fast&sound=0${query}`);
  await page.waitForFunction(() => (window as unknown as { __SSDB_TEST__?: { ready: boolean; screen(): string } }).__SSDB_TEST__?.ready === true, undefined, { timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { __SSDB_TEST__: { kind: string } }).__SSDB_TEST__.kind)).toBe('ssdb:viewer-hook');
}

const PERSON_BOT: SeatConfig[] = [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }];

test.describe('a production page names no hidden card', () => {
  test.beforeEach(({ page: _page }, info) => {
    test.skip(info.project.name !== 'desktop-1280x720', 'one size is enough: the cards are the same');
    test.setTimeout(150_000);
  });

  test('classic, a person against a bot: the opening (the bot\'s draws, the person\'s own)', async ({ page }) => {
    const problems = watchConsole(page);
    const save = GameSession.start({ seed: 7, heroes: ['seiya', 'shiryu'], firstSeat: 1 }, PERSON_BOT).toSave();
    const twin = twinOf(save, [0], 0);
    await openProduction(page, save);
    await sample(page);
    // The bot's first turn and its upkeep, the person's turn end and their five new cards.
    await playPerson(page, (g) => (g.view?.turn ?? 0) >= 3);
    judge(await collect(page), twin);
    expect(problems).toEqual([]);
  });

  test('classic with every set and the Epics: the end, from a few moves before the last flame to the score screen', async ({ page }) => {
    const problems = watchConsole(page);
    const setup = { seed: 3, heroes: ['seiya', 'shiryu'] as ['seiya', 'shiryu'], sets: ['asgard', 'poseidon'] as ('asgard' | 'poseidon')[], epics: true, firstSeat: 1 };
    const whole = GameSession.start(setup, PERSON_BOT).toSave();
    const full = twinOf(whole, [0], 0);
    // The bot's last turns, the last flame, the final upkeep.
    const save = { ...whole, actions: full.actions.slice(0, -24) as Action[] } as SaveFile;
    const twin = twinOf(save, [0], 0);
    expect(twin.actions.length, 'moves left to play on the page').toBeLessThan(50);
    await openProduction(page, save);
    await sample(page);
    await playPerson(page, (g) => g.screen === 'GameOver');
    judge(await collect(page), twin);
    expect(problems).toEqual([]);
  });

  test('cooperative, bots only, closed hands: a card given to another hero', async ({ page }) => {
    const problems = watchConsole(page);
    const seats: CoopSeatConfig[] = [0, 1, 2].map(() => ({ kind: 'bot' as const, bot: 'planner' as const }));
    const whole = CoopSession.start({ seed: 4, heroes: ['seiya', 'shiryu', 'hyoga'], difficulty: 'normal' }, seats).toSave();
    const { save, twin, at: given } = saveBefore(whole, [0, 1, 2], null, (a) => (a as CoopAction).type === 'give');
    await openProduction(page, save, '&hands=closed');
    expect(await page.evaluate(() => (window as unknown as { __SSDB_TEST__: { screen(): string } }).__SSDB_TEST__.screen())).toBe('CoopBoard');
    // Until the board shows the game a few moves after the gift.
    await sample(page, [...twin.steps[Math.min(twin.steps.length - 1, given + 4)]]);
    await page.waitForFunction(() => (window as unknown as { __hidden: { reached: boolean } }).__hidden.reached, undefined, { timeout: 120_000, polling: 200 });
    judge(await collect(page), twin);
    expect(problems).toEqual([]);
  });
});

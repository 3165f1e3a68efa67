// The cooperative board's defects of issue 25, each as a player meets it, read through the test hook:
// a selected armor gets an Equip button (it said "tap a field card"); in hot-seat with closed hands no
// hand shows while the team picks who plays next; after a Poseidon phase the flood pawn stands on the
// engine's corner, whether its frames were held back (its window behind the audience window), skipped
// or not animated at all; the animation speed has one name in the menu and at the table.
// Screenshots kept in test-results/screens/.
import { test, type Page, type TestInfo } from '@playwright/test';
import { coopPlannerBot, viewFor } from '../../src/bots/coop';
import { rules, type CoopAction, type CoopView } from '../../src/engine';
import type { CoopState } from '../../src/engine/coop/types';
import { CoopSession } from '../../src/session/coop-session';
import { expect, idle, open, resumeOnLoad, shot, tap, watchConsole } from './helpers';

type Seats = Parameters<typeof CoopSession.start>[1];

/** The planner plays every seat until `stop` says the game is where the test wants it. */
function gameUntil(seed: number, seats: Seats, stop: (s: CoopState, legal: CoopAction[]) => boolean): CoopSession {
  const bot = coopPlannerBot();
  const session = CoopSession.start({ seed, heroes: ['seiya', 'shun'], difficulty: 'easy' }, seats);
  for (let i = 0; i < 3000; i++) {
    const s = session.state;
    const side = rules('coop').toAct(s)!;
    const legal = rules('coop').legal(s, side);
    if (stop(s, legal)) return session;
    session.send(bot.decide(viewFor(s, side, !!bot.openHands), legal, side) as CoopAction);
  }
  throw new Error('the game never got there');
}

/** End turn, keeping the whole hand when the turn's end asks which cards to discard. */
async function endTurn(page: Page, info: TestInfo): Promise<void> {
  await tap(page, 'endTurn', info);
  await page.waitForTimeout(400);
  if (await page.evaluate(() => window.__SSDB_TEST__!.target('confirm') !== null)) await tap(page, 'confirm', info);
}

const coopView = (page: Page) => page.evaluate(() => window.__SSDB_TEST__!.view() as unknown as CoopView);

test('a selected armor shows an Equip button that equips it, and the status line names it', async ({ page }, info) => {
  const problems = watchConsole(page);
  const session = gameUntil(1, [{ kind: 'human' }, { kind: 'bot', bot: 'planner' }],
    (s, legal) => s.board.inTurn && s.active === 0 && !s.pending && legal.some((a) => a.type === 'equip'));
  const equip = rules('coop').legal(session.state, 0).find((a) => a.type === 'equip') as Extract<CoopAction, { type: 'equip' }>;
  await resumeOnLoad(page, session);
  await open(page, 'speed=fast&lang=en');
  await idle(page);
  await tap(page, `hand:${equip.card}`, info);
  await idle(page);
  const button = await page.evaluate(() => window.__SSDB_TEST__!.target('equip'));
  expect(button?.label).toBe('Equip');
  expect(Math.min(button!.w, button!.h)).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => window.__SSDB_TEST__!.status())).toContain('Equip');
  await shot(page, `coop-equip-${info.project.name}`);
  await tap(page, 'equip', info);
  await page.waitForFunction((uid) => {
    const v = window.__SSDB_TEST__!.view();
    return v?.players[0].armor?.uid === uid || (v?.pending ?? null) !== null;
  }, equip.card, { timeout: 15_000 });
  expect(problems).toEqual([]);
});

/** Taps the hand-off curtain away when one waits (a person passes the device to the next). */
async function passDevice(page: Page, info: TestInfo): Promise<void> {
  if ((await page.evaluate(() => window.__SSDB_TEST__!.handoff())) === null) return;
  const { width, height } = page.viewportSize()!;
  if (info.project.use.hasTouch) await page.touchscreen.tap(width / 2, height / 2);
  else await page.mouse.click(width / 2, height / 2);
  await page.waitForFunction(() => window.__SSDB_TEST__!.handoff() === null);
}

const handCardsShown = (page: Page) => page.evaluate(() => window.__SSDB_TEST__!.cards().filter((c) => c.role === 'hand' && c.visible && c.uid >= 0).length);

test('hot-seat with closed hands: no hand shows while the team picks who plays next', async ({ page }, info) => {
  // Which hands show is the table's rule, not its layout: the mouse on the desktop, a finger on the tablet.
  test.skip(info.project.name === 'portrait-768x1024', 'a rule, not layout: the mouse and one touch screen');
  const problems = watchConsole(page);
  await open(page, 'new=1&mode=coop&seats=human,human&hands=closed&heroes=seiya,shun&difficulty=easy&seed=3&speed=instant&lang=en');
  await idle(page);
  await passDevice(page, info);
  await page.waitForFunction(() => (window.__SSDB_TEST__!.view() as unknown as CoopView).board.toAct === 'team');
  await tap(page, 'coop:hero:panel:0', info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.idle() && (window.__SSDB_TEST__!.view() as unknown as CoopView).board.inTurn);
  await passDevice(page, info);
  await idle(page);
  // Seiya plays: his own hand is on screen (so that the reading below could see one).
  expect(await handCardsShown(page)).toBeGreaterThan(0);
  await endTurn(page, info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.idle() && (window.__SSDB_TEST__!.view() as unknown as CoopView).board.toAct === 'team', undefined, { timeout: 30_000 });
  await shot(page, `coop-team-pick-closed-${info.project.name}`);
  expect(await handCardsShown(page)).toBe(0);
  expect(await page.evaluate(() => window.__SSDB_TEST__!.status())).toContain('Shun');
  // Shun is picked: the curtain falls for his player, still no hand, then his own once it is lifted.
  await tap(page, 'coop:hero:panel:1', info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.handoff() === 1);
  expect(await handCardsShown(page)).toBe(0);
  await passDevice(page, info);
  await idle(page);
  expect(await handCardsShown(page)).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

/** Seiya (seat 0) in turn as the last hero of the round: his End turn starts a Poseidon phase in which
 *  the flood pawn moves two corners. */
function lastHeroOfTheRound(): CoopSession {
  return gameUntil(1, [{ kind: 'human' }, { kind: 'human' }],
    (s, legal) => s.board.inTurn && s.active === 0 && s.board.played.length === 1 && !s.pending && legal.some((a) => a.type === 'endTurn'));
}

/** The Poseidon phase has been played and shown: the heroes' turns again (frames held back, the
 *  animations' jobs never end: only the flow is read). */
async function phaseOver(page: Page, round: number): Promise<void> {
  await page.waitForFunction((r) => {
    const h = window.__SSDB_TEST__!;
    return (h.view() as unknown as CoopView).board.round > r && h.phase()?.moment !== 'shown';
  }, round, { timeout: 60_000, polling: 100 });
}

async function pawnOnEnginesCorner(page: Page): Promise<void> {
  await idle(page);
  await page.waitForTimeout(1200); // a tween left running would finish meanwhile
  const drawn = await page.evaluate(() => window.__SSDB_TEST__!.flood());
  expect(drawn?.interval).toBe((await coopView(page)).board.pawn);
}

// The board's frames held back while the phase plays, as when its window lies behind the audience
// window: the queue's safety timer moves on from side to side with no frame drawn.
const HOLD_FRAMES = () => {
  const raf = window.requestAnimationFrame.bind(window);
  let held: FrameRequestCallback[] = [];
  const w = window as unknown as { holdFrames: boolean; releaseFrames: () => void };
  w.holdFrames = false;
  window.requestAnimationFrame = (cb) => { if (w.holdFrames) { held.push(cb); return 0; } return raf(cb); };
  w.releaseFrames = () => { w.holdFrames = false; const h = held; held = []; for (const cb of h) raf(cb); };
};

test('after a Poseidon phase whose frames were held back, the flood pawn stands on the engine’s corner', async ({ page }, info) => {
  // Held frames are a matter of the clock, not of the window: one size (26 s each). The corner at every
  // size is the instant speed's test below, the cheapest way there.
  test.skip(!info.project.name.startsWith('desktop'), 'held frames at one size; the corner at all three below');
  test.setTimeout(120_000);
  const problems = watchConsole(page);
  const session = lastHeroOfTheRound();
  const round = session.state.board.round;
  await page.addInitScript(HOLD_FRAMES);
  await resumeOnLoad(page, session);
  await open(page, 'speed=fast&lang=en');
  await idle(page);
  await endTurn(page, info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.jobs().length > 0 || !window.__SSDB_TEST__!.idle(), undefined, { polling: 10 });
  await page.evaluate(() => { (window as unknown as { holdFrames: boolean }).holdFrames = true; });
  await phaseOver(page, round);
  // The steps after the phase's last drain on the safety timer; the board re-syncs, still no frame.
  await page.waitForTimeout(4000);
  await page.evaluate(() => (window as unknown as { releaseFrames: () => void }).releaseFrames());
  await pawnOnEnginesCorner(page);
  await shot(page, `coop-flood-held-${info.project.name}`);
  expect(problems).toEqual([]);
});

for (const speed of ['slow', 'normal', 'instant'] as const) {
  test(`after a Poseidon phase at speed ${speed} (skipped when it can be), the flood pawn stands on the engine’s corner`, async ({ page }, info) => {
    // The speed changes the pawn's tweens, not where the board lays it: the speeds at one size, and the
    // instant one (7 s) at every size for the corner there.
    test.skip(speed !== 'instant' && !info.project.name.startsWith('desktop'), 'the speeds at one size; the corner at all three at instant');
    const problems = watchConsole(page);
    const session = lastHeroOfTheRound();
    const round = session.state.board.round;
    await resumeOnLoad(page, session);
    await open(page, `speed=${speed}&lang=en`);
    await idle(page);
    await endTurn(page, info);
    if (speed !== 'instant') {
      // Skip once the pawn is on its way.
      await page.waitForFunction(() => window.__SSDB_TEST__!.jobs().includes('flood') && window.__SSDB_TEST__!.target('coop:skip') !== null, undefined, { timeout: 30_000, polling: 20 });
      await tap(page, 'coop:skip', info);
    }
    await phaseOver(page, round);
    await pawnOnEnginesCorner(page);
    expect(problems).toEqual([]);
  });
}

test('the animation speed has one name: the menu’s is the table’s', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop-1280x720', 'names, not layout: one size is enough');
  await open(page, 'speed=normal&lang=en');
  const menu = await page.evaluate(() => window.__SSDB_TEST__!.target('menu:speed')?.label ?? '');
  expect(menu).toBe('Animations: 1×');
  await open(page, 'new=1&mode=coop&seats=human,bot&heroes=seiya,shun&difficulty=easy&seed=3&speed=normal&lang=en');
  await idle(page);
  expect(await page.evaluate(() => window.__SSDB_TEST__!.target('hud:speed')?.label)).toBe('1×');
  // The speed button opens the Pace panel: its animation choice is named as the table names it.
  await tap(page, 'hud:speed', info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.target('pace:speed:fast') !== null);
  expect(await page.evaluate(() => window.__SSDB_TEST__!.target('pace:speed:fast')?.label)).toBe('2×');
  await tap(page, 'pace:speed:fast', info);
  await page.waitForTimeout(600);
  await tap(page, 'pace:close', info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.target('pace:close') === null);
  const table = await page.evaluate(() => window.__SSDB_TEST__!.target('hud:speed')?.label ?? '');
  expect(table).toBe('2×');
  await tap(page, 'hud:menu', info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.screen() === 'Menu');
  expect(await page.evaluate(() => window.__SSDB_TEST__!.target('menu:speed')?.label)).toBe(`Animations: ${table}`);
});

type Box = { x: number; y: number; w: number; h: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/** The streamer caption and the status line as drawn now: both shown, never overlapping. */
async function captionBesideStatus(page: Page): Promise<void> {
  const s = await page.evaluate(() => window.__SSDB_TEST__!.streamer());
  expect(s.caption).not.toBeNull();
  expect(s.band).not.toBeNull();
  expect(s.status).not.toBeNull();
  expect(overlap(s.band!, s.status!), `caption ${JSON.stringify(s.band)} over status ${JSON.stringify(s.status)}`).toBe(false);
}

test('streamer mode: the caption never overlaps the status line, on the coop board and the classic table', async ({ page }, info) => {
  const problems = watchConsole(page);
  await page.addInitScript(() => localStorage.setItem('ssdb.settings.v1', JSON.stringify({ streamer: true, openHands: true })));
  await open(page, 'new=1&mode=coop&seats=human,bot&heroes=seiya,shun&difficulty=easy&seed=3&start=0,1&speed=instant&lang=en');
  await idle(page);
  await captionBesideStatus(page);
  await tap(page, 'coop:hero:panel:0', info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.idle() && (window.__SSDB_TEST__!.view() as unknown as CoopView).board.inTurn);
  await captionBesideStatus(page);
  // A card selected: the longest prompt of the turn.
  const hand = await page.evaluate(() => window.__SSDB_TEST__!.targets().find((t) => t.id.startsWith('hand:'))?.id ?? null);
  if (hand) { await tap(page, hand, info); await idle(page); await captionBesideStatus(page); }
  await shot(page, `streamer-coop-${info.project.name}`);
  await open(page, 'new=1&seats=human,bot&seed=7&first=0&speed=instant&lang=en');
  await idle(page);
  await captionBesideStatus(page);
  await shot(page, `streamer-classic-${info.project.name}`);
  expect(problems).toEqual([]);
});

// Shared steps for the browser tests: open the game with the test hook, wait until the screen is
// still, tap targets with real pointer or touch input, play a human turn as a player would.
import { expect, type ConsoleMessage, type Page, type TestInfo } from '@playwright/test';
import type { Action, GameView } from '../../src/engine';

/** Where the production build is served (playwright.config.ts): a player's page, with the hook that
 *  shows only what the screen shows. */
export const PROD_BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}`;

// Software WebGL reports this when a screenshot reads the frame back; it is not the game's.
const NOISE = /GPU stall due to ReadPixels/;

export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m: ConsoleMessage) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !NOISE.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

export async function open(page: Page, query: string): Promise<void> {
  await page.goto(`/?test=1&fast=1&${query}`);
  await page.waitForFunction(() => window.__SSDB_TEST__?.ready === true, undefined, { timeout: 30_000 });
}

export async function idle(page: Page, timeout = 60_000): Promise<void> {
  await page.waitForFunction(() => window.__SSDB_TEST__!.idle(), undefined, { timeout, polling: 100 });
}

/** Waits until the viewer may act (their turn or their decision), the screen still. */
export async function humanToAct(page: Page, timeout = 90_000): Promise<void> {
  await page.waitForFunction(() => {
    const h = window.__SSDB_TEST__!;
    return h.idle() && h.handoff() === null && h.legal(h.viewer() ?? 0).length > 0 && (h.view()?.pending === null || 'options' in (h.view()!.pending as object));
  }, undefined, { timeout, polling: 100 });
}

const touchOf = (info: TestInfo) => !!info.project.use.hasTouch;

/** Taps the centre of a target with the mouse, or a finger on touch projects. */
export async function tap(page: Page, id: string, info: TestInfo): Promise<void> {
  const r = await page.evaluate((id) => window.__SSDB_TEST__!.target(id), id);
  if (!r) {
    const all = await page.evaluate(() => window.__SSDB_TEST__!.targets().map((t) => t.id).join(' '));
    throw new Error(`no target "${id}" on screen; there are: ${all}`);
  }
  const x = r.x + r.w / 2, y = r.y + r.h / 2;
  if (touchOf(info)) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

interface Snapshot { legal: Action[]; view: GameView; targets: Record<string, { x: number; y: number; w: number; h: number }> }

/** Waits until the viewer may act, and reads in the same round trip what a player would look at. */
async function snapshotToAct(page: Page): Promise<Snapshot> {
  const handle = await page.waitForFunction(() => {
    const h = window.__SSDB_TEST__!;
    const seat = h.viewer() ?? 0;
    if (!h.idle() || h.handoff() !== null) return false;
    const legal = h.legal(seat);
    const view = h.view()!;
    if (!legal.length || (view.pending !== null && !('options' in view.pending))) return false;
    return { legal, view, targets: Object.fromEntries(h.targets().map((t) => [t.id, t])) };
  }, undefined, { timeout: 90_000, polling: 100 });
  return (await handle.jsonValue()) as Snapshot;
}

async function tapRect(page: Page, r: { x: number; y: number; w: number; h: number } | undefined, what: string, info: TestInfo): Promise<void> {
  if (!r) throw new Error(`no target for ${what}`);
  const x = r.x + r.w / 2, y = r.y + r.h / 2;
  if (touchOf(info)) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

export interface TurnSummary { played: number; acquired: number; decisions: number }

/**
 * Plays the viewer's turn with taps only, reading the hook to choose: answers decisions, acquires
 * what is affordable, plays its characters facing the card nearest to being won, then ends the turn.
 */
export async function playHumanTurn(page: Page, info: TestInfo, options: { dragFirst?: boolean } = {}): Promise<TurnSummary> {
  const done: TurnSummary = { played: 0, acquired: 0, decisions: 0 };
  for (let step = 0; step < 40; step++) {
    const { legal, view, targets } = await snapshotToAct(page);
    const pending = view.pending && 'options' in view.pending ? view.pending : null;
    if (pending) {
      done.decisions++;
      if (pending.kind === 'yesNo') await tapRect(page, targets.yes, 'yes', info);
      else if (pending.kind === 'seat') await tapRect(page, targets[`seat:${pending.options[0]}`], 'seat', info);
      else {
        for (const o of pending.options.slice(0, Math.max(1, pending.min))) await tap(page, `option:${o}`, info);
        await tap(page, 'confirm', info);
      }
      continue;
    }
    const acquire = legal.find((a) => a.type === 'acquire');
    if (acquire && acquire.type === 'acquire') {
      const slot = view.field.findIndex((f) => f?.uid === acquire.target);
      await tapRect(page, targets[`acquire:${slot}:${acquire.by}`], 'acquire', info);
      await page.waitForFunction((uid) => !window.__SSDB_TEST__!.view()!.field.some((f) => f?.uid === uid), acquire.target, { timeout: 15_000 });
      done.acquired++;
      continue;
    }
    const play = legal.find((a) => a.type === 'play');
    if (play && play.type === 'play') {
      const facing = legal.filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play' && a.card === play.card).map((a) => a.facing);
      const target = view.field.filter((f) => f && facing.includes(f.uid) && f.cost.force !== null)
        .sort((a, b) => a!.cost.force! - a!.offered.force - (b!.cost.force! - b!.offered.force))[0]?.uid ?? play.facing;
      if (options.dragFirst && done.played === 0 && !touchOf(info)) {
        // Dragging works too: the card follows the pointer and is dropped on the field card.
        const from = targets[`hand:${play.card}`], to = targets[`field:${target}`];
        await page.mouse.move(from.x + from.w / 2, from.y + from.h / 2);
        await page.mouse.down();
        await page.mouse.move(to.x + to.w / 2, to.y + to.h / 2, { steps: 8 });
        await page.mouse.up();
      } else {
        await tapRect(page, targets[`hand:${play.card}`], 'hand card', info);
        await tapRect(page, targets[`field:${target}`], 'field card', info);
      }
      // The card really went into play, facing that card: that copy or another of the same card (copies
      // in a hand are interchangeable, and the pointer may pick up the neighbour lifted under it). A card
      // with an optional effect first asks whether to use it; the question may come a frame later.
      const type = view.players[play.seat].hand?.find((c) => c.uid === play.card)?.type;
      const before = view.play.length;
      const inPlay = ([type, facing, before]: readonly [number | undefined, number, number]) => {
        const now = window.__SSDB_TEST__!.view()!.play;
        return now.length > before && now.some((p) => p.type === type && p.facing === facing);
      };
      const outcome = await page.waitForFunction(([type, facing, before]) => {
        const h = window.__SSDB_TEST__!;
        const now = h.view()!.play;
        if (now.length > before && now.some((p) => p.type === type && p.facing === facing)) return 'played';
        return h.target('yes') !== null ? 'asked' : false;
      }, [type, target, before] as const, { timeout: 15_000, polling: 50 });
      if ((await outcome.jsonValue()) === 'asked') {
        await tap(page, 'yes', info);
        await page.waitForFunction(inPlay, [type, target, before] as const, { timeout: 15_000 });
      }
      done.played++;
      continue;
    }
    await tapRect(page, targets.endTurn, 'end of turn', info);
    // With cards left in hand the table first asks which to discard; the tap is handled on the next
    // frame, so wait for either that question or the turn to pass before answering.
    const asked = await page.waitForFunction((turn) => {
      const h = window.__SSDB_TEST__!;
      if (h.target('confirm') !== null) return 'asked';
      return h.view()!.turn > turn || h.view()!.phase !== 'main' ? 'passed' : false;
    }, view.turn, { timeout: 30_000, polling: 50 });
    if ((await asked.jsonValue()) === 'asked') await tap(page, 'confirm', info);
    return done;
  }
  throw new Error('the turn did not end in 40 steps');
}

/** The page will open on this game (a session's save, classic or cooperative): the save in the autosave
 *  slot and the tab marked as playing, as after a reload. */
export async function resumeOnLoad(page: Page, session: { toSave(): unknown }): Promise<void> {
  await page.addInitScript((save) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    sessionStorage.setItem('ssdb.playing', '1');
    localStorage.setItem('ssdb.classic.autosave', save);
  }, JSON.stringify(session.toSave()));
}

/** Menu → Load a game → the text pasted into the game's box → Load, as a player does it. */
export async function loadPasted(page: Page, info: TestInfo, text: string): Promise<void> {
  await tap(page, 'menu:load', info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.entry()?.kind === 'load');
  await tap(page, 'entry:field', info);
  await expect(page.locator('#ssdb-entry')).toBeFocused();
  await page.keyboard.insertText(text); // what a paste does
  await tap(page, 'entry:load', info);
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png` });
}

export { expect };

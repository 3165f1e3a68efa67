// The person at a production page in test/e2e/hidden-cards.spec.ts: they buy nothing and play nothing,
// end their turns keeping their hand, and answer what they are asked with the first options offered.
// personAction says it as an action (for the game's twin in node, hidden-twin.ts); playPerson does it
// on the page with real clicks on the targets the restricted hook lists (it has no send).
import type { Page } from '@playwright/test';
import type { Action, GameView, Seat } from '../../src/engine';

/** What the person does when `view` (theirs) waits on them, or null. */
export function personAction(view: GameView, seat: Seat): Action | null {
  const p = view.pending;
  if (p) {
    if (p.seat !== seat || !('options' in p)) return null;
    const picks = p.kind === 'yesNo' ? [1] : p.kind === 'seat' ? [p.options[0]] : p.options.slice(0, p.min);
    return { type: 'answer', seat, decision: p.id, picks };
  }
  return view.active === seat && view.phase === 'main' ? { type: 'endTurn', seat, discard: [] } : null;
}

interface Rect { x: number; y: number; w: number; h: number }
interface Hook {
  screen(): string; idle(): boolean; view(): GameView | null; target(id: string): Rect | null; targets(): ({ id: string } & Rect)[];
}
export interface Glance { screen: string; idle: boolean; view: Pick<GameView, 'turn' | 'active' | 'phase' | 'pending' | 'finalRound'> | null; ids: string[] }

const glance = (page: Page): Promise<Glance> => page.evaluate(() => {
  const h = (window as unknown as { __SSDB_TEST__: Hook }).__SSDB_TEST__;
  const v = h.view();
  return {
    screen: h.screen(), idle: h.idle(), ids: h.targets().map((t) => t.id),
    view: v && { turn: v.turn, active: v.active, phase: v.phase, pending: v.pending, finalRound: v.finalRound },
  };
});

async function click(page: Page, id: string): Promise<void> {
  const r = await page.evaluate((id) => (window as unknown as { __SSDB_TEST__: Hook }).__SSDB_TEST__.target(id), id);
  if (!r) throw new Error(`no target ${id}`);
  await page.mouse.click(r.x + r.w / 2, r.y + r.h / 2);
}

/** Waits until one of the targets is on screen, or `gone` holds; says which target (null: gone). */
async function waitFor(page: Page, ids: string[], turn: number): Promise<string | null> {
  const handle = await page.waitForFunction(([ids, turn]) => {
    const h = (window as unknown as { __SSDB_TEST__: Hook }).__SSDB_TEST__;
    const found = (ids as string[]).find((id) => h.target(id) !== null);
    if (found) return found;
    const v = h.view();
    return !v || v.turn > (turn as number) || v.phase !== 'main' ? 'gone' : false;
  }, [ids, turn] as const, { timeout: 30_000, polling: 50 });
  const said = (await handle.jsonValue()) as string;
  return said === 'gone' ? null : said;
}

/** Waits until the game has moved on from `key` (a tap is read on the next frame, which software
 *  WebGL may be slow to draw: the same question must not be answered twice). */
async function movedOn(page: Page, key: string): Promise<void> {
  await page.waitForFunction((key) => {
    const v = (window as unknown as { __SSDB_TEST__: Hook }).__SSDB_TEST__.view();
    return !v || JSON.stringify([v.turn, v.active, v.phase, v.pending && 'id' in v.pending ? v.pending.id : null]) !== key;
  }, key, { timeout: 30_000, polling: 50 });
}

/** Plays the person (seat 0, the table's viewer) on the classic table until `done` says so. */
export async function playPerson(page: Page, done: (g: Glance) => boolean, seat: Seat = 0): Promise<void> {
  for (;;) {
    const g = await glance(page);
    if (done(g)) return;
    const v = g.view;
    if (!g.idle || !v || g.screen !== 'ClassicTable') { await page.waitForTimeout(120); continue; }
    const p = v.pending;
    const key = JSON.stringify([v.turn, v.active, v.phase, p && 'id' in p ? p.id : null]);
    if (p && p.seat === seat && 'options' in p) {
      if (p.kind === 'yesNo') await click(page, 'yes');
      else if (p.kind === 'seat') await click(page, `seat:${p.options[0]}`);
      else {
        for (const o of p.options.slice(0, p.min)) await click(page, `option:${o}`);
        await click(page, 'confirm');
      }
      await movedOn(page, key);
    } else if (!p && v.active === seat && g.ids.includes('endTurn')) {
      await click(page, 'endTurn');
      // With cards in hand the table first asks which to throw away: none.
      if (await waitFor(page, ['confirm'], v.turn)) await click(page, 'confirm');
      await movedOn(page, key);
    } else await page.waitForTimeout(120);
  }
}

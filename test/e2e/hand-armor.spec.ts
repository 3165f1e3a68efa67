// An armor in the hand lies as printed (issue 25: "armors in the hand are drawn sideways"): landscape,
// its words the right way up and as large as its neighbours', the hand still whole (no card covering
// another), its target a finger wide. ART.md: "Armors are landscape, as on the printed cards". A
// classic game resumed on Seiya's turn with his Pegasus armor in hand; read through the test hook.
import { test } from '@playwright/test';
import { cardType } from '../../src/cards';
import { createBot } from '../../src/bots';
import { rules } from '../../src/engine';
import { GameSession } from '../../src/session/game-session';
import { expect, humanToAct, idle, open, resumeOnLoad, watchConsole } from './helpers';

/** Seed 8, Seiya (a person, a greedy bot's choices) against a greedy bot: the first turn of Seiya's
 *  that begins with an armor in his hand. */
function armorInHand(): GameSession {
  const session = GameSession.start({ seed: 8, heroes: ['seiya', 'shiryu'], firstSeat: 0 }, [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }]);
  const me = createBot('greedy', 5);
  for (let i = 0; i < 600; i++) {
    const s = session.state;
    const seat = s.pending ? s.pending.seat : s.active;
    const view = rules('classic').view(s, 0);
    if (seat === 0 && !s.pending && view.play.length === 0 && (view.players[0].hand ?? []).some((c) => cardType(c.type).kind === 'armor')) return session;
    session.send(seat === 0 ? me.decide(view, rules('classic').legal(s, 0)) : session.botAction()!);
  }
  throw new Error('no turn of Seiya with an armor in hand');
}

interface Drawn { uid: number; type: number; role: string; x: number; y: number; w: number; h: number; visible: boolean; rulesPx: number | null }

test('an armor in the hand lies landscape, its words as large as its neighbours’', async ({ page }, info) => {
  const problems = watchConsole(page);
  await resumeOnLoad(page, armorInHand());
  await open(page, 'lang=en');
  await humanToAct(page);
  await idle(page);
  const hand = (await page.evaluate(() => window.__SSDB_TEST__!.cards() as unknown as Drawn[])).filter((c) => c.role === 'hand' && c.visible);
  const armor = hand.find((c) => cardType(c.type).kind === 'armor')!;
  expect(armor).toBeDefined();
  const others = hand.filter((c) => c !== armor);
  // On screen wider than tall: the target's rectangle (a card turned a quarter would be taller).
  const target = (await page.evaluate((id) => window.__SSDB_TEST__!.target(id), `hand:${armor.uid}`))!;
  expect(target.w).toBeGreaterThan(target.h);
  expect(Math.min(target.w, target.h)).toBeGreaterThanOrEqual(44);
  // Its words as large as the portrait cards' beside it (within what a shorter text box allows).
  const smallestOther = Math.min(...others.map((c) => c.rulesPx ?? Infinity));
  expect(armor.rulesPx!).toBeGreaterThanOrEqual(Math.min(12, smallestOther * 0.85));
  // No card covers another.
  const boxes = await page.evaluate((ids) => ids.map((id) => window.__SSDB_TEST__!.target(id)!), hand.map((c) => `hand:${c.uid}`));
  const covered = boxes.flatMap((a, i) => boxes.filter((b, j) => i < j && a.x + a.w > b.x + 1 && b.x + b.w > a.x + 1 && a.y + a.h > b.y + 1 && b.y + b.h > a.y + 1).map(() => i));
  expect(covered).toEqual([]);
  console.log(`[hand-armor] ${info.project.name}: armor ${target.w.toFixed(0)}×${target.h.toFixed(0)} text ${armor.rulesPx} px, portrait hand cards ${others[0]?.w}×${others[0]?.h} text ≥ ${smallestOther} px`);
  await page.screenshot({ path: `test-results/screens/hand-armor-${info.project.name}.png` });
  expect(problems).toEqual([]);
});

// Field effects visible without a long press (issue 12): a field card whose rule changes what may be
// done carries a short caption on the table, in the player's language. The game is resumed where
// Kuraggu (66) is on the field (seed 1, the 69th action, as in refusal.spec.ts).
import { test } from '@playwright/test';
import { createBot } from '../../src/bots';
import { legalActions, view } from '../../src/engine';
import { GameSession } from '../../src/session/game-session';
import { expect, idle, open, resumeOnLoad, shot, watchConsole } from './helpers';

test('Kuraggu on the field says, on the card, that no other Saint can be acquired', async ({ page }, info) => {
  const problems = watchConsole(page);
  const session = GameSession.start({ seed: 1, heroes: ['seiya', 'shiryu'], firstSeat: 0 }, [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }]);
  const me = createBot('greedy', 5);
  for (let i = 0; i < 69; i++) {
    const seat = session.state.pending ? session.state.pending.seat : session.state.active;
    session.send(seat === 0 ? me.decide(view(session.state, 0), legalActions(session.state, 0)) : session.botAction()!);
  }
  const slot = view(session.state, 0).field.findIndex((f) => f?.type === 66);
  expect(slot).toBeGreaterThanOrEqual(0);
  await resumeOnLoad(page, session);
  await open(page, 'lang=en');
  await idle(page);
  const captions = await page.evaluate(() => window.__SSDB_TEST__!.captions());
  expect(captions).toContainEqual({ slot, line: 'No other Saint can be acquired' });
  await shot(page, `field-captions-${info.project.name}`);
  expect(problems).toEqual([]);
});

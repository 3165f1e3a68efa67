// Every refusal explained on the table (issue 12): when the cards facing a field card bring enough but
// a field rule forbids acquiring it, the table says why, naming the card responsible, in the player's
// language. The game is resumed where it happens (seed 1, the 69th action: Kuraggu 66 on the field
// forbids acquiring Jabu 81, which Seiya's cards could pay for).
import { test } from '@playwright/test';
import { createBot } from '../../src/bots';
import { legalActions, view } from '../../src/engine';
import { GameSession } from '../../src/session/game-session';
import { expect, idle, open, resumeOnLoad, shot, watchConsole } from './helpers';

test('a refused acquisition shows its reason on the field card', async ({ page }, info) => {
  test.skip(info.project.name === 'portrait-768x1024', 'checked in landscape: desktop and tablet');
  const problems = watchConsole(page);
  const session = GameSession.start({ seed: 1, heroes: ['seiya', 'shiryu'], firstSeat: 0 }, [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }]);
  const me = createBot('greedy', 5);
  for (let i = 0; i < 69; i++) {
    const seat = session.state.pending ? session.state.pending.seat : session.state.active;
    session.send(seat === 0 ? me.decide(view(session.state, 0), legalActions(session.state, 0)) : session.botAction()!);
  }
  await resumeOnLoad(page, session);
  await open(page, 'lang=en');
  await idle(page);
  const refusals = await page.evaluate(() => window.__SSDB_TEST__!.refusals());
  expect(refusals).toEqual([expect.objectContaining({ line: expect.stringMatching(/^Kuraggu forbids acquiring .+ now$/) })]);
  await shot(page, `refusal-${info.project.name}`);
  expect(problems).toEqual([]);
});

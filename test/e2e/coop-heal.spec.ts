// Healing Poseidon's marked cards on the cooperative board (issue 22), with real pointer or touch input:
// his marked card in his corner is tapped, the heal choice opens with it picked, Confirm heals it and
// it goes back onto the Main Breadwinner (rulings sheet "Soigner"; Poseidon rulebook "Poséidon").
// Screenshots kept in test-results/screens/.
import { test } from '@playwright/test';
import { coopPlannerBot, viewFor } from '../../src/bots/coop';
import { cardType } from '../../src/cards';
import { rules, type CoopAction } from '../../src/engine';
import { healNeeded } from '../../src/engine/table/markers';
import { CoopSession } from '../../src/session/coop-session';
import { expect, idle, open, resumeOnLoad, shot, tap, watchConsole } from './helpers';

/** The planner plays both heroes in node until Poseidon has a wounded or frozen card and Seiya (seat 0)
 *  is in turn with a card in play that may heal it (one with Heal is played for that). */
function gameWithHisMarkedCard(): { session: CoopSession; uid: number } {
  const bot = coopPlannerBot();
  const session = CoopSession.start({ seed: 1, heroes: ['seiya', 'shun'], difficulty: 'easy' }, [{ kind: 'human' }, { kind: 'bot', bot: 'planner' }]);
  for (let i = 0; i < 3000; i++) {
    const s = session.state;
    const side = rules('coop').toAct(s)!;
    const legal = rules('coop').legal(s, side);
    const his = s.board.poseidon.marked.filter((u) => healNeeded(s, u) > 0);
    if (his.length && s.board.inTurn && s.active === 0 && !s.pending) {
      const heal = legal.find((a) => a.type === 'heal' && a.targets.length === 1 && his.includes(a.targets[0]));
      if (heal?.type === 'heal') return { session, uid: heal.targets[0] };
      const healer = legal.find((a) => a.type === 'play' && cardType(s.cards[a.card]).heal > 0);
      if (healer) { session.send(healer); continue; }
    }
    session.send(bot.decide(viewFor(s, side, !!bot.openHands), legal, side) as CoopAction);
  }
  throw new Error('no game found where Poseidon has a marked card to heal');
}

test('a hero heals Poseidon’s marked card with a tap on it in his corner, then Confirm', async ({ page }, info) => {
  const problems = watchConsole(page);
  const { session, uid } = gameWithHisMarkedCard();
  await resumeOnLoad(page, session);
  await open(page, 'speed=fast&lang=en');
  await idle(page);
  await tap(page, `marked:${uid}`, info);
  await page.waitForFunction(() => window.__SSDB_TEST__!.targets().some((t) => t.id === 'confirm'));
  await shot(page, `coop-heal-poseidon-choice-${info.project.name}`);
  await tap(page, 'confirm', info);
  await page.waitForFunction((u) => {
    const b = window.__SSDB_TEST__!.state()!.board!;
    return b.breadwinner.at(-1) === u && !b.poseidon.marked.includes(u);
  }, uid, { timeout: 15_000 });
  await idle(page);
  await shot(page, `coop-heal-poseidon-done-${info.project.name}`);
  expect(problems).toEqual([]);
});

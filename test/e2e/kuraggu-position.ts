// A classic position two browser tests resume: seed 1, Seiya (seat 0, a greedy bot's choices) against a
// greedy Shiryu, after 69 actions. Kuraggu (66) is on the field and forbids acquiring Jabu (81), which
// Seiya's cards could pay for.
import { createBot } from '../../src/bots';
import { rules } from '../../src/engine';
import { GameSession } from '../../src/session/game-session';

export function kuragguPosition(): GameSession {
  const session = GameSession.start({ seed: 1, heroes: ['seiya', 'shiryu'], firstSeat: 0 }, [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }]);
  const me = createBot('greedy', 5);
  for (let i = 0; i < 69; i++) {
    const seat = session.state.pending ? session.state.pending.seat : session.state.active;
    session.send(seat === 0 ? me.decide(rules('classic').view(session.state, 0), rules('classic').legal(session.state, 0)) : session.botAction()!);
  }
  return session;
}

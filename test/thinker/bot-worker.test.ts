// The bots' worker (issue 26): what it answers is what askBot answers for the same bot (kind and seed)
// at the same position, and the main thread's side of it turns every failure into "ask on the spot".
import { describe, expect, it } from 'vitest';
import { botAnswerer, reply, type BotReply } from '../../src/app/bot-answers';
import { WorkerThinker, type WorkerLike } from '../../src/app/bot-thinker';
import { askBot } from '../../src/bots/ask';
import { botsOf } from '../../src/bots/modes';
import { rules } from '../../src/engine';
import { CoopSession } from '../../src/session/coop-session';
import { GameSession } from '../../src/session/game-session';

/** A classic game a few moves in, with a hard bot at seat 1 (a searching kind). */
function classicGame(): GameSession {
  const game = GameSession.start({ seed: 12, heroes: ['seiya', 'shiryu', 'hyoga'] }, [{ kind: 'human' }, { kind: 'bot', bot: 'hard' }, { kind: 'bot', bot: 'easy' }]);
  for (let i = 0; i < 40 && game.seatToAct === 0; i++) game.send(game.legal()[0]);
  return game;
}

describe('the bots\' worker answers', () => {
  it('as askBot does for the same bot at the same position, in both modes and for every kind', () => {
    const game = classicGame();
    const coop = CoopSession.start({ seed: 4, heroes: ['seiya', 'ikki'], difficulty: 'normal' }, [{ kind: 'bot', bot: 'hard' }, { kind: 'human' }]);
    const answer = botAnswerer();
    const seat = game.seatToAct;
    for (const kind of botsOf('classic').kinds) {
      const expected = askBot('classic', botsOf('classic').create(kind, 7), game.state, seat);
      expect(expected).not.toBeNull();
      expect(answer({ mode: 'classic', kind, seed: 7, state: structuredClone(game.state), side: seat })).toEqual(expected);
    }
    for (const kind of botsOf('coop').kinds) {
      const side = coop.toAct!;
      const expected = askBot('coop', botsOf('coop').create(kind, 8), coop.state, side);
      expect(expected).not.toBeNull();
      expect(answer({ mode: 'coop', kind, seed: 8, state: structuredClone(coop.state), side })).toEqual(expected);
    }
  });

  it('answers a session\'s question for its hard seat with a legal move (the seat\'s own kind and seed)', () => {
    const game = classicGame();
    expect(game.seatToAct).not.toBe(0);
    const question = game.botQuestion();
    if (game.seatToAct === 2) expect(question).toBeNull(); // the easy bot answers at once
    else {
      expect(question).toMatchObject({ mode: 'classic', kind: 'hard', seed: 12 * 31 + 1, side: 1 });
      const action = botAnswerer()(question!);
      expect(rules('classic').legal(game.state, 1)).toContainEqual(action);
    }
    // A seat of people and a greedy bot ask nothing of the worker.
    const plain = GameSession.start({ seed: 3, heroes: ['seiya', 'shiryu'] }, [{ kind: 'bot', bot: 'greedy' }, { kind: 'human' }]);
    expect(plain.botQuestion()).toBeNull();
  });

  it('replies to a question it cannot answer with an error, and answers the next one', () => {
    const answer = botAnswerer();
    const game = classicGame();
    expect(reply(answer, { id: 3, mode: 'classic', kind: 'chess', seed: 1, state: game.state, side: 0 })).toMatchObject({ id: 3, error: expect.stringContaining('chess') });
    expect(reply(answer, { id: 4, mode: 'classic', kind: 'greedy', seed: 1, state: game.state, side: game.seatToAct })).toMatchObject({ id: 4, action: expect.anything() });
  });
});

/** A worker the test answers by hand. */
class FakeWorker implements WorkerLike {
  posted: { id: number }[] = [];
  terminated = false;
  onmessage: ((e: MessageEvent<BotReply>) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  postMessage(message: unknown): void { this.posted.push(message as { id: number }); }
  terminate(): void { this.terminated = true; }
  answer(data: BotReply): void { this.onmessage?.({ data } as MessageEvent<BotReply>); }
}

describe('the thinker (the main thread\'s side)', () => {
  const question = { mode: 'classic' as const, kind: 'hard', seed: 1, state: classicGame().state, side: 0 };

  it('matches each reply to its question, and an error reply to "failed"', async () => {
    const worker = new FakeWorker();
    const thinker = new WorkerThinker(() => worker);
    const first = thinker.ask(question), second = thinker.ask(question);
    const [a, b] = worker.posted;
    worker.answer({ id: b.id, error: 'boom' });
    worker.answer({ id: a.id, action: { type: 'endTurn', seat: 0 } });
    expect(await first).toEqual({ ok: true, action: { type: 'endTurn', seat: 0 } });
    expect(await second).toEqual({ ok: false });
  });

  it('fails every waiting question when the worker dies, and every later one at once', async () => {
    const worker = new FakeWorker();
    const thinker = new WorkerThinker(() => worker);
    const waiting = thinker.ask(question);
    worker.onerror?.(new Event('error'));
    expect(await waiting).toEqual({ ok: false });
    expect(worker.terminated).toBe(true);
    expect(await thinker.ask(question)).toEqual({ ok: false });
    // A worker that cannot even start: failed too.
    expect(await new WorkerThinker(() => { throw new Error('no workers here'); }).ask(question)).toEqual({ ok: false });
  });
});

// The bots' pace with a searching bot (issue 26): it is asked off the frame, its answer is played only
// if the game is still where it was asked, a failed worker leaves the bot to answer on the spot, and a
// bot that does not search keeps today's path (its bursts at instant speed included).
import { describe, expect, it } from 'vitest';
import type { Thought } from '../../src/app/bot-thinker';
import { BotPacer, type BotTable } from '../../scenes/presenter/table/bots';

/** A game of `moves` actions where seats act in turn; `searching` seats are asked through the worker. */
function table(opts: { searching: (move: number) => boolean; animated?: boolean; thinker?: boolean }) {
  const answers: ((t: Thought) => void)[] = [];
  const sent: unknown[] = [];
  const timers: (() => void)[] = [];
  let moves = 0, thinkingChanges = 0;
  const t: BotTable & { stopped?: boolean } = {
    botToAct: () => moves < 6,
    botAction: () => ({ type: 'sync', move: moves }),
    timers: { setTimeout: (fn) => { timers.push(fn); return timers.length; }, clearTimeout: () => {} },
    now: () => 0,
    delay: () => 0,
    animated: () => opts.animated ?? true,
    held: () => false,
    send: (action) => { sent.push(action); moves++; return { ok: true, state: null as never, events: [] }; },
    settled: () => {},
    animating: () => false,
    question: () => (opts.searching(moves) ? { move: moves } : null),
    ...(opts.thinker === false ? {} : { think: () => new Promise<Thought>((resolve) => answers.push(resolve)) }),
    moves: () => moves,
    thinkingChanged: () => { thinkingChanges++; },
  };
  const pacer = new BotPacer(t);
  const runTimers = () => { while (timers.length) timers.shift()!(); };
  return { pacer, sent, answers, runTimers, bump: () => { moves++; }, get thinkingChanges() { return thinkingChanges; } };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('a searching bot at the table', () => {
  it('thinks off the frame (busy meanwhile), then its answer is played', async () => {
    const t = table({ searching: () => true });
    t.pacer.schedule();
    t.runTimers();
    expect(t.pacer.thinks).toBe(true);
    expect(t.pacer.busy).toBe(true);
    expect(t.sent).toEqual([]); // nothing played on the spot
    t.pacer.schedule(); // a re-sync meanwhile asks nothing more
    t.runTimers();
    expect(t.answers).toHaveLength(1);
    t.answers[0]({ ok: true, action: { type: 'endTurn', seat: 1 } });
    await settle();
    expect(t.pacer.thinks).toBe(false);
    expect(t.sent).toEqual([{ type: 'endTurn', seat: 1 }]);
    expect(t.thinkingChanges).toBe(2); // shown thinking, then not
  });

  it('drops an answer to a game that has moved on, and asks again where it stands now', async () => {
    const t = table({ searching: () => true });
    t.pacer.schedule();
    t.runTimers();
    t.bump(); // an action was played meanwhile (a person's, or the table skipped on)
    t.answers[0]({ ok: true, action: { type: 'endTurn', seat: 9 } });
    await settle();
    expect(t.sent).toEqual([]);
    t.runTimers();
    expect(t.answers).toHaveLength(2); // asked again at the new position
  });

  it('drops an answer arriving after the table closed (left, or undone)', async () => {
    const t = table({ searching: () => true });
    t.pacer.schedule();
    t.runTimers();
    t.pacer.stop();
    expect(t.pacer.busy).toBe(false);
    t.answers[0]({ ok: true, action: { type: 'endTurn', seat: 8 } });
    await settle();
    expect(t.sent).toEqual([]);
  });

  it('lets the bot answer on the spot when the worker failed, or when there is no worker', async () => {
    const t = table({ searching: () => true });
    t.pacer.schedule();
    t.runTimers();
    t.answers[0]({ ok: false });
    await settle();
    expect(t.sent).toEqual([{ type: 'sync', move: 0 }]);
    const headless = table({ searching: () => true, thinker: false });
    headless.pacer.schedule();
    headless.runTimers();
    expect(headless.sent).toEqual([{ type: 'sync', move: 0 }]);
  });

  it('keeps the bursts of bots that do not search at instant speed, and ends one at a searching bot', () => {
    const t = table({ searching: (move) => move === 3, animated: false });
    t.pacer.schedule();
    t.runTimers();
    expect(t.sent).toEqual([0, 1, 2].map((move) => ({ type: 'sync', move })));
    expect(t.pacer.bursting).toBe(false);
    t.pacer.schedule();
    t.runTimers();
    expect(t.pacer.thinks).toBe(true);
    expect(t.answers).toHaveLength(1);
  });
});

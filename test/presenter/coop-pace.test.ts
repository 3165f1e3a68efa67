// Issue 25 at the cooperative table: the bots play their own turns at their pace (the table's pace
// setting), the table may pause after each bot's turn for the people to look (Continue), and a game no
// hero can change any more is said so and can be skipped to its end, the table choosing every side's
// legal actions; a game of bots only skips on its own.
import { describe, expect, it, vi } from 'vitest';
import { coopGame } from '../../src/app/game-actor';
import type { CoopSetupOptions, CoopState } from '../../src/engine';
import type { CoopSeatConfig } from '../../src/persist/save';
import { CoopSession } from '../../src/session/coop-session';
import { CoopController } from '../../scenes/presenter/CoopController';
import { BOT_DELAY } from '../../scenes/presenter/speed';
import { fakeTimers } from './helpers';
import { outOfReach } from '../coop/helpers';

// The dead end below is arranged by hand, which no replay from the seed can reach: the undo ledger
// (which replays the game) is not this test's subject.
vi.mock('../../src/app/undo', async (original) => ({
  ...(await original<typeof import('../../src/app/undo')>()),
  undoInfo: () => ({ free: 0, can: false, assisted: false, marker: null }),
}));

const human: CoopSeatConfig = { kind: 'human' };
const bot: CoopSeatConfig = { kind: 'bot', bot: 'planner' };

function table(seats: CoopSeatConfig[], options: { review?: boolean; pace?: 'slow' | 'normal'; seed?: number; arrange?: (s: CoopState) => void; now?: () => number; speed?: 'normal' } = {}) {
  const timers = fakeTimers();
  const heroes = (['seiya', 'shiryu', 'hyoga'] as CoopSetupOptions['heroes']).slice(0, seats.length);
  const session = CoopSession.start({ seed: options.seed ?? 2, heroes, difficulty: 'easy' }, seats);
  options.arrange?.(session.state);
  const game = coopGame(session, 'table');
  const ctl = new CoopController(game, { speed: options.speed ?? 'instant', pace: options.pace, review: options.review, timers, now: options.now ?? (() => 0) });
  return { ctl, timers, session };
}

const deadEnd = (s: CoopState): void => void outOfReach(s);

const turnsBy = (session: CoopSession) => session.history.filter((a) => a.type === 'takeTurn').map((a) => (a as { seat: number }).seat);

describe('bots at a cooperative table with a person', () => {
  it('take their turns with no tap, and hand the table back at the person\'s hero', () => {
    const { ctl, timers, session } = table([human, bot, bot]);
    ctl.start();
    timers.run();
    expect(turnsBy(session)).toEqual(expect.arrayContaining([1, 2]));
    expect(session.toAct).toBe('team');
    expect(ctl.model.heroes[0].pick).not.toBeNull(); // the person's hero is offered (highlighted)
    expect(ctl.botsPick).toBe(false);
  });

  it('wait the bots\' pace before each action, whatever the animations\' speed (none at instant speed)', () => {
    const { ctl, timers } = table([human, bot, bot], { pace: 'slow', speed: 'normal' });
    ctl.start();
    expect(timers.delays()).toEqual([BOT_DELAY.slow]);
    const instant = table([human, bot, bot], { pace: 'slow' });
    instant.ctl.start();
    expect(instant.timers.delays()).toEqual([0]);
  });

  it('pause after each bot\'s turn when the table reviews them, until Continue', () => {
    const { ctl, timers, session } = table([human, bot, bot], { review: true });
    ctl.start();
    timers.run();
    const first = turnsBy(session);
    expect(first).toHaveLength(1);
    expect(ctl.reviewing).toBe(first[0]);
    expect(timers.run()).toBe(0); // nothing moves meanwhile
    ctl.resume();
    timers.run();
    expect(ctl.reviewing).toBe(turnsBy(session)[1]);
    expect(turnsBy(session)).toHaveLength(2);
  });
});

describe('a game no hero can change any more', () => {
  it('is told with the rounds left, and "Skip to the end" plays it out to the end screen', () => {
    const { ctl, timers, session } = table([human, bot, bot], { arrange: deadEnd });
    ctl.start();
    timers.run();
    expect(ctl.stall?.rounds).toBeGreaterThan(0);
    const over = { heard: false };
    ctl.onGameOver(() => { over.heard = true; });
    ctl.skipToEnd();
    for (let i = 0; i < 200 && !over.heard; i++) timers.run();
    expect(over.heard).toBe(true);
    expect(session.state.result?.coop.reason).toBe('water');
    expect(session.state.result?.coop.heroesWin).toBe(false);
  });

  it('plays itself out in a game of bots only', () => {
    let clock = 0; // each burst of bot actions is short: the table re-syncs between them
    const { ctl, timers } = table([bot, bot], { arrange: deadEnd, now: () => (clock += 5) });
    const over = { heard: false };
    ctl.onGameOver(() => { over.heard = true; });
    ctl.start();
    for (let i = 0; i < 200 && !over.heard; i++) timers.run();
    expect(over.heard).toBe(true);
    expect(ctl.skipping).toBe(true);
  });
});

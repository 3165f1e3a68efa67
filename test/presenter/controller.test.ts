// The controller conducts a whole game through its actor: bots play at their pace (here, fake timers),
// the screen re-syncs after each batch, the upkeep is shown one step at a time as its animations play,
// a hot-seat hand-off hides the next hand until its player taps, and taps from the human become the
// engine's actions.
import { describe, expect, it } from 'vitest';
import { createGameActor, type ClassicGame } from '../../src/app/game-actor';
import type { AnimRunner } from '../../scenes/presenter/AnimationQueue';
import type { AnimStep } from '../../scenes/presenter/anim-jobs';
import { BOT_DELAY } from '../../scenes/presenter/speed';
import { TableController } from '../../scenes/presenter/TableController';
import type { SeatConfig } from '../../src/persist/save';
import { GameSession } from '../../src/session/game-session';
import { fakeTimers, session } from './helpers';

const BOTS: SeatConfig[] = [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'random' }];
const HUMAN_BOT: SeatConfig[] = [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }];

function playedGame(s: GameSession): ClassicGame {
  return { mode: 'classic', session: s, actor: createGameActor(s, 'table') };
}

function controller(seats: SeatConfig[] = BOTS, seed = 3) {
  const timers = fakeTimers();
  const s = session(seats, seed);
  const game = playedGame(s);
  const ctl = new TableController(game, { speed: 'instant', timers, now: () => 0 });
  return { ctl, timers, s, game };
}

/** A runner that plays each step when the test says so (as a scene's tweens would end). */
function manualRunner() {
  const waiting: { step: AnimStep; done: () => void }[] = [];
  const runner: AnimRunner = { run: (step) => new Promise<void>((done) => waiting.push({ step, done })) };
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return {
    runner,
    waiting,
    /** Ends the step playing now and lets the queue go on. */
    async next() { waiting.shift()!.done(); await flush(); },
  };
}

const endTurn = (ctl: TableController) => {
  ctl.tap({ kind: 'button', id: 'endTurn' });
  ctl.tap({ kind: 'button', id: 'confirm' });
};

describe('TableController', () => {
  it('lets bots play a whole game to the end through the actor', () => {
    const { ctl, timers, game } = controller();
    let over = 0, syncs = 0;
    ctl.onGameOver(() => over++);
    ctl.onSync(() => syncs++);
    ctl.start();
    for (let i = 0; i < 5000 && !ctl.model.gameOver; i++) timers.run();
    expect(ctl.model.gameOver).toBe(true);
    expect(game.actor.phase()).toBe('gameOver');
    expect(over).toBe(1);
    expect(syncs).toBeGreaterThan(0);
    expect(ctl.model.result!.winners.length).toBeGreaterThan(0);
    expect(ctl.log.some((l) => l.key === 'log.gameOver')).toBe(true);
    expect(ctl.idle).toBe(true);
  });

  it('plays the human’s taps and waits for them', () => {
    const { ctl, timers, s } = controller(HUMAN_BOT, 7);
    ctl.start();
    timers.run();
    expect(ctl.viewer).toBe(0);
    expect(ctl.model.canAct).toBe(true);
    expect(timers.pending()).toBe(0); // nothing happens until the human acts
    const card = ctl.model.hand!.find((c) => c.targets.length)!;
    ctl.tap({ kind: 'hand', uid: card.uid });
    ctl.tap({ kind: 'field', uid: card.targets[0] });
    expect(s.state.play.map((p) => p.uid)).toEqual([card.uid]);
    endTurn(ctl);
    expect(s.state.active).toBe(1);
    // The bot's whole turn, then the human again.
    for (let i = 0; i < 50 && s.state.active === 1; i++) timers.run();
    expect(s.state.active).toBe(0);
    expect(ctl.model.canAct).toBe(true);
  });

  it('lets a person hurry a bot waiting to act: it acts at once (issue 12: bot turns could not be hurried)', () => {
    const { ctl, timers, s } = controller(HUMAN_BOT, 7);
    ctl.start();
    timers.run();
    endTurn(ctl);
    expect(s.state.active).toBe(1);
    const before = s.actionCount;
    expect(timers.pending()).toBeGreaterThan(0); // the bot waits for its pause
    ctl.hurry();
    expect(s.actionCount).toBeGreaterThan(before); // it acted without the timer
  });

  it('hides the next hand behind a hand-off screen between two humans', () => {
    const { ctl, s } = controller([{ kind: 'human' }, { kind: 'human' }], 7);
    expect(ctl.handoff).toBe(0); // even the first player taps before seeing their hand
    ctl.tap({ kind: 'button', id: 'endTurn' }); // ignored behind the screen
    expect(s.actionCount).toBe(0);
    ctl.acceptHandoff();
    expect(ctl.handoff).toBeNull();
    endTurn(ctl);
    expect(s.state.active).toBe(1);
    expect(ctl.handoff).toBe(1);
    expect(ctl.viewer).toBe(1);
    expect(ctl.model.hand).not.toBeNull();
  });

  it('shows a bot’s turn through the human’s eyes (the bot’s hand stays hidden)', () => {
    const { ctl, timers } = controller(HUMAN_BOT, 7);
    ctl.start();
    endTurn(ctl);
    expect(ctl.viewer).toBe(0);
    expect(ctl.model.players[1].handCount).toBeGreaterThan(0);
    expect(ctl.session.view(0).players[1].hand).toBeNull();
    timers.run();
  });

  it('says why an action is refused and changes nothing', () => {
    const { ctl, s } = controller(HUMAN_BOT, 7);
    const before = s.state;
    const r = ctl.send({ type: 'endTurn', seat: 1 });
    expect(r.ok).toBe(false);
    expect(ctl.error).toBe('error.notYourTurn');
    expect(s.state).toBe(before);
  });
});

describe('the upkeep shown step by step', () => {
  it('walks the actor through the six steps as their animations play, input closed and bots waiting meanwhile', async () => {
    const timers = fakeTimers();
    const s = session(HUMAN_BOT, 7);
    const game = playedGame(s);
    const ctl = new TableController(game, { speed: 'normal', timers, now: () => 0 });
    const play = manualRunner();
    ctl.attach(play.runner);
    const phases: string[] = [];
    ctl.onPhase((phase, step) => phases.push(step ? `${phase} ${step}` : phase));
    ctl.start();
    // The turn ends with one card discarded, so that every step has something to show.
    ctl.tap({ kind: 'button', id: 'endTurn' });
    ctl.tap({ kind: 'option', value: ctl.model.hand![0].uid });
    ctl.tap({ kind: 'button', id: 'confirm' });
    expect(game.actor.machineState()).toBe('upkeep.discard.playing');
    expect(ctl.phase).toBe('upkeep');
    const seen: (number | null)[] = [];
    for (let n = 0; n < 60 && play.waiting.length; n++) {
      seen.push(ctl.upkeepStep);
      // While a step is shown: taps do nothing but inspect, no bot is scheduled, the screen is not idle.
      const count = s.actionCount;
      ctl.tap({ kind: 'button', id: 'endTurn' });
      expect(s.actionCount).toBe(count);
      expect(timers.delays()).not.toContain(BOT_DELAY.normal); // (the other timer is the step's safety net)
      expect(ctl.idle).toBe(false);
      await play.next();
    }
    // Each step was shown in order, and only once its animations had played did the actor move on.
    const order = seen.filter((x, i) => x !== seen[i - 1]);
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
    expect(phases.slice(0, 7)).toEqual(['upkeep 1', 'upkeep 2', 'upkeep 3', 'upkeep 4', 'upkeep 5', 'upkeep 6', 'main']);
    expect(game.actor.machineState()).toBe('main.acting');
    // Now the bot may act.
    expect(timers.delays()).toEqual([BOT_DELAY.normal]);
    ctl.stop();
  });

  it('shows every step at once at instant speed, or with no scene attached', () => {
    const { ctl, game, s } = controller(HUMAN_BOT, 7);
    const phases: string[] = [];
    ctl.onPhase((phase) => phases.push(phase));
    ctl.start();
    endTurn(ctl);
    expect(s.state.active).toBe(1);
    expect(game.actor.phase()).toBe('main');
    expect(phases.at(-1)).toBe('main');
  });

  it('skips what is left of the upkeep when an action is sent meanwhile (the test hook)', () => {
    const timers = fakeTimers();
    const s = session([{ kind: 'human' }, { kind: 'human' }], 7);
    const game = playedGame(s);
    const ctl = new TableController(game, { speed: 'normal', timers, now: () => 0 });
    ctl.attach(manualRunner().runner);
    ctl.acceptHandoff();
    endTurn(ctl);
    expect(ctl.phase).toBe('upkeep');
    const next = s.legal(1).find((a) => a.type === 'endTurn')!;
    expect(ctl.send(next).ok).toBe(true);
    expect(s.state.active).toBe(0);
  });
});

describe('a resumed game', () => {
  it('opens its chronicle on its last moves, replayed from the save, the same lines as when they were played', () => {
    const { ctl, timers, s } = controller();
    ctl.start();
    for (let i = 0; i < 60 && !ctl.model.gameOver; i++) timers.run();
    const resumed = GameSession.resume(s.toSave());
    if ('error' in resumed) throw new Error(resumed.error);
    const again = new TableController(playedGame(resumed), { speed: 'instant', timers: fakeTimers(), now: () => 0 });
    expect(again.log.length).toBeGreaterThan(3);
    // Its last lines are the played game's last lines.
    const tail = (log: typeof ctl.log) => log.slice(-3).map((l) => JSON.stringify(l));
    expect(tail(again.log)).toEqual(tail(ctl.log));
  });
});

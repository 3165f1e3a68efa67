// The controller conducts a whole game: bots play at their pace (here, fake timers), every action is
// saved, the screen re-syncs after each batch, a hot-seat hand-off hides the next hand until its
// player taps, and taps from the human become the engine's actions.
import { describe, expect, it } from 'vitest';
import { createGamePort } from '../../scenes/presenter/game-port';
import { TableController } from '../../scenes/presenter/TableController';
import type { SaveFile } from '../../src/persist/save';
import { GameSession } from '../../src/session/game-session';
import { fakeTimers, session } from './helpers';

function controller(seats = [{ kind: 'bot' as const, bot: 'greedy' as const }, { kind: 'bot' as const, bot: 'random' as const }], seed = 3) {
  const timers = fakeTimers();
  const saves: SaveFile[] = [];
  let cleared = 0;
  const s = session(seats, seed);
  const ctl = new TableController(createGamePort(s), {
    speed: 'instant', timers, now: () => 0, store: { write: (save) => saves.push(save), clear: () => cleared++ },
  });
  return { ctl, timers, saves, cleared: () => cleared, s };
}

describe('TableController', () => {
  it('lets bots play a whole game to the end, saving after every action', () => {
    const { ctl, timers, saves, cleared, s } = controller();
    let over = 0, syncs = 0;
    ctl.onGameOver(() => over++);
    ctl.onSync(() => syncs++);
    ctl.start();
    for (let i = 0; i < 5000 && !ctl.model.gameOver; i++) timers.run();
    expect(ctl.model.gameOver).toBe(true);
    expect(over).toBe(1);
    expect(syncs).toBeGreaterThan(0);
    expect(saves).toHaveLength(s.actionCount);
    expect(saves[saves.length - 1].actions).toHaveLength(s.actionCount);
    expect(cleared()).toBe(1);
    expect(ctl.model.result!.winners.length).toBeGreaterThan(0);
    expect(ctl.log.some((l) => l.key === 'log.gameOver')).toBe(true);
    expect(ctl.idle).toBe(true);
  });

  it('plays the human’s taps and waits for them', () => {
    const { ctl, timers, s } = controller([{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }] as never, 7);
    ctl.start();
    timers.run();
    expect(ctl.viewer).toBe(0);
    expect(ctl.model.canAct).toBe(true);
    expect(timers.pending()).toBe(0); // nothing happens until the human acts
    const card = ctl.model.hand!.find((c) => c.targets.length)!;
    ctl.tap({ kind: 'hand', uid: card.uid });
    ctl.tap({ kind: 'field', uid: card.targets[0] });
    expect(s.state.play.map((p) => p.uid)).toEqual([card.uid]);
    ctl.tap({ kind: 'button', id: 'endTurn' });
    ctl.tap({ kind: 'button', id: 'confirm' });
    expect(s.state.active).toBe(1);
    // The bot's whole turn, then the human again.
    for (let i = 0; i < 50 && s.state.active === 1; i++) timers.run();
    expect(s.state.active).toBe(0);
    expect(ctl.model.canAct).toBe(true);
  });

  it('hides the next hand behind a hand-off screen between two humans', () => {
    const { ctl, s } = controller([{ kind: 'human' }, { kind: 'human' }] as never, 7);
    expect(ctl.handoff).toBe(0); // even the first player taps before seeing their hand
    ctl.tap({ kind: 'button', id: 'endTurn' }); // ignored behind the screen
    expect(s.actionCount).toBe(0);
    ctl.acceptHandoff();
    expect(ctl.handoff).toBeNull();
    ctl.tap({ kind: 'button', id: 'endTurn' });
    ctl.tap({ kind: 'button', id: 'confirm' });
    expect(s.state.active).toBe(1);
    expect(ctl.handoff).toBe(1);
    expect(ctl.viewer).toBe(1);
    expect(ctl.model.hand).not.toBeNull();
  });

  it('shows a bot’s turn through the human’s eyes (the bot’s hand stays hidden)', () => {
    const { ctl, timers } = controller([{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }] as never, 7);
    ctl.start();
    ctl.tap({ kind: 'button', id: 'endTurn' });
    ctl.tap({ kind: 'button', id: 'confirm' });
    expect(ctl.viewer).toBe(0);
    expect(ctl.model.players[1].handCount).toBeGreaterThan(0);
    expect(ctl.session.view(0).players[1].hand).toBeNull();
    timers.run();
  });

  it('says why an action is refused and changes nothing', () => {
    const { ctl, s } = controller([{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }] as never, 7);
    const before = s.state;
    const r = ctl.send({ type: 'endTurn', seat: 1 });
    expect(r.ok).toBe(false);
    expect(ctl.error).toBe('error.notYourTurn');
    expect(s.state).toBe(before);
  });
});

describe('a resumed game', () => {
  it('opens its chronicle on its last moves, replayed from the save, the same lines as when they were played', () => {
    const { ctl, timers, saves } = controller();
    ctl.start();
    for (let i = 0; i < 60 && !ctl.model.gameOver; i++) timers.run();
    const save = saves[saves.length - 1];
    const resumed = GameSession.resume(save);
    if ('error' in resumed) throw new Error(resumed.error);
    const again = new TableController(createGamePort(resumed), { speed: 'instant', timers: fakeTimers(), now: () => 0, store: { write: () => {}, clear: () => {} } });
    expect(again.log.length).toBeGreaterThan(3);
    // Its last lines are the played game's last lines.
    const tail = (log: typeof ctl.log) => log.slice(-3).map((l) => JSON.stringify(l));
    expect(tail(again.log)).toEqual(tail(ctl.log));
  });
});

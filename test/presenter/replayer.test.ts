// A replay on the table (issue 13: "step through any finished or saved game forwards and backwards";
// the brief: "it is a viewer: no seat may act, no autosave, no slot written"). Through the real
// application and the table's controller, without a scene (animations shown at once).
import { describe, expect, it } from 'vitest';
import { GameApp } from '../../src/app/game-app';
import { stateHash } from '../../src/engine';
import type { ClassicGame } from '../../src/app/game-actor';
import { Replay } from '../../src/replay/replay';
import { memorySlots } from '../../src/persist/slots';
import type { SaveFile, SeatConfig } from '../../src/persist/save';
import { CoopController } from '../../scenes/presenter/CoopController';
import { Replayer, watchOf } from '../../scenes/presenter/replayer';
import { TableController } from '../../scenes/presenter/TableController';
import { fakeTimers, memory, session } from './helpers';
import { CoopSession } from '../../src/session/coop-session';

const HOT_SEAT: SeatConfig[] = [{ kind: 'human' }, { kind: 'human' }];
const VS_BOT: SeatConfig[] = [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }];

/** A game of `seats` played `n` actions in by greedy bots standing in for everyone. */
function played(seats: SeatConfig[], n: number): SaveFile {
  const s = session(seats.map(() => ({ kind: 'bot', bot: 'greedy' })), 5);
  for (let i = 0; i < n && s.state.phase !== 'gameOver'; i++) s.send(s.botAction());
  return { ...s.toSave(), seats } as SaveFile;
}

function app() {
  const timers = fakeTimers();
  const slots = memorySlots();
  const a = new GameApp<TableController | CoopController>(memory(), memory(), {
    slots,
    present: (game) => (game.mode === 'coop' ? new CoopController(game, { speed: 'instant', timers }) : new TableController(game as ClassicGame, { speed: 'instant', timers, now: () => 0 })),
  });
  return { a, timers, slots };
}

describe('a replay on the table', () => {
  it('steps forward and back through the game, each position the state after that many actions', () => {
    const save = played(VS_BOT, 60);
    const { a } = app();
    const r = Replayer.of(a, save) as Replayer;
    const replay = Replay.from(save) as Replay;
    r.open(0);
    expect(r.step).toBe(0);
    for (let k = 1; k <= 5; k++) {
      expect(r.forward()).toBe(true);
      expect(r.step).toBe(k);
      expect(stateHash(a.game!.session.state)).toBe(stateHash(replay.stateAt(k)));
    }
    r.open(r.step - 1);
    expect(stateHash(a.game!.session.state)).toBe(stateHash(replay.stateAt(4)));
    r.open(r.steps);
    expect(r.atEnd).toBe(true);
    expect(r.forward()).toBe(false);
  });

  it('lets no seat act, keeps its bots still, and writes no slot', async () => {
    const save = played(VS_BOT, 20);
    const { a, timers, slots } = app();
    const r = Replayer.of(a, save) as Replayer;
    r.open(3);
    const ctl = a.table as TableController;
    ctl.start();
    timers.run();
    expect(r.step).toBe(3); // the bot to act did not act
    expect(ctl.model.hand === null || ctl.model.hand.every((c) => c.targets.length === 0)).toBe(true);
    ctl.tap({ kind: 'button', id: 'endTurn' });
    expect(r.step).toBe(3);
    await a.flush();
    expect(await slots.list()).toEqual([]);
    expect(a.slotId).toBeNull();
  });

  it('shows the open table for a finished game or one against bots, the audience for a hot-seat game in progress', () => {
    const hot = played(HOT_SEAT, 20);
    expect(watchOf(hot, false)).toBe('audience');
    expect(watchOf(hot, true)).toBe('open');
    expect(watchOf(played(VS_BOT, 20), false)).toBe('open');
    const { a } = app();
    const r = Replayer.of(a, hot) as Replayer;
    expect(r.watch).toBe('audience');
    r.open(10);
    const ctl = a.table as TableController;
    expect(ctl.model.hand).toBeNull();
    expect(ctl.handoff).toBeNull();
  });

  it('replays a cooperative game on its board, every hand open, its bots still', () => {
    const coop = CoopSession.start({ seed: 4, heroes: ['seiya', 'shun'], difficulty: 'normal' }, [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }]);
    const stand = CoopSession.start({ seed: 4, heroes: ['seiya', 'shun'], difficulty: 'normal' }, [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'greedy' }]);
    for (let i = 0; i < 40 && stand.state.phase !== 'gameOver'; i++) stand.send(stand.botAction());
    const save = { ...stand.toSave(), seats: coop.seats };
    const { a, timers } = app();
    const r = Replayer.of(a, save) as Replayer;
    const replay = Replay.from(save) as Replay;
    r.open(0);
    const ctl = a.table as CoopController;
    expect(ctl).toBeInstanceOf(CoopController);
    ctl.start();
    timers.run();
    expect(r.step).toBe(0);
    for (let k = 1; k <= 6; k++) {
      expect(r.forward()).toBe(true);
      timers.run();
      expect(stateHash(a.game!.session.state)).toBe(stateHash(replay.stateAt(k)));
    }
    // The viewer's hand is the table's; every other hero's shows beside their panel (open hands).
    expect(ctl.model.table.hand).not.toBeNull();
    expect(ctl.model.heroes.filter((h) => h.seat !== ctl.viewer).every((h) => h.hand !== null)).toBe(true);
    r.open(2);
    expect(stateHash(a.game!.session.state)).toBe(stateHash(replay.stateAt(2)));
  });

  it('refuses a save that does not load, with its reason', () => {
    const save = played(VS_BOT, 10);
    const { a } = app();
    expect(Replayer.of(a, { ...save, actions: [{ type: 'endTurn', seat: 3 }] })).toMatchObject({ reason: 'refused' });
  });
});

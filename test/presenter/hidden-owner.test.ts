// Hidden information has one owner, the engine (issue 24): a table's controller reads the game only
// through views and redacted events. Two games that differ only in cards the table's viewer cannot
// see (the types of cards in another hero's hand and deck swapped) must give the same model, the
// same chronicle and the same animations; a controller that peeked at the full state would tell them
// apart. And the field the conductor follows from redacted events is the state's after every action.
import { describe, expect, it } from 'vitest';
import { classicGame, coopGame } from '../../src/app/game-actor';
import { rules, type CoopSetupOptions, type GameState, type Seat } from '../../src/engine';
import type { CoopSeatConfig, SeatConfig } from '../../src/persist/save';
import { CoopSession } from '../../src/session/coop-session';
import { GameSession } from '../../src/session/game-session';
import type { AnimStep } from '../../scenes/presenter/anim-jobs';
import type { AnimRunner } from '../../scenes/presenter/AnimationQueue';
import { CoopController } from '../../scenes/presenter/CoopController';
import { TableController } from '../../scenes/presenter/TableController';
import { fieldAfter } from '../../scenes/presenter/table/animation';
import { Chronicle } from '../../scenes/presenter/table/chronicle';
import { eventsToLog } from '../../scenes/presenter/log';
import { fakeTimers, swapHidden } from './helpers';

function recorder(): { runner: AnimRunner; steps: AnimStep[] } {
  const steps: AnimStep[] = [];
  return { steps, runner: { run: (step) => { steps.push(step); return Promise.resolve(); } } };
}

/** What a table shows: its model, its chronicle, and the steps it animates. */
const shown = (ctl: { model: unknown; log: unknown }, steps: AnimStep[]) => JSON.stringify({ model: ctl.model, log: ctl.log, steps });

describe('a table reads no hidden card', () => {
  it('classic: the person sees the same table whatever the bot holds', () => {
    const bots: SeatConfig[] = [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'greedy' }];
    const played = GameSession.start({ seed: 5, heroes: ['seiya', 'shiryu'], firstSeat: 0 }, bots);
    for (let i = 0; i < 40 || played.seatToAct !== 0; i++) played.send(played.botAction());
    const save = { ...played.toSave(), seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }] as SeatConfig[] };
    const { twin, swapped } = swapHidden(played.state, 1);
    expect(swapped).toBeGreaterThan(0);
    const tables = [played.state, twin].map((state) => {
      const game = classicGame(GameSession.at(save, structuredClone(state), []), 'table');
      const ctl = new TableController(game, { speed: 'fast', timers: fakeTimers(), now: () => 0 });
      const rec = recorder();
      ctl.attach(rec.runner);
      // The person's first offer: the same action in both games (their hand is theirs to see).
      const action = game.session.legal(0).find((a) => a.type !== 'endTurn') ?? game.session.legal(0)[0];
      expect(ctl.send(action).ok).toBe(true);
      ctl.stop();
      return shown(ctl, rec.steps);
    });
    expect(tables[1]).toBe(tables[0]);
  });

  it.each([
    ['closed hands, the other hero a person', false, 'human'],
    ['open hands, the other hero a bot (its hand stays private)', true, 'bot'],
  ] as const)('cooperative with %s: a hero sees the same board whatever the other holds', (_, openHands, otherKind) => {
    const setup = { seed: 4, heroes: ['seiya', 'shiryu', 'hyoga'], difficulty: 'normal' } as CoopSetupOptions;
    const played = CoopSession.start(setup, setup.heroes.map(() => ({ kind: 'bot', bot: 'planner' }) as CoopSeatConfig));
    // On to a hero's turn where the next hero holds cards of different types in hand and deck.
    const ready = () => typeof played.toAct === 'number' && swapHidden(played.state, (played.toAct + 1) % setup.heroes.length).swapped > 0;
    for (let i = 0; i < 2000 && !ready(); i++) played.send(played.botAction());
    const seat = played.toAct as Seat;
    const other = (seat + 1) % setup.heroes.length;
    const seats: CoopSeatConfig[] = setup.heroes.map((_, s) => (s === seat || (s === other && otherKind === 'human') ? { kind: 'human' } : { kind: 'bot', bot: 'planner' }));
    const save = { ...played.toSave(), seats };
    const { twin, swapped } = swapHidden(played.state, other);
    expect(swapped).toBeGreaterThan(0);
    const boards = [played.state, twin].map((state) => {
      const game = coopGame(CoopSession.at(save, structuredClone(state), []), 'table');
      const ctl = new CoopController(game, { speed: 'fast', timers: fakeTimers(), now: () => 0, openHands });
      const rec = recorder();
      ctl.attach(rec.runner);
      const action = game.session.legal(seat)[0];
      expect(ctl.send(action).ok).toBe(true);
      ctl.stop();
      return shown(ctl, rec.steps);
    });
    expect(boards[1]).toBe(boards[0]);
  });
});

describe('the field the conductor follows', () => {
  const follow = (session: { state: GameState; send(a: unknown): unknown; botAction(): unknown }, mode: 'classic' | 'coop', viewer: Seat) => {
    let field = [...session.state.field];
    let checked = 0;
    for (let i = 0; i < 3000 && session.state.phase !== 'gameOver'; i++) {
      const r = session.send(session.botAction()) as { ok: boolean; state: GameState; events: Parameters<typeof fieldAfter>[1] };
      if (!r.ok) break;
      field = fieldAfter(field, rules(mode).redact(r.state as never, r.events, viewer));
      expect(field).toEqual(r.state.field);
      checked++;
    }
    return checked;
  };

  it('is the state\'s after every action of a classic game with the expansions', () => {
    const bots: SeatConfig[] = [0, 1, 2].map(() => ({ kind: 'bot', bot: 'greedy' }));
    const session = GameSession.start({ seed: 9, heroes: ['seiya', 'shiryu', 'hyoga'], sets: ['asgard', 'poseidon'], epics: true }, bots);
    expect(follow(session, 'classic', 1)).toBeGreaterThan(100);
  });

  it('is the piles\' face-up tops after every action of a cooperative game', () => {
    const setup = { seed: 12, heroes: ['seiya', 'shiryu'], difficulty: 'normal' } as CoopSetupOptions;
    const session = CoopSession.start(setup, [{ kind: 'bot', bot: 'planner' }, { kind: 'bot', bot: 'planner' }]);
    expect(follow(session, 'coop', 0)).toBeGreaterThan(100);
  });
});

describe('the chronicle, told from what the table was shown', () => {
  // The lines a chronicle holding the state's uid → type table would tell: none may be lost or changed
  // by naming cards only from views and redacted events.
  const compare = (session: { state: GameState; send(a: unknown): unknown; botAction(): unknown; view(v: Seat): unknown }, mode: 'classic' | 'coop', viewer: Seat) => {
    const chronicle = new Chronicle([], null, session.view(viewer));
    const full: ReturnType<typeof eventsToLog> = [];
    for (let i = 0; i < 3000 && session.state.phase !== 'gameOver'; i++) {
      const r = session.send(session.botAction()) as { ok: boolean; state: GameState; events: Parameters<typeof eventsToLog>[0] };
      if (!r.ok) break;
      chronicle.tell(rules(mode).redact(r.state as never, r.events as never, viewer));
      full.push(...eventsToLog(r.events, r.state.cards));
      expect(chronicle.lines).toEqual(full.slice(-chronicle.lines.length));
      // The table re-syncs from a view now and then (after its animations), not after every action.
      if (i % 7 === 0) chronicle.learn(session.view(viewer));
    }
    expect(full.length).toBeGreaterThan(100);
  };

  it('tells a classic game with the expansions as the full state would', () => {
    const bots: SeatConfig[] = [0, 1, 2].map(() => ({ kind: 'bot', bot: 'greedy' }));
    compare(GameSession.start({ seed: 9, heroes: ['seiya', 'shiryu', 'hyoga'], sets: ['asgard', 'poseidon'], epics: true }, bots), 'classic', 1);
  });

  it('tells a cooperative game as the full state would', () => {
    const setup = { seed: 12, heroes: ['seiya', 'shiryu'], difficulty: 'normal' } as CoopSetupOptions;
    compare(CoopSession.start(setup, [{ kind: 'bot', bot: 'planner' }, { kind: 'bot', bot: 'planner' }]), 'coop', 0);
  });
});

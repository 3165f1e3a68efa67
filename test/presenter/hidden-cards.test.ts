// The local table animates only what its viewer may know (issue 23: a production page's hook listed
// the cards flying face down into a bot's hand, by type). Whole games played through the controllers,
// a classic one between a person and a bot and cooperative ones between bots, with a runner that reads
// every card flight: a flight names a card only if the table's viewer sees it where it was, where it
// went or on the way (hidden-places.ts, the rulebook's places, not the engine's rule), and a nameless
// one is a back all the way; the viewer's own draws still turn face up, with their names.
import { describe, expect, it } from 'vitest';
import { coopGame, createGameActor } from '../../src/app/game-actor';
import { createBot } from '../../src/bots';
import type { CoopSetupOptions, GameState, Seat, Uid } from '../../src/engine';
import type { CoopSeatConfig, SeatConfig } from '../../src/persist/save';
import { CoopSession } from '../../src/session/coop-session';
import type { AnimJob, AnimStep } from '../../scenes/presenter/anim-jobs';
import { CoopController } from '../../scenes/presenter/CoopController';
import { TableController } from '../../scenes/presenter/TableController';
import { seenDuring } from '../stream/hidden-places';
import { fakeTimers, session } from './helpers';

const flush = () => new Promise((r) => setTimeout(r, 0));
type Fly = Extract<AnimJob, { kind: 'fly' }>;

/** Reads every flight the table plays against what its viewer may see during the action shown. */
function flightReader() {
  let may = new Map<Uid, number>();
  const wrong: string[] = [];
  const flights: Fly[] = [];
  return {
    wrong, flights,
    /** The action just sent: what the viewer may see while it is shown. */
    heard(before: GameState, after: GameState, events: Parameters<typeof seenDuring>[2], viewer: Seat) { may = seenDuring(before, after, events, viewer); },
    runner: {
      run: async (step: AnimStep) => {
        for (const j of step.jobs) {
          if (j.kind !== 'fly') continue;
          flights.push(j);
          if (j.uid < 0 ? j.card !== -1 || j.faceFrom || j.faceTo : may.get(j.uid) !== j.card) wrong.push(JSON.stringify(j));
        }
      },
    },
  };
}

describe('the local table animates only what its viewer may know', () => {
  it('classic, a person against a bot: the bot\'s draws fly as nameless backs, the person\'s own turn face up', async () => {
    const seats: SeatConfig[] = [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }];
    const s = session(seats, 5);
    const timers = fakeTimers();
    const game = { mode: 'classic' as const, session: s, actor: createGameActor(s, 'table') };
    const ctl = new TableController(game, { speed: 'normal', timers, now: () => 0 });
    const read = flightReader();
    let before = s.state;
    s.onChange((events, _a, after) => { read.heard(before, after, events, ctl.viewer); before = after; });
    ctl.attach(read.runner);
    ctl.start();
    // The person plays as a greedy bot would, through the table.
    const person = createBot('greedy', 1);
    for (let i = 0; i < 50_000 && s.state.phase !== 'gameOver'; i++) {
      if (timers.run() === 0) await flush();
      const toAct = s.state.pending ? s.state.pending.seat : s.state.active;
      if (ctl.idle && toAct === 0 && s.legal(0).length) expect(ctl.send(person.decide(s.view(0), s.legal(0))).ok).toBe(true);
    }
    expect(s.state.phase).toBe('gameOver');
    expect(ctl.viewer).toBe(0);
    expect(read.wrong.slice(0, 3)).toEqual([]);
    const draws = (seat: Seat) => read.flights.filter((j) => j.from.zone === 'deck' && j.to.zone === 'hand' && j.to.seat === seat);
    expect(draws(1).length).toBeGreaterThan(50);
    expect(draws(1).every((j) => j.uid === -1)).toBe(true);
    expect(draws(0).length).toBeGreaterThan(50);
    expect(draws(0).every((j) => j.uid >= 0 && j.card > 0 && !j.faceFrom && j.faceTo)).toBe(true);
  });

  it.each([false, true])('cooperative, bots only (open hands: %s): a card given to or drawn by a hero off screen flies as a back', async (openHands) => {
    const seats: CoopSeatConfig[] = [{ kind: 'bot', bot: 'planner' }, { kind: 'bot', bot: 'planner' }, { kind: 'bot', bot: 'planner' }];
    const cs = CoopSession.start({ seed: 4, heroes: ['seiya', 'shiryu', 'hyoga'] as CoopSetupOptions['heroes'], difficulty: 'normal' }, seats);
    const timers = fakeTimers();
    const ctl = new CoopController(coopGame(cs, 'table'), { speed: 'fast', timers, now: () => 0, openHands });
    const read = flightReader();
    let before: GameState = cs.state;
    cs.onChange((events, _a, after) => { read.heard(before, after, events, ctl.viewer); before = after; });
    ctl.attach(read.runner);
    ctl.start();
    for (let i = 0; i < 50_000 && ctl.moment !== 'gameOver'; i++) if (timers.run() === 0) await flush();
    expect(ctl.moment).toBe('gameOver');
    expect(read.wrong.slice(0, 3)).toEqual([]);
    expect(read.flights.filter((j) => j.uid === -1).length).toBeGreaterThan(0);
    expect(read.flights.filter((j) => j.uid >= 0 && j.to.zone === 'hand' && !j.faceFrom && j.faceTo).length).toBeGreaterThan(10);
  });
});

// Issue 22: the bots handle the promo cards 9001–9003. From a position where seat 0 faces a promo with
// Force and Cosmos to spare and holds the other two, greedy and random bots play on for hundreds of
// moves: every listed action is accepted, the state keeps every invariant, and the promo's Vaincu (the
// greedy bot buys it at once) and the Destroys (played and used by the random bots) do happen.
import { describe, expect, it } from 'vitest';
import { createBot, type BotKind } from '../../src/bots';
import { lazyClassicView, rules, type GameEvent, type GameState } from '../../src/engine';
import { buildState, loadScenario } from '../../src/sim/scenario';
import { checkInvariants } from '../property/invariants';

const BASE_RESERVE = [80, 81, 82, 83, 84, 89, 90, 85, 86, 88, 30, 31, 43, 44, 45, 53, 66, 77, 39, 47, 80, 81, 82, 83, 84, 89, 90, 85, 86, 88];
const STARTER = [1, 1, 1, 1, 1, 1, 1, 1, 1];

function start(promo: number, seed: number): GameState {
  const others = [9001, 9002, 9003].filter((id) => id !== promo);
  return buildState(loadScenario({
    name: 'bots and promos', rule: 'issue 22',
    state: {
      seed, sets: ['promo'],
      field: [80, 81, 82, 83, 84, promo],
      reserve: BASE_RESERVE,
      players: [
        { hero: 'seiya', hand: others, deck: [...STARTER, 6], wounded: [11], play: [{ card: 11, facing: 5, force: 9, cosmos: 9 }] },
        { hero: 'shiryu', deck: [2, 2, 2, 2, 2, 2, 2, 2, 2, 7], frozen: [12] },
        { hero: 'hyoga', deck: [3, 3, 3, 3, 3, 3, 3, 3, 3, 8] },
      ],
    },
  }));
}

/** Plays up to `moves` bot moves; returns every event. */
function play(state: GameState, kind: BotKind, seed: number, moves: number): GameEvent[] {
  const bots = state.players.map((_, seat) => createBot(kind, seed * 31 + seat));
  const events: GameEvent[] = [];
  for (let i = 0; i < moves && state.phase !== 'gameOver'; i++) {
    const seat = state.pending ? state.pending.seat : state.active;
    const bot = bots[seat];
    const action = bot.decideOnState ? bot.decideOnState(state, seat) : bot.decide(lazyClassicView(state, seat), rules('classic').legal(state, seat));
    const result = rules('classic').applyInPlace(state, action);
    expect(result.ok, result.ok ? '' : `move ${i}: ${result.error.message}`).toBe(true);
    if (result.ok) events.push(...result.events);
    expect(checkInvariants(state, { applyListed: 'none' }), `move ${i}`).toEqual([]);
  }
  return events;
}
const fired = (events: GameEvent[], card: number, trigger: string) =>
  events.some((e) => e.type === 'triggered' && e.card === card && e.trigger === trigger);

describe('the bots and the promo cards', () => {
  for (const promo of [9001, 9002, 9003]) {
    it(`greedy bots buy ${promo} at once; its Vaincu (every seat's choices) resolves and the game goes on`, () => {
      const state = start(promo, 1);
      const events = play(state, 'greedy', 1, 400);
      expect(events.find((e) => e.type === 'acquired')).toMatchObject({ card: promo, seat: 0 });
      expect(fired(events, promo, 'defeated')).toBe(true);
    });
  }

  it('random bots play the promos from the hand and use their Destroy, in games that go on', () => {
    let destroys = 0;
    for (const promo of [9001, 9002, 9003]) {
      for (const seed of [1, 2, 3, 4, 5, 6]) {
        const state = start(promo, seed);
        const events = play(state, 'random', seed, 300);
        destroys += events.filter((e) => e.type === 'activated' && (e.card === 9002 || e.card === 9003)).length;
      }
    }
    expect(destroys).toBeGreaterThan(0);
  });
});

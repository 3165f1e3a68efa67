// A hand-made GameView for presenter tests: a small table where each test sets what it needs.
import type { Action, GameView } from '../../src/engine';

export function viewFixture(over: Partial<GameView> = {}): GameView {
  const base: GameView = {
    viewer: 0, phase: 'main', active: 0, firstSeat: 0, turn: 3, clock: 10, finalRound: false, reserveCount: 80,
    field: [
      { uid: 100, type: 30, cost: { force: 7, cosmos: 5 }, offered: { force: 0, cosmos: 0 } },
      { uid: 101, type: 31, cost: { force: 3, cosmos: null }, offered: { force: 2, cosmos: 0 } },
      null,
      { uid: 103, type: 33, cost: { force: 4, cosmos: 4 }, offered: { force: 0, cosmos: 0 } },
      { uid: 104, type: 34, cost: { force: 2, cosmos: 2 }, offered: { force: 0, cosmos: 0 } },
      { uid: 105, type: 35, cost: { force: 1, cosmos: 1 }, offered: { force: 0, cosmos: 0 } },
    ],
    fieldDiscard: [],
    play: [{ uid: 7, seat: 0, facing: 101, type: 11 }],
    players: [
      { seat: 0, hero: 'seiya', handCount: 3, hand: [{ uid: 1, type: 1 }, { uid: 2, type: 1 }, { uid: 6, type: 6 }], deckCount: 5, discard: [], destroyed: [], marked: [{ uid: 9, type: 12 }], armor: null, setAsideCount: 5, vp: 0 },
      { seat: 1, hero: 'shiryu', handCount: 5, hand: null, deckCount: 5, discard: [], destroyed: [], marked: [], armor: null, setAsideCount: 5, vp: 2 },
    ],
    pending: null, result: null,
  };
  return { ...base, ...over };
}

/** The legal actions that go with viewFixture(): seat 0 may play its Seiyas facing 100, 101, 103, equip its armor. */
export function legalFixture(): Action[] {
  return [
    { type: 'play', seat: 0, card: 1, facing: 100, effect: true },
    { type: 'play', seat: 0, card: 1, facing: 101, effect: true },
    { type: 'play', seat: 0, card: 1, facing: 103, effect: true },
    { type: 'equip', seat: 0, card: 6, effect: true },
    { type: 'equip', seat: 0, card: 6, effect: false },
    { type: 'acquire', seat: 0, target: 101, by: 'force', armor: false },
    { type: 'heal', seat: 0, card: 7, targets: [9] },
    { type: 'endTurn', seat: 0, discard: [] },
  ];
}

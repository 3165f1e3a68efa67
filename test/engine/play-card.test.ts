// The op playCard (Robes Divines Gamma 1017, Delta 1018): a card of a hand or a deck is played by the
// controller as if from their hand; a card that cannot be played stays where it is; a card of another
// player goes back to that player's discard at the end of the turn (a 'returnTo' modifier).
import { describe, expect, it } from 'vitest';
import { drain } from '../../src/engine/classic/effects';
import { pushEffect } from '../../src/engine/effects/stack';
import { rules, type GameEvent, type GameState } from '../../src/engine';
import type { Op } from '../../src/cards';
import { buildState, loadScenario } from '../../src/sim/scenario';

function start(field: (number | null)[], players: object[]): GameState {
  return buildState(loadScenario({ name: 't', rule: 't', state: { sets: ['asgard'], field, players } }));
}
/** Plays the first card of type `type` found in the game, for seat 0; `played`: what the op bound. */
function run(state: GameState, type: number): { events: GameEvent[]; played: number[] } {
  const events: GameEvent[] = [];
  const uid = state.cards.indexOf(type);
  const ops: Op[] = [
    { op: 'let', cards: { var: 'card' }, as: 'card' },
    { op: 'playCard', cards: { var: 'card' }, as: 'played' },
  ];
  pushEffect(state, ops, { seat: 0, source: -1, vars: { card: [uid] } });
  const frame = state.stack[state.stack.length - 1];
  drain(state, events);
  return { events, played: frame.ctx.vars.played ?? [] };
}
const types = (state: GameState, uids: number[]) => uids.map((u) => state.cards[u]);

describe('playCard', () => {
  it('a character faces the only card there is without asking, and its Mise en jeu is offered', () => {
    const s = start([null, null, 80, null, null, null], [{ hero: 'seiya', deck: [11], discard: [1] }, { hero: 'shiryu' }]);
    const { played } = run(s, 11);
    expect(types(s, played)).toEqual([11]);
    expect(s.play).toEqual([{ uid: s.cards.indexOf(11), seat: 0, facing: s.field[2] }]);
    expect(s.pending?.kind).toBe('yesNo');
  });

  it('a character with nothing to face is not played: it stays in the deck', () => {
    const s = start([null, null, null, null, null, null], [{ hero: 'seiya', deck: [80] }, { hero: 'shiryu' }]);
    const { played } = run(s, 80);
    expect(played).toEqual([]);
    expect(types(s, s.players[0].deck)).toEqual([80]);
    expect(s.play).toEqual([]);
  });

  it('an armor cannot be played while the Anneau des Nibelungen is in your area', () => {
    const s = start([80, null, null, null, null, null], [{ hero: 'seiya', deck: [1015], relics: [1011] }, { hero: 'shiryu' }]);
    const { played } = run(s, 1015);
    expect(played).toEqual([]);
    expect(s.players[0].armor).toBeNull();
    expect(types(s, s.players[0].deck)).toEqual([1015]);
  });

  it('a relic goes to your area; a card not in a hand or a deck is not played', () => {
    const s = start([80, null, null, null, null, null], [{ hero: 'seiya', deck: [2027], discard: [81] }, { hero: 'shiryu' }]);
    run(s, 2027);
    expect(types(s, s.players[0].relics)).toEqual([2027]);
    const { played } = run(s, 81);
    expect(played).toEqual([]);
    expect(types(s, s.players[0].discard)).toEqual([81]);
  });

  it("a card of another player's hand is yours for the turn, then goes to their discard at the end of the turn", () => {
    const s = start([80, null, null, null, null, null], [{ hero: 'seiya', deck: [1, 1, 1, 1, 1] }, { hero: 'shiryu', hand: [82] }]);
    run(s, 82);
    expect(s.play).toEqual([{ uid: s.cards.indexOf(82), seat: 0, facing: s.field[0] }]);
    expect(s.modifiers).toContainEqual({ uid: s.cards.indexOf(82), force: 0, cosmos: 0, kind: 'returnTo', seat: 1 });
    const next = rules('classic').apply(s, { type: 'endTurn', seat: 0 });
    expect(next.ok).toBe(true);
    if (!next.ok) return;
    expect(types(next.state, next.state.players[1].discard)).toEqual([82]);
    expect(next.state.players[0].discard).toEqual([]);
  });
});

// The named handler acquiredFrozen (Écaille de Poséidon 2029, Défausser: "toutes les autres cartes du
// terrain acquises sont gelées au lieu d'être défaussées"): for the rest of the turn, the field cards the
// activating player acquires into the discard go to their marked area frozen instead. Rulings sheet
// (shared/seeds/002) "Carte marquée" (a freeze makes a card marked; Marqué fires), "Effets de terrain"
// (the Vaincu still fires: the card was acquired from the field).
import { describe, expect, it } from 'vitest';
import { rules, type Action, type GameEvent, type GameState } from '../../src/engine';
import { drain } from '../../src/engine/classic/effects';
import { pushEffect } from '../../src/engine/effects/stack';
import { handlers } from '../../src/engine/classic/handlers';
import { acquiredFrozen } from '../../src/engine/classic/handlers/acquired-frozen';
import type { Op } from '../../src/cards';
import { buildState, loadScenario } from '../../src/sim/scenario';
import { checkInvariants } from '../property/invariants';

function start(field: number[], hand: number[], other: object = { hero: 'shiryu' }): GameState {
  return buildState(loadScenario({ name: 't', rule: 't', state: { sets: ['poseidon'], field, reserve: [80, 80], players: [{ hero: 'seiya', hand }, other] } }));
}
function run(state: GameState, ops: Op[], seat = 0): GameEvent[] {
  const events: GameEvent[] = [];
  pushEffect(state, ops, { seat, source: -1, vars: {} });
  drain(state, events);
  return events;
}
function act(state: GameState, action: Action): { state: GameState; events: GameEvent[] } {
  const r = rules('classic').apply(state, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { state: r.state, events: r.events };
}
const types = (s: GameState, uids: number[]) => uids.map((u) => s.cards[u]).sort((a, b) => a - b);

describe('acquiredFrozen (Écaille de Poséidon)', () => {
  it('is registered', () => expect(handlers.acquiredFrozen).toBe(acquiredFrozen));

  it('a card acquired by Force goes to the marked area frozen; its Vaincu still fires', () => {
    const s = start([80, 81, 45, 83, 84, 89], [30, 30, 30]);
    run(s, [{ op: 'call', handler: 'acquiredFrozen' }]);
    run(s, [{ op: 'call', handler: 'acquiredFrozen' }]); // twice: still one rule
    expect(s.modifiers.filter((m) => m.kind === 'acquiredFrozen')).toEqual([{ uid: -1, seat: 0, force: 0, cosmos: 0, kind: 'acquiredFrozen' }]);
    let state = s;
    for (const card of s.players[0].hand) state = act(state, { type: 'play', seat: 0, card, facing: s.field[2]! }).state;
    const { state: after, events } = act(state, { type: 'acquire', seat: 0, target: s.field[2]!, by: 'force' });
    expect(types(after, after.players[0].marked)).toEqual([45]);
    expect(after.markers[s.field[2]!]).toEqual({ freeze: 2 });
    expect(types(after, after.players[0].discard)).toEqual([30, 30, 30]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'triggered', card: 45, trigger: 'defeated' }));
    expect(checkInvariants(after)).toEqual([]);
  });

  it('a card acquired by an effect into the discard is frozen too; into the hand it is not', () => {
    const s = start([80, 81, 82, 83, 84, 89], []);
    run(s, [{ op: 'call', handler: 'acquiredFrozen' }]);
    run(s, [{ op: 'move', cards: { nth: 0, of: { zone: 'field' } }, to: { zone: 'discard' }, how: 'acquire' }]);
    expect(types(s, s.players[0].marked)).toEqual([80]);
    run(s, [{ op: 'move', cards: { nth: 0, of: { zone: 'field' } }, to: { zone: 'hand', of: 'me' }, how: 'acquire' }]);
    expect(types(s, s.players[0].hand)).toEqual([81]);
  });

  it('only for the player who used it, and only this turn', () => {
    const s = start([80, 81, 82, 83, 84, 89], []);
    run(s, [{ op: 'call', handler: 'acquiredFrozen' }], 1);
    run(s, [{ op: 'move', cards: { nth: 0, of: { zone: 'field' } }, to: { zone: 'discard' }, how: 'acquire' }], 0);
    expect(types(s, s.players[0].discard)).toEqual([80]);
    run(s, [{ op: 'call', handler: 'acquiredFrozen' }], 0);
    const { state } = act(s, { type: 'endTurn', seat: 0 });
    expect(state.modifiers).toEqual([]);
  });
});

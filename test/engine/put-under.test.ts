// The named handler putUnder (Urne d'Athéna 2028, Mise en jeu) and the cards lying under a relic
// (GameState.under): "if the Urne undergoes an effect, the character under it undergoes the same"
// (static carriesUnder). Rulings sheet (shared/seeds/002) "Acquérir": the Urne's Mise en jeu is an
// acquisition; "Chevaliers d'Or, Flammes": a Gold Saint taken by a "vol" (Urne d'Athéna) removes no flame.
import { describe, expect, it } from 'vitest';
import { classicScoreSeat, rules, type GameEvent, type GameState } from '../../src/engine';
import { drain } from '../../src/engine/classic/effects';
import { pushEffect } from '../../src/engine/effects/stack';
import { handlers, HANDLER_READS } from '../../src/engine/classic/handlers';
import { putUnder } from '../../src/engine/classic/handlers/put-under';
import type { Op } from '../../src/cards';
import { buildState, loadScenario } from '../../src/sim/scenario';
import { checkInvariants } from '../property/invariants';

function start(relic = 2028): GameState {
  return buildState(loadScenario({
    name: 't', rule: 't',
    state: { sets: ['poseidon'], field: [80, 81, 82, 83, 84, 89], players: [{ hero: 'seiya', relics: [relic] }, { hero: 'shiryu', discard: [31, 2013] }] },
  }));
}
function run(state: GameState, ops: Op[], source: number, vars: Record<string, number[]> = {}, seat = 0): GameEvent[] {
  const events: GameEvent[] = [];
  pushEffect(state, ops, { seat, source, vars });
  drain(state, events);
  return events;
}
/** Seat 0's relic with seat 1's Aldébaran (31) under it. */
function withCardUnder(relic = 2028): { s: GameState; urn: number; ald: number } {
  const s = start(relic);
  const urn = s.players[0].relics[0];
  const ald = s.players[1].discard[0];
  run(s, [{ op: 'call', handler: 'putUnder' }], urn, { kept: [ald] });
  return { s, urn, ald };
}

describe('putUnder (Urne d\'Athéna)', () => {
  it('is registered and reads the variable "kept"', () => {
    expect(handlers.putUnder).toBe(putUnder);
    expect(HANDLER_READS.putUnder).toEqual(['kept']);
  });

  it('places the card under the relic: zone "under" of the relic\'s holder, an acquisition, no flame', () => {
    const s = start();
    const urn = s.players[0].relics[0];
    const ald = s.players[1].discard[0];
    const events = run(s, [{ op: 'call', handler: 'putUnder' }], urn, { kept: [ald] });
    expect(s.under).toEqual({ [urn]: [ald] });
    expect(s.players[1].discard).not.toContain(ald);
    expect(events).toContainEqual(expect.objectContaining({ type: 'cardMoved', uid: ald, to: { zone: 'under', seat: 0, relic: urn } }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'acquired', seat: 0, uid: ald, by: 'effect' }));
    expect(s.clock).toBe(12);
    expect(classicScoreSeat(s, 0).vp).toBe(1 + 5); // the Urne and Aldébaran
    expect(rules('classic').view(s, 1).players[0].under).toEqual([{ uid: ald, type: 31, relic: urn }]);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('a Mariner General taken under the Urne reveals his pillar and gives a Libra weapon (onAcquired)', () => {
    const s = buildState(loadScenario({
      name: 't', rule: 't',
      state: { sets: ['poseidon'], pillarsAside: [2038], players: [{ hero: 'seiya', relics: [2028] }, { hero: 'shiryu', discard: [2013] }] },
    }));
    run(s, [{ op: 'call', handler: 'putUnder' }], s.players[0].relics[0], { kept: [s.players[1].discard[0]] });
    expect(s.expansion!.pillarsInPlay.map((u) => s.cards[u])).toEqual([2038]);
    expect(s.players[0].libra).toBe(1);
  });

  it('does nothing when the source is not a relic in an area', () => {
    const s = start();
    const ald = s.players[1].discard[0];
    run(s, [{ op: 'call', handler: 'putUnder' }], s.field[0]!, { kept: [ald] });
    expect('under' in s).toBe(false);
    expect(s.players[1].discard).toContain(ald);
  });

  it('the Urne frozen: the card under it is frozen too, in the same marked area', () => {
    const { s, urn, ald } = withCardUnder();
    run(s, [{ op: 'freeze', cards: { zone: 'relics', of: 'all' } }], -1, {}, 1);
    expect(s.players[0].marked.sort()).toEqual([urn, ald].sort());
    expect(s.markers[ald]).toEqual({ freeze: 2 });
    expect(s.markers[urn]).toEqual({ freeze: 2 });
    expect('under' in s).toBe(false);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('a VP token on the Urne: one on the card under it too, both scored by the holder', () => {
    const { s, urn, ald } = withCardUnder();
    run(s, [{ op: 'addVp', cards: { zone: 'relics', of: 'all' }, value: 1 }], -1);
    expect(s.markers[urn]).toEqual({ vp: [1] });
    expect(s.markers[ald]).toEqual({ vp: [1] });
    expect(classicScoreSeat(s, 0).vp).toBe(1 + 5 + 2);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('the Urne destroyed: the card under it is destroyed too (by its holder)', () => {
    const { s, urn, ald } = withCardUnder();
    run(s, [{ op: 'destroy', cards: { zone: 'relics', of: 'all' } }], -1, {}, 1);
    expect(s.players[0].destroyed).toEqual([ald, urn]);
  });

  it('the Urne moved to another player\'s area: the card stays under it, now in that player\'s game', () => {
    const { s, urn, ald } = withCardUnder();
    const events = run(s, [{ op: 'move', cards: { zone: 'relics', of: 'all' }, to: { zone: 'relics', of: { seatVar: 'p' } } }], -1, { p: [1] });
    expect(s.players[1].relics).toEqual([urn]);
    expect(s.under).toEqual({ [urn]: [ald] });
    expect(events).toContainEqual(expect.objectContaining({ type: 'cardMoved', uid: ald, from: { zone: 'under', seat: 0, relic: urn }, to: { zone: 'under', seat: 1, relic: urn } }));
    expect(classicScoreSeat(s, 1).vp).toBe(1 + 5 + 4); // with Kanon (4) in their discard
    expect(checkInvariants(s)).toEqual([]);
  });

  it('a relic without the rule (carriesUnder) lets what lies under it fall into its holder\'s discard', () => {
    const { s, urn, ald } = withCardUnder(2027);
    run(s, [{ op: 'move', cards: { zone: 'relics', of: 'all' }, to: { zone: 'hand', of: { seatVar: 'p' } } }], -1, { p: [1] });
    expect(s.players[1].hand).toEqual([urn]);
    expect(s.players[0].discard).toEqual([ald]);
  });
});

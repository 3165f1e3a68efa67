// The named handler krakenReveal (Écaille du Kraken 2032, Arrivée: "chaque joueur révèle la première
// carte de sa pioche, si c'est un Personnage sans coût en cosmos il est blessé, sinon il la récupère en
// main"), run once per player (the player of the forEach, else the controller). Rulings sheet
// (shared/seeds/002) "Coût" (Heroes have no cost at all), "Carte marquée" (a wound marks: Marqué fires).
import { describe, expect, it } from 'vitest';
import type { GameEvent, GameState } from '../../src/engine';
import { drain } from '../../src/engine/classic/effects';
import { pushEffect } from '../../src/engine/effects/stack';
import { handlers } from '../../src/engine/classic/handlers';
import { krakenReveal } from '../../src/engine/classic/handlers/kraken-reveal';
import type { Op } from '../../src/cards';
import { buildState, loadScenario } from '../../src/sim/scenario';

function start(deck0: number[], deck1: number[] = [], extra: object = {}): GameState {
  return buildState(loadScenario({ name: 't', rule: 't', state: { ...extra, players: [{ hero: 'seiya', deck: deck0 }, { hero: 'shiryu', deck: deck1 }] } }));
}
function run(state: GameState, ops: Op[], seat = 0): GameEvent[] {
  const events: GameEvent[] = [];
  pushEffect(state, ops, { seat, source: -1, vars: {} });
  drain(state, events);
  return events;
}
const reveal: Op = { op: 'call', handler: 'krakenReveal' };
const types = (s: GameState, uids: number[]) => uids.map((u) => s.cards[u]);

describe('krakenReveal (Écaille du Kraken)', () => {
  it('is registered', () => expect(handlers.krakenReveal).toBe(krakenReveal));

  it('a character with a Force cost only is wounded', () => {
    const s = start([45, 80]);
    run(s, [reveal]);
    expect(types(s, s.players[0].marked)).toEqual([45]);
    expect(s.markers[s.players[0].marked[0]]).toEqual({ wound: true });
    expect(types(s, s.players[0].deck)).toEqual([80]);
  });

  it('a Hero (no cost at all) is wounded; a character with a Cosmos cost and an armor go to the hand', () => {
    for (const [top, where] of [[1, 'marked'], [80, 'hand'], [18, 'hand'], [2032, 'hand']] as const) {
      const s = start([top]);
      run(s, [reveal]);
      expect(types(s, s.players[0][where]), `${top}`).toEqual([top]);
    }
  });

  it('the player of the forEach reveals; an empty deck reveals nothing and nothing is reshuffled', () => {
    const s = buildState(loadScenario({ name: 't', rule: 't', state: { players: [{ hero: 'seiya', discard: [80] }, { hero: 'shiryu', deck: [80] }] } }));
    run(s, [{ op: 'forEach', players: 'all', ops: [reveal] }]);
    expect(types(s, s.players[0].discard)).toEqual([80]);
    expect(s.players[0].hand).toEqual([]);
    expect(types(s, s.players[1].hand)).toEqual([80]);
  });

  it('the Marqué of the wounded card fires (Poseidon ◆ Seiya: the transcended Seiya comes to the hand)', () => {
    const s = buildState(loadScenario({ name: 't', rule: 't', state: { sets: ['poseidon'], players: [{ hero: 'seiya', deck: [2001], setAside: [2006] }, { hero: 'shiryu' }] } }));
    const events = run(s, [reveal]);
    expect(types(s, s.players[0].marked)).toEqual([2001]);
    expect(types(s, s.players[0].hand)).toEqual([2006]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'triggered', card: 2001, trigger: 'marked' }));
  });
});

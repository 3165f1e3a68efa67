// The named handler discardDestroyedHero (Encerclés 2912): the Hero in variable `it`, if still in its
// owner's destroyed pile, goes to their discard; anywhere else it stays.
import { describe, expect, it } from 'vitest';
import { drain } from '../../src/engine/classic/effects';
import { pushEffect } from '../../src/engine/effects/stack';
import { discardDestroyedHero } from '../../src/engine/classic/handlers/discard-destroyed-hero';
import { handlers, HANDLER_READS } from '../../src/engine/classic/handlers';
import type { GameState } from '../../src/engine';
import { buildState, loadScenario } from '../../src/sim/scenario';

function start(): GameState {
  return buildState(loadScenario({ name: 't', rule: 't', state: { players: [{ hero: 'seiya', hand: [1] }, { hero: 'shiryu', destroyed: [2] }] } }));
}
function run(state: GameState, it: number[]): void {
  pushEffect(state, [{ op: 'call', handler: 'discardDestroyedHero' }], { seat: 0, source: -1, vars: { it } });
  drain(state, []);
}

describe('discardDestroyedHero', () => {
  it('is registered and declares the variable it reads', () => {
    expect(handlers.discardDestroyedHero).toBe(discardDestroyedHero);
    expect(HANDLER_READS.discardDestroyedHero).toEqual(['it']);
  });

  it('moves a destroyed card to its owner\'s discard, whoever runs it', () => {
    const s = start();
    run(s, [s.players[1].destroyed[0]]);
    expect(s.players[1].destroyed).toEqual([]);
    expect(s.players[1].discard.map((u) => s.cards[u])).toEqual([2]);
  });

  it('leaves a card that is no longer destroyed where it is', () => {
    const s = start();
    const inHand = s.players[0].hand[0];
    run(s, [inHand]);
    expect(s.players[0].hand).toEqual([inHand]);
    expect(s.players[0].discard).toEqual([]);
  });
});

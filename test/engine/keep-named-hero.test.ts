// The named handler keepNamedHero (La force de l'amitié 2910): the Hero named is the one the seat in
// variable `named` plays; variable `held` keeps only that Hero's cards (any rank, transcended too).
import { describe, expect, it } from 'vitest';
import { keepNamedHero } from '../../src/engine/classic/handlers/keep-named-hero';
import { handlers, HANDLER_READS } from '../../src/engine/classic/handlers';
import type { GameState } from '../../src/engine';
import { buildState, loadScenario } from '../../src/sim/scenario';

function start(): GameState {
  return buildState(loadScenario({ name: 't', rule: 't', state: { sets: ['poseidon'], players: [
    { hero: 'seiya', hand: [1, 2, 12, 2007, 80] },
    { hero: 'shiryu' },
    { hero: 'hyoga' },
  ] } }));
}
/** Runs the handler with `held` bound to seat 0's hand; returns the card types it keeps. */
function run(state: GameState, named: number[]): number[] {
  const frame = { ops: [], pc: 0, ctx: { seat: 0, source: -1, vars: { named, held: [...state.players[0].hand] } } };
  keepNamedHero(state, frame, [], { ask: () => { throw new Error('asks nothing'); } });
  return frame.ctx.vars.held.map((u) => state.cards[u]).sort((a, b) => a - b);
}

describe('keepNamedHero', () => {
  it('is registered and declares the variables it reads', () => {
    expect(handlers.keepNamedHero).toBe(keepNamedHero);
    expect(HANDLER_READS.keepNamedHero).toEqual(['named', 'held']);
  });

  it('keeps the cards of the Hero the named seat plays: every rank, the transcended one included', () => {
    expect(run(start(), [1])).toEqual([2, 12, 2007]);
  });

  it('keeps none when the named Hero is not held, or when nothing was named', () => {
    expect(run(start(), [2])).toEqual([]);
    expect(run(start(), [])).toEqual([]);
  });
});

// The named handler finalRound (Attaque de la fondation Graad 2901, end of Epic: "otherwise the game is
// over"): the game ends as when the last flame goes (RULING-3): the current round is finished, then the
// end-of-game effects run and the game is scored.
import { describe, expect, it } from 'vitest';
import { rules } from '../../src/engine';
import { drain } from '../../src/engine/classic/effects';
import { pushEffect } from '../../src/engine/effects/stack';
import { finalRound } from '../../src/engine/classic/handlers/final-round';
import { handlers } from '../../src/engine/classic/handlers';
import type { GameEvent, GameState } from '../../src/engine';
import { buildState, loadScenario } from '../../src/sim/scenario';

function start(): GameState {
  return buildState(loadScenario({ name: 't', rule: 't', state: {
    active: 1, firstSeat: 0, field: [80, 81, 82, 83, 84, 89], reserve: [86, 88],
    players: [{ hero: 'seiya' }, { hero: 'shiryu', deck: [2] }, { hero: 'hyoga' }],
  } }));
}
function run(state: GameState): GameEvent[] {
  const events: GameEvent[] = [];
  pushEffect(state, [{ op: 'call', handler: 'finalRound' }, { op: 'draw', n: 1 }], { seat: state.active, source: -1, vars: {} });
  drain(state, events);
  return events;
}
const endTurn = (state: GameState): GameState => {
  const r = rules('classic').apply(state, { type: 'endTurn', seat: state.active });
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
};

describe('finalRound', () => {
  it('is registered under its name', () => {
    expect(handlers.finalRound).toBe(finalRound);
  });

  it('makes this round the last one: the effect goes on, the round is finished, then the game is scored', () => {
    let s = start();
    const events = run(s);
    expect(s.finalRound).toBe(true);
    expect(events.filter((e) => e.type === 'finalRound')).toHaveLength(1);
    expect(s.phase).toBe('main');
    expect(s.players[1].hand).toHaveLength(1); // the rest of the effect ran
    s = endTurn(s);
    expect([s.phase, s.active]).toEqual(['main', 2]);
    s = endTurn(s);
    expect(s.phase).toBe('gameOver'); // before seat 0, who began, plays again
  });

  it('does nothing more when the round is already the last one', () => {
    const s = start();
    s.finalRound = true;
    expect(run(s).filter((e) => e.type === 'finalRound')).toHaveLength(0);
  });
});

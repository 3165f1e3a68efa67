// Mimir rides with his carrier (rulebook p.14): « se il Trasportatore diventa Sfinito, la pedina di Mimir
// rimane al suo posto fino all'inizio del round successivo » — he still acts (interacts) from the column
// his carrier fell in, until the next round's carrier is chosen.
import { describe, expect, it } from 'vitest';
import { copyGow, gowRules, type GowState } from '../../src/engine/gow';
import { actingColumn } from '../../src/engine/gow/hero-actions';
import { hurt } from '../../src/engine/gow/heroes';

function placedWithMimir(): GowState {
  let state = gowRules.setup({ seed: 5, heroes: ['kratos', 'mimir', 'atreus'] }).state;
  for (let guard = 0; state.pending && state.pending.kind !== 'hero' && guard < 20; guard++) {
    const a = gowRules.legalActions(state, state.pending.seat).find((x) => x.type !== 'carry' || x.carrier === 'kratos')!;
    state = copyGow(state);
    gowRules.check(state, a);
    gowRules.execute(state, a, []);
  }
  return state;
}

describe('Mimir and his carrier', () => {
  it('acts from his carrier\'s column, and from where it fell once it is exhausted', () => {
    const state = placedWithMimir();
    const mimir = state.figures.find((f) => f.id === 'mimir')!;
    const kratos = state.figures.find((f) => f.id === 'kratos')!;
    expect(mimir.carrier).toBe('kratos');
    const column = kratos.column!;
    expect(actingColumn(state, mimir)).toBe(column);
    hurt(state, kratos, kratos.health, []);
    expect(kratos.exhausted).toBe(true);
    expect(kratos.column).toBeNull();
    expect(actingColumn(state, mimir)).toBe(column);
  });
});

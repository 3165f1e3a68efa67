// Every refusal explained on the table (issue 12): when what faces a field card looks enough but the
// rules refuse the acquisition, the table's model carries the rules' reason, naming the card responsible.
import { describe, expect, it } from 'vitest';
import { rules } from '../../src/engine';
import { buildState, loadScenario } from '../../src/sim/scenario';
import { buildTableModel } from '../../scenes/presenter/table-model';

describe('the table model explains a refused acquisition', () => {
  it('names Kuraggu (66) when the three Force facing Serpent des Mers (64) look enough but his rule forbids it', () => {
    const state = buildState(loadScenario({ name: 't', rule: 't', state: {
      field: [64, 66, 80, 81, 82, 83],
      players: [{ hero: 'seiya', play: [{ card: 1, facing: 0 }, { card: 1, facing: 0 }, { card: 1, facing: 0 }] }, { hero: 'shiryu' }],
    } }));
    const m = buildTableModel(rules('classic').view(state, 0), rules('classic').legal(state, 0), [false, true], (a) => {
      const why = rules('classic').refusal(state, a);
      return why && { key: why.key, params: why.params ?? {} };
    });
    const serpent = m.field[0];
    expect(serpent.offered.force).toBeGreaterThanOrEqual(serpent.cost.force!);
    expect(serpent.acquire).toEqual([]);
    expect(serpent.refusal).toEqual({ key: 'error.acquisitionForbidden', params: expect.objectContaining({ card: 64, rule: 66 }) });
    // Where nothing looks enough, nothing is said.
    expect(m.field[2].refusal).toBeNull();
  });
});

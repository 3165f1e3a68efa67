// Field effects visible without a long press (issue 12): a field card whose rule changes what players
// may do carries short captions in the table's model (its statics' message keys); a plain card none.
import { describe, expect, it } from 'vitest';
import { rules, type Action } from '../../src/engine';
import { t } from '../../src/i18n';
import { buildState, loadScenario } from '../../src/sim/scenario';
import { buildTableModel } from '../../scenes/presenter/table-model';

const modelOf = (field: number[], sets: ('asgard' | 'poseidon')[] = []) => {
  const state = buildState(loadScenario({ name: 't', rule: 't', state: {
    sets, field, players: [{ hero: 'seiya', hand: [1] }, { hero: 'shiryu' }],
  } }));
  return buildTableModel(rules('classic').view(state, 0), rules('classic').legal(state, 0), [false, true]);
};

describe('the table model shows the rules of the field cards', () => {
  it('gives Kuraggu (66) his caption, in French and in English, and a plain card none', () => {
    const m = modelOf([80, 66, 81, 82, 83, 84]);
    expect(m.field[1].captions).toEqual(['caption.noOtherSaint']);
    expect(t(m.field[1].captions[0], {}, 'en')).toBe('No other Saint can be acquired');
    expect(t(m.field[1].captions[0], {}, 'fr')).toBe('Aucun autre Chevalier acquérable');
    for (const slot of [0, 2, 3, 4, 5]) expect(m.field[slot].captions).toEqual([]);
  });

  it('follows the cards: each slot has its own card’s rule (Guards, a Black Saint, Sorento), empty slots none', () => {
    const m = modelOf([1032, 72, 1034, 2014, 80, 81], ['asgard', 'poseidon']);
    expect(m.field.map((s) => s.captions)).toEqual([
      ['caption.leftCostMore'], ['caption.cheaperFor.seiya'], ['caption.noCosmosAcquisition'], ['caption.unreducible'], [], [],
    ]);
  });

  it('writes no field rule on a card faced elsewhere: a marked Kuraggu that Krishna (2017) offers is not on the field', () => {
    let state = buildState(loadScenario({ name: 't', rule: 't', state: {
      sets: ['poseidon'], field: [80, 81, 82, 83, 84, 89],
      players: [{ hero: 'seiya', hand: [2017] }, { hero: 'shiryu', wounded: [66] }],
    } }));
    const krishna = state.players[0].hand[0];
    const kuraggu = state.players[1].marked[0];
    const step = (action: Action) => {
      const r = rules('classic').apply(state, action);
      if (!r.ok) throw new Error(JSON.stringify(r));
      state = r.state;
    };
    step({ type: 'play', seat: 0, card: krishna, facing: state.field[0]!, effect: false });
    step({ type: 'activate', seat: 0, card: krishna });
    step({ type: 'answer', seat: 0, decision: state.pending!.id, picks: [kuraggu] });
    const m = buildTableModel(rules('classic').view(state, 0), rules('classic').legal(state, 0), [false, true]);
    expect(m.expansion!.targets.map((x) => x.type)).toEqual([66]);
    expect(m.expansion!.targets[0].captions).toEqual([]);
  });
});

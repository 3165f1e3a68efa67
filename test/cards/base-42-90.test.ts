// What the scenario files cannot see for cards 42–90: the single enumerator (legalActions) follows the
// field rules while the card is on the field and forgets them as soon as it leaves (Kuraggu, Serpent
// des Mers, Dauphin, June, Sho's shield), and Astérion shows the opponent's hand to the deciding
// seat only (view).
import { describe, expect, it } from 'vitest';
import { rules, type Action, type GameState } from '../../src/engine';
import { buildState, loadScenario, resolveRefs } from '../../src/sim/scenario';

const F = [80, 81, 82, 83, 84, 89];
function start(state: unknown): GameState {
  return buildState(loadScenario({ name: 'test', rule: 'test', state }));
}
function act(state: GameState, action: Action): GameState {
  const result = rules('classic').apply(state, action);
  if (!result.ok) throw new Error(`${action.type} refused: ${result.error.message}`);
  return result.state;
}
const uid = (state: GameState, ref: string, seat = 0) => resolveRefs(state, [ref], seat, true)[0];
const play = (state: GameState, card: string, facing: string, effect = true) =>
  act(state, { type: 'play', seat: state.active, card: uid(state, card, state.active), facing: uid(state, facing), effect });
const acquires = (state: GameState, target: string) =>
  rules('classic').legal(state, state.active).filter((a) => a.type === 'acquire' && a.target === uid(state, target));

describe('field rules in legalActions, while the card is on the field and no longer', () => {
  it('Kuraggu: no acquisition of another Saint is listed until Kuraggu has left the field', () => {
    let s = start({ field: [66, 80, 82, 83, 84, 89], players: [{ hero: 'seiya', hand: [30, 1, 44, 2] }, { hero: 'shiryu' }] });
    s = play(s, 'hand:30', 'field:1');
    s = play(s, 'hand:1', 'field:1');
    expect(acquires(s, 'field:1')).toEqual([]);
    s = play(s, 'hand:44', 'field:0');
    s = play(s, 'hand:2', 'field:0');
    expect(acquires(s, 'field:0').map((a) => a.type === 'acquire' && a.by)).toEqual(['force']); // Kuraggu himself
    s = act(s, acquires(s, 'field:0')[0]);
    expect(acquires(s, 'field:1')).toHaveLength(1);
  });

  it('Serpent des Mers: the fight is listed only with 3 characters facing him', () => {
    let s = start({ field: [64, 80, 82, 83, 84, 89], players: [{ hero: 'seiya', hand: [30, 1, 46] }, { hero: 'shiryu' }] });
    s = play(s, 'hand:30', 'field:0');
    s = play(s, 'hand:1', 'field:0');
    expect(acquires(s, 'field:0')).toEqual([]);
    s = play(s, 'hand:46', 'field:0', false);
    expect(acquires(s, 'field:0')).toHaveLength(1);
  });

  it('Dauphin: the fight is listed only while a card is left in hand to discard', () => {
    let s = start({ field: [65, 80, 82, 83, 84, 89], players: [{ hero: 'seiya', hand: [30, 1, 81] }, { hero: 'shiryu' }] });
    s = play(s, 'hand:30', 'field:0');
    s = play(s, 'hand:1', 'field:0');
    expect(acquires(s, 'field:0')).toHaveLength(1);
    s = play(s, 'hand:81', 'field:1');
    expect(acquires(s, 'field:0')).toEqual([]);
  });

  it('June: no heal is listed while she is on the field; once acquired, healing is listed again', () => {
    let s = start({ field: [85, 80, 82, 83, 84, 89], players: [{ hero: 'seiya', hand: [11, 30, 1] }, { hero: 'shiryu', wounded: [2] }] });
    s = play(s, 'hand:11', 'field:1', false);
    const heals = (st: GameState) => rules('classic').legal(st, st.active).filter((a) => a.type === 'heal');
    expect(heals(s)).toEqual([]);
    s = play(s, 'hand:30', 'field:0');
    s = play(s, 'hand:1', 'field:0');
    s = act(s, acquires(s, 'field:0')[0]);
    expect(heals(s)).toHaveLength(1);
  });

  it("Sho: a Saint beside him cannot be activated for a Wound cost; once Sho is gone (discarded by Cristal's effect), he can", () => {
    let s = start({ field: F, players: [{ hero: 'seiya', hand: [77, 83, 62], deck: [86] }, { hero: 'shiryu', hand: [12] }] });
    s = play(s, 'hand:77', 'field:0');
    s = play(s, 'hand:83', 'field:0');
    const ban = uid(s, 'play:83');
    const activations = (st: GameState) => rules('classic').legal(st, st.active).filter((a) => a.type === 'activate' && a.card === ban);
    expect(activations(s)).toEqual([]);
    s = play(s, 'hand:62', 'field:1');
    s = act(s, { type: 'answer', seat: 0, decision: s.pending!.id, picks: [uid(s, 'play:77')] });
    expect(activations(s)).toHaveLength(1);
  });
});

describe("Astérion's look at a hand", () => {
  const setup = () => {
    let s = start({ field: F, players: [{ hero: 'seiya', hand: [48] }, { hero: 'shiryu', hand: [2, 7] }, { hero: 'hyoga', hand: [3] }] });
    s = play(s, 'hand:48', 'field:0');
    s = act(s, { type: 'activate', seat: 0, card: uid(s, 'play:48') });
    return act(s, { type: 'answer', seat: 0, decision: s.pending!.id, picks: [1] });
  };

  it('shows the whole hand, armor included, to the deciding seat, with the characters as options', () => {
    const s = setup();
    const mine = rules('classic').view(s, 0).pending as { revealCards?: { type: number }[]; optionCards: { type: number }[] };
    expect(mine.revealCards?.map((c) => c.type).sort()).toEqual([2, 7]);
    expect(mine.optionCards.map((c) => c.type)).toEqual([2]);
  });

  it('shows nothing of it to the other seats or the audience', () => {
    const s = setup();
    for (const viewer of [1, 2, 'audience'] as const) {
      const pending = rules('classic').view(s, viewer).pending as Record<string, unknown>;
      expect(Object.keys(pending).sort()).toEqual(['prompt', 'seat']);
      if (viewer !== 1) expect(rules('classic').view(s, viewer).players[1].hand).toBeNull(); // seat 1 sees its own hand, as always
    }
  });
});

// Taps become actions: select a hand card then a field card to play it; the Play effect, the heal
// targets and the end-of-turn discards are asked locally; decisions are answered by picks.
import { describe, expect, it } from 'vitest';
import { handMark, InputMapper, type Intent } from '../../scenes/presenter/InputMapper';
import { buildTableModel } from '../../scenes/presenter/table-model';
import type { Action } from '../../src/engine';
import { legalFixture, viewFixture } from './fixtures';

const sent = (intents: Intent[]): Action | null => intents.find((i) => i.kind === 'send')?.action ?? null;

function mapper(over = {}, legal = legalFixture()) {
  const m = new InputMapper();
  m.setModel(buildTableModel(viewFixture(over), legal, [false, true]));
  return m;
}

describe('InputMapper', () => {
  it('plays a hand card facing the field card tapped next', () => {
    const m = mapper();
    expect(sent(m.tap({ kind: 'hand', uid: 2 }))).toBeNull();
    expect(m.selected).toBe(2);
    expect(m.targets()).toEqual([100, 101, 103]);
    expect(sent(m.tap({ kind: 'field', uid: 103 }))).toEqual({ type: 'play', seat: 0, card: 2, facing: 103, effect: true });
    expect(m.selected).toBeNull();
  });

  it('plays by dragging a card onto a field card, and not onto one it cannot face', () => {
    const m = mapper();
    expect(sent(m.tap({ kind: 'drop', uid: 1, on: 104 }))).toBeNull();
    expect(sent(m.tap({ kind: 'drop', uid: 1, on: 100 }))).toMatchObject({ type: 'play', card: 1, facing: 100 });
  });

  it('opens the zoom when a field card is tapped with nothing selected', () => {
    expect(mapper().tap({ kind: 'field', uid: 104 })).toEqual([{ kind: 'inspect', uid: 104 }]);
  });

  it('asks whether to use the Play effect when both are legal', () => {
    const m = mapper();
    m.tap({ kind: 'hand', uid: 6 });
    expect(sent(m.tap({ kind: 'button', id: 'equip' }))).toBeNull();
    expect(m.chooser()).toMatchObject({ kind: 'yesNo', key: 'ui.useEffect', source: 6 });
    expect(sent(m.tap({ kind: 'button', id: 'no' }))).toEqual({ type: 'equip', seat: 0, card: 6, effect: false });
    expect(m.chooser()).toBeNull();
  });

  it('acquires with the button of a slot', () => {
    expect(sent(mapper().tap({ kind: 'button', id: 'acquire:1:force' }))).toEqual(legalFixture()[5]);
    expect(sent(mapper().tap({ kind: 'button', id: 'acquire:0:force' }))).toBeNull();
  });

  it('heals: the wounded to heal are chosen, then confirmed', () => {
    const m = mapper();
    m.tap({ kind: 'button', id: 'heal:7' });
    expect(m.chooser()).toMatchObject({ kind: 'cards', options: [9], min: 1, max: 1, canConfirm: false });
    m.tap({ kind: 'option', value: 9 });
    expect(m.chooser()!.canConfirm).toBe(true);
    expect(sent(m.tap({ kind: 'button', id: 'confirm' }))).toEqual({ type: 'heal', seat: 0, card: 7, targets: [9] });
  });

  it('ends the turn after choosing the hand cards to discard (none is fine), or cancels', () => {
    const m = mapper();
    m.tap({ kind: 'button', id: 'endTurn' });
    expect(m.chooser()).toMatchObject({ key: 'ui.discardChoose', min: 0, max: 3, canConfirm: true, cancellable: true });
    m.tap({ kind: 'button', id: 'cancel' });
    expect(m.chooser()).toBeNull();
    m.tap({ kind: 'button', id: 'endTurn' });
    m.tap({ kind: 'hand', uid: 2 });
    expect(sent(m.tap({ kind: 'button', id: 'confirm' }))).toEqual({ type: 'endTurn', seat: 0, discard: [2] });
  });

  it('ends the turn at once with an empty hand', () => {
    const view = viewFixture();
    view.players[0] = { ...view.players[0], hand: [], handCount: 0 };
    const m = new InputMapper();
    m.setModel(buildTableModel(view, [{ type: 'endTurn', seat: 0, discard: [] }], [false, true]));
    expect(sent(m.tap({ kind: 'button', id: 'endTurn' }))).toEqual({ type: 'endTurn', seat: 0, discard: [] });
  });

  it('answers a decision with the picks, within its bounds', () => {
    const pending = { id: 4, seat: 0, kind: 'cards' as const, options: [1, 2, 6], min: 1, max: 2, prompt: 'prompt.discardFromHand', source: 100, bind: 'x', optionCards: [{ uid: 1, type: 1 }, { uid: 2, type: 1 }, { uid: 6, type: 6 }] };
    const m = mapper({ pending }, [{ type: 'answer', seat: 0, decision: 4, picks: [1] }]);
    expect(sent(m.tap({ kind: 'button', id: 'confirm' }))).toBeNull();
    m.tap({ kind: 'option', value: 1 });
    m.tap({ kind: 'option', value: 6 });
    m.tap({ kind: 'option', value: 2 }); // a third pick is refused (max 2)
    expect(m.chooser()!.picks).toEqual([1, 6]);
    expect(sent(m.tap({ kind: 'button', id: 'confirm' }))).toEqual({ type: 'answer', seat: 0, decision: 4, picks: [1, 6] });
  });

  it('answers yes/no and seat decisions with one tap', () => {
    const yesNo = { id: 5, seat: 0, kind: 'yesNo' as const, options: [1, 0], min: 1, max: 1, prompt: 'prompt.takeHeroBack', source: 100, bind: 'x', optionCards: [] };
    expect(sent(mapper({ pending: yesNo }).tap({ kind: 'button', id: 'yes' }))).toEqual({ type: 'answer', seat: 0, decision: 5, picks: [1] });
    const seat = { ...yesNo, id: 6, kind: 'seat' as const, options: [1] };
    expect(sent(mapper({ pending: seat }).tap({ kind: 'option', value: 1 }))).toEqual({ type: 'answer', seat: 0, decision: 6, picks: [1] });
  });

  it('takes a hand card tapped as a pick only in a choice of cards (a yes/no or a seat is no uid)', () => {
    // The hand stays in sight under a choice (issue 12): hand uids 1 and 2 must not answer yes or pick seat 1.
    const yesNo = { id: 5, seat: 0, kind: 'yesNo' as const, options: [1, 0], min: 1, max: 1, prompt: 'prompt.takeHeroBack', source: 100, bind: 'x', optionCards: [] };
    expect(mapper({ pending: yesNo }).tap({ kind: 'hand', uid: 1 })).toEqual([]);
    const seat = { ...yesNo, id: 6, kind: 'seat' as const, options: [1, 2] };
    expect(mapper({ pending: seat }).tap({ kind: 'hand', uid: 2 })).toEqual([]);
    const cards = { ...yesNo, id: 7, kind: 'cards' as const, options: [1, 2], optionCards: [{ uid: 1, type: 1 }, { uid: 2, type: 1 }] };
    const m = mapper({ pending: cards });
    m.tap({ kind: 'hand', uid: 2 });
    expect(m.chooser()!.picks).toEqual([2]);
  });

  it('names the card that asks (type and uid) and marks the hand cards of a choice', () => {
    const pending = { id: 4, seat: 0, kind: 'cards' as const, options: [1, 2], min: 1, max: 1, prompt: 'prompt.destroyFromHand', source: 100, bind: 'x', optionCards: [{ uid: 1, type: 1 }, { uid: 2, type: 1 }] };
    const m = mapper({ pending });
    expect(m.chooser()).toMatchObject({ source: 30, sourceUid: 100 });
    m.tap({ kind: 'hand', uid: 2 });
    const c = m.chooser();
    expect([1, 2, 6].map((uid) => handMark(c, uid))).toEqual(['option', 'picked', 'other']);
    expect(handMark(null, 1)).toBeNull();
    const heal = mapper();
    heal.tap({ kind: 'button', id: 'heal:7' });
    expect(heal.chooser()).toMatchObject({ source: 11, sourceUid: 7 });
    expect(handMark(heal.chooser(), 1)).toBe('other');
    const effect = mapper();
    effect.tap({ kind: 'hand', uid: 6 });
    effect.tap({ kind: 'button', id: 'equip' });
    expect(handMark(effect.chooser(), 6)).toBeNull(); // a yes/no: the hand is not marked
  });

  it('does nothing but zoom when the viewer may not act', () => {
    const m = mapper({ active: 1 }, []);
    expect(m.tap({ kind: 'hand', uid: 1 })).toEqual([]);
    expect(m.tap({ kind: 'button', id: 'endTurn' })).toEqual([]);
    expect(m.tap({ kind: 'field', uid: 100 })).toEqual([{ kind: 'inspect', uid: 100 }]);
  });
});

// Issue 12: a newcomer on a computer pressed Esc to close the card zoom and Enter to confirm a choice,
// and nothing happened. The keys go through the same mapper as taps: these check what the player
// would see change (the zoom closing, the choice panel going away, the lifted card dropping back).
import { describe, expect, it } from 'vitest';
import { InputMapper, type Intent } from '../../scenes/presenter/InputMapper';
import { isUndoKey, keyTap } from '../../scenes/presenter/keys';
import { buildTableModel } from '../../scenes/presenter/table-model';
import { legalFixture, viewFixture } from './fixtures';

function table() {
  const mapper = new InputMapper();
  mapper.setModel(buildTableModel(viewFixture(), legalFixture(), [false, true]));
  let inspected: number | null = null;
  /** Presses a key as the scene forwards it; what the mapper made of it. */
  const press = (key: string): Intent[] => {
    const tap = keyTap(key, { inspected, chooser: mapper.chooser(), selected: mapper.selected });
    if (!tap) return [];
    const intents = mapper.tap(tap);
    for (const i of intents) if (i.kind === 'inspect') inspected = i.uid;
    return intents;
  };
  return { mapper, press, zoom: (uid: number) => { inspected = uid; }, get inspected() { return inspected; } };
}

describe('keys at the table (issue 12)', () => {
  it('Esc closes the card zoom, and only the zoom', () => {
    const t = table();
    t.mapper.tap({ kind: 'hand', uid: 2 });
    t.zoom(100);
    t.press('Escape');
    expect(t.inspected).toBeNull();
    expect(t.mapper.selected).toBe(2); // the lifted card stays lifted under the zoom
  });

  it('Esc puts a selected hand card back', () => {
    const t = table();
    t.mapper.tap({ kind: 'hand', uid: 2 });
    t.press('Escape');
    expect(t.mapper.selected).toBeNull();
  });

  it('Esc cancels a choice that may be cancelled (the end-of-turn discard)', () => {
    const t = table();
    t.mapper.tap({ kind: 'button', id: 'endTurn' });
    expect(t.mapper.chooser()?.key).toBe('ui.discardChoose');
    t.press('Escape');
    expect(t.mapper.chooser()).toBeNull();
  });

  it('Esc leaves an engine decision open: it cannot be cancelled', () => {
    const mapper = new InputMapper();
    const pending = { id: 4, seat: 0, kind: 'cards', options: [1, 2], min: 1, max: 1, prompt: 'prompt.destroyFromHand', source: 30, bind: null, optionCards: [{ uid: 1, type: 1 }, { uid: 2, type: 1 }] };
    mapper.setModel(buildTableModel(viewFixture({ pending } as never), [{ type: 'answer', seat: 0, decision: 4, picks: [1] }], [false, true]));
    expect(mapper.chooser()).not.toBeNull();
    expect(keyTap('Escape', { inspected: null, chooser: mapper.chooser(), selected: null })).toBeNull();
  });

  it('Enter confirms the choice panel once it can be confirmed, not before', () => {
    const t = table();
    t.mapper.tap({ kind: 'button', id: 'heal:7' });
    expect(t.press('Enter')).toEqual([]); // nothing picked yet: the confirm button is disabled
    t.mapper.tap({ kind: 'option', value: 9 });
    expect(t.press('Enter')).toEqual([{ kind: 'send', action: { type: 'heal', seat: 0, card: 7, targets: [9] } }]);
  });

  it('Enter does nothing while a card is zoomed or without a choice', () => {
    const t = table();
    expect(t.press('Enter')).toEqual([]);
    t.mapper.tap({ kind: 'button', id: 'endTurn' });
    t.zoom(100);
    expect(keyTap('Enter', { inspected: 100, chooser: t.mapper.chooser(), selected: null })).toBeNull();
  });
});

describe('the undo key (issue 13)', () => {
  it('Z and Ctrl+Z undo (the key is read, Ctrl or not); a held key\'s repeats and Alt+Z do not', () => {
    const key = (k: string, more: { repeat?: boolean; altKey?: boolean } = {}) => ({ key: k, repeat: false, altKey: false, ...more });
    expect(isUndoKey(key('z'))).toBe(true);
    expect(isUndoKey(key('Z'))).toBe(true);
    expect(isUndoKey(key('z', { repeat: true }))).toBe(false);
    expect(isUndoKey(key('z', { altKey: true }))).toBe(false);
    expect(isUndoKey(key('y'))).toBe(false);
    expect(keyTap('z', { inspected: null, chooser: null, selected: null })).toBeNull(); // never a tap of the table
  });
});

// The table model offers exactly what the legal actions say, for the cards the viewer holds.
import { describe, expect, it } from 'vitest';
import { buildTableModel } from '../../scenes/presenter/table-model';
import { rules } from '../../src/engine';
import { legalFixture, viewFixture } from './fixtures';
import { session } from './helpers';

describe('buildTableModel', () => {
  it('gives every copy of a card in hand the targets listed for its type', () => {
    const m = buildTableModel(viewFixture(), legalFixture(), [false, true]);
    const [a, b, armor] = m.hand!;
    expect(a.targets).toEqual([100, 101, 103]);
    expect(b.targets).toEqual([100, 101, 103]); // uid 2 is not listed (same type): it may be played all the same
    expect(armor.targets).toEqual([]);
    expect(armor.equip).toMatchObject({ type: 'equip', card: 6 });
    expect(armor.effectChoice).toBe(true);
    expect(a.effectChoice).toBe(false);
  });

  it('puts the played cards under the card they face, with their heal, and the acquire button where legal', () => {
    const m = buildTableModel(viewFixture(), legalFixture(), [false, true]);
    expect(m.field[1].facing.map((p) => p.uid)).toEqual([7]);
    expect(m.field[1].facing[0].heal).toEqual({ card: 7, max: 1, options: [9] });
    expect(m.field[1].acquire).toEqual([{ by: 'force', armor: false, action: legalFixture()[5] }]);
    expect(m.field[0].acquire).toEqual([]);
    expect(m.field[2].uid).toBeNull();
    expect(m.endTurn).toMatchObject({ type: 'endTurn' });
    expect(m.canAct).toBe(true);
  });

  it('offers nothing to a viewer who may not act, and hides no one’s counts', () => {
    const m = buildTableModel(viewFixture({ active: 1 }), [], [false, true]);
    expect(m.canAct).toBe(false);
    expect(m.endTurn).toBeNull();
    expect(m.players[1]).toMatchObject({ isBot: true, active: true, handCount: 5, vp: 2 });
    expect(m.hand!.every((c) => c.targets.length === 0 && c.equip === null)).toBe(true);
  });

  it('describes a decision for the seat that makes it, and who waits for the others', () => {
    const pending = { id: 4, seat: 0, kind: 'cards' as const, options: [1, 2], min: 1, max: 1, prompt: 'prompt.discardFromHand', source: 100, bind: 'x', optionCards: [{ uid: 1, type: 1 }, { uid: 2, type: 1 }] };
    const mine = buildTableModel(viewFixture({ pending }), [{ type: 'answer', seat: 0, decision: 4, picks: [1] }], [false, true]);
    expect(mine.decision).toMatchObject({ id: 4, kind: 'cards', options: [1, 2], source: 30, sourceUid: 100, min: 1, max: 1 });
    const theirs = buildTableModel(viewFixture({ viewer: 1, pending: { seat: 0, prompt: 'prompt.discardFromHand' } }), [], [false, true]);
    expect(theirs.decision).toBeNull();
    expect(theirs.waiting).toEqual({ seat: 0, prompt: 'prompt.discardFromHand' });
  });

  it('matches the engine on a real game', () => {
    const s = session();
    const legal = rules('classic').legal(s.state, 0);
    const m = buildTableModel(s.view(0), legal, [false, true]);
    const playable = new Set(legal.filter((a) => a.type === 'play').map((a) => (a.type === 'play' ? a.facing : -1)));
    for (const c of m.hand!) if (c.targets.length) expect(new Set(c.targets)).toEqual(playable);
    expect(m.players).toHaveLength(2);
    expect(m.field.filter((f) => f.uid !== null)).toHaveLength(6);
  });
});

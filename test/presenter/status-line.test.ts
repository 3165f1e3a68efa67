// The status line says whose turn it is, who is choosing, and what a tap will do next.
import { afterEach, describe, expect, it } from 'vitest';
import { statusLine } from '../../scenes/presenter/status-line';
import { buildTableModel } from '../../scenes/presenter/table-model';
import { hasMessage, setLang } from '../../src/i18n';
import { legalFixture, viewFixture } from './fixtures';

afterEach(() => setLang('fr'));

describe('statusLine', () => {
  it('guides the player through their turn', () => {
    setLang('en');
    const m = buildTableModel(viewFixture(), legalFixture(), [false, true]);
    expect(statusLine(m, { error: null, selected: null, humans: true })).toMatch(/^Seiya's turn/);
    expect(statusLine(m, { error: null, selected: 'Jabu', humans: true })).toBe('Now tap a field card to play Jabu facing it');
    expect(statusLine(m, { error: 'error.notEnough', selected: null, humans: true })).toBe('Not enough yet.');
  });

  it('tells who plays or chooses when the viewer waits', () => {
    setLang('en');
    expect(statusLine(buildTableModel(viewFixture({ active: 1 }), [], [false, true]), { error: null, selected: null, humans: true })).toBe('Shiryu is playing…');
    expect(statusLine(buildTableModel(viewFixture({ active: 1 }), [], [true, true]), { error: null, selected: null, humans: false })).toBe('Bots are playing');
    const waiting = buildTableModel(viewFixture({ pending: { seat: 1, prompt: 'prompt.chooseOpponent' } }), [], [false, true]);
    expect(statusLine(waiting, { error: null, selected: null, humans: true })).toBe('Shiryu is choosing…');
  });

  it('names the upkeep step being shown, in both languages', () => {
    const m = buildTableModel(viewFixture(), legalFixture(), [false, true]);
    setLang('en');
    expect(statusLine(m, { error: null, selected: null, humans: true, upkeep: 2 })).toBe('Seiya’s upkeep, step 2 of 6: draw up to 5 cards');
    setLang('fr');
    expect(statusLine(m, { error: null, selected: null, humans: true, upkeep: 5 })).toBe('Entretien de Seiya, étape 5 sur 6 : les Arrivées complètent le terrain');
    for (const n of [1, 2, 3, 4, 5, 6]) expect(hasMessage(`upkeep.step${n}`)).toBe(true);
  });
});

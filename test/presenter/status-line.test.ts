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

  // Issue 12: a selected armor with no field card to face was announced with "tap a field card", which
  // does nothing; the line must say how to equip it (tap it again or the Equip button).
  it('tells how to equip an armor that has no field card to face, in both languages', () => {
    const m = buildTableModel(viewFixture(), legalFixture(), [false, true]);
    const armor = { error: null, selected: 'Armure de Pégase', selectedUid: 6, humans: true };
    setLang('en');
    expect(statusLine(m, armor)).toBe('Tap Armure de Pégase again, or the Equip button, to equip it');
    setLang('fr');
    expect(statusLine(m, armor)).toBe('Touchez de nouveau Armure de Pégase, ou le bouton Équiper, pour l’équiper');
    // A character with field cards to face still asks for one.
    expect(statusLine(m, { error: null, selected: 'Seiya', selectedUid: 1, humans: true })).toBe('Touchez une carte du terrain pour y opposer Seiya');
  });

  it('tells how to put a relic into play when it has no field card to face', () => {
    const view = viewFixture();
    view.players[0].hand!.push({ uid: 8, type: 60 });
    const m = buildTableModel(view, [...legalFixture(), { type: 'playRelic', seat: 0, card: 8 }], [false, true]);
    setLang('en');
    expect(statusLine(m, { error: null, selected: 'The Urn', selectedUid: 8, humans: true }))
      .toBe('Tap The Urn again, or the Put into play button, to put this relic into your area');
  });
});

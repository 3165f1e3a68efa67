// Issue 25, the deck viewer: the discard pile top first, the deck by name with counts; the engine's
// view gives a seat what its own deck holds (never its order) and nobody else's.
import { describe, expect, it } from 'vitest';
import { classicView, rules, HEROES, type GameState } from '../../src/engine';
import { setLang } from '../../src/i18n';
import { deckLines, discardLines } from '../../scenes/presenter/pile-view';
import { GameSession } from '../../src/session/game-session';

describe('the deck viewer', () => {
  it('lists the discard pile top first, one line a card', () => {
    setLang('en');
    const shown = discardLines([{ type: 1 }, { type: 2 }, { type: 3 }]);
    expect(shown.lines.map((l) => l.type)).toEqual([3, 2, 1]);
    expect(shown.title).toBe('Your discard pile: 3 cards');
    expect(discardLines([{ type: 1 }]).title).toBe('Your discard pile: 1 card');
  });

  it('lists the deck by name with counts, whatever its order', () => {
    setLang('en');
    const a = deckLines([5, 1, 5, 1, 5, 3]), b = deckLines([1, 1, 3, 5, 5, 5]);
    expect(a.lines).toEqual(b.lines);
    expect(a.lines.map((l) => l.count).sort()).toEqual([1, 2, 3]);
    expect([...a.lines].map((l) => l.label)).toEqual([...a.lines].map((l) => l.label).sort((x, y) => x.localeCompare(y)));
    expect(deckLines([]).note).toBe('Empty.');
  });

  it('is fed by the engine\'s view: the viewer\'s deck as sorted types, nobody else\'s, nothing by default', () => {
    const { state } = rules('classic').setup({ seed: 9, heroes: HEROES.slice(0, 3) as GameState['setup']['heroes'] });
    const seen = classicView(state, 1, { ownDeck: true });
    const mine = state.players[1].deck.map((u) => state.cards[u]).sort((x, y) => x - y);
    expect(seen.players[1].deckTypes).toEqual(mine);
    expect(seen.players[0].deckTypes).toBeUndefined();
    expect(seen.players[2].deckTypes).toBeUndefined();
    expect(classicView(state, 1).players[1].deckTypes).toBeUndefined();
    expect(classicView(state, 'audience', { ownDeck: true }).players.every((p) => p.deckTypes === undefined)).toBe(true);
    const session = GameSession.start({ seed: 9, heroes: HEROES.slice(0, 3) as GameState['setup']['heroes'] }, [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }]);
    expect(session.ownDeck(1)).toEqual(classicView(session.state, 1, { ownDeck: true }).players[1].deckTypes);
  });
});

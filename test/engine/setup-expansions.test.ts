// Setup options (Poseidon rulebook "Mise en place"; RULING-12, RULING-14): the expansion sets and the
// Epics. Base only stays the default, exactly as before, so old saves replay the same game.
import { describe, expect, it } from 'vitest';
import { CARD_TYPES } from '../../src/cards';
import { coopEpicsFor, EPIC_NEEDS, epicsFor, HEROES, ClassicSetupError, rules, type GameState } from '../../src/engine';
import { loadSave } from '../../src/persist/save';

const types = (state: GameState, uids: number[]) => uids.map((u) => state.cards[u]).sort((a, b) => a - b);
const reserveOf = (set: string) => [...CARD_TYPES.values()].filter((c) => c.set === set && c.zone === 'reserve')
  .reduce((n, c) => n + c.copies, 0);

describe('setup options', () => {
  it('base only by default: the same game as a setup without options (no new key in the setup, no Epic, no expansion parts)', () => {
    const a = rules('classic').setup({ seed: 9, heroes: ['seiya', 'ikki'] }).state;
    const b = rules('classic').setup({ seed: 9, heroes: ['seiya', 'ikki'], sets: [], epics: false }).state;
    expect(b).toEqual(a);
    expect(a.setup).toEqual({ seed: 9, heroes: ['seiya', 'ikki'] });
    expect(a.expansion).toBeNull();
    expect(a.epic).toBeNull();
    expect(a.cards).toHaveLength(2 * 15 + 125);
  });

  it('base uids are laid out as they always were (saves name cards by uid): each player\'s 10 starting cards, then their 5 Bronze Saints, then the reserve', () => {
    const { state } = rules('classic').setup({ seed: 5, heroes: ['seiya', 'shiryu'] });
    state.players.forEach((p, seat) => {
      expect([...p.hand, ...p.deck].sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, i) => seat * 15 + i));
      expect([...p.setAside].sort((a, b) => a - b)).toEqual(Array.from({ length: 5 }, (_, i) => seat * 15 + 10 + i));
    });
    expect(Math.min(...state.reserve, ...(state.field as number[]))).toBe(30);
  });

  it('Poseidon adds its 36 reserve cards, sets aside each player\'s ◆ Heroes (2) and transcended ★ Hero, the 7 pillars, 6 Libra weapons', () => {
    expect(reserveOf('poseidon')).toBe(36);
    const { state } = rules('classic').setup({ seed: 4, heroes: ['seiya', 'hyoga', 'ikki'], sets: ['poseidon'] });
    expect(state.reserve.length + 6).toBe(125 + 36);
    expect(state.players.map((p) => types(state, p.setAside))).toEqual([
      [11, 11, 11, 11, 11, 2001, 2001, 2006], [13, 13, 13, 13, 13, 2003, 2003, 2008], [15, 15, 15, 15, 15, 2005, 2005, 2010],
    ]);
    expect(types(state, state.expansion!.pillarsAside)).toEqual([2038, 2039, 2040, 2041, 2042, 2043, 2044]);
    expect(state.expansion).toMatchObject({ libra: 6, sapphires: 0, pillarsInPlay: [] });
    expect(state.cards.some((t) => t >= 1000 && t < 2000)).toBe(false);
  });

  it('Asgard adds its reserve cards and sets aside each player\'s ◆ Heroes and V2 armor', () => {
    const { state } = rules('classic').setup({ seed: 4, heroes: ['shun', 'shiryu'], sets: ['asgard'] });
    expect(state.reserve.length + 6).toBe(125 + reserveOf('asgard'));
    expect(state.players.map((p) => types(state, p.setAside))).toEqual([[14, 14, 14, 14, 14, 1004, 1004, 1009], [12, 12, 12, 12, 12, 1002, 1002, 1007]]);
    expect(state.expansion).toMatchObject({ libra: 0, pillarsAside: [] });
  });

  it('the promo set (issue 22) shuffles the three promo cards into the reserve, one of each, and nothing else: no piece, no expansion band', () => {
    const promos = [...CARD_TYPES.values()].filter((c) => c.set === 'promo');
    expect(promos.map((c) => [c.id, c.zone, c.copies])).toEqual([[9001, 'promo', 1], [9002, 'promo', 1], [9003, 'promo', 1]]);
    const plain = rules('classic').setup({ seed: 8, heroes: ['seiya', 'ikki'] }).state;
    const { state } = rules('classic').setup({ seed: 8, heroes: ['seiya', 'ikki'], sets: ['promo'] });
    expect(state.setup).toEqual({ seed: 8, heroes: ['seiya', 'ikki'], sets: ['promo'] });
    expect(state.cards).toEqual([...plain.cards, 9001, 9002, 9003]);
    expect(types(state, [...state.reserve, ...(state.field as number[])]).filter((t) => t > 9000)).toEqual([9001, 9002, 9003]);
    expect(state.players.map((p) => types(state, p.setAside))).toEqual(plain.players.map((p) => types(plain, p.setAside)));
    expect(state.expansion).toBeNull();
    expect(rules('classic').view(state, 0).sets).toEqual(['promo']);
    // Without the set, no game deals them.
    for (const sets of [[], ['asgard'], ['poseidon'], ['asgard', 'poseidon']] as const) {
      expect(rules('classic').setup({ seed: 8, heroes: ['seiya', 'ikki'], sets: [...sets] }).state.cards.some((t) => t > 9000), sets.join()).toBe(false);
    }
  });

  it('Epics on: one is revealed at the start, the rest face down; the view shows it with its hourglasses, not the deck', () => {
    const { state, events } = rules('classic').setup({ seed: 2, heroes: ['seiya', 'shiryu'], sets: ['asgard', 'poseidon'], epics: true });
    expect(state.epic!.current).not.toBeNull();
    expect(state.epic!.deck.length + 1).toBe(19);
    expect(events.map((e) => e.type)).toContain('epicRevealed');
    const v = rules('classic').view(state, 0);
    expect(v.epic).toMatchObject({ uid: state.epic!.current, hourglasses: 0 });
    expect(v.epicDeckCount).toBe(18);
    expect(JSON.stringify(v)).not.toContain('"deck"');
  });

  it('RULING-14: an Epic is in the deck only if what it names is in the game', () => {
    expect(Object.keys(EPIC_NEEDS).map(Number).sort()).toEqual([...CARD_TYPES.values()].filter((c) => c.kind === 'epic').map((c) => c.id));
    const baseOnly = epicsFor([]);
    expect(baseOnly).not.toContain(2902); // Blizzard: God Warriors
    expect(baseOnly).not.toContain(2904); // Déluge: Marinas
    expect(baseOnly).not.toContain(2907); // Encerclés: Guards
    expect(baseOnly).toContain(2906);
    expect(epicsFor(['poseidon'])).toContain(2904);
    expect(epicsFor(['poseidon'])).toContain(2907);
    expect(epicsFor(['poseidon'])).not.toContain(2911); // Fuite: Odin's statue
    expect(epicsFor(['asgard', 'poseidon'])).toHaveLength(19);
    expect(coopEpicsFor(['asgard', 'poseidon'])).not.toContain(2908); // about the clock
    expect(coopEpicsFor(['asgard', 'poseidon'])).toEqual(epicsFor(['asgard', 'poseidon']).filter((id) => id !== 2908 && id !== 2909));
    expect(epicsFor(['promo'])).toEqual(baseOnly); // the promo cards name no Guard nor ◆ Hero
    expect(epicsFor(['asgard', 'poseidon', 'promo'])).toHaveLength(19);
    const { state } = rules('classic').setup({ seed: 3, heroes: ['seiya', 'shiryu'], epics: true });
    expect(types(state, [...state.epic!.deck, state.epic!.current!])).toEqual(baseOnly);
  });

  it('refuses an unknown set or a set named twice', () => {
    expect(() => rules('classic').setup({ seed: 1, heroes: ['seiya', 'ikki'], sets: ['hades' as never] })).toThrow(ClassicSetupError);
    expect(() => rules('classic').setup({ seed: 1, heroes: ['seiya', 'ikki'], sets: ['asgard', 'asgard'] })).toThrow(ClassicSetupError);
    expect(() => rules('classic').setup({ seed: 1, heroes: ['seiya', 'ikki'], sets: ['promo', 'promo'] })).toThrow(ClassicSetupError);
  });

  it('the setup is kept as given, sets in a fixed order; a save with sets and Epics replays, an old save without them still loads', () => {
    const { state } = rules('classic').setup({ seed: 1, heroes: [...HEROES].slice(0, 2), sets: ['promo', 'poseidon', 'asgard'], epics: true });
    expect(state.setup).toEqual({ seed: 1, heroes: ['seiya', 'shiryu'], sets: ['asgard', 'poseidon', 'promo'], epics: true });
    const seats = [{ kind: 'human' as const }, { kind: 'human' as const }];
    const withSets = loadSave({ schema: 1, mode: 'classic', setup: state.setup, seats, actions: [{ type: 'endTurn', seat: state.active }] });
    expect(withSets.ok && withSets.state.epic).toBeTruthy();
    const old = loadSave({ schema: 1, mode: 'classic', setup: { seed: 1, heroes: ['seiya', 'shiryu'] }, seats, actions: [] });
    expect(old.ok && old.state.expansion).toBeNull();
  });
});

// The menu's new-game form and the URL options.
import { describe, expect, it } from 'vitest';
import { MenuModel } from '../../scenes/presenter/menu-model';
import { scoreRows } from '../../scenes/presenter/scores';
import { readUrlOptions, withoutNewGame } from '../../src/app/url-options';

describe('MenuModel', () => {
  it('keeps 2 to 5 seats, each with a hero of its own', () => {
    const m = new MenuModel(5);
    m.remove(0);
    expect(m.seats).toHaveLength(2);
    for (let i = 0; i < 5; i++) m.add();
    expect(m.seats).toHaveLength(5);
    expect(new Set(m.seats.map((s) => s.hero)).size).toBe(5);
    m.remove(4);
    m.nextHero(0);
    expect(new Set(m.seats.map((s) => s.hero)).size).toBe(4);
  });

  it('makes the setup and the seats of a session, with the typed seed', () => {
    const m = new MenuModel(5);
    m.toggleKind(0);
    m.toggleBot(1);
    expect(m.setSeed('123')).toBe(true);
    expect(m.setSeed('12a')).toBe(false);
    expect(m.setup()).toEqual({
      setup: { seed: 123, heroes: ['seiya', 'shiryu'] },
      seats: [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'hard' }],
    });
  });
});

describe('readUrlOptions', () => {
  it('reads a game to start at once', () => {
    const o = readUrlOptions('?new=1&seats=human,bot,random&seed=9&speed=instant&heroes=ikki&lang=en&test=1&fast=1');
    expect(o.newGame).toEqual({ mode: 'classic', seats: [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'random' }], heroes: ['ikki', 'seiya', 'shiryu'] });
    expect(o).toMatchObject({ seed: 9, seedGiven: true, speed: 'instant', lang: 'en', test: true, fast: true, scene: null });
    // The searching bot (issue 26); "easy" stays the random bot it has always meant.
    expect(readUrlOptions('?new=1&seats=hard,bot:hard,easy').newGame!.seats).toEqual([{ kind: 'bot', bot: 'hard' }, { kind: 'bot', bot: 'hard' }, { kind: 'bot', bot: 'random' }]);
  });

  it('falls back on defaults and knows the empty scene', () => {
    const o = readUrlOptions('?scene=empty&seed=x&speed=warp');
    expect(o).toMatchObject({ scene: 'empty', seedGiven: false, speed: null, newGame: null });
    expect(readUrlOptions('?new=1').newGame!.seats).toHaveLength(2);
  });

  it('drops the new-game words from the address so that a reload resumes', () => {
    expect(withoutNewGame('?test=1&new=1&seats=bot,bot&seed=3&heroes=ikki&first=1')).toBe('?test=1&seed=3');
    expect(readUrlOptions('?new=1&seats=bot,human&first=1').newGame).toMatchObject({ mode: 'classic', firstSeat: 1 });
    expect(readUrlOptions('?new=1&first=7').newGame).not.toHaveProperty('firstSeat');
  });
});

describe('scoreRows', () => {
  it('ranks players, marks winners and lists the cards that scored', () => {
    const rows = scoreRows({
      scores: [
        { seat: 0, vp: 10, byCard: [{ type: 30, count: 1, vp: 4 }, { type: 1, count: 9, vp: 0 }, { type: 31, count: 2, vp: 6 }] },
        { seat: 1, vp: 12, byCard: [{ type: 38, count: 1, vp: 12 }] },
      ],
      winners: [1],
    });
    expect(rows.map((r) => [r.seat, r.rank, r.winner])).toEqual([[1, 1, true], [0, 2, false]]);
    expect(rows[1].lines.map((l) => l.vp)).toEqual([6, 4]);
  });

  it('shows the VP tokens of a player and marks one eliminated by an Epic (Poseidon "Jeton Point de Victoire")', () => {
    const rows = scoreRows({
      scores: [
        { seat: 0, vp: 1, byCard: [{ type: 1011, count: 1, vp: -2 }, { type: 30, count: 1, vp: 4 }], tokens: -1 },
        { seat: 1, vp: 9, byCard: [{ type: 38, count: 1, vp: 9 }], eliminated: true },
      ],
      winners: [0],
    });
    expect(rows.find((r) => r.seat === 0)!.lines.map((l) => [l.count, l.vp])).toEqual([[0, -1], [1, 4], [1, -2]]);
    expect(rows.find((r) => r.seat === 1)!.eliminated).toBe(true);
    expect(rows.find((r) => r.seat === 0)!.winner).toBe(true);
  });
});

describe('the expansions in the menu and the URL (Poseidon rulebook "Mise en place")', () => {
  it('starts a base game unless sets or Epics are turned on', () => {
    const form = new MenuModel(9);
    expect(form.setup().setup).toEqual({ seed: 9, heroes: ['seiya', 'shiryu'] });
    form.toggleSet('poseidon');
    form.toggleSet('asgard');
    form.toggleEpics();
    expect(form.setup().setup).toMatchObject({ sets: ['asgard', 'poseidon'], epics: true });
    form.toggleSet('asgard');
    form.toggleEpics();
    expect(form.setup().setup).toEqual({ seed: 9, heroes: ['seiya', 'shiryu'], sets: ['poseidon'] });
  });

  it('offers the promo cards as a set of their own, off by default (issue 22)', () => {
    const form = new MenuModel(9);
    expect(form.sets).toEqual([]);
    form.toggleSet('promo');
    form.toggleSet('asgard');
    expect(form.setup().setup).toEqual({ seed: 9, heroes: ['seiya', 'shiryu'], sets: ['asgard', 'promo'] });
    form.toggleSet('promo');
    expect(form.setup().setup).toEqual({ seed: 9, heroes: ['seiya', 'shiryu'], sets: ['asgard'] });
    // The cooperative mode keeps them out (docs/expansions.md): its setup names no set.
    form.toggleSet('promo');
    form.setMode('coop');
    expect(form.coopSetup().setup).not.toHaveProperty('sets');
  });

  it('reads ?sets= and ?epics= with ?new=1, ignoring unknown sets', () => {
    expect(readUrlOptions('?new=1&sets=asgard,poseidon,promo').newGame).toMatchObject({ sets: ['asgard', 'poseidon', 'promo'] });
    const o = readUrlOptions('?new=1&seats=human,bot&sets=poseidon,atlantis,asgard,poseidon&epics=1');
    expect(o.newGame).toMatchObject({ sets: ['poseidon', 'asgard'], epics: true });
    expect(readUrlOptions('?new=1').newGame).not.toHaveProperty('sets');
    expect(withoutNewGame('?new=1&sets=asgard&epics=1&seed=4')).toBe('?seed=4');
  });
});

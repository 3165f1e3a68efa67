// The menu remembers the last new game's form (issue 12: "the menu … forgets the heroes chosen"), and
// a damaged memory changes nothing.
import { describe, expect, it } from 'vitest';
import { GameApp } from '../../src/app/game-app';
import { memoryStorage } from '../../src/persist/store';
import { MenuModel } from '../../scenes/presenter/menu-model';

describe('the menu memory', () => {
  it('brings back the mode, the seats with their heroes and bots, the sets, the Epics and the difficulty', () => {
    const storage = memoryStorage();
    const form = new MenuModel(1);
    form.setMode('coop');
    form.add();
    form.nextHero(0); // Seiya → the next free hero
    form.toggleKind(1);
    form.nextDifficulty();
    form.toggleEpics();
    new GameApp(storage, null).rememberMenuForm(form.snapshot());

    const next = new MenuModel(2);
    next.restore(new GameApp(storage, null).lastMenuForm());
    expect(next.snapshot()).toEqual(form.snapshot());
    expect(next.seats.map((s) => s.hero)).toEqual(form.seats.map((s) => s.hero));
    expect(next.seed).toBe(2); // the seed is not remembered: a new game, a new deal
  });

  it('brings back the promo set (issue 22); a memory from before it, or naming an unknown set, is read as it was', () => {
    const storage = memoryStorage();
    const form = new MenuModel(1);
    form.toggleSet('poseidon');
    form.toggleSet('promo');
    new GameApp(storage, null).rememberMenuForm(form.snapshot());
    const next = new MenuModel(2);
    next.restore(new GameApp(storage, null).lastMenuForm());
    expect(next.sets).toEqual(['poseidon', 'promo']);
    const old = new MenuModel(3);
    old.restore({ sets: ['asgard', 'atlantis', 'asgard'] });
    expect(old.sets).toEqual(['asgard']);
  });

  it('ignores a damaged or unknown memory, and keeps the defaults', () => {
    const storage = memoryStorage();
    storage.setItem('ssdb.menu.v1', '{"mode":"chess","seats":[{"kind":"human","hero":"zeus"}],"epics":"yes"');
    const form = new MenuModel(1);
    const defaults = form.snapshot();
    form.restore(new GameApp(storage, null).lastMenuForm());
    expect(form.snapshot()).toEqual(defaults);
    form.restore({ mode: 'chess', seats: [{ kind: 'human', bot: 'greedy', coopBot: 'planner', hero: 'seiya' }, { kind: 'human', bot: 'greedy', coopBot: 'planner', hero: 'seiya' }], epics: 'yes' });
    expect(form.snapshot()).toEqual(defaults); // two seats with the same hero are refused whole
  });

  it('makes a first coop game Easy, then keeps the player\'s choice of difficulty (issue 25)', () => {
    const storage = memoryStorage();
    const first = new MenuModel(1);
    first.restore(new GameApp(storage, null).lastMenuForm()); // nothing remembered yet
    first.setMode('coop');
    expect(first.coopSetup().setup.difficulty).toBe('easy');
    first.nextDifficulty(); // the player picks Normal and starts
    new GameApp(storage, null).rememberMenuForm(first.snapshot());
    const later = new MenuModel(2);
    later.restore(new GameApp(storage, null).lastMenuForm());
    later.setMode('coop');
    expect(later.coopSetup().setup.difficulty).toBe('normal');
  });

  it('reads a memory from before issue 25: a classic player\'s "normal" was only the old default, a coop player\'s was chosen', () => {
    const seats = [{ kind: 'human', bot: 'greedy', coopBot: 'planner', hero: 'seiya' }, { kind: 'bot', bot: 'greedy', coopBot: 'planner', hero: 'shiryu' }];
    const classic = new MenuModel(1);
    classic.restore({ mode: 'classic', seats, sets: [], epics: false, difficulty: 'normal' });
    classic.setMode('coop');
    expect(classic.difficulty).toBe('easy');
    const coop = new MenuModel(1);
    coop.restore({ mode: 'coop', seats, sets: [], epics: false, difficulty: 'normal' });
    expect(coop.difficulty).toBe('normal');
  });

  it('reads a memory from before the levels (issue 26): each bot seat at the level of the remembered mode\'s kind', () => {
    const seats = [
      { kind: 'bot', bot: 'greedy', coopBot: 'greedy', hero: 'seiya' }, { kind: 'bot', bot: 'random', coopBot: 'planner', hero: 'shiryu' },
      { kind: 'human', bot: 'greedy', coopBot: 'random', hero: 'ikki' },
    ];
    const classic = new MenuModel(1);
    classic.restore({ mode: 'classic', seats, sets: [], epics: false, difficulty: 'normal' });
    expect(classic.seats.map((s) => s.level)).toEqual(['normal', 'easy', 'normal']);
    expect(classic.setup().seats).toEqual([{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'easy' }, { kind: 'human' }]);
    const coop = new MenuModel(1);
    coop.restore({ mode: 'coop', seats, sets: [], epics: false, difficulty: 'normal' });
    expect(coop.seats.map((s) => s.level)).toEqual(['easy', 'normal', 'easy']);
    expect(coop.coopSetup().seats).toEqual([{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'planner' }, { kind: 'human' }]);
    // Today's memory keeps the level itself.
    const again = new MenuModel(1);
    again.restore(coop.snapshot());
    expect(again.seats).toEqual(coop.seats);
  });
});

// The cooperative game in the menu's form and in the URL (Poseidon rulebook "Mode coopératif";
// docs/coop.md "Difficulty and bots"): the mode switch, 2–5 heroes each a person or a coop bot
// (planner, greedy, random), the difficulty, the Epics, the sizes of the form on a tablet and a
// laptop, and ?new=1&mode=coop with its fallbacks.
import { describe, expect, it } from 'vitest';
import { GameApp } from '../../src/app/game-app';
import { readUrlOptions, withoutNewGame } from '../../src/app/url-options';
import { botLabelKey, menuHeight, menuLayout, MenuModel } from '../../scenes/presenter/menu-model';
import { hasMessage } from '../../src/i18n';
import { memoryStorage } from '../../src/persist/store';

describe('the menu form in cooperative mode', () => {
  it('makes a coop setup and seats: the heroes, the difficulty (easy for a first coop game, issue 25), the seats\' coop bots', () => {
    const m = new MenuModel(42);
    m.setMode('coop');
    m.add();
    expect(m.coopSetup()).toEqual({
      setup: { seed: 42, heroes: ['seiya', 'shiryu', 'hyoga'], difficulty: 'easy', waterTop: 16, pileSize: 20 },
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'planner' }, { kind: 'bot', bot: 'planner' }],
    });
    m.nextDifficulty();
    m.nextDifficulty();
    m.toggleEpics();
    m.toggleBot(1);
    m.toggleBot(2);
    m.toggleBot(2);
    expect(m.coopSetup()).toEqual({
      setup: { seed: 42, heroes: ['seiya', 'shiryu', 'hyoga'], difficulty: 'hard', epics: true },
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'hard' }, { kind: 'bot', bot: 'greedy' }],
    });
  });

  it('cycles a bot\'s level normal → hard → easy → normal (planner, hard, greedy in coop) and the difficulty easy → normal → hard, with a label in both languages', () => {
    const m = new MenuModel(1);
    m.setMode('coop');
    const kinds: string[] = [];
    const labels: string[] = [];
    for (let k = 0; k < 4; k++) {
      kinds.push(m.coopSetup().seats[1].bot!);
      labels.push(botLabelKey(m.seats[1], 'coop'));
      m.toggleBot(1);
    }
    expect(kinds).toEqual(['planner', 'hard', 'greedy', 'planner']);
    expect(labels).toEqual(['menu.level.normal', 'menu.level.hard', 'menu.level.easy', 'menu.level.normal']);
    expect(labels.every(hasMessage)).toBe(true);
    const levels: string[] = [];
    for (let k = 0; k < 4; k++) { levels.push(m.difficulty); m.nextDifficulty(); }
    expect(levels).toEqual(['easy', 'normal', 'hard', 'easy']);
    expect(['difficulty.easy', 'difficulty.normal', 'difficulty.hard', 'menu.mode.classic', 'menu.mode.coop', 'menu.openHands', 'menu.continueInfoCoop'].every(hasMessage)).toBe(true);
  });

  it('keeps the classic choices when the mode switches back: the classic game is unchanged', () => {
    const m = new MenuModel(9);
    m.toggleBot(1); // hard
    m.toggleBot(1); // easy: the noisy greedy bot in classic, the loner in coop
    m.setMode('coop');
    m.setMode('classic');
    expect(m.setup()).toEqual({ setup: { seed: 9, heroes: ['seiya', 'shiryu'] }, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }] });
    m.setMode('coop');
    expect(m.coopSetup().seats[1]).toEqual({ kind: 'bot', bot: 'greedy' });
  });

  it('starts a cooperative game the application saves as one, with Asgard in (no expansion toggle in coop)', () => {
    const m = new MenuModel(77);
    m.setMode('coop');
    m.toggleSet('poseidon'); // a classic choice: no effect on the coop game
    const { setup, seats } = m.coopSetup();
    const app = new GameApp(memoryStorage(), null);
    const game = app.newGame('coop', setup, seats);
    expect(game.session.state.mode).toBe('coop');
    expect(game.session.toSave().setup).toEqual({ seed: 77, heroes: ['seiya', 'shiryu'], difficulty: 'easy', waterTop: 16, pileSize: 20 });
    expect(game.session.state.setup.sets).toEqual(['asgard', 'poseidon']);
  });
});

describe('the menu\'s sizes (every control a fingertip high, the form on screen)', () => {
  const controls = (l: ReturnType<typeof menuLayout>) => Math.min(l.rowH, l.continueH, l.startH, l.settingsButtonH);
  const busiest = [
    { seats: 5, canAdd: false, saved: true, notice: 0 },
    { seats: 4, canAdd: true, saved: true, notice: 0 },
    { seats: 5, canAdd: false, saved: false, notice: 60 },
  ];

  it('fits 1280×720 with five seats and a saved game, controls at least 44 px high', () => {
    for (const needs of busiest) {
      const l = menuLayout(720, needs);
      expect(menuHeight(l)).toBeLessThanOrEqual(720);
      expect(controls(l)).toBeGreaterThanOrEqual(44);
    }
  });

  it('keeps controls at least 44 px high on a tablet, landscape (1024×768) and portrait (768×1024), and fits both', () => {
    for (const h of [768, 1024]) {
      for (const needs of [...busiest, { seats: 2, canAdd: true, saved: false, notice: 0 }]) {
        const l = menuLayout(h, needs);
        expect(menuHeight(l)).toBeLessThanOrEqual(h);
        expect(controls(l)).toBeGreaterThanOrEqual(44);
      }
    }
    // A tall window keeps the roomy sizes.
    expect(menuLayout(1024, { seats: 2, canAdd: true, saved: false, notice: 0 }).rowH).toBe(50);
  });
});

describe('readUrlOptions: a cooperative game at once (?new=1&mode=coop)', () => {
  it('reads the seats, the heroes, the difficulty, the Epics and the starting piles', () => {
    const o = readUrlOptions('?new=1&mode=coop&seats=human,bot,bot&difficulty=hard&epics=1&start=0,3,5&heroes=ikki&seed=4');
    expect(o.newGame).toEqual({
      mode: 'coop',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'planner' }, { kind: 'bot', bot: 'planner' }],
      heroes: ['ikki', 'seiya', 'shiryu'], difficulty: 'hard', epics: true, start: [0, 3, 5],
    });
    expect(o).toMatchObject({ seed: 4, seedGiven: true, openHands: null });
  });

  it('knows the coop bots by name and makes an unknown word a person, as the classic game does', () => {
    const o = readUrlOptions('?new=1&mode=coop&seats=planner,greedy,random,bot:random,robot');
    expect(o.newGame!.seats).toEqual([
      { kind: 'bot', bot: 'planner' }, { kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }, { kind: 'human' },
    ]);
    // The searching bot (issue 26), as "hard" or "bot:hard"; "easy" stays the random bot.
    expect(readUrlOptions('?new=1&mode=coop&seats=hard,bot:hard,easy').newGame!.seats).toEqual([{ kind: 'bot', bot: 'hard' }, { kind: 'bot', bot: 'hard' }, { kind: 'bot', bot: 'random' }]);
    expect(o.newGame!.heroes).toEqual(['seiya', 'shiryu', 'hyoga', 'shun', 'ikki']);
  });

  it('falls back on the default game: two seats, normal difficulty, the heroes spread around the board', () => {
    const o = readUrlOptions('?new=1&mode=coop&seats=bot&difficulty=deadly&start=0,0');
    expect(o.newGame).toEqual({ mode: 'coop', seats: [{ kind: 'human' }, { kind: 'bot', bot: 'planner' }], heroes: ['seiya', 'shiryu'], difficulty: 'normal' });
    expect(readUrlOptions('?new=1&mode=coop&start=1,7').newGame).not.toHaveProperty('start');
    expect(readUrlOptions('?new=1&mode=coop&start=1,2,3').newGame).not.toHaveProperty('start');
    expect(readUrlOptions('?new=1&mode=coop&seats=bot,bot,bot,bot,bot,bot').newGame!.seats).toHaveLength(5);
    // Without ?new=1 nothing starts; an unknown mode is the classic game.
    expect(readUrlOptions('?mode=coop').newGame).toBeNull();
    expect(readUrlOptions('?new=1&mode=versus')).toMatchObject({ newGame: { mode: 'classic', heroes: ['seiya', 'shiryu'] } });
  });

  it('reads open hands as a setting (?hands=closed|open), and drops the new-game words so that a reload resumes', () => {
    expect(readUrlOptions('?hands=closed').openHands).toBe(false);
    expect(readUrlOptions('?hands=open').openHands).toBe(true);
    expect(readUrlOptions('?hands=sideways').openHands).toBeNull();
    expect(withoutNewGame('?test=1&new=1&mode=coop&seats=human,bot&difficulty=easy&epics=1&start=0,3&hands=closed&seed=3'))
      .toBe('?test=1&hands=closed&seed=3');
  });
});

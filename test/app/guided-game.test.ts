// The guided first game from the application (issue 12): the menu's "Guided game" starts the set deal
// with its guide; a reload in the same tab resumes it guided; another game, or another tab resuming
// the same save, plays unguided; the guide refuses the table's off-lesson moves with its message.
import { describe, expect, it } from 'vitest';
import { GameApp } from '../../src/app/game-app';
import { TableController } from '../../scenes/presenter/TableController';
import { FIRST_GAME_SETUP, firstGameGuide } from '../../src/tutorial/first-game';
import { memory } from '../presenter/helpers';
import { load, memorySlots } from './slots-helpers';

describe('the guided game in the application', () => {
  it('starts the set deal with its guide, and a reload in the same tab resumes it guided', async () => {
    const storage = memory(), tab = memory(), slots = memorySlots();
    const first = await load(storage, tab, slots);
    const game = first.newGuidedGame();
    expect(game.guided).toBe(true);
    expect(game.session.setup).toEqual(FIRST_GAME_SETUP);
    expect(game.session.isBot(1)).toBe(true);
    await first.flush();
    const again = await load(storage, tab, slots);
    expect(await again.continueGame()).toMatchObject({ mode: 'classic', guided: true });
    // Another tab (no memory of the guide) plays the same save unguided.
    const other = await load(storage, memory(), slots);
    expect((await other.continueGame())!).not.toHaveProperty('guided');
  });

  it('forgets the guide once another game starts in the tab', async () => {
    const storage = memory(), tab = memory(), slots = memorySlots();
    const app = await load(storage, tab, slots);
    app.newGuidedGame();
    app.newGame('classic', { seed: 5, heroes: ['seiya', 'shun'] }, [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }]);
    await app.flush();
    const again = await load(storage, tab, slots);
    expect((await again.continueGame())!).not.toHaveProperty('guided');
  });

  it('lets the table refuse an off-lesson move with the guide’s message, and take the lesson’s own', () => {
    const app = new GameApp(memory(), memory());
    const game = app.newGuidedGame();
    const guide = firstGameGuide(game.session.view(0));
    const ctl = new TableController(game, { speed: 'instant', guide });
    while (guide.lesson?.done === 'next') ctl.guideNext();
    const s = game.session.state;
    const seiya = s.players[0].hand.find((u) => s.cards[u] === 1)!;
    ctl.tap({ kind: 'hand', uid: seiya });
    ctl.tap({ kind: 'field', uid: s.field[1]! });
    expect(ctl.error).toBe('guide.followMe');
    expect(game.session.state.play).toHaveLength(0);
    ctl.tap({ kind: 'hand', uid: seiya });
    ctl.tap({ kind: 'field', uid: s.field[0]! });
    expect(game.session.state.play).toHaveLength(1);
    expect(ctl.error).toBeNull();
    ctl.guideQuit();
    expect(guide.over).toBe(true);
    ctl.stop();
  });
});

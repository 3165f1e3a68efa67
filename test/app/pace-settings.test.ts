// Issue 25: the bots' pace and "review each bot turn" are table settings, remembered between visits
// with the others; a damaged stored value falls back to its default.
import { describe, expect, it } from 'vitest';
import { GameApp } from '../../src/app/game-app';
import { DEFAULT_SETTINGS } from '../../src/app/settings';
import { memory } from '../presenter/helpers';

describe('the bots\' pace setting', () => {
  it('defaults to a normal pace, with no pause after the bots\' turns', () => {
    expect(new GameApp(memory(), null).settings).toMatchObject({ botPace: 'normal', botReview: false });
    expect(DEFAULT_SETTINGS).toMatchObject({ botPace: 'normal', botReview: false });
  });

  it('is remembered between visits, apart from the animations\' speed', () => {
    const storage = memory();
    const app = new GameApp(storage, null);
    app.setBotPace('slow', true);
    app.setSpeed('fast');
    expect(new GameApp(storage, null).settings).toMatchObject({ botPace: 'slow', botReview: true, speed: 'fast' });
    app.setBotPace('instant');
    expect(new GameApp(storage, null).settings).toMatchObject({ botPace: 'instant', botReview: true });
  });

  it('falls back to its default when the stored value is damaged', () => {
    const storage = memory();
    storage.setItem('ssdb.settings.v1', JSON.stringify({ botPace: 'warp', botReview: 'yes', speed: 'slow' }));
    expect(new GameApp(storage, null).settings).toMatchObject({ botPace: 'normal', botReview: false, speed: 'slow' });
  });
});

// The sound settings (issue 14): master volume, effects, music and mute are remembered between
// visits, a damaged stored value falls back to its default, and the page's sound hears the levels and
// the music of the screen shown: the menu's theme, the game's mode's, the menu's again on leaving.
import { describe, expect, it } from 'vitest';
import { GameApp } from '../../src/app/game-app';
import { DEFAULT_SETTINGS, levelOf, stepLevel } from '../../src/app/settings';
import { readUrlOptions } from '../../src/app/url-options';
import { RecordingSound } from '../../src/audio/sound';
import { memory } from '../presenter/helpers';

describe('the sound settings', () => {
  it('are remembered between visits', () => {
    const storage = memory();
    const app = new GameApp(storage, null);
    expect(app.settings).toMatchObject({ volume: 0.8, effects: 0.8, music: 0.6, muted: false });
    app.setAudio({ volume: 0.5, music: 0.3 });
    app.setAudio({ muted: true });
    expect(new GameApp(storage, null).settings).toMatchObject({ volume: 0.5, effects: 0.8, music: 0.3, muted: true });
  });

  it('fall back one by one when the stored values are damaged', () => {
    const storage = memory();
    storage.setItem('ssdb.settings.v1', JSON.stringify({ volume: 7, effects: 'loud', music: 0.4, muted: 'yes', speed: 'fast' }));
    expect(new GameApp(storage, null).settings).toMatchObject({ volume: DEFAULT_SETTINGS.volume, effects: DEFAULT_SETTINGS.effects, music: 0.4, muted: false, speed: 'fast' });
    storage.setItem('ssdb.settings.v1', '{not json');
    expect(new GameApp(storage, null).settings).toMatchObject({ volume: 0.8, muted: false });
  });

  it('keep levels in tenths within 0–1', () => {
    expect(levelOf(0.34)).toBe(0.3);
    expect([levelOf(-0.1), levelOf(1.2), levelOf(Number.NaN), levelOf('0.5')]).toEqual([null, null, null, null]);
    expect([stepLevel(0, -1), stepLevel(0.9, 1), stepLevel(1, 1), stepLevel(0.3, 1)]).toEqual([0, 1, 1, 0.4]);
    const app = new GameApp(memory(), null);
    app.setAudio({ volume: 3, effects: 0.25 });
    expect(app.settings).toMatchObject({ volume: 0.8, effects: 0.3 });
  });

  it('give the page\'s sound its levels and the music of the screen shown', () => {
    const app = new GameApp(memory(), memory());
    const sound = new RecordingSound();
    app.setAudio({ muted: true });
    app.useSound(sound);
    expect(sound.lastLevels).toEqual({ volume: 0.8, effects: 0.8, music: 0.6, muted: true });
    expect(sound.themes).toEqual(['menu']);
    app.newGame('classic', { seed: 2, heroes: ['seiya', 'hyoga'] }, [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'greedy' }]);
    app.closeTable();
    app.newGame('coop', { seed: 3, heroes: ['seiya', 'shun'], difficulty: 'easy' }, [{ kind: 'bot', bot: 'planner' }, { kind: 'bot', bot: 'planner' }]);
    expect(sound.themes).toEqual(['menu', 'classic', 'menu', 'coop']);
    app.setAudio({ muted: false, effects: 0.4 });
    expect(sound.lastLevels).toEqual({ volume: 0.8, effects: 0.4, music: 0.6, muted: false });
  });

  it('leave a page silent with ?sound=0 (an audience window stays silent unless asked)', () => {
    expect(readUrlOptions('?test=1').sound).toBe(true);
    expect(readUrlOptions('?sound=0').sound).toBe(false);
    expect(readUrlOptions('?sound=off').sound).toBe(false);
    expect(readUrlOptions('?sound=1').sound).toBe(true);
  });
});

// Streamer mode and the audience window's source (issue 15): streamer mode is remembered and keeps
// other heroes' hands off the main window (a cooperative table told to close open hands); the
// application tells who listens which game is on the table, and when the table goes back to the menu.
// When hands are shown to the audience is the player's setting (issue 23): never until chosen.
import { describe, expect, it } from 'vitest';
import { GameApp } from '../../src/app/game-app';
import type { PlayedGame } from '../../src/app/game-actor';
import type { Speed } from '../../src/app/settings';
import { memoryStorage } from '../../src/persist/store';
import { nextReveal, REVEALS, type RevealSetting } from '../../src/stream/reveal';

describe('streamer mode', () => {
  it('is off by default, remembered between visits, and closes open hands on the table', () => {
    const storage = memoryStorage();
    const open: boolean[] = [];
    const present = () => ({ setSpeed: (_s: Speed) => undefined, setOpenHands: (o: boolean) => { open.push(o); }, stop: () => undefined });
    const app = new GameApp(storage, null, { present });
    expect(app.settings.streamer).toBe(false);
    app.newGame('coop', { seed: 6, heroes: ['seiya', 'shun'], difficulty: 'normal' }, [{ kind: 'human' }, { kind: 'human' }]);
    app.setStreamer(true);
    expect(open).toEqual([false]);
    expect(new GameApp(storage, null).settings.streamer).toBe(true);
    // Open hands asked for while streaming: still closed on the table, the setting itself kept.
    app.setOpenHands(true);
    expect(open).toEqual([false, false]);
    expect(app.settings.openHands).toBe(true);
    app.setStreamer(false);
    expect(open).toEqual([false, false, true]);
  });

  it('tells its listeners each game put on the table, and the menu', () => {
    const app = new GameApp(memoryStorage(), null);
    const heard: (PlayedGame | null)[] = [];
    const off = app.onGame((g) => heard.push(g));
    const classic = app.newGame('classic', { seed: 2, heroes: ['seiya', 'shun'] }, [{ kind: 'bot' }, { kind: 'bot' }]);
    const coop = app.newGame('coop', { seed: 2, heroes: ['seiya', 'shun'], difficulty: 'easy' }, [{ kind: 'bot' }, { kind: 'bot' }]);
    app.closeTable();
    expect(heard).toEqual([classic, coop, null]);
    off();
    app.newGame('classic', { seed: 3, heroes: ['seiya', 'shun'] }, [{ kind: 'bot' }, { kind: 'bot' }]);
    expect(heard).toHaveLength(3);
  });

  it('shows no hand to the audience until the player chooses to, and remembers the choice', () => {
    const storage = memoryStorage();
    const app = new GameApp(storage, null);
    expect(app.settings.reveal).toEqual({ when: 'never' });
    // The menu's control steps through every choice and back to never.
    const seen: RevealSetting[] = [];
    for (let r = app.settings.reveal, i = 0; i < REVEALS.length; i++, r = nextReveal(r)) seen.push(r);
    expect(seen).toEqual([{ when: 'never' }, { when: 'turnEnd' }, { when: 'delay', seconds: 30 }, { when: 'delay', seconds: 60 }, { when: 'delay', seconds: 120 }]);
    expect(nextReveal(seen[4])).toEqual({ when: 'never' });
    app.setReveal({ when: 'turnEnd' });
    expect(new GameApp(storage, null).settings.reveal).toEqual({ when: 'turnEnd' });
  });

  it('keeps the choice it has when asked for anything else, and reads a damaged one as never', () => {
    const storage = memoryStorage();
    const app = new GameApp(storage, null);
    app.setReveal({ when: 'delay', seconds: 60 });
    for (const junk of [{ when: 'always' }, { when: 'delay', seconds: 1 }, { when: 'delay', seconds: '30' }, null, 'turnEnd']) app.setReveal(junk as unknown as RevealSetting);
    expect(app.settings.reveal).toEqual({ when: 'delay', seconds: 60 });
    expect(new GameApp(storage, null).settings.reveal).toEqual({ when: 'delay', seconds: 60 });
    const damaged = memoryStorage();
    damaged.setItem('ssdb.settings.v1', JSON.stringify({ streamer: true, reveal: { when: 'delay', seconds: 5 } }));
    const read = new GameApp(damaged, null).settings;
    expect(read.reveal).toEqual({ when: 'never' });
    expect(read.streamer).toBe(true);
  });
});

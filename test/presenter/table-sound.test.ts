// The tables are heard (issue 14): a bots-only classic game and a bots-only coop game, played by the
// controllers through their actors with a runner that ends each step at once, ask the sound port for
// many distinct cues, each as its step starts; the end is a fanfare or a lament over a silenced
// theme; Poseidon's layer comes in for his phase and goes with it; a refused tap is heard as an error.
import { describe, expect, it } from 'vitest';
import { coopGame, createGameActor } from '../../src/app/game-actor';
import type { CoopSetupOptions } from '../../src/engine';
import type { CoopSeatConfig, SeatConfig } from '../../src/persist/save';
import { CoopSession } from '../../src/session/coop-session';
import { RecordingSound } from '../../src/audio/sound';
import { CoopController } from '../../scenes/presenter/CoopController';
import { TableController } from '../../scenes/presenter/TableController';
import { GameApp } from '../../src/app/game-app';
import { firstGameGuide } from '../../src/tutorial/first-game';
import { fakeTimers, memory, session } from './helpers';

const flush = () => new Promise((r) => setTimeout(r, 0));
/** A scene's runner whose every step ends at once. */
const quick = { run: async () => {} };

describe('the classic table, heard', () => {
  it('asks for many distinct cues through a bots-only game, and ends on a fanfare over silence', async () => {
    const seats: SeatConfig[] = [{ kind: 'bot', bot: 'greedy' }, { kind: 'bot', bot: 'greedy' }];
    const s = session(seats, 5);
    const timers = fakeTimers();
    const sound = new RecordingSound();
    const ctl = new TableController({ mode: 'classic', session: s, actor: createGameActor(s, 'table') }, { speed: 'normal', timers, now: () => 0, sound });
    ctl.attach(quick);
    ctl.start();
    for (let i = 0; i < 20_000 && !ctl.model.gameOver; i++) { timers.run(); await flush(); }
    expect(ctl.model.gameOver).toBe(true);
    const distinct = new Set(sound.names);
    expect([...distinct]).toEqual(expect.arrayContaining(['draw', 'play', 'turn', 'flame', 'slide', 'arrival', 'exit', 'shuffle']));
    expect(distinct.has('force') || distinct.has('cosmos')).toBe(true);
    expect(distinct.size).toBeGreaterThanOrEqual(8);
    expect(sound.cues.every((c) => c.pace === 'normal')).toBe(true);
    expect(sound.names.at(-1)).toBe('victory');
    expect(sound.themes).toEqual([null]);
  });

  it('hears a refused tap as a soft error, an accepted one not', () => {
    const app = new GameApp(memory(), memory());
    const game = app.newGuidedGame();
    const guide = firstGameGuide(game.session.view(0));
    const sound = new RecordingSound();
    const ctl = new TableController(game, { speed: 'instant', guide, sound });
    while (guide.lesson?.done === 'next') ctl.guideNext();
    const s = game.session.state;
    const seiya = s.players[0].hand.find((u) => s.cards[u] === 1)!;
    ctl.tap({ kind: 'hand', uid: seiya });
    ctl.tap({ kind: 'field', uid: s.field[1]! }); // not the lesson's card: refused
    expect(sound.names).toEqual(['error']);
    ctl.tap({ kind: 'hand', uid: seiya });
    ctl.tap({ kind: 'field', uid: s.field[0]! });
    expect(sound.names).toEqual(['error']);
    ctl.stop();
  });
});

describe('the coop board, heard', () => {
  it('asks for the board\'s cues, brings Poseidon\'s layer in for his phase, and ends on its verdict', async () => {
    const seats: CoopSeatConfig[] = [{ kind: 'bot', bot: 'planner' }, { kind: 'bot', bot: 'planner' }];
    const cs = CoopSession.start({ seed: 11, heroes: ['seiya', 'shiryu'] as CoopSetupOptions['heroes'], difficulty: 'hard' }, seats);
    const timers = fakeTimers();
    const sound = new RecordingSound();
    const ctl = new CoopController(coopGame(cs, 'table'), { speed: 'fast', timers, now: () => 0, sound });
    ctl.attach(quick);
    ctl.start();
    for (let i = 0; i < 20_000 && ctl.moment !== 'gameOver'; i++) { timers.run(); await flush(); }
    expect(ctl.moment).toBe('gameOver');
    const distinct = new Set(sound.names);
    expect([...distinct]).toEqual(expect.arrayContaining(['flood', 'callout', 'poseidon', 'waterUp', 'turn', 'play', 'draw']));
    expect(distinct.size).toBeGreaterThanOrEqual(8);
    // At the table's pace, until a table of bots alone goes on at instant speed by itself (after three
    // rounds where the heroes changed nothing: docs/coop.md, "quiet rounds").
    const paces = sound.cues.filter((c) => c.cue !== 'victory' && c.cue !== 'defeat').map((c) => c.pace);
    const skipFrom = paces.findIndex((p) => p !== 'fast');
    expect(skipFrom === -1 ? paces.length : skipFrom).toBeGreaterThan(0);
    if (skipFrom !== -1) {
      expect(ctl.skipping).toBe(true);
      expect(paces.slice(skipFrom).every((p) => p === 'instant')).toBe(true);
    }
    // In and out with each Poseidon phase.
    expect(sound.layers.length).toBeGreaterThanOrEqual(2);
    sound.layers.forEach((on, i) => expect(on).toBe(i % 2 === 0));
    expect(['victory', 'defeat']).toContain(sound.names.at(-1));
    expect(sound.names.at(-1)).toBe(cs.state.result?.coop?.heroesWin ? 'victory' : 'defeat');
    expect(sound.themes).toEqual([null]);
  });
});

// Issue 24: a mode is one entry in each table above the engine (persist/mode-rules.ts, save-parts.ts,
// app/modes.ts), and every caller dispatches through them: each mode's day deal starts, saves, loads,
// replays, resumes and undoes through its entries alone.
import { describe, expect, it } from 'vitest';
import { MODES, type Mode } from '../../src/engine';
import { layersOf, MUSIC_LAYERS } from '../../src/audio/cues';
import { APP_MODES, startGame, urlStart } from '../../src/app/modes';
import { readUrlOptions } from '../../src/app/url-options';
import { rulesOf } from '../../src/persist/mode-rules';
import { loadSave } from '../../src/persist/save';
import { progressOf, SAVE_PARTS } from '../../src/persist/save-parts';
import { Replay } from '../../src/replay/replay';
import { policyOf, UndoLedger } from '../../src/undo/ledger';

describe('the modes above the engine', () => {
  it('has one entry per engine mode in every table', () => {
    for (const table of [APP_MODES, SAVE_PARTS]) expect(Object.keys(table).sort()).toEqual([...MODES].sort());
    for (const mode of MODES) {
      expect(rulesOf(mode).mode).toBe(mode);
      expect(MUSIC_LAYERS[APP_MODES[mode].music!]).toBeDefined();
    }
    expect(layersOf('coop')).toEqual(['poseidon']);
    expect(layersOf('classic')).toEqual([]);
  });

  it.each(MODES)('plays a %s game through its entries: start, save, load, replay, resume, undo', (mode: Mode) => {
    const deal = APP_MODES[mode].daily('2026-11-24');
    const game = startGame(mode, deal.setup as never, deal.seats as never, 'straight');
    for (let i = 0; i < 12; i++) {
      const action = game.session.botAction() ?? game.session.legal()[0];
      expect(game.actor.send(action).ok).toBe(true);
    }
    const save = game.session.toSave();
    expect(save.mode).toBe(mode);
    const loaded = loadSave(JSON.parse(JSON.stringify(save)));
    if (!loaded.ok) throw new Error(loaded.message);
    expect(loaded.state).toEqual(game.session.state);
    expect(progressOf(loaded.state)).toBeGreaterThanOrEqual(1);
    const replay = Replay.from(save);
    if ('ok' in replay) throw new Error(replay.message);
    expect(replay.stateAt(12)).toEqual(game.session.state);
    const resumed = APP_MODES[mode].resume(save);
    expect(resumed?.play('straight', false).mode).toBe(mode);
    expect(new UndoLedger(game.session).sync()).toHaveLength(12);
    expect(policyOf(game.session)).toBe('assisted'); // one person at the day's table
  });

  it('starts the game ?mode= names, the classic game for any other word', () => {
    expect(readUrlOptions('?new=1&mode=coop')).toMatchObject({ newGame: { mode: 'coop', difficulty: 'normal' } });
    expect(readUrlOptions('?new=1&mode=chess')).toMatchObject({ newGame: { mode: 'classic', heroes: ['seiya', 'shiryu'] } });
    expect(readUrlOptions('?mode=coop')).toMatchObject({ newGame: null });
  });

  it('deals the game ?new=1 asks for from the seed, as its mode takes a new game', () => {
    const coop = readUrlOptions('?new=1&mode=coop&seats=human,bot&epics=1&start=0,3').newGame!;
    expect(urlStart(coop, 7)).toEqual({
      mode: 'coop',
      setup: { seed: 7, heroes: ['seiya', 'shiryu'], difficulty: 'normal', epics: true, start: [0, 3] },
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'planner' }],
    });
    const classic = readUrlOptions('?new=1&seats=bot,human&first=1&sets=asgard').newGame!;
    expect(urlStart(classic, 8)).toEqual({
      mode: 'classic',
      setup: { seed: 8, heroes: ['seiya', 'shiryu'], firstSeat: 1, sets: ['asgard'] },
      seats: [{ kind: 'bot', bot: 'greedy' }, { kind: 'human' }],
    });
  });
});

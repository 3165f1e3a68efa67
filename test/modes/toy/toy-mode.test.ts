// The seam of issue 24: a third mode, written in this folder only and registered by this test, plays
// through the sim, a session's save, loadSave, a Replay, the UndoLedger and the scenario runner.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GameState, Mode } from '../../../src/engine';
import { loadSave, loadSaveText } from '../../../src/persist/save';
import { Replay } from '../../../src/replay/replay';
import { Session } from '../../../src/session/session';
import { simModeNamed } from '../../../src/sim/sim-modes';
import { loadScenario } from '../../../src/sim/scenario/load';
import { runScenario } from '../../../src/sim/scenario/runner';
import { UndoLedger } from '../../../src/undo/ledger';
import { playToyGame, registerToy } from './register';
import { TOY, type ToyAction, type ToySetup, type ToyState } from './rules';

type ToySeat = { kind: 'human' | 'bot'; bot?: 'toy' };

/** The session base every mode's session extends, with nothing of the toy's own to add. */
class ToySession extends Session<Mode, GameState, ToyAction, ToySetup, ToySeat> {
  constructor(setup: ToySetup, seats: ToySeat[], state: GameState) { super(TOY as Mode, state, setup, seats, []); }
}

const SETUP: ToySetup = { seed: 7, heroes: ['ann', 'bob'] };
/** The bot's game (rules.ts toyBot): 1, 1, 1, then 3 leaves 6, 1, and 3 reaches ten for seat 1. */
const BOT_GAME = [1, 1, 1, 3, 1, 3];
const toyState = (s: GameState) => s as unknown as ToyState;

beforeAll(registerToy);

describe('a toy third mode registered by a test (issue 24 M1)', () => {
  it('plays whole games through the sim runner, its bot in every seat', async () => {
    const run = await simModeNamed(TOY).play({ games: 3, seed: 1 }, () => {});
    expect(run.report).toMatchObject({ mode: TOY, games: 3, completed: 3, errors: 0, avgActions: BOT_GAME.length, finalStateHash: '1,1,1' });
    expect(playToyGame(1).actions.map((a) => a.n)).toEqual(BOT_GAME);
  });

  it('saves from a session and loads back through the save schema and its rules, refusing a bad action', () => {
    const seats: ToySeat[] = [{ kind: 'human' }, { kind: 'bot', bot: 'toy' }];
    const dealt = loadSaveText(JSON.stringify({ schema: 1, mode: TOY, setup: SETUP, seats, actions: [] }));
    if (!dealt.ok) throw new Error(dealt.message);
    const fresh = new ToySession(SETUP, seats, dealt.state);
    for (const [i, n] of BOT_GAME.slice(0, 4).entries()) expect(fresh.send({ type: 'add', seat: i % 2, n }).ok).toBe(true);
    expect(fresh.send({ type: 'add', seat: 1, n: 3 }).ok).toBe(false); // seat 0 is to act
    const save = fresh.toSave();
    expect(save).toMatchObject({ mode: TOY, setup: SETUP, actions: BOT_GAME.slice(0, 4).map((n, i) => ({ type: 'add', seat: i % 2, n })) });
    const loaded = loadSave(JSON.parse(JSON.stringify(save)));
    expect(loaded.ok && toyState(loaded.state).total).toBe(6);
    const tooFar = loadSave({ ...save, actions: [...save.actions, { type: 'add', seat: 0, n: 3 }, { type: 'add', seat: 1, n: 3 }] });
    expect(tooFar).toMatchObject({ ok: false, reason: 'refused', params: { n: 6 } }); // 6 + 3 + 3 passes ten
    expect(loadSave({ ...save, actions: [{ type: 'add', seat: 0, n: 4 }] })).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('replays a finished game position by position', () => {
    const actions = BOT_GAME.map((n, i) => ({ type: 'add', seat: i % 2, n }));
    const replay = Replay.from({ schema: 1, mode: TOY, setup: SETUP, seats: [{ kind: 'bot', bot: 'toy' }, { kind: 'bot', bot: 'toy' }], actions });
    if (!(replay instanceof Replay)) throw new Error(replay.message);
    expect(replay.mode).toBe(TOY);
    expect([0, 3, 4, 6].map((k) => toyState(replay.stateAt(k)).total)).toEqual([0, 3, 6, 10]);
    expect(toyState(replay.stateAt(6)).winner).toBe(1);
  });

  it('undoes by its own policy: back past a bot\'s move, the game is marked assisted', () => {
    const state = loadSave({ schema: 1, mode: TOY, setup: SETUP, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'toy' }], actions: [] });
    if (!state.ok) throw new Error(state.message);
    const session = new ToySession(SETUP, [{ kind: 'human' }, { kind: 'bot', bot: 'toy' }], state.state);
    session.send({ type: 'add', seat: 0, n: 2 });
    const ledger = new UndoLedger(session);
    expect(ledger.can()).toBe(false); // the bot is to act: nobody undoes
    session.send({ type: 'add', seat: 1, n: 1 }); // the bot's move
    expect(ledger.free()).toBe(0);
    // The toy's policy ('assisted'): back before the person's move, the bot's going with it.
    expect(ledger.plan()).toEqual({ ok: true, keep: 0, assisted: true });
    expect(ledger.steps.map((s) => [s.actor, s.bot, s.reveals])).toEqual([[0, false, null], [1, true, null]]);
  });

  it('runs a scenario file of the mode: steps, a refused step, expectations', () => {
    const scenario = loadScenario({
      name: 'toy: reaching ten', rule: 'the seat that brings the total to ten wins', mode: TOY,
      state: { total: 5, seats: 2 },
      steps: [{ do: 'add', n: 2 }, { expect: { total: 7 } }, { do: 'add', n: 3, seat: 1 }],
      expect: { total: 10 },
    });
    expect(runScenario(scenario)).toMatchObject({ passed: true });
    const wrong = loadScenario({ name: 'toy', rule: 'r', mode: TOY, state: { total: 9, seats: 2 }, steps: [{ do: 'add', n: 2 }] });
    expect(runScenario(wrong).passed).toBe(false);
  });

  it('needs no production file that names it: the toy lives in this folder alone', () => {
    const named: string[] = [];
    const walk = (dir: string): void => {
      for (const f of readdirSync(dir)) {
        const p = join(dir, f);
        if (statSync(p).isDirectory()) walk(p);
        else if (/\.(ts|tsx|js|mjs|cjs|json)$/.test(f) && /'toy'|\btoy(Rules|Bot|Verbs)\b|modes\/toy\//.test(readFileSync(p, 'utf8'))) named.push(p);
      }
    };
    for (const root of ['src', 'scenes']) walk(root);
    expect(named).toEqual([]);
  });
});

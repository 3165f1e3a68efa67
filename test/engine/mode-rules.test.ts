// The engine's same verbs for every mode (src/engine/rulesets.ts `rules(mode)`): a classic and a
// cooperative game played through them give the states, events, views and legal moves the per-mode
// names give (apply/applyCoop, legalActions/coopLegalActions, view/coopView, redactEvents).
import { describe, expect, it } from 'vitest';
import { MODES, rules, stateHash, type Action, type CoopAction, type CoopState, type GameState } from '../../src/engine';

describe('rules(mode): the same verbs for every mode', () => {
  it('exist for every mode', () => {
    for (const mode of MODES) expect(rules(mode).mode).toBe(mode);
  });

  it('play a classic game as apply and legalActions do', () => {
    const r = rules('classic');
    let state: GameState = r.setup({ seed: 9, heroes: ['seiya', 'shun'] }).state;
    let old: GameState = rules('classic').setup({ seed: 9, heroes: ['seiya', 'shun'] }).state;
    for (let i = 0; i < 40 && r.toAct(state) !== null; i++) {
      const seat = r.toAct(state) as number;
      const legal = r.legal(state, seat);
      expect(legal).toEqual(rules('classic').legal(old, seat));
      const action = legal[i % legal.length] as Action;
      const next = r.applyAction(state, action);
      const before = rules('classic').applyAction(old, action);
      if (!next.ok || !before.ok) throw new Error('refused');
      expect(stateHash(next.state)).toBe(stateHash(before.state));
      expect(r.redact(next.state, next.events, 0)).toEqual(rules('classic').redact(before.state, before.events, 0));
      state = next.state;
      old = before.state;
    }
    expect(r.view(state, 1)).toEqual(rules('classic').view(old, 1));
  });

  it('play a cooperative game as applyCoop and coopLegalActions do', () => {
    const r = rules('coop');
    let state = r.setup({ seed: 4, heroes: ['seiya', 'shun', 'hyoga'] }).state as CoopState;
    let old = rules('coop').setup({ seed: 4, heroes: ['seiya', 'shun', 'hyoga'] }).state;
    for (let i = 0; i < 40 && r.toAct(state) !== null; i++) {
      const side = r.toAct(state)!;
      expect(side).toEqual(rules('coop').toAct(old));
      const legal = r.legal(state, side);
      expect(legal).toEqual(rules('coop').legal(old, side));
      const action = legal[i % legal.length] as CoopAction;
      const next = r.applyAction(state, action);
      const before = rules('coop').applyAction(old, action);
      if (!next.ok || !before.ok) throw new Error('refused');
      expect(stateHash(next.state)).toBe(stateHash(before.state));
      state = next.state as CoopState;
      old = before.state as CoopState;
    }
    expect(r.view(state, 0)).toEqual(rules('coop').view(old, 0));
  });
});

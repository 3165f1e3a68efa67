// The core runs any ruleset it is given (core/pipeline.ts), knowing none: shown here with a toy game
// of counting to ten, and with the classic game through the same seam.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../src/engine/core/pipeline';
import { RuleError } from '../../src/engine/core/errors';
import type { Ruleset } from '../../src/engine/core/ruleset';
import { classicRules, coopRules, HEROES, RULESETS, rulesetFor, rules } from '../../src/engine';

interface Count { mode: 'count'; n: number; turn: number }
type Add = { type: 'add'; by: number };
const counting: Ruleset<Count, Add, string, number, void, 'malformed' | 'internal' | 'tooFar'> = {
  mode: 'count',
  setup: () => ({ state: { mode: 'count', n: 0, turn: 0 }, events: ['started'] }),
  parseAction: (input) => {
    const a = input as Add;
    return a && a.type === 'add' && Number.isInteger(a.by) ? { ok: true, action: { type: 'add', by: a.by } } : { ok: false, message: 'not an add' };
  },
  check: (state, action) => { if (state.n + action.by > 10) throw new RuleError('tooFar', 'error.tooFar', 'past ten'); },
  execute: (state, action, events) => {
    if (action.by === 0) throw new Error('zero');
    state.n += action.by;
    state.turn += 1;
    events.push(`+${action.by}`);
  },
  copy: (state) => ({ ...state }),
  legalActions: (state) => (state.n < 10 ? [{ type: 'add', by: 1 }] : []),
  toAct: (state) => (state.n < 10 ? state.turn % 2 : null),
  view: (state) => state.n,
  redactEvents: (_state, events) => [...events],
  malformedCode: 'malformed',
  internalCode: 'internal',
};

describe('the apply pipeline of the core', () => {
  const engine = createEngine(counting);

  it('applies an action to a copy: the input state is untouched', () => {
    const s = counting.setup().state;
    const r = engine.apply(s, { type: 'add', by: 3 });
    expect(r).toEqual({ ok: true, state: { mode: 'count', n: 3, turn: 1 }, events: ['+3'] });
    expect(s.n).toBe(0);
  });

  it('refuses malformed input and an action the rules forbid, with their codes, changing nothing', () => {
    const s = counting.setup().state;
    expect(engine.apply(s, { type: 'jump' })).toMatchObject({ ok: false, error: { code: 'malformed', message: 'not an add' } });
    expect(engine.applyInPlace(s, { type: 'add', by: 11 })).toMatchObject({ ok: false, error: { code: 'tooFar', key: 'error.tooFar' } });
    expect(s).toEqual({ mode: 'count', n: 0, turn: 0 });
  });

  it('reports a failure of the rules themselves as internal, the input untouched', () => {
    const s = counting.setup().state;
    expect(engine.apply(s, { type: 'add', by: 0 })).toMatchObject({ ok: false, error: { code: 'internal', message: 'the rules engine failed: zero' } });
    expect(s.n).toBe(0);
  });

  it('applies in place for a caller that owns its state', () => {
    const s = counting.setup().state;
    const r = engine.applyInPlace(s, { type: 'add', by: 2 });
    expect(r.ok && r.state).toBe(s);
    expect(s.n).toBe(2);
  });
});

describe('the classic game is one ruleset among the modes', () => {
  it('is found by its mode, which its states and saves carry', () => {
    expect(rulesetFor('classic')).toBe(classicRules);
    expect(rulesetFor('chess')).toBeNull();
    expect(rulesetFor('coop')).toBe(coopRules);
    expect(rulesetFor('gow')?.mode).toBe('gow');
    expect(Object.keys(RULESETS)).toEqual(['classic', 'coop', 'gow']);
    expect(rules('classic').setup({ seed: 1, heroes: HEROES.slice(0, 2) }).state.mode).toBe('classic');
    expect(rules('coop').setup({ seed: 1, heroes: HEROES.slice(0, 2) }).state.mode).toBe('coop');
  });

  it('says who acts: the active seat, the seat making a choice, nobody once the game is over', () => {
    const { state } = rules('classic').setup({ seed: 2, heroes: HEROES.slice(0, 3) });
    expect(classicRules.toAct(state)).toBe(state.active);
    expect(classicRules.toAct({ ...state, pending: { id: 1, seat: 2, kind: 'yesNo', options: [1, 0], min: 1, max: 1, prompt: 'p', source: 0, bind: 'b' } })).toBe(2);
    expect(classicRules.toAct({ ...state, phase: 'gameOver' })).toBeNull();
    expect(classicRules.legalActions(state, 'poseidon')).toEqual([]); // no such side in this game
  });
});

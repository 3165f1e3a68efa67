// The answers kept between two actions (core/read-cache.ts): costs and offers are asked many times about
// one state, so they are kept, but only for that state object and only until an action changes it.
import { describe, expect, it } from 'vitest';
import { ANSWER_KEYS, changing, keepAnswer, keptAnswer, noteChanged, readEpoch } from '../../src/engine/core/read-cache';

describe('answers kept about a state', () => {
  it('are given back for the same state until an action runs, and never while it runs', () => {
    const a = {}, b = {};
    keepAnswer(a, 10, 3);
    keepAnswer(a, 11, null);
    expect(keptAnswer(a, 10)).toBe(3);
    expect(keptAnswer(a, 11)).toBeNull();
    expect(keptAnswer(a, 12)).toBeUndefined();
    expect(keptAnswer(b, 10)).toBeUndefined(); // another state knows nothing of them
    keepAnswer(a, 10, 3);
    changing(() => {
      expect(readEpoch()).toBe(-1);
      expect(keptAnswer(a, 10)).toBeUndefined();
      keepAnswer(a, 10, 7); // not kept while the state changes
    });
    expect(keptAnswer(a, 10)).toBeUndefined();
    keepAnswer(a, 10, 4);
    noteChanged(); // a state dealt or changed by hand
    expect(keptAnswer(a, 10)).toBeUndefined();
  });

  it('keep only what they can give back exactly', () => {
    const s = {};
    keepAnswer(s, ANSWER_KEYS + 5, 2);
    expect(keptAnswer(s, ANSWER_KEYS + 5)).toBeUndefined();
    keepAnswer(s, 20, 2.5);
    expect(keptAnswer(s, 20)).toBeUndefined();
    keepAnswer(s, 21, -3);
    expect(keptAnswer(s, 21)).toBeUndefined();
    keepAnswer(s, 22, 0);
    expect(keptAnswer(s, 22)).toBe(0);
  });
});

// ?replay=<share code> opens that code's replay (docs/replays.md); without it, nothing changes.
import { describe, expect, it } from 'vitest';
import { readUrlOptions } from '../../src/app/url-options';

describe('the ?replay= link', () => {
  it('carries the code, spaces around it trimmed', () => {
    expect(readUrlOptions('?replay=%20SSDB1-abc%20').replay).toBe('SSDB1-abc');
  });
  it('is absent without the parameter, or with an empty one', () => {
    expect(readUrlOptions('?seed=3').replay).toBeUndefined();
    expect(readUrlOptions('?replay=').replay).toBeUndefined();
    expect('replay' in readUrlOptions('?seed=3')).toBe(false);
  });
});

// The mixer's rule for a crowd of cues (src/audio/mixer.ts), on a fake clock: the same cue twice at
// once is heard once, a long cue is not restarted while it rings, a crowd keeps the cues that matter
// and ducks the rest, the fast speeds are thinned and shortened, the interface's cues always answer.
import { describe, expect, it } from 'vitest';
import type { Cue } from '../../src/audio/cues';
import { CueMixer } from '../../src/audio/mixer';

const LENGTH: Partial<Record<Cue, number>> = { epic: 2.4, pillarFall: 2, cosmos: 1.6 };
const mixer = () => new CueMixer((cue, short) => (short ? 0.3 : LENGTH[cue] ?? 0.5));

describe('CueMixer', () => {
  it('hears the same cue once when it comes twice at once', () => {
    const m = mixer();
    expect(m.admit('draw', 'normal', 0).play).toBe(true);
    expect(m.admit('draw', 'normal', 10).play).toBe(false);
    expect(m.admit('draw', 'normal', 100).play).toBe(true);
  });

  it('does not restart a long cue while most of it still rings', () => {
    const m = mixer();
    expect(m.admit('pillarFall', 'normal', 0).play).toBe(true);
    expect(m.admit('pillarFall', 'normal', 1000).play).toBe(false);
    expect(m.admit('pillarFall', 'normal', 1300).play).toBe(true);
  });

  it('keeps a crowd to a few voices, the cards\' motion giving way first, and ducks each voice', () => {
    const m = mixer();
    const cues: Cue[] = ['force', 'wound', 'freeze', 'heal'];
    const gains = cues.map((c, i) => m.admit(c, 'normal', i).gain);
    expect(gains[0]).toBe(1);
    for (let i = 1; i < gains.length; i++) expect(gains[i]).toBeLessThan(gains[i - 1]);
    expect(m.admit('draw', 'normal', 5).play).toBe(false); // four voices: the ordinary motion waits
    expect(m.admit('token', 'normal', 6).play).toBe(true);
    expect(m.admit('destroy', 'normal', 7).play).toBe(true);
    expect(m.admit('flame', 'normal', 8).play).toBe(false); // six: full
    expect(m.admit('epic', 'normal', 9).play).toBe(true); // an event of the game still gets through
  });

  it('at 2×, shortens every cue and lets the ordinary motion through only alone', () => {
    const m = mixer();
    expect(m.admit('force', 'fast', 0)).toMatchObject({ play: true, short: true });
    expect(m.admit('draw', 'fast', 20).play).toBe(false);
    expect(m.admit('draw', 'fast', 200)).toMatchObject({ play: true, short: true });
    expect(m.admit('draw', 'fast', 260).play).toBe(false); // the same cue is spaced further at 2×
  });

  it('at instant speed, drops the ordinary motion, spaces the deeds, keeps the events', () => {
    const m = mixer();
    expect(m.admit('draw', 'instant', 0).play).toBe(false);
    expect(m.admit('force', 'instant', 0)).toMatchObject({ play: true, short: true });
    expect(m.admit('cosmos', 'instant', 200).play).toBe(false);
    expect(m.admit('cosmos', 'instant', 400).play).toBe(true);
    expect(m.admit('final', 'instant', 410).play).toBe(true);
  });

  it('always answers a tap, whatever else sounds', () => {
    const m = mixer();
    for (let i = 0; i < 8; i++) m.admit((['force', 'wound', 'freeze', 'heal', 'token', 'destroy', 'epic', 'final'] as Cue[])[i], 'normal', i);
    expect(m.admit('tap', 'instant', 10)).toEqual({ play: true, short: false, gain: 1 });
    expect(m.admit('error', 'instant', 11).play).toBe(true);
  });
});

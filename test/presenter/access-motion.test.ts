// Reduced motion (issue 29): the settings' new fields and their schema, and the speed factor under
// reduced motion, which keeps every animation step within the fade.
import { afterEach, describe, expect, it } from 'vitest';
import { FADE_MS, fakeSystemMotion, motionReduced, scaledFont, useAccess } from '../../src/app/access';
import { DEFAULT_SETTINGS, SPEEDS } from '../../src/app/settings';
import { readSettings, writeSettings } from '../../src/app/settings-store';
import { JOB_MS, MAX_FLIGHTS, stepMs, type AnimStep } from '../../scenes/presenter/anim-jobs';
import { CHOSEN_FACTOR, REDUCED_FACTOR, SPEED_FACTOR, motionFactor } from '../../scenes/presenter/speed';

const memory = (init: Record<string, string> = {}) => {
  const m = new Map(Object.entries(init));
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
};

afterEach(() => { fakeSystemMotion(null); useAccess(DEFAULT_SETTINGS); });

describe('access settings', () => {
  it('default to following the system and the plain text size', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ motion: 'system', textScale: 1 });
    expect(readSettings(memory())).toMatchObject({ motion: 'system', textScale: 1 });
  });

  it('are kept, and a damaged field falls back alone', () => {
    const s = memory();
    writeSettings(s, { ...DEFAULT_SETTINGS, motion: 'reduced', textScale: 1.5 });
    expect(readSettings(s)).toMatchObject({ motion: 'reduced', textScale: 1.5 });
    const bad = memory({ 'ssdb.settings.v1': JSON.stringify({ motion: 'slow', textScale: 2, speed: 'fast' }) });
    expect(readSettings(bad)).toMatchObject({ motion: 'system', textScale: 1, speed: 'fast' });
  });

  it('scale fonts by the text setting', () => {
    useAccess({ ...DEFAULT_SETTINGS, textScale: 1.25 });
    expect(scaledFont(16)).toBe(20);
  });
});

describe('motion', () => {
  it("'system' follows the OS; 'reduced' and 'full' override it", () => {
    fakeSystemMotion(true);
    expect([motionReduced('system'), motionReduced('reduced'), motionReduced('full')]).toEqual([true, true, false]);
    fakeSystemMotion(false);
    expect([motionReduced('system'), motionReduced('reduced'), motionReduced('full')]).toEqual([false, true, false]);
  });

  it('leaves the chosen speeds alone with full motion', () => {
    useAccess({ ...DEFAULT_SETTINGS, motion: 'full' });
    fakeSystemMotion(true);
    expect(SPEEDS.map((s) => SPEED_FACTOR[s])).toEqual(SPEEDS.map((s) => CHOSEN_FACTOR[s]));
  });

  it('keeps every step within the fade when reduced (instant stays instant)', () => {
    useAccess({ ...DEFAULT_SETTINGS, motion: 'reduced' });
    expect(SPEED_FACTOR.instant).toBe(0);
    const kinds = Object.keys(JOB_MS) as (keyof typeof JOB_MS)[];
    const steps: AnimStep[] = [
      ...kinds.map((kind) => ({ jobs: [{ kind } as AnimStep['jobs'][number]], stagger: 0 })),
      { jobs: Array.from({ length: MAX_FLIGHTS }, () => ({ kind: 'fly' }) as AnimStep['jobs'][number]), stagger: 75 },
    ];
    for (const speed of SPEEDS) {
      expect(SPEED_FACTOR[speed]).toBeLessThanOrEqual(REDUCED_FACTOR);
      for (const step of steps) expect(stepMs(step) * SPEED_FACTOR[speed]).toBeLessThanOrEqual(FADE_MS);
    }
    expect(motionFactor('normal', false)).toBe(1);
  });
});

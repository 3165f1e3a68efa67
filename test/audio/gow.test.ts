// God of War's sounds (src/audio/synth/gow-effects.ts, gow-music.ts): each cue renders, is heard,
// stays in its length and never clips, and sounds unlike every other cue of the game (its spectrum
// across seven octave bands and where its energy sits in time); the theme and its battle layer are
// loops of one length, so they loop together. The sox figures: `npm run sounds -- --sox`.
import { describe, expect, it } from 'vitest';
import { CUE_INFO, CUE_RANK, CUES, layersOf, MUSIC_LAYERS, THEMES, type Cue, type Music } from '../../src/audio/cues';
import { filter, gainToDb, measure } from '../../src/audio/synth/dsp';
import { cueLoudness, LOUDNESS, renderCue } from '../../src/audio/synth/effects';
import { MUSIC_LOUDNESS, renderTheme } from '../../src/audio/synth/music';
import { CUE_RATE } from '../../src/audio/synth/render';

const GOW: readonly Cue[] = CUES.filter((c) => c.startsWith('gow'));

/** Each cue's length budget (s), from the brief: a die's tumble about half a second, a step shorter. */
const BUDGET: Readonly<Record<string, number>> = {
  gowRoll: 0.7, gowFlip: 0.8, gowMove: 0.4, gowStrike: 1, gowHit: 0.7, gowArmor: 1.4, gowStun: 1.6, gowPoison: 1.3,
  gowRage: 0.8, gowRageFull: 1.7, gowDefend: 0.7, gowUpgrade: 1.7, gowRune: 2.4, gowMission: 3, gowExhausted: 2.6,
};

describe('God of War\'s cues', () => {
  it('are the fifteen the table asks for, each described and ranked', () => {
    expect([...GOW].sort()).toEqual(['gowArmor', 'gowDefend', 'gowExhausted', 'gowFlip', 'gowHit', 'gowMission', 'gowMove', 'gowPoison',
      'gowRage', 'gowRageFull', 'gowRoll', 'gowRune', 'gowStrike', 'gowStun', 'gowUpgrade']);
    for (const cue of GOW) {
      expect(CUE_INFO[cue].length).toBeGreaterThan(10);
      expect([1, 2, 3]).toContain(CUE_RANK[cue]);
    }
    // The pawn's motion is thinned first; a Mission, a hero falling and the round's rune always heard.
    expect([CUE_RANK.gowMove, CUE_RANK.gowRoll, CUE_RANK.gowFlip]).toEqual([1, 1, 1]);
    expect([CUE_RANK.gowMission, CUE_RANK.gowExhausted, CUE_RANK.gowRune]).toEqual([3, 3, 3]);
  });

  for (const cue of GOW) {
    it(`${cue}: heard, within its length, never clipping`, () => {
      const a = renderCue(cue, CUE_RATE);
      expect(a.every(Number.isFinite)).toBe(true);
      const m = measure(a, CUE_RATE);
      expect(m.peak).toBeLessThanOrEqual(1);
      expect(gainToDb(m.peak)).toBeLessThan(-1);
      expect(gainToDb(m.rmsPeak)).toBeGreaterThan(-20);
      expect(Math.abs(gainToDb(m.rmsPeak) - cueLoudness(cue))).toBeLessThan(1);
      expect(Math.abs(cueLoudness(cue) - LOUDNESS)).toBeLessThanOrEqual(3);
      const seconds = a.length / CUE_RATE;
      expect(seconds).toBeGreaterThan(0.2);
      expect(seconds).toBeLessThanOrEqual(BUDGET[cue]);
    });
  }

  it('sound unlike one another and unlike the other games\' cues', () => {
    const SR = 22050; // enough for the bands measured, quicker
    const prints = new Map(CUES.map((c) => [c, fingerprint(renderCue(c, SR), SR)] as const));
    for (const cue of GOW) {
      for (const other of CUES) {
        if (other === cue) continue;
        const d = distance(prints.get(cue)!, prints.get(other)!);
        expect(d, `${cue} against ${other}`).toBeGreaterThan(2);
      }
    }
  });
});

interface Print { bands: number[]; centre: number }
const CENTRES = [80, 160, 320, 640, 1280, 2560, 5120];
const energy = (b: Float32Array) => b.reduce((s, x) => s + x * x, 0);

/** A cue's print: the share of its energy in each octave band (dB, floored at -40) and the time (s)
 *  its energy centres on (a blow's is early, a swell's late). */
function fingerprint(a: Float32Array, sr: number): Print {
  const total = energy(a);
  const bands = CENTRES.map((f) => {
    const b = a.slice();
    filter(b, sr, 'band', f, f, 1.4);
    return Math.max(-40, gainToDb(Math.sqrt(energy(b) / total)));
  });
  let t = 0;
  a.forEach((x, i) => { t += x * x * i; });
  return { bands, centre: t / total / sr };
}

/** The RMS difference of the band shares (dB), plus 1 for every 20 ms between the centres. The
 *  closest two of the older cues are 2.4 apart. */
const distance = (x: Print, y: Print): number =>
  Math.sqrt(x.bands.reduce((s, b, i) => s + (b - y.bands[i]) ** 2, 0) / x.bands.length) + Math.abs(x.centre - y.centre) / 0.02;

describe('God of War\'s music', () => {
  const SR = 4000; // the same composition at a low rate: quick to render here

  it('is a theme of its own, with the battle layer over it', () => {
    expect(THEMES).toContain('gow');
    expect(THEMES).toContain('gowBattle');
    const music: Music = 'gow';
    expect(layersOf(music)).toEqual(['gowBattle']);
    expect(MUSIC_LAYERS.gow).toEqual(['gowBattle']);
  });

  it('loops the theme and the layer together: the same whole-bar length, both at the music\'s level', () => {
    const theme = renderTheme('gow', SR), layer = renderTheme('gowBattle', SR);
    expect(layer.length).toBe(theme.length);
    // 8 bars of 4 beats at 66 bpm.
    expect(theme.length).toBe(Math.round((SR * 60 * 32) / 66));
    for (const loop of [theme, layer]) {
      const m = measure(loop, SR);
      expect(gainToDb(m.peak)).toBeLessThan(-3 + 0.01);
      expect(Math.abs(gainToDb(m.rmsPeak) - MUSIC_LOUDNESS)).toBeLessThan(1);
    }
  });

  it('builds: the loop\'s last half is fuller than its first bars', () => {
    const theme = renderTheme('gow', SR);
    const q = Math.floor(theme.length / 4);
    const rms = (from: number, to: number) => Math.sqrt(energy(theme.slice(from, to)) / (to - from));
    expect(rms(2 * q, 4 * q)).toBeGreaterThan(rms(0, q) * 1.2);
  });
});

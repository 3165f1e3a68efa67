// Our synthesiser (src/audio/synth): every cue and every theme renders, the same on every run, at a
// level that never clips (peaks under -1 dBFS), each cue at its loudness (so that cues sit within a
// few dB of one another), of a sensible length; the short versions are short; the loops are seamless.
// The listening figures measured by sox are printed by `npm run sounds -- --sox`.
import { describe, expect, it } from 'vitest';
import { CUE_RANK, CUES, THEMES } from '../../src/audio/cues';
import { dbToGain, foldLoop, gainToDb, master, measure, shorten } from '../../src/audio/synth/dsp';
import { cueLoudness, LOUDNESS, renderCue } from '../../src/audio/synth/effects';
import { MUSIC_LOUDNESS, renderTheme } from '../../src/audio/synth/music';
import { CUE_RATE, renderSound, shortSeconds } from '../../src/audio/synth/render';
import { encodeWav } from '../../src/audio/wav';

describe('the cues', () => {
  for (const cue of CUES) {
    it(`${cue}: renders the same every time, loud enough, never clipping, of a cue's length`, () => {
      const a = renderCue(cue, CUE_RATE);
      expect(renderCue(cue, CUE_RATE)).toEqual(a);
      expect(a.every(Number.isFinite)).toBe(true);
      const m = measure(a, CUE_RATE);
      expect(gainToDb(m.peak)).toBeLessThan(-1);
      expect(Math.abs(gainToDb(m.rmsPeak) - cueLoudness(cue))).toBeLessThan(1);
      const seconds = a.length / CUE_RATE;
      expect(seconds).toBeGreaterThan(0.05);
      expect(seconds).toBeLessThanOrEqual(CUE_RANK[cue] === 3 ? 3 : 1.7);
    });
  }

  it('puts every game cue within 3 dB of the same loudness and the interface\'s well under it', () => {
    for (const cue of CUES) {
      if (CUE_RANK[cue] === 'ui') expect(cueLoudness(cue)).toBeLessThanOrEqual(LOUDNESS - 8);
      else expect(Math.abs(cueLoudness(cue) - LOUDNESS)).toBeLessThanOrEqual(3);
    }
  });

  it('packs the full cue and its short version in one sound, as Howler sprites', () => {
    const r = renderSound('cosmos');
    const full = renderCue('cosmos', CUE_RATE);
    expect(r.sampleRate).toBe(CUE_RATE);
    expect(r.sprite.full).toEqual([0, (full.length / CUE_RATE) * 1000]);
    const [start, ms] = r.sprite.short!;
    expect(start).toBeGreaterThan(r.sprite.full[1]);
    expect(ms / 1000).toBeCloseTo(shortSeconds(full.length / CUE_RATE), 2);
    expect(ms).toBeLessThan(r.sprite.full[1] / 2);
  });

  it('shortens a cue with a fade, never a click', () => {
    const full = renderCue('epic', CUE_RATE);
    const short = shorten(full, CUE_RATE, 0.3);
    expect(short.length).toBe(Math.round(CUE_RATE * 0.3));
    expect(Math.abs(short[short.length - 1])).toBeLessThan(1e-3);
  });
});

describe('the music', () => {
  const SR = 8000; // the same composition at a low rate: quick to render here
  for (const theme of THEMES) {
    it(`${theme}: a loop of whole bars, at the music's level, seamless`, () => {
      const loop = renderTheme(theme, SR);
      const m = measure(loop, SR);
      expect(gainToDb(m.peak)).toBeLessThan(-3 + 0.01);
      expect(Math.abs(gainToDb(m.rmsPeak) - MUSIC_LOUDNESS)).toBeLessThan(1);
      expect(loop.length / SR).toBeGreaterThan(20);
      expect(loop.length / SR).toBeLessThan(32);
      // The end runs into the start: no jump at the seam bigger than the signal's own steps.
      const steps = Array.from({ length: 2000 }, (_, i) => Math.abs(loop[i + 1] - loop[i]));
      expect(Math.abs(loop[0] - loop[loop.length - 1])).toBeLessThan(Math.max(...steps) + 1e-6);
    });
  }

  it('gives the coop theme and Poseidon\'s layer the same length: they loop together', () => {
    expect(renderTheme('poseidon', 4000).length).toBe(renderTheme('coop', 4000).length);
  });
});

describe('the building blocks', () => {
  it('folds what rings past a loop back onto its start', () => {
    const buf = new Float32Array([1, 2, 3, 4, 5, 6]);
    expect([...foldLoop(buf, 4)]).toEqual([6, 8, 3, 4]);
  });

  it('masters to a loudness, and bends the rare peak under the ceiling instead of clipping', () => {
    const sr = 8000;
    const tone = () => new Float32Array(sr).map((_, i) => Math.sin(i / 3) * 0.1);
    const spiky = tone();
    spiky[4000] = 0.6; // a sharp attack over a quiet body
    const m = measure(master(spiky, sr, -12, -1.5, false), sr);
    expect(gainToDb(m.peak)).toBeLessThanOrEqual(-1.5 + 1e-6);
    expect(gainToDb(m.rmsPeak)).toBeGreaterThan(-16);
    // A wild peak is limited by 6 dB at most: the sound ends quieter rather than crushed.
    const wild = tone();
    wild[4000] = 5;
    const w = measure(master(wild, sr, -12, -1.5, false), sr);
    expect(gainToDb(w.peak)).toBeLessThanOrEqual(-1.5 + 1e-6);
    expect(gainToDb(w.rmsPeak)).toBeLessThan(-20);
    expect(dbToGain(gainToDb(0.5))).toBeCloseTo(0.5, 9);
  });

  it('writes a 16-bit mono WAV file', () => {
    const wav = encodeWav(new Float32Array([0, 1, -1, 0.5]), 22050);
    const view = new DataView(wav.buffer);
    const ascii = (at: number, n: number) => String.fromCharCode(...wav.slice(at, at + n));
    expect(ascii(0, 4)).toBe('RIFF');
    expect(ascii(8, 4)).toBe('WAVE');
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(22050);
    expect(view.getUint16(34, true)).toBe(16);
    expect(view.getUint32(40, true)).toBe(8);
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 32767, -32768, 16384]);
  });
});

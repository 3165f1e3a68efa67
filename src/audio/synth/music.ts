// The music: loops composed here as data (chords, arpeggios, a few melodic lines) and played by the
// instruments of ./dsp; God of War's theme and battle layer are in ./gow-music. Each theme is rendered
// past its end and folded back onto its start (`foldLoop`), so that it loops without a seam. A theme
// and its layer (coop and Poseidon's, gow and gowBattle) share a tempo and a length: they are started
// together and loop together, the layer faded in for its phase.
import type { Theme } from '../cues';
import { bell, buffer, filter, foldLoop, master, midi, mixInto, noise, pluck, reverb, rng, echo, tone, Svf, type Buf } from './dsp';
import { gow, gowBattle } from './gow-music';

interface Chord { bass: number; pad: readonly number[]; arp: readonly number[] }

/** A theme's length in samples: `bars` bars of four beats at `bpm`. */
const loopLength = (sr: number, bpm: number, bars: number) => Math.round((sr * 60 * 4 * bars) / bpm);

/** Sustained chords: detuned saws, darkened by a low-pass whose cutoff breathes (an LFO). */
function pad(out: Buf, sr: number, chords: readonly { at: number; dur: number; notes: readonly number[] }[], o: { gain: number; cutoff: number; lfo: number; depth: number; attack?: number; voices?: number }): void {
  const bus = new Float32Array(out.length);
  for (const c of chords) {
    for (const n of c.notes) {
      tone(bus, sr, { at: c.at, dur: c.dur, freq: midi(n), wave: 'saw', voices: o.voices ?? 3, detune: 11, attack: o.attack ?? 1.2, decay: 1, sustain: 1, release: 1.4, gain: o.gain / Math.sqrt(c.notes.length) });
    }
  }
  const f = new Svf(sr), s = { low: 0, band: 0, high: 0 };
  for (let i = 0; i < bus.length; i++) {
    if (i % 32 === 0) f.set(o.cutoff * (1 + o.depth * Math.sin((2 * Math.PI * o.lfo * i) / sr)), 0.8);
    f.step(bus[i], s);
    out[i] += s.low;
  }
}

/** A choir's "ah": saws with vibrato through three vowel formants. */
function choir(out: Buf, sr: number, chords: readonly { at: number; dur: number; notes: readonly number[] }[], gain: number): void {
  const bus = new Float32Array(out.length);
  for (const c of chords) {
    for (const n of c.notes) {
      tone(bus, sr, { at: c.at, dur: c.dur, freq: midi(n), wave: 'saw', voices: 4, detune: 14, attack: 0.9, decay: 1, sustain: 1, release: 1.2, gain: gain / Math.sqrt(c.notes.length), vibrato: { depth: 0.09, rate: 4.6 } });
    }
  }
  for (const [f0, q, g] of [[650, 5, 1], [1080, 6, 0.55], [2500, 8, 0.2]] as const) {
    const band = bus.slice();
    filter(band, sr, 'band', f0, f0, q);
    mixInto(out, band, sr, 0, g);
  }
}

/** A timpani or a taiko: a sine falling onto its pitch, with the skin's noise. */
function drum(out: Buf, sr: number, at: number, freq: number, gain: number, decay = 0.35): void {
  tone(out, sr, { at, dur: 0, freq: freq * 1.5, to: freq, glide: 0.05, attack: 0.003, decay, gain });
  noise(out, sr, { at, dur: 0, attack: 0.002, decay: 0.04, gain: gain * 0.3, filter: { kind: 'low', from: 700 }, seed: Math.round(at * 100) });
}

/** A soft bass: a sine with a touch of triangle. */
function bass(out: Buf, sr: number, at: number, dur: number, n: number, gain: number): void {
  tone(out, sr, { at, dur, freq: midi(n), attack: 0.08, decay: 1.5, sustain: 0.6, release: 0.5, gain });
  tone(out, sr, { at, dur, freq: midi(n), wave: 'triangle', attack: 0.08, decay: 1.5, sustain: 0.6, release: 0.5, gain: gain * 0.25 });
}

/** The menu: the Sanctuary at night. D minor, slow; a pad, a harp's arpeggios, a few bell notes. */
function menu(sr: number): { out: Buf; loop: number } {
  const bpm = 66, bars = 8, beat = 60 / bpm, len = loopLength(sr, bpm, bars);
  const out = buffer(sr, len / sr + 5);
  const chords: Chord[] = [
    { bass: 38, pad: [50, 53, 57, 60, 64], arp: [62, 65, 69, 72, 76] }, // Dm9
    { bass: 34, pad: [46, 50, 53, 57], arp: [58, 62, 65, 69, 74] }, // B♭maj7
    { bass: 31, pad: [43, 50, 53, 58], arp: [55, 58, 62, 65, 69] }, // Gm9
    { bass: 33, pad: [45, 52, 55, 57, 61], arp: [57, 61, 64, 67, 69] }, // A7
  ];
  const harp = new Float32Array(out.length), bells = new Float32Array(out.length);
  chords.forEach((c, k) => {
    const at = k * 2 * 4 * beat, dur = 2 * 4 * beat;
    bass(out, sr, at, dur - 0.3, c.bass, 0.22);
    pad(out, sr, [{ at, dur, notes: c.pad }], { gain: 0.14, cutoff: 900, lfo: 0.11, depth: 0.35 });
    // Eighth notes up and down the chord, the second bar an octave-shifted echo of the first.
    const order = [0, 1, 2, 3, 4, 3, 2, 1];
    for (let e = 0; e < 16; e++) {
      const n = c.arp[order[e % 8]] + (e >= 8 && e % 2 === 1 ? 12 : 0);
      pluck(harp, sr, { at: at + e * beat * 0.5, freq: midi(n), decay: 1.6, bright: 0.35, gain: e % 4 === 0 ? 0.3 : 0.2, seed: k * 16 + e });
    }
  });
  // A few bell notes: a melody over the second half of each chord.
  const melody: [number, number][] = [[4, 81], [6, 79], [12, 77], [14, 74], [20, 74], [22, 77], [28, 76], [30, 73]];
  for (const [b, n] of melody) bell(bells, sr, { at: b * beat, freq: midi(n), decay: 1, partials: [[1, 1, 1], [2, 0.25, 0.5], [3, 0.08, 0.3]], gain: 0.16 });
  echo(bells, sr, beat * 0.75, 0.35, 3);
  mixInto(out, harp, sr);
  mixInto(out, bells, sr);
  reverb(out, sr, { mix: 0.35, room: 0.88, damp: 0.3 });
  return { out, loop: len };
}

/** The classic table: warmer and on the move. A minor, a heroic cadence, plucked strings, a horn,
 *  a timpani's pulse. */
function classic(sr: number): { out: Buf; loop: number } {
  const bpm = 84, bars = 8, beat = 60 / bpm, len = loopLength(sr, bpm, bars);
  const out = buffer(sr, len / sr + 5);
  const chords: Chord[] = [
    { bass: 45, pad: [57, 60, 64], arp: [69, 72, 76] }, // Am
    { bass: 41, pad: [57, 60, 65], arp: [69, 72, 77] }, // F
    { bass: 48, pad: [55, 60, 64], arp: [67, 72, 76] }, // C
    { bass: 43, pad: [55, 59, 62], arp: [67, 71, 74] }, // G
    { bass: 45, pad: [57, 60, 64], arp: [69, 72, 76] }, // Am
    { bass: 41, pad: [57, 60, 65], arp: [69, 72, 77] }, // F
    { bass: 38, pad: [57, 62, 65], arp: [69, 74, 77] }, // Dm
    { bass: 40, pad: [56, 59, 64], arp: [68, 71, 76] }, // E
  ];
  const strings = new Float32Array(out.length), drums = new Float32Array(out.length), horn = new Float32Array(out.length);
  chords.forEach((c, k) => {
    const at = k * 4 * beat, dur = 4 * beat;
    bass(out, sr, at, dur - 0.15, c.bass - 12, 0.28);
    bass(out, sr, at + 2.5 * beat, beat * 0.9, c.bass, 0.12);
    pad(out, sr, [{ at, dur, notes: c.pad }], { gain: 0.09, cutoff: 1300, lfo: 0.2, depth: 0.25, attack: 0.5 });
    const pattern = [0, 1, 2, 1, 0, 2, 1, 2];
    for (let e = 0; e < 8; e++) {
      pluck(strings, sr, { at: at + e * beat * 0.5, freq: midi(c.arp[pattern[e]]), decay: 0.9, bright: 0.55, gain: e % 2 === 0 ? 0.22 : 0.15, seed: 100 + k * 8 + e });
    }
    drum(drums, sr, at, 55, 0.32);
    drum(drums, sr, at + 2 * beat, 55, 0.2);
    if (k % 2 === 1) drum(drums, sr, at + 3.5 * beat, 62, 0.14, 0.2);
  });
  // The horn's call on the first and fifth bars, answered on the third and seventh.
  const call: [number, number, number][] = [[0, 2, 76], [2, 1, 81], [3, 1, 83], [4, 3, 84], [7, 1, 83], [8, 2, 79], [10, 2, 76], [12, 4, 74],
    [16, 2, 76], [18, 1, 81], [19, 1, 83], [20, 4, 84], [24, 1, 81], [25, 1, 77], [26, 2, 74], [28, 3, 76], [31, 1, 80]];
  for (const [b, d, n] of call) tone(horn, sr, { at: b * beat, dur: d * beat * 0.92, freq: midi(n - 12), wave: 'saw', voices: 2, detune: 6, attack: 0.06, decay: 0.5, sustain: 0.7, release: 0.2, gain: 0.16, vibrato: { depth: 0.05, rate: 5 } });
  filter(horn, sr, 'low', 1400, 1400, 0.9);
  mixInto(out, strings, sr);
  mixInto(out, drums, sr);
  mixInto(out, horn, sr);
  reverb(out, sr, { mix: 0.25, room: 0.82, damp: 0.3 });
  return { out, loop: len };
}

const COOP_BPM = 68, COOP_BARS = 8;
/** The coop board's chords (two bars each), shared by the theme and Poseidon's layer. */
const COOP_ROOTS = [40, 36, 33, 35]; // E, C, A, B

/** The coop board: Poseidon's undersea temple. E, dreamy; a watery pad, bubbling arpeggios, a drone. */
function coop(sr: number): { out: Buf; loop: number } {
  const beat = 60 / COOP_BPM, len = loopLength(sr, COOP_BPM, COOP_BARS);
  const out = buffer(sr, len / sr + 5);
  const chords: Chord[] = [
    { bass: 28, pad: [52, 56, 59, 63, 66], arp: [76, 78, 80, 83, 87] }, // Emaj9
    { bass: 24, pad: [48, 52, 55, 59], arp: [72, 76, 79, 83, 84] }, // Cmaj7
    { bass: 33, pad: [45, 52, 56, 61, 63], arp: [73, 75, 76, 80, 81] }, // Amaj7(♯11)
    { bass: 35, pad: [47, 52, 54, 59], arp: [71, 76, 78, 83, 85] }, // Bsus4
  ];
  const bubbles = new Float32Array(out.length);
  const r = rng(2024);
  chords.forEach((c, k) => {
    const at = k * 8 * beat, dur = 8 * beat;
    bass(out, sr, at, dur - 0.3, c.bass, 0.26);
    pad(out, sr, [{ at, dur, notes: c.pad }], { gain: 0.15, cutoff: 800, lfo: 0.07, depth: 0.5, attack: 1.8, voices: 4 });
    // Sixteenths, each sounding or not: light plucks whose pitch lifts like a bubble.
    for (let s = 0; s < 32; s++) {
      if (r() > (s % 4 === 0 ? 0.75 : 0.32)) continue;
      const n = c.arp[Math.floor(r() * c.arp.length)];
      tone(bubbles, sr, { at: at + s * beat * 0.25, dur: 0, freq: midi(n), to: midi(n) * 1.06, glide: 0.04, attack: 0.004, decay: 0.22, gain: 0.13 });
    }
  });
  echo(bubbles, sr, beat * 0.75, 0.42, 4);
  mixInto(out, bubbles, sr);
  noise(out, sr, { at: 0, dur: len / sr, attack: 2, sustain: 1, release: 2, gain: 0.012, filter: { kind: 'band', from: 400, to: 600, q: 0.7 }, seed: 99 });
  reverb(out, sr, { mix: 0.4, room: 0.9, damp: 0.35 });
  return { out, loop: len };
}

/** Poseidon's layer, over the coop theme in his phase: a low choir on open fifths (no third: it darkens
 *  the theme's chords without clashing), taiko drums, a deep drone. */
function poseidon(sr: number): { out: Buf; loop: number } {
  const beat = 60 / COOP_BPM, len = loopLength(sr, COOP_BPM, COOP_BARS);
  const out = buffer(sr, len / sr + 5);
  const drums = new Float32Array(out.length);
  COOP_ROOTS.forEach((root, k) => {
    const at = k * 8 * beat, dur = 8 * beat;
    choir(out, sr, [{ at, dur, notes: [root + 12, root + 19, root + 24] }], 0.5);
    tone(out, sr, { at, dur, freq: midi(root - 12), attack: 0.6, decay: 1, sustain: 1, release: 1, gain: 0.3 });
    for (let b = 0; b < 2; b++) {
      const bar = at + b * 4 * beat;
      drum(drums, sr, bar, 48, 0.5, 0.45);
      drum(drums, sr, bar + 1.5 * beat, 52, 0.3, 0.35);
      drum(drums, sr, bar + 2 * beat, 48, 0.4, 0.4);
      if (b === 1) drum(drums, sr, bar + 3.5 * beat, 58, 0.25, 0.25);
    }
  });
  mixInto(out, drums, sr);
  reverb(out, sr, { mix: 0.35, room: 0.88, damp: 0.4 });
  return { out, loop: len };
}

const THEME_MAKERS: Readonly<Record<Theme, (sr: number) => { out: Buf; loop: number }>> = { menu, classic, coop, poseidon, gow, gowBattle };
/** Music sits well under the cues: its loudest 50 ms at this level (dBFS), peaks under -3 dBFS. */
export const MUSIC_LOUDNESS = -19;

/** A theme's loop, mono, at `sr`, mastered. */
export function renderTheme(theme: Theme, sr: number): Buf {
  const { out, loop } = THEME_MAKERS[theme](sr);
  const folded = foldLoop(out, loop);
  // No trim: a loop keeps its exact length (master only trims silence after the end, of which a
  // folded loop has none).
  return master(folded, sr, MUSIC_LOUDNESS, -3, false);
}

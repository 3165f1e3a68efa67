// The cues' recipes: each a few voices of ./dsp added into a buffer, then mastered to a common
// loudness (`LOUDNESS`) under a -1.5 dBFS peak ceiling. Our own sound design, from ART.md's brief:
// card swish and flip, gold chime for Cosmos, impact for Force, the crackle of a dying flame, water
// swell, stone crack and rumble.
import type { Cue } from '../cues';
import { bell, buffer, filter, master, midi, mixInto, noise, reverb, rng, tone, type Buf } from './dsp';
import { GOW_LEVEL, GOW_RECIPES, type Recipe } from './gow-effects';

type Partials = readonly (readonly [number, number, number])[];

// Partials as [ratio, amplitude, decay scale].
const METAL: Partials = [[1, 1, 1], [2.76, 0.55, 0.6], [5.4, 0.35, 0.4], [8.93, 0.2, 0.3]];
const CHIME: Partials = [[1, 1, 1], [2.0, 0.28, 0.6], [3.01, 0.14, 0.4], [4.2, 0.07, 0.3]];
const GONG: Partials = [[1, 1, 1], [1.47, 0.6, 0.8], [2.09, 0.5, 0.7], [2.56, 0.35, 0.6], [3.21, 0.25, 0.5], [4.1, 0.15, 0.4]];
const CHURCH: Partials = [[0.5, 0.5, 1.5], [1, 1, 1], [1.19, 0.45, 0.8], [1.5, 0.3, 0.6], [2, 0.4, 0.5], [2.52, 0.18, 0.4], [3.01, 0.12, 0.3]];
const COIN: Partials = [[1, 1, 1], [2.4, 0.4, 0.5], [3.9, 0.2, 0.3]];

/** Short-term loudness (dBFS, the loudest 50 ms) every cue is brought to; the interface's are quieter. */
export const LOUDNESS = -15;
const LEVEL: Partial<Record<Cue, number>> = { tap: -27, error: -23, slide: -18, walk: -18, turn: -17, victory: -14, defeat: -14, ...GOW_LEVEL };
export const cueLoudness = (cue: Cue): number => LEVEL[cue] ?? LOUDNESS;

/** Water bubbles: little sine chirps at seeded times and pitches. */
function bubbles(out: Buf, sr: number, at: number, span: number, n: number, lo: number, hi: number, seed: number, gain = 0.35, falling = false): void {
  const r = rng(seed);
  for (let i = 0; i < n; i++) {
    const f = lo + (hi - lo) * r();
    tone(out, sr, { at: at + span * r(), dur: 0, freq: f, to: falling ? f * 0.6 : f * 1.7, glide: 0.05, attack: 0.002, decay: 0.035, release: 0.03, gain: gain * (0.5 + 0.5 * r()) });
  }
}

/** A struck drum: a sine falling in pitch, with a noise of the skin. */
function drum(out: Buf, sr: number, at: number, freq: number, gain: number, decay = 0.25): void {
  tone(out, sr, { at, dur: 0, freq: freq * 1.6, to: freq, glide: 0.06, attack: 0.002, decay, release: decay, gain });
  noise(out, sr, { at, dur: 0, attack: 0.001, decay: 0.025, release: 0.02, gain: gain * 0.35, filter: { kind: 'low', from: 900 }, seed: Math.round(freq) });
}

/** A brassy voice: detuned saws, rendered apart and darkened. */
function brass(out: Buf, sr: number, notes: readonly { at: number; dur: number; n: number; gain?: number }[], cutoff: number): void {
  const bus = new Float32Array(out.length);
  for (const { at, dur, n, gain } of notes) tone(bus, sr, { at, dur, freq: midi(n), wave: 'saw', voices: 3, detune: 9, attack: 0.04, decay: 0.4, sustain: 0.75, release: 0.25, gain: gain ?? 0.3, vibrato: { depth: 0.06, rate: 5 } });
  filter(bus, sr, 'low', cutoff, cutoff * 0.8, 0.9);
  mixInto(out, bus, sr);
}

const RECIPES: Readonly<Record<Cue, Recipe>> = {
  ...GOW_RECIPES, // God of War's: ./gow-effects
  draw: { sec: 0.3, make: (o, sr) => {
    noise(o, sr, { at: 0, dur: 0.07, attack: 0.04, decay: 1, sustain: 1, release: 0.04, gain: 0.9, filter: { kind: 'band', from: 1600, to: 5200, q: 1.3 } });
    noise(o, sr, { at: 0.1, dur: 0, attack: 0.001, decay: 0.008, release: 0.006, gain: 0.4, filter: { kind: 'high', from: 3000 }, seed: 3 });
  } },
  play: { sec: 0.3, make: (o, sr) => {
    noise(o, sr, { at: 0, dur: 0.04, attack: 0.025, sustain: 1, release: 0.02, gain: 0.6, filter: { kind: 'band', from: 3200, to: 1400, q: 1.2 } });
    noise(o, sr, { at: 0.055, dur: 0, attack: 0.001, decay: 0.03, release: 0.03, gain: 1, filter: { kind: 'low', from: 2200 }, seed: 11 });
    tone(o, sr, { at: 0.055, dur: 0, freq: 150, to: 80, glide: 0.05, attack: 0.001, decay: 0.05, release: 0.04, gain: 0.6 });
  } },
  armor: { sec: 0.9, make: (o, sr) => {
    bell(o, sr, { at: 0, freq: 330, decay: 0.3, partials: METAL, gain: 0.5 });
    bell(o, sr, { at: 0.085, freq: 415, decay: 0.25, partials: METAL, gain: 0.35 });
    noise(o, sr, { at: 0, dur: 0, attack: 0.0005, decay: 0.02, release: 0.02, gain: 0.6, filter: { kind: 'high', from: 2000 } });
    noise(o, sr, { at: 0.085, dur: 0, attack: 0.0005, decay: 0.015, release: 0.015, gain: 0.4, filter: { kind: 'high', from: 2500 }, seed: 5 });
  } },
  force: { sec: 0.7, make: (o, sr) => {
    tone(o, sr, { at: 0, dur: 0, freq: 160, to: 42, glide: 0.2, attack: 0.002, decay: 0.22, release: 0.2, gain: 1 });
    noise(o, sr, { at: 0, dur: 0, attack: 0.001, decay: 0.12, release: 0.1, gain: 0.7, filter: { kind: 'low', from: 1400, to: 200 } });
    noise(o, sr, { at: 0.005, dur: 0, attack: 0.001, decay: 0.03, release: 0.03, gain: 0.35, filter: { kind: 'band', from: 2600, q: 1.5 }, seed: 9 });
  } },
  cosmos: { sec: 1.6, make: (o, sr) => {
    [88, 92, 95, 100].forEach((n, i) => bell(o, sr, { at: i * 0.06, freq: midi(n), decay: 0.45, partials: CHIME, gain: 0.35 }));
    noise(o, sr, { at: 0, dur: 0.15, attack: 0.05, release: 0.25, sustain: 1, gain: 0.05, filter: { kind: 'high', from: 7000 } });
    reverb(o, sr, { mix: 0.25, room: 0.8 });
  } },
  wound: { sec: 0.6, make: (o, sr) => {
    noise(o, sr, { at: 0, dur: 0.08, attack: 0.004, sustain: 1, release: 0.05, gain: 0.6, filter: { kind: 'band', from: 4500, to: 900, q: 2 } });
    const tmp = new Float32Array(o.length);
    tone(tmp, sr, { at: 0.03, dur: 0.05, freq: 200, to: 65, glide: 0.25, wave: 'saw', attack: 0.003, decay: 0.12, release: 0.12, gain: 0.6 });
    filter(tmp, sr, 'low', 1500, 250);
    mixInto(o, tmp, sr);
    tone(o, sr, { at: 0.03, dur: 0, freq: 110, to: 50, glide: 0.1, attack: 0.002, decay: 0.12, release: 0.1, gain: 0.8 });
  } },
  freeze: { sec: 1.1, make: (o, sr) => {
    [2637, 3136, 3729, 4186, 3322].forEach((f, i) => tone(o, sr, { at: i * 0.035, dur: 0, freq: f, attack: 0.002, decay: 0.18 + i * 0.04, release: 0.2, gain: 0.22 }));
    noise(o, sr, { at: 0, dur: 0.25, attack: 0.01, decay: 0.2, sustain: 0.3, release: 0.2, gain: 0.3, filter: { kind: 'high', from: 5000, to: 9000 } });
    noise(o, sr, { at: 0, dur: 0, attack: 0.0005, decay: 0.01, release: 0.01, gain: 0.4, filter: { kind: 'band', from: 3500, q: 4 }, seed: 21 });
    reverb(o, sr, { mix: 0.2, room: 0.7, damp: 0.1 });
  } },
  heal: { sec: 1.2, make: (o, sr) => {
    [72, 76, 79, 84].forEach((n, i) => tone(o, sr, { at: i * 0.075, dur: 0.05, freq: midi(n), wave: 'triangle', attack: 0.015, decay: 0.35, release: 0.3, gain: 0.35 }));
    tone(o, sr, { at: 0, dur: 0.5, freq: midi(60), wave: 'sine', attack: 0.15, sustain: 1, release: 0.3, gain: 0.2 });
    reverb(o, sr, { mix: 0.3, room: 0.8 });
  } },
  destroy: { sec: 0.95, make: (o, sr) => {
    noise(o, sr, { at: 0, dur: 0.25, attack: 0.008, decay: 0.15, sustain: 0.4, release: 0.25, gain: 0.8, filter: { kind: 'low', from: 3500, to: 300 } });
    noise(o, sr, { at: 0.02, dur: 0.5, attack: 0.02, sustain: 1, release: 0.15, gain: 0.8, crackle: 70, filter: { kind: 'band', from: 2500, to: 900, q: 0.8 }, seed: 13 });
    tone(o, sr, { at: 0, dur: 0, freq: 90, to: 45, glide: 0.15, attack: 0.002, decay: 0.15, release: 0.12, gain: 0.6 });
  } },
  flame: { sec: 1.1, make: (o, sr) => {
    noise(o, sr, { at: 0, dur: 0.35, attack: 0.01, sustain: 1, release: 0.1, gain: 1, crackle: 90, filter: { kind: 'band', from: 3200, to: 1800, q: 0.9 }, seed: 17 });
    // The breath of smoke curling away.
    noise(o, sr, { at: 0.12, dur: 0.3, attack: 0.08, sustain: 1, release: 0.3, gain: 0.5, filter: { kind: 'band', from: 1000, to: 300, q: 1.5 }, seed: 19 });
  } },
  arrival: { sec: 0.7, make: (o, sr) => {
    noise(o, sr, { at: 0, dur: 0, attack: 0.0005, decay: 0.012, release: 0.01, gain: 0.5, filter: { kind: 'high', from: 2500 } });
    tone(o, sr, { at: 0.01, dur: 0.04, freq: 660, to: 990, glide: 0.12, attack: 0.01, decay: 0.2, release: 0.15, gain: 0.35 });
    bell(o, sr, { at: 0.06, freq: midi(81), decay: 0.25, partials: CHIME, gain: 0.25 });
  } },
  exit: { sec: 0.45, make: (o, sr) => {
    noise(o, sr, { at: 0, dur: 0.14, attack: 0.03, sustain: 1, release: 0.06, gain: 0.8, filter: { kind: 'band', from: 2800, to: 600, q: 1.4 } });
    tone(o, sr, { at: 0, dur: 0.1, freq: 320, to: 150, glide: 0.18, wave: 'triangle', attack: 0.02, sustain: 1, release: 0.06, gain: 0.2 });
  } },
  slide: { sec: 0.4, make: (o, sr) => {
    noise(o, sr, { at: 0, dur: 0.16, attack: 0.08, sustain: 1, release: 0.08, gain: 0.8, filter: { kind: 'band', from: 1300, to: 1900, q: 0.8 } });
  } },
  epic: { sec: 2.4, make: (o, sr) => {
    bell(o, sr, { at: 0, freq: 98, decay: 0.9, partials: GONG, gain: 0.45, attack: 0.006 });
    noise(o, sr, { at: 0, dur: 0, attack: 0.001, decay: 0.04, release: 0.03, gain: 0.4, filter: { kind: 'low', from: 600 } });
    bell(o, sr, { at: 0.02, freq: 784, decay: 0.5, partials: CHIME, gain: 0.08 });
    reverb(o, sr, { mix: 0.3, room: 0.85 });
  } },
  token: { sec: 0.7, make: (o, sr) => {
    bell(o, sr, { at: 0, freq: midi(96), decay: 0.18, partials: COIN, gain: 0.4 });
    bell(o, sr, { at: 0.07, freq: midi(100), decay: 0.22, partials: COIN, gain: 0.35 });
    reverb(o, sr, { mix: 0.15, room: 0.6 });
  } },
  shuffle: { sec: 0.55, make: (o, sr) => {
    let t = 0;
    for (let i = 0; i < 16; i++) {
      noise(o, sr, { at: t, dur: 0, attack: 0.0008, decay: 0.006, release: 0.005, gain: 0.7, filter: { kind: 'band', from: 3000 + 90 * i, q: 1.2 }, seed: 30 + i });
      t += 0.028 - i * 0.0009;
    }
    noise(o, sr, { at: 0, dur: 0.3, attack: 0.05, sustain: 1, release: 0.08, gain: 0.2, filter: { kind: 'band', from: 2000, q: 0.8 } });
  } },
  turn: { sec: 1.6, make: (o, sr) => {
    bell(o, sr, { at: 0, freq: midi(79), decay: 0.55, partials: [[1, 1, 1], [2.0, 0.2, 0.5], [3.0, 0.1, 0.3], [5.4, 0.05, 0.2]], gain: 0.5 });
    reverb(o, sr, { mix: 0.25, room: 0.8 });
  } },
  final: { sec: 2.6, make: (o, sr) => {
    bell(o, sr, { at: 0, freq: midi(67), decay: 0.9, partials: CHURCH, gain: 0.4, attack: 0.003 });
    bell(o, sr, { at: 0.9, freq: midi(67), decay: 0.6, partials: CHURCH, gain: 0.22, attack: 0.003 });
    reverb(o, sr, { mix: 0.3, room: 0.85 });
  } },
  flood: { sec: 0.9, make: (o, sr) => {
    noise(o, sr, { at: 0, dur: 0.35, attack: 0.15, sustain: 1, release: 0.18, gain: 0.9, filter: { kind: 'band', from: 320, to: 1100, q: 2.5 } });
    bubbles(o, sr, 0.05, 0.45, 9, 450, 1100, 41);
  } },
  callout: { sec: 0.8, make: (o, sr) => {
    tone(o, sr, { at: 0, dur: 0, freq: 360, to: 110, glide: 0.12, attack: 0.004, decay: 0.14, release: 0.1, gain: 0.6 });
    tone(o, sr, { at: 0.01, dur: 0.05, freq: midi(40), wave: 'triangle', attack: 0.01, decay: 0.3, release: 0.25, gain: 0.45 });
    bubbles(o, sr, 0.08, 0.3, 5, 300, 700, 43, 0.3);
  } },
  waterUp: { sec: 1.5, make: (o, sr) => {
    noise(o, sr, { at: 0, dur: 0.7, attack: 0.5, sustain: 1, release: 0.3, gain: 1, filter: { kind: 'low', from: 180, to: 1500, q: 1.2 } });
    tone(o, sr, { at: 0, dur: 0.7, freq: 52, to: 70, attack: 0.4, sustain: 1, release: 0.3, gain: 0.35 });
    bubbles(o, sr, 0.3, 0.8, 10, 400, 1200, 47, 0.25);
  } },
  waterDown: { sec: 1.3, make: (o, sr) => {
    noise(o, sr, { at: 0, dur: 0.5, attack: 0.06, sustain: 1, release: 0.3, gain: 1, filter: { kind: 'low', from: 1500, to: 180, q: 1.2 } });
    bubbles(o, sr, 0.1, 0.6, 6, 250, 500, 53, 0.4, true);
  } },
  pillarCrack: { sec: 0.6, make: (o, sr) => {
    for (const [at, g, seed] of [[0, 0.6, 61], [0.07, 0.4, 62], [0.13, 0.25, 63]] as const) {
      noise(o, sr, { at, dur: 0, attack: 0.0004, decay: 0.012, release: 0.012, gain: g, filter: { kind: 'high', from: 1200 }, seed });
      noise(o, sr, { at, dur: 0, attack: 0.0004, decay: 0.05, release: 0.04, gain: g * 0.8, filter: { kind: 'band', from: 750, q: 7 }, seed: seed + 10 });
      noise(o, sr, { at, dur: 0, attack: 0.0004, decay: 0.04, release: 0.03, gain: g * 0.5, filter: { kind: 'band', from: 1900, q: 8 }, seed: seed + 20 });
    }
    // The stone's body: a dull knock under the cracks.
    noise(o, sr, { at: 0, dur: 0, attack: 0.001, decay: 0.09, gain: 0.7, filter: { kind: 'low', from: 500 }, seed: 64 });
  } },
  pillarFall: { sec: 2.0, make: (o, sr) => {
    drum(o, sr, 0.02, 40, 0.9, 0.35);
    noise(o, sr, { at: 0, dur: 0.7, attack: 0.08, sustain: 1, release: 0.5, gain: 1, filter: { kind: 'low', from: 320, to: 120, q: 0.9 }, seed: 71 });
    noise(o, sr, { at: 0.05, dur: 0.9, attack: 0.05, sustain: 1, release: 0.3, gain: 0.6, crackle: 45, filter: { kind: 'low', from: 2600, to: 900 }, seed: 72 });
  } },
  poseidon: { sec: 2.4, make: (o, sr) => {
    const tmp = new Float32Array(o.length);
    tone(tmp, sr, { at: 0, dur: 1.1, freq: 104, to: 110, glide: 0.3, wave: 'saw', voices: 3, detune: 12, attack: 0.25, decay: 1, sustain: 1, release: 0.45, gain: 0.6, vibrato: { depth: 0.08, rate: 5 } });
    filter(tmp, sr, 'low', 500, 1100, 1.6);
    mixInto(o, tmp, sr);
    tone(o, sr, { at: 0, dur: 1.1, freq: 55, attack: 0.3, sustain: 1, release: 0.45, gain: 0.35 });
    noise(o, sr, { at: 0, dur: 1, attack: 0.2, sustain: 1, release: 0.4, gain: 0.05, filter: { kind: 'band', from: 900, q: 2 } });
    reverb(o, sr, { mix: 0.35, room: 0.85 });
  } },
  walk: { sec: 0.45, make: (o, sr) => {
    for (const [at, seed] of [[0, 81], [0.17, 82]] as const) {
      noise(o, sr, { at, dur: 0, attack: 0.002, decay: 0.03, release: 0.02, gain: 0.9, filter: { kind: 'low', from: 700 }, seed });
      tone(o, sr, { at, dur: 0, freq: 130, to: 90, glide: 0.04, attack: 0.002, decay: 0.04, release: 0.03, gain: 0.4 });
    }
  } },
  victory: { sec: 2.8, make: (o, sr) => {
    brass(o, sr, [
      { at: 0, dur: 0.14, n: 67 }, { at: 0.18, dur: 0.14, n: 72 }, { at: 0.36, dur: 0.14, n: 76 },
      { at: 0.54, dur: 1.2, n: 79, gain: 0.35 }, { at: 0.54, dur: 1.2, n: 72, gain: 0.22 }, { at: 0.54, dur: 1.2, n: 64, gain: 0.22 }, { at: 0.54, dur: 1.2, n: 60, gain: 0.22 },
    ], 2600);
    drum(o, sr, 0, 70, 0.5);
    drum(o, sr, 0.54, 60, 0.7, 0.4);
    bell(o, sr, { at: 0.54, freq: midi(91), decay: 0.6, partials: CHIME, gain: 0.12 });
    reverb(o, sr, { mix: 0.3, room: 0.85 });
  } },
  defeat: { sec: 2.8, make: (o, sr) => {
    brass(o, sr, [
      { at: 0, dur: 0.3, n: 69 }, { at: 0.32, dur: 0.3, n: 65 }, { at: 0.64, dur: 0.3, n: 62 },
      { at: 0.96, dur: 1.1, n: 61, gain: 0.25 }, { at: 0.96, dur: 1.1, n: 57, gain: 0.22 }, { at: 0.96, dur: 1.1, n: 50, gain: 0.25 },
    ], 1100);
    drum(o, sr, 0.96, 45, 0.7, 0.5);
    reverb(o, sr, { mix: 0.35, room: 0.88 });
  } },
  tap: { sec: 0.08, make: (o, sr) => {
    tone(o, sr, { at: 0, dur: 0, freq: 1900, attack: 0.001, decay: 0.012, release: 0.01, gain: 0.5 });
    noise(o, sr, { at: 0, dur: 0, attack: 0.0005, decay: 0.004, release: 0.004, gain: 0.3, filter: { kind: 'high', from: 4000 } });
  } },
  error: { sec: 0.35, make: (o, sr) => {
    const tmp = new Float32Array(o.length);
    tone(tmp, sr, { at: 0, dur: 0.07, freq: 220, wave: 'square', attack: 0.005, sustain: 1, release: 0.02, gain: 0.4 });
    tone(tmp, sr, { at: 0.11, dur: 0.09, freq: 196, wave: 'square', attack: 0.005, sustain: 1, release: 0.03, gain: 0.4 });
    filter(tmp, sr, 'low', 1100);
    mixInto(o, tmp, sr);
  } },
};

/** The cue's samples, mono, at `sr`, mastered. */
export function renderCue(cue: Cue, sr: number): Buf {
  const recipe = RECIPES[cue];
  const out = buffer(sr, recipe.sec);
  recipe.make(out, sr);
  return master(out, sr, cueLoudness(cue));
}

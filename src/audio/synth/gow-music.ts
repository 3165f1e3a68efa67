// God of War's music: a Norse saga at dusk, in D Dorian. The theme builds over its loop (a drone and a
// frame drum's heartbeat, then bowed strings, then a horn's modal melody with a cold bell above it);
// the battle layer, faded in over it for the enemies' activation, adds war drums, a low string
// ostinato and brass stabs on open fifths (no thirds: it darkens the theme's chords without clashing).
// Both share a tempo and a length (they loop together) and are folded and mastered by ./music.
import { bell, buffer, filter, midi, mixInto, noise, reverb, tone, type Buf } from './dsp';

export const GOW_BPM = 66, GOW_BARS = 8;
/** The chords' roots, two bars each (D, B♭, C, A), shared by the theme and the battle layer. */
const ROOTS = [38, 34, 36, 33];
/** The bowed chords over those roots (the drone's D stays under all of them: modal, cold). */
const CHORDS: readonly (readonly number[])[] = [[50, 57, 62, 65], [46, 53, 58, 62], [48, 55, 60, 64], [45, 52, 57, 64]];

const loopLength = (sr: number) => Math.round((sr * 60 * 4 * GOW_BARS) / GOW_BPM);

/** Bowed strings: detuned saws with a slow bow and vibrato, through a cello-ish body (a low-pass and
 *  a resonance near 300 Hz). */
function bowed(out: Buf, sr: number, notes: readonly { at: number; dur: number; n: number; gain: number }[], attack = 0.6, cutoff = 1300): void {
  const bus = new Float32Array(out.length);
  for (const { at, dur, n, gain } of notes) {
    tone(bus, sr, { at, dur, freq: midi(n), wave: 'saw', voices: 3, detune: 7, attack, decay: 1, sustain: 1, release: 0.9, gain, vibrato: { depth: 0.07, rate: 5.2 } });
  }
  const body = bus.slice();
  filter(body, sr, 'band', 320, 320, 2);
  filter(bus, sr, 'low', cutoff, cutoff, 0.8);
  mixInto(out, bus, sr);
  mixInto(out, body, sr, 0, 0.5);
}

/** A horn: fewer, brighter saws than the strings, a quicker breath, a darker filter. */
function horn(out: Buf, sr: number, notes: readonly { at: number; dur: number; n: number; gain: number }[]): void {
  const bus = new Float32Array(out.length);
  for (const { at, dur, n, gain } of notes) {
    tone(bus, sr, { at, dur, freq: midi(n), wave: 'saw', voices: 2, detune: 6, attack: 0.12, decay: 0.6, sustain: 0.75, release: 0.35, gain, vibrato: { depth: 0.05, rate: 4.6 } });
  }
  filter(bus, sr, 'low', 950, 950, 1);
  mixInto(out, bus, sr);
}

/** A frame drum: a deep skin falling onto its pitch, with a soft slap. */
function frameDrum(out: Buf, sr: number, at: number, gain: number, freq = 62, decay = 0.32): void {
  tone(out, sr, { at, dur: 0, freq: freq * 1.6, to: freq, glide: 0.045, attack: 0.003, decay, gain });
  noise(out, sr, { at, dur: 0, attack: 0.002, decay: 0.03, gain: gain * 0.35, filter: { kind: 'band', from: 450, q: 1.2 }, seed: Math.round(at * 1000) + 7 });
}

/** A drone: a low sine and a darkened saw, held over a span. */
function drone(out: Buf, sr: number, at: number, dur: number, n: number, gain: number): void {
  tone(out, sr, { at, dur, freq: midi(n), attack: 0.8, decay: 1, sustain: 1, release: 1.2, gain });
  const bus = new Float32Array(out.length);
  tone(bus, sr, { at, dur, freq: midi(n), wave: 'saw', voices: 2, detune: 5, attack: 0.8, decay: 1, sustain: 1, release: 1.2, gain: gain * 0.5 });
  filter(bus, sr, 'low', 260, 260, 0.9);
  mixInto(out, bus, sr);
}

/** The God of War table's theme. */
export function gow(sr: number): { out: Buf; loop: number } {
  const beat = 60 / GOW_BPM, len = loopLength(sr);
  const out = buffer(sr, len / sr + 5);
  const drums = new Float32Array(out.length), bells = new Float32Array(out.length);
  ROOTS.forEach((root, k) => {
    const at = k * 8 * beat, dur = 8 * beat;
    // The drone holds D and A throughout, each span overlapping the next so it never dips.
    // (D2, not D1: a 37 Hz sine is lost on small speakers and upsets the loop's seam under the master's
    // 20 Hz high-pass.)
    drone(out, sr, at, dur, 38, 0.13);
    drone(out, sr, at, dur, 45, 0.06);
    if (root !== 38) tone(out, sr, { at, dur, freq: midi(root - 12), attack: 0.5, decay: 1, sustain: 1, release: 1, gain: 0.12 });
    // Strings from the second chord on (the loop's first bars are drone and drum alone), louder as it builds.
    if (k > 0) bowed(out, sr, CHORDS[k].map((n) => ({ at, dur, n, gain: (0.04 + 0.03 * k) / 2 })), 1.4);
    // The heartbeat grows: one beat a bar, then two, then a pattern with a pickup.
    for (let b = 0; b < 2; b++) {
      const bar = at + b * 4 * beat;
      frameDrum(drums, sr, bar, 0.45);
      if (k >= 1) frameDrum(drums, sr, bar + 2 * beat, 0.3);
      if (k >= 2) { frameDrum(drums, sr, bar + 1.5 * beat, 0.18, 70, 0.2); frameDrum(drums, sr, bar + 3.5 * beat, 0.2, 70, 0.2); }
      if (k === 3 && b === 1) frameDrum(drums, sr, bar + 3.75 * beat, 0.16, 74, 0.15);
    }
  });
  // A bowed line answers in bars 3–4; the horn sings the modal melody (B♮: Dorian) over bars 5–8 and
  // comes home to D.
  bowed(out, sr, [[8, 3, 62], [11, 1, 65], [12, 2, 67], [14, 2, 65]].map(([b, d, n]) => ({ at: b * beat, dur: d * beat * 0.95, n, gain: 0.08 })), 0.25, 1800);
  const melody: [number, number, number][] = [[16, 2, 62], [18, 1, 64], [19, 1, 65], [20, 3, 67], [23, 1, 69], [24, 2, 71], [26, 1, 69], [27, 1, 67], [28, 4, 62]];
  horn(out, sr, melody.map(([b, d, n]) => ({ at: b * beat, dur: d * beat * 0.93, n: n - 12, gain: 0.15 })));
  // Runes of ice: a few high bell notes, echoing the melody's shape.
  for (const [b, n] of [[6, 81], [14, 86], [20, 79], [22, 81], [30, 74]] as const) bell(bells, sr, { at: b * beat, freq: midi(n), decay: 1.1, partials: [[1, 1, 1], [2.0, 0.2, 0.5], [4.16, 0.06, 0.3]], gain: 0.09 });
  mixInto(out, drums, sr);
  mixInto(out, bells, sr);
  // Wind over the snow, breathing in and out twice a loop.
  for (let w = 0; w < 2; w++) noise(out, sr, { at: w * 16 * beat, dur: 10 * beat, attack: 5 * beat, sustain: 1, release: 3, gain: 0.025, filter: { kind: 'band', from: 500, to: 1100, q: 1.5 }, seed: 300 + w });
  reverb(out, sr, { mix: 0.38, room: 0.9, damp: 0.35 });
  return { out, loop: len };
}

/** The battle layer, over the theme during the enemies' activation. */
export function gowBattle(sr: number): { out: Buf; loop: number } {
  const beat = 60 / GOW_BPM, len = loopLength(sr);
  const out = buffer(sr, len / sr + 5);
  const drums = new Float32Array(out.length), strings = new Float32Array(out.length);
  ROOTS.forEach((root, k) => {
    const at = k * 8 * beat;
    // A bed under the drums: low strings holding the open fifth, so the layer is a presence, not
    // only hits.
    bowed(out, sr, [{ at, dur: 8 * beat, n: root, gain: 0.15 }, { at, dur: 8 * beat, n: root + 7, gain: 0.12 }], 0.9, 800);
    for (let b = 0; b < 2; b++) {
      const bar = at + b * 4 * beat;
      // War drums: a deep hit on the one and three, a driving pair between.
      frameDrum(drums, sr, bar, 0.55, 46, 0.45);
      frameDrum(drums, sr, bar + 1.5 * beat, 0.3, 52, 0.3);
      frameDrum(drums, sr, bar + 2 * beat, 0.45, 46, 0.4);
      frameDrum(drums, sr, bar + 3 * beat, 0.25, 58, 0.25);
      if (b === 1) frameDrum(drums, sr, bar + 3.5 * beat, 0.25, 58, 0.25);
      // The low strings saw eighths on the root, leaping to the octave on the off-beat of two and four.
      for (let e = 0; e < 8; e++) {
        const n = root - 12 + (e === 3 || e === 7 ? 12 : 0);
        tone(strings, sr, { at: bar + e * beat * 0.5, dur: beat * 0.3, freq: midi(n), wave: 'saw', voices: 2, detune: 8, attack: 0.015, decay: 0.2, sustain: 0.5, release: 0.08, gain: e % 4 === 0 ? 0.2 : 0.13 });
      }
      // Brass stabs on the open fifth, at each bar's start.
      horn(out, sr, [{ at: bar, dur: beat * 1.2, n: root, gain: 0.14 }, { at: bar, dur: beat * 1.2, n: root + 7, gain: 0.11 }]);
    }
  });
  filter(strings, sr, 'low', 700, 700, 1.2);
  mixInto(out, strings, sr);
  mixInto(out, drums, sr);
  reverb(out, sr, { mix: 0.3, room: 0.85, damp: 0.4 });
  return { out, loop: len };
}

// God of War's cues (a Norse saga: stone, ice, embers, iron, horns), in the same manner as ./effects:
// a few voices of ./dsp added into a buffer, mastered there to the common loudness. Kept apart so each
// file stays short; ./effects merges these into its RECIPES.
import type { Cue } from '../cues';
import { bell, filter, midi, mixInto, noise, reverb, rng, tone, type Buf } from './dsp';

/** A cue's recipe: its buffer's length (s) and the voices added into it. */
export interface Recipe { sec: number; make: (out: Buf, sr: number) => void }
export type GowCue = Extract<Cue, `gow${string}`>;

type Partials = readonly (readonly [number, number, number])[];
// Partials as [ratio, amplitude, decay scale]. An anvil rings bright and long; a shield's iron boss
// short and dull; ice chimes almost pure.
const ANVIL: Partials = [[1, 1, 1], [2.32, 0.6, 0.8], [4.1, 0.45, 0.6], [5.9, 0.25, 0.45], [8.3, 0.12, 0.3]];
const IRON: Partials = [[1, 1, 1], [2.76, 0.5, 0.5], [5.4, 0.3, 0.3], [8.9, 0.15, 0.2]];
const ICE: Partials = [[1, 1, 1], [2.0, 0.3, 0.5], [4.16, 0.12, 0.3]];

/** The softer cues (dBFS of short-term loudness): a footstep and a die are heard under the deeds. */
export const GOW_LEVEL: Partial<Record<GowCue, number>> = { gowMove: -18, gowRoll: -16, gowRageFull: -14, gowMission: -14 };

/** A knock on wood or stone: a click, a resonant body and a low bump. */
function knock(out: Buf, sr: number, at: number, gain: number, body: number, seed: number): void {
  noise(out, sr, { at, dur: 0, attack: 0.0008, decay: 0.005, release: 0.005, gain: gain * 0.3, filter: { kind: 'high', from: 2500 }, seed });
  noise(out, sr, { at, dur: 0, attack: 0.001, decay: 0.04, release: 0.03, gain: gain * 1.4, filter: { kind: 'band', from: body, q: 4 }, seed: seed + 1 });
  tone(out, sr, { at, dur: 0, freq: body * 0.3, to: body * 0.22, glide: 0.03, attack: 0.002, decay: 0.04, release: 0.03, gain: gain * 0.6 });
}

/** A low, heavy body: a sine dropping onto its pitch with the ground's noise under it. */
function thud(out: Buf, sr: number, at: number, freq: number, gain: number, decay: number, seed: number): void {
  tone(out, sr, { at, dur: 0, freq: freq * 2.2, to: freq, glide: 0.07, attack: 0.002, decay, release: decay, gain });
  noise(out, sr, { at, dur: 0, attack: 0.001, decay: decay * 0.5, release: decay * 0.4, gain: gain * 0.6, filter: { kind: 'low', from: 900, to: 150 }, seed });
}

/** Saws through a low-pass that opens as they swell: a horn, a roar of brass. */
function horn(out: Buf, sr: number, notes: readonly { at: number; dur: number; n: number; gain: number; to?: number }[], from: number, to: number, vib = 0.05): void {
  const bus = new Float32Array(out.length);
  for (const { at, dur, n, gain, to: end } of notes) {
    tone(bus, sr, { at, dur, freq: midi(n), to: end === undefined ? undefined : midi(end), wave: 'saw', voices: 3, detune: 10, attack: 0.09, decay: 0.6, sustain: 0.8, release: 0.3, gain, vibrato: { depth: vib, rate: 4.8 } });
  }
  filter(bus, sr, 'low', from, to, 1.1);
  mixInto(out, bus, sr);
}

export const GOW_RECIPES: Readonly<Record<GowCue, Recipe>> = {
  // The die bounces ever shorter and softer (wood), rattles its edges on stone, and settles.
  gowRoll: { sec: 0.6, make: (o, sr) => {
    const hits = [[0, 1, 820], [0.11, 0.75, 1050], [0.2, 0.6, 760], [0.27, 0.45, 980], [0.32, 0.35, 880], [0.355, 0.25, 1120], [0.38, 0.2, 800]] as const;
    hits.forEach(([at, g, body], i) => knock(o, sr, at, g, body, 100 + 3 * i));
    // Its edges rattling between the bounces.
    noise(o, sr, { at: 0.02, dur: 0.33, attack: 0.02, sustain: 1, release: 0.04, gain: 0.3, crackle: 260, filter: { kind: 'band', from: 2600, q: 0.9 }, seed: 131 });
  } },
  // A slab scrapes as it lifts, then drops on its face: grit, then a deep knock.
  gowFlip: { sec: 0.7, make: (o, sr) => {
    noise(o, sr, { at: 0, dur: 0.17, attack: 0.05, sustain: 1, release: 0.04, gain: 0.7, crackle: 900, filter: { kind: 'band', from: 500, to: 1300, q: 1.2 }, seed: 141 });
    noise(o, sr, { at: 0, dur: 0.16, attack: 0.06, sustain: 1, release: 0.05, gain: 0.25, filter: { kind: 'band', from: 300, to: 700, q: 1.5 }, seed: 142 });
    thud(o, sr, 0.2, 55, 0.9, 0.1, 143);
    noise(o, sr, { at: 0.2, dur: 0, attack: 0.0005, decay: 0.02, release: 0.015, gain: 0.45, filter: { kind: 'band', from: 1700, q: 3 }, seed: 144 });
  } },
  // Snow: a dense crunch of tiny clicks, muffled, over a soft weight.
  gowMove: { sec: 0.35, make: (o, sr) => {
    noise(o, sr, { at: 0, dur: 0.09, attack: 0.025, sustain: 1, release: 0.04, gain: 1, crackle: 1800, filter: { kind: 'band', from: 2200, to: 1400, q: 0.8 }, seed: 151 });
    noise(o, sr, { at: 0, dur: 0.05, attack: 0.015, sustain: 1, release: 0.04, gain: 0.5, filter: { kind: 'low', from: 500 }, seed: 152 });
  } },
  // A club or a fist: a deep thud into the hero, the armor ringing after.
  gowStrike: { sec: 0.9, make: (o, sr) => {
    thud(o, sr, 0, 48, 1, 0.16, 161);
    noise(o, sr, { at: 0, dur: 0, attack: 0.001, decay: 0.05, release: 0.04, gain: 0.5, filter: { kind: 'band', from: 1200, to: 500, q: 1.2 }, seed: 162 });
    bell(o, sr, { at: 0.008, freq: 370, decay: 0.3, partials: IRON, gain: 0.32 });
    bell(o, sr, { at: 0.012, freq: 563, decay: 0.22, partials: IRON, gain: 0.18 });
    reverb(o, sr, { mix: 0.15, room: 0.7 });
  } },
  // The axe: a short rising whoosh, then the blade biting into hide and wood.
  gowHit: { sec: 0.6, make: (o, sr) => {
    noise(o, sr, { at: 0, dur: 0.07, attack: 0.05, sustain: 1, release: 0.01, gain: 0.45, filter: { kind: 'band', from: 700, to: 2600, q: 1.6 }, seed: 171 });
    const at = 0.085;
    noise(o, sr, { at, dur: 0, attack: 0.0004, decay: 0.012, release: 0.01, gain: 0.9, filter: { kind: 'high', from: 1800 }, seed: 172 });
    noise(o, sr, { at, dur: 0, attack: 0.0008, decay: 0.06, release: 0.05, gain: 1.1, filter: { kind: 'band', from: 420, q: 3 }, seed: 173 });
    tone(o, sr, { at, dur: 0, freq: 190, to: 85, glide: 0.06, attack: 0.001, decay: 0.07, release: 0.05, gain: 0.7 });
    bell(o, sr, { at, freq: 1830, decay: 0.05, partials: IRON, gain: 0.07 });
  } },
  // Ice giving way: a crack, then shards falling, thinner and sparser, in a cold room.
  gowArmor: { sec: 1.3, make: (o, sr) => {
    noise(o, sr, { at: 0, dur: 0, attack: 0.0004, decay: 0.015, release: 0.012, gain: 0.9, filter: { kind: 'high', from: 1500 }, seed: 181 });
    noise(o, sr, { at: 0, dur: 0, attack: 0.0005, decay: 0.05, release: 0.04, gain: 0.5, filter: { kind: 'band', from: 900, q: 4 }, seed: 182 });
    const r = rng(183);
    for (let i = 0; i < 22; i++) {
      const at = 0.01 + 0.55 * (i / 22) ** 1.6 + 0.02 * r();
      bell(o, sr, { at, freq: 2300 + 3800 * r(), decay: 0.05 + 0.08 * r(), partials: ICE, gain: 0.22 * (1 - 0.6 * i / 22) });
    }
    noise(o, sr, { at: 0, dur: 0.35, attack: 0.005, decay: 0.12, sustain: 0.25, release: 0.2, gain: 0.3, crackle: 400, filter: { kind: 'high', from: 4500 }, seed: 184 });
    reverb(o, sr, { mix: 0.22, room: 0.75, damp: 0.1 });
  } },
  // Ringing ears: a dull knock, then two close high tones beating and wobbling round each other.
  gowStun: { sec: 1.5, make: (o, sr) => {
    thud(o, sr, 0, 90, 0.5, 0.06, 191);
    tone(o, sr, { at: 0.02, dur: 0.45, freq: 1568, attack: 0.03, decay: 0.4, sustain: 0.5, release: 0.18, gain: 0.2, vibrato: { depth: 0.5, rate: 6.5 } });
    tone(o, sr, { at: 0.02, dur: 0.45, freq: 1600, attack: 0.03, decay: 0.4, sustain: 0.5, release: 0.18, gain: 0.17, vibrato: { depth: 0.45, rate: 4.1 } });
    tone(o, sr, { at: 0.05, dur: 0.3, freq: 2350, attack: 0.05, decay: 0.3, sustain: 0.4, release: 0.15, gain: 0.07, vibrato: { depth: 0.7, rate: 7.3 } });
    reverb(o, sr, { mix: 0.2, room: 0.7 });
  } },
  // A sour hiss with low, sagging bubbles, over a queasy tritone.
  gowPoison: { sec: 1.2, make: (o, sr) => {
    noise(o, sr, { at: 0, dur: 0.45, attack: 0.06, sustain: 1, release: 0.25, gain: 0.35, filter: { kind: 'band', from: 5200, to: 2600, q: 1.3 }, seed: 201 });
    const r = rng(202);
    for (let i = 0; i < 11; i++) {
      const f = 160 + 260 * r();
      tone(o, sr, { at: 0.03 + 0.6 * r(), dur: 0, freq: f, to: f * 0.7, glide: 0.07, attack: 0.004, decay: 0.05, release: 0.04, gain: 0.3 * (0.5 + 0.5 * r()) });
    }
    const bus = new Float32Array(o.length);
    for (const n of [45, 51]) tone(bus, sr, { at: 0, dur: 0.5, freq: midi(n), wave: 'saw', attack: 0.08, sustain: 1, release: 0.25, gain: 0.2, vibrato: { depth: 0.25, rate: 3 } });
    filter(bus, sr, 'low', 700, 500);
    mixInto(o, bus, sr);
  } },
  // An ember flaring: a quick breath of fire, a few sparks, a low glow rising.
  gowRage: { sec: 0.75, make: (o, sr) => {
    noise(o, sr, { at: 0, dur: 0.12, attack: 0.05, decay: 0.2, sustain: 0.6, release: 0.15, gain: 0.8, filter: { kind: 'low', from: 400, to: 3200, q: 1.1 }, seed: 211 });
    noise(o, sr, { at: 0.04, dur: 0.3, attack: 0.02, sustain: 1, release: 0.1, gain: 0.6, crackle: 110, filter: { kind: 'band', from: 3500, q: 0.9 }, seed: 212 });
    tone(o, sr, { at: 0, dur: 0.15, freq: 80, to: 160, glide: 0.15, wave: 'triangle', attack: 0.04, sustain: 1, release: 0.12, gain: 0.35 });
  } },
  // Rage unleashed: a roar of low brass and fire swelling to a hit, not a voice.
  gowRageFull: { sec: 1.6, make: (o, sr) => {
    // The swell peaks at 0.35 s, inside the short version heard at the fast speeds.
    horn(o, sr, [{ at: 0, dur: 0.7, n: 38, to: 41, gain: 0.4 }, { at: 0, dur: 0.7, n: 45, to: 48, gain: 0.3 }, { at: 0.03, dur: 0.65, n: 26, gain: 0.35 }], 250, 2200, 0.12);
    noise(o, sr, { at: 0, dur: 0.6, attack: 0.3, sustain: 1, release: 0.3, gain: 0.5, filter: { kind: 'band', from: 250, to: 900, q: 1.4 }, seed: 221 });
    noise(o, sr, { at: 0.15, dur: 0.65, attack: 0.15, sustain: 1, release: 0.3, gain: 0.45, crackle: 160, filter: { kind: 'band', from: 3000, q: 0.8 }, seed: 222 });
    thud(o, sr, 0.35, 40, 0.8, 0.22, 223);
    reverb(o, sr, { mix: 0.25, room: 0.8 });
  } },
  // A wooden shield with an iron boss taking the blow: a dull thump, a short clank, no ring.
  gowDefend: { sec: 0.6, make: (o, sr) => {
    noise(o, sr, { at: 0, dur: 0, attack: 0.0008, decay: 0.05, release: 0.04, gain: 1, filter: { kind: 'band', from: 260, q: 2.2 }, seed: 231 });
    tone(o, sr, { at: 0, dur: 0, freq: 150, to: 100, glide: 0.04, attack: 0.001, decay: 0.06, release: 0.05, gain: 0.6 });
    bell(o, sr, { at: 0.004, freq: 640, decay: 0.09, partials: IRON, gain: 0.25 });
    noise(o, sr, { at: 0, dur: 0, attack: 0.0004, decay: 0.01, release: 0.01, gain: 0.5, filter: { kind: 'high', from: 3000 }, seed: 232 });
  } },
  // The forge: a hammer rings twice on the anvil, then the quench's short hiss.
  gowUpgrade: { sec: 1.6, make: (o, sr) => {
    for (const [at, g, seed] of [[0, 0.4, 241], [0.24, 0.28, 242]] as const) {
      noise(o, sr, { at, dur: 0, attack: 0.0004, decay: 0.008, release: 0.008, gain: g * 1.4, filter: { kind: 'high', from: 2500 }, seed });
      bell(o, sr, { at, freq: 1046, decay: 0.45, partials: ANVIL, gain: g });
    }
    noise(o, sr, { at: 0.55, dur: 0.25, attack: 0.02, decay: 0.2, sustain: 0.4, release: 0.25, gain: 0.18, filter: { kind: 'high', from: 3500, to: 6000 }, seed: 243 });
    reverb(o, sr, { mix: 0.2, room: 0.75 });
  } },
  // A rune lights: a cold open-fifth chime high up, a low hum rising under it.
  gowRune: { sec: 2.2, make: (o, sr) => {
    [86, 93, 98].forEach((n, i) => bell(o, sr, { at: i * 0.09, freq: midi(n), decay: 0.6, partials: ICE, gain: 0.26 }));
    tone(o, sr, { at: 0, dur: 0.9, freq: midi(38), attack: 0.25, decay: 1, sustain: 1, release: 0.4, gain: 0.3, vibrato: { depth: 0.04, rate: 3 } });
    tone(o, sr, { at: 0, dur: 0.9, freq: midi(45), wave: 'triangle', attack: 0.3, decay: 1, sustain: 1, release: 0.4, gain: 0.12 });
    noise(o, sr, { at: 0, dur: 0.5, attack: 0.1, sustain: 1, release: 0.4, gain: 0.04, filter: { kind: 'high', from: 7000 }, seed: 251 });
    reverb(o, sr, { mix: 0.3, room: 0.85, damp: 0.15 });
  } },
  // A war horn rising a fifth then the octave (D Dorian's open sounds), a frame drum under it.
  gowMission: { sec: 2.8, make: (o, sr) => {
    horn(o, sr, [
      { at: 0, dur: 0.24, n: 50, gain: 0.32 }, { at: 0.28, dur: 0.24, n: 57, gain: 0.32 },
      { at: 0.56, dur: 1.3, n: 62, gain: 0.36 }, { at: 0.56, dur: 1.3, n: 57, gain: 0.24 }, { at: 0.56, dur: 1.3, n: 38, gain: 0.28 },
    ], 1500, 1800);
    thud(o, sr, 0, 62, 0.45, 0.25, 261);
    thud(o, sr, 0.56, 55, 0.65, 0.35, 262);
    reverb(o, sr, { mix: 0.32, room: 0.88 });
  } },
  // A hero falls: a low tone sagging away, the body meeting the ground, a dark note fading.
  gowExhausted: { sec: 2.4, make: (o, sr) => {
    // The body lands at 0.28 s, inside the short version heard at the fast speeds.
    horn(o, sr, [{ at: 0, dur: 0.6, n: 45, to: 38, gain: 0.3 }, { at: 0, dur: 0.6, n: 40, to: 33, gain: 0.22 }], 1000, 260, 0.06);
    thud(o, sr, 0.28, 38, 1, 0.3, 271);
    noise(o, sr, { at: 0.28, dur: 0.3, attack: 0.01, sustain: 0.5, decay: 0.1, release: 0.3, gain: 0.35, crackle: 300, filter: { kind: 'low', from: 1600, to: 400 }, seed: 272 });
    tone(o, sr, { at: 0.35, dur: 0.7, freq: midi(26), attack: 0.2, sustain: 1, release: 0.5, gain: 0.3 });
    reverb(o, sr, { mix: 0.3, room: 0.85, damp: 0.4 });
  } },
};

// The synthesiser's building blocks, in plain TS over Float32Array (no DOM, no Web Audio): the same
// code renders our sounds in the browser's worker and in node (src/tools/render-sounds.ts writes them
// to WAV files to be measured). Every voice ADDS into a buffer; a sound is a few voices, then
// `master` brings it to a common loudness under a peak ceiling. Deterministic: noise comes from a
// seeded generator, so a sound is the same on every machine and every load.

export type Buf = Float32Array;

/** A buffer of `sec` seconds at sample rate `sr`. */
export const buffer = (sr: number, sec: number): Buf => new Float32Array(Math.max(1, Math.ceil(sr * sec)));

/** mulberry32: a small seeded generator in [0, 1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const dbToGain = (db: number): number => 10 ** (db / 20);
export const gainToDb = (g: number): number => (g <= 0 ? -Infinity : 20 * Math.log10(g));
/** The frequency of a MIDI note (69 = A4 = 440 Hz). */
export const midi = (n: number): number => 440 * 2 ** ((n - 69) / 12);

export type Wave = 'sine' | 'triangle' | 'saw' | 'square';

/** PolyBLEP: takes the corners off a naive saw or square, so that high notes do not alias. */
function blep(t: number, dt: number): number {
  if (t < dt) { const x = t / dt; return x + x - x * x - 1; }
  if (t > 1 - dt) { const x = (t - 1) / dt; return x * x + x + x + 1; }
  return 0;
}

function sample(wave: Wave, phase: number, dt: number): number {
  switch (wave) {
    case 'sine': return Math.sin(2 * Math.PI * phase);
    case 'triangle': return 1 - 4 * Math.abs(phase - 0.5);
    case 'saw': return 2 * phase - 1 - blep(phase, dt);
    case 'square': return (phase < 0.5 ? 1 : -1) + blep(phase, dt) - blep((phase + 0.5) % 1, dt);
  }
}

/** An amplitude envelope: a linear attack, then an exponential decay (time constant `decay` s) to
 *  `sustain`, held while the note is held (`dur` > 0), then an exponential release. A struck note
 *  (`dur` 0) only decays. Times in seconds. */
export interface Env { attack?: number; decay?: number; sustain?: number; release?: number }

/** Writes the envelope times `gain` into `amp`, one value per sample (the decays by recurrence: one
 *  multiplication a sample rather than an exponential). */
export function fillEnvelope(amp: Float32Array, sr: number, dur: number, e: Env, gain = 1): void {
  const a = e.attack ?? 0.005, s = e.sustain ?? 0;
  const kd = Math.exp(-1 / (Math.max(1e-4, e.decay ?? 0.2) * sr)), kr = Math.exp(-1 / (Math.max(1e-4, e.release ?? 0.05) * sr));
  const attackN = Math.max(1, Math.round(a * sr)), gateN = dur > 0 ? Math.round(dur * sr) : Infinity;
  let x = 1 - s; // the decaying part above the sustain level
  let level = 0;
  for (let i = 0; i < amp.length; i++) {
    if (i < gateN) {
      if (i < attackN) level = i / attackN;
      else { level = s + x; x *= kd; }
      // A gate shorter than the attack releases from where the attack got to.
    } else {
      level *= kr;
    }
    amp[i] = level * gain;
  }
}

/** How long a note lasts until its envelope is 60 dB down. */
export function span(dur: number, e: Env): number {
  if (dur > 0) return dur + (e.release ?? 0.05) * 6.9;
  return (e.attack ?? 0.005) + (e.sustain ? 30 : Math.max(1e-4, e.decay ?? 0.2) * 6.9);
}

export interface ToneOptions extends Env {
  /** Start, and how long the note is held, in seconds (0: struck, it only decays). */
  at: number; dur: number;
  freq: number;
  /** The pitch glides exponentially to this frequency over `glide` seconds (default: dur). */
  to?: number; glide?: number;
  wave?: Wave;
  gain?: number;
  /** Vibrato: depth in semitones and rate in Hz. */
  vibrato?: { depth: number; rate: number };
  /** A chorus: this many copies, spread by `detune` cents. */
  voices?: number; detune?: number;
  /** Starting phase (0–1). */
  phase?: number;
}

/** Adds an oscillator note into `out`. */
export function tone(out: Buf, sr: number, o: ToneOptions): void {
  const wave = o.wave ?? 'sine';
  const voices = Math.max(1, o.voices ?? 1);
  const gain = (o.gain ?? 1) / Math.sqrt(voices);
  const start = Math.floor(o.at * sr), end = Math.min(out.length, Math.ceil((o.at + span(o.dur, o)) * sr));
  if (end <= start) return;
  // The envelope and the pitch are the same for every copy of a chorus: computed once.
  const glide = Math.max(1e-4, o.glide ?? (o.dur || 0.1));
  const logRatio = o.to === undefined ? 0 : Math.log(o.to / o.freq);
  const vib = o.vibrato, vibK = vib ? (vib.depth * Math.LN2) / 12 : 0, vibW = vib ? 2 * Math.PI * vib.rate : 0;
  const n = end - start;
  const amp = new Float32Array(n), step = new Float32Array(n);
  fillEnvelope(amp, sr, o.dur, o, gain);
  for (let i = 0; i < n; i++) {
    const t = i / sr;
    let f = logRatio === 0 ? o.freq : o.freq * Math.exp(logRatio * Math.min(1, t / glide));
    if (vib) f *= Math.exp(vibK * Math.sin(vibW * t));
    step[i] = f / sr;
  }
  for (let v = 0; v < voices; v++) {
    const cents = voices === 1 ? 0 : ((v / (voices - 1)) * 2 - 1) * (o.detune ?? 0);
    const ratio = 2 ** (cents / 1200);
    let phase = ((o.phase ?? 0) + v * 0.377) % 1;
    for (let i = 0; i < n; i++) {
      const dt = step[i] * ratio;
      out[start + i] += sample(wave, phase, dt) * amp[i];
      phase += dt;
      if (phase >= 1) phase -= 1;
    }
  }
}

/** A bell or a struck metal: inharmonic partials (ratio to `freq`, amplitude, decay scale), each
 *  decaying on its own, the high ones faster. */
export function bell(out: Buf, sr: number, o: { at: number; freq: number; gain?: number; decay: number; partials: readonly (readonly [number, number, number])[]; attack?: number }): void {
  for (const [ratio, amp, k] of o.partials) {
    tone(out, sr, { at: o.at, dur: 0, freq: o.freq * ratio, gain: (o.gain ?? 1) * amp, attack: o.attack ?? 0.002, decay: o.decay * k });
  }
}

/** The state-variable filter (topology-preserving, stable at any cutoff). */
export class Svf {
  private ic1 = 0;
  private ic2 = 0;
  private g = 0;
  private k = 1;
  private a1 = 0;
  private a2 = 0;
  private a3 = 0;

  constructor(private readonly sr: number) {}

  set(cutoff: number, q: number): this {
    const fc = Math.min(cutoff, this.sr * 0.45);
    this.g = Math.tan((Math.PI * Math.max(10, fc)) / this.sr);
    this.k = 1 / Math.max(0.3, q);
    this.a1 = 1 / (1 + this.g * (this.g + this.k));
    this.a2 = this.g * this.a1;
    this.a3 = this.g * this.a2;
    return this;
  }

  /** One sample in; low, band and high pass out (written into `o`). */
  step(x: number, o: { low: number; band: number; high: number }): void {
    const v3 = x - this.ic2;
    const v1 = this.a1 * this.ic1 + this.a2 * v3;
    const v2 = this.ic2 + this.a2 * this.ic1 + this.a3 * v3;
    this.ic1 = 2 * v1 - this.ic1;
    this.ic2 = 2 * v2 - this.ic2;
    o.low = v2;
    o.band = v1;
    o.high = x - this.k * v1 - v2;
  }
}

export type FilterKind = 'low' | 'band' | 'high';

/** Filters a span of `buf` in place, the cutoff gliding exponentially from `from` to `to` Hz. */
export function filter(buf: Buf, sr: number, kind: FilterKind, from: number, to = from, q = 0.707, start = 0, end = buf.length): void {
  const f = new Svf(sr);
  const o = { low: 0, band: 0, high: 0 };
  const n = Math.max(1, end - start);
  for (let i = start; i < end; i++) {
    if ((i - start) % 16 === 0) f.set(from * (to / from) ** ((i - start) / n), q);
    f.step(buf[i], o);
    buf[i] = o[kind];
  }
}

export interface NoiseOptions extends Env {
  at: number; dur: number;
  gain?: number;
  /** A filter on the noise: its kind, the cutoff gliding from `from` to `to` Hz, and Q. */
  filter?: { kind: FilterKind; from: number; to?: number; q?: number };
  seed?: number;
  /** Crackle: instead of white noise, sparse clicks, this many per second. */
  crackle?: number;
}

/** Adds filtered noise (or a crackle) into `out`. */
export function noise(out: Buf, sr: number, o: NoiseOptions): void {
  const start = Math.floor(o.at * sr), end = Math.min(out.length, Math.ceil((o.at + span(o.dur, o)) * sr));
  if (end <= start) return;
  const r = rng(o.seed ?? 7);
  const tmp = new Float32Array(end - start);
  const p = o.crackle ? o.crackle / sr : 0;
  let click = 0;
  for (let i = 0; i < tmp.length; i++) {
    if (o.crackle) {
      if (r() < p) click = (r() * 2 - 1) * (0.5 + r() * 0.5);
      tmp[i] = click;
      click *= 0.55;
    } else {
      tmp[i] = r() * 2 - 1;
    }
  }
  if (o.filter) filter(tmp, sr, o.filter.kind, o.filter.from, o.filter.to ?? o.filter.from, o.filter.q ?? 0.707);
  const amp = new Float32Array(tmp.length);
  fillEnvelope(amp, sr, o.dur, o, o.gain ?? 1);
  for (let i = 0; i < tmp.length; i++) out[start + i] += tmp[i] * amp[i];
}

/** A plucked string (Karplus–Strong): `bright` 0–1 softens or sharpens the attack. */
export function pluck(out: Buf, sr: number, o: { at: number; freq: number; gain?: number; decay?: number; bright?: number; seed?: number; dur?: number }): void {
  const period = Math.max(2, Math.round(sr / o.freq));
  const line = new Float32Array(period);
  const r = rng(o.seed ?? Math.round(o.freq * 13));
  const bright = o.bright ?? 0.5;
  let prev = 0;
  for (let i = 0; i < period; i++) {
    const x = r() * 2 - 1;
    prev = prev + (x - prev) * (0.2 + 0.8 * bright); // a darker excitation for a softer string
    line[i] = prev;
  }
  const len = o.dur ?? 3;
  const start = Math.floor(o.at * sr), end = Math.min(out.length, start + Math.ceil(len * sr));
  // Loss per period from the wanted 60 dB decay time.
  const decay = o.decay ?? 1.5;
  const loss = 10 ** (-3 / (decay * o.freq));
  const gain = o.gain ?? 1;
  let idx = 0, last = 0;
  for (let i = start; i < end; i++) {
    const cur = line[idx];
    const next = 0.5 * (cur + last) * loss;
    last = cur;
    line[idx] = next;
    const fadeOut = end - i < 256 ? (end - i) / 256 : 1;
    out[i] += cur * gain * fadeOut;
    idx = (idx + 1) % period;
  }
}

/** A mono Freeverb (eight combs, four allpasses): a room around a dry sound; `mix` of wet. */
export function reverb(buf: Buf, sr: number, o: { mix: number; room?: number; damp?: number; predelay?: number }): void {
  const k = sr / 44100;
  const combs = [1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617].map((n) => ({ line: new Float32Array(Math.round(n * k)), i: 0, store: 0 }));
  const alls = [556, 441, 341, 225].map((n) => ({ line: new Float32Array(Math.round(n * k)), i: 0 }));
  const room = o.room ?? 0.84, damp = o.damp ?? 0.25;
  const pre = Math.round((o.predelay ?? 0.012) * sr);
  const wet = new Float32Array(buf.length);
  for (let i = 0; i < buf.length; i++) {
    const x = (i >= pre ? buf[i - pre] : 0) * 0.015;
    let y = 0;
    for (const c of combs) {
      const out = c.line[c.i];
      c.store = out * (1 - damp) + c.store * damp;
      c.line[c.i] = x + c.store * room;
      c.i = (c.i + 1) % c.line.length;
      y += out;
    }
    for (const a of alls) {
      const b = a.line[a.i];
      a.line[a.i] = y + b * 0.5;
      a.i = (a.i + 1) % a.line.length;
      y = b - y;
    }
    wet[i] = y;
  }
  for (let i = 0; i < buf.length; i++) buf[i] = buf[i] * (1 - o.mix * 0.5) + wet[i] * o.mix * 3;
}

/** A short echo: copies `buf` back onto itself `delay` s later, `times` times, each `feedback` softer. */
export function echo(buf: Buf, sr: number, delay: number, feedback: number, times = 3): void {
  const d = Math.round(delay * sr);
  for (let i = buf.length - 1; i >= d; i--) {
    let acc = 0, g = feedback;
    for (let n = 1; n <= times && i - n * d >= 0; n++, g *= feedback) acc += buf[i - n * d] * g;
    buf[i] += acc;
  }
}

/** Peak and short-term loudness (the loudest 50 ms RMS, as sox `stats` reports "RMS Pk"). */
export function measure(buf: Buf, sr: number): { peak: number; rmsPeak: number; rms: number } {
  let peak = 0, sum = 0;
  for (const x of buf) { peak = Math.max(peak, Math.abs(x)); sum += x * x; }
  const win = Math.max(1, Math.round(sr * 0.05));
  let rmsPeak = 0;
  for (let s = 0; s < buf.length; s += Math.round(win / 2)) {
    let acc = 0;
    const e = Math.min(buf.length, s + win);
    for (let i = s; i < e; i++) acc += buf[i] * buf[i];
    rmsPeak = Math.max(rmsPeak, Math.sqrt(acc / win));
  }
  return { peak, rmsPeak, rms: Math.sqrt(sum / buf.length) };
}

/** Trims what follows the sound (below -66 dBFS) and fades the last few ms out. */
export function trim(buf: Buf, sr: number): Buf {
  const floor = dbToGain(-66);
  let end = buf.length;
  while (end > 1 && Math.abs(buf[end - 1]) < floor) end--;
  const out = buf.slice(0, Math.min(buf.length, end + Math.round(sr * 0.01)));
  const fade = Math.min(out.length, Math.round(sr * 0.008));
  for (let i = 0; i < fade; i++) out[out.length - 1 - i] *= i / fade;
  return out;
}

/**
 * Brings a sound to `loudness` dBFS of short-term RMS, unless its peaks would then pass `ceiling` dBFS:
 * then a soft limiter takes the few loudest peaks down (a sound with a sharp attack keeps its body).
 */
export function master(buf: Buf, sr: number, loudness: number, ceiling = -1.5, trimEnd = true): Buf {
  if (trimEnd) buf = trim(buf, sr);
  // No DC: a one-pole high-pass at 20 Hz.
  let prevX = 0, prevY = 0;
  const a = 1 - (2 * Math.PI * 20) / sr;
  for (let i = 0; i < buf.length; i++) { const y = buf[i] - prevX + a * prevY; prevX = buf[i]; prevY = y; buf[i] = y; }
  const m = measure(buf, sr);
  if (m.peak === 0) return buf;
  const ceil = dbToGain(ceiling);
  // At most about 6 dB of limiting: a very spiky sound ends a little quieter rather than crushed.
  const g = Math.min(dbToGain(loudness) / Math.max(1e-9, m.rmsPeak), (2 * ceil) / m.peak);
  // A soft knee from 70% of the ceiling: below it nothing changes, above it peaks bend under the ceiling.
  const knee = ceil * 0.7;
  for (let i = 0; i < buf.length; i++) {
    const x = buf[i] * g, ax = Math.abs(x);
    buf[i] = ax <= knee ? x : Math.sign(x) * (knee + (ceil - knee) * Math.tanh((ax - knee) / (ceil - knee)));
  }
  return buf;
}

/** A copy shortened to `sec` seconds, fading out over its last third (the quick version of a cue,
 *  for the fast speeds). */
export function shorten(buf: Buf, sr: number, sec: number): Buf {
  const n = Math.min(buf.length, Math.round(sr * sec));
  const out = buf.slice(0, n);
  const fade = Math.round(n / 3);
  for (let i = 0; i < fade; i++) out[n - 1 - i] *= (i / fade) ** 1.5;
  return out;
}

/** Mixes `src` into `dst` from `at` seconds, times `gain`. */
export function mixInto(dst: Buf, src: Buf, sr: number, at = 0, gain = 1): void {
  const o = Math.floor(at * sr);
  for (let i = 0; i < src.length && o + i < dst.length; i++) dst[o + i] += src[i] * gain;
}

/** Makes a loop seamless: what rings past the loop's end is folded back onto its start. */
export function foldLoop(buf: Buf, loopLength: number): Buf {
  const out = buf.slice(0, loopLength);
  for (let i = loopLength; i < buf.length; i++) out[i % loopLength] += buf[i];
  return out;
}

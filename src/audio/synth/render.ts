// Renders any of our sounds by its id: a cue (with its short version, for the fast speeds) or a
// music theme. Pure (no DOM): the worker (../synth.worker.ts) and the node tool
// (src/tools/render-sounds.ts) both call it.
import { isCue, type SoundId, type Theme } from '../cues';
import { shorten, type Buf } from './dsp';
import { renderCue } from './effects';
import { renderTheme } from './music';

/** Cues at CD rate (chimes and crackles reach high); the music at half (pads and plucks do not). */
export const CUE_RATE = 44100;
export const MUSIC_RATE = 22050;

/** A short version's length: under half the cue, between 0.1 and 0.6 s. */
export const shortSeconds = (fullSeconds: number): number => Math.min(fullSeconds, Math.max(0.1, Math.min(0.6, fullSeconds * 0.45)));

export interface Rendered {
  id: SoundId;
  sampleRate: number;
  /** The sound; for a cue, the full version, 50 ms of silence, then the short version. */
  samples: Buf;
  /** Where each version lies in `samples` (ms): Howler's sprite. A theme has only `full` (a loop). */
  sprite: { full: [number, number]; short?: [number, number] };
}

export function renderSound(id: SoundId): Rendered {
  if (id.startsWith('music:')) {
    const samples = renderTheme(id.slice('music:'.length) as Theme, MUSIC_RATE);
    return { id, sampleRate: MUSIC_RATE, samples, sprite: { full: [0, (samples.length / MUSIC_RATE) * 1000] } };
  }
  if (!isCue(id)) throw new Error(`no such sound: ${id}`);
  const sr = CUE_RATE;
  const full = renderCue(id, sr);
  const short = shorten(full, sr, shortSeconds(full.length / sr));
  const gap = Math.round(sr * 0.05);
  const samples = new Float32Array(full.length + gap + short.length);
  samples.set(full, 0);
  samples.set(short, full.length + gap);
  const ms = (n: number) => (n / sr) * 1000;
  return { id, sampleRate: sr, samples, sprite: { full: [0, ms(full.length)], short: [ms(full.length + gap), ms(short.length)] } };
}

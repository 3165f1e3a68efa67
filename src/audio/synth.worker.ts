// The synthesiser's worker: renders one sound per message, off the main thread, and hands it back as
// a WAV file (transferred, not copied) with its sprite. Rendering a cue takes tens of ms, a theme
// about a second: never on the main thread.
import type { SoundId } from './cues';
import { renderSound } from './synth/render';
import { encodeWav } from './wav';

export interface RenderRequest { id: SoundId }
export interface RenderReply { id: SoundId; wav: ArrayBuffer; sprite: { full: [number, number]; short?: [number, number] }; ms: number }

self.onmessage = (e: MessageEvent<RenderRequest>) => {
  const t0 = performance.now();
  const r = renderSound(e.data.id);
  const wav = encodeWav(r.samples, r.sampleRate).buffer as ArrayBuffer;
  const reply: RenderReply = { id: r.id, wav, sprite: r.sprite, ms: performance.now() - t0 };
  self.postMessage(reply, { transfer: [wav] });
};

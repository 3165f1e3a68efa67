// Howler, the one place it is called: a sound per rendered WAV (a Blob URL, with its sprite), the
// cues played once, the themes looped and faded, the master volume and mute, and the AudioContext
// resumed on a tap (browsers keep it suspended until the player touches the page). Loaded lazily
// (a dynamic import) after the first tap, so that neither Howler nor an AudioContext weighs on the
// first screen. A compressor on the master bus keeps a crowd of cues from clipping.
import { Howl, Howler } from 'howler';

export class HowlerOut {
  private readonly howls = new Map<string, Howl>();
  private readonly loaded = new Set<string>();

  constructor() {
    // Howler's master gain → a gentle limiter → the speakers.
    const ctx = Howler.ctx;
    if (ctx && Howler.masterGain) {
      const limiter = ctx.createDynamicsCompressor();
      limiter.threshold.value = -10;
      limiter.knee.value = 6;
      limiter.ratio.value = 8;
      limiter.attack.value = 0.003;
      limiter.release.value = 0.15;
      Howler.masterGain.disconnect();
      Howler.masterGain.connect(limiter);
      limiter.connect(ctx.destination);
    }
  }

  /** Resumes the AudioContext (within a tap); true once it runs. */
  unlock(): boolean {
    const ctx = Howler.ctx;
    if (ctx && ctx.state !== 'running') void ctx.resume().catch(() => undefined);
    return ctx?.state === 'running';
  }

  add(id: string, url: string, sprite: Record<string, [number, number]>, loop: boolean, onLoad: () => void): void {
    const howl = new Howl({
      src: [url], format: ['wav'], loop, preload: true,
      ...(loop ? {} : { sprite }),
      onload: () => { this.loaded.add(id); onLoad(); },
      onloaderror: () => { this.howls.delete(id); },
    });
    this.howls.set(id, howl);
  }

  has(id: string): boolean { return this.loaded.has(id); }

  /** Plays a cue's sprite ('full' or 'short') at volume; false when it is not loaded. */
  play(id: string, part: 'full' | 'short', volume: number): boolean {
    const howl = this.howls.get(id);
    if (!howl || !this.loaded.has(id)) return false;
    const sid = howl.play(part);
    howl.volume(volume, sid);
    return true;
  }

  /** Starts a loop at volume 0 and fades it to `volume` over `ms`. */
  startLoop(id: string, volume: number, ms: number): boolean {
    const howl = this.howls.get(id);
    if (!howl || !this.loaded.has(id)) return false;
    howl.stop();
    howl.volume(0);
    howl.play();
    howl.fade(0, volume, ms);
    return true;
  }

  /** Fades a loop to volume over ms (0 and stop: it stops when silent). */
  fade(id: string, volume: number, ms: number, stop = false): void {
    const howl = this.howls.get(id);
    if (!howl || !howl.playing()) return;
    howl.fade(howl.volume(), volume, ms);
    if (stop) howl.once('fade', () => { if (howl.volume() === 0) howl.stop(); });
  }

  stop(id: string): void { this.howls.get(id)?.stop(); }

  master(volume: number, muted: boolean): void {
    Howler.volume(volume);
    Howler.mute(muted);
  }
}

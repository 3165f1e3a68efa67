// The game's sound in the browser: the Sound port over Howler (./howler-out.ts), fed by our own
// synthesiser. Nothing of it weighs on the first screen: nothing is done before the player's first
// tap (browsers refuse to start audio before it anyway); then the sounds are rendered one by one in a
// worker, and Howler and its AudioContext come as a chunk of their own.
// The cues come first, then only the music a screen asks for (lazily: a theme never asked is never
// rendered). A cue asked before its sound is ready is skipped, as is everything while muted.
import { CUES, layersOf, type Cue, type Music, type SoundId, type Theme } from './cues';
import type { HowlerOut } from './howler-out';
import { CueMixer } from './mixer';
import type { AudioLevels, CueRecord, Pace, Sound } from './sound';
import type { RenderReply } from './synth.worker';

/** How much of the music level a theme plays at: it sits under the cues. */
const MUSIC_SHARE = 0.55;
const FADE_IN_MS = 1600, FADE_OUT_MS = 1200;
/** The record kept for the test hook: the last this many entries. */
const KEEP = 2000;

export interface BrowserSoundOptions {
  /** A page that must stay silent (e.g. an audience window not asked to play): plays and renders nothing. */
  enabled: boolean;
  /** Rendering starts at the first tap, or this long after the page is up if given (ms). */
  startAfterMs?: number;
}

interface Ready { url: string; sprite: RenderReply['sprite']; seconds: number; shortSeconds: number }

export class BrowserSound implements Sound {
  private out: HowlerOut | null = null;
  private loadingOut = false;
  private worker: Worker | null = null;
  private rendering: SoundId | null = null;
  private readonly ready = new Map<SoundId, Ready>();
  private readonly record: CueRecord[] = [];
  private readonly mixer = new CueMixer((cue, short) => { const r = this.ready.get(cue); return r ? (short ? r.shortSeconds : r.seconds) : 0.5; });
  private lv: AudioLevels = { volume: 0.8, effects: 0.8, music: 0.6, muted: false };
  private wanted: Music = 'menu';
  private layerOn = false;
  private playing: Music = null;
  private started = false;
  private unlocked = false;

  constructor(private readonly options: BrowserSoundOptions) {
    if (!options.enabled || typeof window === 'undefined') return;
    if (options.startAfterMs !== undefined) setTimeout(() => this.begin(), options.startAfterMs);
    const tap = () => {
      this.begin();
      this.unlock();
      if (this.unlocked) for (const t of ['pointerdown', 'keydown', 'touchend'] as const) window.removeEventListener(t, tap, true);
    };
    for (const t of ['pointerdown', 'keydown', 'touchend'] as const) window.addEventListener(t, tap, true);
  }

  cue(cue: Cue, pace: Pace = 'normal'): void {
    const out = this.out;
    if (!out?.has(cue) || this.silent) return;
    const now = performance.now();
    const v = this.mixer.admit(cue, pace, now);
    if (!v.play) return;
    if (out.play(cue, v.short ? 'short' : 'full', Math.min(1, this.lv.effects * v.gain))) this.note(cue, now);
  }

  music(theme: Music): void {
    this.wanted = theme;
    if (!layersOf(theme).length) this.layerOn = false;
    this.pump();
    this.applyMusic();
  }

  layer(on: boolean): void {
    if (on === this.layerOn) return;
    this.layerOn = on;
    for (const layer of layersOf(this.playing)) this.out?.fade(`music:${layer}`, on ? this.musicVolume : 0, on ? FADE_IN_MS : FADE_OUT_MS);
  }

  levels(levels: AudioLevels): void {
    this.lv = { ...levels };
    this.out?.master(levels.volume, levels.muted);
    if (this.silent) this.stopMusic();
    else if (this.playing) {
      this.out?.fade(`music:${this.playing}`, this.musicVolume, 200);
      if (this.layerOn) for (const layer of layersOf(this.playing)) this.out?.fade(`music:${layer}`, this.musicVolume, 200);
    }
    this.applyMusic();
  }

  played(): readonly CueRecord[] { return this.record; }

  /** Muted, or every level at 0 for the kind: nothing is played (nor recorded). */
  private get silent(): boolean { return this.lv.muted || this.lv.volume <= 0; }
  private get musicVolume(): number { return this.lv.music * MUSIC_SHARE; }

  private note(cue: string, at: number): void {
    this.record.push({ cue, at });
    if (this.record.length > KEEP) this.record.splice(0, this.record.length - KEEP);
  }

  /** Starts rendering (once), in a worker. Without one (a very old browser), the game stays silent. */
  private begin(): void {
    if (this.started || !this.options.enabled) return;
    this.started = true;
    try {
      this.worker = new Worker(new URL('./synth.worker.ts', import.meta.url), { type: 'module' });
      this.worker.onmessage = (e: MessageEvent<RenderReply>) => this.rendered(e.data);
      this.worker.onerror = () => { this.worker?.terminate(); this.worker = null; this.rendering = null; };
    } catch {
      this.worker = null;
    }
    this.pump();
  }

  /** The next sound to render: every cue, then the music wanted now. */
  private next(): SoundId | null {
    for (const cue of CUES) if (!this.ready.has(cue)) return cue;
    const themes: Theme[] = this.wanted === null ? [] : [this.wanted, ...layersOf(this.wanted)];
    for (const t of themes) if (!this.ready.has(`music:${t}`)) return `music:${t}`;
    return null;
  }

  private pump(): void {
    if (!this.worker || this.rendering) return;
    const id = this.next();
    if (!id) return;
    this.rendering = id;
    if (this.worker) this.worker.postMessage({ id });
  }

  private rendered(r: RenderReply): void {
    this.rendering = null;
    const url = URL.createObjectURL(new Blob([r.wav], { type: 'audio/wav' }));
    const seconds = r.sprite.full[1] / 1000, shortSeconds = (r.sprite.short?.[1] ?? r.sprite.full[1]) / 1000;
    this.ready.set(r.id, { url, sprite: r.sprite, seconds, shortSeconds });
    this.addToOut(r.id);
    this.pump();
  }

  private addToOut(id: SoundId): void {
    const ready = this.ready.get(id);
    if (!this.out || !ready) return;
    const sprite: Record<string, [number, number]> = { full: ready.sprite.full, ...(ready.sprite.short ? { short: ready.sprite.short } : {}) };
    this.out.add(id, ready.url, sprite, id.startsWith('music:'), () => { if (id.startsWith('music:')) this.applyMusic(); });
  }

  /** Within a tap: loads Howler (first time) and resumes its AudioContext. Not before the page has
   *  had a real activation (a touch's pointerdown is not one yet, its touchend is): an AudioContext
   *  made earlier would be refused, with a warning. */
  private unlock(): void {
    if (this.out) { this.unlocked = this.out.unlock(); return; }
    if (this.loadingOut || !this.options.enabled) return;
    if (typeof navigator !== 'undefined' && navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
    this.loadingOut = true;
    void import('./howler-out').then(({ HowlerOut }) => {
      this.out = new HowlerOut();
      this.out.master(this.lv.volume, this.lv.muted);
      this.unlocked = this.out.unlock();
      for (const id of this.ready.keys()) this.addToOut(id);
    });
  }

  /** Plays the wanted theme, crossfading from the one playing, once its sound is loaded. */
  private applyMusic(): void {
    const out = this.out;
    if (!out || this.silent) return;
    if (this.playing === this.wanted) return;
    const want = this.wanted;
    if (want !== null) {
      const ids = [want, ...layersOf(want)].map((t) => `music:${t}`);
      if (!ids.every((id) => out.has(id))) return; // not yet: it starts when it is loaded
    }
    this.stopMusic();
    if (want === null) return;
    out.startLoop(`music:${want}`, this.musicVolume, FADE_IN_MS);
    // Its layers (Poseidon's over the coop theme) loop with it from the same instant, silent until asked.
    for (const layer of layersOf(want)) out.startLoop(`music:${layer}`, this.layerOn ? this.musicVolume : 0, FADE_IN_MS);
    this.playing = want;
    this.note(`music:${want}`, performance.now());
  }

  private stopMusic(): void {
    if (!this.playing || !this.out) { this.playing = null; return; }
    this.out.fade(`music:${this.playing}`, 0, FADE_OUT_MS, true);
    for (const layer of layersOf(this.playing)) this.out.fade(`music:${layer}`, 0, FADE_OUT_MS, true);
    this.playing = null;
  }
}

// The sound port: what the game asks of its sound, whoever plays it. The browser's is Howler behind
// ./browser-sound.ts; unit tests and tools use the recording fake below; a page that must stay silent
// uses SILENT. The scenes never call Howler: the presenters' runners and the application call this.
import type { Cue, Music } from './cues';

/** How fast the table plays: at `fast` (2×) cues are thinned and shortened, at `instant` only the
 *  events of the game are heard, short. */
export type Pace = 'normal' | 'fast' | 'instant';

/** The player's levels, each 0–1 (the settings' audio part). */
export interface AudioLevels { volume: number; effects: number; music: number; muted: boolean }

/** A cue played, and when (ms, the page's clock: performance.now()). */
export interface CueRecord { cue: string; at: number }

export interface Sound {
  /** Plays a cue now (thinned when many come at once, or fast). */
  cue(cue: Cue, pace?: Pace): void;
  /** The theme to play, crossfading from the one playing; null: no music. */
  music(theme: Music): void;
  /** The music's layer (cues.ts MUSIC_LAYERS), faded in or out: Poseidon's over the coop theme,
   *  the battle's over God of War's. */
  layer(on: boolean): void;
  levels(levels: AudioLevels): void;
  /** What has been played so far: cues, and `music:<theme>` when a theme starts (the test hook's
   *  audio()). Muted, nothing is played, so nothing is recorded. */
  played(): readonly CueRecord[];
}

/** Plays nothing. */
export const SILENT: Sound = { cue: () => {}, music: () => {}, layer: () => {}, levels: () => {}, played: () => [] };

/** The fake for tests: records every cue asked (with the pace), the music and the levels. */
export class RecordingSound implements Sound {
  readonly cues: { cue: Cue; pace: Pace; at: number }[] = [];
  readonly themes: Music[] = [];
  readonly layers: boolean[] = [];
  lastLevels: AudioLevels | null = null;

  constructor(private readonly now: () => number = () => 0) {}

  cue(cue: Cue, pace: Pace = 'normal'): void { this.cues.push({ cue, pace, at: this.now() }); }
  music(theme: Music): void { this.themes.push(theme); }
  layer(on: boolean): void { this.layers.push(on); }
  levels(levels: AudioLevels): void { this.lastLevels = { ...levels }; }
  played(): readonly CueRecord[] { return this.cues.map(({ cue, at }) => ({ cue, at })); }
  /** The cue names asked, in order. */
  get names(): Cue[] { return this.cues.map((c) => c.cue); }
}

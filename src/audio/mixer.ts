// The mixer's rule for cues that come in a crowd, in plain TS (a fake clock in tests): which cues are
// heard, which are dropped, which are shortened, and how much the crowd is ducked. So that several
// cues at once are mixed rather than stacked into noise, and the fast speeds are thinned:
//   - the same cue twice within a moment is heard once; a long cue is not restarted while it rings;
//   - at most a few voices sound at once: the cards' ordinary motion (rank 1) gives way first, then
//     the deeds (rank 2); each voice is a little softer when others sound;
//   - at 2×: shortened, the same cue spaced further, rank 1 only when nothing else just started;
//   - at instant speed: shortened, rank 1 never, rank 2 at most every 350 ms;
//   - the interface's cues (a tap, an error) answer the player: never thinned.
import { CUE_RANK, type Cue } from './cues';
import type { Pace } from './sound';

export interface Verdict { play: boolean; short: boolean; gain: number }

const SAME_CUE_MS: Readonly<Record<Pace, number>> = { normal: 45, fast: 120, instant: 200 };
const MAX_VOICES: Readonly<Record<Pace, number>> = { normal: 6, fast: 4, instant: 3 };
/** A cue at least this long (s) is not restarted before this share of it has played. */
const LONG_CUE = 0.9, LONG_SHARE = 0.6;
/** At instant speed, a deed (rank 2) at most this often (ms). */
const INSTANT_SPACING = 350;

export class CueMixer {
  /** The cues sounding (or recently started): name, start, end (ms). */
  private voices: { cue: Cue; start: number; end: number }[] = [];
  private lastRank2 = -Infinity;

  /** lengthOf: a cue's length in seconds (full; the short version's when short). */
  constructor(private readonly lengthOf: (cue: Cue, short: boolean) => number) {}

  admit(cue: Cue, pace: Pace, now: number): Verdict {
    this.voices = this.voices.filter((v) => v.end > now);
    const rank = CUE_RANK[cue];
    const no: Verdict = { play: false, short: false, gain: 0 };
    const same = this.voices.filter((v) => v.cue === cue);
    if (rank === 'ui') {
      if (same.some((v) => now - v.start < 40)) return no;
      return this.start(cue, false, now, 1);
    }
    if (same.some((v) => now - v.start < SAME_CUE_MS[pace])) return no;
    const full = this.lengthOf(cue, false);
    if (full >= LONG_CUE && same.some((v) => now - v.start < full * 1000 * LONG_SHARE)) return no;
    const busy = this.voices.filter((v) => CUE_RANK[v.cue] !== 'ui').length;
    if (pace === 'instant') {
      if (rank === 1) return no;
      if (rank === 2 && now - this.lastRank2 < INSTANT_SPACING) return no;
    }
    if (pace === 'fast' && rank === 1 && this.voices.some((v) => now - v.start < 80)) return no;
    if (busy >= MAX_VOICES[pace] + (rank === 3 ? 2 : 0)) return no;
    if (rank === 1 && busy >= MAX_VOICES[pace] - 2) return no;
    if (rank === 2) this.lastRank2 = now;
    const short = pace !== 'normal';
    // Each voice a little softer when others sound: the sum stays near one cue's level.
    return this.start(cue, short, now, 1 / Math.sqrt(1 + 0.35 * busy));
  }

  private start(cue: Cue, short: boolean, now: number, gain: number): Verdict {
    this.voices.push({ cue, start: now, end: now + this.lengthOf(cue, short) * 1000 });
    return { play: true, short, gain };
  }
}

// What each animation step sounds like, as data: a table from a job's kind to its cues (with, for a
// long motion, the moment within it: the pillar cracks at once and falls a little later), and the
// runner's wrapper that plays them as the step starts. So a sound lands with the motion it belongs
// to and not before, on the classic table and the coop board alike; the scenes never call Howler.
import type { Cue } from '../../src/audio/cues';
import type { Pace, Sound } from '../../src/audio/sound';
import type { ZoneRef } from '../../src/engine';
import { BURST, JOB_MS, type AnimJob, type AnimStep } from './anim-jobs';
import type { AnimRunner } from './AnimationQueue';
import { gowEventCue } from './gow/gow-anim';

/** A cue of a job: at `at`, a share (0–1) of the job's length after it starts. */
export interface JobCue { cue: Cue; at: number }

type Of<K extends AnimJob['kind']> = Extract<AnimJob, { kind: K }>;
const now = (cue: Cue): JobCue[] => [{ cue, at: 0 }];

/** A card's flight: by how it was won, else by where it goes and where it comes from. */
function flight(job: Of<'fly'>): Cue | null {
  if (job.acquiredBy === 'force') return 'force';
  if (job.acquiredBy === 'cosmos') return 'cosmos';
  const from = job.from.zone, to = job.to.zone;
  const is = (z: ZoneRef['zone'], ...names: ZoneRef['zone'][]) => names.includes(z);
  if (to === 'marked') return null; // the wound that follows has its own cue
  if (to === 'destroyed') return 'destroy';
  if (to === 'armor') return 'armor';
  if (is(to, 'epic', 'epicsDone')) return 'epic';
  if (from === 'field' && to === 'fieldDiscard') return 'exit';
  if (to === 'field' || to === 'pillarsInPlay') return 'arrival';
  if (is(to, 'play', 'relics')) return 'play';
  if (to === 'hand') return 'draw';
  if (to === 'pillars') return 'token';
  return 'slide';
}

const BANNER: Readonly<Record<string, Cue>> = {
  'log.finalRound': 'final', 'log.epicRevealed': 'epic', 'log.epicEnded': 'epic', 'log.pillarRevealed': 'arrival',
  'log.pillarDestroyed': 'pillarFall', 'log.poseidonPhase': 'poseidon', 'ui.coopRound': 'turn', 'ui.coopHeroTurn': 'turn',
};

const BURST_CUE: Readonly<Record<string, Cue>> = {
  [BURST.freeze]: 'freeze', [BURST.heal]: 'heal', [BURST.plus]: 'token', [BURST.minus]: 'token', [BURST.sapphire]: 'token', [BURST.libra]: 'token',
};

/** Every job kind → its cues. */
const JOB_CUES: { readonly [K in AnimJob['kind']]: (job: Of<K>) => JobCue[] } = {
  fly: (job) => { const cue = flight(job); return cue ? now(cue) : []; },
  flames: () => now('flame'),
  shift: () => now('slide'),
  turn: () => now('turn'),
  wound: () => now('wound'),
  shuffle: () => now('shuffle'),
  banner: (job) => (BANNER[job.key] ? now(BANNER[job.key]) : []),
  burst: (job) => ('rail' in job.at && job.at.rail === 'epic' ? now('epic') : BURST_CUE[job.color] ? now(BURST_CUE[job.color]) : []),
  flood: () => now('flood'),
  callout: () => now('callout'),
  water: (job) => now(job.rises ? 'waterUp' : 'waterDown'),
  pillar: () => [{ cue: 'pillarCrack', at: 0 }, { cue: 'pillarFall', at: 0.45 }],
  heroPawn: () => now('walk'),
  gow: (job) => { const cue = gowEventCue(job.event); return cue ? now(cue) : []; },
};

export function jobCues(job: AnimJob): JobCue[] {
  return (JOB_CUES[job.kind] as (j: AnimJob) => JobCue[])(job);
}

/** A step's cues with their delays from the step's start (ms at normal speed), each cue once: the
 *  cards of one step fly together and are heard as one. */
export function stepCues(step: AnimStep): { cue: Cue; delay: number }[] {
  const out: { cue: Cue; delay: number }[] = [];
  step.jobs.forEach((job, i) => {
    for (const { cue, at } of jobCues(job)) {
      if (out.some((c) => c.cue === cue)) continue;
      out.push({ cue, delay: i * step.stagger + at * JOB_MS[job.kind] });
    }
  });
  return out;
}

/** The pace of a speed factor (the runners' duration multiplier; 0: instant). */
export const paceOf = (factor: number): Pace => (factor <= 0 ? 'instant' : factor < 0.7 ? 'fast' : 'normal');

export interface Delay { (fn: () => void, ms: number): void }

/**
 * A runner that sounds each step as it starts playing (and the steps shown at once at instant speed,
 * thinned), around the scene's runner that moves the pieces. `later` schedules a cue within a step
 * (the scene's clock, so that it keeps time with the tweens).
 */
export function soundingRunner(inner: AnimRunner, sound: Sound, later: Delay): AnimRunner {
  return {
    run(step, factor) {
      const pace = paceOf(factor);
      for (const { cue, delay } of stepCues(step)) {
        if (delay <= 0) sound.cue(cue, pace);
        else later(() => sound.cue(cue, pace), delay * factor);
      }
      return inner.run(step, factor);
    },
    passed(step) {
      for (const { cue } of stepCues(step)) sound.cue(cue, 'instant');
    },
  };
}

// Plays animation steps one after another through a runner (the scene), at the chosen speed, and
// calls onDrain when nothing is left, so the scene re-syncs from the engine's view. A step that
// never finishes (a killed tween, a hidden tab) is cut off by a safety timer: the queue always drains.
// A mark (an upkeep step beginning) is passed to onMark when everything before it has played.
import { stepMs, type AnimStep } from './anim-jobs';

export interface AnimRunner {
  /** Plays one step; factor multiplies every duration (never 0 here). */
  run(step: AnimStep, factor: number): Promise<void>;
  /** A step shown at once (instant speed): nothing moves, but it may still be heard. */
  passed?(step: AnimStep): void;
}

/** The steps started, when a test asks (the test hook's anims(): to check that the cues keep time
 *  with the animations). Off (null) unless the hook turns it on; keeps the last 2000. */
export const animTrace: { log: { kinds: string[]; at: number; ms: number }[] | null } = { log: null };

function traced(step: AnimStep, factor: number): void {
  const log = animTrace.log;
  if (!log) return;
  log.push({ kinds: step.jobs.map((j) => j.kind), at: performance.now(), ms: stepMs(step) * factor });
  if (log.length > 2000) log.splice(0, log.length - 2000);
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (h) => globalThis.clearTimeout(h as ReturnType<typeof setTimeout>),
};

/** Extra time a step gets before the safety timer moves on, in ms. */
export const SAFETY_MS = 1500;

export class AnimationQueue {
  private steps: AnimStep[] = [];
  private running = false;
  private generation = 0;

  constructor(
    private readonly runner: AnimRunner,
    private readonly factor: () => number,
    private readonly onDrain: () => void,
    private readonly timers: Timers = realTimers,
    private readonly onMark: (upkeepStep: number) => void = () => {},
  ) {}

  get idle(): boolean {
    return !this.running && this.steps.length === 0;
  }

  get pending(): number {
    return this.steps.length;
  }

  /** Queues steps; an empty list still ends in a drain, so the screen re-syncs after every action. */
  push(steps: AnimStep[]): void {
    this.steps.push(...steps);
    if (!this.running) void this.pump();
  }

  /** Drops what is left and drains now (a resize, a scene change, the speed set to instant). */
  skip(): void {
    const wasBusy = !this.idle;
    this.generation++;
    this.steps = [];
    this.running = false;
    if (wasBusy) this.onDrain();
  }

  private async pump(): Promise<void> {
    this.running = true;
    const generation = this.generation;
    while (this.steps.length) {
      const step = this.steps.shift()!;
      const mark = step.upkeep ?? step.mark;
      if (mark !== undefined) {
        this.onMark(mark);
        if (generation !== this.generation) return;
        continue;
      }
      const factor = this.factor();
      if (step.jobs.length === 0) continue;
      if (factor <= 0) {
        this.runner.passed?.(step);
        continue;
      }
      traced(step, factor);
      await this.bounded(this.runner.run(step, factor), stepMs(step) * factor + SAFETY_MS);
      if (generation !== this.generation) return;
    }
    this.running = false;
    this.onDrain();
  }

  private bounded(work: Promise<void>, ms: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = this.timers.setTimeout(resolve, ms);
      work.catch(() => undefined).then(() => {
        this.timers.clearTimeout(timer);
        resolve();
      });
    });
  }
}

// The table's animations, in every mode: each accepted action's events (as the engine redacts them for
// the table's eyes) become steps, played one after another by the scene's runner at the chosen speed.
// The shown steps (the upkeep, Poseidon's crossings…) are walked one at a time: when the animations
// before a step's mark have played, the flow is told to show that step (`reach`); when everything has
// played the flow has left them (`finish`), and onSettled re-syncs the screen.
import type { GameEvent, Uid } from '../../../src/engine';
import type { AnimStep } from '../anim-jobs';
import { AnimationQueue, type AnimRunner, type Timers } from '../AnimationQueue';

/** How a mode's flow walks its shown steps as their animations play. */
export interface StepWalk {
  /** Everything before the mark `mark` has played: the flow moves on to that step. */
  reach(mark: number): void;
  /** Everything has played (or was skipped): the flow leaves the shown steps. */
  finish(): void;
}

export class TableAnimation {
  private readonly queue: AnimationQueue;
  private runner: AnimRunner | null = null;

  constructor(walk: StepWalk, speedFactor: () => number, onSettled: () => void, timers: Timers) {
    this.queue = new AnimationQueue(
      { run: (step, factor) => (this.runner ? this.runner.run(step, factor) : Promise.resolve()), passed: (step) => this.runner?.passed?.(step) },
      // Without a scene to play them, every batch is shown at once.
      () => (this.runner ? speedFactor() : 0),
      () => {
        walk.finish();
        onSettled();
      },
      timers,
      (mark) => walk.reach(mark),
    );
  }

  get idle(): boolean { return this.queue.idle; }
  get attached(): boolean { return this.runner !== null; }

  /** The scene that plays the animations (none: every batch is shown at once). */
  attach(runner: AnimRunner | null): void {
    this.runner = runner;
    if (!runner) this.queue.skip();
  }

  /** Queues the steps of an accepted action (an empty list still ends in a re-sync). */
  show(steps: AnimStep[]): void {
    this.queue.push(steps);
  }

  /** Drops what is left to play (a resize, the speed set to instant, an action sent meanwhile). */
  skip(): void {
    this.queue.skip();
  }
}

/** The field's cards after a batch of events (redacted ones keep every move onto or off the field,
 *  which the eyes see): the next action's steps find the slot a played card faces from it. */
export function fieldAfter(before: readonly (Uid | null)[], events: readonly GameEvent[]): (Uid | null)[] {
  const field = [...before];
  for (const e of events) {
    if (e.type === 'cardMoved') {
      if (e.from.zone === 'field' && e.from.slot !== undefined && field[e.from.slot] === e.uid) field[e.from.slot] = null;
      if (e.to.zone === 'field' && e.to.slot !== undefined) field[e.to.slot] = e.uid;
    } else if (e.type === 'fieldShifted') {
      for (const m of e.moves) field[m.from] = null;
      for (const m of e.moves) field[m.to] = m.uid;
    }
  }
  return field;
}

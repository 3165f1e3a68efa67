// The table's animations: each accepted action's events become steps (anim-jobs) played one after
// another by the scene's runner, at the chosen speed. The upkeep is shown one step at a time: when the
// animations before an upkeep step's mark have played, the actor is told (STEP) and shows that step;
// when everything has played the actor has left the upkeep, and onSettled re-syncs the screen.
import { rules, type GameEvent, type GameState, type Seat, type Uid } from '../../../src/engine';
import type { ClassicFlow } from '../../../src/flow/classic-flow';
import { eventsToSteps } from '../anim-jobs';
import { AnimationQueue, type AnimRunner, type Timers } from '../AnimationQueue';

export type UpkeepWalk = Pick<ClassicFlow, 'step' | 'upkeepStep' | 'finishUpkeep'>;

export class TableAnimation {
  private readonly queue: AnimationQueue;
  private runner: AnimRunner | null = null;
  private field: (Uid | null)[];

  constructor(private readonly actor: UpkeepWalk, speedFactor: () => number, onSettled: () => void, timers: Timers, field: (Uid | null)[]) {
    this.field = field;
    this.queue = new AnimationQueue(
      { run: (step, factor) => (this.runner ? this.runner.run(step, factor) : Promise.resolve()), passed: (step) => this.runner?.passed?.(step) },
      // Without a scene to play them, every batch is shown at once.
      () => (this.runner ? speedFactor() : 0),
      () => {
        actor.finishUpkeep(); // the last step's animations have played (or were skipped)
        onSettled();
      },
      timers,
      (upkeepStep) => this.reach(upkeepStep),
    );
  }

  get idle(): boolean { return this.queue.idle; }

  /** The scene that plays the animations (none: every batch is shown at once). */
  attach(runner: AnimRunner | null): void {
    this.runner = runner;
    if (!runner) this.queue.skip();
  }

  /** Queues what an accepted action did, as the viewer sees it: the events as the engine tells them to
   *  that viewer (a card drawn into another hand is no card in particular), so that no sprite, and
   *  nothing a page's hook reads from them, knows a card the screen does not show (issue 23). */
  show(events: GameEvent[], viewer: Seat | 'audience', state: GameState): void {
    const steps = eventsToSteps(rules('classic').redact(state, events, viewer), viewer, this.field);
    this.field = state.field;
    this.queue.push(steps);
  }

  /** Drops what is left to play (a resize, the speed set to instant, an action sent meanwhile). */
  skip(): void {
    this.queue.skip();
  }

  /** Everything before upkeep step n's mark has played: the actor moves on to step n. */
  private reach(n: number): void {
    for (let at = this.actor.upkeepStep(); at !== null && at < n; at = this.actor.upkeepStep()) {
      if (!this.actor.step()) return;
    }
  }
}

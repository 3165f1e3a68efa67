// A guided game: a list of lessons the player walks through on a real table. Plain TS over the
// engine's view for the guided player (no Phaser, and nothing the player could not see): the table
// asks the guide what to say and what to point at, tells it the view after every settled action, and
// lets it refuse a player's action that would leave the lesson.
import type { Action, GameView } from '../engine';

export interface Lesson<V = GameView, A = Action> {
  /** Its message is `guide.<id>`. */
  id: string;
  /** 'next': the player reads it and taps Next; else it is done once the view satisfies this. */
  done: 'next' | ((view: V) => boolean);
  /** What to point at: target ids of the table (docs/test-hook.md), or `area:clock` / `area:field`. */
  focus?: (view: V) => string[];
  /** The player's actions it lets through; without it, any. */
  allows?: (action: A, view: V) => boolean;
}

/** A guided game over views V and actions A: the classic first game's (the defaults) or the coop lesson's. */
export class Guide<V = GameView, A = Action> {
  private at: number;
  private quitted = false;

  /** `titleKey`: the coach's heading ("First game · 3/12"), with {n} and {total}. */
  constructor(readonly lessons: readonly Lesson<V, A>[], view: V, readonly titleKey = 'guide.title') {
    // A game resumed after a reload starts after the last lesson its view shows already done.
    let last = -1;
    lessons.forEach((l, i) => { if (l.done !== 'next' && l.done(view)) last = i; });
    this.at = last + 1;
    this.observe(view);
  }

  /** The lesson shown now, or null once the guide is over (finished or left). */
  get lesson(): Lesson<V, A> | null { return this.quitted ? null : this.lessons[this.at] ?? null; }
  /** 1-based position of the lesson shown, for "3 / 12". */
  get step(): number { return Math.min(this.at + 1, this.lessons.length); }
  get total(): number { return this.lessons.length; }
  get over(): boolean { return this.lesson === null; }

  focus(view: V): string[] { return this.lesson?.focus?.(view) ?? []; }

  /** The Next button of a lesson that is read, not played. */
  next(): boolean {
    if (this.lesson?.done !== 'next') return false;
    this.at += 1;
    return true;
  }

  quit(): void { this.quitted = true; }

  /** Moves past every lesson the view shows done; true if the lesson shown changed. */
  observe(view: V): boolean {
    const from = this.at;
    for (let l = this.lesson; l && l.done !== 'next' && l.done(view); l = this.lesson) this.at += 1;
    return this.at !== from;
  }

  /** A message key when the lesson does not let this action through, else null. */
  refuse(action: A, view: V): string | null {
    const allows = this.lesson?.allows;
    return !allows || allows(action, view) ? null : 'guide.followMe';
  }
}

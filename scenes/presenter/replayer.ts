// A replay on the table, in plain TS: which position is shown, the way to the next one (the action is
// sent to a game's actor nobody plays, so the table animates its events as in a live game), and a
// rebuilt game for a step back or a jump (shown at once, without animation). The positions come from
// src/replay (a kept state every few actions: a jump costs at most a few dozen actions replayed). No
// seat acts, nothing is saved: the application shows the game through `watch` (no slot, no autosave).
import type { PlayedGame, Watch } from '../../src/app/game-actor';
import type { Speed } from '../../src/app/settings';
import type { SaveFile } from '../../src/persist/save';
import { Replay } from '../../src/replay/replay';
import { presenterMode } from './presenter-modes';
import type { TableApp } from './table-control';

export type Rate = 1 | 2 | 4;
export const RATES: readonly Rate[] = [1, 2, 4];
/** How each rate plays: the table's animation speed and the pause after an action's animations
 *  (×4: the fast animations with no pause; the table has no speed between fast and instant). */
export const RATE_PLAY: Readonly<Record<Rate, { speed: Speed; pause: number }>> = {
  1: { speed: 'normal', pause: 700 }, 2: { speed: 'fast', pause: 260 }, 4: { speed: 'fast', pause: 0 },
};
/** The actions whose events refill the chronicle after a jump (as a reload does: save.ts). */
const LOG_ACTIONS = 40;

/** The open table for a finished game or a game with at most one person (nothing left to hide from
 *  anyone); the audience's view (no hand) for a hot-seat game still being played, in a mode whose
 *  replay hides the hands. */
export function watchOf(save: SaveFile, over: boolean): Watch {
  const people = save.seats.filter((s) => s.kind === 'human').length;
  return presenterMode(save.mode).replayHidesHands && people >= 2 && !over ? 'audience' : 'open';
}

export class Replayer {
  playing = false;
  rate: Rate = 1;
  private game: PlayedGame | null = null;

  private constructor(private readonly app: TableApp, readonly replay: Replay, readonly watch: Watch) {}

  /** A replay of a save, or why it cannot be replayed (an English sentence: SaveProblem.message). */
  static of(app: TableApp, save: unknown): Replayer | { error: string; reason: string } {
    const replay = Replay.from(save);
    if (!(replay instanceof Replay)) return { error: replay.message, reason: replay.reason };
    return new Replayer(app, replay, watchOf(replay.save, replay.stateAt(replay.steps).phase === 'gameOver'));
  }

  /** The table scene that shows it. */
  get scene(): string { return presenterMode(this.replay.mode).table; }
  get steps(): number { return this.replay.steps; }
  /** The position shown: the number of actions played on the table now. */
  get step(): number { return this.game?.session.actionCount ?? 0; }
  /** Still on the table (the player has not left it for the menu). */
  get live(): boolean { return this.game !== null && this.app.game === this.game; }
  get atEnd(): boolean { return this.step >= this.steps; }

  /** Shows position `step` at once (the table scene must be (re)started to draw it). */
  open(step: number): void {
    const { state, recent, step: k } = this.replay.position(step, LOG_ACTIONS);
    const save = this.replay.saveAt(k);
    const game: PlayedGame = presenterMode(save.mode).replayed(save, state, recent, this.watch);
    this.game = game;
    this.app.watch(game);
    this.app.table?.setSpeed(RATE_PLAY[this.rate].speed);
    if (this.atEnd) this.playing = false;
  }

  /** One action forward, animated: what is still being shown of the last one is cut short first. */
  forward(): boolean {
    const table = this.app.table;
    if (!this.live || !table || this.atEnd) return false;
    table.hurry();
    const ok = table.send(this.replay.action(this.step)).ok;
    if (this.atEnd) this.playing = false;
    return ok;
  }

  setRate(rate: Rate): void {
    this.rate = rate;
    this.app.table?.setSpeed(RATE_PLAY[rate].speed);
  }

  nextRate(): void { this.setRate(RATES[(RATES.indexOf(this.rate) + 1) % RATES.length]); }

  /** The table is still (nothing being animated): the next action may be shown. */
  get idle(): boolean { return !!this.app.table && this.live && this.app.table.idle; }
}

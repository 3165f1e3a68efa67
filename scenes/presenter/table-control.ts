// What every mode's conductor offers the scenes, the replay and the test hooks (issue 24: one verb
// per job, so nothing asks which controller class it holds). A mode's own scenes (its table, its HUD,
// its score screen) ask for their own conductor by mode with `tableOf`.
import type { AnyState, ApplyResult, GameView, GowView, Mode, Seat } from '../../src/engine';
import type { GameApp } from '../../src/app/game-app';
import type { Watch } from '../../src/app/game-actor';
import type { Speed } from '../../src/app/settings';
import type { SaveFile } from '../../src/persist/save';
import type { Guide } from '../../src/tutorial/guide';
import type { CoopController } from './CoopController';
import type { GowController } from './GowController';
import type { TableController } from './TableController';

/** The game's session as the generic readers use it (both sessions have these). */
export interface TableSession {
  readonly state: AnyState;
  readonly setup: { seed: number; epics?: boolean };
  readonly actionCount: number;
  readonly assisted: boolean;
  /** The engine's view for a seat or the audience: a card table's (GameView, CoopView) or God of War's. */
  view(viewer: Seat | 'audience'): GameView | GowView;
  legal(seat?: Seat): unknown[];
  toSave(): SaveFile;
}

export interface TableControl {
  /** The mode of the game it shows (the game's). */
  readonly mode: Mode;
  readonly session: TableSession;
  speed: Speed;
  readonly viewer: Seat;
  readonly handoff: Seat | null;
  /** The animations have drained and no bot is about to act. */
  readonly idle: boolean;
  /** A replay (src/replay): nobody acts here, and the end of the game is only shown. */
  readonly watched: Watch | null;
  /** The mode's guided lessons (the classic first game, the coop lesson), in a game that has them. */
  readonly guide?: Guide<never, never> | null;
  /** What the guide's lesson points at (on the guided player's view). */
  readonly guideFocus?: string[];
  /** What is being animated shows at once (the skip button, a replay's next step). */
  hurry(): void;
  send(action: unknown): ApplyResult;
  setSpeed(speed: Speed): void;
  refuse(key: string): void;
  stop(): void;
}

/** Each mode's conductor class. */
export interface ControlOf { classic: TableController; coop: CoopController; gow: GowController }

/** The application as the scenes see it: its table is the conductor of the game's mode. */
export type TableApp = GameApp<ControlOf[Mode]>;

/** The conductor on the table when the game there is of `mode` (a mode's own scene asks for its
 *  own), else null (no game, another mode's, or a table closed meanwhile). */
export function tableOf<M extends Mode>(app: TableApp, mode: M): ControlOf[M] | null {
  const table = app.table;
  return table && table.mode === mode ? (table as ControlOf[M]) : null;
}

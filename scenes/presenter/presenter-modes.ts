// The modes as the scenes' plain-TS side sees them (issue 24: a mode is a folder and one registry
// entry): for each mode, its table and score screens, its conductor, its replay, its readings for the
// test hooks, the audience window's captions, the menu's form rows, its progress line and its daily
// line. Everything above dispatches through `presenterMode(mode)`; the entries live with their mode
// (scenes/presenter/table/classic-mode.ts, scenes/presenter/coop/coop-mode.ts), and the Phaser side
// adds its own pieces in scenes/scene-modes.ts. A new mode is one line here and one there.
import type { ClassicGame, CoopGame, GowGame, Watch } from '../../src/app/game-actor';
import type { Settings } from '../../src/app/settings';
import type { Sound } from '../../src/audio/sound';
import type { AnyState, CoopView, GameEvent, GameView, GowView, Mode } from '../../src/engine';
import type { Lang } from '../../src/i18n';
import type { ClassicSaveFile, CoopSaveFile, GowSaveFile } from '../../src/persist/save';
import type { LogLine } from './log';
import type { MenuModel } from './menu-model';
import type { ReplayBarLayout } from './replay-layout';
import type { ControlOf, TableApp } from './table-control';
import { CLASSIC_MODE } from './table/classic-mode';
import { COOP_MODE } from './coop/coop-mode';
import { GOW_MODE } from './gow/gow-mode';

/** The types each mode plays with: its game on the table, its save, its view. */
export interface ModeTypes {
  classic: { game: ClassicGame; save: ClassicSaveFile; view: GameView };
  coop: { game: CoopGame; save: CoopSaveFile; view: CoopView };
  gow: { game: GowGame; save: GowSaveFile; view: GowView };
}

/** A switch in the menu's options row: an optional set, the Epics, the difficulty, open hands. */
export type MenuSwitch = 'asgard' | 'poseidon' | 'promo' | 'epics' | 'difficulty' | 'openHands';

/** What the hooks say of the game's flow (docs/test-hook.md `phase()`). */
export interface PhaseReading { phase: string; state: string; upkeepStep: number | null; moment?: string; step?: unknown }

type Ref = { uid: number; type: number } | null | undefined;

export interface PresenterMode<M extends Mode> {
  /** The scene that shows a game of the mode, and its score screen. */
  readonly table: string;
  readonly over: string;
  /** The conductor of a game of the mode on the table (main.ts's `present`). */
  present(game: ModeTypes[M]['game'], settings: Readonly<Settings>, sound: Sound): ControlOf[M];
  /** A replay's game standing at a position (state and the events of its last actions). */
  replayed(save: ModeTypes[M]['save'], state: AnyState, recent: readonly GameEvent[], watched: Watch): ModeTypes[M]['game'];
  /** A hot-seat game's replay hides the hands while the game is still being played. */
  readonly replayHidesHands: boolean;
  /** Where the replay's bar stands over the mode's table. */
  replayBar(w: number, h: number, ctl: ControlOf[M]): ReplayBarLayout;
  /** The hooks' reading of the game's flow. */
  phase(game: ModeTypes[M]['game']): PhaseReading;
  audience: {
    /** The cards a view shows face up besides the table's common places (the audience learns them). */
    known(view: ModeTypes[M]['view']): readonly Ref[];
    /** The events the captions tell (a mode may tell a turn by its own event). */
    told(events: readonly GameEvent[]): readonly GameEvent[];
    /** The captions' first line when the window joins a game. */
    firstLine(view: ModeTypes[M]['view']): LogLine;
    /** A turn's start is announced across the middle. */
    readonly turnBanner: boolean;
    /** Where the announcements stand (over the open middle of the mode's drawing). */
    readonly bannerY: number;
  };
  /** The message keys of a saved game's line: the menu's Continue, the saved games' list. */
  progress: { readonly continueKey: string; readonly slotKey: string };
  menu: {
    readonly seatKey: string;
    readonly addKey: string;
    /** The heroes a seat may pick, in the order the hero button cycles them; the message key prefix
     *  naming one; the seats a game has, fewest and most; alone, the hero a player must be. */
    readonly heroes: readonly string[];
    readonly heroKey: string;
    readonly seats: readonly [number, number];
    readonly soloHero?: string;
    /** The options row: its label and its switches, in order. */
    readonly optionsKey: string;
    readonly switches: readonly MenuSwitch[];
    /** Starts the form's game, or today's daily game (src/app/daily.ts), on the application. */
    start(app: TableApp, form: MenuModel): void;
    daily(app: TableApp, date: string): void;
    /** The mode's guided lesson (src/tutorial): the menu's ★ button, its id and caption, and its start. */
    readonly lesson: { readonly id: string; readonly key: string; start(app: TableApp): void };
  };
  /** A daily game's result line (daily-result.ts adds the title and the code). */
  dailyLine(save: ModeTypes[M]['save'], view: ModeTypes[M]['view'], lang?: Lang): string;
}

/** The engine's view of a game of any mode. */
export type AnyView = ModeTypes[Mode]['view'];

/** Every mode's entry (a mode missing here is a type error). */
export const PRESENTER_MODES: { readonly [M in Mode]: PresenterMode<M> } = { classic: CLASSIC_MODE, coop: COOP_MODE, gow: GOW_MODE };

/** The entry of a mode. */
export const presenterMode = <M extends Mode>(mode: M): PresenterMode<M> => PRESENTER_MODES[mode];

/** The mode of a view: every engine view names it (a classic view's may be left out of older feeds). */
// A view's mode is one of MODES (only a ruleset of RULESETS makes views; the engine types it as a string).
export const modeOfView = (view: GameView): Mode => (view.mode ?? 'classic') as Mode;

// The modes as the Phaser scenes see them (issue 24: a mode is a folder and one registry entry): each
// mode's plain-TS entry (scenes/presenter/presenter-modes.ts: its table and score screens, conductor,
// replay, hooks, menu rows…) with what only Phaser can draw, the audience window's stage. Scenes
// dispatch through `sceneMode(mode)`; a new mode is one line here. The audience window reads each mode's
// messages through its stage entry: how many seats it draws, their heroes, the captions it tells.
import type Phaser from 'phaser';
import type { PlayedGame } from '../src/app/game-actor';
import type { Settings } from '../src/app/settings';
import type { Sound } from '../src/audio/sound';
import type { CoopView, GameEvent, GameView, GowEvent, GowView, Mode } from '../src/engine';
import type { GameMessage } from '../src/stream';
import type { AudienceLog } from './presenter/audience/audience-log';
import { gowLines } from './presenter/gow/gow-log';
import type { CardPool } from './objects/CardPool';
import type { SkyBackground } from './objects/SkyBackground';
import { ClassicStage } from './audience/ClassicStage';
import { CoopStage } from './audience/CoopStage';
import { GowStage } from './audience/GowStage';
import type { AudienceStage } from './audience/stage';
import { PRESENTER_MODES, type PresenterMode } from './presenter/presenter-modes';
import type { ControlOf } from './presenter/table-control';

export interface SceneMode<M extends Mode> extends PresenterMode<M> {
  /** The audience window's drawing of the mode: the colour behind it, whether the night sky may stand
   *  behind it (the audience's 'sky' background), and the stage drawn over. */
  stage: {
    readonly colour: string;
    readonly sky: boolean;
    create(scene: Phaser.Scene, pool: CardPool, game: Extract<GameMessage, { mode: M }>, sky: SkyBackground | null): AudienceStage;
    /** The seats the stage is drawn for (another count restarts the audience scene). */
    size(view: Extract<GameMessage, { mode: M }>['view']): number;
    /** Each seat's hero, for the captions' seat names. */
    heroes(view: Extract<GameMessage, { mode: M }>['view']): string[];
    /** Tells the captions an action's events (null: a snapshot, only learnt from). */
    captions(log: AudienceLog, view: Extract<GameMessage, { mode: M }>['view'], events: Extract<GameMessage, { mode: M }>['events'] | null): void;
  };
}

/** The card tables' captions: the chronicle of their events, the cards named as the window saw them. */
const tableCaptions = (mode: 'classic' | 'coop') => (log: AudienceLog, view: unknown, events: readonly unknown[] | null): void => {
  const v = view as GameView | CoopView;
  if (events) log.tell(events as GameEvent[], v, mode);
  else log.learn(v, mode);
};
const tableSeats = {
  size: (view: { players: readonly unknown[] }) => view.players.length,
  heroes: (view: { players: readonly { hero: string }[] }) => view.players.map((p) => p.hero),
};

/** Every mode's entry (a mode missing here is a type error). */
export const SCENE_MODES: { readonly [M in Mode]: SceneMode<M> } = {
  classic: {
    ...PRESENTER_MODES.classic,
    // The Sanctuary's night.
    stage: { colour: '#060b1e', sky: true, create: (scene, _pool, game, sky) => new ClassicStage(scene, game.view.players.length, sky), ...tableSeats, captions: tableCaptions('classic') },
  },
  coop: {
    ...PRESENTER_MODES.coop,
    // The deep sea.
    stage: { colour: '#031526', sky: false, create: (scene, pool, game) => new CoopStage(scene, pool, game.view as unknown as CoopView), ...tableSeats, captions: tableCaptions('coop') },
  },
  gow: {
    ...PRESENTER_MODES.gow,
    // The frozen North.
    stage: {
      colour: '#0b1620', sky: false,
      create: (scene, _pool, game) => new GowStage(scene, game.view as unknown as GowView),
      size: (view) => view.seats.length,
      heroes: (view) => view.seats.map((s) => s.hero),
      // The table's own chronicle (gow-log.ts), told from the events redacted for the audience.
      captions: (log, view, events) => { if (events) log.add(gowLines(events as unknown as GowEvent[], view as unknown as GowView)); },
    },
  },
};

export const sceneMode = <M extends Mode>(mode: M): SceneMode<M> => SCENE_MODES[mode];

/** The conductor of a game on the table, made by its mode's entry (main.ts's `present`). */
export function presentTable(game: PlayedGame, settings: Readonly<Settings>, sound: Sound): ControlOf[Mode] {
  return sceneMode(game.mode).present(game, settings, sound);
}

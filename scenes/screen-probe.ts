// What both test hooks read of the screen itself (scenes/test-hook.ts, the full one of the dev server
// and the browser tests' build; scenes/viewer-hook.ts, a production build's): which screen is up, the
// table or board on it, whether it is still, and when the first screen is up.
import type Phaser from 'phaser';
import type { ClassicTable } from './ClassicTable';
import type { CoopBoard } from './CoopBoard';
import { CoopController } from './presenter/CoopController';
import { classicTable, type TableApp } from './presenter/TableController';

const SCREENS = ['GameOver', 'CoopOver', 'ClassicTable', 'CoopBoard', 'Menu', 'Empty', 'ArtReview', 'Gallery', 'Preload', 'Boot'];

export function screenProbe(game: Phaser.Game, app: TableApp) {
  const running = () => game.scene.getScenes(true).map((s) => s.sys.settings.key);
  const screen = () => SCREENS.find((k) => running().includes(k)) ?? 'Boot';
  const table = () => (screen() === 'ClassicTable' ? game.scene.getScene('ClassicTable') as ClassicTable : null);
  const board = () => (screen() === 'CoopBoard' ? game.scene.getScene('CoopBoard') as CoopBoard : null);
  /** The cooperative game's conductor (null without a game, or in a classic one). */
  const coop = () => (app.table instanceof CoopController ? app.table : null);
  /** The classic game's conductor (null without a game, or in a cooperative one). */
  const classic = () => classicTable(app);
  /** No animation playing, no bot about to act, cards at rest: the screen shows the state. */
  const idle = () => {
    const s = screen();
    if (s === 'Boot' || s === 'Preload') return false;
    if (s === 'CoopBoard') return !!coop()?.idle && !!board()?.settled;
    if (s !== 'ClassicTable') return true;
    return !!classic()?.idle && !!table()?.settled;
  };
  /** Sets the hook's `ready` once the first screen past Boot and Preload is up. */
  const markReady = (hook: { ready: boolean }) => {
    const check = () => {
      if (!['Boot', 'Preload'].includes(screen())) hook.ready = true;
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };
  return { running, screen, table, board, coop, classic, idle, markReady };
}

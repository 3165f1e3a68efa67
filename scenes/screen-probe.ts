// What both test hooks read of the screen itself (scenes/test-hook.ts, the full one of the dev server
// and the browser tests' build; scenes/viewer-hook.ts, a production build's): which screen is up, the
// table or board on it, whether it is still, and when the first screen is up.
import type Phaser from 'phaser';
import type { ClassicTable } from './ClassicTable';
import type { CoopBoard } from './CoopBoard';
import { MODES } from '../src/engine';
import { presenterMode } from './presenter/presenter-modes';
import type { TableApp, TableControl } from './presenter/table-control';

/** Every mode's table scene. */
const TABLES = MODES.map((m) => presenterMode(m).table);
/** The screens the hooks name, the games' own first (each mode's end screen over its table). */
const SCREENS = [...MODES.map((m) => presenterMode(m).over), ...TABLES, 'Menu', 'Empty', 'ArtReview', 'Gallery', 'Preload', 'Boot'];

export function screenProbe(game: Phaser.Game, app: TableApp) {
  const running = () => game.scene.getScenes(true).map((s) => s.sys.settings.key);
  const screen = () => SCREENS.find((k) => running().includes(k)) ?? 'Boot';
  const table = () => (screen() === 'ClassicTable' ? game.scene.getScene('ClassicTable') as ClassicTable : null);
  const board = () => (screen() === 'CoopBoard' ? game.scene.getScene('CoopBoard') as CoopBoard : null);
  /** The conductor of the game on the table, whatever its mode (null without a game). */
  const control = (): TableControl | null => app.table;
  /** No animation playing, no bot about to act, cards at rest: the screen shows the state. */
  const idle = () => {
    const s = screen();
    if (s === 'Boot' || s === 'Preload') return false;
    if (!TABLES.includes(s)) return true;
    // A table scene is still once the conductor of its game is, and its cards are at rest.
    if (!app.game || presenterMode(app.game.mode).table !== s) return false;
    return !!control()?.idle && !!(game.scene.getScene(s) as unknown as { settled: boolean }).settled;
  };
  /** Sets the hook's `ready` once the first screen past Boot and Preload is up. */
  const markReady = (hook: { ready: boolean }) => {
    const check = () => {
      if (!['Boot', 'Preload'].includes(screen())) hook.ready = true;
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };
  return { running, screen, table, board, control, idle, markReady };
}

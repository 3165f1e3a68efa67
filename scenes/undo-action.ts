// The Undo button (↶ in the classic and coop headers), Ctrl+Z / Z and the test hook's undo() all come
// here. An accepted undo replaces the game on the table (src/app/undo.ts) and the table's scene is
// started again on it, as a reload rebuilds a table from a save: nothing is animated backwards. A
// refusal is said on the status line and changes nothing. Going past the horizon where the game allows
// it (coop, or against bots) marks the game "assisted" for good, so the button's first tap there only
// says so and a second tap on the same position does it.
import type Phaser from 'phaser';
import { undo, undoInfo, type UndoResult } from '../src/app/undo';
import type { TableApp } from './presenter/table-control';
import { presenterMode } from './presenter/presenter-modes';

/** The position (slot and action count) where a tap past the horizon was explained: a second tap there goes. */
let armed: string | null = null;


/** One undo from the table: `confirmed` skips the warning before an assisted undo (the test hook). */
export function undoAtTable(game: Phaser.Game, app: TableApp, confirmed = false): UndoResult {
  const info = undoInfo(app.game);
  const here = `${app.slotId}:${app.game?.session.actionCount ?? -1}`;
  if (!confirmed && info.free === 0 && info.can && armed !== here) {
    armed = here;
    app.table?.refuse('undo.confirmAssisted');
    return { ok: false, key: 'undo.confirmAssisted' };
  }
  armed = null;
  // The table scene of the game's mode (an undo keeps the mode: the game is its own save, shortened).
  const key = app.game ? presenterMode(app.game.mode).table : null;
  const result = undo(app);
  if (!result.ok || key === null) {
    if (!result.ok) app.table?.refuse(result.key);
    return result;
  }
  game.scene.stop('Rules');
  // The table's scene starts again on the new game (it launches its Hud); so does a reload.
  const scene = game.scene.getScene(key);
  if (scene?.sys.isActive()) scene.scene.restart();
  else game.scene.start(key);
  return result;
}

/** How the Undo button looks: lit when a move can be taken back freely, greyed otherwise (a tap then
 *  says why, or warns before an assisted undo). */
export const undoLit = (app: TableApp): boolean => undoInfo(app.game).free > 0;

/** What the header shows of undo, as last drawn (the test hook reads it): the "assisted" badge's text
 *  (null: not shown) and whether the button is lit. */
export const undoShown: { badge: string | null; lit: boolean } = { badge: null, lit: false };

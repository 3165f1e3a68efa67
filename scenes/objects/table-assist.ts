// The hard bot at a table (issue 26), one line for each mode's scene: its thinking dots on the seat's
// panel while the bots' worker searches, and the Hint button with its line.
import type Phaser from 'phaser';
import type { CoopController } from '../presenter/CoopController';
import type { CoopLayout } from '../presenter/coop/coop-layout';
import type { TableController } from '../presenter/TableController';
import type { Rect, TableLayout } from '../presenter/table-layout';
import { HintButton } from './HintButton';
import { ThinkingDots } from './ThinkingDots';

/** The Hint button's height (a fingertip's 44 px and a little). */
const HINT_H = 48;
const r = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });

/** The classic table's (drawn by the Hud): the button under End turn and Equip, in the actions column. */
export function classicAssist(scene: Phaser.Scene, ctl: TableController, layout: () => TableLayout | undefined): void {
  new ThinkingDots(scene, ctl, (side) => (typeof side === 'number' ? layout()?.players[side] ?? null : null));
  new HintButton(scene, ctl, {
    viewerActs: () => ctl.model.canAct && !ctl.model.gameOver,
    where: () => {
      const L = layout();
      if (!L) return null;
      const A = L.actions;
      // Under End turn (56) and Equip (48) when the window leaves room; else as low as it can stand.
      const y = Math.min(A.y + 124, L.h - 6 - HINT_H);
      return { button: r(A.x, y, A.w, HINT_H), line: L.status };
    },
    heroes: () => ctl.model.players.map((p) => p.hero),
  });
}

/** The coop board's: in the action column right under End turn, where Equip (a selected card) and the
 *  pace buttons (Continue, Skip to the end) also stand: offered only when none of them is, and only
 *  when the column has room for it (it never covers another button). */
export function coopAssist(scene: Phaser.Scene, ctl: CoopController, layout: () => CoopLayout | undefined): void {
  new ThinkingDots(scene, ctl, (side) => (typeof side === 'number' ? layout()?.heroes[side] ?? null : null), 2000);
  const spot = (): Rect | null => {
    const A = layout()?.actions;
    return A && A.h >= UNDER_END_TURN + HINT_H ? r(A.x, A.y + UNDER_END_TURN, A.w, HINT_H) : null;
  };
  new HintButton(scene, ctl, {
    // Never over a chooser (its Confirm stands in the same corner) nor a selected card's Equip.
    viewerActs: () => ctl.model.toAct === ctl.viewer && ctl.model.table.canAct && ctl.input.selected === null
      && !ctl.input.chooser() && ctl.stall === null && !ctl.reviewing && spot() !== null,
    where: () => {
      const L = layout();
      if (!L) return null;
      const at = spot();
      return { button: at ?? r(L.actions.x, L.actions.y, L.actions.w, HINT_H), line: L.status };
    },
    heroes: () => ctl.model.heroes.map((h) => h.hero),
  }, 800);
}

/** Where the coop column's second button stands (CoopActions: End turn at +8, 56 tall). */
const UNDER_END_TURN = 72;

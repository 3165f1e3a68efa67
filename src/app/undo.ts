// Undo at the table (issue 13): the game on the table is replaced by its own save without the last
// action(s), replayed as a reload would (GameApp.replaceGame), so the table is rebuilt from the
// engine and never animated backwards, and the autosave writes the shorter list to the same slot.
// How far it may go is the undo horizon's (src/undo): free back to the last thing revealed; past it
// refused in a classic game between people, allowed in coop and against bots with the game then
// marked "assisted" in its save.
import type { GameState } from '../engine';
import type { SaveFile } from '../persist/save';
import { UndoLedger, type HorizonMark } from '../undo/ledger';
import type { UndoStep } from '../undo/horizon';
import type { PlayedGame } from './game-actor';
import type { GameApp } from './game-app';

export type { HorizonMark };

/** An undo's answer, like an action's: done, or refused with a message key (src/i18n). */
export type UndoResult = { ok: true; undone: number; assisted: boolean } | { ok: false; key: string };

/** What the table shows of undo: the button lit (`free` > 0), greyed (a tap then says why, or, where
 *  the game allows it, goes back past the horizon and marks it assisted), the mark, the log's line. */
export interface UndoInfo {
  free: number;
  /** An undo would be accepted now (free, or past the horizon where allowed). */
  can: boolean;
  assisted: boolean;
  /** The last horizon: after how many actions, why, and how many events came after it; null when
   *  there is none (or a bot is to act). */
  marker: HorizonMark | null;
}

// One ledger per game on the table (its action list only grows, so the ledger replays only what is new).
const ledgers = new WeakMap<object, UndoLedger>();

/** The steps an undo keeps, for the ledger of the game it leaves (made while the table is rebuilt). */
let handedOver: { steps: UndoStep[]; sizes: number[]; seed: number } | null = null;

function ledgerOf(game: PlayedGame): UndoLedger {
  let ledger = ledgers.get(game.session);
  if (!ledger) {
    const { session } = game;
    const known = handedOver && handedOver.steps.length === session.actionCount && handedOver.seed === session.setup.seed
      ? { ...handedOver, state: structuredClone(session.state) as GameState } : undefined; // the ledger reads any mode's state through its rules
    handedOver = null;
    ledgers.set(session, (ledger = new UndoLedger(session, known)));
  }
  return ledger;
}

export function undoInfo(game: PlayedGame | null): UndoInfo {
  if (!game) return { free: 0, can: false, assisted: false, marker: null };
  const ledger = ledgerOf(game);
  return { free: ledger.free(), can: ledger.can(), assisted: game.session.assisted, marker: ledger.marker() };
}

/** One undo of the game on the table (see planUndo for how far). Nothing changes when it is refused. */
export function undo(app: Pick<GameApp, 'game' | 'saving' | 'replaceGame'>): UndoResult {
  const game = app.game;
  if (!game) return { ok: false, key: 'undo.nothing' };
  if (app.saving.state === 'readOnly') return { ok: false, key: 'undo.readOnly' };
  const plan = ledgerOf(game).plan();
  if (!plan.ok) return { ok: false, key: plan.key };
  const save = game.session.toSave();
  const assisted = plan.assisted || game.session.assisted;
  const shorter = { ...save, actions: save.actions.slice(0, plan.keep), ...(assisted ? { assisted: true } : {}) } as SaveFile;
  // The new game's ledger starts from what this one knows (a long game is not replayed a second time).
  handedOver = { ...ledgerOf(game).prefix(plan.keep), seed: game.session.setup.seed };
  const replaced = app.replaceGame(shorter);
  handedOver = null;
  if (!replaced) return { ok: false, key: 'undo.failed' };
  return { ok: true, undone: save.actions.length - plan.keep, assisted };
}

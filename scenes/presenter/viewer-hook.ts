// The test hook of a production build (issue 13: with ?test=1 the full hook gave a hot-seat player the
// whole state, hidden hands and deck order included). It reads, and only what the screen shows: the
// engine's view through the table's eyes (the audience's while a hand-off screen hides the next
// player's hand), where to tap, whether the screen is still. No other seat's view, no full state, no
// save (its seed and action list rebuild every hidden card), no send, no speed. Plain TS: the scenes
// give it what only they can measure (a ScreenProbe); scenes/viewer-hook.ts installs it.
// docs/test-hook.md, "In a production build".
import type { Mode, Seat } from '../../src/engine';
import { noticeText } from './menu-model';
import { presenterMode, type AnyView, type PhaseReading } from './presenter-modes';
import { tableOf, type TableApp, type TableControl } from './table-control';
import { listTargets, type TargetInfo } from './targets';

/** A save slot as the hooks list it: metadata the menu shows anyway (no save text). */
export interface SlotSummary { id: string; mode: Mode; turn: number; updatedAt: number; finished: boolean }

/** The save slots, the last played first. */
export const savesOf = (app: TableApp): SlotSummary[] => app.slotList.map(({ id, mode, turn, updatedAt, finished }) => ({ id, mode, turn, updatedAt, finished: !!finished }));

/** Says which hook is installed; a production bundle holds this one's and never the full one's. */
export const VIEWER_HOOK = 'ssdb:viewer-hook';

/** A card drawn on the table (ClassicTable.cardsShown, CoopBoard.cardsShown). uid and type −1: a back
 *  that stands for no card the viewer may know (issue 23); plate: what its face says, null face down. */
export interface CardShown { uid: number; type: number; role: string; x: number; y: number; w: number; h: number; alpha: number; visible: boolean; depth: number; plate?: unknown }

/** What only the scenes can tell: the screen up, whether it is still, what it draws. */
export interface ScreenProbe {
  screen(): string;
  idle(): boolean;
  cards(): CardShown[];
  refusals(): { slot: number; line: string }[];
  jobs(): string[];
  rules(): string | null;
}

export interface ViewerHook {
  kind: typeof VIEWER_HOOK;
  ready: boolean;
  /** The seed of the game on the table (shown top right), or null. */
  seed(): number | null;
  screen(): string;
  idle(): boolean;
  phase(): PhaseReading | null;
  /** What the screen shows of the game: the table's viewer's view, the audience's during a hand-off. */
  view(): AnyView | null;
  viewer(): Seat | null;
  handoff(): Seat | null;
  notice(): string | null;
  /** The save slots' metadata, as the menu lists them (not secret: no save text). */
  saves(): SlotSummary[];
  targets(): TargetInfo[];
  target(id: string): TargetInfo | null;
  fieldCards(): number[];
  /** The cards drawn and visible now. */
  cards(): CardShown[];
  refusals(): { slot: number; line: string }[];
  rules(): string | null;
  guide(): { lesson: string; step: number; total: number; focus: string[] } | null;
  jobs(): string[];
}

export function viewerHook(app: TableApp, probe: ScreenProbe): ViewerHook {
  /** The conductor of the game on screen, whatever its mode. */
  const either = (): TableControl | null => app.table;
  return {
    kind: VIEWER_HOOK,
    ready: false,
    seed: () => app.game?.session.setup.seed ?? null,
    screen: () => probe.screen(),
    idle: () => probe.idle(),
    phase: () => (app.game ? presenterMode(app.game.mode).phase(app.game) : null),
    view: () => {
      const c = either();
      if (!c) return null;
      return c.session.view(c.handoff === null ? c.viewer : 'audience');
    },
    viewer: () => either()?.viewer ?? null,
    handoff: () => either()?.handoff ?? null,
    notice: () => (app.notice ? noticeText(app.notice) : null),
    saves: () => savesOf(app),
    targets: () => listTargets(),
    target: (id) => listTargets().find((x) => x.id === id) ?? null,
    // The classic field's cards in slot order (a cooperative board has piles instead: none).
    fieldCards: () => tableOf(app, 'classic')?.model.field.filter((s) => s.type !== null).map((s) => s.type!) ?? [],
    cards: () => probe.cards().filter((c) => c.visible && c.alpha > 0),
    refusals: () => probe.refusals(),
    rules: () => probe.rules(),
    guide: () => {
      const c = either(), g = c?.guide;
      return c && g?.lesson ? { lesson: g.lesson.id, step: g.step, total: g.total, focus: c.guideFocus ?? [] } : null;
    },
    jobs: () => probe.jobs(),
  };
}

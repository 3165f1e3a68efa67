// window.__SSDB_TEST__ for browser tests (?test=1): read the game with the engine's own shapes, send
// actions, know when the screen is still, and find where to tap. Documented in docs/test-hook.md.
import type Phaser from 'phaser';
import type { Action, ApplyResult, GameState, GameView, Seat, Side } from '../src/engine';
import type { SaveFile } from '../src/persist/save';
import type { ClassicTable } from './ClassicTable';
import { Rules, type RulesDrawn } from './Rules';
import { Gallery } from './Gallery';
import type { GalleryShown } from './presenter/gallery-model';
import { screenProbe } from './screen-probe';
import { tableOf, type TableApp } from './presenter/table-control';
import { presenterMode, type PhaseReading } from './presenter/presenter-modes';
import { noticeText } from './presenter/menu-model';
import { isSpeed } from '../src/app/settings';
import { HoverCard, type HoverShown } from './objects/HoverCard';
import { HintButton } from './objects/HintButton';
import { ThinkingDots } from './objects/ThinkingDots';
import { listTargets, type TargetInfo } from './presenter/targets';
import { animTrace } from './presenter/AnimationQueue';
import { savesOf, type SlotSummary } from './presenter/viewer-hook';
import type { SavingStatus } from '../src/app/game-app';
import { SaveWarning } from './SaveWarning';
import { TextEntry } from './TextEntry';
import { stateHash } from '../src/engine';
import { ReplayBar } from './ReplayBar';
import { ScoreScreen, type ScoreColumn } from './ScoreScreen';
import { DailyIntro } from './DailyIntro';
import { DeckViewer } from './DeckViewer';
import type { PileShown } from './presenter/pile-view';
import type { UrlOptions } from '../src/app/url-options';
import { undoInfo, type UndoResult } from '../src/app/undo';
import { undoAtTable, undoShown } from './undo-action';
import { StreamerCaptions } from './StreamerCaptions';
import { statusDrawn } from './objects/status-fit';
import type { Rect } from './presenter/table-layout';

/** Says which hook is installed: a production bundle must never hold this string (test/build-locked.mjs),
 *  since it installs the restricted hook (scenes/viewer-hook.ts) instead. */
export const FULL_TEST_HOOK = 'ssdb:full-test-hook';

export interface SsdbTestHook {
  kind: typeof FULL_TEST_HOOK;
  /** True once the first screen after loading (menu, table, …) is up. */
  ready: boolean;
  /** The seed of the game on the table (null when none). */
  seed(): number | null;
  /** The key of the screen shown: 'Menu', 'ClassicTable', 'GameOver', 'Empty', 'ArtReview', 'Boot', 'Preload'. */
  screen(): string;
  /** No animation playing, no bot about to act, cards at rest: the screen shows the state. */
  idle(): boolean;
  /** The game actor's phase ('main', 'upkeep' while the upkeep is shown, 'deciding', 'gameOver'; in a
   *  cooperative game 'players', 'poseidon', 'gameOver'), and its machine state (e.g. 'upkeep.draw.playing',
   *  'poseidon.moving'); for a cooperative game also the flow's moment and the step it shows. Null
   *  without a game. */
  phase(): PhaseReading | null;
  /** The engine's view (a cooperative game's adds `mode: 'coop'` and `board`). */
  /** Typed as the card tables' view, which most tests read; a God of War table gives its GowView
   *  (mode 'gow', its phase ending at 'gameOver' with its result): a test reads it as such. */
  view(seat?: Seat | 'audience'): GameView | null;
  legal(seat?: Seat): Action[];
  send(action: unknown): ApplyResult | null;
  /** The full engine state (for comparing two runs; the table never shows it all). */
  state(): GameState | null;
  save(): SaveFile | null;
  /** The stable hash (src/engine/core/hash.ts) of the full state: two games that are the same give the same. */
  stateHash(): string | null;
  /** The game's text entry box (load a game, a share code, rename), as shown: its kind, the field's
   *  text and its message line; null when it is closed. */
  entry(): { kind: string; value: string; message: string | null } | null;
  /** Whose eyes the table is (the seat whose hand shows). */
  viewer(): Seat | null;
  /** A hot-seat hand-off screen is waiting for this seat's tap. */
  handoff(): Seat | null;
  /** The menu's notice (a saved game that could not be read and was set aside), or null. */
  notice(): string | null;
  /** The save slots, the last played first: `{ id, mode, turn, updatedAt }` (docs/test-hook.md). */
  saves(): SlotSummary[];
  /** The autosave of the game on the table (`SavingStatus`: ok, failing or readOnly, and the actions
   *  saved) and the warning the table draws for it (null: none). */
  saving(): SavingStatus & { warning: string | null };
  /** Every tappable target on screen, in CSS pixels. */
  targets(): TargetInfo[];
  target(id: string): TargetInfo | null;
  setSpeed(speed: string): void;
  /** Card type ids on the field, in slot order. */
  fieldCards(): number[];
  /** The cards drawn on the table now: uid, type, role (field, hand, played, armor, pile, flight), place and size,
   *  and `plate`, the words painted on a face-up card (its name's two lines and its class line; null face down). */
  cards(): ReturnType<ClassicTable['cardsShown']>;
  /** The classic table's choice panel as drawn: its rectangle, the card type that asks (null: none), the
   *  kind, the option values and the picks; null when no choice is open. */
  chooser(): ReturnType<ClassicTable['chooser']['drawn']>;
  /** The classic table's refusals on field cards: why a card whose totals look enough cannot be acquired. */
  refusals(): { slot: number; line: string }[];
  /** The rules reference's page shown ('goal', 'acquire', …), or null while the book is closed. */
  rules(): string | null;
  /** The rules reference's chapter, page, panel and every word, button, card and picture it drew with
   *  its rect (and a text's size in px), or null while the book is closed (issue 25). */
  rulesDrawn(): RulesDrawn | null;
  /** The guided first game's lesson shown: its id, n of total, what it points at; null without a guide or once it is over. */
  guide(): { lesson: string; step: number; total: number; focus: string[] } | null;
  /** The classic table's captions on field cards: the rules they impose while there (issue 12), and
   *  where each band is (issue 25: clear of the card's rules text box). */
  captions(): { slot: number; line: string; rect: { x: number; y: number; w: number; h: number } }[];
  /** The cooperative board's animation jobs playing now ('flood', 'callout', 'water', 'pillar', 'fly'…). */
  jobs(): string[];
  /** Streamer mode over a table: its caption's words and band, and the status line's rectangle (null
   *  while hidden), to tell that they never overlap. */
  streamer(): { caption: string | null; band: Rect | null; status: Rect | null };
  /** The coop board's flood pawn as drawn: where, and the corner (interval) it sits on (null: between). */
  flood(): { x: number; y: number; interval: number | null } | null;
  /** The sounds played so far: `{ cue, at }` (at: performance.now() ms), cues and `music:<theme>`. */
  audio(): { cue: string; at: number }[];
  /** The animation steps started since the hook was installed: their jobs' kinds, start (performance.now()) and length (ms). */
  anims(): { kinds: string[]; at: number; ms: number }[];
  /** Undo one move as the ↶ button does (without its warning before an assisted undo): `{ ok: true,
   *  undone, assisted }`, or `{ ok: false, key }` (the refusal's message key, shown on the status line). */
  undo(): UndoResult;
  /** How many moves can be undone freely now (0: the button is greyed). */
  undoable(): number;
  /** The status line under the table or the board as drawn (a refused action's or undo's reason), or null. */
  status(): string | null;
  /** The game is marked assisted, and the header's badge as drawn (null: none). */
  assisted(): { game: boolean; badge: string | null };
  /** The table's Hint (issue 26): the button offered, and the line shown (null: none). */
  hint(): { offered: boolean; line: string | null };
  /** The seat whose searching bot is shown thinking on its panel (issue 26), or null. */
  thinking(): Side | null;
  /** The card gallery (?gallery=1): the cards its filter keeps, the search, the card zoomed; null elsewhere. */
  gallery(): GalleryShown | null;
  /** The replay on the table: the position shown (actions played) of how many, whether it plays and
   *  at which rate; null when no replay is shown. */
  replay(): { step: number; steps: number; playing: boolean; rate: number; watch: string } | null;
  /** The desktop hover card shown (issue 25): the card type, its rectangle, its full text and that
   *  text's size in CSS px; null when none. */
  hoverCard(): HoverShown | null;
  /** By role of the cards drawn face up (hand, field, played, pile…), the smallest rules text painted on
   *  a face, in CSS px (issue 25: 12 at least where a player reads them). */
  smallestText(): Record<string, number>;
  /** The score screen's columns as drawn (issue 25): each side's name, VP, and lines (figures, VP by
   *  source) with their numbers; null while no score screen is up. */
  score(): ScoreColumn[] | null;
  /** The coop end screen's sentence saying why the game ended, as drawn (issue 25); null elsewhere. */
  ending(): string | null;
  /** The daily game's intro as drawn (its title with the date, its words), or null while it is closed. */
  daily(): { title: string; intro: string } | null;
  /** The deck viewer as drawn (issue 25): which pile, its title, and its lines (name and count), or null. */
  pile(): PileShown | null;
  /** The coop board's "Poseidon's next phase" panel: its lines, one per crossing (null: closed). */
  preview(): string[] | null;
  /** The coop board's chronicle as drawn: its lines top to bottom, how many lines back it is scrolled,
   *  how many it holds, the index of the first drawn (null: not shown). */
  chronicle(): { lines: string[]; back: number; total: number; first: number } | null;
}

declare global {
  interface Window { __SSDB_TEST__?: SsdbTestHook }
}

export function installTestHook(game: Phaser.Game, app: TableApp, _options: UrlOptions): void {
  const { running, screen, table, board, control: either, idle, markReady } = screenProbe(game, app);
  /** The classic game's conductor, for the readings only its table has (its field, its guide). */
  const classic = () => tableOf(app, 'classic');
  const hook: SsdbTestHook = {
    kind: FULL_TEST_HOOK,
    ready: false,
    seed: () => app.game?.session.setup.seed ?? null,
    screen,
    idle,
    phase: () => (app.game ? presenterMode(app.game.mode).phase(app.game) : null),
    view: (seat) => { const c = either(); return c ? c.session.view(seat ?? c.viewer) as GameView : null; },
    legal: (seat) => (either()?.session.legal(seat) ?? []) as Action[],
    send: (action) => either()?.send(action) ?? null,
    state: () => { const c = either(); return c ? structuredClone(c.session.state) as GameState : null; },
    save: () => app.game?.session.toSave() ?? null,
    stateHash: () => { const c = either(); return c ? stateHash(c.session.state) : null; },
    entry: () => (running().includes('TextEntry') && TextEntry.shown ? { ...TextEntry.shown } : null),
    viewer: () => either()?.viewer ?? null,
    handoff: () => either()?.handoff ?? null,
    notice: () => (app.notice ? noticeText(app.notice) : null),
    saves: () => savesOf(app),
    saving: () => ({ ...app.saving, warning: SaveWarning.shownText }),
    targets: () => listTargets(),
    target: (id) => listTargets().find((x) => x.id === id) ?? null,
    setSpeed: (speed) => { if (isSpeed(speed)) app.setSpeed(speed); },
    cards: () => table()?.cardsShown() ?? board()?.cardsShown() ?? [],
    jobs: () => board()?.jobsPlaying() ?? [],
    streamer: () => {
      const shown = (table()?.statusShown() ?? board()?.statusShown() ?? null) !== null;
      return { caption: StreamerCaptions.shownText, band: StreamerCaptions.shownRect, status: shown ? statusDrawn.rect : null };
    },
    flood: () => board()?.floodShown() ?? null,
    refusals: () => table()?.refusalsShown() ?? [],
    rules: () => (running().includes('Rules') ? Rules.shownPage : null),
    rulesDrawn: () => (running().includes('Rules') ? Rules.shownParts : null),
    guide: () => {
      // The classic guided game's or the coop lesson's.
      const c = either(), g = c?.guide;
      return c && g?.lesson ? { lesson: g.lesson.id, step: g.step, total: g.total, focus: c.guideFocus ?? [] } : null;
    },
    captions: () => table()?.captionsShown() ?? [],
    chooser: () => table()?.chooser.drawn() ?? null,
    fieldCards: () => classic()?.model.field.filter((s) => s.type !== null).map((s) => s.type!) ?? [],
    audio: () => app.sound.played().map((r) => ({ ...r })),
    gallery: () => Gallery.shown(),
    anims: () => (animTrace.log ?? []).map((a) => ({ ...a, kinds: [...a.kinds] })),
    undo: () => undoAtTable(game, app, true),
    undoable: () => undoInfo(app.game).free,
    // The status line of whichever mode's table is up (each table scene draws its own).
    status: () => (game.scene.getScene(screen()) as unknown as { statusShown?(): string | null } | null)?.statusShown?.() ?? null,
    assisted: () => ({ game: app.game?.session.assisted ?? false, badge: undoShown.badge }),
    hint: () => ({ ...HintButton.shown }),
    thinking: () => ThinkingDots.shown,
    pile: () => (DeckViewer.shown ? { ...DeckViewer.shown, lines: DeckViewer.shown.lines.map((l) => ({ ...l })) } : null),
    daily: () => (DailyIntro.shown ? { ...DailyIntro.shown } : null),
    ending: () => ScoreScreen.ending,
    score: () => (ScoreScreen.shown ? ScoreScreen.shown.map((c) => ({ ...c, lines: c.lines.map((l) => ({ ...l })) })) : null),
    replay: () => {
      const r = ReplayBar.current(game);
      return r ? { step: r.step, steps: r.steps, playing: r.playing, rate: r.rate, watch: r.watch } : null;
    },
    hoverCard: () => (HoverCard.shown ? { ...HoverCard.shown } : null),
    smallestText: () => {
      const out: Record<string, number> = {};
      for (const c of hook.cards()) if (c.visible && c.rulesPx !== null) out[c.role] = Math.min(out[c.role] ?? Infinity, c.rulesPx);
      return out;
    },
    preview: () => board()?.previewShown() ?? null,
    chronicle: () => board()?.chronicleShown() ?? null,
  };
  animTrace.log = [];
  window.__SSDB_TEST__ = hook;
  markReady(hook);
}

// One conductor for every mode's table, in plain TS (issue 24: "one controller skeleton with per-mode
// parts"). It follows the game's actor (never the session's listeners): each accepted action's events,
// as the engine redacts them for the table's eyes, are told in the chronicle and animated; the shown
// steps (the upkeep, Poseidon's phase) are walked as their animations play; when everything has played
// the model is rebuilt from the engine's view for whoever's eyes the table is, and a bot acts if the
// game waits on one. Hidden information has one owner, the engine: the conductor reads the game only
// through views and redacted events, never the full state. A mode's controller (TableController,
// CoopController) gives the parts: who acts, its flow's moments, the model, the taps, the steps and
// marks of its animations, its end cue, and what it tells the scenes of its phase.
import type { PlayedGame, Watch } from '../../src/app/game-actor';
import type { BotQuestion } from '../../src/app/bot-answers';
import type { Thinker } from '../../src/app/bot-thinker';
import { undoInfo, type UndoInfo } from '../../src/app/undo';
import type { Speed } from '../../src/app/settings';
import type { Cue } from '../../src/audio/cues';
import { SILENT, type Sound } from '../../src/audio/sound';
import type { AnyEvent, AnyState, ApplyResult, GameEvent, GameState, Mode, Seat, Side, Uid } from '../../src/engine';
import { rulesOf } from '../../src/persist/mode-rules';
import type { AnimStep } from './anim-jobs';
import { realTimers, type AnimRunner, type Timers } from './AnimationQueue';
import { Eyes } from './eyes';
import type { LogLine } from './log';
import { BOT_DELAY, SPEED_FACTOR } from './speed';
import { soundingRunner } from './step-sound';
import { BotPacer } from './table/bots';
import { Chronicle, type ChronicleLike, type Summarizer, type Told } from './table/chronicle';
import { fieldAfter, TableAnimation } from './table/animation';
import { TableInput, type TapMapper } from './table/input';
import { Signal } from './table/signal';

/** What the conductor reads of a mode's session: views, offers, bots; never its state. */
export interface ConductedSession {
  readonly seats: readonly { kind: string }[];
  readonly actionCount: number;
  recentFor(viewer: Seat | 'audience'): AnyEvent[];
  botAction(): unknown;
  /** The question for the bot to act when it searches (issue 26), null when it answers at once. */
  botQuestion?(): BotQuestion | null;
}

/** What the conductor hears and asks of a mode's game (its flow's actor and its session). */
export interface ConductedGame {
  readonly mode: Mode;
  readonly watched?: Watch;
  readonly session: ConductedSession;
  readonly actor: {
    send(action: unknown): unknown;
    subscribe(listener: (news: { move: { events: AnyEvent[]; state: AnyState } | null }) => void): () => void;
  };
}

export interface ConductorOptions {
  speed: Speed;
  timers?: Timers;
  now?: () => number;
  /** Where the table is heard (none: silent). */
  sound?: Sound;
  /** The bots' pace (their pause before each action; default: the animations' speed). */
  pace?: Speed;
  /** Pause after each bot's turn until a person taps Continue (a table with people only). */
  review?: boolean;
  /** The bots' worker: a searching bot thinks there, off the frame (none: on the spot, as headless). */
  thinker?: Thinker;
}

/** How a mode's table reads its game and plays: the parts its controller gives the conductor. */
export interface ModeParts<V, Model, Tap> {
  /** The side that must act now (a seat, or a side that is no seat), null once the game is over. */
  toAct(): Side | null;
  /** A hand-off screen hides each person's hand from the next (closed hands). */
  readonly curtains: boolean;
  /** The flow shows a step (actions wait; taps may only inspect). */
  showing(): boolean;
  /** The flow has reached the end of the game. */
  ended(): boolean;
  /** The flow rests where a side acts, and a bot plays that side. */
  botToAct(): boolean;
  /** What the viewer may do now (none: another side acts, or a bot plays the viewer's seat). */
  offers(viewer: Seat, humans: readonly boolean[]): unknown[];
  /** What the table's eyes see: the engine's view for them. */
  view(eye: Seat | 'audience'): V;
  /** The model the scenes draw, from the view and the viewer's offers. */
  model(view: V, offers: unknown[], bots: boolean[]): Model;
  /** The mode's taps → intents, and whether a card is in sight in a model. */
  readonly mapper: TapMapper<Tap, Model>;
  visible(m: Model, uid: Uid): boolean;
  /** A move's events (redacted for the eyes) → animation steps, marks for the shown steps among them. */
  steps(events: GameEvent[], viewer: Seat | 'audience', field: readonly (Uid | null)[], view: V): AnimStep[];
  /** The mode's own chronicle, when its events are no card table's (default: the table's, log.ts). */
  chronicle?(recent: GameEvent[], mark: UndoInfo['marker'], view: V): ChronicleLike;
  /** Everything before `mark` has played: the flow shows that step. */
  reach(mark: number): void;
  /** Everything has played: the flow leaves its shown steps. */
  finish(): void;
  /** The chronicle's events, and its first lines for a game with no line yet. */
  readonly told: Told;
  opening(view: V, lines: readonly LogLine[]): LogLine[];
  /** Lines the mode adds after a run of events (the coop board's summary of each Poseidon phase). */
  summary?(): Summarizer;
  /** The end as the people at the table hear it. */
  endCue(view: V, humans: readonly boolean[]): Cue | null;
  /** Skipping also hurries a bot waiting to act. */
  readonly hurriesBots: boolean;
  /** What the table plays for the side to act when it plays on its own, and its searching bot's question
   *  (default: the session's bot and question). */
  botAction?(): unknown;
  botQuestion?(): BotQuestion | null;
}

export abstract class Conductor<V extends { readonly mode?: string }, Model, Tap extends { kind: string }> {
  speed: Speed;
  /** The bots' pause before each action follows this pace (null: the speed). */
  pace: Speed | null;
  /** Pause after each bot's turn (issue 25: "review each bot turn"). */
  review: boolean;
  /** The seat whose bot has just ended its turn while the table pauses for review, or null. */
  private paused: Seat | null = null;
  /** A replay (src/replay): nobody acts here, and the end of the game is only shown. */
  readonly watched: Watch | null;
  protected readonly humans: boolean[];
  protected readonly sound: Sound;
  protected readonly timers: Timers;
  protected readonly eyes: Eyes;
  protected readonly animation: TableAnimation;
  protected readonly bots: BotPacer;
  protected readonly taps: TableInput<Tap, Model>;
  protected readonly chronicle: ChronicleLike;
  protected readonly synced = new Signal<[Model]>();
  protected readonly over = new Signal<[Model]>();
  private readonly sent = new Signal();
  private readonly acted = new Signal();
  protected lastError: string | null = null;
  protected stopped = false;
  private current!: Model;
  private shown!: V;
  private field: (Uid | null)[] = [];
  private endHeard = false;
  private offActor: () => void = () => {};

  protected constructor(protected readonly game: PlayedGame & ConductedGame, options: ConductorOptions, private readonly parts: ModeParts<V, Model, Tap>) {
    this.speed = options.speed;
    this.pace = options.pace ?? null;
    this.review = options.review ?? false;
    this.watched = game.watched ?? null;
    this.sound = options.sound ?? SILENT;
    const timers = (this.timers = options.timers ?? realTimers);
    const { session } = game;
    this.humans = session.seats.map((s) => s.kind === 'human');
    // A replay looks through the eyes of whoever acts (as a game of bots does): no hand-off screens.
    this.eyes = new Eyes(parts.toAct(), this.watched ? this.humans.map(() => false) : this.humans, parts.curtains);
    this.animation = new TableAnimation(parts, () => SPEED_FACTOR[this.speed], () => this.drained(), timers);
    this.bots = new BotPacer({
      botToAct: () => parts.botToAct(),
      botAction: () => (parts.botAction ? parts.botAction() : session.botAction()),
      timers, now: options.now ?? (() => performance.now()),
      // At instant speed nothing is shown between the bots' bursts: no pause either.
      delay: () => (SPEED_FACTOR[this.speed] === 0 ? 0 : BOT_DELAY[this.pace ?? this.speed]),
      animated: () => this.animated,
      held: () => this.stopped || this.watched !== null || (this.eyes.handoff !== null && !this.playingOn) || this.paused !== null,
      send: (action) => this.send(action),
      settled: () => this.settle(),
      animating: () => !this.animation.idle,
      question: () => (parts.botQuestion ? parts.botQuestion() : session.botQuestion?.() ?? null),
      ...(options.thinker ? { think: (q: unknown) => options.thinker!.ask(q as BotQuestion) } : {}),
      moves: () => session.actionCount, thinkingChanged: () => this.notify(),
    });
    this.taps = new TableInput(parts.mapper, (m, uid) => parts.visible(m, uid), {
      gate: () => (this.stopped || this.eyes.handoff !== null ? 'closed' : this.watched || !this.animation.idle || parts.showing() ? 'look' : 'open'),
      send: (action) => this.sendTapped(action),
      // While the action plays out, the scene hides its prompts and buttons until the re-sync.
      sent: () => { if (!this.animation.idle) this.sent.emit(); },
      changed: (clearsError) => { if (clearsError) this.lastError = null; this.notify(); },
    });
    this.rebuild();
    const recent = session.recentFor(this.eye) as GameEvent[]; // any mode's: its parts read them
    const chronicle = (this.chronicle = parts.chronicle?.(recent, this.undo.marker, this.shown) ?? new Chronicle(recent, this.undo.marker, this.shown, parts.told, parts.summary?.()));
    chronicle.lines.unshift(...parts.opening(this.shown, chronicle.lines));
    this.offActor = game.actor.subscribe((news) => this.heard(news));
  }

  get mode(): Mode { return this.game.mode; }
  get model(): Model { return this.current; }
  /** The view the model was last built from (the viewer's, or the audience's in a hot-seat replay). */
  get view(): V { return this.shown; }
  get log(): LogLine[] { return this.chronicle.lines; }
  get viewer(): Seat { return this.eyes.viewer; }
  get handoff(): Seat | null { return this.eyes.handoff; }
  get inspected(): Uid | null { return this.taps.inspected; }
  get error(): string | null { return this.lastError; }

  /** The guided game's guide on a lesson's table (each mode's controller gives its own), else null. */
  abstract readonly guide: { next(): boolean; quit(): void; readonly over: boolean } | null;
  /** The guide's Next (a lesson that is read) or Leave. */
  guideNext(): void { if (this.guide?.next()) this.notify(); }
  guideQuit(): void {
    if (!this.guide || this.guide.over) return;
    this.guide.quit();
    if (this.lastError?.startsWith('guide.')) this.lastError = null;
    this.notify();
  }
  get humanSeats(): readonly boolean[] { return this.humans; }
  /** The animations have drained and no bot is about to act. */
  get idle(): boolean { return this.animation.idle && !this.bots.busy; }
  get animating(): boolean { return !this.animation.idle; }
  /** The side whose searching bot thinks in the worker now (the table shows it), or null. */
  get thinking(): Side | null { return this.bots.thinks ? this.parts.toAct() : null; }

  /** The scene that plays the animations (none: every batch is shown at once); each step is heard
   *  as it starts. */
  attach(runner: AnimRunner | null): void {
    this.animation.attach(runner && soundingRunner(runner, this.sound, (fn, ms) => this.timers.setTimeout(fn, ms)));
  }

  onSync(fn: (model: Model) => void): () => void { return this.synced.on(fn); }
  onGameOver(fn: (model: Model) => void): () => void { return this.over.on(fn); }
  /** An action from a tap was accepted: the scene hides its prompts and buttons until the re-sync. */
  onSent(fn: () => void): () => void { return this.sent.on(fn); }
  /** Any accepted action (a bot's too), before its animations start. */
  onAction(fn: () => void): () => void { return this.acted.on(fn); }

  /** Starts the bots if they are to act (after the scene is ready). */
  start(): void {
    this.bots.schedule();
    if (this.parts.ended() && !this.watched) this.over.emit(this.current);
  }

  /** The bots' pace and the pause after each bot's turn (the table's settings). */
  setBotPace(pace: Speed, review: boolean): void {
    this.pace = pace;
    this.review = review;
    if (!review) this.resume();
  }

  /** The bot whose turn has just ended, while the table pauses for the people to look (null: none). */
  get reviewing(): Seat | null { return this.paused; }

  /** Continue after a bot's turn under review: the next bot may act. */
  resume(): void {
    if (this.paused === null) return;
    this.paused = null;
    this.notify();
    this.bots.schedule();
  }

  setSpeed(speed: Speed): void {
    if (speed === this.speed) return;
    this.speed = speed;
    if (SPEED_FACTOR[speed] === 0) this.animation.skip();
    this.notify(); // the speed button names the speed in force (set from the Pace panel over the table)
  }

  /** Sends an action as the side it names, through the actor; the answer is the engine's. */
  send(action: unknown): ApplyResult {
    if (this.stopped) return { ok: false, error: { code: 'gameOver', key: 'error.gameOver', message: 'the table is closed' } };
    // The actor takes no action while a step is shown: show the rest at once first.
    if (this.parts.showing()) this.animation.skip();
    const result = this.game.actor.send(action) as ApplyResult;
    this.lastError = result.ok ? null : result.error.key;
    if (!result.ok) this.notify();
    return result;
  }

  tap(tap: Tap): void { this.taps.tap(tap); }

  /** A refusal from outside the rules (an undo past a draw): the status line says it, as a refused
   *  action's. Nothing else changes. */
  refuse(key: string): void {
    this.lastError = key;
    this.sound.cue('error');
    this.notify();
  }

  /** Skip or hurry (issue 12): what is being animated shows at once; in a mode whose bots keep no pace
   *  of their own, a bot waiting to act acts now. */
  hurry(): void {
    if (this.stopped) return;
    this.animation.skip();
    if (this.parts.hurriesBots) this.bots.hurry();
  }

  acceptHandoff(): void {
    if (!this.eyes.accept()) return;
    this.notify();
    this.bots.schedule();
  }

  /** Leaves the table (the application stops the game's actor). */
  stop(): void {
    this.stopped = true;
    this.bots.stop();
    this.offActor();
    this.animation.skip();
    for (const signal of [this.synced, this.over, this.sent, this.acted, ...this.signals()]) signal.clear();
  }

  /** The table plays every side on its own now (a game skipped to its end): no hand-off waits. */
  protected get playingOn(): boolean { return false; }

  /** The mode's own signals (cleared when the table closes). */
  protected signals(): { clear(): void }[] { return []; }
  /** A tap's action the mode refuses before the rules (a lesson of the guided game), or null. */
  protected refuseTap(_action: unknown): string | null { return null; }
  /** A move's events were heard (redacted for the eyes), before anything else is done with them. */
  protected heardMove(_known: readonly GameEvent[]): void {}
  /** An action was heard, before its animations are queued, and after. */
  protected beforeShow(): void {}
  protected afterShow(): void {}
  /** The model has been rebuilt at a re-sync (before the scenes hear it). */
  protected resynced(): void {}

  /** The table's eyes as the engine is asked: the audience's in a replay that hides the hands. */
  protected get eye(): Seat | 'audience' { return this.watched === 'audience' ? 'audience' : this.eyes.viewer; }
  protected get undo(): UndoInfo { return undoInfo(this.game); }

  /** A player's action, unless the mode refuses it first (then it says so). */
  private sendTapped(action: unknown): { ok: boolean } {
    const refused = this.refuseTap(action);
    if (refused === null) {
      const result = this.send(action);
      if (!result.ok) this.sound.cue('error');
      return result;
    }
    this.lastError = refused;
    this.sound.cue('error');
    this.notify();
    return { ok: false };
  }

  private heard(news: { move: { events: AnyEvent[]; state: AnyState } | null }): void {
    const move = news.move;
    // The events as the engine tells them to the table's eyes: a card drawn into another hand is no
    // card in particular, so no sprite, no line and nothing a page's hook reads knows it (issue 23).
    const known = move && rulesOf(this.mode).redact(move.state as GameState, move.events as GameEvent[], this.eye);
    if (known) {
      this.reviewed(move);
      this.heardMove(known);
      this.acted.emit();
      this.chronicle.tell(known, this.undo.marker, this.game.session.actionCount);
    }
    this.beforeShow();
    if (known) {
      // The field after this move first: its animations may all play (and the table re-sync) at once.
      const before = this.field;
      this.field = fieldAfter(before, known);
      this.animation.show(this.parts.steps(known, this.eye, before, this.shown));
    }
    this.afterShow();
  }

  /** A bot's turn has ended at a table with people who review each bot turn: the bots wait for them. */
  private reviewed(move: { events: AnyEvent[] }): void {
    const action = (move as { action?: { type?: string; seat?: unknown } }).action;
    const seat = action?.type === 'endTurn' && typeof action.seat === 'number' ? action.seat : null;
    if (seat === null || !this.review || this.playingOn || this.humans[seat] !== false || !this.humans.some(Boolean)) return;
    this.paused = seat;
  }

  /** Each action is animated: a scene plays them, not at instant speed. */
  protected get animated(): boolean { return this.animation.attached && SPEED_FACTOR[this.speed] > 0; }

  private drained(): void {
    if (this.bots.bursting || this.stopped) return;
    this.settle();
  }

  /** Re-syncs everything from the engine's view, then lets a bot act if the game waits on one. */
  private settle(): void {
    this.eyes.follow(this.parts.toAct());
    this.rebuild();
    this.resynced();
    this.notify();
    if (this.parts.ended()) {
      if (this.watched) return;
      this.heardEnd();
      this.over.emit(this.current);
      return;
    }
    this.bots.schedule();
  }

  /** The end, heard once: the music stops for the mode's fanfare or lament. */
  private heardEnd(): void {
    if (this.endHeard) return;
    this.endHeard = true;
    const cue = this.parts.endCue(this.shown, this.humans);
    this.sound.music(null);
    if (cue) this.sound.cue(cue);
  }

  private rebuild(): void {
    const viewer = this.eyes.viewer;
    const offers = this.watched ? [] : this.parts.offers(viewer, this.humans);
    this.shown = this.parts.view(this.eye);
    this.field = (this.shown as { field?: readonly ({ uid: Uid } | null)[] }).field?.map((c) => c?.uid ?? null) ?? []; // a card table's field
    this.chronicle?.learn(this.shown);
    this.current = this.parts.model(this.shown, offers, this.humans.map((h) => !h));
    this.taps.show(this.current);
  }

  notify(): void {
    this.synced.emit(this.current);
  }
}

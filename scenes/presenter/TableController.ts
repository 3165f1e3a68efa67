// The classic table's conductor, in plain TS. It follows the game's actor (never the session's
// listeners): each accepted action is told in the chronicle and animated, the upkeep shown step by
// step as the actor walks it, and when the animations have played the model is rebuilt from the
// engine's view for whoever's eyes the table is. Its parts, one job each, are in ./table/: animation,
// bot pacing, input, hand-off, chronicle (the autosave is the application's: src/app/autosave.ts).
// Scenes only draw what it says and forward taps.
import type { Action, ApplyResult, Seat, Uid } from '../../src/engine';
import { SILENT, type Sound } from '../../src/audio/sound';
import type { Guide } from '../../src/tutorial/guide';
import { firstGameGuide } from '../../src/tutorial/first-game';
import type { AppTable } from '../../src/app/game-app';
import type { TableControl } from './table-control';
import type { ClassicGame, Watch } from '../../src/app/game-actor';
import { undoInfo } from '../../src/app/undo';
import type { Speed } from '../../src/app/settings';
import type { FlowNews, FlowPhase, UpkeepStepNumber } from '../../src/flow/classic-flow';
import { realTimers, type AnimRunner, type Timers } from './AnimationQueue';
import type { Tap } from './InputMapper';
import { BOT_DELAY, SPEED_FACTOR } from './speed';
import { buildTableModel, type TableModel } from './table-model';
import { TableAnimation } from './table/animation';
import { BotPacer } from './table/bots';
import { Chronicle } from './table/chronicle';
import { HandOff } from './table/handoff';
import { Signal } from './table/signal';
import { TableInput } from './table/input';
import { seatToAct } from './viewer';
import { outcomeCue } from './outcome';
import { soundingRunner } from './step-sound';

export interface ControllerOptions {
  speed: Speed;
  timers?: Timers;
  now?: () => number;
  /** The guided first game's lessons (src/tutorial): they may refuse a tap's action. By default a
   *  guided game (`game.guided`) gets the first game's. */
  guide?: Guide;
  /** Where the table is heard (none: silent). */
  sound?: Sound;
}

export class TableController implements AppTable, TableControl {
  speed: Speed;
  private current!: TableModel;
  private lastError: string | null = null;
  private stopped = false;
  private readonly humans: boolean[];
  private readonly eyes: HandOff;
  private readonly chronicle: Chronicle;
  private readonly animation: TableAnimation;
  private readonly bots: BotPacer;
  private readonly input: TableInput;
  private shownPhase: string | null = null;
  private runnerAttached = false;
  private readonly synced = new Signal<[TableModel]>();
  private readonly over = new Signal<[TableModel]>();
  private readonly sent = new Signal();
  private readonly acted = new Signal();
  private readonly phased = new Signal<[FlowPhase, UpkeepStepNumber | null]>();
  private readonly offActor: () => void;
  readonly guide: Guide | null;
  private readonly sound: Sound;
  private readonly timers: Timers;
  private endHeard = false;
  /** A replay (src/replay): nobody acts here, and the end of the game is only shown. */
  readonly watched: Watch | null;

  constructor(private readonly game: ClassicGame, options: ControllerOptions) {
    this.speed = options.speed;
    this.watched = game.watched ?? null;
    this.guide = options.guide ?? (game.guided ? firstGameGuide(game.session.state) : null);
    this.sound = options.sound ?? SILENT;
    const { session, actor } = game;
    const timers = (this.timers = options.timers ?? realTimers);
    this.humans = session.seats.map((_, i) => !session.isBot(i));
    // A replay looks through the eyes of whoever acts (as a game of bots does): no hand-off screens.
    this.eyes = new HandOff(session.state, this.watched ? this.humans.map(() => false) : this.humans);
    this.chronicle = new Chronicle(session.state, session.recentEvents, undoInfo(game).marker);
    this.animation = new TableAnimation(actor, () => SPEED_FACTOR[this.speed], () => this.drained(), timers, session.state.field);
    this.bots = new BotPacer({
      botToAct: () => { const phase = actor.phase(); return (phase === 'main' || phase === 'deciding') && session.isBot(seatToAct(session.state)); },
      botAction: () => session.botAction(),
      timers, now: options.now ?? (() => performance.now()),
      delay: () => BOT_DELAY[this.speed],
      animated: () => this.animated,
      held: () => this.stopped || this.watched !== null || this.eyes.handoff !== null,
      send: (action) => this.send(action),
      settled: () => this.settle(),
      animating: () => !this.animation.idle,
    });
    this.input = new TableInput({
      gate: () => (this.stopped || this.eyes.handoff !== null ? 'closed' : this.watched || !this.animation.idle || actor.phase() === 'upkeep' ? 'look' : 'open'),
      send: (action) => this.sendTapped(action),
      // While the action plays out, the scene hides its prompts and buttons until the re-sync.
      sent: () => { if (!this.animation.idle) this.sent.emit(); },
      changed: (clearsError) => { if (clearsError) this.lastError = null; this.notify(); },
    });
    this.rebuild();
    this.offActor = actor.subscribe((news) => this.heard(news));
  }

  get mode(): ClassicGame['mode'] { return this.game.mode; }
  get session() { return this.game.session; }
  get model(): TableModel { return this.current; }
  get mapper() { return this.input.mapper; }
  get log() { return this.chronicle.lines; }
  get viewer(): Seat { return this.eyes.viewer; }
  get handoff(): Seat | null { return this.eyes.handoff; }
  get inspected(): Uid | null { return this.input.inspected; }
  get error(): string | null { return this.lastError; }
  get humanSeats(): readonly boolean[] { return this.humans; }
  /** The actor's phase: 'upkeep' while the upkeep is being shown (then upkeepStep says which step). */
  get phase(): FlowPhase { return this.game.actor.phase(); }
  get upkeepStep(): UpkeepStepNumber | null { return this.game.actor.upkeepStep(); }
  /** The animations have drained and no bot is about to act. */
  get idle(): boolean { return this.animation.idle && !this.bots.busy; }
  get animating(): boolean { return !this.animation.idle; }

  /** The scene that plays the animations (none: every batch is shown at once); each step is heard
   *  as it starts. */
  attach(runner: AnimRunner | null): void {
    this.runnerAttached = runner !== null;
    this.animation.attach(runner && soundingRunner(runner, this.sound, (fn, ms) => this.timers.setTimeout(fn, ms)));
  }

  onSync(fn: (model: TableModel) => void): () => void { return this.synced.on(fn); }
  onGameOver(fn: (model: TableModel) => void): () => void { return this.over.on(fn); }
  /** An action from a tap was accepted: the scene hides its prompts and buttons until the re-sync. */
  onSent(fn: () => void): () => void { return this.sent.on(fn); }
  /** Any accepted action (a bot's too), before its animations start. */
  onAction(fn: () => void): () => void { return this.acted.on(fn); }
  /** The actor's phase changed (into the upkeep, from one of its steps to the next, out of it…), as
   *  the animations show it; without animations, only the phase reached once they are done. */
  onPhase(fn: (phase: FlowPhase, step: UpkeepStepNumber | null) => void): () => void { return this.phased.on(fn); }

  /** Starts the bots if they are to act (after the scene is ready). */
  start(): void {
    this.bots.schedule();
    if (this.phase === 'gameOver' && !this.watched) this.over.emit(this.current);
  }

  setSpeed(speed: Speed): void {
    this.speed = speed;
    if (SPEED_FACTOR[speed] === 0) this.animation.skip();
  }

  /** Sends an action as the seat it names, through the actor; the answer is the engine's. */
  send(action: unknown): ApplyResult {
    if (this.stopped) return { ok: false, error: { code: 'gameOver', key: 'error.gameOver', message: 'the table is closed' } };
    // The actor takes no action while an upkeep step is shown: show the rest at once first.
    if (this.game.actor.phase() === 'upkeep') this.animation.skip();
    const result = this.game.actor.send(action);
    this.lastError = result.ok ? null : result.error.key;
    if (!result.ok) this.notify();
    return result;
  }

  tap(tap: Tap): void { this.input.tap(tap); }

  /** A refusal from outside the rules (an undo past a draw): the status line says it, as a refused
   *  action's. Nothing else changes. */
  refuse(key: string): void {
    this.lastError = key;
    this.sound.cue('error');
    this.notify();
  }

  /** The guide's Next (a lesson that is read) or Leave. */
  guideNext(): void { if (this.guide?.next()) this.notify(); }
  guideQuit(): void {
    if (!this.guide || this.guide.over) return;
    this.guide.quit();
    if (this.lastError?.startsWith('guide.')) this.lastError = null;
    this.notify();
  }

  /** A player's action, unless the guide's lesson asks for another move (then it says so). */
  private sendTapped(action: Action): { ok: boolean } {
    const refused = this.guide?.refuse(action, this.session.state) ?? null;
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

  /** Skip or hurry (issue 12: bot turns could be neither): what is being animated shows at once, and a
   *  bot waiting to act acts now. */
  hurry(): void {
    if (this.stopped) return;
    this.animation.skip();
    this.bots.hurry();
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
    for (const signal of [this.synced, this.over, this.sent, this.acted, this.phased]) signal.clear();
  }

  private heard(news: FlowNews): void {
    if (news.move) {
      this.acted.emit();
      this.chronicle.tell(news.move.events, news.move.state, undoInfo(this.game).marker, this.session.actionCount);
    }
    // Without animations the whole upkeep passes within this call: the scenes hear only where it ends.
    if (this.animated) this.phaseChanged();
    if (news.move) this.animation.show(news.move.events, this.watched === 'audience' ? 'audience' : this.eyes.viewer, news.move.state);
  }

  /** Tells the scenes where the actor is now (news may arrive after it has moved on). */
  private phaseChanged(): void {
    const phase = this.phase, step = this.upkeepStep;
    if (`${phase}:${step}` === this.shownPhase) return;
    this.shownPhase = `${phase}:${step}`;
    this.phased.emit(phase, step);
  }

  /** Each action is animated: a scene plays them, not at instant speed. */
  private get animated(): boolean { return this.runnerAttached && SPEED_FACTOR[this.speed] > 0; }

  private drained(): void {
    if (this.bots.bursting || this.stopped) return;
    this.settle();
  }

  /** Re-syncs everything from the engine's view, then lets a bot act if the game waits on one. */
  private settle(): void {
    this.eyes.follow(this.session.state);
    this.guide?.observe(this.session.state);
    this.rebuild();
    this.phaseChanged();
    this.notify();
    if (this.phase === 'gameOver') {
      if (this.watched) return;
      this.heardEnd();
      this.over.emit(this.current);
      return;
    }
    this.bots.schedule();
  }

  /** The end, heard once: the music stops for a fanfare, or a lament when every person lost. */
  private heardEnd(): void {
    if (this.endHeard) return;
    this.endHeard = true;
    const result = this.session.state.result;
    this.sound.music(null);
    if (result) this.sound.cue(outcomeCue(result.winners, this.humans));
  }

  private rebuild(): void {
    const { session } = this;
    const acting = seatToAct(session.state);
    const viewer = this.eyes.viewer;
    const legal = !this.watched && acting === viewer && this.humans[acting] ? session.legal(acting) : [];
    this.current = buildTableModel(session.view(this.watched === 'audience' ? 'audience' : viewer), legal, this.humans.map((h) => !h), (action) => session.refusal(action));
    this.input.mapper.setModel(this.current);
    this.input.keepInspecting(this.current);
  }

  private notify(): void {
    this.synced.emit(this.current);
  }
}

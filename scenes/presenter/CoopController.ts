// The cooperative board's conductor, in plain TS, as the TableController is the classic table's. It
// follows the coop flow's actor: each accepted action is told in the chronicle and animated; the shown
// steps (a turn end's upkeep, Poseidon's crossings, his reveals) are walked one by one as their
// animations play (marks in the animation queue); when everything has played, the model is rebuilt
// from the engine's view for whoever's eyes the board is. Bots act when the flow rests on a side a bot
// plays. Scenes only draw what it says and forward taps.
import type { AppTable } from '../../src/app/game-app';
import type { TableControl } from './table-control';
import type { CoopGame, Watch } from '../../src/app/game-actor';
import { undoInfo } from '../../src/app/undo';
import type { Speed } from '../../src/app/settings';
import { coopRules, type ApplyResult, type CardRef, type GameEvent, type GameState, type Seat, type Uid } from '../../src/engine';
import { SILENT, type Sound } from '../../src/audio/sound';
import type { CoopFlowNews, CoopMoment, CoopStep } from '../../src/flow/coop-flow';
import { AnimationQueue, realTimers, type AnimRunner, type Timers } from './AnimationQueue';
import { eventsToLog, type LogLine } from './log';
import { BOT_DELAY, SPEED_FACTOR } from './speed';
import { BotPacer } from './table/bots';
import { Signal } from './table/signal';
import { coopEventsToSteps, markOf } from './coop/coop-anim';
import { CoopEyes } from './coop/coop-eyes';
import { CoopInput, type CoopTap } from './coop/coop-input';
import { buildCoopModel, type CoopModel } from './coop/coop-model';
import { soundingRunner } from './step-sound';
import { linesWithMark, markAfterMove } from './undo-marker';

export interface CoopControllerOptions { speed: Speed; openHands?: boolean; timers?: Timers; now?: () => number; sound?: Sound }

const LOG_KEEP = 80;

export class CoopController implements AppTable, TableControl {
  speed: Speed;
  readonly openHands: boolean;
  private current!: CoopModel;
  private lastError: string | null = null;
  private stopped = false;
  private runner: AnimRunner | null = null;
  private inspectedUid: Uid | null = null;
  private readonly humans: boolean[];
  private readonly eyes: CoopEyes;
  private readonly queue: AnimationQueue;
  private readonly bots: BotPacer;
  readonly input = new CoopInput();
  readonly log: LogLine[] = [];
  private field: (Uid | null)[];
  private readonly synced = new Signal<[CoopModel]>();
  private readonly over = new Signal<[CoopModel]>();
  private readonly sent = new Signal();
  private readonly acted = new Signal();
  private readonly stepped = new Signal<[CoopStep | null]>();
  private readonly offActor: () => void;
  private readonly sound: Sound;
  private readonly timers: Timers;
  private endHeard = false;
  private layered = false;
  /** A replay (src/replay): nobody acts here, and the end of the game is only shown. */
  readonly watched: Watch | null;

  constructor(private readonly game: CoopGame, options: CoopControllerOptions) {
    this.speed = options.speed;
    this.watched = game.watched ?? null;
    // A replay shows every hero's hand (table talk is normal in a cooperative game: nothing to hide).
    this.openHands = this.watched ? true : options.openHands ?? true;
    this.sound = options.sound ?? SILENT;
    const { session, actor } = game;
    const timers = (this.timers = options.timers ?? realTimers);
    this.humans = session.seats.map((s) => s.kind === 'human');
    // A replay looks through the eyes of the hero who acts (as a game of bots does): no curtain.
    this.eyes = new CoopEyes(session.toAct, this.watched ? this.humans.map(() => false) : this.humans, this.openHands);
    this.field = [...session.state.field];
    this.log.push(...linesWithMark(session.recentEvents, session.state.cards, undoInfo(game).marker, (e) => e.type !== 'turnStarted').slice(-LOG_KEEP));
    const b = session.state.board;
    // A new game's chronicle opens on the water's level and the first round.
    if (!this.log.length) this.log.push({ key: 'log.coopStarted', params: { water: b.water, top: b.waterTop } }, { key: 'log.playersPhase', params: { round: b.round } });
    this.queue = new AnimationQueue(
      { run: (step, factor) => (this.runner ? this.runner.run(step, factor) : Promise.resolve()), passed: (step) => this.runner?.passed?.(step) },
      () => (this.runner ? SPEED_FACTOR[this.speed] : 0),
      () => { actor.finishSteps(); this.drained(); },
      timers,
      (mark) => this.reach(mark),
    );
    this.bots = new BotPacer({
      botToAct: () => this.botToAct(),
      botAction: () => session.botAction(),
      timers, now: options.now ?? (() => performance.now()),
      delay: () => BOT_DELAY[this.speed],
      animated: () => this.animated,
      held: () => this.stopped || this.watched !== null || this.eyes.handoff !== null,
      send: (action) => this.send(action),
      settled: () => this.settle(),
      animating: () => !this.queue.idle,
    });
    this.rebuild();
    this.offActor = actor.subscribe((news) => this.heard(news));
  }

  get mode(): CoopGame['mode'] { return this.game.mode; }
  get session() { return this.game.session; }
  get actor() { return this.game.actor; }
  get model(): CoopModel { return this.current; }
  get viewer(): Seat { return this.eyes.viewer; }
  get handoff(): Seat | null { return this.eyes.handoff; }
  get inspected(): Uid | null { return this.inspectedUid; }
  get error(): string | null { return this.lastError; }
  get humanSeats(): readonly boolean[] { return this.humans; }
  get moment(): CoopMoment { return this.game.actor.moment(); }
  get step(): CoopStep | null { return this.game.actor.currentStep(); }
  /** The animations have drained and no bot is about to act. */
  get idle(): boolean { return this.queue.idle && !this.bots.busy; }
  get animating(): boolean { return !this.queue.idle; }

  /** The scene that plays the animations; each step is heard as it starts. */
  attach(runner: AnimRunner | null): void {
    this.runner = runner && soundingRunner(runner, this.sound, (fn, ms) => this.timers.setTimeout(fn, ms));
    if (!runner) this.queue.skip();
  }

  onSync(fn: (m: CoopModel) => void): () => void { return this.synced.on(fn); }
  onGameOver(fn: (m: CoopModel) => void): () => void { return this.over.on(fn); }
  onSent(fn: () => void): () => void { return this.sent.on(fn); }
  onAction(fn: () => void): () => void { return this.acted.on(fn); }
  /** The flow shows another step (or none): the status line and the header follow it. */
  onStep(fn: (step: CoopStep | null) => void): () => void { return this.stepped.on(fn); }

  start(): void {
    this.bots.schedule();
    if (this.moment === 'gameOver' && !this.watched) this.over.emit(this.current);
  }

  setSpeed(speed: Speed): void {
    this.speed = speed;
    if (SPEED_FACTOR[speed] === 0) this.queue.skip();
  }

  /** Shows the rest of what is being animated at once (the skip button, a replay's next step); unlike
   *  the classic table's, a bot waiting to act is not hurried (its pace stays the board's). */
  hurry(): void { this.queue.skip(); }

  /** A refusal from outside the rules (an undo that cannot be done): the status line says it. */
  refuse(key: string): void {
    this.lastError = key;
    this.sound.cue('error');
    this.notify();
  }

  send(action: unknown): ApplyResult {
    if (this.stopped) return { ok: false, error: { code: 'gameOver', key: 'error.gameOver', message: 'the table is closed' } };
    // The flow takes no action while a step is shown: show the rest at once first.
    if (this.game.actor.moment() === 'shown') this.queue.skip();
    const result = this.game.actor.send(action) as ApplyResult;
    this.lastError = result.ok ? null : result.error.key;
    if (!result.ok) this.notify();
    return result;
  }

  tap(tap: CoopTap): void {
    const gate = this.stopped || this.eyes.handoff !== null ? 'closed' : this.watched || !this.queue.idle || this.moment === 'shown' ? 'look' : 'open';
    if (gate === 'closed' || (gate === 'look' && tap.kind !== 'inspect')) return;
    for (const intent of this.input.tap(tap)) {
      if (intent.kind === 'send') {
        this.inspectedUid = null;
        const ok = this.send(intent.action).ok;
        if (!ok) this.sound.cue('error');
        if (ok && !this.queue.idle) this.sent.emit();
      } else if (intent.kind === 'inspect') {
        this.inspectedUid = intent.uid;
        this.notify();
      } else {
        this.lastError = null;
        this.notify();
      }
    }
  }

  acceptHandoff(): void {
    if (!this.eyes.accept()) return;
    this.notify();
    this.bots.schedule();
  }

  stop(): void {
    this.stopped = true;
    this.bots.stop();
    this.offActor();
    this.queue.skip();
    for (const signal of [this.synced, this.over, this.sent, this.acted, this.stepped]) signal.clear();
  }

  /** A person's hand, for the open-hands table (null: closed hands, or a bot's hand stays private). */
  handOf(seat: Seat): CardRef[] | null {
    if (!this.openHands) return null;
    const state = this.session.state;
    return state.players[seat]?.hand.map((uid) => ({ uid, type: state.cards[uid] })) ?? null;
  }

  private heard(news: CoopFlowNews): void {
    if (news.move) {
      this.acted.emit();
      this.tell(news.move.events, news.move.state);
      const { state, events } = news.move;
      const viewer = this.eyes.viewer;
      // Animated as the engine tells them to the board's viewer: a card drawn into or given to another
      // hand flies as a back that names nothing (issue 23); open hands show it face up once it lands.
      const known = coopRules.redactEvents(state, events, viewer);
      const steps = coopEventsToSteps(known, viewer, this.field, state.board?.pillars ?? []);
      this.field = [...news.move.state.field];
      this.queue.push(steps);
    }
    this.stepped.emit(this.step);
    this.followPhase();
  }

  /** Poseidon's darker layer sounds while his phase is shown (the flow walks it with the animations). */
  private followPhase(): void {
    const on = this.game.actor.phase() === 'poseidon';
    if (on === this.layered) return;
    this.layered = on;
    this.sound.layer(on);
  }

  private tell(events: GameEvent[], state: GameState): void {
    // A hero's turn is told by its heroTurn line; the classic turn count means nothing on this board.
    this.log.push(...eventsToLog(events.filter((e) => e.type !== 'turnStarted'), state.cards));
    markAfterMove(this.log, undoInfo(this.game).marker, this.session.actionCount);
    if (this.log.length > LOG_KEEP) this.log.splice(0, this.log.length - LOG_KEEP);
  }

  /** Everything before the shown step numbered `mark` has played: the flow moves on to that step. */
  private reach(mark: number): void {
    const actor = this.game.actor;
    for (let at = actor.currentStep(); at !== null && actor.moment() === 'shown' && markOf(at) < mark; at = actor.currentStep()) {
      if (!actor.step()) return;
    }
  }

  private botToAct(): boolean {
    const moment = this.moment;
    return (moment === 'picking' || moment === 'turn' || moment === 'deciding') && this.session.isBot();
  }

  private get animated(): boolean { return this.runner !== null && SPEED_FACTOR[this.speed] > 0; }

  private drained(): void {
    if (this.bots.bursting || this.stopped) return;
    this.settle();
  }

  private settle(): void {
    this.eyes.follow(this.session.toAct);
    this.rebuild();
    this.stepped.emit(this.step);
    this.followPhase();
    this.notify();
    if (this.moment === 'gameOver') {
      if (this.watched) return;
      this.heardEnd();
      this.over.emit(this.current);
      return;
    }
    this.bots.schedule();
  }

  /** The end, heard once: the music stops for a fanfare if the heroes won, else a lament. */
  private heardEnd(): void {
    if (this.endHeard) return;
    this.endHeard = true;
    this.sound.music(null);
    this.sound.cue(this.session.state.result?.coop?.heroesWin ? 'victory' : 'defeat');
  }

  private rebuild(): void {
    const { session } = this;
    const viewer = this.eyes.viewer;
    const toAct = session.toAct;
    // The viewer's own offers: their turn's actions, their decision, or the table's pick of who plays.
    const mine = toAct === viewer || (toAct === 'team' && this.humans.some(Boolean));
    const legal = !this.watched && mine && this.humans[viewer] ? session.legal(toAct) : [];
    const bots = this.humans.map((h) => !h);
    this.current = buildCoopModel(session.view(viewer), legal, bots, (seat) => (this.watched || this.humans[seat] || !this.humans.some(Boolean) ? this.handOf(seat) : null));
    this.input.setModel(this.current);
    if (this.inspectedUid !== null && !this.canSee(this.inspectedUid)) this.inspectedUid = null;
  }

  private canSee(uid: Uid): boolean {
    const m = this.current;
    return m.piles.some((p) => p.top?.uid === uid || p.pillar.uid === uid) || m.breadwinner.some((c) => c.uid === uid)
      || (m.table.hand ?? []).some((c) => c.uid === uid) || m.table.players.some((p) => p.discard.some((c) => c.uid === uid) || p.wounded.some((c) => c.uid === uid))
      || m.table.field.some((s) => s.facing.some((f) => f.uid === uid)) || m.heroes.some((h) => h.hand?.some((c) => c.uid === uid));
  }

  private notify(): void {
    this.synced.emit(this.current);
  }
}

// The classic table's conductor, in plain TS: it hears the game (through the port), saves after every
// action, queues the animations, re-syncs the model when they drain, picks whose eyes the screen is,
// lets bots play at a readable pace, and turns the player's taps into actions. Scenes only draw what
// it says and forward taps.
import type { Action, ApplyResult, GameEvent, GameState, Seat, Uid } from '../../src/engine';
import type { SaveFile } from '../../src/persist/save';
import { eventsToSteps } from './anim-jobs';
import { AnimationQueue, realTimers, type AnimRunner, type Timers } from './AnimationQueue';
import type { GamePort } from './game-port';
import { InputMapper, type Tap } from './InputMapper';
import { eventsToLog, type LogLine } from './log';
import { BOT_DELAY, SPEED_FACTOR, type Speed } from './speed';
import { buildTableModel, type TableModel } from './table-model';
import { needsHandoff, pickViewer, seatToAct } from './viewer';

export interface ControllerOptions {
  speed: Speed;
  store?: { write(save: SaveFile): unknown; clear(): unknown } | null;
  timers?: Timers;
  now?: () => number;
}

/** In instant mode bots play in bursts of this many ms between two frames. */
const BURST_MS = 12;
const LOG_KEEP = 80;

export class TableController {
  readonly mapper = new InputMapper();
  readonly log: LogLine[] = [];
  private readonly queue: AnimationQueue;
  private runner: AnimRunner | null = null;
  private current!: TableModel;
  private viewerSeat: Seat;
  private lastHuman: Seat | null = null;
  private handoffSeat: Seat | null = null;
  private botTimer: unknown = null;
  private bursting = false;
  private stopped = false;
  private previous: GameState;
  private inspectedUid: Uid | null = null;
  private lastError: string | null = null;
  private readonly humans: boolean[];
  private readonly timers: Timers;
  private readonly now: () => number;
  private readonly syncFns = new Set<(model: TableModel) => void>();
  private readonly overFns = new Set<(model: TableModel) => void>();
  private readonly sentFns = new Set<() => void>();
  private readonly actionFns = new Set<() => void>();
  private readonly offPort: () => void;
  speed: Speed;

  constructor(private readonly port: GamePort, private readonly options: ControllerOptions) {
    this.speed = options.speed;
    this.timers = options.timers ?? realTimers;
    this.now = options.now ?? (() => performance.now());
    const session = port.session;
    this.humans = session.seats.map((_, i) => !session.isBot(i));
    this.previous = session.state;
    this.queue = new AnimationQueue(
      { run: (step, factor) => (this.runner ? this.runner.run(step, factor) : Promise.resolve()) },
      () => (this.runner ? SPEED_FACTOR[this.speed] : 0),
      () => this.drained(),
      this.timers,
    );
    this.viewerSeat = pickViewer(session.state, this.humans, null);
    if (this.humans[this.viewerSeat]) this.lastHuman = this.viewerSeat;
    if (needsHandoff(null, this.viewerSeat, this.humans)) this.handoffSeat = this.viewerSeat;
    this.rebuild();
    // The chronicle opens on the turn being played; a resumed game's opens on its last moves, replayed
    // from the save.
    const { active, turn, phase } = session.state;
    this.log.push(...eventsToLog([...session.recentEvents], session.state.cards).slice(-LOG_KEEP));
    if (phase !== 'gameOver' && !this.log.some((l) => l.key === 'log.turn')) this.log.unshift({ key: 'log.turn', params: { hero: { seat: active }, turn }, seat: active });
    this.offPort = port.subscribe((events, action, state) => this.heard(events, action, state));
  }

  get session() { return this.port.session; }
  get model(): TableModel { return this.current; }
  get viewer(): Seat { return this.viewerSeat; }
  get handoff(): Seat | null { return this.handoffSeat; }
  get inspected(): Uid | null { return this.inspectedUid; }
  get error(): string | null { return this.lastError; }
  get humanSeats(): readonly boolean[] { return this.humans; }
  /** The animations have drained and no bot is about to act. */
  get idle(): boolean { return this.queue.idle && this.botTimer === null && !this.bursting; }
  get animating(): boolean { return !this.queue.idle; }

  /** The scene that plays the animations (none: every batch is shown at once). */
  attach(runner: AnimRunner | null): void {
    this.runner = runner;
    if (!runner) this.queue.skip();
  }

  onSync(fn: (model: TableModel) => void): () => void {
    this.syncFns.add(fn);
    return () => this.syncFns.delete(fn);
  }

  onGameOver(fn: (model: TableModel) => void): () => void {
    this.overFns.add(fn);
    return () => this.overFns.delete(fn);
  }

  /** An action from a tap was accepted: the scene hides its prompts and buttons until the re-sync. */
  onSent(fn: () => void): () => void {
    this.sentFns.add(fn);
    return () => this.sentFns.delete(fn);
  }

  /** Any accepted action (a bot's too), before its animations start. */
  onAction(fn: () => void): () => void {
    this.actionFns.add(fn);
    return () => this.actionFns.delete(fn);
  }

  /** Starts the bots if they are to act (after the scene is ready). */
  start(): void {
    this.scheduleBot();
    if (this.current.gameOver) for (const fn of this.overFns) fn(this.current);
  }

  setSpeed(speed: Speed): void {
    this.speed = speed;
    if (SPEED_FACTOR[speed] === 0) this.queue.skip();
  }

  /** Sends an action as the seat it names; the answer is the engine's. */
  send(action: unknown): ApplyResult {
    if (this.stopped) return { ok: false, error: { code: 'gameOver', key: 'error.gameOver', message: 'the table is closed' } };
    const result = this.port.send(action);
    this.lastError = result.ok ? null : result.error.key;
    if (!result.ok) this.notify();
    return result;
  }

  tap(tap: Tap): void {
    if (this.stopped || this.handoffSeat !== null) return;
    if (!this.queue.idle && tap.kind !== 'inspect') return;
    for (const intent of this.mapper.tap(tap)) {
      if (intent.kind === 'send') {
        this.inspectedUid = null;
        if (this.send(intent.action).ok && !this.queue.idle) for (const fn of this.sentFns) fn();
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
    if (this.handoffSeat === null) return;
    this.handoffSeat = null;
    this.notify();
    this.scheduleBot();
  }

  stop(): void {
    this.stopped = true;
    if (this.botTimer !== null) this.timers.clearTimeout(this.botTimer);
    this.botTimer = null;
    this.offPort();
    this.port.stop();
    this.queue.skip();
    this.syncFns.clear();
    this.overFns.clear();
    this.sentFns.clear();
    this.actionFns.clear();
  }

  private heard(events: GameEvent[], _action: Action, state: GameState): void {
    for (const fn of this.actionFns) fn();
    this.options.store?.write(this.session.toSave());
    if (state.phase === 'gameOver') this.options.store?.clear();
    this.log.push(...eventsToLog(events, state.cards));
    if (this.log.length > LOG_KEEP) this.log.splice(0, this.log.length - LOG_KEEP);
    const steps = eventsToSteps(events, this.viewerSeat, this.previous.field);
    this.previous = state;
    this.queue.push(steps);
  }

  private drained(): void {
    if (this.bursting || this.stopped) return;
    this.settle();
  }

  /** Re-syncs everything from the engine's view, then lets a bot act if it is its turn. */
  private settle(): void {
    const state = this.session.state;
    const next = pickViewer(state, this.humans, this.lastHuman);
    if (needsHandoff(this.viewerSeat, next, this.humans)) this.handoffSeat = next;
    this.viewerSeat = next;
    if (this.humans[next]) this.lastHuman = next;
    this.rebuild();
    this.notify();
    if (this.current.gameOver) {
      for (const fn of this.overFns) fn(this.current);
      return;
    }
    this.scheduleBot();
  }

  private rebuild(): void {
    const session = this.session;
    const state = session.state;
    const acting = seatToAct(state);
    const legal = acting === this.viewerSeat && this.humans[acting] ? session.legal(acting) : [];
    this.current = buildTableModel(session.view(this.viewerSeat), legal, this.humans.map((h) => !h));
    this.mapper.setModel(this.current);
    if (this.inspectedUid !== null && !this.visible(this.inspectedUid)) this.inspectedUid = null;
  }

  /** Is a card somewhere the viewer can see it (so the zoom may stay open on it)? */
  private visible(uid: Uid): boolean {
    const m = this.current;
    return m.field.some((s) => s.uid === uid || s.facing.some((p) => p.uid === uid))
      || m.loose.some((p) => p.uid === uid) || (m.hand ?? []).some((c) => c.uid === uid)
      || m.players.some((p) => p.armor?.uid === uid || p.wounded.some((c) => c.uid === uid) || p.discard.some((c) => c.uid === uid))
      || m.fieldDiscard.some((c) => c.uid === uid)
      || !!m.decision && [...m.decision.optionCards, ...m.decision.reveal].some((c) => c.uid === uid);
  }

  private notify(): void {
    for (const fn of this.syncFns) fn(this.current);
  }

  private scheduleBot(): void {
    if (this.stopped || this.botTimer !== null || this.handoffSeat !== null) return;
    const state = this.session.state;
    if (state.phase === 'gameOver' || !this.session.isBot(seatToAct(state))) return;
    this.botTimer = this.timers.setTimeout(() => this.botTurn(), BOT_DELAY[this.speed]);
  }

  private botTurn(): void {
    this.botTimer = null;
    if (this.stopped) return;
    if (SPEED_FACTOR[this.speed] > 0 && this.runner) {
      const action = this.session.botAction();
      if (action) this.send(action);
      return;
    }
    // Instant: play a burst of bot actions, then show the result once.
    const started = this.now();
    this.bursting = true;
    try {
      for (;;) {
        const action = this.session.botAction();
        if (!action || !this.send(action).ok) break;
        if (this.session.state.phase === 'gameOver' || !this.session.isBot(seatToAct(this.session.state))) break;
        if (this.now() - started > BURST_MS) break;
      }
    } finally {
      this.bursting = false;
    }
    if (this.queue.idle) this.settle();
  }
}

// The cooperative board's controller: the conductor every mode shares (conductor.ts) with the board's
// parts: the side to act (a hero, the team's pick, Poseidon), the flow's shown steps (a turn end's
// upkeep, Poseidon's crossings, his reveals) walked by their marks, the board's model and taps, open
// hands, and Poseidon's darker layer while his phase is shown. Scenes only draw what it says and
// forward taps.
import type { AppTable } from '../../src/app/game-app';
import type { TableControl } from './table-control';
import type { CoopGame } from '../../src/app/game-actor';
import type { Speed } from '../../src/app/settings';
import type { CardRef, CoopAction, CoopEvent, CoopView, GameEvent, Seat } from '../../src/engine';
import type { Sound } from '../../src/audio/sound';
import type { Thinker } from '../../src/app/bot-thinker';
import type { CoopMoment, CoopStep } from '../../src/flow/coop-flow';
import type { Timers } from './AnimationQueue';
import { Conductor, type ModeParts } from './conductor';
import type { LogLine } from './log';
import { Signal } from './table/signal';
import { coopEventsToSteps, markOf } from './coop/coop-anim';
import { CoopInput, type CoopTap } from './coop/coop-input';
import { buildCoopModel, type CoopModel } from './coop/coop-model';
import { PoseidonPhaseTally } from './coop/phase-summary';
import type { Guide } from '../../src/tutorial/guide';
import { coopLessonGuide } from '../../src/tutorial/coop-lesson';

/** The seat the coop lesson's person plays (src/tutorial/coop-lesson.ts seats them first). */
const GUIDED_SEAT = 0;

export interface CoopControllerOptions { speed: Speed; pace?: Speed; review?: boolean; openHands?: boolean; timers?: Timers; now?: () => number; sound?: Sound; thinker?: Thinker }

/** A hero's turn is told by its heroTurn line; the classic turn count means nothing on this board. */
const toldOnBoard = (e: GameEvent): boolean => e.type !== 'turnStarted';

/** The table plays every side on its own: the rest of a game no hero can change any more ("Skip to the end"). */
interface PlayingOn { on: boolean }

function coopParts(game: CoopGame, input: CoopInput, openHands: boolean, auto: PlayingOn): ModeParts<CoopView, CoopModel, CoopTap> {
  const { session, actor } = game;
  const watched = game.watched ?? null;
  return {
    toAct: () => session.toAct,
    // With open hands (table talk is normal in a cooperative game) no curtain ever falls.
    curtains: !openHands,
    showing: () => actor.moment() === 'shown',
    ended: () => actor.moment() === 'gameOver',
    botToAct: () => { const moment = actor.moment(); return (moment === 'picking' || moment === 'turn' || moment === 'deciding') && (auto.on || session.isBot()); },
    botAction: () => (auto.on ? session.autoAction() : session.botAction()),
    botQuestion: () => (auto.on ? null : session.botQuestion()),
    // The viewer's own offers: their turn's actions, their decision, or the table's pick of who plays.
    // While the bots send one of theirs in next (session/team-pick.ts), a person may still claim the
    // turn for their own hero; when the people pick, they pick freely among the heroes still to play.
    offers: (viewer, humans) => {
      const toAct = session.toAct;
      if (!humans[viewer] || (toAct !== viewer && toAct !== 'team')) return [];
      const offers = session.legal(toAct);
      return toAct === 'team' && session.isBot('team') ? offers.filter((a) => a.type === 'takeTurn' && humans[a.seat]) : offers;
    },
    // With open hands the engine's view shows every hero's hand, which the board draws by each hero.
    view: (eye) => session.view(eye, openHands),
    // A bot's hand stays private from the people at the table (a replay, or a game of bots, shows all).
    model: (view, offers, bots) => {
      const people = bots.some((b) => !b);
      const handOf = (seat: Seat) => (watched || !bots[seat] || !people ? view.players[seat]?.hand ?? null : null);
      // While the team picks who plays next, the screen is nobody's: with closed hands between people,
      // the last hero's hand goes face down (it stayed up for the next person to read, issue 25).
      const nobodys = !openHands && !watched && bots.filter((b) => !b).length >= 2 && session.toAct === 'team';
      return buildCoopModel(nobodys ? noHands(view) : ownHandOnly(view), offers as CoopAction[], bots, handOf);
    },
    mapper: input,
    visible: canSee,
    // Animated as the engine tells them to the board's viewer: a card drawn into or given to another
    // hand flies as a back that names nothing (issue 23); open hands show it face up once it lands.
    steps: (events, viewer, field, view) => coopEventsToSteps(events, viewer, field, view.board.piles.map((p) => p.pillar.uid)),
    // Everything before the shown step numbered `mark` has played: the flow moves on to that step.
    reach: (mark) => {
      for (let at = actor.currentStep(); at !== null && actor.moment() === 'shown' && markOf(at) < mark; at = actor.currentStep()) {
        if (!actor.step()) return;
      }
    },
    finish: () => actor.finishSteps(),
    told: toldOnBoard,
    summary: () => new PoseidonPhaseTally(session.seats.length),
    // A new game's chronicle opens on the water's level and the first round.
    opening: (view, lines): LogLine[] => (lines.length ? [] : [
      { key: 'log.coopStarted', params: { water: view.board.water, top: view.board.waterTop } },
      { key: 'log.playersPhase', params: { round: view.board.round } },
    ]),
    endCue: (view) => (view.result?.coop?.heroesWin ? 'victory' : 'defeat'),
    // The skip button shows the animations at once; a bot waiting to act keeps the board's pace.
    hurriesBots: false,
  };
}

export class CoopController extends Conductor<CoopView, CoopModel, CoopTap> implements AppTable, TableControl {
  readonly openHands: boolean;
  private readonly stepped = new Signal<[CoopStep | null]>();
  private layered = false;
  private readonly auto: PlayingOn;
  private roundHeard: number;
  /** The coop lesson's guide (src/tutorial/coop-lesson.ts), on a lesson's board. */
  readonly guide: Guide<CoopView, CoopAction> | null;

  constructor(private readonly coop: CoopGame, options: CoopControllerOptions) {
    // A replay shows every hero's hand (table talk is normal in a cooperative game: nothing to hide).
    const openHands = coop.watched ? true : options.openHands ?? true;
    const auto: PlayingOn = { on: false };
    super(coop, options, coopParts(coop, new CoopInput(), openHands, auto));
    this.auto = auto;
    this.openHands = openHands;
    this.roundHeard = this.view.board.round;
    this.guide = coop.guided ? coopLessonGuide(coop.session.view(GUIDED_SEAT)) : null;
  }

  /** What the lesson points at, on the guided hero's view. */
  get guideFocus(): string[] { return this.guide?.focus(this.guidedView()) ?? []; }

  override get mode(): CoopGame['mode'] { return this.coop.mode; }
  get session() { return this.coop.session; }
  get actor() { return this.coop.actor; }
  /** The board's taps: the card play's and the board's own choices (scenes read its selection). */
  get input(): CoopInput { return this.taps.mapper as CoopInput; }
  get moment(): CoopMoment { return this.coop.actor.moment(); }
  get step(): CoopStep | null { return this.coop.actor.currentStep(); }
  /** At the team's pick, the bots send one of theirs in next (team-pick.ts); a person may claim first. */
  get botsPick(): boolean {
    const session = this.coop.session;
    return !this.watched && session.toAct === 'team' && this.humans.some(Boolean) && session.isBot('team');
  }
  /** Why the table offers to skip to the end, told to the people at the table with the Poseidon phases
   *  left: no hero can change the outcome any more (engine/coop/stall.ts), or (`quiet` set) the heroes
   *  have changed nothing for that many rounds (coop/quiet.ts); null while neither holds, or once the
   *  table plays on its own. */
  get stall(): { rounds: number; quiet?: number } | null {
    if (this.watched || this.auto.on || this.moment === 'gameOver' || !this.humans.some(Boolean)) return null;
    return this.coop.session.skipReason();
  }

  /** The table is playing the rest of the game on its own. */
  get skipping(): boolean { return this.auto.on; }

  /** "Skip to the end": the rest of the game is played at once, each side's legal actions chosen by the
   *  table (the people's heroes' by the planner: their moves are forced, nothing they do can matter). */
  skipToEnd(): void {
    if (this.auto.on || this.stopped || this.watched) return;
    this.auto.on = true;
    this.resume();
    this.setSpeed('instant');
    this.notify();
    this.bots.schedule();
  }

  protected override get playingOn(): boolean { return this.auto.on; }

  /** The round the last action heard reached (the board's animations name it before the re-sync). */
  get round(): number { return this.roundHeard; }

  /** The flow shows another step (or none): the status line and the header follow it. */
  onStep(fn: (step: CoopStep | null) => void): () => void { return this.stepped.on(fn); }

  /** A person's hand, for the open-hands table (null: closed hands), as the table last showed it. */
  handOf(seat: Seat): CardRef[] | null {
    return this.openHands ? this.view.players[seat]?.hand ?? null : null;
  }

  protected override signals(): { clear(): void }[] { return [this.stepped]; }
  protected override heardMove(known: readonly GameEvent[]): void {
    for (const e of known as readonly CoopEvent[]) if (e.type === 'phaseStarted') this.roundHeard = e.round;
  }
  protected override afterShow(): void { this.followStep(); }
  protected override resynced(): void {
    this.guide?.observe(this.guidedView());
    this.followStep();
    // A game of bots only that nobody can change any more, or where nothing has changed for a while,
    // plays its rest at once (the bots play it as they would have: only the waiting goes).
    if (!this.watched && !this.auto.on && !this.humans.some(Boolean) && this.coop.session.skipReason()) { this.auto.on = true; this.setSpeed('instant'); }
  }
  /** A lesson may ask for another move (then it says so). */
  protected override refuseTap(action: unknown): string | null { return this.guide?.refuse(action as CoopAction, this.guidedView()) ?? null; }

  /** The guided hero's view (the lesson's table has one person, at seat 0). */
  private guidedView(): CoopView { return this.viewer === GUIDED_SEAT && this.view.viewer === GUIDED_SEAT ? this.view : this.coop.session.view(GUIDED_SEAT); }

  /** The status line follows the flow's step; Poseidon's darker layer sounds while his phase is shown
   *  (the flow walks it with the animations). */
  private followStep(): void {
    this.stepped.emit(this.step);
    const on = this.coop.actor.phase() === 'poseidon';
    if (on === this.layered) return;
    this.layered = on;
    this.sound.layer(on);
  }
}

/** The view with the viewer's own hand only: the table's part of the board (its hand row, its
 *  decisions) is the viewer's; the other heroes' open hands are drawn by each hero. */
const ownHandOnly = (view: CoopView): CoopView =>
  ({ ...view, players: view.players.map((p) => (p.seat === view.viewer || !p.hand ? p : { ...p, hand: null })) });

/** The view with no hand at all (the team's pick between people with closed hands). */
const noHands = (view: CoopView): CoopView => ({ ...view, players: view.players.map((p) => (p.hand ? { ...p, hand: null } : p)) });

/** Is a card somewhere the board shows it (so the zoom may stay open on it)? */
function canSee(m: CoopModel, uid: number): boolean {
  return m.piles.some((p) => p.top?.uid === uid || p.pillar.uid === uid) || m.breadwinner.some((c) => c.uid === uid)
    || (m.table.hand ?? []).some((c) => c.uid === uid) || m.table.players.some((p) => p.discard.some((c) => c.uid === uid) || p.wounded.some((c) => c.uid === uid))
    || m.table.field.some((s) => s.facing.some((f) => f.uid === uid)) || m.heroes.some((h) => h.hand?.some((c) => c.uid === uid));
}

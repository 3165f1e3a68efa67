// The classic table's controller: the conductor every mode shares (conductor.ts) with the classic
// parts: the seat to act, the upkeep shown step by step as the actor walks it, the table's model and
// taps, the hot-seat hand-off, and the guided first game's lessons. Scenes only draw what it says and
// forward taps.
import type { Action, GameView, Seat } from '../../src/engine';
import type { Sound } from '../../src/audio/sound';
import type { Guide } from '../../src/tutorial/guide';
import { firstGameGuide } from '../../src/tutorial/first-game';
import type { AppTable } from '../../src/app/game-app';
import type { TableControl } from './table-control';
import type { ClassicGame } from '../../src/app/game-actor';
import type { Speed } from '../../src/app/settings';
import type { FlowPhase, UpkeepStepNumber } from '../../src/flow/classic-flow';
import type { Timers } from './AnimationQueue';
import { eventsToSteps } from './anim-jobs';
import { Conductor, type ModeParts } from './conductor';
import { InputMapper, type Tap } from './InputMapper';
import { buildTableModel, type TableModel } from './table-model';
import { Signal } from './table/signal';
import { outcomeCue } from './outcome';
import type { Thinker } from '../../src/app/bot-thinker';

export interface ControllerOptions {
  speed: Speed;
  /** The bots' pace and the pause after each bot's turn (conductor.ts). */
  pace?: Speed;
  review?: boolean;
  timers?: Timers;
  now?: () => number;
  /** The guided first game's lessons (src/tutorial): they may refuse a tap's action. By default a
   *  guided game (`game.guided`) gets the first game's. */
  guide?: Guide;
  /** Where the table is heard (none: silent). */
  sound?: Sound;
  /** The bots' worker (conductor.ts; none: bots answer on the spot). */
  thinker?: Thinker;
}

/** The seat the guided game's person plays (src/tutorial/first-game.ts seats them first). */
const GUIDED_SEAT: Seat = 0;

function classicParts(game: ClassicGame, mapper: InputMapper): ModeParts<GameView, TableModel, Tap> {
  const { session, actor } = game;
  return {
    toAct: () => session.seatToAct,
    curtains: true,
    showing: () => actor.phase() === 'upkeep',
    ended: () => actor.phase() === 'gameOver',
    botToAct: () => { const phase = actor.phase(); return (phase === 'main' || phase === 'deciding') && session.isBot(session.seatToAct); },
    offers: (viewer, humans) => { const acting = session.seatToAct; return acting === viewer && humans[acting] ? session.legal(acting) : []; },
    view: (eye) => session.view(eye),
    model: (view, offers, bots) => buildTableModel(view, offers as Action[], bots, (action) => session.refusal(action)),
    mapper,
    visible: isVisible,
    steps: (events, viewer, field) => eventsToSteps(events, viewer, [...field]),
    // Everything before upkeep step n's mark has played: the actor moves on to step n.
    reach: (n) => {
      for (let at = actor.upkeepStep(); at !== null && at < n; at = actor.upkeepStep()) if (!actor.step()) return;
    },
    finish: () => actor.finishUpkeep(),
    told: () => true,
    // The chronicle opens on the turn being played.
    opening: (view, lines) => (view.phase !== 'gameOver' && !lines.some((l) => l.key === 'log.turn')
      ? [{ key: 'log.turn', params: { hero: { seat: view.active }, turn: view.turn }, seat: view.active }] : []),
    // A fanfare when one of the people won (or only bots played), a lament when every person lost.
    endCue: (view, humans) => (view.result ? outcomeCue(view.result.winners, humans) : null),
    hurriesBots: true,
  };
}

export class TableController extends Conductor<GameView, TableModel, Tap> implements AppTable, TableControl {
  readonly guide: Guide | null;
  private readonly phased = new Signal<[FlowPhase, UpkeepStepNumber | null]>();
  private shownPhase: string | null = null;

  constructor(private readonly classic: ClassicGame, options: ControllerOptions) {
    const mapper = new InputMapper();
    super(classic, options, classicParts(classic, mapper));
    this.guide = options.guide ?? (classic.guided ? firstGameGuide(classic.session.view(GUIDED_SEAT)) : null);
  }

  override get mode(): ClassicGame['mode'] { return this.classic.mode; }
  get session() { return this.classic.session; }
  get mapper(): InputMapper { return this.taps.mapper as InputMapper; }
  /** The actor's phase: 'upkeep' while the upkeep is being shown (then upkeepStep says which step). */
  get phase(): FlowPhase { return this.classic.actor.phase(); }
  get upkeepStep(): UpkeepStepNumber | null { return this.classic.actor.upkeepStep(); }
  /** What the guide's lesson points at, on the guided person's view. */
  get guideFocus(): string[] { return this.guide?.focus(this.guidedView()) ?? []; }

  /** The actor's phase changed (into the upkeep, from one of its steps to the next, out of it…), as
   *  the animations show it; without animations, only the phase reached once they are done. */
  onPhase(fn: (phase: FlowPhase, step: UpkeepStepNumber | null) => void): () => void { return this.phased.on(fn); }


  protected override signals(): { clear(): void }[] { return [this.phased]; }
  /** A lesson of the guided game may ask for another move (then it says so). */
  protected override refuseTap(action: unknown): string | null { return this.guide?.refuse(action as Action, this.guidedView()) ?? null; }
  // Without animations the whole upkeep passes within the action: the scenes hear only where it ends.
  protected override beforeShow(): void { if (this.animated) this.phaseChanged(); }
  protected override resynced(): void {
    this.guide?.observe(this.guidedView());
    this.phaseChanged();
  }

  /** The guided person's view (their eyes, as the guided table has only one person). */
  private guidedView(): GameView { return this.viewer === GUIDED_SEAT && this.view.viewer === GUIDED_SEAT ? this.view : this.session.view(GUIDED_SEAT); }

  /** Tells the scenes where the actor is now (news may arrive after it has moved on). */
  private phaseChanged(): void {
    const phase = this.phase, step = this.upkeepStep;
    if (`${phase}:${step}` === this.shownPhase) return;
    this.shownPhase = `${phase}:${step}`;
    this.phased.emit(phase, step);
  }
}

/** Is a card somewhere the viewer can see it (so the zoom may stay open on it)? */
function isVisible(m: TableModel, uid: number): boolean {
  return m.field.some((s) => s.uid === uid || s.facing.some((p) => p.uid === uid))
    || m.loose.some((p) => p.uid === uid) || (m.hand ?? []).some((c) => c.uid === uid)
    || m.players.some((p) => p.armor?.uid === uid || p.wounded.some((c) => c.uid === uid) || p.discard.some((c) => c.uid === uid))
    || m.fieldDiscard.some((c) => c.uid === uid)
    || !!m.decision && ([...m.decision.optionCards, ...m.decision.reveal].some((c) => c.uid === uid) || m.decision.sourceUid === uid);
}

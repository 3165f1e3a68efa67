// God of War's table controller: the conductor every mode shares (conductor.ts) with this mode's parts:
// the seat the engine waits on, the model built from the engine's view for the table's eyes, the taps
// (gow-input.ts), one animation step per event worth seeing (gow-anim.ts), its chronicle (gow-log.ts),
// and the battle layer of the music while the Scenario acts. Scenes only draw what it says.
import type { AppTable } from '../../src/app/game-app';
import type { GowGame } from '../../src/app/game-actor';
import type { Speed } from '../../src/app/settings';
import type { Thinker } from '../../src/app/bot-thinker';
import type { Sound } from '../../src/audio/sound';
import type { GameEvent, GowAction, GowEvent, GowView } from '../../src/engine';
import type { Timers } from './AnimationQueue';
import { Conductor, type ModeParts } from './conductor';
import type { TableControl } from './table-control';
import { gowSteps } from './gow/gow-anim';
import { GowChronicle } from './gow/gow-chronicle';
import { GowInput, type GowTap } from './gow/gow-input';
import { gowLines } from './gow/gow-log';
import { buildGowModel, type GowModel } from './gow/gow-model';
import type { Guide } from '../../src/tutorial/guide';
import { gowLessonGuide } from '../../src/tutorial/gow-lesson';

/** The seat the lesson's person plays (gow-lesson.ts seats them first). */
const GUIDED_SEAT = 0;

export interface GowControllerOptions { speed: Speed; pace?: Speed; review?: boolean; openHands?: boolean; timers?: Timers; now?: () => number; sound?: Sound; thinker?: Thinker }

function gowParts(game: GowGame, input: GowInput, openHands: boolean): ModeParts<GowView, GowModel, GowTap> {
  const { session, actor } = game;
  return {
    toAct: () => session.toAct,
    // Closed hands between people (the default): a hand-off screen before each person's turn.
    curtains: !openHands,
    showing: () => false,
    ended: () => actor.moment() === 'gameOver',
    botToAct: () => actor.moment() === 'acting' && session.isBot(),
    offers: (viewer, humans) => (humans[viewer] && session.toAct === viewer ? session.legal(viewer) : []),
    view: (eye) => session.view(eye),
    model: (view, offers, bots) => buildGowModel(view, offers as GowAction[], bots),
    mapper: input,
    visible: (m, uid) => m.view.seats.some((s) => Array.isArray(s.hand) && s.hand.some((c) => c.uid === uid)) || m.view.revealed.some((c) => c.uid === uid),
    steps: (events) => gowSteps(events),
    reach: () => {},
    finish: () => actor.finishSteps(),
    told: () => true,
    // Lines name places and figures from the public view (the events are already redacted for the eyes).
    chronicle: (recent) => new GowChronicle(recent, (events) => gowLines(events, session.view('audience'))),
    opening: () => [],
    endCue: (view) => (view.result?.win ? 'victory' : 'defeat'),
    hurriesBots: true,
  };
}

export class GowController extends Conductor<GowView, GowModel, GowTap> implements AppTable, TableControl {
  readonly openHands: boolean;
  /** The guided first round's guide (src/tutorial/gow-lesson.ts), on a lesson's table. */
  readonly guide: Guide<GowView, GowAction> | null;
  private battle = false;

  constructor(private readonly gow: GowGame, options: GowControllerOptions) {
    const openHands = gow.watched ? true : options.openHands ?? false;
    super(gow, options, gowParts(gow, new GowInput(), openHands));
    this.guide = gow.guided ? gowLessonGuide(gow.session.view(GUIDED_SEAT)) : null;
    this.openHands = openHands;
  }

  override get mode(): GowGame['mode'] { return this.gow.mode; }
  get session() { return this.gow.session; }
  get actor() { return this.gow.actor; }
  get input(): GowInput { return this.taps.mapper as GowInput; }

  /** What the lesson points at, on the guided hero's view. */
  get guideFocus(): string[] { return this.guide?.focus(this.guidedView()) ?? []; }

  protected override resynced(): void { this.guide?.observe(this.guidedView()); }
  /** A lesson may ask for another move (then it says so). */
  protected override refuseTap(action: unknown): string | null { return this.guide?.refuse(action as GowAction, this.guidedView()) ?? null; }
  private guidedView(): GowView { return this.viewer === GUIDED_SEAT && this.view.viewer === GUIDED_SEAT ? this.view : this.gow.session.view(GUIDED_SEAT); }

  /** The battle layer sounds from a rune's reveal until a hero's turn (or a question) is back. */
  protected override heardMove(known: readonly GameEvent[]): void {
    for (const e of known as unknown as readonly GowEvent[]) {
      if (e.type === 'revealed' && !this.battle) { this.battle = true; this.sound.layer(true); }
      if ((e.type === 'roundBegan' || e.type === 'gameOver') && this.battle) { this.battle = false; this.sound.layer(false); }
    }
  }
}

// Plays the AnimationQueue's steps on the cooperative board: cards fly between the board's places
// (turning over when the viewer's knowledge of them changes, with a light trail), the flood pawn glides
// one side at a time with its wake, Poseidon's deeds are called out at their pile, the water rises and
// falls in the Main Breadwinner, a pillar cracks and crumbles, a hero walks to another pile.
// Durations are multiplied by factor.
import type Phaser from 'phaser';
import { t } from '../src/i18n';
import { JOB_MS, type AnimJob, type AnimStep } from './presenter/anim-jobs';
import type { AnimRunner } from './presenter/AnimationQueue';
import { cardName } from './presenter/log';
import type { CoopController } from './presenter/CoopController';
import { coopAnchor } from './presenter/coop/coop-anchors';
import type { CoopLayout } from './presenter/coop/coop-layout';
import { intervalPoint, type Point } from './presenter/coop/heptagon';
import type { CardPool } from './objects/CardPool';
import { flyCard } from './objects/flight';
import type { FloodPawn } from './objects/coop/FloodPawn';
import type { HeroPawn } from './objects/coop/HeroPawn';
import type { PillarView } from './objects/coop/PillarView';
import type { WaterColumn } from './objects/coop/WaterColumn';
import { glowTexture } from './objects/icons';
import { shake } from './objects/calm';

/** What the runner moves: the board scene's pieces. */
export interface CoopStage {
  /** The scene itself (its tweens, timers, camera). */
  readonly phaser: Phaser.Scene;
  readonly L: CoopLayout;
  readonly pool: CardPool;
  readonly ctl: CoopController;
  readonly flood: FloodPawn;
  readonly water: WaterColumn;
  readonly pillars: readonly PillarView[];
  readonly heroPawns: readonly HeroPawn[];
  /** Where a hero's pawn stands at a pile (heroes sharing a pile stand side by side). */
  heroSpot(seat: number, pile: number): Point;
  pileOfPillar(uid: number): number;
  /** The pillar of a pile rises over it, large, and crumbles there. */
  breakPillar(pile: number, ms: number): Promise<void>;
  banner(line: string, ms: number): Promise<void>;
  callout(pile: number, line: string, ms: number): Promise<void>;
  pulse(seat: number, what: 'deck' | 'wounded' | 'vp', ms: number): Promise<void>;
}

export class CoopRunner implements AnimRunner {
  /** The kinds of the jobs playing now (the test hook's jobs(): a screenshot at the right moment). */
  private readonly running: string[] = [];

  constructor(private readonly stage: CoopStage) {}

  get playing(): readonly string[] { return this.running; }

  run(step: AnimStep, factor: number): Promise<void> {
    return Promise.all(step.jobs.map((job, i) => this.wait(i * step.stagger * factor).then(() => this.track(job, factor)))).then(() => undefined);
  }

  private track(job: AnimJob, factor: number): Promise<void> {
    this.running.push(job.kind);
    const done = () => { const i = this.running.indexOf(job.kind); if (i >= 0) this.running.splice(i, 1); };
    return this.play(job, factor).finally(done);
  }

  private wait(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => this.stage.phaser.time.delayedCall(ms, resolve));
  }

  private hero(seat: number | undefined): string {
    return seat === undefined ? '' : t(`hero.${this.stage.ctl.model.heroes[seat]?.hero ?? ''}`);
  }

  private play(job: AnimJob, f: number): Promise<void> {
    const ms = JOB_MS[job.kind] * f;
    const { stage } = this;
    switch (job.kind) {
      case 'fly': return this.fly(job, ms);
      case 'flood': return stage.flood.glide([intervalPoint(stage.L.board, job.to)], ms);
      case 'callout': {
        const params = { pile: job.pile + 1, ...(job.card === undefined ? {} : { card: cardName(job.card) }) };
        return stage.callout(job.pile, t(job.key, params), ms);
      }
      // The tide passing the start interval: the water swells as it rises.
      case 'water': return job.rises ? Promise.all([stage.water.setLevel(job.level, job.top, ms), stage.water.swell(ms)]).then(() => undefined) : stage.water.setLevel(job.level, job.top, ms);
      case 'pillar': return stage.breakPillar(job.pile, ms);
      case 'heroPawn': return stage.heroPawns[job.seat]?.place(stage.heroSpot(job.seat, job.to), Math.max(44, stage.L.card * 0.42), ms) ?? Promise.resolve();
      case 'banner': {
        const params = { ...(job.card !== undefined ? { card: cardName(job.card) } : {}), ...(job.seat !== undefined ? { hero: this.hero(job.seat) } : {}), round: stage.ctl.round };
        return stage.banner(t(job.key, params), ms);
      }
      case 'turn': return stage.banner(t('ui.coopHeroTurn', { hero: this.hero(job.seat) }), ms);
      case 'burst': {
        const at = 'uid' in job.at ? stage.pool.get(job.at.uid) : null;
        if (at) this.burst({ x: at.x, y: at.y }, job.color, ms);
        if ('seat' in job.at && 'what' in job.at) return stage.pulse(job.at.seat, job.at.what === 'vp' ? 'vp' : 'wounded', ms);
        return this.wait(ms * 0.6);
      }
      case 'wound':
        shake(stage.phaser, Math.min(160, ms * 0.4), 0.003);
        return stage.pulse(job.seat, 'wounded', ms);
      case 'shuffle': return stage.pulse(job.seat, 'deck', ms);
      case 'flames': case 'shift': case 'gow': return Promise.resolve(); // the classic clock and field, God of War's table
    }
  }

  private fly(job: Extract<AnimJob, { kind: 'fly' }>, ms: number): Promise<void> {
    const { stage } = this;
    const viewer = stage.ctl.viewer;
    const heroAt = stage.ctl.model.heroes.map((h) => h.at);
    const anchor = (zone: typeof job.from) => coopAnchor(stage.L, zone, viewer, heroAt, (uid) => stage.pileOfPillar(uid), job.uid);
    return flyCard(stage.phaser, stage.pool, {
      uid: job.uid, card: job.card, faceFrom: job.faceFrom, faceTo: job.faceTo, from: anchor(job.from), to: anchor(job.to),
      stays: staysShown(job.to.zone, job.to.seat, viewer), trail: job.to.zone === 'breadwinner' ? '#5fe0ff' : '#9fd0ff',
    }, ms);
  }

  private burst(at: { x: number; y: number }, color: string, ms: number): void {
    const { phaser: scene } = this.stage;
    const ring = scene.add.image(at.x, at.y, glowTexture(scene, 40, 40, color)).setDepth(3500).setScale(0.6);
    scene.tweens.add({ targets: ring, scale: 2.4, alpha: 0, duration: ms, ease: 'Quad.easeOut', onComplete: () => ring.destroy() });
  }
}

/** Zones whose cards the board shows one by one (a card flying there stays until the re-sync). */
function staysShown(zone: string, seat: number | undefined, viewer: number): boolean {
  return zone === 'field' || zone === 'play' || zone === 'epic' || (zone === 'hand' && seat === viewer);
}

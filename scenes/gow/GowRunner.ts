// God of War's animations: each event the controller hands over (gow-anim.ts) played on the table's
// pieces — the die tumbling, a blow landing, a card turning to its other face, a rune flaring and the
// enemies it wakes glowing, pawns walking, the pyramid rising. Quick events pass quickly: a whole
// Scenario activation reads in a few seconds at normal speed.
import type Phaser from 'phaser';
import type { GowEvent, GowSlotView } from '../../src/engine';
import type { AnimJob, AnimStep } from '../presenter/anim-jobs';
import type { AnimRunner } from '../presenter/AnimationQueue';
import { shake } from '../objects/calm';

/** What the runner moves (GowTable gives it). */
export interface GowStage {
  readonly phaser: Phaser.Scene;
  roll(face: number, ms: number): Promise<void>;
  hitEnemy(at: string, damage: number): Promise<void>;
  flipSlot(at: string, to: GowSlotView | null, ms: number): Promise<void>;
  runeFlare(rune: string | null, ms: number): Promise<void>;
  walk(figure: string, column: number, back: boolean, ms: number): Promise<void>;
  rise(ms: number): Promise<void>;
  /** The Scenario's face at a place now (the engine's view: faces are public). */
  slotNow(at: string): GowSlotView | null;
}

/** How long each event shows at normal speed, in ms (the rest: a short beat). */
const MS: Partial<Record<GowEvent['type'], number>> = {
  rolled: 520, flipped: 560, revealed: 800, missionWon: 900, missionBegan: 600, enemyAttacks: 380, heroHurt: 300,
  exhausted: 500, enemyHit: 320, enemyDefeated: 360, placed: 320, moved: 320, armorBroken: 300, gameOver: 300,
};
const BEAT = 140;

export class GowRunner implements AnimRunner {
  constructor(private readonly stage: GowStage) {}

  run(step: AnimStep, factor: number): Promise<void> {
    return Promise.all(step.jobs.map((job) => this.play(job, factor))).then(() => undefined);
  }

  private play(job: AnimJob, factor: number): Promise<void> {
    if (!('event' in job)) return Promise.resolve(); // the card tables' jobs: none come here
    const e = job.event;
    const ms = (MS[e.type] ?? BEAT) * factor;
    const s = this.stage;
    switch (e.type) {
      case 'rolled': return s.roll(e.face, ms);
      case 'enemyHit': return s.hitEnemy(e.at, e.damage);
      case 'flipped': return s.flipSlot(e.at, s.slotNow(e.at), ms);
      case 'revealed': return s.runeFlare(e.rune, ms);
      case 'roundBegan': return s.runeFlare(null, 0);
      case 'placed': case 'moved': return s.walk(e.figure, e.column, e.back, ms);
      case 'missionWon': return s.rise(ms);
      case 'heroHurt': case 'exhausted':
        shake(s.phaser, Math.min(180, ms * 0.5), e.type === 'exhausted' ? 0.006 : 0.003);
        return this.wait(ms);
      default: return this.wait(ms);
    }
  }

  private wait(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => this.stage.phaser.time.delayedCall(ms, resolve));
  }
}

// Plays the AnimationQueue's steps on the classic table: cards fly between zone anchors (turning over
// when the viewer's knowledge of them changes, with a light trail), the field shifts right, flames go
// out on the Hud's clock, wounds flash red, turns are announced. Durations are multiplied by factor.
import { t } from '../src/i18n';
import { JOB_MS, type AnimJob, type AnimStep, type BurstAt } from './presenter/anim-jobs';
import { cardName } from './presenter/log';
import type { AnimRunner } from './presenter/AnimationQueue';
import { shownOnTable, zoneAnchor } from './presenter/anchors';
import { flyCard } from './objects/flight';
import { calm, shake } from './objects/calm';
import { glowTexture } from './objects/icons';
import type { ClassicTable } from './ClassicTable';
import type { Hud } from './Hud';

export class TableRunner implements AnimRunner {
  constructor(private readonly table: ClassicTable) {}

  private get hud(): Hud | null {
    const hud = this.table.scene.get('Hud') as Hud | null;
    return hud && hud.scene.isActive() ? hud : null;
  }

  run(step: AnimStep, factor: number): Promise<void> {
    return Promise.all(step.jobs.map((job, i) => this.wait(i * step.stagger * factor).then(() => this.play(job, factor)))).then(() => undefined);
  }

  private wait(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => this.table.time.delayedCall(ms, resolve));
  }

  private play(job: AnimJob, f: number): Promise<void> {
    const ms = JOB_MS[job.kind] * f;
    const hero = (seat: number) => t(`hero.${this.table.controller.model.players[seat]?.hero ?? ''}`);
    switch (job.kind) {
      case 'fly': return this.fly(job, ms);
      case 'shift': return this.shift(job, ms);
      case 'flames': return this.hud?.extinguish(job.from, job.to, ms) ?? Promise.resolve();
      case 'turn': return this.hud?.banner(t('log.turn', { hero: hero(job.seat), turn: job.turn }), ms) ?? Promise.resolve();
      case 'banner': {
        const params = { ...(job.card !== undefined ? { card: cardName(job.card) } : {}), ...(job.seat !== undefined ? { hero: hero(job.seat) } : {}) };
        return this.hud?.banner(t(job.key, params), ms) ?? Promise.resolve();
      }
      case 'burst': {
        const at = this.burstAt(job.at);
        this.burst(at, job.color, ms);
        if ('seat' in job.at && 'what' in job.at) return this.hud?.pulse(job.at.seat, job.at.what === 'vp' ? 'vp' : 'wounded', ms) ?? Promise.resolve();
        return this.wait(ms * 0.6);
      }
      case 'shuffle': return this.hud?.pulse(job.seat, 'deck', ms) ?? Promise.resolve();
      case 'wound':
        shake(this.table, Math.min(160, ms * 0.4), 0.004);
        this.burst(zoneAnchor(this.table.L, { zone: 'marked', seat: job.seat }, this.table.controller.viewer), '#ff4a4a', ms);
        return this.hud?.pulse(job.seat, 'wounded', ms) ?? Promise.resolve();
      default: return Promise.resolve(); // the cooperative board's motions never reach the classic table
    }
  }

  private fly(job: Extract<AnimJob, { kind: 'fly' }>, ms: number): Promise<void> {
    const { table } = this;
    const viewer = table.controller.viewer;
    return flyCard(table, table.pool, {
      uid: job.uid, card: job.card, faceFrom: job.faceFrom, faceTo: job.faceTo,
      from: zoneAnchor(table.L, job.from, viewer), to: zoneAnchor(table.L, job.to, viewer, job.toSlot), stays: shownOnTable(job.to, viewer),
    }, ms);
  }

  /** Where a burst shows on screen. */
  private burstAt(at: BurstAt): { x: number; y: number } {
    const { table } = this;
    const L = table.L;
    if ('uid' in at) {
      const v = table.pool.get(at.uid);
      if (v) return { x: v.x, y: v.y };
      return at.seat === undefined ? { x: L.w / 2, y: L.h / 2 } : zoneAnchor(L, { zone: 'marked', seat: at.seat }, table.controller.viewer);
    }
    if ('rail' in at) {
      const parts = table.railParts();
      const r = parts ? (at.rail === 'epic' ? parts.epicInfo : parts.counters) : null;
      return r ? { x: r.x + r.w / 2, y: r.y + r.h / 2 } : { x: L.w / 2, y: L.h / 2 };
    }
    const p = L.players[at.seat];
    return p ? { x: p.x + p.w * 0.85, y: p.y + p.h * 0.3 } : { x: L.w / 2, y: 0 };
  }

  /** A ring of light that swells and fades where something happened (a wound: red). */
  private burst(at: { x: number; y: number }, color: string, ms: number): void {
    const { table } = this;
    const ring = table.add.image(at.x, at.y, glowTexture(table, 40, 40, color)).setDepth(3500).setScale(0.6).setAlpha(1);
    table.tweens.add({ targets: ring, scale: 2.4, alpha: 0, duration: ms, ease: 'Quad.easeOut', onComplete: () => ring.destroy() });
  }

  private shift(job: Extract<AnimJob, { kind: 'shift' }>, ms: number): Promise<void> {
    const { table } = this;
    const moves = job.moves.map((m) => ({ v: table.pool.get(m.uid), to: table.L.slots[m.to] })).filter((m) => m.v && m.to);
    if (!moves.length) return Promise.resolve();
    if (calm()) { for (const { v, to } of moves) v!.setPosition(to.x + to.w / 2, to.y + to.h / 2); return Promise.resolve(); }
    return Promise.all(moves.map(({ v, to }) => new Promise<void>((resolve) => {
      table.tweens.add({ targets: v!, x: to.x + to.w / 2, y: to.y + to.h / 2, duration: ms, ease: 'Cubic.easeInOut', onComplete: () => resolve() });
    }))).then(() => undefined);
  }
}

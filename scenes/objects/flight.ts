// A card flying between two places of a table (the classic table's zones, the cooperative board's):
// a gentle arc, scaled to the size it has where it lands, turning over half-way when the viewer's
// knowledge of it changes, with a soft light trailing it. Where it lands it stays (the re-sync places it
// for good) or fades out (a place that shows no card one by one: a deck, a panel, the Main Breadwinner).
import type Phaser from 'phaser';
import type { Uid } from '../../src/engine';
import type { Anchor } from '../presenter/anchors';
import { shortFor, type CardPool } from './CardPool';
import { glowTexture } from './icons';

export interface Flight {
  uid: Uid;
  card: number;
  from: Anchor;
  to: Anchor;
  /** Whether the viewer sees the card's face at the start and at the end. */
  faceFrom: boolean;
  faceTo: boolean;
  /** The card stays where it lands (else it fades out there). */
  stays: boolean;
  trail?: string;
}

export function flyCard(scene: Phaser.Scene, pool: CardPool, f: Flight, ms: number): Promise<void> {
  const { from, to } = f;
  let v = pool.get(f.uid);
  if (!v) v = pool.place(f.uid, f.card, { x: from.x, y: from.y, box: from.w, depth: 3000, faceUp: f.faceFrom, role: 'flight' });
  v.setDepth(3000).setHalo(null);
  const view = v;
  const s0 = v.scaleX || 1;
  const s1 = shortFor(f.card, to.w) / Math.min(v.cardWidth, v.cardHeight);
  const x0 = v.x, y0 = v.y, a0 = v.angle;
  const flips = f.faceFrom !== f.faceTo;
  let turned = false;
  // A gentle arc: the card rises a little above the straight line between the two places.
  const lift = Math.min(80, Math.hypot(to.x - x0, to.y - y0) * 0.12);
  const glow = scene.add.image(x0, y0, glowTexture(scene, v.cardWidth, v.cardHeight, f.trail ?? '#9fd0ff')).setDepth(2999).setAlpha(0.8).setScale(s0);
  scene.tweens.add({ targets: glow, x: to.x, y: to.y, duration: ms * 1.1, ease: 'Cubic.easeInOut', alpha: 0, onComplete: () => glow.destroy() });
  return new Promise((resolve) => {
    scene.tweens.addCounter({
      from: 0, to: 1, duration: ms, ease: 'Cubic.easeInOut',
      onUpdate: (tw) => {
        if (!view.active) return;
        const p = tw.getValue() ?? 0;
        const s = s0 + (s1 - s0) * p;
        let sx = s;
        if (flips && p > 0.25 && p < 0.75) {
          const q = (p - 0.25) / 0.5;
          sx = s * Math.abs(Math.cos(Math.PI * q));
          if (q >= 0.5 && !turned) { turned = true; view.setFaceUp(f.faceTo); }
        }
        view.setPosition(x0 + (to.x - x0) * p, y0 + (to.y - y0) * p - Math.sin(Math.PI * p) * lift);
        view.setScale(Math.max(0.001, sx), s).setAngle(a0 * (1 - p));
      },
      onComplete: () => {
        if (!view.active) return resolve();
        if (flips && !turned) view.setFaceUp(f.faceTo);
        view.setScale(s1).setPosition(to.x, to.y);
        if (f.stays) return resolve();
        scene.tweens.add({
          targets: view, alpha: 0, duration: Math.min(120, ms * 0.3),
          onComplete: () => {
            if (pool.get(f.uid) === view) pool.remove(f.uid);
            view.destroy();
            resolve();
          },
        });
      },
    });
  });
}

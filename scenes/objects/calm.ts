// Motion that reduced motion (issue 29, src/app/access.ts) calms: a camera shake becomes nothing, and
// a piece that would fly or slide appears where it lands with a short fade. The runners and pieces
// call these instead of shaking or sliding themselves, so the choice is made here once.
import type Phaser from 'phaser';
import { FADE_MS, motionReduced } from '../../src/app/access';

/** Shakes the scene's camera, unless motion is reduced. */
export function shake(scene: Phaser.Scene, ms: number, intensity: number): void {
  if (!motionReduced()) scene.cameras.main.shake(ms, intensity);
}

/** Whether pieces should appear in place rather than move (reduced motion). */
export const calm = (): boolean => motionReduced();

/** Fades a piece in where it already stands, within the fade (reduced motion's way of showing a change). */
export function fadeIn(scene: Phaser.Scene, target: Phaser.GameObjects.GameObject & { alpha: number; setAlpha(a: number): unknown }, ms: number): Promise<void> {
  const alpha = target.alpha || 1;
  target.setAlpha(0);
  return new Promise((resolve) => {
    scene.tweens.add({ targets: target, alpha, duration: Math.min(FADE_MS, ms), onComplete: () => resolve() });
  });
}
